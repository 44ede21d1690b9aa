import { Plus, Receipt } from 'lucide-react';
import { PageShell } from '@/components/layout/page-shell';
import {
  TrackerEmptyState,
  TrackerLoadError,
  TrackerLoading,
  TrackerSignedOut,
} from '@/components/trackers/tracker-states';
import { useRecordEditor } from '@/components/trackers/use-record-editor';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { classifyLoadError } from '@/lib/api-errors';
import { useAuth } from '@/lib/auth';
import { formatDisplayDate } from '@shared/dates';
import type { ExpenseDto, ExpenseInput, ExpenseValues } from '@shared/expenses';
import { formatUsd } from '@shared/money';
import {
  EXPENSE_TEXT,
  useCreateExpense,
  useDeleteExpense,
  useExpenses,
  useUpdateExpense,
} from './api';
import {
  emptyExpenseForm,
  expenseFormValues,
  ExpenseFormDialog,
} from './components/expense-form-dialog';
import { ExpensesTable } from './components/expenses-table';

export function ExpensesPage() {
  const { user } = useAuth();
  const expenses = useExpenses();
  const createExpense = useCreateExpense();
  const updateExpense = useUpdateExpense();
  const deleteExpense = useDeleteExpense();
  const editor = useRecordEditor<ExpenseDto, ExpenseInput, ExpenseValues>({
    emptyValues: emptyExpenseForm,
    formValues: expenseFormValues,
    create: createExpense.mutateAsync,
    update: updateExpense.mutateAsync,
    remove: deleteExpense.mutate,
    texts: EXPENSE_TEXT,
  });

  const failure = expenses.isError ? classifyLoadError(expenses.error, EXPENSE_TEXT) : null;
  if (user === null || failure?.kind === 'signed-out') {
    return <TrackerSignedOut title="Expense Tracker" message={EXPENSE_TEXT.signedOut} />;
  }
  if (failure !== null) {
    return (
      <TrackerLoadError
        title={EXPENSE_TEXT.loadErrorTitle}
        description={EXPENSE_TEXT.loadErrorDescription}
        message={failure.message}
        homeHref={paths.landing}
        onRetry={() => void expenses.refetch()}
      />
    );
  }

  const list = expenses.data;
  let body;
  if (list === undefined) {
    body = <TrackerLoading label="Loading your expenses" />;
  } else if (list.length === 0) {
    body = (
      <TrackerEmptyState
        icon={Receipt}
        message={EXPENSE_TEXT.empty}
        addLabel="Add Your First Expense"
        addVariant="outline"
        onAdd={editor.openAdd}
      />
    );
  } else {
    body = <ExpensesTable expenses={list} onEdit={editor.openEdit} onDelete={editor.askToDelete} />;
  }

  const toDelete = editor.recordToDelete;
  return (
    <PageShell>
      <Card className="overflow-hidden">
        <div className="flex flex-col gap-4 border-b border-slate-200 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-6">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
              Expense Tracker
            </h1>
            <p className="mt-1 text-slate-600">Track your expenses and manage your budget.</p>
          </div>
          <Button onClick={editor.openAdd} disabled={list === undefined} className="shrink-0">
            <Plus aria-hidden="true" className="size-4" />
            Add Expense
          </Button>
        </div>
        {body}
      </Card>

      <ExpenseFormDialog key={editor.formDialogKey} {...editor.formDialogProps} />

      <ConfirmDialog
        {...editor.deleteDialogProps}
        title={EXPENSE_TEXT.confirmDelete}
        description={
          toDelete
            ? `“${toDelete.name}” (${formatUsd(toDelete.amount)}, ${formatDisplayDate(toDelete.date)}) will be permanently removed.`
            : undefined
        }
        confirmLabel="Delete"
        isDestructive
      />
    </PageShell>
  );
}
