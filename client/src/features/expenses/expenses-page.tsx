import { Plus, Receipt } from 'lucide-react';
import { RecordDeleteDialog } from '@/components/trackers/record-delete-dialog';
import { TrackerPage, TrackerRecords } from '@/components/trackers/tracker-states';
import { useTrackerPage } from '@/components/trackers/use-tracker-page';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatDisplayDate } from '@shared/dates';
import type { ExpenseDto, ExpenseInput, ExpenseValues } from '@shared/expenses';
import { formatUsd } from '@shared/money';
import { EXPENSE_TEXT, expenseTracker } from './api';
import {
  emptyExpenseForm,
  expenseFormValues,
  ExpenseFormDialog,
} from './components/expense-form-dialog';
import { ExpensesTable } from './components/expenses-table';

export function ExpensesPage() {
  const page = useTrackerPage<ExpenseDto, ExpenseInput, ExpenseValues>(expenseTracker, {
    emptyValues: emptyExpenseForm,
    formValues: expenseFormValues,
  });

  const { editor } = page;
  return (
    <TrackerPage page={page} title="Expense Tracker" texts={EXPENSE_TEXT} homeHref={paths.landing}>
      <Card className="overflow-hidden">
        <div className="flex flex-col gap-4 border-b border-slate-200 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-6">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
              Expense Tracker
            </h1>
            <p className="mt-1 text-slate-600">Track your expenses and manage your budget.</p>
          </div>
          <Button
            onClick={editor.openAdd}
            disabled={page.records === undefined}
            className="shrink-0"
          >
            <Plus aria-hidden="true" className="size-4" />
            Add Expense
          </Button>
        </div>
        <TrackerRecords
          page={page}
          texts={EXPENSE_TEXT}
          emptyIcon={Receipt}
          addFirstVariant="outline"
        >
          {(expenses) => (
            <ExpensesTable
              expenses={expenses}
              onEdit={editor.openEdit}
              onDelete={editor.askToDelete}
            />
          )}
        </TrackerRecords>
      </Card>

      <ExpenseFormDialog key={editor.formDialogKey} {...editor.formDialogProps} />

      <RecordDeleteDialog
        {...editor.deleteDialogProps}
        title={EXPENSE_TEXT.confirmDelete}
        describe={(expense) =>
          `“${expense.name}” (${formatUsd(expense.amount)}, ${formatDisplayDate(expense.date)}) will be permanently removed.`
        }
      />
    </TrackerPage>
  );
}
