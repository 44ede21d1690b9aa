/**
 * A user's net worth items and their summary. Every query is scoped by the owner's id, so
 * another user's record behaves exactly like a missing one.
 */
import { desc, type SQL, sql } from 'drizzle-orm';
import type {
  Classification,
  NetworthItemDto,
  NetworthItemValues,
  NetworthResponse,
  NetworthSummary,
  Ownership,
} from '@shared/networth';
import { networthItems } from '../../db/schema';
import type { AppDatabase } from '../../db/connect';
import { preparedPerDatabase } from '../../db/prepared';
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
    monthly_payment: monthlyPayment,
    ...values
  }: NetworthItemValues) => ({
    ...values,
    isDisputed,
    disputeNotes: isDisputed ? disputeNotes : null,
    // Undefined (not named): left as they are on an update, the defaults on a create.
    proposedTo,
    splitShare,
    // An asset has none: an item that becomes an asset loses the payment it had as a debt.
    monthlyPayment: values.classification === 'asset' ? null : monthlyPayment,
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
  return sql<number>`(case when ${t} = 0 then 0 else div(${p} * 2000 + ${t}, ${t} * 2) / 10 end)::float8`;
}

/** Money as the exact two-decimal text ("0.00" too); sums are unbounded numeric. */
function money(column: string) {
  return sql<string>`round(${sql.identifier(column)}, 2)::text`;
}

/** The summary of the user's items, summed exactly by Postgres in one query. */
export async function findNetworthSummaryForUser(
  db: AppDatabase,
  userId: number,
): Promise<NetworthSummary> {
  // An aggregate without GROUP BY always yields exactly one row.
  const [row] = await networthSummaryQuery(db).execute({ userId });
  return row!;
}

/** Every GET of the net worth runs it: prepared (db/prepared.ts), its SQL built once. */
const networthSummaryQuery = preparedPerDatabase((db) => {
  const { classification, ownership, value } = networthItems;
  const total = (kind: Classification, owner: Ownership) =>
    sql`coalesce(sum(${value}) filter (where ${classification} = ${kind} and ${ownership} = ${owner}), 0)::numeric`;
  const totals = sql`(
    select
      owners.*,
      spouse1_assets + spouse2_assets + joint_assets as total_assets,
      spouse1_debts + spouse2_debts + joint_debts as total_debts
    from (
      select
        ${total('asset', 'spouse_1')} as spouse1_assets,
        ${total('asset', 'spouse_2')} as spouse2_assets,
        ${total('asset', 'joint')} as joint_assets,
        ${total('debt', 'spouse_1')} as spouse1_debts,
        ${total('debt', 'spouse_2')} as spouse2_debts,
        ${total('debt', 'joint')} as joint_debts
      from ${networthItems}
      where ${networthItems.userId} = ${sql.placeholder('userId')}
    ) as owners
  ) as totals`;
  return db
    .select({
      total_assets: money('total_assets'),
      total_debts: money('total_debts'),
      net_worth: sql<string>`round(total_assets - total_debts, 2)::text`,
      spouse1_assets: money('spouse1_assets'),
      spouse2_assets: money('spouse2_assets'),
      joint_assets: money('joint_assets'),
      spouse1_percentage: share('spouse1_assets', 'total_assets'),
      spouse2_percentage: share('spouse2_assets', 'total_assets'),
      joint_percentage: share('joint_assets', 'total_assets'),
      spouse1_debts: money('spouse1_debts'),
      spouse2_debts: money('spouse2_debts'),
      joint_debts: money('joint_debts'),
      spouse1_debt_percentage: share('spouse1_debts', 'total_debts'),
      spouse2_debt_percentage: share('spouse2_debts', 'total_debts'),
      joint_debt_percentage: share('joint_debts', 'total_debts'),
    } satisfies Record<keyof NetworthSummary, SQL>)
    .from(totals)
    .prepare('networth_summary');
});

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
