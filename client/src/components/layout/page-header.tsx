import type { ReactNode } from 'react';

type PageHeaderProps = {
  title: string;
  badge?: ReactNode;
  description: ReactNode;
};

/** A tool page's h1 with an optional badge beside it and a plain-language summary. */
export function PageHeader({ title, badge, description }: PageHeaderProps) {
  return (
    <header className="mb-6">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h1>
        {badge}
      </div>
      <p className="mt-2 max-w-3xl text-slate-600">{description}</p>
    </header>
  );
}
