/** Times and records for the evidence screens' tests. */
import type { ExpenseDto } from '@shared/expenses';

/** An instant on a March 2025 day at a local time, as the API writes it (ISO 8601 UTC). */
export function march2025(day: number, hours: number, minutes: number): string {
  return new Date(2025, 2, day, hours, minutes).toISOString();
}

/** An expense as the API answers it; a plain object type, so it is also a revision's data. */
export function expense(
  id: number,
  date: string,
  name: string,
  amount: string,
): Pick<ExpenseDto, keyof ExpenseDto> {
  return { id, date, name, amount, created_at: '', updated_at: '', category: 'other' };
}
