import { type ComponentType, type ReactNode, useEffect, useId, useRef } from 'react';
import { cn } from '@/lib/cn';
import { Card } from './card-surface';

export { Card } from './card-surface';

type SectionCardProps = {
  title: ReactNode;
  /** A lucide icon shown before the title. */
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  /** One or two sentences under the title. */
  description?: ReactNode;
  className?: string;
  children?: ReactNode;
  /**
   * An anchor other pages link to (`/settings/privacy#your-data`): the card scrolls into view
   * then.
   */
  id?: string;
};

/** Brings the card into view when the address names it (`#id`), once it is on the page. */
function useScrollIntoViewWhenNamed(id: string | undefined) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (id === undefined || window.location.hash !== `#${id}`) return;
    ref.current?.scrollIntoView({ block: 'start' });
  }, [id]);
  return ref;
}

/**
 * A card that is a named region: an icon and a level-2 title (the region's name), a line of
 * description, then its content. The profile's and the settings' cards are built from it.
 */
export function SectionCard({
  title,
  icon: Icon,
  description,
  className,
  children,
  id,
}: SectionCardProps) {
  const headingId = useId();
  const ref = useScrollIntoViewWhenNamed(id);
  return (
    <Card
      ref={ref}
      id={id}
      role="region"
      aria-labelledby={headingId}
      className={cn('scroll-mt-4 p-5 sm:p-6', className)}
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Icon aria-hidden="true" className="size-5 text-slate-500" />
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      {children}
    </Card>
  );
}
