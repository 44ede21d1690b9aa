import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { cn } from '@/lib/cn';

export type ToastVariant = 'default' | 'destructive';

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: ToastVariant;
};

export type ToastApi = {
  /** Shows a toast, replacing the one on screen (spec §4: one visible at a time). */
  toast: (options: ToastOptions) => void;
  /** Closes the toast on screen, if any. */
  dismiss: () => void;
};

export const TOAST_DURATION_MS = 5_000;

type ActiveToast = ToastOptions & { id: number };

const ToastContext = createContext<ToastApi | null>(null);

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
};

/** Holds the single active toast and renders it into an accessible Radix viewport. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [active, setActive] = useState<ActiveToast | null>(null);
  const nextId = useRef(0);

  const toast = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    setActive({ ...options, id: nextId.current });
  }, []);

  const dismiss = useCallback(() => setActive(null), []);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);
  const variant = active?.variant ?? 'default';

  return (
    <ToastContext.Provider value={api}>
      <ToastPrimitive.Provider label="Notification" duration={TOAST_DURATION_MS}>
        {children}
        {active && (
          // A new key remounts the toast, so a replacement restarts the auto-dismiss timer
          // and is announced to screen readers like a fresh toast.
          <ToastPrimitive.Root
            key={active.id}
            open
            onOpenChange={(open) => {
              // Only close this toast; a late close from a replaced one must not hide its successor.
              if (!open) setActive((current) => (current?.id === active.id ? null : current));
            }}
            className={cn(
              'relative flex w-full flex-col gap-1 rounded-lg border p-4 pr-12 shadow-lg',
              'data-[swipe=cancel]:translate-x-0 data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)',
              variantClasses[variant],
            )}
          >
            <ToastPrimitive.Title className="text-sm font-semibold">
              {active.title}
            </ToastPrimitive.Title>
            {active.description && (
              <ToastPrimitive.Description
                className={cn('text-sm', variant === 'default' && 'text-slate-600')}
              >
                {active.description}
              </ToastPrimitive.Description>
            )}
            <ToastPrimitive.Close
              aria-label="Close"
              className={cn(
                'absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-md',
                variant === 'default'
                  ? 'text-slate-500 hover:bg-slate-100 hover:text-slate-900'
                  : 'text-white/90 hover:bg-white/15 hover:text-white',
              )}
            >
              <X aria-hidden="true" className="size-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        )}
        <ToastPrimitive.Viewport
          label="Notifications ({hotkey})"
          className="fixed right-0 bottom-0 z-100 flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
        />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
