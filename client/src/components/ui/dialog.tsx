import { useLingui } from '@lingui/react/macro';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useEffect, useRef, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { trackOpenDialog } from './open-dialogs';

/**
 * A modal dialog on Radix: focus is trapped inside, Escape and the close button dismiss it, and
 * it is labelled by its title. It fits a 390 px phone and scrolls inside when taller than the
 * screen.
 */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const widths = {
  default: 'max-w-lg',
  /** For a table (an import's preview): up to 64rem on a desktop; a phone's width as any dialog. */
  wide: 'max-w-5xl',
} as const;

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Hides the corner close button (e.g. while a save is in flight). */
  hideCloseButton?: boolean;
  width?: keyof typeof widths;
};

export function DialogContent({
  className,
  children,
  hideCloseButton = false,
  width = 'default',
  ...props
}: DialogContentProps) {
  const { t } = useLingui();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2',
          widths[width],
          'max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-lg border border-slate-200 bg-white p-5 shadow-xl sm:p-6',
          'focus:outline-none',
          className,
        )}
        {...props}
      >
        <TrackOpen />
        {children}
        {!hideCloseButton && (
          <DialogPrimitive.Close
            aria-label={t`Close`}
            className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <X aria-hidden="true" className="size-4" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Mounts with the dialog's content, as the dialog opens, and unmounts as it closes. */
function TrackOpen() {
  useEffect(() => trackOpenDialog(), []);
  return null;
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mb-4 space-y-1 pr-10', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('text-lg font-semibold text-slate-900', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-slate-600', className)} {...props} />
  );
}

/** The dialog's buttons: stacked full width on a phone (primary on top), in a row from sm up. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end [&>*]:w-full sm:[&>*]:w-auto',
        className,
      )}
      {...props}
    />
  );
}

/**
 * Focus for a dialog opened without a Radix trigger (Radix gives focus back to its trigger
 * only): what had focus when it opened gets it back on close, when it is still on the page.
 * `initialFocus` names what takes focus on open instead of the first focusable element.
 */
export function useOpenerFocus(initialFocus?: () => HTMLElement | null) {
  const openerRef = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      // Focus has not moved yet: the active element is what opened the dialog.
      openerRef.current = document.activeElement as HTMLElement | null;
      const target = initialFocus?.();
      if (target) {
        event.preventDefault();
        target.focus();
      }
    },
    onCloseAutoFocus(event: Event) {
      const opener = openerRef.current;
      if (opener?.isConnected) {
        event.preventDefault();
        opener.focus();
      }
    },
  };
}
