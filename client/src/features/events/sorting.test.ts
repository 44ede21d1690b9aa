import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EVENT_SORT,
  EVENT_SORT_KEYS,
  nextEventSort,
  sortEvents,
  type EventSort,
  type EventSortKey,
} from './sorting';
import { makeEvent } from './test-data';

const events = [
  makeEvent(1, '2025-02-10', 'mediation session', 'mediator', 2),
  makeEvent(2, '2025-03-01', 'Missed pickup', 'ex_spouse', 5),
  makeEvent(3, '2024-12-24', 'Court hearing', 'judge', 4),
  makeEvent(4, '2025-01-15', 'Asset review', 'financial_advisor', 1),
];

const order = (sort: EventSort) => sortEvents(events, sort).map((item) => item.id);

describe('nextEventSort', () => {
  it('starts on date, newest first', () => {
    expect(DEFAULT_EVENT_SORT).toEqual({ key: 'date', direction: 'desc' });
  });

  it('toggles the direction when the active column is clicked again', () => {
    expect(nextEventSort({ key: 'date', direction: 'desc' }, 'date')).toEqual({
      key: 'date',
      direction: 'asc',
    });
    expect(nextEventSort({ key: 'party', direction: 'asc' }, 'party')).toEqual({
      key: 'party',
      direction: 'desc',
    });
  });

  it.each(['description', 'party', 'concern_level'] as const)(
    'starts %s ascending when it is newly chosen',
    (key) => {
      expect(nextEventSort({ key: 'date', direction: 'desc' }, key)).toEqual({
        key,
        direction: 'asc',
      });
      expect(nextEventSort({ key: 'date', direction: 'asc' }, key).direction).toBe('asc');
    },
  );

  it('starts date descending when it is newly chosen, whatever the previous direction', () => {
    for (const direction of ['asc', 'desc'] as const) {
      expect(nextEventSort({ key: 'description', direction }, 'date')).toEqual({
        key: 'date',
        direction: 'desc',
      });
    }
  });

  it('knows the four sortable columns', () => {
    expect(EVENT_SORT_KEYS).toEqual(['date', 'description', 'party', 'concern_level']);
  });
});

describe('sortEvents', () => {
  it.each<[string, EventSortKey, number[], number[]]>([
    ['sorts by date either way', 'date', [3, 4, 1, 2], [2, 1, 4, 3]],
    ['sorts descriptions alphabetically, ignoring case', 'description', [4, 3, 1, 2], [2, 1, 3, 4]],
    // Ex Spouse, Financial Advisor, Judge, Mediator
    ['sorts parties by the words the table shows', 'party', [2, 4, 3, 1], [1, 3, 4, 2]],
    ['sorts concern levels numerically', 'concern_level', [4, 1, 3, 2], [2, 3, 1, 4]],
  ])('%s', (_name, key, ascending, descending) => {
    expect(order({ key, direction: 'asc' })).toEqual(ascending);
    expect(order({ key, direction: 'desc' })).toEqual(descending);
  });

  it('compares numbers inside descriptions as numbers', () => {
    const list = [
      makeEvent(1, '2025-01-01', 'Session 10', 'other', 1),
      makeEvent(2, '2025-01-01', 'Session 9', 'other', 1),
    ];
    expect(
      sortEvents(list, { key: 'description', direction: 'asc' }).map((item) => item.id),
    ).toEqual([2, 1]);
  });

  it('keeps ties newest first, so rows never swap between renders', () => {
    const list = [
      makeEvent(1, '2025-01-01', 'Call', 'lawyer', 3),
      makeEvent(3, '2025-02-01', 'Call', 'lawyer', 3),
      makeEvent(-1, '2025-01-01', 'Call', 'lawyer', 3),
    ];
    expect(
      sortEvents(list, { key: 'concern_level', direction: 'asc' }).map((item) => item.id),
    ).toEqual([3, -1, 1]);
    expect(
      sortEvents(list, { key: 'description', direction: 'desc' }).map((item) => item.id),
    ).toEqual([3, -1, 1]);
  });

  it('breaks date ties by when the event was added, in the direction of the dates', () => {
    const list = [
      makeEvent(1, '2025-01-01', 'A', 'other', 1),
      makeEvent(2, '2025-01-01', 'B', 'other', 1),
    ];
    expect(sortEvents(list, { key: 'date', direction: 'desc' }).map((item) => item.id)).toEqual([
      2, 1,
    ]);
    expect(sortEvents(list, { key: 'date', direction: 'asc' }).map((item) => item.id)).toEqual([
      1, 2,
    ]);
  });

  it('places a date it cannot read by its raw text, without throwing', () => {
    const list = [
      makeEvent(1, 'not a date', 'A', 'other', 1),
      makeEvent(2, '2025-01-01', 'B', 'other', 1),
    ];
    expect(sortEvents(list, { key: 'date', direction: 'asc' }).map((item) => item.id)).toEqual([
      2, 1,
    ]);
  });

  it('returns a sorted copy and leaves the input alone', () => {
    const input = [...events];
    sortEvents(input, { key: 'description', direction: 'asc' });
    expect(input).toEqual(events);
  });
});
