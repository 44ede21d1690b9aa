/**
 * Toasts (docs/product.md#how-screens-behave: one at a time): their state and `useToast` load with
 * every page; their look (Radix, toast-view.tsx) with the first toast.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { subscribeToDialogs } from './open-dialogs';
import type { ActiveToast, ToastOptions, ToastViewProps } from './toast-model';

export { TOAST_DURATION_MS, type ActiveToast, type ToastOptions } from './toast-model';

export type ToastApi = {
  /**
   * Shows a toast, replacing the one on screen (docs/product.md#how-screens-behave: one visible at
   * a time).
   */
  toast: (options: ToastOptions) => void;
  /** Closes the toast on screen, if any. */
  dismiss: () => void;
};

const ToastContext = createContext<ToastApi | null>(null);

type ToastViewComponent = ComponentType<ToastViewProps>;
let loadedView: ToastViewComponent | null = null;
let loadingView: Promise<ToastViewComponent> | null = null;

/**
 * The toast's look (Radix, toast-view.tsx) loads with the first toast rather than with the
 * first page. Once loaded it stays, and later providers render it at once.
 */
export function loadToastView(): Promise<ToastViewComponent> {
  loadingView ??= import('./toast-view').then(
    (module) => (loadedView = module.ToastView),
    (error: unknown) => {
      loadingView = null; // Offline for a moment: the next toast tries again.
      throw error;
    },
  );
  return loadingView;
}

/** Holds the single active toast and renders it into an accessible Radix viewport. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [active, setActive] = useState<ActiveToast | null>(null);
  const [View, setView] = useState<ToastViewComponent | null>(() => loadedView);
  const nextId = useRef(0);
  // The user's taps and key presses so far, and how many there had been when the toast came.
  const inputCount = useRef(0);
  const inputCountAtToast = useRef(0);

  const toast = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    inputCountAtToast.current = inputCount.current;
    setActive({ ...options, id: nextId.current });
    if (!loadedView) {
      loadToastView().then(
        (view) => setView(() => view),
        () => {},
      );
    }
  }, []);

  const dismiss = useCallback(() => setActive(null), []);

  // A dialog she opens herself (a tap or a key since the toast came) closes the toast: it told
  // of what is done, she has moved on, and it would sit over the dialog's title. A toast that
  // came after her last tap stays, such as a failed save that reopens its dialog by itself: it
  // is about that dialog and still to be read (toast-view.tsx keeps it clear of the buttons).
  useEffect(() => {
    const countInput = () => {
      inputCount.current += 1;
    };
    window.addEventListener('pointerdown', countInput, true);
    window.addEventListener('keydown', countInput, true);
    const stopListening = subscribeToDialogs((change) => {
      if (change === 'opened' && inputCount.current > inputCountAtToast.current) setActive(null);
    });
    return () => {
      window.removeEventListener('pointerdown', countInput, true);
      window.removeEventListener('keydown', countInput, true);
      stopListening();
    };
  }, []);

  // Only close that toast; a late close from a replaced one must not hide its successor.
  const onClosed = useCallback(
    (id: number) => setActive((current) => (current?.id === id ? null : current)),
    [],
  );

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {View && <View active={active} onClosed={onClosed} />}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
