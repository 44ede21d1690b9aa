/**
 * A user's expenses. Every query is scoped by the owner's id, so another user's record behaves
 * exactly like a missing one.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { ExpenseDto, ExpenseValues } from '@shared/expenses';
import { type Expense, expenses } from '@shared/schema';
import type { AppDatabase } from '../../db/connect';
import { deleteOwnedRecord, ownedBy } from '../../db/owned-records';

/** The columns the API returns: never user_id. */
const expenseColumns = {
  id: expenses.id,
  date: expenses.date,
  name: expenses.name,
  amount: expenses.amount,
  createdAt: expenses.createdAt,
  updatedAt: expenses.updatedAt,
};

type ExpenseRow = Omit<Expense, 'userId'>;

function toExpenseDto(row: ExpenseRow): ExpenseDto {
  return {
    id: row.id,
    date: row.date,
    name: row.name,
    amount: row.amount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Newest first: by date, then the most recently added. */
export async function findExpensesForUser(db: AppDatabase, userId: number): Promise<ExpenseDto[]> {
  const rows = await db
    .select(expenseColumns)
    .from(expenses)
    .where(eq(expenses.userId, userId))
    .orderBy(desc(expenses.date), desc(expenses.id));
  return rows.map(toExpenseDto);
}

export async function createExpense(
  db: AppDatabase,
  userId: number,
  values: ExpenseValues,
): Promise<ExpenseDto> {
  const [row] = await db
    .insert(expenses)
    .values({ userId, ...values })
    .returning(expenseColumns);
  return toExpenseDto(row!);
}

/** The updated expense, or undefined when the user has no expense with this id. */
export async function updateExpense(
  db: AppDatabase,
  userId: number,
  id: number,
  values: ExpenseValues,
): Promise<ExpenseDto | undefined> {
  const [row] = await db
    .update(expenses)
    // The database clock, like created_at's default, so the two timestamps compare.
    .set({ ...values, updatedAt: sql`now()` })
    .where(ownedBy(expenses, userId, id))
    .returning(expenseColumns);
  return row && toExpenseDto(row);
}

/** Whether an expense of this user was deleted. */
export function deleteExpense(db: AppDatabase, userId: number, id: number): Promise<boolean> {
  return deleteOwnedRecord(db, expenses, userId, id);
}
