import { type ComponentProps, type ComponentType, type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('rounded-lg border border-slate-200 bg-white shadow-sm', className)}
      {...props}
    />
  );
}

type SectionCardProps = {
  title: ReactNode;
  /** A lucide icon shown before the title. */
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  /** One or two sentences under the title. */
  description?: ReactNode;
  className?: string;
  children?: ReactNode;
};

/**
 * A card that is a named region: an icon and a level-2 title (the region's name), a line of
 * description, then its content. The profile's cards are built from it.
 */
export function SectionCard({
  title,
  icon: Icon,
  description,
  className,
  children,
}: SectionCardProps) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className={cn('p-5 sm:p-6', className)}>
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Icon aria-hidden="true" className="size-5 text-slate-500" />
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      {children}
    </Card>
  );
}
