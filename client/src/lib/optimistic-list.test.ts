import { describe, expect, it } from 'vitest';
import {
  compareNewestFirst,
  insertRecord,
  isPendingRecord,
  nextTemporaryId,
  removeRecord,
  replaceRecord,
} from './optimistic-list';

type Entry = { id: number; date: string; name: string };

function entry(id: number, date: string, name = `Entry ${id}`): Entry {
  return { id, date, name };
}

const ids = (list: readonly Entry[]) => list.map((item) => item.id);

describe('temporary ids', () => {
  it('are negative, never repeat, and mark the record as pending', () => {
    const first = nextTemporaryId();
    const second = nextTemporaryId();
    expect(first).toBeLessThan(0);
    expect(second).toBeLessThan(first);
    expect(isPendingRecord({ id: first })).toBe(true);
    expect(isPendingRecord({ id: 7 })).toBe(false);
  });

  it('keep an added record pending until the server’s replaces it', () => {
    const id = nextTemporaryId();
    expect(nextTemporaryId()).toBeLessThan(id);
    const list = insertRecord(
      [entry(1, '2025-01-01')],
      entry(id, '2025-01-01'),
      compareNewestFirst,
    );
    expect(ids(list)).toEqual([id, 1]);
    expect(ids(list.filter(isPendingRecord))).toEqual([id]);
    const saved = replaceRecord(list, id, entry(8, '2025-01-01'), compareNewestFirst);
    expect(ids(saved)).toEqual([8, 1]);
    expect(saved.some(isPendingRecord)).toBe(false);
  });
});

describe('compareNewestFirst', () => {
  it('puts later dates first, then the most recently added on the same date', () => {
    const list = [
      entry(1, '2025-01-01'),
      entry(3, '2025-03-01'),
      entry(2, '2025-03-01'),
      entry(4, '2024-12-31'),
    ];
    expect(ids([...list].sort(compareNewestFirst))).toEqual([3, 2, 1, 4]);
  });

  it('treats a temporary record as newer than every stored one on its date, latest first', () => {
    const list = [entry(50, '2025-03-01'), entry(-1, '2025-03-01'), entry(-2, '2025-03-01')];
    expect(ids([...list].sort(compareNewestFirst))).toEqual([-2, -1, 50]);
  });
});

describe('insertRecord', () => {
  it('adds the record where the server would list it, without changing the input', () => {
    const list = [entry(2, '2025-03-01'), entry(1, '2025-01-01')];
    const result = insertRecord(list, entry(-1, '2025-02-01'), compareNewestFirst);
    expect(ids(result)).toEqual([2, -1, 1]);
    expect(ids(list)).toEqual([2, 1]);
  });

  it('replaces a record with the same id instead of duplicating it', () => {
    const list = [entry(2, '2025-03-01'), entry(1, '2025-01-01', 'Old')];
    const result = insertRecord(list, entry(1, '2025-01-01', 'New'), compareNewestFirst);
    expect(result.map((item) => item.name)).toEqual(['Entry 2', 'New']);
  });

  it('puts a deleted record back in its place', () => {
    const list = [entry(3, '2025-03-01'), entry(2, '2025-02-01'), entry(1, '2025-01-01')];
    const removed = removeRecord(list, 2);
    expect(ids(removed)).toEqual([3, 1]);
    expect(insertRecord(removed, entry(2, '2025-02-01'), compareNewestFirst)).toEqual(list);
  });
});

describe('replaceRecord', () => {
  it("swaps a temporary record for the server's", () => {
    const list = [entry(-1, '2025-03-01', 'Rent'), entry(1, '2025-01-01')];
    const result = replaceRecord(list, -1, entry(9, '2025-03-01', 'Rent'), compareNewestFirst);
    expect(ids(result)).toEqual([9, 1]);
  });

  it('moves an edited record to its new date', () => {
    const list = [entry(2, '2025-03-01'), entry(1, '2025-01-01')];
    const result = replaceRecord(list, 1, entry(1, '2025-06-01'), compareNewestFirst);
    expect(ids(result)).toEqual([1, 2]);
  });

  it('restores an edited record to its previous values', () => {
    const before = entry(1, '2025-01-01', 'Before');
    const edited = replaceRecord(
      [before, entry(2, '2024-01-01')],
      1,
      entry(1, '2023-01-01', 'After'),
      compareNewestFirst,
    );
    expect(ids(edited)).toEqual([2, 1]);
    expect(replaceRecord(edited, 1, before, compareNewestFirst)).toEqual([
      before,
      entry(2, '2024-01-01'),
    ]);
  });

  it('leaves the list alone when the record is gone (deleted meanwhile)', () => {
    const list = [entry(2, '2025-03-01')];
    expect(replaceRecord(list, 1, entry(1, '2025-01-01'), compareNewestFirst)).toEqual(list);
    expect(
      replaceRecord([entry(3, '2025-03-01')], 2, entry(2, '2025-02-01'), compareNewestFirst),
    ).toEqual([entry(3, '2025-03-01')]);
  });
});

describe('removeRecord', () => {
  it('drops only the record with that id', () => {
    const list = [entry(2, '2025-03-01'), entry(1, '2025-01-01')];
    expect(ids(removeRecord(list, 2))).toEqual([1]);
    expect(ids(removeRecord(list, 99))).toEqual([2, 1]);
  });
});
