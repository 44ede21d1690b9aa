import { CircleAlert, Plus, Receipt, RefreshCw } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { PageShell } from '@/components/layout/page-shell';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { formatDisplayDate } from '@shared/dates';
import type { ExpenseDto, ExpenseInput, ExpenseValues } from '@shared/expenses';
import { formatUsd } from '@shared/money';
import {
  describeLoadError,
  describeWriteError,
  EXPENSE_TEXT,
  isUnauthorized,
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

type SubmitError = { title: string; description: string };

/**
 * Which form dialog is open; `key` tells one opening from the next, and `error` says why its
 * last save failed.
 */
type FormDialogState = (
  | { mode: 'add'; key: number; values: ExpenseInput }
  | { mode: 'edit'; key: number; expense: ExpenseDto }
) & { error?: SubmitError };

function SignedOut() {
  return (
    <PageShell title="Expense Tracker">
      <Alert tone="info" className="max-w-2xl p-4">
        <p>{EXPENSE_TEXT.signedOut}</p>
        <Link href={paths.login} className={buttonClasses({ size: 'sm', className: 'mt-3' })}>
          Log In
        </Link>
      </Alert>
    </PageShell>
  );
}

function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <PageShell>
      <Card className="mx-auto max-w-lg p-6 text-center sm:p-8">
        <CircleAlert aria-hidden="true" className="mx-auto size-10 text-destructive" />
        <h1 className="mt-3 text-xl font-semibold text-slate-900">{EXPENSE_TEXT.loadErrorTitle}</h1>
        <p className="mt-2 text-slate-700">{EXPENSE_TEXT.loadErrorDescription}</p>
        <p className="mt-1 text-sm text-slate-500">{message}</p>
        <div className="mt-6 flex flex-col-reverse justify-center gap-2 sm:flex-row">
          <Link href={paths.landing} className={buttonClasses({ variant: 'outline' })}>
            Back to Home
          </Link>
          <Button onClick={onRetry}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Try again
          </Button>
        </div>
      </Card>
    </PageShell>
  );
}

function EmptyState({ onAdd }: { onAdd: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 px-6 py-12 text-center">
      <Receipt aria-hidden="true" className="size-10 text-slate-400" />
      <p className="max-w-sm text-slate-600">{EXPENSE_TEXT.empty}</p>
      <Button variant="outline" onClick={onAdd}>
        <Plus aria-hidden="true" className="size-4" />
        Add Your First Expense
      </Button>
    </div>
  );
}

export function ExpensesPage() {
  const { user } = useAuth();
  const expenses = useExpenses();
  const createExpense = useCreateExpense();
  const updateExpense = useUpdateExpense();
  const deleteExpense = useDeleteExpense();

  const [formDialog, setFormDialog] = useState<FormDialogState | null>(null);
  const [expenseToDelete, setExpenseToDelete] = useState<ExpenseDto | null>(null);
  const lastDialogKey = useRef(0);

  function nextDialogKey() {
    lastDialogKey.current += 1;
    return lastDialogKey.current;
  }

  function closeDialog(key: number) {
    setFormDialog((current) => (current?.key === key ? null : current));
  }

  function setDialogError(key: number, error: SubmitError | undefined) {
    setFormDialog((current) => (current?.key === key ? { ...current, error } : current));
  }

  function openAdd() {
    setFormDialog({ mode: 'add', key: nextDialogKey(), values: emptyExpenseForm() });
  }

  function openEdit(expense: ExpenseDto) {
    setFormDialog({ mode: 'edit', key: nextDialogKey(), expense });
  }

  async function submitAdd(key: number, values: ExpenseValues) {
    setDialogError(key, undefined);
    try {
      await createExpense.mutateAsync(values);
      closeDialog(key);
    } catch (failure) {
      // Spec §4: a failed add keeps the dialog open with the input, or reopens it if the user
      // closed it while saving (unless another dialog is open by now).
      const error = {
        title: EXPENSE_TEXT.add.failedTitle,
        description: describeWriteError(failure, EXPENSE_TEXT.add.fallback),
      };
      const reopened: FormDialogState = { mode: 'add', key: nextDialogKey(), values, error };
      setFormDialog((current) => {
        if (current === null) return reopened;
        return current.key === key ? { ...current, error } : current;
      });
    }
  }

  async function submitEdit(key: number, id: number, values: ExpenseValues) {
    setDialogError(key, undefined);
    try {
      await updateExpense.mutateAsync({ id, values });
      closeDialog(key);
    } catch (failure) {
      // The row is back to its saved values; the dialog keeps the edits and says why.
      setDialogError(key, {
        title: EXPENSE_TEXT.update.failedTitle,
        description: describeWriteError(failure, EXPENSE_TEXT.update.fallback),
      });
    }
  }

  function confirmDelete() {
    if (expenseToDelete === null) return;
    deleteExpense.mutate(expenseToDelete.id);
    setExpenseToDelete(null);
  }

  if (user === null || isUnauthorized(expenses.error)) return <SignedOut />;
  if (expenses.isError) {
    return (
      <LoadError
        message={describeLoadError(expenses.error)}
        onRetry={() => void expenses.refetch()}
      />
    );
  }

  const list = expenses.data;
  let body;
  if (list === undefined) {
    body = (
      <div className="flex flex-col items-center gap-3 py-16 text-slate-600">
        <Spinner size="lg" label="Loading your expenses" />
        <p>Loading your expenses...</p>
      </div>
    );
  } else if (list.length === 0) {
    body = <EmptyState onAdd={openAdd} />;
  } else {
    body = <ExpensesTable expenses={list} onEdit={openEdit} onDelete={setExpenseToDelete} />;
  }

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
          <Button onClick={openAdd} disabled={list === undefined} className="shrink-0">
            <Plus aria-hidden="true" className="size-4" />
            Add Expense
          </Button>
        </div>
        {body}
      </Card>

      <ExpenseFormDialog
        key={formDialog?.key ?? 0}
        open={formDialog !== null}
        onOpenChange={(open) => {
          if (!open) setFormDialog(null);
        }}
        mode={formDialog?.mode ?? 'add'}
        submitError={formDialog?.error}
        defaultValues={
          formDialog?.mode === 'edit'
            ? expenseFormValues(formDialog.expense)
            : (formDialog?.values ?? emptyExpenseForm())
        }
        onSubmit={(values) => {
          if (formDialog === null) return Promise.resolve();
          return formDialog.mode === 'add'
            ? submitAdd(formDialog.key, values)
            : submitEdit(formDialog.key, formDialog.expense.id, values);
        }}
      />

      <ConfirmDialog
        open={expenseToDelete !== null}
        onOpenChange={(open) => {
          if (!open) setExpenseToDelete(null);
        }}
        title={EXPENSE_TEXT.confirmDelete}
        description={
          expenseToDelete
            ? `“${expenseToDelete.name}” (${formatUsd(expenseToDelete.amount)}, ${formatDisplayDate(expenseToDelete.date)}) will be permanently removed.`
            : undefined
        }
        confirmLabel="Delete"
        isDestructive
        onConfirm={confirmDelete}
      />
    </PageShell>
  );
}
