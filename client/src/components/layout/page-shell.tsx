import { Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '@/config/paths';

type PageShellProps = {
  /** The page's heading, rendered as its single h1. */
  title?: string;
  children?: ReactNode;
};

/**
 * The frame every page sits in: a header bar with the logo and a centred content column.
 * The navigation with login state replaces this header in a later issue.
 */
export function PageShell({ title, children }: PageShellProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center px-4">
          <Link
            href={paths.landing}
            className="inline-flex min-h-11 items-center gap-2 rounded-md text-lg font-semibold text-slate-900"
          >
            <Scale aria-hidden="true" className="size-6 text-primary" />
            Fairsplit
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        {title !== undefined && (
          <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
            {title}
          </h1>
        )}
        {children}
      </main>
    </div>
  );
}
