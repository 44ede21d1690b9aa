/**
 * Dialogs whose code loads when they are first opened, so a page's first load carries only what
 * it shows (docs/decisions/014-landing-weight-and-long-lists.md): on a slow phone the page's
 * records come sooner. The page asks for them once it has drawn its records
 * (usePreloadWhenIdle), so a tap on Add or History seldom waits; the installed app has them
 * from the service worker's cache.
 */
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { logger } from '@/lib/logger';

export interface LazyDialog<P extends object> {
  (props: P): React.ReactNode;
  /** Fetches the dialog's code now (once). */
  preload: () => Promise<unknown>;
}

/** How a lazy dialog reads its props: whether it is asked to be open, and how to close it. */
export interface LazyDialogProps<P> {
  isOpen: (props: P) => boolean;
  close: (props: P) => void;
}

/**
 * `load`'s dialog, rendered from the first time it is asked to open (nothing before); it then
 * stays mounted, so it closes, and opens again, as any mounted dialog does. If its code cannot
 * be fetched (the network dropped before the page could fetch it), the dialog is closed again at
 * once, so the next tap on its button tries again.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { isOpen, close }: LazyDialogProps<P>,
): LazyDialog<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then(
      (dialog) => (loaded = dialog),
      (error: unknown) => {
        // Not kept: the next open or preload tries again.
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  function OpenedOnce(props: P) {
    const open = isOpen(props);
    const [Dialog, setDialog] = useState<ComponentType<P> | null>(() => loaded);
    // The latest props, for closing the dialog its code never came for.
    const latest = useRef(props);
    useEffect(() => {
      latest.current = props;
    });
    useEffect(() => {
      if (!open || Dialog !== null) return;
      let mounted = true;
      preload().then(
        (dialog) => mounted && setDialog(() => dialog),
        (error: unknown) => {
          logger.warn('A dialog could not be loaded; its button tries again.', error);
          if (mounted) close(latest.current);
        },
      );
      return () => {
        mounted = false;
      };
    }, [open, Dialog]);
    return Dialog === null ? null : <Dialog {...props} />;
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
  useEffect(() => {
    if (!ready) return;
    // Each dialog fetches its code once, however often this runs.
    const run = () => {
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
  }, [ready]);
}
