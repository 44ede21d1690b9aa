import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

type SectionProps = {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** One card of the calculator: a labelled region with an h2, so the page reads as an outline. */
export function Section({ title, description, icon, children, className }: SectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5', className)}
    >
      <div className="mb-4">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          {icon}
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      {children}
    </section>
  );
}
