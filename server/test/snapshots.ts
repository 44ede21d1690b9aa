/**
 * Fingerprints of stored rows, so a test can show that a rejected request changed nothing:
 * how many rows a table holds, and a checksum over the full text of the rows in id order
 * (every column, timestamps included), taken in the database itself.
 */
import { sql } from 'drizzle-orm';
import { type AppDatabase, queryRows } from '../db/connect';

/** The tables that hold what users entered; `users` and `subscriptions` hold who is premium. */
const DATA_TABLES = [
  'users',
  'subscriptions',
  'local_checkout_sessions',
  'expenses',
  'events',
  'networth_items',
  'revisions',
  'snapshots',
  'division_targets',
  'settlement_scenarios',
] as const;
export type DataTable = (typeof DATA_TABLES)[number];

export interface TableFingerprint {
  /** Rows in the whole table. */
  total: number;
  /** Rows that belong to the user (all rows when no user was named). */
  count: number;
  /** md5 of those rows' text; '' when there are none. */
  checksum: string;
}

/** The column that names a row's owner (the users table is its own owner). */
function ownerColumn(table: DataTable): string {
  return table === 'users' ? 'id' : 'user_id';
}

export async function fingerprintTable(
  db: AppDatabase,
  table: DataTable,
  userId?: number,
): Promise<TableFingerprint> {
  const name = sql.identifier(table);
  const owned =
    userId === undefined ? sql`true` : sql`t.${sql.identifier(ownerColumn(table))} = ${userId}`;
  const [row] = await queryRows<TableFingerprint>(
    db,
    sql`select (select count(*) from ${name})::int as total,
               count(*)::int as count,
               coalesce(md5(string_agg(t::text, E'\n' order by t::text)), '') as checksum
        from ${name} t
        where ${owned}`,
  );
  return row!;
}

/** Every data table's fingerprint, to compare before and after a request that must fail. */
export async function fingerprintDatabase(
  db: AppDatabase,
): Promise<Record<DataTable, TableFingerprint>> {
  const entries = await Promise.all(
    DATA_TABLES.map(async (table) => [table, await fingerprintTable(db, table)] as const),
  );
  return Object.fromEntries(entries) as Record<DataTable, TableFingerprint>;
}
