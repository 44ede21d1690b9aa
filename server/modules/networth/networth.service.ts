/**
 * A user's net worth items and their summary. Every query is scoped by the owner's id, so
 * another user's record behaves exactly like a missing one.
 */
import { desc, sql } from 'drizzle-orm';
import type {
  Classification,
  NetworthItemDto,
  NetworthItemValues,
  NetworthResponse,
  NetworthSummary,
  Ownership,
} from '@shared/networth';
import { networthItems } from '@shared/schema';
import { type AppDatabase, queryRows } from '../../db/connect';
import { type OwnedRecords, ownedRecords } from '../../db/owned-records';

/**
 * A user's net worth items, as the net worth router serves them. An item is written with the
 * schema's output as columns; it has already dropped dispute notes of an undisputed item.
 */
export const networthItemRecords = ownedRecords(networthItems, {
  entity: 'networth_item',
  orderBy: [desc(networthItems.createdAt), desc(networthItems.id)],
  toColumns: ({
    is_disputed: isDisputed,
    dispute_notes: disputeNotes,
    proposed_to: proposedTo,
    split_share: splitShare,
    ...values
  }: NetworthItemValues) => ({
    ...values,
    isDisputed,
    disputeNotes: isDisputed ? disputeNotes : null,
    // Undefined (not named): left as they are on an update, the defaults on a create.
    proposedTo,
    splitShare,
  }),
  // The table's CHECK constraints hold classification and ownership to the listed values.
}) as OwnedRecords<NetworthItemValues, NetworthItemValues, NetworthItemDto>;

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

/** GET /api/networth's answer as JSON text: the items as Postgres builds them, the summary. */
export async function findNetworthJsonForUser(db: AppDatabase, userId: number): Promise<string> {
  const [items, summary] = await Promise.all([
    networthItemRecords.listJson(db, userId),
    findNetworthSummaryForUser(db, userId),
  ]);
  return `{"items":${items},"summary":${JSON.stringify(summary)}}`;
}

/** GET /api/networth's answer: the user's items and their summary. */
export async function findNetworthForUser(
  db: AppDatabase,
  userId: number,
): Promise<NetworthResponse> {
  const [items, summary] = await Promise.all([
    networthItemRecords.list(db, userId),
    findNetworthSummaryForUser(db, userId),
  ]);
  return { items, summary };
}
