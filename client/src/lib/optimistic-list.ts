/**
 * Pure helpers for a cached list of dated records (expenses, events), used by the optimistic
 * writes (docs/product.md#how-screens-behave). The list keeps the server's order (newest date
 * first, then the most recently added), so a change lands where a reload would put it; an added
 * record carries a temporary negative id until the server's record replaces it.
 */
import type { QueryClient } from '@tanstack/react-query';

export type DatedRecord = { id: number; date: string };

let lastTemporaryId = 0;

/** A fresh negative id for a record the server has not stored yet. */
export function nextTemporaryId(): number {
  lastTemporaryId -= 1;
  return lastTemporaryId;
}

/** True while an added record waits for the server's. */
export function isPendingRecord(record: Pick<DatedRecord, 'id'>): boolean {
  return record.id < 0;
}

/**
 * Most recently added first: temporary records (newest first, as their ids count down from -1)
 * before stored ones (highest id first).
 */
function compareAddedNewestFirst(a: number, b: number): number {
  const isTemporaryA = a < 0;
  if (isTemporaryA !== b < 0) return isTemporaryA ? -1 : 1;
  return isTemporaryA ? a - b : b - a;
}

/** Newest date first; on the same date the most recently added first (temporary ones on top). */
export function compareNewestFirst(a: DatedRecord, b: DatedRecord): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return compareAddedNewestFirst(a.id, b.id);
}

/** The list with `record` in its place (replacing a record with the same id). */
export function insertRecord<T extends DatedRecord>(list: readonly T[], record: T): T[] {
  return [...list.filter((item) => item.id !== record.id), record].sort(compareNewestFirst);
}

/**
 * The list with the record `id` swapped for `record` (a temporary record for the server's, or
 * an edited one for its previous values); unchanged when `id` is no longer there.
 */
export function replaceRecord<T extends DatedRecord>(
  list: readonly T[],
  id: number,
  record: T,
): T[] {
  if (!list.some((item) => item.id === id)) return [...list];
  return insertRecord(
    list.filter((item) => item.id !== id),
    record,
  );
}

/** The list without the record `id`. */
export function removeRecord<T extends DatedRecord>(list: readonly T[], id: number): T[] {
  return list.filter((item) => item.id !== id);
}

/** A tracker's query keys: `list()` holds the records; writes run under `all`. */
export type ListKeys = { all: readonly unknown[]; list: () => readonly unknown[] };

/** The cached list under `keys.list()`, as the optimistic writes change it. */
export function optimisticListCache<T extends DatedRecord>(
  queryClient: QueryClient,
  keys: ListKeys,
) {
  return {
    /** Applies `change` to the cached list (nothing when the list has not loaded). */
    change(change: (list: readonly T[]) => T[]) {
      queryClient.setQueryData<T[]>(keys.list(), (list) =>
        list === undefined ? undefined : change(list),
      );
    },

    find(id: number): T | undefined {
      return queryClient.getQueryData<T[]>(keys.list())?.find((item) => item.id === id);
    },

    /** Stops a list fetch in flight, so its older answer cannot overwrite the optimistic change. */
    async holdFetches() {
      await queryClient.cancelQueries({ queryKey: keys.list() });
    },

    /**
     * Refetches what the server holds once the last write has settled; refetching while
     * another is in flight would briefly drop that one's optimistic change.
     */
    async refreshWhenIdle() {
      if (queryClient.isMutating({ mutationKey: keys.all }) <= 1) {
        await queryClient.invalidateQueries({ queryKey: keys.all });
      }
    },
  };
}
