/**
 * A tracker's data (docs/product.md#how-screens-behave): the list query and the add, update and
 * delete mutations. Changes are optimistic: the list changes at once, an added record carries a
 * temporary negative id until the server's record replaces it, and a failure puts the list back the
 * way it was for that record. Each tracker describes its requests, query keys and texts once, in
 * its api.ts.
 */
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/ui/toast';
import type { ToastAction } from '@/components/ui/toast-model';
import { apiRequest, requestParsed, type AnswerSchema } from '@/lib/api-client';
import {
  ActionError,
  describeWriteError,
  retryUnlessRefused,
  type LoadErrorTexts,
} from '@/lib/api-errors';
import { useAuth } from '@/features/auth';
import {
  insertRecord,
  nextTemporaryId,
  optimisticListCache,
  removeRecord,
  replaceRecord,
  type ListKeys,
  type RecordList,
} from '@/lib/optimistic-list';

export type StoredRecord = { id: number; created_at: string; updated_at: string };

/** The fields a form sends for a record: everything the server does not fill in. */
export type RecordValues<T extends StoredRecord> = Omit<T, 'id' | 'created_at' | 'updated_at'>;

type ToastText = { title: string; description: string; action?: ToastAction };

type WriteTexts = {
  /** The failure toast's title. */
  failedTitle: string;
  /** The failure toast's description when the server gives no reason. */
  fallback: string;
  /** When set, the write is refused with this message while no user is signed in. */
  signedOut?: string;
};

/**
 * A tracker: `T` its records, `V` what a form sends for one, `D` the list's answer (by default
 * the records themselves).
 */
export interface RecordTracker<
  T extends StoredRecord,
  V extends Partial<RecordValues<T>>,
  D = T[],
> {
  keys: ListKeys;
  /** Where the list's answer holds the records, and their order. */
  list: RecordList<T, D>;
  fetchList: () => Promise<D>;
  /** The record an add shows until the server's arrives, from what the form sent. */
  newRecord: (values: V) => RecordValues<T>;
  create: (values: V) => Promise<T>;
  update: (id: number, values: V) => Promise<T>;
  remove: (id: number) => Promise<void>;
  /** Why the list did not load, and what each write says. */
  texts: LoadErrorTexts & {
    /** Why an edit or delete of a record no longer in the list was refused. */
    notFound: string;
    add: WriteTexts;
    update: WriteTexts;
    remove: WriteTexts;
  };
  /** The toasts after the server confirmed a write. */
  addedToast: (created: T) => ToastText;
  updatedToast: (updated: T) => ToastText;
  removedToast: (previous: T) => ToastText;
}

/** The success toast's button that brings a deleted record back. */
const UNDO_LABEL = msg`Undo`;

export type UpdateRecordVariables<V> = { id: number; values: V };

/** Where a tracker's records live, and the shared contracts its answers are read with. */
type RecordRoutes<T> = {
  list: string;
  item: (id: number) => string;
  listSchema: AnswerSchema<T[]>;
  recordSchema: AnswerSchema<T>;
};

/**
 * A tracker's four requests on its collection (docs/product.md#api-conventions): GET and POST on
 * the list, PUT and DELETE on one record. `toBody` shapes what a form holds into the request body.
 */
export function recordRequests<T extends StoredRecord, V>(
  routes: RecordRoutes<T>,
  toBody: (values: V) => unknown = (values) => values,
): Pick<
  RecordTracker<T, V & Partial<RecordValues<T>>>,
  'fetchList' | 'create' | 'update' | 'remove'
> {
  const { list, item, listSchema, recordSchema } = routes;
  return {
    fetchList: () => requestParsed(listSchema, 'GET', list),
    create: (values) => requestParsed(recordSchema, 'POST', list, toBody(values)),
    update: (id, values) => requestParsed(recordSchema, 'PUT', item(id), toBody(values)),
    remove: async (id) => {
      await apiRequest('DELETE', item(id));
    },
  };
}

/**
 * The list query any screen may read (the premium calculator reads the trackers' lists too):
 * the key the tracker's writes keep current, and its fetcher. 4xx answers are not retried.
 */
export function recordListQueryOptions<D>(keys: ListKeys, fetchList: () => Promise<D>) {
  return queryOptions({ queryKey: keys.list(), queryFn: fetchList, retry: retryUnlessRefused });
}

/** An added record as the list shows it until the server's arrives: a temporary id, now. */
function temporaryRecord<T extends StoredRecord>(values: RecordValues<T>): T {
  const now = new Date().toISOString();
  const record: StoredRecord = {
    id: nextTemporaryId(),
    ...values,
    created_at: now,
    updated_at: now,
  };
  // The values are the record's own fields, so with these three it is a whole record.
  return record as T;
}

/** Throws the write's `signedOut` refusal, if it has one, while no user is signed in. */
function useSignedOutGuard(texts: WriteTexts) {
  const { user } = useAuth();
  return () => {
    if (user === null && texts.signedOut !== undefined) throw new ActionError(texts.signedOut);
  };
}

/** The signed-in user's records, in the server's order. Nothing is fetched without a user. */
export function useRecords<T extends StoredRecord, V extends Partial<RecordValues<T>>, D>(
  tracker: RecordTracker<T, V, D>,
) {
  const { user } = useAuth();
  return useQuery({
    ...recordListQueryOptions(tracker.keys, tracker.fetchList),
    enabled: user !== null,
  });
}

type ListCache<T extends StoredRecord> = ReturnType<typeof optimisticListCache<T, unknown>>;

/**
 * One optimistic write: `apply` changes the cached list at once and returns what `undo` needs
 * to put it back after a failure; `confirm` puts in the server's answer.
 */
type OptimisticWrite<T extends StoredRecord, Variables, Result, Context> = {
  /** The mutation key's last part, under the tracker's `keys.all`. */
  name: 'create' | 'update' | 'delete';
  texts: WriteTexts;
  send: (variables: Variables) => Promise<Result>;
  apply: (cache: ListCache<T>, variables: Variables) => Context;
  confirm?: (list: readonly T[], result: Result, variables: Variables, context: Context) => T[];
  undo: (list: readonly T[], variables: Variables, context: Context) => T[];
  /** The toast after the server confirmed the write. */
  confirmedToast: (result: Result, context: Context) => ToastText;
};

/**
 * Runs `write` as every tracker write runs: refused while signed out when its texts say so,
 * applied at once, confirmed or undone with a toast, and the list refreshed once writes settle.
 */
function useOptimisticWrite<
  T extends StoredRecord,
  V extends Partial<RecordValues<T>>,
  D,
  Variables,
  Result,
  Context,
>({ keys, list }: RecordTracker<T, V, D>, write: OptimisticWrite<T, Variables, Result, Context>) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const refuseSignedOut = useSignedOutGuard(write.texts);
  const cache = () => optimisticListCache(queryClient, keys, list);
  return useMutation({
    mutationKey: [...keys.all, write.name],
    mutationFn: (variables: Variables) => {
      refuseSignedOut();
      return write.send(variables);
    },
    onMutate: async (variables) => {
      const list = cache();
      await list.holdFetches();
      return write.apply(list, variables);
    },
    onSuccess: (result, variables, context) => {
      const { confirm } = write;
      if (confirm) cache().change((list) => confirm(list, result, variables, context));
      toast(write.confirmedToast(result, context));
    },
    onError: (error, variables, context) => {
      if (context) cache().change((list) => write.undo(list, variables, context));
      toast({
        title: write.texts.failedTitle,
        description: describeWriteError(error, write.texts.fallback),
        variant: 'destructive',
      });
    },
    // A success waits for the reload, so the screen shows what the server holds when the write
    // resolves; a failure only starts it, so a network that is down does not hold up the form.
    onSettled: (_result, error) => {
      const refresh = cache().refreshWhenIdle();
      return error === null ? refresh : undefined;
    },
  });
}

/** The record `id` as the cache holds it; an edit or delete of a record no longer listed fails. */
function findListed<T extends StoredRecord>(cache: ListCache<T>, id: number, notFound: string): T {
  const previous = cache.find(id);
  if (previous === undefined) throw new ActionError(notFound);
  return previous;
}

/** Adds a record; the row shows at once with a temporary negative id. */
export function useCreateRecord<T extends StoredRecord, V extends Partial<RecordValues<T>>, D>(
  tracker: RecordTracker<T, V, D>,
) {
  const { order } = tracker.list;
  return useOptimisticWrite(tracker, {
    name: 'create',
    texts: tracker.texts.add,
    send: (values: V) => tracker.create(values),
    apply: (cache, values) => {
      const temporary = temporaryRecord<T>(tracker.newRecord(values));
      cache.change((list) => insertRecord(list, temporary, order));
      return { temporaryId: temporary.id };
    },
    confirm: (list, created, _values, { temporaryId }) =>
      replaceRecord(list, temporaryId, created, order),
    undo: (list, _values, { temporaryId }) => removeRecord(list, temporaryId),
    confirmedToast: (created) => tracker.addedToast(created),
  });
}

/**
 * A record with a form's changes; a field the form leaves out (undefined) keeps its value, as
 * the server keeps it.
 */
function editedRecord<T extends StoredRecord>(previous: T, values: Partial<RecordValues<T>>): T {
  const changes = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  );
  return { ...previous, ...changes, updated_at: new Date().toISOString() };
}

/** Saves an edited record; the row shows the new values at once. */
export function useUpdateRecord<T extends StoredRecord, V extends Partial<RecordValues<T>>, D>(
  tracker: RecordTracker<T, V, D>,
) {
  const { order } = tracker.list;
  return useOptimisticWrite(tracker, {
    name: 'update',
    texts: tracker.texts.update,
    send: ({ id, values }: UpdateRecordVariables<V>) => tracker.update(id, values),
    apply: (cache, { id, values }) => {
      const previous = findListed(cache, id, tracker.texts.notFound);
      cache.change((list) => replaceRecord(list, id, editedRecord(previous, values), order));
      return { previous };
    },
    confirm: (list, updated, { id }) => replaceRecord(list, id, updated, order),
    undo: (list, { id }, { previous }) => replaceRecord(list, id, previous, order),
    confirmedToast: (updated) => tracker.updatedToast(updated),
  });
}

/**
 * Deletes a record; the row goes at once and comes back if the server refuses. With
 * `undoDelete`, the success toast has an Undo that brings it back (from Deleted items).
 */
export function useDeleteRecord<T extends StoredRecord, V extends Partial<RecordValues<T>>, D>(
  tracker: RecordTracker<T, V, D>,
  undoDelete?: (previous: T) => void,
) {
  const { order } = tracker.list;
  return useOptimisticWrite(tracker, {
    name: 'delete',
    texts: tracker.texts.remove,
    send: (id: number) => tracker.remove(id),
    apply: (cache, id) => {
      const previous = findListed(cache, id, tracker.texts.notFound);
      cache.change((list) => removeRecord(list, id));
      return { previous };
    },
    undo: (list, _id, { previous }) => insertRecord(list, previous, order),
    confirmedToast: (_result, { previous }) => ({
      ...tracker.removedToast(previous),
      action: undoDelete && { label: i18n._(UNDO_LABEL), onAction: () => undoDelete(previous) },
    }),
  });
}
