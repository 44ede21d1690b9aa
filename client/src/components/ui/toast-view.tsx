/**
 * What a toast looks like on screen: the Radix toast (swipe, announcements) in a labelled
 * notifications region. Its own chunk: toast.tsx loads it with the first toast, so the first
 * page does not carry it (9 KB compressed).
 */
import { useLingui } from '@lingui/react/macro';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { cn } from '@/lib/cn';
import { isAnyDialogOpen, subscribeToDialogs } from './open-dialogs';
import {
  TOAST_DURATION_MS,
  TOAST_WITH_ACTION_DURATION_MS,
  type ActiveToast,
  type ToastVariant,
  type ToastViewProps,
} from './toast-model';

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
};

export function ToastView({ active, onClosed }: ToastViewProps) {
  const isDialogOpen = useSyncExternalStore(subscribeToDialogs, isAnyDialogOpen);
  const { t } = useLingui();
  // Radix puts the shortcut in for "{hotkey}"; kept out of the message, whose braces are ICU's.
  const regionLabel = `${t`Notifications`} ({hotkey})`;
  return (
    // The timer is the toast's own (ToastItem), so Radix's is off.
    <ToastPrimitive.Provider label={t`Notification`} duration={Infinity}>
      {active && (
        // A new key remounts the toast, so a replacement restarts the auto-dismiss timer
        // and is announced to screen readers like a fresh toast.
        <ToastItem key={active.id} toast={active} onClosed={onClosed} />
      )}
      <ToastPrimitive.Viewport
        label={regionLabel}
        // Where a toast is never over what she is about to tap. On a phone: at the top, as the
        // thumb, a dialog's buttons and the bottom bar are at the bottom. On a larger screen:
        // bottom right, away from the navigation, but at the top, centred, while a dialog is
        // open (a toast that comes with it, such as a failed save). A dialog is centred with its
        // buttons at its foot, always in the lower half of the screen, so a toast up there is
        // never over them (nor, on a larger screen, over its corner button: a dialog is wider
        // than a toast). Calmer than closing such a toast: it is about that dialog, still to be
        // read. (A toast she has moved on from closes when she opens a dialog: toast.tsx.)
        className={cn(
          'fixed inset-x-0 top-0 z-100 mx-auto flex w-full max-w-sm flex-col gap-2 p-4 outline-none',
          !isDialogOpen && 'sm:inset-x-auto sm:top-auto sm:right-0 sm:bottom-0',
        )}
      />
    </ToastPrimitive.Provider>
  );
}

type ToastItemProps = { toast: ActiveToast; onClosed: (id: number) => void };

function ToastItem({ toast, onClosed }: ToastItemProps) {
  const variant = toast.variant ?? 'default';
  const { t } = useLingui();
  // Pointer or focus on the toast (Radix tells of hover and focus; a press is ours): it waits.
  const [isPaused, setIsPaused] = useState(false);
  const [isPressed, setIsPressed] = useState(false);

  // Never closes from under a finger: if it went while she pressed it, her release (and the
  // click it makes) would land on whatever lies beneath. The time starts again once she lets go.
  useEffect(() => {
    if (isPaused || isPressed) return;
    const duration = toast.action ? TOAST_WITH_ACTION_DURATION_MS : TOAST_DURATION_MS;
    const timer = window.setTimeout(() => onClosed(toast.id), duration);
    return () => window.clearTimeout(timer);
  }, [isPaused, isPressed, onClosed, toast.id, toast.action]);

  useEffect(() => {
    if (!isPressed) return;
    const release = () => setIsPressed(false);
    // The finger may leave the toast before it lifts: the release is heard anywhere.
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
    return () => {
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
    };
  }, [isPressed]);

  return (
    <ToastPrimitive.Root
      open
      onOpenChange={(open) => {
        // Only close this toast; a late close from a replaced one must not hide its successor.
        if (!open) onClosed(toast.id);
      }}
      onPause={() => setIsPaused(true)}
      onResume={() => setIsPaused(false)}
      onPointerDown={() => setIsPressed(true)}
      // A modal dialog opened after the toast turns off pointer events on every layer beneath
      // it, the toast too: a tap on its Close button then went through to the dialog's button
      // under it. The toast takes its own taps, whatever is open.
      style={{ pointerEvents: 'auto' }}
      className={cn(
        'relative flex w-full flex-col gap-1 rounded-lg border p-4 pr-14 shadow-lg',
        'data-[swipe=cancel]:translate-x-0 data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)',
        variantClasses[variant],
      )}
    >
      <ToastPrimitive.Title className="text-sm font-semibold">{toast.title}</ToastPrimitive.Title>
      {toast.description && (
        <ToastPrimitive.Description
          className={cn('text-sm', variant === 'default' && 'text-slate-600')}
        >
          {toast.description}
        </ToastPrimitive.Description>
      )}
      {toast.action && (
        <ToastPrimitive.Action
          altText={toast.action.label}
          onClick={toast.action.onAction}
          className={cn(
            'mt-2 inline-flex min-h-11 self-start items-center rounded-md border px-4 text-sm font-medium',
            variant === 'default'
              ? 'border-slate-300 text-slate-900 hover:bg-slate-50'
              : 'border-white/60 text-white hover:bg-white/15',
          )}
        >
          {toast.action.label}
        </ToastPrimitive.Action>
      )}
      <ToastPrimitive.Close
        aria-label={t`Close`}
        className={cn(
          'absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-md',
          variant === 'default'
            ? 'text-slate-500 hover:bg-slate-100 hover:text-slate-900'
            : 'text-white/90 hover:bg-white/15 hover:text-white',
        )}
      >
        <X aria-hidden="true" className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}
