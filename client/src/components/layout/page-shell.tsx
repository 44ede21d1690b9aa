import type { ReactNode } from 'react';
import { Navbar } from './navbar';

type PageShellProps = {
  /** The page's heading, rendered as its single h1. */
  title?: string;
  children?: ReactNode;
};

/** The frame every page sits in: the navigation bar and a centred content column. */
export function PageShell({ title, children }: PageShellProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <Navbar />
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
