import { useLingui } from '@lingui/react/macro';
import { useRef, type ReactNode } from 'react';
import { Button } from './button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  useOpenerFocus,
} from './dialog';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question, e.g. 'Are you sure you want to delete this expense?'; names the dialog. */
  title: string;
  /** What will happen, read out with the title. */
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Red confirm button, for actions that destroy data. */
  isDestructive?: boolean;
  /** Disables both buttons and shows a spinner on the confirm button. */
  isConfirming?: boolean;
};

/**
 * Asks before an action that cannot be undone (WAI-ARIA alertdialog). Focus starts on Cancel,
 * so Enter or a stray tap never confirms by accident; Escape and Cancel both say no, and a click
 * outside does nothing, because the question needs an answer. On close, focus goes back to the
 * control that opened it, when that is still on the page.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  isDestructive = false,
  isConfirming = false,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { t } = useLingui();
  const focus = useOpenerFocus(() => cancelRef.current);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        role="alertdialog"
        hideCloseButton
        className="max-w-md"
        {...focus}
        onInteractOutside={(event) => event.preventDefault()}
        // Without a description Radix warns unless it is told there is none on purpose.
        {...(description === undefined ? { 'aria-describedby': undefined } : {})}
      >
        <DialogHeader className="pr-0">
          <DialogTitle>{title}</DialogTitle>
          {description !== undefined && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        <DialogFooter>
          <Button
            ref={cancelRef}
            variant="outline"
            disabled={isConfirming}
            onClick={() => onOpenChange(false)}
          >
            {cancelLabel ?? t`Cancel`}
          </Button>
          <Button
            variant={isDestructive ? 'destructive' : 'primary'}
            isLoading={isConfirming}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
