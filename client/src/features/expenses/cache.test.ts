import { describe, expect, it } from 'vitest';
import type { ExpenseDto } from '@shared/expenses';
import {
  compareNewestFirst,
  insertExpense,
  isPendingExpense,
  nextTemporaryExpenseId,
  removeExpense,
  replaceExpense,
} from './cache';

function expense(id: number, date: string, name = `Expense ${id}`, amount = '1.00'): ExpenseDto {
  return { id, date, name, amount, created_at: '', updated_at: '' };
}

const ids = (list: readonly ExpenseDto[]) => list.map((item) => item.id);

describe('temporary ids', () => {
  it('are negative, never repeat, and mark the expense as pending', () => {
    const first = nextTemporaryExpenseId();
    const second = nextTemporaryExpenseId();
    expect(first).toBeLessThan(0);
    expect(second).toBeLessThan(first);
    expect(isPendingExpense({ id: first })).toBe(true);
    expect(isPendingExpense({ id: 7 })).toBe(false);
  });
});

describe('compareNewestFirst', () => {
  it('puts later dates first, then the most recently added on the same date', () => {
    const list = [
      expense(1, '2025-01-01'),
      expense(3, '2025-03-01'),
      expense(2, '2025-03-01'),
      expense(4, '2024-12-31'),
    ];
    expect(ids([...list].sort(compareNewestFirst))).toEqual([3, 2, 1, 4]);
  });

  it('treats a temporary record as newer than every stored one on its date, latest first', () => {
    const list = [expense(50, '2025-03-01'), expense(-1, '2025-03-01'), expense(-2, '2025-03-01')];
    expect(ids([...list].sort(compareNewestFirst))).toEqual([-2, -1, 50]);
  });
});

describe('insertExpense', () => {
  it('adds the record where the server would list it, without changing the input', () => {
    const list = [expense(2, '2025-03-01'), expense(1, '2025-01-01')];
    const result = insertExpense(list, expense(-1, '2025-02-01'));
    expect(ids(result)).toEqual([2, -1, 1]);
    expect(ids(list)).toEqual([2, 1]);
  });

  it('replaces a record with the same id instead of duplicating it', () => {
    const list = [expense(2, '2025-03-01'), expense(1, '2025-01-01', 'Old')];
    const result = insertExpense(list, expense(1, '2025-01-01', 'New'));
    expect(result.map((item) => item.name)).toEqual(['Expense 2', 'New']);
  });
});

describe('replaceExpense', () => {
  it("swaps a temporary record for the server's", () => {
    const list = [expense(-1, '2025-03-01', 'Rent'), expense(1, '2025-01-01')];
    const result = replaceExpense(list, -1, expense(9, '2025-03-01', 'Rent'));
    expect(ids(result)).toEqual([9, 1]);
  });

  it('moves an edited record to its new date', () => {
    const list = [expense(2, '2025-03-01'), expense(1, '2025-01-01')];
    const result = replaceExpense(list, 1, expense(1, '2025-06-01'));
    expect(ids(result)).toEqual([1, 2]);
  });

  it('leaves the list alone when the record is gone (deleted meanwhile)', () => {
    const list = [expense(2, '2025-03-01')];
    expect(replaceExpense(list, 1, expense(1, '2025-01-01'))).toEqual(list);
  });
});

describe('removeExpense', () => {
  it('drops only the record with that id', () => {
    const list = [expense(2, '2025-03-01'), expense(1, '2025-01-01')];
    expect(ids(removeExpense(list, 2))).toEqual([1]);
    expect(ids(removeExpense(list, 99))).toEqual([2, 1]);
  });
});
