import { useEffect, type ComponentType, type ReactNode } from 'react';
import type { TrackerHeadingText } from '@/components/trackers/tracker-heading';
import { afterNextPaint } from '@/lib/after-load';

/** A page that can fetch its code before it is shown (app/router.tsx's lazyPage). */
type Page = ComponentType & { preload?: () => void };

/** What a guard is given: the page, and the page's heading to show while it checks, if any. */
export type GuardProps = { children: ReactNode; heading?: TrackerHeadingText };

/**
 * Makes `Guard` a page wrapper for the route table:
 * `withGuard(RequirePremium, 'WithPremiumGuard')(Page, heading)`. Once the guard's first screen
 * has been painted, the page's code is fetched, so the page shows the moment the guard lets it.
 */
export function withGuard(Guard: ComponentType<GuardProps>, label: string) {
  return (Page: Page, heading?: TrackerHeadingText): ComponentType => {
    function GuardedPage() {
      useEffect(() => afterNextPaint(() => Page.preload?.()), []);
      return (
        <Guard heading={heading}>
          <Page />
        </Guard>
      );
    }
    GuardedPage.displayName = `${label}(${Page.displayName ?? Page.name ?? 'Page'})`;
    return GuardedPage;
  };
}
