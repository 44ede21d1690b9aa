/**
 * The financial disclosure (docs/disclosure.md): the income and expense statement drafted from
 * the user's records for a chosen month, and its wire contracts. `buildStatement` is the one
 * place its figures are computed, in integer cents: the server feeds it the month totals its
 * query sums, and the tests feed it any records.
 *
 * - last_month: the category's total in the chosen month.
 * - average_12m: the category's total over the 12 calendar months ending with the chosen month
 *   ÷ months_with_data (the months among those 12 in which any expense was recorded, the same
 *   on every line), rounded half away from zero once; 0 when no month has data.
 * - monthly_expenses: each category's proposed figure where one is set, else its average.
 * - difference: net monthly income (sources − mandatory deductions) − monthly expenses.
 */
import { z } from 'zod';
import type { Language } from './language';
import {
  EXPENSE_CATEGORIES,
  type ExpenseCategory,
  isExpenseCategory,
  EXPENSE_CATEGORY_MESSAGES,
  FL150_LINES,
  fl150Letter,
} from './expense-categories';
import { incomeSourceDtoSchema, incomeDeductionDtoSchema } from './income';
import { centsToAmountText, divideRoundingHalfAwayFromZero, requireAmountCents } from './money';
import { moneyField } from './validation';

/** How a figure was reached, as FL-150 asks: from records, estimated, or proposed needs. */
export const PROPOSED_BASES = ['actual', 'estimated', 'proposed'] as const;
export type ProposedBasis = (typeof PROPOSED_BASES)[number];

/** The PDF's layouts: FL-150's item order, or by category for any other court's form. */
export const DISCLOSURE_LAYOUTS = ['fl150', 'generic'] as const;
export type DisclosureLayout = (typeof DISCLOSURE_LAYOUTS)[number];

/** How many calendar months the average looks back over, the chosen one included. */
export const AVERAGE_MONTHS = 12;

export const DISCLOSURE_MESSAGES = {
  monthInvalid: 'Choose a month as YYYY-MM',
  basisInvalid: 'Choose Actual, Estimated or Proposed',
  amountInvalid: 'Amount must be zero or more',
  amountTooPrecise: 'Amount can have at most 2 decimal places',
  amountTooLarge: 'Amount must be at most 99,999,999.99',
  categoryInvalid: EXPENSE_CATEGORY_MESSAGES.categoryInvalid,
  layoutInvalid: 'Layout must be fl150 or generic',
  owedAttorneyOnly: 'Only attorney fees have an amount still owed',
} as const;

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** 'YYYY-MM' of a real month (years 1900–9999). */
export const monthField = z
  .string({ error: DISCLOSURE_MESSAGES.monthInvalid })
  .refine((value) => MONTH_PATTERN.test(value) && value >= '1900-01', {
    error: DISCLOSURE_MESSAGES.monthInvalid,
  });

export const disclosureQuerySchema = z.object({ month: monthField });

/** A line's money: a blank field is "not given" (null); `optional` also when left out. */
const lineMoney = ({ optional }: { optional: boolean }) =>
  z.preprocess(
    (value) => (value === '' || (optional && value === undefined) ? null : value),
    moneyField(0, {
      invalid: DISCLOSURE_MESSAGES.amountInvalid,
      tooPrecise: DISCLOSURE_MESSAGES.amountTooPrecise,
      tooLarge: DISCLOSURE_MESSAGES.amountTooLarge,
    }).nullable(),
  );

/** The one category whose line also says what she still owes (FL-150 item 15c). */
export const OWED_CATEGORY: ExpenseCategory = 'legal.attorney_fees';

/**
 * PUT /api/disclosure/proposed: what she says about a category, as a whole: her proposed monthly
 * figure (null: the line goes by its average) and its basis, what others pay of it each month,
 * and for attorney fees what she still owes. All three null take the line away.
 */
export const proposedLineInputSchema = z
  .object({
    category: z.custom<ExpenseCategory>(isExpenseCategory, {
      error: DISCLOSURE_MESSAGES.categoryInvalid,
    }),
    amount: lineMoney({ optional: false }),
    basis: z.enum(PROPOSED_BASES, { error: DISCLOSURE_MESSAGES.basisInvalid }),
    paid_by_others: lineMoney({ optional: true }),
    owed: lineMoney({ optional: true }),
  })
  .refine((line) => line.owed === null || line.category === OWED_CATEGORY, {
    error: DISCLOSURE_MESSAGES.owedAttorneyOnly,
    path: ['owed'],
  });
export type ProposedLineInput = z.input<typeof proposedLineInputSchema>;
export type ProposedLineValues = z.output<typeof proposedLineInputSchema>;

/** PUT /api/disclosure/proposed's answer: the category's figure now, null when none is set. */
export const proposedLineResponseSchema = z.object({
  category: z.enum(EXPENSE_CATEGORIES as [ExpenseCategory, ...ExpenseCategory[]]),
  proposed: z.string().nullable(),
  basis: z.enum(PROPOSED_BASES),
  paid_by_others: z.string().nullable(),
  owed: z.string().nullable(),
});
export type ProposedLineResponse = z.infer<typeof proposedLineResponseSchema>;

/** The 12 months ending with `month`, oldest first: '2026-01' … '2026-12' for '2026-12'. */
export function averageWindow(month: string): string[] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1);
  return Array.from({ length: AVERAGE_MONTHS }, (_, offset) => {
    const at = index - (AVERAGE_MONTHS - 1) + offset;
    return `${Math.floor(at / 12)}-${String((at % 12) + 1).padStart(2, '0')}`;
  });
}

/** The first and the last day of the window, for the query: ['2026-01-01', '2026-12-31']. */
export function averageWindowDates(month: string): [string, string] {
  const months = averageWindow(month);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return [`${months[0]}-01`, `${month}-${String(lastDay).padStart(2, '0')}`];
}

/** One category's total in one month, as the server's query sums them. */
export interface CategoryMonthTotal {
  category: ExpenseCategory;
  /** 'YYYY-MM'. */
  month: string;
  amount: string;
}

export const disclosureLineSchema = z.object({
  category: z.enum(EXPENSE_CATEGORIES as [ExpenseCategory, ...ExpenseCategory[]]),
  last_month: z.string(),
  average_12m: z.string(),
  months_with_data: z.number().int(),
  /** The proposed figure, null when none is set. */
  proposed: z.string().nullable(),
  /** The proposed figure's basis; 'actual' for a line that goes by its records. */
  basis: z.enum(PROPOSED_BASES),
  /** The figure the totals use: the proposed one, else the average. */
  monthly: z.string(),
  /** What others pay of this category each month, null when she has not said. */
  paid_by_others: z.string().nullable(),
});
export type DisclosureLine = z.infer<typeof disclosureLineSchema>;

export const disclosureDebtSchema = z.object({
  id: z.number(),
  name: z.string(),
  category: z.string(),
  balance: z.string(),
  monthly_payment: z.string().nullable(),
});
export type DisclosureDebt = z.infer<typeof disclosureDebtSchema>;

export const disclosureResponseSchema = z.object({
  month: z.string(),
  income: z.object({
    sources: z.array(incomeSourceDtoSchema),
    deductions: z.array(incomeDeductionDtoSchema),
    monthly_total: z.string(),
  }),
  expenses: z.array(disclosureLineSchema),
  totals: z.object({
    monthly_income: z.string(),
    mandatory_deductions: z.string(),
    net_monthly_income: z.string(),
    monthly_expenses: z.string(),
    difference: z.string(),
  }),
  debts: z.array(disclosureDebtSchema),
  debts_monthly_payments: z.string(),
  assets_total: z.string(),
  debts_total: z.string(),
  /** Attorney fees and court costs recorded as expenses up to the end of the month. */
  legal_fees_paid: z.string(),
  /** What she still owes her attorney, as she said it; null when she has not. */
  legal_fees_owed: z.string().nullable(),
  /** What others pay each month, over every category. */
  paid_by_others_total: z.string(),
});
export type DisclosureResponse = z.infer<typeof disclosureResponseSchema>;

/** What she said about a category: PUT /api/disclosure/proposed's fields, as stored. */
export interface SaidOfCategory {
  amount: string | null;
  basis: ProposedBasis;
  paid_by_others: string | null;
  owed: string | null;
}

export interface StatementRecords {
  month: string;
  /** Month totals by category within averageWindow(month); others are ignored. */
  monthTotals: readonly CategoryMonthTotal[];
  sources: DisclosureResponse['income']['sources'];
  deductions: DisclosureResponse['income']['deductions'];
  /** What she said about each category (the disclosure's lines). */
  proposed: ReadonlyMap<ExpenseCategory, SaidOfCategory>;
  debts: DisclosureDebt[];
  assetsTotal: string;
  debtsTotal: string;
  legalFeesPaid: string;
}

const sumCents = (amounts: readonly string[]) =>
  amounts.reduce((total, amount) => total + requireAmountCents(amount), 0);

/** The statement for a month from the user's records, every figure exact to the cent. */
export function buildStatement(records: StatementRecords): DisclosureResponse {
  const window = new Set(averageWindow(records.month));
  const inWindow = records.monthTotals.filter((total) => window.has(total.month));
  const monthsWithData = new Set(
    inWindow.filter((total) => requireAmountCents(total.amount) > 0).map((total) => total.month),
  ).size;

  const expenses = EXPENSE_CATEGORIES.map((category): DisclosureLine => {
    const ofCategory = inWindow.filter((total) => total.category === category);
    const lastMonth = sumCents(
      ofCategory.filter((total) => total.month === records.month).map((total) => total.amount),
    );
    const windowTotal = sumCents(ofCategory.map((total) => total.amount));
    const average =
      monthsWithData === 0
        ? 0
        : Number(divideRoundingHalfAwayFromZero(BigInt(windowTotal), BigInt(monthsWithData)));
    const said = records.proposed.get(category);
    const proposed = said?.amount ?? null;
    return {
      category,
      last_month: centsToAmountText(lastMonth),
      average_12m: centsToAmountText(average),
      months_with_data: monthsWithData,
      proposed,
      basis: proposed === null ? 'actual' : said!.basis,
      monthly: proposed ?? centsToAmountText(average),
      paid_by_others: said?.paid_by_others ?? null,
    };
  });

  const income = sumCents(records.sources.map((source) => source.monthly_amount));
  const deductions = sumCents(records.deductions.map((deduction) => deduction.monthly_amount));
  const monthlyExpenses = sumCents(expenses.map((line) => line.monthly));
  return {
    month: records.month,
    income: {
      sources: records.sources,
      deductions: records.deductions,
      monthly_total: centsToAmountText(income),
    },
    expenses,
    totals: {
      monthly_income: centsToAmountText(income),
      mandatory_deductions: centsToAmountText(deductions),
      net_monthly_income: centsToAmountText(income - deductions),
      monthly_expenses: centsToAmountText(monthlyExpenses),
      difference: centsToAmountText(income - deductions - monthlyExpenses),
    },
    debts: records.debts,
    debts_monthly_payments: centsToAmountText(
      sumCents(records.debts.map((debt) => debt.monthly_payment ?? '0')),
    ),
    assets_total: records.assetsTotal,
    debts_total: records.debtsTotal,
    legal_fees_paid: records.legalFeesPaid,
    legal_fees_owed: records.proposed.get(OWED_CATEGORY)?.owed ?? null,
    paid_by_others_total: centsToAmountText(
      sumCents(expenses.map((line) => line.paid_by_others ?? '0')),
    ),
  };
}

/** A 'YYYY-MM' as the reader says it: 'October 2026', 'octubre de 2026'. */
export function monthName(month: string, language: Language): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}

/** The month before today's, 'YYYY-MM': the statement's "last month" when none is chosen. */
export function previousMonth(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** One line of FL-150 item 13: the categories copied onto it and their sums. */
export interface Fl150Row {
  /** 'a' … 't'. */
  letter: string;
  /** The form's words for the line. */
  label: string;
  categories: ExpenseCategory[];
  last_month: string;
  average_12m: string;
  /** What to copy onto the form: the lines' figures the totals use, summed. */
  monthly: string;
}

/**
 * The statement's expense lines gathered onto FL-150 item 13's lines a–t, in the form's order:
 * each line sums the categories mapped to it, so the lines add up to monthly_expenses.
 */
export function fl150Rows(lines: readonly DisclosureLine[]): Fl150Row[] {
  return Object.entries(FL150_LINES).map(([letter, label]) => {
    const onLine = lines.filter((line) => fl150Letter(line.category) === letter);
    const sum = (pick: (line: DisclosureLine) => string) =>
      centsToAmountText(sumCents(onLine.map(pick)));
    return {
      letter,
      label,
      categories: onLine.map((line) => line.category),
      last_month: sum((line) => line.last_month),
      average_12m: sum((line) => line.average_12m),
      monthly: sum((line) => line.monthly),
    };
  });
}

/** Whether a line says anything: a figure in the month, the average, hers, or others' share. */
export function lineHasFigures(line: DisclosureLine): boolean {
  return (
    line.proposed !== null ||
    line.paid_by_others !== null ||
    requireAmountCents(line.last_month) !== 0 ||
    requireAmountCents(line.average_12m) !== 0
  );
}
