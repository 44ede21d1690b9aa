/**
 * A user's expenses. Every query is scoped by the owner's id, so another user's record behaves
 * exactly like a missing one.
 */
import { desc } from 'drizzle-orm';
import type { ExpenseDto, ExpenseUpdateValues, ExpenseValues } from '@shared/expenses';
import { expenses } from '../../db/schema';
import { type OwnedRecords, ownedRecords } from '../../db/owned-records';

/** A user's expenses, as the expenses router serves them. */
export const expenseRecords: OwnedRecords<ExpenseValues, ExpenseUpdateValues, ExpenseDto> =
  ownedRecords(expenses, {
    entity: 'expense',
    orderBy: [desc(expenses.date), desc(expenses.id)],
    // An update without a category leaves it as it is (undefined is left out).
    toColumns: (values: ExpenseValues | ExpenseUpdateValues) => values,
  }) as OwnedRecords<ExpenseValues, ExpenseUpdateValues, ExpenseDto>;
