/**
 * What an optimistic tracker's page reads and does: its list, why the list did not load, and
 * the add/edit dialog and delete confirmation, each writing through the tracker's mutations.
 */
import { useDeferredValue } from 'react';
import { listLoadFailure } from '@/lib/api-errors';
import { useAuth } from '@/features/auth';
import { useRecordEditor } from './use-record-editor';
import {
  type RecordTracker,
  type RecordValues,
  type StoredRecord,
  useCreateRecord,
  useDeleteRecord,
  useRecords,
  useUpdateRecord,
} from './use-records';

type TrackerForm<T, I> = {
  /** The add form's starting values. */
  emptyValues: () => I;
  /** The edit form's starting values: the record as stored. */
  formValues: (record: T) => I;
  /** Brings a deleted record back: the delete toast's Undo. */
  undoDelete?: (record: T) => void;
};

export function useTrackerPage<
  T extends StoredRecord,
  I,
  V extends Partial<RecordValues<T>> & I,
  D = T[],
>(tracker: RecordTracker<T, V, D>, form: TrackerForm<T, I>) {
  const { user } = useAuth();
  const records = useRecords(tracker);
  const create = useCreateRecord(tracker);
  const update = useUpdateRecord(tracker);
  const remove = useDeleteRecord(tracker, form.undoDelete);
  const editor = useRecordEditor<T, I, V>({
    ...form,
    create: create.mutateAsync,
    update: update.mutateAsync,
    remove: remove.mutate,
    texts: tracker.texts,
  });
  const failure = listLoadFailure(records, tracker.texts);
  // The list's first arrival renders as a deferred update, which React draws in slices instead
  // of one long task (a slow phone stays responsive); every later change shows at once.
  const hasArrived = useDeferredValue(records.data !== undefined);
  return {
    /** No user, or the server refused the session: the page asks to log in. */
    isSignedOut: user === null || failure?.kind === 'signed-out',
    failure,
    /** The list's answer (the records, in the server's order); undefined while it loads. */
    records: hasArrived ? records.data : undefined,
    retry: () => void records.refetch(),
    /** An add or an edit is being saved. */
    isSaving: create.isPending || update.isPending,
    editor,
  };
}
