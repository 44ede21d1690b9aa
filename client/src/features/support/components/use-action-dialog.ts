/**
 * The state behind a dialog that acts on one thing (a reimbursement request, or the new request
 * itself): which is open, with the key that tells one opening from the next, and why its last
 * save failed. As the trackers' dialogs do, a failed save keeps the dialog open with her input.
 */
import { useRef, useState } from 'react';
import type { FormDialogProps, SubmitError } from '@/components/trackers/record-form-dialog';
import { describeWriteError } from '@/lib/api-errors';

type Opened<Target> = { target: Target; key: number; error?: SubmitError };

type ActionDialogOptions<Target, Values> = {
  save: (target: Target, values: Values) => Promise<unknown>;
  /** What the dialog says when the save fails (the reason comes from the error). */
  failure: { failedTitle: string; fallback: string };
};

export function useActionDialog<Target, Values>({
  save,
  failure,
}: ActionDialogOptions<Target, Values>) {
  const [opened, setOpened] = useState<Opened<Target> | null>(null);
  const lastKey = useRef(0);

  function setError(key: number, error: SubmitError | undefined) {
    setOpened((current) => (current?.key === key ? { ...current, error } : current));
  }

  const dialogProps: Omit<FormDialogProps<never, Values>, 'defaultValues'> = {
    open: opened !== null,
    onOpenChange: (open) => {
      if (!open) setOpened(null);
    },
    mode: 'add',
    submitError: opened?.error ?? null,
    onSubmit: async (values) => {
      if (opened === null) return;
      const { key, target } = opened;
      setError(key, undefined);
      try {
        await save(target, values);
        setOpened((current) => (current?.key === key ? null : current));
      } catch (caught) {
        setError(key, {
          title: failure.failedTitle,
          description: describeWriteError(caught, failure.fallback),
        });
      }
    },
  };

  return {
    /** What the open dialog is about; null while none is open. */
    target: opened?.target ?? null,
    /** Remounts the form for each opening, so it starts from its default values. */
    key: opened?.key ?? 0,
    show(target: Target) {
      lastKey.current += 1;
      setOpened({ target, key: lastKey.current });
    },
    dialogProps,
  };
}
