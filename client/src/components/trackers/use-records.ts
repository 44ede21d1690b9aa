/**
 * A tracker's data (spec §4): the list query and the add, update and delete mutations. Changes
 * are optimistic: the list changes at once, an added record carries a temporary negative id
 * until the server's record replaces it, and a failure puts the list back the way it was for
 * that record. Each tracker describes its requests, query keys and texts once, in its api.ts.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api-client';
import { ActionError, describeWriteError, retryUnlessRefused } from '@/lib/api-errors';
import { useAuth } from '@/lib/auth';
import {
  insertRecord,
  nextTemporaryId,
  optimisticListCache,
  removeRecord,
  replaceRecord,
  type DatedRecord,
  type ListKeys,
} from '@/lib/optimistic-list';

export type StoredRecord = DatedRecord & { created_at: string; updated_at: string };

/** The fields a form sends for a record: everything the server does not fill in. */
export type RecordValues<T extends StoredRecord> = Omit<T, 'id' | 'created_at' | 'updated_at'>;

type ToastText = { title: string; description: string };

type WriteTexts = {
  /** The failure toast's title. */
  failedTitle: string;
  /** The failure toast's description when the server gives no reason. */
  fallback: string;
  /** When set, the write is refused with this message while no user is signed in. */
  signedOut?: string;
};

export interface RecordTracker<T extends StoredRecord, V extends Partial<RecordValues<T>>> {
  keys: ListKeys;
  fetchList: () => Promise<T[]>;
  create: (values: V) => Promise<T>;
  update: (id: number, values: V) => Promise<T>;
  remove: (id: number) => Promise<void>;
  texts: {
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

export type UpdateRecordVariables<V> = { id: number; values: V };

type RecordPaths = { list: string; item: (id: number) => string };

/**
 * A tracker's four requests on its collection (spec §7): GET and POST on the list, PUT and
 * DELETE on one record. `toBody` shapes what a form holds into the request body.
 */
export function recordRequests<T extends StoredRecord, V>(
  paths: RecordPaths,
  toBody: (values: V) => unknown = (values) => values,
): Pick<
  RecordTracker<T, V & Partial<RecordValues<T>>>,
  'fetchList' | 'create' | 'update' | 'remove'
> {
  return {
    fetchList: () => apiRequest<T[]>('GET', paths.list),
    create: (values) => apiRequest<T>('POST', paths.list, toBody(values)),
    update: (id, values) => apiRequest<T>('PUT', paths.item(id), toBody(values)),
    remove: async (id) => {
      await apiRequest('DELETE', paths.item(id));
    },
  };
}

/**
 * The list query any screen may read (the premium calculator reads the trackers' lists too):
 * the key the tracker's writes keep current, and its fetcher. 4xx answers are not retried.
 */
export function recordListQueryOptions<T>(keys: ListKeys, fetchList: () => Promise<T[]>) {
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

/** The signed-in user's records, newest first. Nothing is fetched without a user. */
export function useRecords<T extends StoredRecord, V extends Partial<RecordValues<T>>>(
  tracker: RecordTracker<T, V>,
) {
  const { user } = useAuth();
  return useQuery({
    ...recordListQueryOptions(tracker.keys, tracker.fetchList),
    enabled: user !== null,
  });
}

/** Adds a record; the row shows at once with a temporary negative id. */
export function useCreateRecord<T extends StoredRecord, V extends RecordValues<T>>(
  tracker: RecordTracker<T, V>,
) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { keys, texts } = tracker;
  const refuseSignedOut = useSignedOutGuard(texts.add);
  return useMutation({
    mutationKey: [...keys.all, 'create'],
    mutationFn: (values: V) => {
      refuseSignedOut();
      return tracker.create(values);
    },
    onMutate: async (values) => {
      const cache = optimisticListCache<T>(queryClient, keys);
      await cache.holdFetches();
      const temporary = temporaryRecord<T>(values);
      cache.change((list) => insertRecord(list, temporary));
      return { temporaryId: temporary.id };
    },
    onSuccess: (created, _values, context) => {
      optimisticListCache<T>(queryClient, keys).change((list) =>
        replaceRecord(list, context.temporaryId, created),
      );
      toast(tracker.addedToast(created));
    },
    onError: (error, _values, context) => {
      if (context) {
        optimisticListCache<T>(queryClient, keys).change((list) =>
          removeRecord(list, context.temporaryId),
        );
      }
      toast({
        title: texts.add.failedTitle,
        description: describeWriteError(error, texts.add.fallback),
        variant: 'destructive',
      });
    },
    onSettled: () => optimisticListCache<T>(queryClient, keys).refreshWhenIdle(),
  });
}

/** Saves an edited record; the row shows the new values at once. */
export function useUpdateRecord<T extends StoredRecord, V extends Partial<RecordValues<T>>>(
  tracker: RecordTracker<T, V>,
) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { keys, texts } = tracker;
  const refuseSignedOut = useSignedOutGuard(texts.update);
  return useMutation({
    mutationKey: [...keys.all, 'update'],
    mutationFn: ({ id, values }: UpdateRecordVariables<V>) => {
      refuseSignedOut();
      return tracker.update(id, values);
    },
    onMutate: async ({ id, values }) => {
      const cache = optimisticListCache<T>(queryClient, keys);
      await cache.holdFetches();
      const previous = cache.find(id);
      if (previous === undefined) throw new ActionError(texts.notFound);
      const edited: T = { ...previous, ...values, updated_at: new Date().toISOString() };
      cache.change((list) => replaceRecord(list, id, edited));
      return { previous };
    },
    onSuccess: (updated, { id }) => {
      optimisticListCache<T>(queryClient, keys).change((list) => replaceRecord(list, id, updated));
      toast(tracker.updatedToast(updated));
    },
    onError: (error, { id }, context) => {
      if (context) {
        optimisticListCache<T>(queryClient, keys).change((list) =>
          replaceRecord(list, id, context.previous),
        );
      }
      toast({
        title: texts.update.failedTitle,
        description: describeWriteError(error, texts.update.fallback),
        variant: 'destructive',
      });
    },
    onSettled: () => optimisticListCache<T>(queryClient, keys).refreshWhenIdle(),
  });
}

/** Deletes a record; the row goes at once and comes back if the server refuses. */
export function useDeleteRecord<T extends StoredRecord, V extends Partial<RecordValues<T>>>(
  tracker: RecordTracker<T, V>,
) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { keys, texts } = tracker;
  const refuseSignedOut = useSignedOutGuard(texts.remove);
  return useMutation({
    mutationKey: [...keys.all, 'delete'],
    mutationFn: (id: number) => {
      refuseSignedOut();
      return tracker.remove(id);
    },
    onMutate: async (id) => {
      const cache = optimisticListCache<T>(queryClient, keys);
      await cache.holdFetches();
      const previous = cache.find(id);
      if (previous === undefined) throw new ActionError(texts.notFound);
      cache.change((list) => removeRecord(list, id));
      return { previous };
    },
    onSuccess: (_data, _id, context) => {
      toast(tracker.removedToast(context.previous));
    },
    onError: (error, _id, context) => {
      if (context) {
        optimisticListCache<T>(queryClient, keys).change((list) =>
          insertRecord(list, context.previous),
        );
      }
      toast({
        title: texts.remove.failedTitle,
        description: describeWriteError(error, texts.remove.fallback),
        variant: 'destructive',
      });
    },
    onSettled: () => optimisticListCache<T>(queryClient, keys).refreshWhenIdle(),
  });
}
