/**
 * A user's net worth items and their summary. Every query is scoped by the owner's id, so
 * another user's record behaves exactly like a missing one.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type {
  Classification,
  NetworthItemDto,
  NetworthItemValues,
  NetworthSummary,
  Ownership,
} from '@shared/networth';
import { type NetworthItem, networthItems } from '@shared/schema';
import type { AppDatabase } from '../../db/connect';
import { deleteOwnedRecord, ownedBy } from '../../db/owned-records';
import { queryRows } from '../../db/connect';

/** The columns the API returns: never user_id. */
const itemColumns = {
  id: networthItems.id,
  name: networthItems.name,
  classification: networthItems.classification,
  category: networthItems.category,
  ownership: networthItems.ownership,
  value: networthItems.value,
  notes: networthItems.notes,
  isDisputed: networthItems.isDisputed,
  disputeNotes: networthItems.disputeNotes,
  createdAt: networthItems.createdAt,
  updatedAt: networthItems.updatedAt,
};

function toItemDto(row: Omit<NetworthItem, 'userId'>): NetworthItemDto {
  return {
    id: row.id,
    name: row.name,
    // The table's CHECK constraints hold these columns to the listed values.
    classification: row.classification as Classification,
    category: row.category,
    ownership: row.ownership as Ownership,
    value: row.value,
    notes: row.notes,
    is_disputed: row.isDisputed,
    dispute_notes: row.disputeNotes,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The schema's output as columns; it has already dropped dispute notes of an undisputed item. */
function toColumns(values: NetworthItemValues) {
  return {
    name: values.name,
    classification: values.classification,
    category: values.category,
    ownership: values.ownership,
    value: values.value,
    notes: values.notes,
    isDisputed: values.is_disputed,
    disputeNotes: values.is_disputed ? values.dispute_notes : null,
  };
}

/** Newest first. */
export async function findNetworthItemsForUser(
  db: AppDatabase,
  userId: number,
): Promise<NetworthItemDto[]> {
  const rows = await db
    .select(itemColumns)
    .from(networthItems)
    .where(eq(networthItems.userId, userId))
    .orderBy(desc(networthItems.createdAt), desc(networthItems.id));
  return rows.map(toItemDto);
}

/**
 * round(100 × part / total, 1), half up, as a JSON number; 0 when the total is 0. Computed
 * as an exact integer division of tenths, floor((2000·part + total) / (2·total)) / 10, because
 * numeric `/` stops at a finite scale and could tip a value sitting just below a rounding
 * boundary over it. Amounts are never negative, so div()'s truncation is the floor.
 */
function share(part: string, total: string) {
  const p = sql.identifier(part);
  const t = sql.identifier(total);
  return sql`(case when ${t} = 0 then 0 else div(${p} * 2000 + ${t}, ${t} * 2) / 10 end)::float8`;
}

/** Money as the exact two-decimal text ("0.00" too); sums are unbounded numeric. */
function money(column: string) {
  return sql`round(${sql.identifier(column)}, 2)::text`;
}

/** The summary of the user's items, summed exactly by Postgres in one query. */
export async function findNetworthSummaryForUser(
  db: AppDatabase,
  userId: number,
): Promise<NetworthSummary> {
  const { classification, ownership, value } = networthItems;
  const total = (kind: Classification, owner: Ownership) =>
    sql`coalesce(sum(${value}) filter (where ${classification} = ${kind} and ${ownership} = ${owner}), 0)::numeric`;
  const [row] = await queryRows<NetworthSummary>(
    db,
    sql`
      with owners as (
        select
          ${total('asset', 'spouse_1')} as spouse1_assets,
          ${total('asset', 'spouse_2')} as spouse2_assets,
          ${total('asset', 'joint')} as joint_assets,
          ${total('debt', 'spouse_1')} as spouse1_debts,
          ${total('debt', 'spouse_2')} as spouse2_debts,
          ${total('debt', 'joint')} as joint_debts
        from ${networthItems}
        where ${networthItems.userId} = ${userId}
      ),
      totals as (
        select
          owners.*,
          spouse1_assets + spouse2_assets + joint_assets as total_assets,
          spouse1_debts + spouse2_debts + joint_debts as total_debts
        from owners
      )
      select
        ${money('total_assets')} as total_assets,
        ${money('total_debts')} as total_debts,
        round(total_assets - total_debts, 2)::text as net_worth,
        ${money('spouse1_assets')} as spouse1_assets,
        ${money('spouse2_assets')} as spouse2_assets,
        ${money('joint_assets')} as joint_assets,
        ${share('spouse1_assets', 'total_assets')} as spouse1_percentage,
        ${share('spouse2_assets', 'total_assets')} as spouse2_percentage,
        ${share('joint_assets', 'total_assets')} as joint_percentage,
        ${money('spouse1_debts')} as spouse1_debts,
        ${money('spouse2_debts')} as spouse2_debts,
        ${money('joint_debts')} as joint_debts,
        ${share('spouse1_debts', 'total_debts')} as spouse1_debt_percentage,
        ${share('spouse2_debts', 'total_debts')} as spouse2_debt_percentage,
        ${share('joint_debts', 'total_debts')} as joint_debt_percentage
      from totals
    `,
  );
  // An aggregate without GROUP BY always yields exactly one row.
  return row!;
}

export async function createNetworthItem(
  db: AppDatabase,
  userId: number,
  values: NetworthItemValues,
): Promise<NetworthItemDto> {
  const [row] = await db
    .insert(networthItems)
    .values({ userId, ...toColumns(values) })
    .returning(itemColumns);
  return toItemDto(row!);
}

/** Replaces the item's fields. The updated item, or undefined when the user has none by this id. */
export async function updateNetworthItem(
  db: AppDatabase,
  userId: number,
  id: number,
  values: NetworthItemValues,
): Promise<NetworthItemDto | undefined> {
  const [row] = await db
    .update(networthItems)
    // The database clock, like created_at's default, so the two timestamps compare.
    .set({ ...toColumns(values), updatedAt: sql`now()` })
    .where(ownedBy(networthItems, userId, id))
    .returning(itemColumns);
  return row && toItemDto(row);
}

/** Whether an item of this user was deleted. */
export function deleteNetworthItem(db: AppDatabase, userId: number, id: number): Promise<boolean> {
  return deleteOwnedRecord(db, networthItems, userId, id);
}
