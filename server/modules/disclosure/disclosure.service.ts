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
  type ProposedLineValues,
} from '@shared/disclosure';
import { type ExpenseCategory, LEGAL_FEE_CATEGORIES } from '@shared/expense-categories';
import { disclosureLines, expenses, networthItems } from '../../db/schema';
import type { AppDatabase } from '../../db/connect';
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
    .select({ amount: sql<string>`coalesce(sum(${expenses.amount}), 0)::numeric(12,2)::text` })
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
      { amount: row.amount, basis: row.basis as ProposedBasis },
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

/** The proposed figure of a category as PUT /api/disclosure/proposed answers it. */
export interface ProposedLineDto {
  category: ExpenseCategory;
  proposed: string | null;
  basis: ProposedBasis;
}

/**
 * Sets a category's proposed figure (amount null takes it away), with its revision
 * (disclosure_line); the same figure and basis again leaves the log alone.
 */
export async function saveProposedLine(
  db: AppDatabase,
  userId: number,
  { category, amount, basis }: ProposedLineValues,
): Promise<ProposedLineDto> {
  await writeWithRevision(db, userId, async (tx) => {
    const [before] = await tx
      .select()
      .from(disclosureLines)
      .where(and(eq(disclosureLines.userId, userId), eq(disclosureLines.category, category)));
    if (amount === null) {
      if (!before) return null;
      await tx.delete(disclosureLines).where(eq(disclosureLines.id, before.id));
      return { result: null, revisions: [lineRevision('delete', before)] };
    }
    if (before && before.amount === amount && before.basis === basis) return null;
    const [row] = await tx
      .insert(disclosureLines)
      .values({ userId, category, amount, basis })
      .onConflictDoUpdate({
        target: [disclosureLines.userId, disclosureLines.category],
        set: { amount, basis, updatedAt: sql`now()` },
      })
      .returning();
    return { result: null, revisions: [lineRevision(before ? 'update' : 'create', row!)] };
  });
  return { category, proposed: amount, basis: amount === null ? 'actual' : basis };
}

function lineRevision(
  action: 'create' | 'update' | 'delete',
  row: typeof disclosureLines.$inferSelect,
) {
  return {
    entity: 'disclosure_line' as const,
    entityId: row.id,
    action,
    data: {
      id: row.id,
      category: row.category,
      amount: row.amount,
      basis: row.basis,
      updated_at: row.updatedAt.toISOString(),
    },
  };
}
