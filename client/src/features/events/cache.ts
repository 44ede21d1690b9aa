/**
 * Pure helpers for the cached event list, used by the optimistic mutations in api.ts. The cache
 * keeps the server's order (newest date first, then the most recently added); the table sorts
 * a copy for display.
 */
import type { EventDto } from '@shared/events';

let lastTemporaryId = 0;

/** A fresh negative id for an event the server has not stored yet (spec §4). */
export function nextTemporaryEventId(): number {
  lastTemporaryId -= 1;
  return lastTemporaryId;
}

/** True while an added event waits for the server's record. */
export function isPendingEvent(event: Pick<EventDto, 'id'>): boolean {
  return event.id < 0;
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
export function compareNewestFirst(
  a: Pick<EventDto, 'id' | 'date'>,
  b: Pick<EventDto, 'id' | 'date'>,
): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return compareAddedNewestFirst(a.id, b.id);
}

/** The list with `event` in its place (replacing a record with the same id). */
export function insertEvent(list: readonly EventDto[], event: EventDto): EventDto[] {
  return [...list.filter((item) => item.id !== event.id), event].sort(compareNewestFirst);
}

/**
 * The list with the record `id` swapped for `event` (a temporary record for the server's, or an
 * edited one for its previous values); unchanged when `id` is no longer there.
 */
export function replaceEvent(list: readonly EventDto[], id: number, event: EventDto): EventDto[] {
  if (!list.some((item) => item.id === id)) return [...list];
  return insertEvent(
    list.filter((item) => item.id !== id),
    event,
  );
}

/** The list without the record `id`. */
export function removeEvent(list: readonly EventDto[], id: number): EventDto[] {
  return list.filter((item) => item.id !== id);
}
