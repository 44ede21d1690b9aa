/** The Expense Tracker's add and edit forms' starting values. */
import { todayIsoDate } from '@shared/dates';
import { DEFAULT_EXPENSE_CATEGORY } from '@shared/expense-categories';
import type { ExpenseDto, ExpenseInput } from '@shared/expenses';

/** A blank add form, dated today. */
export function emptyExpenseForm(now: Date = new Date()): ExpenseInput {
  return { date: todayIsoDate(now), name: '', amount: '', category: DEFAULT_EXPENSE_CATEGORY };
}

/** An edit form holding the expense's current values. */
export function expenseFormValues(expense: ExpenseDto): ExpenseInput {
  return {
    date: expense.date,
    name: expense.name,
    amount: expense.amount,
    category: expense.category,
  };
}
