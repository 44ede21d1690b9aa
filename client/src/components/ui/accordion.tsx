import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type AccordionItem = {
  /** Stable key for the item. */
  id: string;
  title: ReactNode;
  content: ReactNode;
};

type AccordionProps = {
  items: readonly AccordionItem[];
  /** Ids of the items open at first; any number may be open at once. */
  defaultOpen?: readonly string[];
  /** Heading level of each item's title, so it fits the page's outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

/**
 * A list of disclosures (WAI-ARIA accordion pattern): each title is a button inside a heading
 * that shows or hides its panel, with aria-expanded and aria-controls wired up.
 */
export function Accordion({
  items,
  defaultOpen = [],
  headingLevel = 3,
  className,
}: AccordionProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpen));
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  function toggle(id: string) {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <div
      className={cn(
        'divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white',
        className,
      )}
    >
      {items.map((item) => {
        const isOpen = open.has(item.id);
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id}>
            <Heading className="text-base font-medium text-slate-900">
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                className="flex min-h-12 w-full items-center justify-between gap-3 px-4 py-3 text-left hover:bg-slate-50"
              >
                <span>{item.title}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={cn(
                    'size-4 shrink-0 text-slate-500 transition-transform',
                    isOpen && 'rotate-180',
                  )}
                />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!isOpen}
              className="px-4 pb-4 text-sm leading-6 text-slate-700"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
