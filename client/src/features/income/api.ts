/**
 * The Income page's data (docs/disclosure.md): GET /api/income ({ sources, deductions,
 * monthly_total, deductions_total }) under one query key, and two trackers on that one answer —
 * the income sources and the mandatory deductions — each written optimistically as every
 * tracker's (components/trackers/use-records.ts). A row's monthly figure and the totals are
 * worked out with the server's own rule (shared/income.ts) the moment a row changes, so the
 * screen never shows a figure the server would not.
 */
import { msg, t } from '@lingui/core/macro';
import { z } from 'zod';
import { recordRequests, type RecordTracker } from '@/components/trackers/use-records';
import { liveTexts } from '@/components/ui/live-texts';
import { requestParsed } from '@/lib/api-client';
import type { RecordList, RecordOrder } from '@/lib/optimistic-list';
import {
  incomeDeductionDtoSchema,
  incomeResponseSchema,
  incomeSourceDtoSchema,
  monthlyAmountText,
  type IncomeDeductionDto,
  type IncomeDeductionValues,
  type IncomeResponse,
  type IncomeSourceDto,
  type IncomeSourceValues,
} from '@shared/income';
import { centsToAmountText, formatUsd, requireAmountCents, sumAmountTexts } from '@shared/money';

/** The routes of /api/income (not yet in shared/api.ts's API_PATHS). */
const incomePaths = {
  list: '/api/income',
  source: (id: number) => `/api/income/${id}`,
  deductions: '/api/income/deductions',
  deduction: (id: number) => `/api/income/deductions/${id}`,
};

/** The query keys of this feature's data; invalidating `all` refreshes everything under it. */
const incomeKeys = {
  all: ['income'] as const,
  /** GET /api/income: sources, deductions and their monthly totals. */
  list: () => [...incomeKeys.all, 'list'] as const,
};

/** Why GET /api/income did not load (docs/product.md#messages-word-for-word). */
const LOAD_TEXTS = {
  signedOut: msg`Please log in to view your income.`,
  premiumRequired: msg`Premium subscription required for this feature.`,
  loadFailed: msg`Failed to fetch your income`,
};

/** The page's texts for a list that did not load, and while it loads. */
export const INCOME_TEXTS = liveTexts({
  ...LOAD_TEXTS,
  loadErrorTitle: msg`Error Loading Income`,
  loadErrorDescription: msg`There was a problem loading your income. Please try again later.`,
  loading: msg`Loading your income`,
});

/** An income source's writes and their failures (docs/product.md#messages-word-for-word). */
export const SOURCE_TEXTS = liveTexts({
  ...LOAD_TEXTS,
  notFound: msg`Income source not found`,
  empty: msg`No income sources yet. Add your pay, benefits or any other money you receive.`,
  addFirst: msg`Add your first income source`,
  confirmDelete: msg`Are you sure you want to delete this income source?`,
  add: {
    failedTitle: msg`Failed to add income source`,
    fallback: msg`Failed to add income source`,
    signedOut: msg`You must be logged in to add an income source`,
  },
  update: {
    failedTitle: msg`Failed to update income source`,
    fallback: msg`Failed to update income source`,
    signedOut: msg`You must be logged in to update an income source`,
  },
  remove: {
    failedTitle: msg`Failed to delete income source`,
    fallback: msg`Failed to delete income source`,
    signedOut: msg`You must be logged in to delete an income source`,
  },
});

/** A deduction's writes and their failures. */
export const DEDUCTION_TEXTS = liveTexts({
  ...LOAD_TEXTS,
  notFound: msg`Deduction not found`,
  empty: msg`No deductions yet. Add the taxes and other amounts that must come out of your pay.`,
  addFirst: msg`Add your first deduction`,
  confirmDelete: msg`Are you sure you want to delete this deduction?`,
  add: {
    failedTitle: msg`Failed to add deduction`,
    fallback: msg`Failed to add deduction`,
    signedOut: msg`You must be logged in to add a deduction`,
  },
  update: {
    failedTitle: msg`Failed to update deduction`,
    fallback: msg`Failed to update deduction`,
    signedOut: msg`You must be logged in to update a deduction`,
  },
  remove: {
    failedTitle: msg`Failed to delete deduction`,
    fallback: msg`Failed to delete deduction`,
    signedOut: msg`You must be logged in to delete a deduction`,
  },
});

/** Net monthly income: the sources' monthly total less the deductions', exactly in cents. */
export function netMonthlyText(income: Pick<IncomeResponse, 'monthly_total' | 'deductions_total'>) {
  return centsToAmountText(
    requireAmountCents(income.monthly_total) - requireAmountCents(income.deductions_total),
  );
}

type IncomeRow = IncomeSourceDto | IncomeDeductionDto;

/**
 * The server's order, oldest first; a row still waiting for the server (a negative id) comes
 * last, the most recently added of them at the very end.
 */
function compareAddedOldestFirst(a: IncomeRow, b: IncomeRow): number {
  const isTemporaryA = a.id < 0;
  if (isTemporaryA !== b.id < 0) return isTemporaryA ? 1 : -1;
  if (isTemporaryA) return b.id - a.id;
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? -1 : 1;
  return a.id - b.id;
}

/** Each row's monthly figure by the one rule, as the server works it out. */
function withMonthlyAmounts<Row extends IncomeRow>(rows: readonly Row[]): Row[] {
  return rows.map((row) => ({
    ...row,
    monthly_amount: monthlyAmountText(
      row.amount,
      row.frequency,
      'hours_per_week' in row ? row.hours_per_week : null,
    ),
  }));
}

const monthlyTotal = (rows: readonly IncomeRow[]) =>
  sumAmountTexts(rows.map((row) => row.monthly_amount));

const sourceList: RecordList<IncomeSourceDto, IncomeResponse> = {
  records: (answer) => answer.sources,
  withRecords: (answer, records) => {
    const sources = withMonthlyAmounts(records);
    return { ...answer, sources, monthly_total: monthlyTotal(sources) };
  },
  order: compareAddedOldestFirst satisfies RecordOrder<IncomeRow>,
};

const deductionList: RecordList<IncomeDeductionDto, IncomeResponse> = {
  records: (answer) => answer.deductions,
  withRecords: (answer, records) => {
    const deductions = withMonthlyAmounts(records);
    return { ...answer, deductions, deductions_total: monthlyTotal(deductions) };
  },
  order: compareAddedOldestFirst,
};

function fetchIncome(): Promise<IncomeResponse> {
  return requestParsed(incomeResponseSchema, 'GET', incomePaths.list);
}

// The list is GET /api/income's (fetchIncome): these requests' own fetchList is not used.
const sourceRequests = recordRequests<IncomeSourceDto, IncomeSourceValues>({
  list: incomePaths.list,
  item: incomePaths.source,
  listSchema: z.array(incomeSourceDtoSchema),
  recordSchema: incomeSourceDtoSchema,
});

const deductionRequests = recordRequests<IncomeDeductionDto, IncomeDeductionValues>({
  list: incomePaths.deductions,
  item: incomePaths.deduction,
  listSchema: z.array(incomeDeductionDtoSchema),
  recordSchema: incomeDeductionDtoSchema,
});

/** '“Paycheck” ($4,333.33 a month)'. */
export function describeIncomeRow({ name, monthly_amount }: IncomeRow): string {
  const monthly = formatUsd(monthly_amount);
  return t`“${name}” (${monthly} a month)`;
}

/** The income sources: the page reads and writes them through this tracker. */
export const incomeSourceTracker: RecordTracker<
  IncomeSourceDto,
  IncomeSourceValues,
  IncomeResponse
> = {
  keys: incomeKeys,
  list: sourceList,
  ...sourceRequests,
  fetchList: fetchIncome,
  newRecord: (values) => ({
    ...values,
    monthly_amount: monthlyAmountText(values.amount, values.frequency, values.hours_per_week),
  }),
  texts: SOURCE_TEXTS,
  addedToast: (source) => {
    const what = describeIncomeRow(source);
    return { title: t`Income source added`, description: t`${what} has been added.` };
  },
  updatedToast: ({ name }) => ({
    title: t`Income source updated`,
    description: t`Your changes to “${name}” have been saved.`,
  }),
  removedToast: ({ name }) => ({
    title: t`Income source deleted`,
    description: t`“${name}” has been deleted.`,
  }),
};

/** The mandatory deductions, on the same answer as the sources. */
export const incomeDeductionTracker: RecordTracker<
  IncomeDeductionDto,
  IncomeDeductionValues,
  IncomeResponse
> = {
  keys: incomeKeys,
  list: deductionList,
  ...deductionRequests,
  fetchList: fetchIncome,
  newRecord: (values) => ({
    ...values,
    monthly_amount: monthlyAmountText(values.amount, values.frequency, null),
  }),
  texts: DEDUCTION_TEXTS,
  addedToast: (deduction) => {
    const what = describeIncomeRow(deduction);
    return { title: t`Deduction added`, description: t`${what} has been added.` };
  },
  updatedToast: ({ name }) => ({
    title: t`Deduction updated`,
    description: t`Your changes to “${name}” have been saved.`,
  }),
  removedToast: ({ name }) => ({
    title: t`Deduction deleted`,
    description: t`“${name}” has been deleted.`,
  }),
};
