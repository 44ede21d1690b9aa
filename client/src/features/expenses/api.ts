/**
 * The Expense Tracker's data: the list query (shared with the premium calculator through
 * expenseKeys), its requests, texts and toasts, read and written optimistically as every
 * tracker's (components/trackers/use-records.ts), and the CSV import, written all at once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  recordListQueryOptions,
  recordRequests,
  type RecordTracker,
} from '@/components/trackers/use-records';
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
  type ExpenseDto,
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
export const EXPENSE_TEXT = {
  signedOut: 'Please log in to view your expenses.',
  loadFailed: 'Failed to fetch expenses',
  loadErrorTitle: 'Error Loading Expenses',
  loadErrorDescription: 'There was a problem loading your expenses. Please try again later.',
  loading: 'Loading your expenses',
  empty: 'No expenses found. Add your first expense to get started.',
  addFirst: 'Add Your First Expense',
  confirmDelete: 'Are you sure you want to delete this expense?',
  notFound: 'Expense not found',
  add: {
    failedTitle: 'Failed to add expense',
    fallback: 'Failed to add expense',
    signedOut: 'You must be logged in to add an expense',
    successTitle: 'Expense added',
  },
  update: {
    failedTitle: 'Failed to update expense',
    fallback: 'Failed to update expense',
    signedOut: 'You must be logged in to update an expense',
    successTitle: 'Expense updated',
  },
  remove: {
    failedTitle: 'Failed to delete expense',
    fallback: 'Failed to delete expense',
    signedOut: 'You must be logged in to delete an expense',
    successTitle: 'Expense deleted',
  },
  import: {
    failedTitle: 'Failed to import expenses',
    successTitle: 'Expenses imported',
  },
} as const;

/** '12 expenses were added to your tracker.' */
function importedDescription(count: number): string {
  return count === 1
    ? '1 expense was added to your tracker.'
    : `${count.toLocaleString('en-US')} expenses were added to your tracker.`;
}

/** The request body: the amount travels as a number (docs/product.md#api-conventions). */
function toRequestBody(values: ExpenseValues) {
  return { name: values.name, amount: Number(values.amount), date: values.date };
}

const requests = recordRequests<ExpenseDto, ExpenseValues>(
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
export const expenseTracker: RecordTracker<ExpenseDto, ExpenseValues> = {
  keys: expenseKeys,
  list: datedRecordList(),
  newRecord: (values) => values,
  ...requests,
  texts: EXPENSE_TEXT,
  addedToast: (created) => ({
    title: EXPENSE_TEXT.add.successTitle,
    description: `“${created.name}” (${formatUsd(created.amount)}) has been added.`,
  }),
  updatedToast: (updated) => ({
    title: EXPENSE_TEXT.update.successTitle,
    description: `Your changes to “${updated.name}” have been saved.`,
  }),
  removedToast: (previous) => ({
    title: EXPENSE_TEXT.remove.successTitle,
    description: `“${previous.name}” has been deleted.`,
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
