/**
 * How the events table sorts (docs/product.md#events): by date, description, party or concern
 * level; date descending at first; clicking the active column flips its direction; a newly chosen
 * column starts descending for date and ascending for the others.
 */
import { compareNewestFirst } from '@/lib/optimistic-list';
import { parseCalendarDate } from '@shared/dates';
import { type EventDto, formatParty } from '@shared/events';

export const EVENT_SORT_KEYS = ['date', 'description', 'party', 'concern_level'] as const;
export type EventSortKey = (typeof EVENT_SORT_KEYS)[number];
type SortDirection = 'asc' | 'desc';
export type EventSort = { key: EventSortKey; direction: SortDirection };

export const DEFAULT_EVENT_SORT: EventSort = { key: 'date', direction: 'desc' };

/** The sort after a click on `key`'s column header. */
export function nextEventSort(current: EventSort, key: EventSortKey): EventSort {
  if (current.key === key) {
    return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { key, direction: key === 'date' ? 'desc' : 'asc' };
}

// Case-insensitive, accent-aware, and "Event 2" before "Event 10".
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function compareAscending(key: Exclude<EventSortKey, 'date'>, a: EventDto, b: EventDto): number {
  switch (key) {
    case 'description':
      return collator.compare(a.description, b.description);
    case 'party':
      // By what the table shows, so the column reads in alphabetical order.
      return collator.compare(formatParty(a.party), formatParty(b.party));
    case 'concern_level':
      return a.concern_level - b.concern_level;
  }
}

/** Oldest first by calendar date; a value that is not a date compares as its raw text. */
function compareDatesAscending(a: EventDto, b: EventDto): number {
  const left = parseCalendarDate(a.date) ?? a.date;
  const right = parseCalendarDate(b.date) ?? b.date;
  if (left === right) return 0;
  return left < right ? -1 : 1;
}

/**
 * A sorted copy of `events`. Ties keep a fixed order, newest first, so rows never swap places
 * between renders; sorting by date breaks ties by when the event was added, in the same
 * direction as the dates.
 */
export function sortEvents<T extends EventDto>(events: readonly T[], sort: EventSort): T[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...events].sort((a, b) => {
    if (sort.key === 'date') {
      return sign * (compareDatesAscending(a, b) || -compareNewestFirst(a, b));
    }
    return sign * compareAscending(sort.key, a, b) || compareNewestFirst(a, b);
  });
}
