/**
 * The Expense Tracker's data: the list query (shared with the premium calculator through
 * expenseKeys), its requests, texts and toasts, read and written optimistically as every
 * tracker's (components/trackers/use-records.ts), and the CSV import, written all at once.
 */
import { msg, plural, t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  recordListQueryOptions,
  recordRequests,
  type RecordTracker,
} from '@/components/trackers/use-records';
import { liveTexts } from '@/components/ui/live-texts';
import { useToast } from '@/components/ui/toast';
import { requestParsed } from '@/lib/api-client';
import { datedRecordList } from '@/lib/optimistic-list';
import { evidenceKeys } from '@/features/evidence';
import { undoImportAction } from '@/components/csv-import/undo-import';
import { API_PATHS } from '@shared/api';
import {
  expenseDtoSchema,
  expenseImportResponseSchema,
  expenseListSchema,
  type ExpenseValues,
} from '@shared/expenses';
import { formatUsd } from '@shared/money';

/** The query keys of this feature's data; invalidating `all` refreshes everything under it. */
export const expenseKeys = {
  all: ['expenses'] as const,
  /** GET /api/expenses. */
  list: () => [...expenseKeys.all, 'list'] as const,
};

/**
 * The screen's and toasts' texts (docs/product.md#expense-tracker, #validation,
 * #messages-word-for-word).
 */
export const EXPENSE_TEXT = liveTexts({
  signedOut: msg`Please log in to view your expenses.`,
  loadFailed: msg`Failed to fetch expenses`,
  loadErrorTitle: msg`Error Loading Expenses`,
  loadErrorDescription: msg`There was a problem loading your expenses. Please try again later.`,
  loading: msg`Loading your expenses`,
  empty: msg`No expenses found. Add your first expense to get started.`,
  addFirst: msg`Add Your First Expense`,
  confirmDelete: msg`Are you sure you want to delete this expense?`,
  notFound: msg`Expense not found`,
  add: {
    failedTitle: msg`Failed to add expense`,
    fallback: msg`Failed to add expense`,
    signedOut: msg`You must be logged in to add an expense`,
    successTitle: msg`Expense added`,
  },
  update: {
    failedTitle: msg`Failed to update expense`,
    fallback: msg`Failed to update expense`,
    signedOut: msg`You must be logged in to update an expense`,
    successTitle: msg`Expense updated`,
  },
  remove: {
    failedTitle: msg`Failed to delete expense`,
    fallback: msg`Failed to delete expense`,
    signedOut: msg`You must be logged in to delete an expense`,
    successTitle: msg`Expense deleted`,
  },
  import: {
    failedTitle: msg`Failed to import expenses`,
    successTitle: msg`Expenses imported`,
  },
});

/** '12 expenses were added to your tracker.' */
function importedDescription(count: number): string {
  return plural(count, {
    one: '# expense was added to your tracker.',
    other: '# expenses were added to your tracker.',
  });
}

/** An expense as the server lists it: with the number of documents attached to it. */
export type ListedExpense = z.output<typeof expenseDtoSchema>;

/** The request body: the amount travels as a number (docs/product.md#api-conventions). */
function toRequestBody(values: ExpenseValues) {
  return {
    name: values.name,
    amount: Number(values.amount),
    date: values.date,
    category: values.category,
  };
}

const requests = recordRequests<ListedExpense, ExpenseValues>(
  {
    list: API_PATHS.expenses,
    item: API_PATHS.expense,
    listSchema: expenseListSchema,
    recordSchema: expenseDtoSchema,
  },
  toRequestBody,
);

/** GET /api/expenses under the key the tracker's writes keep current. */
export const expensesQueryOptions = recordListQueryOptions(expenseKeys, requests.fetchList);

/** The Expense Tracker's requests, texts and toasts; pages read and write through it. */
export const expenseTracker: RecordTracker<ListedExpense, ExpenseValues> = {
  keys: expenseKeys,
  list: datedRecordList(),
  // A new expense has no documents yet.
  newRecord: (values) => ({ ...values, document_count: 0 }),
  ...requests,
  texts: EXPENSE_TEXT,
  addedToast: ({ name, amount }) => {
    const money = formatUsd(amount);
    return {
      title: EXPENSE_TEXT.add.successTitle,
      description: t`“${name}” (${money}) has been added.`,
    };
  },
  updatedToast: ({ name }) => ({
    title: EXPENSE_TEXT.update.successTitle,
    description: t`Your changes to “${name}” have been saved.`,
  }),
  removedToast: ({ name }) => ({
    title: EXPENSE_TEXT.remove.successTitle,
    description: t`“${name}” has been deleted.`,
  }),
};

/** While it is pending the import dialog stays open. */
export const expenseImportMutationKey = [...expenseKeys.all, 'import'] as const;

/**
 * POST /api/expenses/import: every row or none. Once the server has them, the list (and its
 * total) and the evidence log are read again, then the toast says how many were added.
 */
export function useImportExpenses() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationKey: expenseImportMutationKey,
    mutationFn: (rows: readonly ExpenseValues[]) =>
      requestParsed(expenseImportResponseSchema, 'POST', API_PATHS.expensesImport, { rows }),
    onSuccess: async ({ imported, expenses }) => {
      const reload = () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: expenseKeys.all }),
          queryClient.invalidateQueries({ queryKey: evidenceKeys.all }),
        ]);
      await reload();
      toast({
        title: EXPENSE_TEXT.import.successTitle,
        description: importedDescription(imported),
        action: undoImportAction({
          path: API_PATHS.expensesImportUndo,
          ids: expenses.map((expense) => expense.id),
          reload,
          toast,
        }),
      });
    },
  });
}
