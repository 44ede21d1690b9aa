/**
 * The state behind a tracker page's add/edit dialog and its delete confirmation: which dialog
 * is open, with what values, and why its last save failed.
 */
import { useRef, useState } from 'react';
import { describeWriteError } from '@/lib/api-errors';
import type { FormDialogProps, SubmitError } from './record-form-dialog';

/**
 * Which form dialog is open; `key` tells one opening from the next, and `error` says why its
 * last save failed.
 */
type FormDialogState<R, I> = (
  { mode: 'add'; key: number; values: I } | { mode: 'edit'; key: number; record: R }
) & { error?: SubmitError };

type FailureTexts = { failedTitle: string; fallback: string };

type RecordEditorOptions<R extends { id: number }, I, V extends I> = {
  /** The add form's starting values. */
  emptyValues: () => I;
  /** The edit form's starting values: the record as stored. */
  formValues: (record: R) => I;
  create: (values: V) => Promise<unknown>;
  update: (variables: { id: number; values: V }) => Promise<unknown>;
  remove: (id: number) => void;
  /** What the dialog says when a save fails (the reason comes from the error). */
  texts: { add: FailureTexts; update: FailureTexts };
};

export function useRecordEditor<R extends { id: number }, I, V extends I>({
  emptyValues,
  formValues,
  create,
  update,
  remove,
  texts,
}: RecordEditorOptions<R, I, V>) {
  const [formDialog, setFormDialog] = useState<FormDialogState<R, I> | null>(null);
  const [recordToDelete, setRecordToDelete] = useState<R | null>(null);
  const lastDialogKey = useRef(0);

  function nextDialogKey() {
    lastDialogKey.current += 1;
    return lastDialogKey.current;
  }

  function closeDialog(key: number) {
    setFormDialog((current) => (current?.key === key ? null : current));
  }

  function setDialogError(key: number, error: SubmitError | undefined) {
    setFormDialog((current) => (current?.key === key ? { ...current, error } : current));
  }

  function failure(write: FailureTexts, error: unknown): SubmitError {
    return { title: write.failedTitle, description: describeWriteError(error, write.fallback) };
  }

  async function submitAdd(key: number, values: V) {
    setDialogError(key, undefined);
    try {
      await create(values);
      closeDialog(key);
    } catch (caught) {
      // Per docs/product.md#how-screens-behave: a failed add keeps the dialog open with the input,
      // or reopens it if the user closed it while saving (unless another dialog is open by now).
      const error = failure(texts.add, caught);
      const reopened: FormDialogState<R, I> = { mode: 'add', key: nextDialogKey(), values, error };
      setFormDialog((current) => {
        if (current === null) return reopened;
        return current.key === key ? { ...current, error } : current;
      });
    }
  }

  async function submitEdit(key: number, id: number, values: V) {
    setDialogError(key, undefined);
    try {
      await update({ id, values });
      closeDialog(key);
    } catch (caught) {
      // The row is back to its saved values; the dialog keeps the edits and says why.
      setDialogError(key, failure(texts.update, caught));
    }
  }

  const formDialogProps: FormDialogProps<I, V> = {
    open: formDialog !== null,
    onOpenChange: (open) => {
      if (!open) setFormDialog(null);
    },
    mode: formDialog?.mode ?? 'add',
    submitError: formDialog?.error,
    defaultValues:
      formDialog?.mode === 'edit'
        ? formValues(formDialog.record)
        : (formDialog?.values ?? emptyValues()),
    onSubmit: (values) => {
      if (formDialog === null) return Promise.resolve();
      return formDialog.mode === 'add'
        ? submitAdd(formDialog.key, values)
        : submitEdit(formDialog.key, formDialog.record.id, values);
    },
  };

  function openAddWith(values: I) {
    setFormDialog({ mode: 'add', key: nextDialogKey(), values });
  }

  return {
    openAdd() {
      openAddWith(emptyValues());
    },
    /** The add dialog starting from other values than the empty form (e.g. a debt). */
    openAddWith,
    openEdit(record: R) {
      setFormDialog({ mode: 'edit', key: nextDialogKey(), record });
    },
    /** Remounts the form for each opening, so it starts from its default values. */
    formDialogKey: formDialog?.key ?? 0,
    formDialogProps,
    askToDelete: setRecordToDelete,
    /** The delete confirmation's record, open state and answers. */
    deleteDialogProps: {
      record: recordToDelete,
      open: recordToDelete !== null,
      onOpenChange: (open: boolean) => {
        if (!open) setRecordToDelete(null);
      },
      onConfirm: () => {
        if (recordToDelete === null) return;
        remove(recordToDelete.id);
        setRecordToDelete(null);
      },
    },
  };
}
