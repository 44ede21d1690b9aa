import { useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

type RecordDeleteDialogProps<R> = Pick<
  ComponentProps<typeof ConfirmDialog>,
  'open' | 'onOpenChange' | 'onConfirm' | 'title'
> & {
  /** The record the user asked to delete (null while the dialog is closed). */
  record: R | null;
  /** What happens to it, e.g. '“Rent” ($1,200.00, Mar 05, 2025) moves to Deleted items…'. */
  describe: (record: R) => string;
};

/** A tracker's delete confirmation: every destructive action asks first. */
export function RecordDeleteDialog<R>({
  record,
  describe,
  ...dialogProps
}: RecordDeleteDialogProps<R>) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      {...dialogProps}
      description={record ? describe(record) : undefined}
      confirmLabel={t`Delete`}
      isDestructive
    />
  );
}
