/**
 * Expenses, events and a decision analysis for the case file's PDF tests, as the API answers
 * them, the same every time.
 */
import {
  analyseDecision,
  type DecisionInputsBody,
  decisionInputsSchema,
  type SavedDecision,
} from '@shared/decision-analysis';
import type { EventDto } from '@shared/events';
import type { ExpenseDto } from '@shared/expenses';
import { centsToAmountText } from '@shared/money';
import { DECISION_BODY } from '../../test/routes';

const STAMP = '2025-05-01T10:00:00.000Z';

/** One expense as the API answers it. */
export function anExpense(id: number, date: string, name: string, amount: string): ExpenseDto {
  return { id, date, name, amount, created_at: STAMP, updated_at: STAMP, category: 'other' };
}

/** One event as the API answers it. */
export function anEvent(
  id: number,
  date: string,
  description: string,
  party: string,
  concernLevel: number,
): EventDto {
  return {
    id,
    date,
    description,
    party,
    concern_level: concernLevel,
    created_at: STAMP,
    updated_at: STAMP,
  };
}

/** The calendar date `index` days after Jan 1, 2024, as 'YYYY-MM-DD'. */
function dayOf(index: number): string {
  const date = new Date(Date.UTC(2024, 0, 1 + index));
  return date.toISOString().slice(0, 10);
}

/** `count` expenses, about three a day from Jan 1, 2024, newest first as the API lists them. */
export function makeExpenses(count: number): ExpenseDto[] {
  const names = ['Lawyer retainer', 'Mediation session', 'Court filing fee', 'Moving van'];
  return Array.from({ length: count }, (_, index) =>
    anExpense(
      index + 1,
      dayOf(Math.floor(index / 3)),
      `Expense ${index + 1}: ${names[index % names.length]}`,
      centsToAmountText(((index * 104_729) % 250_000) + 1),
    ),
  ).reverse();
}

/** A decision analysis as it is saved on April 28, 2025 (DECISION_BODY unless told), with its results. */
export function aSavedDecision(changes: Partial<DecisionInputsBody> = {}): SavedDecision {
  const inputs = decisionInputsSchema.parse({ ...DECISION_BODY, ...changes });
  return { ...inputs, results: analyseDecision(inputs), updated_at: '2025-04-28T12:00:00.000Z' };
}
