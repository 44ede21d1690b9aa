import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { liveTexts } from '@/components/ui/live-texts';
import { expensesQueryOptions } from '@/features/expenses';
import { networthQueryOptions } from '@/features/networth';
import { ApiError, requestParsed } from '@/lib/api-client';
import { isRefusal, parseApiErrorBody, retryUnlessRefused } from '@/lib/api-errors';
import { API_PATHS } from '@shared/api';
import type { DivisionResponse } from '@shared/division';
import { requireAmountCents, sumAmountTexts, type AmountText } from '@shared/money';
import {
  settlementScenarioResponseSchema,
  type SettlementScenarioValues,
} from '@shared/settlement-scenario';

/**
 * The premium calculator's texts for failed loads (docs/product.md#messages-word-for-word
 * "Calculator data").
 */
export const CALCULATOR_DATA_MESSAGES = liveTexts({
  signedOut: msg`Please log in to view your financial data.`,
  networthUnauthorized: msg`Please log in to view your financial data.`,
  expensesUnauthorized: msg`Please log in to view your expenses data.`,
  networthFailed: msg`Failed to fetch net worth data`,
  expensesFailed: msg`Failed to fetch expenses data`,
  unknown: msg`Unknown error fetching data`,
  toastTitle: msg`Data loading error`,
  toastDescription: msg`Could not load your financial data. Please check that you have data in your Net Worth and Expense trackers.`,
  panel: msg`Error loading financial data. Please check your Net Worth and Expense trackers.`,
});

/** What went wrong, as the product words it: signed out asks to log in, else the server's text. */
export function calculatorDataErrorMessage(
  error: unknown,
  source: 'networth' | 'expenses',
): string {
  if (!(error instanceof ApiError)) return CALCULATOR_DATA_MESSAGES.unknown;
  if (isRefusal(error, 'unauthorized')) {
    return source === 'networth'
      ? CALCULATOR_DATA_MESSAGES.networthUnauthorized
      : CALCULATOR_DATA_MESSAGES.expensesUnauthorized;
  }
  return (
    parseApiErrorBody(error).error ??
    (source === 'networth'
      ? CALCULATOR_DATA_MESSAGES.networthFailed
      : CALCULATOR_DATA_MESSAGES.expensesFailed)
  );
}

/** The premium calculator's current situation, in dollars (cents kept exactly). */
export interface FinancialSituation {
  totalAssets: number;
  totalDebts: number;
  netWorth: number;
  expenses: number;
}

function dollars(amount: AmountText | number): number {
  return requireAmountCents(amount) / 100;
}

export type FinancialData =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'ready'; situation: FinancialSituation };

/**
 * Net worth totals from GET /api/networth and the exact sum of GET /api/expenses, for the
 * signed-in user. The trackers share these query keys, so their changes show up here.
 */
export function useFinancialData(enabled: boolean): FinancialData {
  const networth = useQuery({ ...networthQueryOptions, enabled });
  const expenses = useQuery({ ...expensesQueryOptions, enabled });

  if (networth.isError || expenses.isError) {
    const message = networth.isError
      ? calculatorDataErrorMessage(networth.error, 'networth')
      : calculatorDataErrorMessage(expenses.error, 'expenses');
    return {
      status: 'error',
      message,
      retry: () => {
        if (networth.isError) void networth.refetch();
        if (expenses.isError) void expenses.refetch();
      },
    };
  }
  if (!networth.data || !expenses.data) return { status: 'loading' };

  try {
    const { summary } = networth.data;
    const list = Array.isArray(expenses.data) ? expenses.data : [];
    return {
      status: 'ready',
      situation: {
        totalAssets: dollars(summary.total_assets),
        totalDebts: dollars(summary.total_debts),
        netWorth: dollars(summary.net_worth),
        expenses: dollars(sumAmountTexts(list.map((expense) => expense.amount))),
      },
    };
  } catch {
    return {
      status: 'error',
      message: CALCULATOR_DATA_MESSAGES.unknown,
      retry: () => {
        void networth.refetch();
        void expenses.refetch();
      },
    };
  }
}

/**
 * Whether the user has a division plan that changes what there is to divide
 * (docs/product.md#settlement-calculator): some items set aside as separate property (the marital
 * estate is then smaller than the trackers' totals), or some items already proposed to a spouse or
 * for sale. Then the calculator starts from the marital estate.
 */
export function hasDivisionPlan(
  division: DivisionResponse,
  situation: FinancialSituation,
): boolean {
  const cents = (amount: string) => requireAmountCents(amount);
  const separateSetAside =
    cents(division.marital.assets) !== Math.round(situation.totalAssets * 100) ||
    cents(division.marital.debts) !== Math.round(situation.totalDebts * 100);
  const proposed =
    division.to_sell.count > 0 ||
    cents(division.spouse_1.receives_net) !== 0 ||
    cents(division.spouse_2.receives_net) !== 0;
  return separateSetAside || proposed;
}

/** GET /api/settlement: the figures saved for the case file, `{ scenario: null }` until then. */
export const settlementScenarioQueryOptions = queryOptions({
  queryKey: ['settlement', 'scenario'] as const,
  queryFn: () => requestParsed(settlementScenarioResponseSchema, 'GET', API_PATHS.settlement),
  retry: retryUnlessRefused,
});

/** "Save for the case file": the button, what it says of the figures saved, its toasts. */
export const SCENARIO_TEXTS = liveTexts({
  button: msg`Save for the case file`,
  unsaved: msg`Not saved. Save these figures to print them, with their result, in your case file.`,
  saved: (when: string) =>
    msg`Saved ${when}. Your case file prints these figures with their result on your records as they are then.`,
  changed: (when: string) =>
    msg`You have changed the figures saved ${when}. Save again to print these instead.`,
  savedTitle: msg`Figures saved`,
  savedDescription: msg`Your case file will include them.`,
  failedTitle: msg`Could not save the figures`,
});

/** PUT /api/settlement; the saved figures replace the cached ones. */
export function useSaveScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SettlementScenarioValues) =>
      requestParsed(settlementScenarioResponseSchema, 'PUT', API_PATHS.settlement, values),
    onSuccess: (response) => {
      queryClient.setQueryData(settlementScenarioQueryOptions.queryKey, response);
    },
  });
}
