/** What a toast is, shared by its state (toast.tsx) and its look (toast-view.tsx). */
export type ToastVariant = 'default' | 'destructive';

/** A button on the toast that undoes what it reports ("Undo"). */
export type ToastAction = { label: string; onAction: () => void };

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
};

export type ActiveToast = ToastOptions & { id: number };

export const TOAST_DURATION_MS = 5_000;
/** A toast with an action stays longer: time to read it, then reach for Undo. */
export const TOAST_WITH_ACTION_DURATION_MS = 10_000;

export type ToastViewProps = {
  active: ActiveToast | null;
  /** The toast with this id closed (its timer, its Close button, a swipe). */
  onClosed: (id: number) => void;
};
