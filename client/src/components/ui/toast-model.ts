/** What a toast is, shared by its state (toast.tsx) and its look (toast-view.tsx). */
export type ToastVariant = 'default' | 'destructive';

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: ToastVariant;
};

export type ActiveToast = ToastOptions & { id: number };

export const TOAST_DURATION_MS = 5_000;

export type ToastViewProps = {
  active: ActiveToast | null;
  /** The toast with this id closed (its timer, its Close button, a swipe). */
  onClosed: (id: number) => void;
};
