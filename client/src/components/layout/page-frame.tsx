/**
 * The page's frame before the page itself is there: the bar (as index.html draws it, with only
 * the name) and the page's content column. The navigation bar and PageShell use the same bar and
 * column, so what the frame shows stays in place when the page takes over.
 */
import { Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The content column. On a phone a signed-in page leaves room at its end for the tools bar
 * (56 px and the home indicator).
 */
export function pageColumnClasses(signedIn: boolean): string {
  return cn(
    'mx-auto w-full max-w-6xl flex-1 px-4 py-8',
    signedIn && 'pb-[calc(6rem+env(safe-area-inset-bottom))] lg:pb-8',
  );
}

/** The bar at the top of every page (and of index.html, which cannot share it): 64 px high. */
export function PageBar({ children }: { children: ReactNode }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-6 px-4">{children}</div>
    </header>
  );
}

/** A signed-in page's frame with `children` in its column (the premium guard's check). */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <PageBar>
        <span className="inline-flex min-h-11 items-center gap-2 text-lg font-semibold text-slate-900">
          <Scale aria-hidden="true" className="size-6 text-primary" />
          Fairsplit
        </span>
      </PageBar>
      <main id="main" className={pageColumnClasses(true)}>
        {children}
      </main>
    </div>
  );
}
