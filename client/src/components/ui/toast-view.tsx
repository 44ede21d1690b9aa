/**
 * What a toast looks like on screen: the Radix toast (swipe, timer, announcements) in a labelled
 * notifications region. Its own chunk: toast.tsx loads it with the first toast, so the first
 * page does not carry it (9 KB compressed).
 */
import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { TOAST_DURATION_MS, type ToastVariant, type ToastViewProps } from './toast-model';

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
};

export function ToastView({ active, onClosed }: ToastViewProps) {
  const variant = active?.variant ?? 'default';
  return (
    <ToastPrimitive.Provider label="Notification" duration={TOAST_DURATION_MS}>
      {active && (
        // A new key remounts the toast, so a replacement restarts the auto-dismiss timer
        // and is announced to screen readers like a fresh toast.
        <ToastPrimitive.Root
          key={active.id}
          open
          onOpenChange={(open) => {
            // Only close this toast; a late close from a replaced one must not hide its successor.
            if (!open) onClosed(active.id);
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
  );
}
