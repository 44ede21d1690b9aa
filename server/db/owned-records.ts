/**
 * Every query on a user's tracker records is scoped by the owner's id, so another user's
 * record behaves exactly like a missing one.
 */
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { events, expenses, networthItems } from '@shared/schema';
import type { AppDatabase } from './connect';

type OwnedTable = typeof events | typeof expenses | typeof networthItems;

/** The record `id`, if `userId` owns it. */
function ownedBy(table: OwnedTable, userId: number, id: number) {
  return and(eq(table.id, id), eq(table.userId, userId));
}

/** Whether a record of this user was deleted. */
async function deleteOwnedRecord(
  db: AppDatabase,
  table: OwnedTable,
  userId: number,
  id: number,
): Promise<boolean> {
  const rows = await db
    .delete(table)
    .where(ownedBy(table, userId, id))
    .returning({ id: table.id });
  return rows.length > 0;
}

/** 'concernLevel' → 'concern_level': a column's property name as the database names it. */
type SnakeCase<Name extends string> = Name extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : Name;

/** A row as the API answers it: every column but user_id, under its database name. */
export type RecordDto<T extends OwnedTable> = {
  [
    Key in Exclude<keyof T['$inferSelect'], 'userId'> & string as SnakeCase<Key>
  ]: T['$inferSelect'][Key] extends Date ? string : T['$inferSelect'][Key];
};

/** The columns a create or update writes (an update leaves an undefined one as it is). */
type RecordColumns<T extends OwnedTable> = Omit<
  T['$inferInsert'],
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;

/** One user's records of a tracker: what its router asks of its service. */
export interface OwnedRecords<Input, Update, Dto> {
  list(db: AppDatabase, userId: number): Promise<Dto[]>;
  create(db: AppDatabase, userId: number, values: Input): Promise<Dto>;
  /** The updated record, or undefined when the user has none by this id. */
  update(db: AppDatabase, userId: number, id: number, values: Update): Promise<Dto | undefined>;
  /** Whether a record of this user was deleted. */
  remove(db: AppDatabase, userId: number, id: number): Promise<boolean>;
}

/**
 * The records of `table`, listed in `orderBy`, written through `toColumns`, and answered with
 * every column but user_id under its database name, in the table's order, timestamps as ISO
 * text.
 */
export function ownedRecords<T extends OwnedTable, Input, Update = Input>(
  table: T,
  {
    orderBy,
    toColumns,
  }: {
    orderBy: SQL[];
    /** The schema's output as columns; undefined ones are left out of an update. */
    toColumns: (values: Input | Update) => Partial<RecordColumns<T>>;
  },
): OwnedRecords<Input, Update, RecordDto<T>> {
  // Selected under their database names, so a row is the answer but for its timestamps.
  const columns = Object.fromEntries(
    Object.values(getTableColumns(table))
      .filter((column) => column !== table.userId)
      .map((column) => [column.name, column]),
  );
  const toDto = (row: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(row).map(([name, value]) => [
        name,
        value instanceof Date ? value.toISOString() : value,
      ]),
    ) as RecordDto<T>;
  // Drizzle cannot type a query on a table still generic here, so one of the three stands in
  // for its builders; RecordColumns and RecordDto keep the values and rows typed instead.
  const target = table as OwnedTable as typeof events;

  return {
    async list(db, userId) {
      const rows = await db
        .select(columns)
        .from(target)
        .where(eq(table.userId, userId))
        .orderBy(...orderBy);
      return rows.map(toDto);
    },

    async create(db, userId, values) {
      const [row] = await db
        .insert(target)
        .values({ userId, ...toColumns(values) } as typeof events.$inferInsert)
        .returning(columns);
      return toDto(row!);
    },

    async update(db, userId, id, values) {
      const [row] = await db
        .update(target)
        // The database clock, like created_at's default, so the two timestamps compare.
        .set({ ...toColumns(values), updatedAt: sql`now()` })
        .where(ownedBy(table, userId, id))
        .returning(columns);
      return row && toDto(row);
    },

    remove: (db, userId, id) => deleteOwnedRecord(db, table, userId, id),
  };
}
