/**
 * Dialogs whose code loads when they are first opened, so a page's first load carries only what
 * it shows (docs/decisions/014-landing-weight-and-long-lists.md): on a slow phone the page's
 * records come sooner. The page asks for them once it has drawn its records
 * (usePreloadWhenIdle), so a tap on Add or History seldom waits; the installed app has them
 * from the service worker's cache.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

export interface LazyDialog<P extends object> {
  (props: P): React.ReactNode;
  /** Fetches the dialog's code now (once). */
  preload: () => Promise<unknown>;
}

/**
 * `load`'s dialog, rendered from the first time `isOpen(props)` holds (nothing before); it then
 * stays mounted, so it closes, and opens again, as any mounted dialog does.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): LazyDialog<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    // A failed fetch is not kept: the next open tries again.
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const Loaded = lazy(async () => ({ default: await preload() }));

  function OpenedOnce(props: P) {
    const [wanted, setWanted] = useState(false);
    const open = isOpen(props);
    if (open && !wanted) setWanted(true);
    if (!open && !wanted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(OpenedOnce, { preload });
}

/** How long a browser without requestIdleCallback (Safari) waits instead. */
const IDLE_FALLBACK_MS = 1_000;

/**
 * Once `ready` (the page has drawn her records), fetches the dialogs' code while the browser is
 * idle: after the first paint, not competing with it.
 */
export function usePreloadWhenIdle(ready: boolean, ...dialogs: { preload: () => unknown }[]) {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!ready || done) return;
    const run = () => {
      setDone(true);
      for (const dialog of dialogs) void Promise.resolve(dialog.preload()).catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run);
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(run, IDLE_FALLBACK_MS);
    return () => clearTimeout(timer);
    // The dialogs are module-level constants: what matters is when the page is ready.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, done]);
}
