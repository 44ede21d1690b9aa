/**
 * Pure helpers for the cached expense list, used by the optimistic mutations in api.ts. The list
 * stays in the server's order (newest date first, then the most recently added), so a change
 * lands where a reload would put it.
 */
import type { ExpenseDto } from '@shared/expenses';

let lastTemporaryId = 0;

/** A fresh negative id for an expense the server has not stored yet (spec §4). */
export function nextTemporaryExpenseId(): number {
  lastTemporaryId -= 1;
  return lastTemporaryId;
}

/** True while an added expense waits for the server's record. */
export function isPendingExpense(expense: Pick<ExpenseDto, 'id'>): boolean {
  return expense.id < 0;
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
export function compareNewestFirst(a: ExpenseDto, b: ExpenseDto): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return compareAddedNewestFirst(a.id, b.id);
}

/** The list with `expense` in its place (replacing a record with the same id). */
export function insertExpense(list: readonly ExpenseDto[], expense: ExpenseDto): ExpenseDto[] {
  return [...list.filter((item) => item.id !== expense.id), expense].sort(compareNewestFirst);
}

/**
 * The list with the record `id` swapped for `expense` (a temporary record for the server's,
 * or an edited one for its previous values); unchanged when `id` is no longer there.
 */
export function replaceExpense(
  list: readonly ExpenseDto[],
  id: number,
  expense: ExpenseDto,
): ExpenseDto[] {
  if (!list.some((item) => item.id === id)) return [...list];
  return insertExpense(
    list.filter((item) => item.id !== id),
    expense,
  );
}

/** The list without the record `id`. */
export function removeExpense(list: readonly ExpenseDto[], id: number): ExpenseDto[] {
  return list.filter((item) => item.id !== id);
}
