/**
 * A user's income sources and mandatory deductions (shared/income.ts). Every query is scoped by
 * the owner's id, so another user's row behaves exactly like a missing one; every write appends
 * its revision (income_source, income_deduction) in the same transaction. Each row is answered
 * with its monthly figure, from the one conversion rule of shared/income.ts.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  type IncomeDeductionDto,
  type IncomeDeductionValues,
  type IncomeFrequency,
  type IncomeResponse,
  type IncomeSourceDto,
  type IncomeSourceValues,
  monthlyAmountText,
} from '@shared/income';
import { sumAmountTexts } from '@shared/money';
import type { EvidenceEntity, RevisionAction } from '@shared/evidence';
import { incomeDeductions, incomeSources } from '../../db/schema';
import type { AppDatabase } from '../../db/connect';
import { writeWithRevision } from '../../db/revisions';

type SourceRow = typeof incomeSources.$inferSelect;
type DeductionRow = typeof incomeDeductions.$inferSelect;

function sourceDto(row: SourceRow): IncomeSourceDto {
  return {
    id: row.id,
    name: row.name,
    type: row.type as IncomeSourceDto['type'],
    amount: row.amount,
    frequency: row.frequency as IncomeFrequency,
    hours_per_week: row.hoursPerWeek,
    last_month: row.lastMonth,
    monthly_amount: monthlyAmountText(
      row.amount,
      row.frequency as IncomeFrequency,
      row.hoursPerWeek,
    ),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function deductionDto(row: DeductionRow): IncomeDeductionDto {
  return {
    id: row.id,
    name: row.name,
    type: row.type as IncomeDeductionDto['type'],
    amount: row.amount,
    frequency: row.frequency as IncomeFrequency,
    monthly_amount: monthlyAmountText(row.amount, row.frequency as IncomeFrequency, null),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** One table's rows of a user, written with their revisions. */
interface IncomeRows<Values, Dto> {
  list(db: AppDatabase, userId: number): Promise<Dto[]>;
  create(db: AppDatabase, userId: number, values: Values): Promise<Dto>;
  /** The updated row, or undefined when the user has none by this id. */
  update(db: AppDatabase, userId: number, id: number, values: Values): Promise<Dto | undefined>;
  remove(db: AppDatabase, userId: number, id: number): Promise<boolean>;
}

function incomeRows<
  Table extends typeof incomeSources | typeof incomeDeductions,
  Values,
  Dto extends { id: number },
>(
  table: Table,
  entity: EvidenceEntity,
  toColumns: (values: Values) => Partial<Table['$inferInsert']>,
  toDto: (row: Table['$inferSelect']) => Dto,
): IncomeRows<Values, Dto> {
  // Drizzle cannot type a query on a table still generic here; one of the two stands in.
  const target = table as typeof incomeSources;
  const owned = (userId: number, id: number) => and(eq(target.id, id), eq(target.userId, userId));
  const recorded = (action: RevisionAction, row: Table['$inferSelect']) => {
    const dto = toDto(row);
    return { result: dto, revisions: [{ entity, entityId: dto.id, action, data: dto }] };
  };
  return {
    async list(db, userId) {
      const rows = await db
        .select()
        .from(target)
        .where(eq(target.userId, userId))
        .orderBy(asc(target.createdAt), asc(target.id));
      return rows.map((row) => toDto(row as Table['$inferSelect']));
    },
    async create(db, userId, values) {
      const created = await writeWithRevision(db, userId, async (tx) => {
        const [row] = await tx
          .insert(target)
          .values({ ...toColumns(values), userId } as typeof incomeSources.$inferInsert)
          .returning();
        return recorded('create', row as Table['$inferSelect']);
      });
      return created!;
    },
    async update(db, userId, id, values) {
      const updated = await writeWithRevision(db, userId, async (tx) => {
        const [row] = await tx
          .update(target)
          .set({ ...toColumns(values), updatedAt: sql`now()` } as Partial<
            typeof incomeSources.$inferInsert
          >)
          .where(owned(userId, id))
          .returning();
        return row ? recorded('update', row as Table['$inferSelect']) : null;
      });
      return updated ?? undefined;
    },
    async remove(db, userId, id) {
      const removed = await writeWithRevision(db, userId, async (tx) => {
        const [row] = await tx.delete(target).where(owned(userId, id)).returning();
        return row ? recorded('delete', row as Table['$inferSelect']) : null;
      });
      return removed !== null;
    },
  };
}

export const incomeSourceRows = incomeRows(
  incomeSources,
  'income_source',
  (values: IncomeSourceValues) => ({
    name: values.name,
    type: values.type,
    amount: values.amount,
    frequency: values.frequency,
    hoursPerWeek: values.hours_per_week,
    lastMonth: values.last_month,
  }),
  sourceDto,
);

export const incomeDeductionRows = incomeRows(
  incomeDeductions,
  'income_deduction',
  (values: IncomeDeductionValues) => ({
    name: values.name,
    type: values.type,
    amount: values.amount,
    frequency: values.frequency,
  }),
  deductionDto,
);

/** GET /api/income: the sources and deductions, and their monthly totals. */
export async function findIncomeForUser(db: AppDatabase, userId: number): Promise<IncomeResponse> {
  const sources = await incomeSourceRows.list(db, userId);
  const deductions = await incomeDeductionRows.list(db, userId);
  return {
    sources,
    deductions,
    monthly_total: sumAmountTexts(sources.map((source) => source.monthly_amount)),
    deductions_total: sumAmountTexts(deductions.map((deduction) => deduction.monthly_amount)),
  };
}
