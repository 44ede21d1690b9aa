/**
 * The Expense Tracker's data: the list query (shared with the premium calculator through
 * expenseKeys) and the add, update and delete mutations. Changes are optimistic (spec §4): the
 * list changes at once, an added expense carries a temporary negative id until the server's
 * record replaces it, and a failure puts the list back the way it was for that record.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/ui/toast';
import { ApiError, apiRequest, parseApiErrorBody } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { expenseKeys } from '@/lib/query-keys';
import type { ExpenseDto, ExpenseValues } from '@shared/expenses';
import { formatUsd } from '@shared/money';
import { insertExpense, nextTemporaryExpenseId, removeExpense, replaceExpense } from './cache';

/** The screen's and toasts' texts (spec §2, §5, §8). */
export const EXPENSE_TEXT = {
  signedOut: 'Please log in to view your expenses.',
  loadFailed: 'Failed to fetch expenses',
  loadErrorTitle: 'Error Loading Expenses',
  loadErrorDescription: 'There was a problem loading your expenses. Please try again later.',
  empty: 'No expenses found. Add your first expense to get started.',
  confirmDelete: 'Are you sure you want to delete this expense?',
  notFound: 'Expense not found',
  unknownError: 'An unknown error occurred',
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
} as const;

/** A failure found before any request is sent; its message is shown as it is. */
export class ExpenseActionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExpenseActionError';
  }
}

export function fetchExpenses(): Promise<ExpenseDto[]> {
  return apiRequest<ExpenseDto[]>('GET', '/api/expenses');
}

/** The spec's request body: the amount travels as a number (§3). */
function toRequestBody(values: ExpenseValues) {
  return { name: values.name, amount: Number(values.amount), date: values.date };
}

export function createExpense(values: ExpenseValues): Promise<ExpenseDto> {
  return apiRequest<ExpenseDto>('POST', '/api/expenses', toRequestBody(values));
}

export function updateExpense(id: number, values: ExpenseValues): Promise<ExpenseDto> {
  return apiRequest<ExpenseDto>('PUT', `/api/expenses/${id}`, toRequestBody(values));
}

export async function deleteExpense(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/expenses/${id}`);
}

/** True when the server answered 401: the screen asks the user to log in. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Why the list did not load (spec §8): 401 asks to log in, else the server's error text. */
export function describeLoadError(error: unknown): string {
  if (isUnauthorized(error)) return EXPENSE_TEXT.signedOut;
  if (error instanceof ApiError) return parseApiErrorBody(error).error ?? EXPENSE_TEXT.loadFailed;
  return EXPENSE_TEXT.loadFailed;
}

/**
 * A failed write as the toast says it (spec §8): 'Validation failed: {details}' when the server
 * sent details, else its error text, else `fallback`; 'An unknown error occurred' when the
 * failure is not an error at all.
 */
export function describeWriteError(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const body = parseApiErrorBody(error);
    if (body.details) return `Validation failed: ${body.details}`;
    return body.error || fallback;
  }
  if (error instanceof ExpenseActionError) return error.message;
  if (error instanceof Error) return fallback;
  return EXPENSE_TEXT.unknownError;
}

/** A refused request (4xx) will be refused again; only server and network failures are retried. */
function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

/** The signed-in user's expenses, newest first. Nothing is fetched without a user. */
export function useExpenses() {
  const { user } = useAuth();
  return useQuery({
    queryKey: expenseKeys.list(),
    queryFn: fetchExpenses,
    enabled: user !== null,
    retry: retryUnlessRefused,
  });
}

function updateCachedList(
  queryClient: QueryClient,
  change: (list: readonly ExpenseDto[]) => ExpenseDto[],
) {
  queryClient.setQueryData<ExpenseDto[]>(expenseKeys.list(), (list) =>
    list === undefined ? undefined : change(list),
  );
}

function findCachedExpense(queryClient: QueryClient, id: number): ExpenseDto | undefined {
  return queryClient.getQueryData<ExpenseDto[]>(expenseKeys.list())?.find((item) => item.id === id);
}

/** Stops a list fetch in flight, so its older answer cannot overwrite the optimistic change. */
async function holdListFetches(queryClient: QueryClient) {
  await queryClient.cancelQueries({ queryKey: expenseKeys.list() });
}

/**
 * Refetches what the server holds once the last expense write has settled; refetching while
 * another is in flight would briefly drop that one's optimistic change.
 */
async function refreshWhenIdle(queryClient: QueryClient) {
  if (queryClient.isMutating({ mutationKey: expenseKeys.all }) <= 1) {
    await queryClient.invalidateQueries({ queryKey: expenseKeys.all });
  }
}

/** Adds an expense; the row shows at once with a temporary negative id. */
export function useCreateExpense() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { user } = useAuth();
  return useMutation({
    mutationKey: [...expenseKeys.all, 'create'],
    mutationFn: (values: ExpenseValues) => {
      if (user === null) throw new ExpenseActionError(EXPENSE_TEXT.add.signedOut);
      return createExpense(values);
    },
    onMutate: async (values) => {
      await holdListFetches(queryClient);
      const now = new Date().toISOString();
      const temporary: ExpenseDto = {
        id: nextTemporaryExpenseId(),
        ...values,
        created_at: now,
        updated_at: now,
      };
      updateCachedList(queryClient, (list) => insertExpense(list, temporary));
      return { temporaryId: temporary.id };
    },
    onSuccess: (created, _values, context) => {
      updateCachedList(queryClient, (list) => replaceExpense(list, context.temporaryId, created));
      toast({
        title: EXPENSE_TEXT.add.successTitle,
        description: `“${created.name}” (${formatUsd(created.amount)}) has been added.`,
      });
    },
    onError: (error, _values, context) => {
      if (context)
        updateCachedList(queryClient, (list) => removeExpense(list, context.temporaryId));
      toast({
        title: EXPENSE_TEXT.add.failedTitle,
        description: describeWriteError(error, EXPENSE_TEXT.add.fallback),
        variant: 'destructive',
      });
    },
    onSettled: () => refreshWhenIdle(queryClient),
  });
}

export type UpdateExpenseVariables = { id: number; values: ExpenseValues };

/** Saves an edited expense; the row shows the new values at once. */
export function useUpdateExpense() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { user } = useAuth();
  return useMutation({
    mutationKey: [...expenseKeys.all, 'update'],
    mutationFn: ({ id, values }: UpdateExpenseVariables) => {
      if (user === null) throw new ExpenseActionError(EXPENSE_TEXT.update.signedOut);
      return updateExpense(id, values);
    },
    onMutate: async ({ id, values }) => {
      await holdListFetches(queryClient);
      const previous = findCachedExpense(queryClient, id);
      if (previous === undefined) throw new ExpenseActionError(EXPENSE_TEXT.notFound);
      const edited: ExpenseDto = { ...previous, ...values, updated_at: new Date().toISOString() };
      updateCachedList(queryClient, (list) => replaceExpense(list, id, edited));
      return { previous };
    },
    onSuccess: (updated, { id }) => {
      updateCachedList(queryClient, (list) => replaceExpense(list, id, updated));
      toast({
        title: EXPENSE_TEXT.update.successTitle,
        description: `Your changes to “${updated.name}” have been saved.`,
      });
    },
    onError: (error, { id }, context) => {
      if (context)
        updateCachedList(queryClient, (list) => replaceExpense(list, id, context.previous));
      toast({
        title: EXPENSE_TEXT.update.failedTitle,
        description: describeWriteError(error, EXPENSE_TEXT.update.fallback),
        variant: 'destructive',
      });
    },
    onSettled: () => refreshWhenIdle(queryClient),
  });
}

/** Deletes an expense; the row goes at once and comes back if the server refuses. */
export function useDeleteExpense() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { user } = useAuth();
  return useMutation({
    mutationKey: [...expenseKeys.all, 'delete'],
    mutationFn: (id: number) => {
      if (user === null) throw new ExpenseActionError(EXPENSE_TEXT.remove.signedOut);
      return deleteExpense(id);
    },
    onMutate: async (id) => {
      await holdListFetches(queryClient);
      const previous = findCachedExpense(queryClient, id);
      if (previous === undefined) throw new ExpenseActionError(EXPENSE_TEXT.notFound);
      updateCachedList(queryClient, (list) => removeExpense(list, id));
      return { previous };
    },
    onSuccess: (_data, _id, context) => {
      toast({
        title: EXPENSE_TEXT.remove.successTitle,
        description: `“${context.previous.name}” has been deleted.`,
      });
    },
    onError: (error, _id, context) => {
      if (context) updateCachedList(queryClient, (list) => insertExpense(list, context.previous));
      toast({
        title: EXPENSE_TEXT.remove.failedTitle,
        description: describeWriteError(error, EXPENSE_TEXT.remove.fallback),
        variant: 'destructive',
      });
    },
    onSettled: () => refreshWhenIdle(queryClient),
  });
}
