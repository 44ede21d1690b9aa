/**
 * Pure helpers for a tracker's cached list of records (expenses, events, net worth items), used
 * by the optimistic writes (docs/product.md#how-screens-behave). The list keeps the server's
 * order (for dated records newest date first, then the most recently added), so a change lands
 * where a reload would put it; an added record carries a temporary negative id until the
 * server's record replaces it.
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

/** How a list is ordered: negative when `a` comes before `b`. */
export type RecordOrder<T> = (a: T, b: T) => number;

type Identified = { id: number };

/** The list with `record` in its place (replacing a record with the same id). */
export function insertRecord<T extends Identified>(
  list: readonly T[],
  record: T,
  order: RecordOrder<T>,
): T[] {
  return [...list.filter((item) => item.id !== record.id), record].sort(order);
}

/**
 * The list with the record `id` swapped for `record` (a temporary record for the server's, or
 * an edited one for its previous values); unchanged when `id` is no longer there.
 */
export function replaceRecord<T extends Identified>(
  list: readonly T[],
  id: number,
  record: T,
  order: RecordOrder<T>,
): T[] {
  if (!list.some((item) => item.id === id)) return [...list];
  return insertRecord(
    list.filter((item) => item.id !== id),
    record,
    order,
  );
}

/** The list without the record `id`. */
export function removeRecord<T extends Identified>(list: readonly T[], id: number): T[] {
  return list.filter((item) => item.id !== id);
}

/** A tracker's query keys: `list()` holds the records; writes run under `all`. */
export type ListKeys = { all: readonly unknown[]; list: () => readonly unknown[] };

/**
 * How a tracker's list answer holds its records: the records in the server's order, and the
 * answer with other records (the net worth answer carries their summary beside them).
 */
export interface RecordList<T, D> {
  records: (answer: D) => readonly T[];
  withRecords: (answer: D, records: T[]) => D;
  order: RecordOrder<T>;
}

/** A plain list of dated records, in the server's order (newest date first). */
export function datedRecordList<T extends DatedRecord>(): RecordList<T, T[]> {
  return {
    records: (list) => list,
    withRecords: (_list, records) => records,
    order: compareNewestFirst,
  };
}

/** The cached answer under `keys.list()`, as the optimistic writes change its records. */
export function optimisticListCache<T extends Identified, D>(
  queryClient: QueryClient,
  keys: ListKeys,
  list: RecordList<T, D>,
) {
  const records = () => {
    const answer = queryClient.getQueryData<D>(keys.list());
    return answer === undefined ? undefined : list.records(answer);
  };
  return {
    /** Applies `change` to the cached records (nothing when the list has not loaded). */
    change(change: (records: readonly T[]) => T[]) {
      queryClient.setQueryData<D>(keys.list(), (answer) =>
        answer === undefined ? undefined : list.withRecords(answer, change(list.records(answer))),
      );
    },

    find(id: number): T | undefined {
      return records()?.find((item) => item.id === id);
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
