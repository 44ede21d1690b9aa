import type { Locator, Page } from '@playwright/test';
import { TrackerPage } from './tracker-page';

export type ExpenseFields = { date: string; name: string; amount: string };

/** /expenses, the Expense Tracker. */
export class ExpensesPage extends TrackerPage<ExpenseFields> {
  readonly total: Locator;
  readonly emptyText: Locator;

  constructor(page: Page) {
    super(page, {
      heading: 'Expense Tracker',
      add: 'Add Expense',
      addDialog: 'Add New Expense',
      editDialog: 'Edit Expense',
      update: 'Update Expense',
      editPrefix: 'Edit ',
      deletePrefix: 'Delete ',
      deleteQuestion: 'Are you sure you want to delete this expense?',
    });
    this.total = page.getByTestId('expenses-total');
    this.emptyText = page.getByText('No expenses found. Add your first expense to get started.');
  }

  async fill(dialog: Locator, fields: Partial<ExpenseFields>) {
    if (fields.date !== undefined) await dialog.getByLabel('Date').fill(fields.date);
    if (fields.name !== undefined) await dialog.getByLabel('Expense Name').fill(fields.name);
    if (fields.amount !== undefined) await dialog.getByLabel('Amount').fill(fields.amount);
  }
}
