import { describe, expect, it } from 'vitest';
import type { EventDto } from '@shared/events';
import {
  insertEvent,
  isPendingEvent,
  nextTemporaryEventId,
  removeEvent,
  replaceEvent,
} from './cache';

function event(id: number, date: string, description = `Event ${id}`): EventDto {
  return {
    id,
    date,
    description,
    party: 'lawyer',
    concern_level: 3,
    created_at: '',
    updated_at: '',
  };
}

const ids = (list: readonly EventDto[]) => list.map((item) => item.id);

describe('the cached event list', () => {
  it('gives an added event a fresh negative id and keeps it pending until replaced', () => {
    const id = nextTemporaryEventId();
    expect(id).toBeLessThan(0);
    expect(nextTemporaryEventId()).toBeLessThan(id);
    expect(isPendingEvent({ id })).toBe(true);

    const list = insertEvent([event(1, '2025-01-01')], event(id, '2025-01-01'));
    expect(ids(list)).toEqual([id, 1]);
    expect(ids(replaceEvent(list, id, event(8, '2025-01-01')))).toEqual([8, 1]);
  });

  it('restores an edited event to its previous values', () => {
    const before = event(1, '2025-01-01', 'Before');
    const edited = replaceEvent(
      [before, event(2, '2024-01-01')],
      1,
      event(1, '2023-01-01', 'After'),
    );
    expect(ids(edited)).toEqual([2, 1]);
    expect(replaceEvent(edited, 1, before)).toEqual([before, event(2, '2024-01-01')]);
  });

  it('puts a deleted event back in its place', () => {
    const list = [event(3, '2025-03-01'), event(2, '2025-02-01'), event(1, '2025-01-01')];
    const removed = removeEvent(list, 2);
    expect(ids(removed)).toEqual([3, 1]);
    expect(insertEvent(removed, event(2, '2025-02-01'))).toEqual(list);
  });

  it('does not bring back an event that is gone when restoring an edit', () => {
    expect(replaceEvent([event(3, '2025-03-01')], 2, event(2, '2025-02-01'))).toEqual([
      event(3, '2025-03-01'),
    ]);
  });
});
