/**
 * The financial disclosure of a user for a month (shared/disclosure.ts): the month totals of her
 * expenses by category, her income, her proposed figures and her debts, read in a few grouped
 * queries and put together by buildStatement, the one place its figures are computed.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  averageWindowDates,
  buildStatement,
  type CategoryMonthTotal,
  type DisclosureResponse,
  type ProposedBasis,
  type ProposedLineResponse,
  type ProposedLineValues,
} from '@shared/disclosure';
import { CSV_BOM, csvRecord, userText } from '@shared/csv';
import {
  type ExpenseCategory,
  expenseCategoryList,
  expenseCategoryName,
  LEGAL_FEE_CATEGORIES,
} from '@shared/expense-categories';
import {
  disclosureLines,
  expenses,
  incomeDeductions,
  incomeSources,
  networthItems,
} from '../../db/schema';
import { type AppDatabase, queryRows } from '../../db/connect';
import { writeWithRevision } from '../../db/revisions';
import { findIncomeForUser } from '../income/income.service';
import { findNetworthSummaryForUser } from '../networth/networth.service';

/** The statement for `month` ('YYYY-MM') from the user's records. */
export async function findDisclosureForUser(
  db: AppDatabase,
  userId: number,
  month: string,
): Promise<DisclosureResponse> {
  const [from, to] = averageWindowDates(month);
  const monthOf = sql<string>`to_char(${expenses.date}, 'YYYY-MM')`;
  const monthTotals = (await db
    .select({
      category: expenses.category,
      month: monthOf,
      amount: sql<string>`sum(${expenses.amount})::text`,
    })
    .from(expenses)
    .where(and(eq(expenses.userId, userId), sql`${expenses.date} between ${from} and ${to}`))
    .groupBy(expenses.category, monthOf)) as CategoryMonthTotal[];

  const [legal] = await db
    .select({ amount: sql<string>`coalesce(sum(${expenses.amount}), 0.00)::text` })
    .from(expenses)
    .where(
      and(
        eq(expenses.userId, userId),
        inArray(expenses.category, [...LEGAL_FEE_CATEGORIES]),
        lte(expenses.date, to),
      ),
    );

  const proposedRows = await db
    .select()
    .from(disclosureLines)
    .where(eq(disclosureLines.userId, userId));
  const proposed = new Map(
    proposedRows.map((row) => [
      row.category as ExpenseCategory,
      {
        amount: row.amount,
        basis: row.basis as ProposedBasis,
        paid_by_others: row.paidByOthers,
        owed: row.owed,
      },
    ]),
  );

  const debts = await db
    .select({
      id: networthItems.id,
      name: networthItems.name,
      category: networthItems.category,
      balance: networthItems.value,
      monthly_payment: networthItems.monthlyPayment,
    })
    .from(networthItems)
    .where(and(eq(networthItems.userId, userId), eq(networthItems.classification, 'debt')))
    .orderBy(asc(networthItems.createdAt), asc(networthItems.id));

  const income = await findIncomeForUser(db, userId);
  const summary = await findNetworthSummaryForUser(db, userId);
  return buildStatement({
    month,
    monthTotals,
    sources: income.sources,
    deductions: income.deductions,
    proposed,
    debts,
    assetsTotal: summary.total_assets,
    debtsTotal: summary.total_debts,
    legalFeesPaid: legal!.amount,
  });
}

/** Whether she has begun her disclosure: an income source, a deduction or a proposed figure. */
export async function hasDisclosureRecords(db: AppDatabase, userId: number): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from ${incomeSources} where ${incomeSources.userId} = ${userId})
        or exists (select 1 from ${incomeDeductions} where ${incomeDeductions.userId} = ${userId})
        or exists (select 1 from ${disclosureLines} where ${disclosureLines.userId} = ${userId})
        as found`,
  );
  return row?.found === true;
}

/** The user's proposed figures, by category, as the data download lists them. */
export async function listProposedLines(
  db: AppDatabase,
  userId: number,
): Promise<ReturnType<typeof lineData>[]> {
  const rows = await db
    .select()
    .from(disclosureLines)
    .where(eq(disclosureLines.userId, userId))
    .orderBy(asc(disclosureLines.category));
  return rows.map(lineData);
}

/** What she says about a category, as PUT /api/disclosure/proposed answers it. */
export type ProposedLineDto = ProposedLineResponse;

/**
 * Sets what she says about a category as a whole (her figure and its basis, what others pay,
 * what she still owes), with its revision (disclosure_line); all three null take the line away,
 * and the same values again leave the log alone. A line without her own figure keeps the basis
 * 'actual': it goes by its records.
 */
export async function saveProposedLine(
  db: AppDatabase,
  userId: number,
  line: ProposedLineValues,
): Promise<ProposedLineDto> {
  const { category, amount, paid_by_others: paidByOthers, owed } = line;
  const basis = amount === null ? 'actual' : line.basis;
  await writeWithRevision(db, userId, async (tx) => {
    const [before] = await tx
      .select()
      .from(disclosureLines)
      .where(and(eq(disclosureLines.userId, userId), eq(disclosureLines.category, category)));
    if (amount === null && paidByOthers === null && owed === null) {
      if (!before) return null;
      await tx.delete(disclosureLines).where(eq(disclosureLines.id, before.id));
      return { result: null, revisions: [lineRevision('delete', before)] };
    }
    const values = { amount, basis, paidByOthers, owed };
    if (
      before &&
      before.amount === amount &&
      before.basis === basis &&
      before.paidByOthers === paidByOthers &&
      before.owed === owed
    ) {
      return null;
    }
    const [row] = await tx
      .insert(disclosureLines)
      .values({ userId, category, ...values })
      .onConflictDoUpdate({
        target: [disclosureLines.userId, disclosureLines.category],
        set: { ...values, updatedAt: sql`now()` },
      })
      .returning();
    return { result: null, revisions: [lineRevision(before ? 'update' : 'create', row!)] };
  });
  return { category, proposed: amount, basis, paid_by_others: paidByOthers, owed };
}

/** A proposed figure as its revision and the data download hold it. */
function lineData(row: typeof disclosureLines.$inferSelect) {
  return {
    id: row.id,
    category: row.category,
    amount: row.amount,
    basis: row.basis,
    paid_by_others: row.paidByOthers,
    owed: row.owed,
    updated_at: row.updatedAt.toISOString(),
  };
}

function lineRevision(
  action: 'create' | 'update' | 'delete',
  row: typeof disclosureLines.$inferSelect,
) {
  return { entity: 'disclosure_line' as const, entityId: row.id, action, data: lineData(row) };
}

const DISCLOSURE_CSV_HEADERS = [
  'Month',
  'Section',
  'Item',
  'FL-150 line',
  'Last month',
  '12-month average',
  'Proposed',
  'Basis',
  'Paid by others',
  'Balance',
  'Monthly',
] as const;

type CsvLine = Partial<Record<(typeof DISCLOSURE_CSV_HEADERS)[number], string>>;

/**
 * The statement as CSV: stable English headers and words, like every export, so a file made in
 * one language reads the same in the other; money as plain decimals; one record per income
 * source, deduction, expense category, debt and total, each naming the month.
 */
export function disclosureCsv(statement: DisclosureResponse): string {
  const { totals } = statement;
  const total = (item: string, monthly: string): CsvLine => ({
    Section: 'Total',
    Item: item,
    Monthly: monthly,
  });
  const lines: CsvLine[] = [
    ...statement.income.sources.map((source) => ({
      Section: 'Income',
      Item: userText(source.name),
      'Last month': source.last_month ?? source.monthly_amount,
      Monthly: source.monthly_amount,
    })),
    ...statement.income.deductions.map((deduction) => ({
      Section: 'Mandatory deduction',
      Item: userText(deduction.name),
      Monthly: deduction.monthly_amount,
    })),
    ...statement.expenses.map((expense) => ({
      Section: 'Expense',
      Item: expenseCategoryName(expense.category),
      'FL-150 line': FL150_LINE_BY_CATEGORY.get(expense.category) ?? '',
      'Last month': expense.last_month,
      '12-month average': expense.average_12m,
      Proposed: expense.proposed ?? '',
      Basis: expense.basis,
      'Paid by others': expense.paid_by_others ?? '',
      Monthly: expense.monthly,
    })),
    ...statement.debts.map((debt) => ({
      Section: 'Debt',
      Item: userText(debt.name),
      Balance: debt.balance,
      Monthly: debt.monthly_payment ?? '',
    })),
    total('Monthly income (gross)', totals.monthly_income),
    total('Mandatory deductions', totals.mandatory_deductions),
    total('Net monthly income', totals.net_monthly_income),
    total('Monthly expenses', totals.monthly_expenses),
    total('Net income minus expenses', totals.difference),
    total('Debts: monthly payments', statement.debts_monthly_payments),
    { Section: 'Total', Item: 'Paid by others', 'Paid by others': statement.paid_by_others_total },
    { Section: 'Total', Item: 'Debts', Balance: statement.debts_total },
    { Section: 'Total', Item: 'Assets', Balance: statement.assets_total },
    {
      Section: 'Total',
      Item: 'Attorney fees and court costs paid',
      Balance: statement.legal_fees_paid,
    },
    {
      Section: 'Total',
      Item: 'Attorney fees still owed',
      Balance: statement.legal_fees_owed ?? '',
    },
  ];
  return (
    CSV_BOM +
    csvRecord([...DISCLOSURE_CSV_HEADERS]) +
    lines
      .map((line) =>
        csvRecord(
          DISCLOSURE_CSV_HEADERS.map((header) =>
            header === 'Month' ? statement.month : (line[header] ?? ''),
          ),
        ),
      )
      .join('')
  );
}

const FL150_LINE_BY_CATEGORY = new Map(
  expenseCategoryList().map((category) => [category.id, category.fl150_line]),
);
