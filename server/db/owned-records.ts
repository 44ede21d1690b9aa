/**
 * Every query on a user's tracker records is scoped by the owner's id, so another user's
 * record behaves exactly like a missing one; every write also appends its revision to the
 * user's evidence log in the same transaction (revisions.ts).
 */
import { and, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { EvidenceEntity, RevisionAction, RevisionData } from '@shared/evidence';
import { documentLinks, type events, type expenses, type networthItems } from './schema';
import type { AppDatabase } from './connect';
import { preparedPerDatabase } from './prepared';
import { writeWithRevision } from './revisions';

type OwnedTable = typeof events | typeof expenses | typeof networthItems;

/** Thrown inside a transaction to roll it back when a record asked for is not there. */
class MissingRecords extends Error {}

/** The record `id`, if `userId` owns it. */
function ownedBy(table: OwnedTable, userId: number, id: number) {
  return and(eq(table.id, id), eq(table.userId, userId));
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
  /** The records' name in the evidence log and in document links. */
  entity: EvidenceEntity;
  list(db: AppDatabase, userId: number): Promise<Dto[]>;
  /**
   * The same list as JSON text, built by Postgres in the query (json_agg), byte for byte what
   * JSON.stringify(list) gives but for one more field at the end of each record:
   * `document_count`, how many documents prove it. The GET routes send it as it is, with no
   * row mapping in JS.
   */
  listJson(db: AppDatabase, userId: number): Promise<string>;
  /** How many documents are attached to the record `id` (0 for one the user does not have). */
  documentCount(db: AppDatabase, userId: number, id: number): Promise<number>;
  create(db: AppDatabase, userId: number, values: Input): Promise<Dto>;
  /** Creates all of `values` or none, in one transaction, each with its revision, in order. */
  createMany(db: AppDatabase, userId: number, values: Input[]): Promise<Dto[]>;
  /** The updated record, or undefined when the user has none by this id. */
  update(db: AppDatabase, userId: number, id: number, values: Update): Promise<Dto | undefined>;
  /** Whether a record of this user was deleted. */
  remove(db: AppDatabase, userId: number, id: number): Promise<boolean>;
  /**
   * Deletes every one of `ids` or none, in one transaction, each with its delete revision (an
   * import undone): false, and nothing deleted, when the user no longer has one of them.
   */
  removeMany(db: AppDatabase, userId: number, ids: readonly number[]): Promise<boolean>;
  /**
   * Puts a deleted record back under its id, from the data its delete revision kept, with a
   * `restore` revision; `precondition` runs first, under the user's chain lock, and may throw.
   */
  restore(
    db: AppDatabase,
    userId: number,
    data: RevisionData,
    precondition: (tx: AppDatabase) => Promise<void>,
  ): Promise<Dto>;
}

/**
 * The records of `table`, listed in `orderBy`, written through `toColumns`, and answered with
 * every column but user_id under its database name, in the table's order, timestamps as ISO
 * text.
 */
export function ownedRecords<T extends OwnedTable, Input, Update = Input>(
  table: T,
  {
    entity,
    orderBy,
    toColumns,
  }: {
    /** The records' name in the evidence log. */
    entity: EvidenceEntity;
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
  const revisionOf = (action: RevisionAction, row: RecordDto<T>) => ({
    entity,
    entityId: row.id as number,
    action,
    data: row as RevisionData,
  });
  const recorded = (action: RevisionAction, row: RecordDto<T>) => ({
    result: row,
    revisions: [revisionOf(action, row)],
  });

  /** A revision's data as columns: the fields the table still has, created_at as a date. */
  const columnsOfData = (data: RevisionData): Partial<RecordColumns<T>> =>
    Object.fromEntries(
      Object.entries(getTableColumns(table))
        .filter(([, column]) => column !== table.userId && column !== table.updatedAt)
        .filter(([, column]) => data[column.name] !== undefined)
        .map(([key, column]) => [
          key,
          column === table.createdAt ? new Date(String(data[column.name])) : data[column.name],
        ]),
    ) as Partial<RecordColumns<T>>;

  // Each column as the DTO has it: timestamps as toISOString() writes them (milliseconds, Z),
  // numerics as their exact text; dates, numbers, booleans, text and null as JSON has them.
  // Written out as compact text, as JSON.stringify writes it (json_build_object adds spaces).
  const jsonFields = sql.join(
    Object.values(getTableColumns(table))
      .filter((column) => column !== table.userId)
      .map((column, index) => {
        const type = column.getSQLType();
        const value = type.startsWith('timestamp')
          ? sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
          : type.startsWith('numeric')
            ? sql`${column}::text`
            : sql`${column}`;
        const key = `${index === 0 ? '{' : ','}"${column.name}":`;
        return sql`${sql.raw(`'${key}'`)} || coalesce(to_json(${value})::text, 'null')`;
      }),
    sql` || `,
  );
  const jsonOrder = sql.join(orderBy, sql`, `);
  // Every GET of the list runs it: prepared (prepared.ts), its long SQL built once. The
  // documents' counts are one grouped scan of the user's links, joined, not a query per row.
  const listJsonQuery = preparedPerDatabase((db) => {
    const counts = db
      .select({
        entityId: documentLinks.entityId,
        count: sql<number>`count(*)::int`.as('document_count'),
      })
      .from(documentLinks)
      .where(
        and(eq(documentLinks.userId, sql.placeholder('userId')), eq(documentLinks.entity, entity)),
      )
      .groupBy(documentLinks.entityId)
      .as('document_counts');
    const countField = sql`',"document_count":' || coalesce(${counts.count}, 0)`;
    return db
      .select({
        json: sql<string>`coalesce('[' || string_agg(${jsonFields} || ${countField} || '}', ',' order by ${jsonOrder}) || ']', '[]')`,
      })
      .from(target)
      .leftJoin(counts, eq(counts.entityId, table.id))
      .where(eq(table.userId, sql.placeholder('userId')))
      .prepare(`${entity}_list_json`);
  });

  return {
    entity,

    async documentCount(db, userId, id) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(documentLinks)
        .where(
          and(
            eq(documentLinks.userId, userId),
            eq(documentLinks.entity, entity),
            eq(documentLinks.entityId, id),
          ),
        );
      return Number(row?.count ?? 0);
    },

    async listJson(db, userId) {
      const [row] = await listJsonQuery(db).execute({ userId });
      return row!.json;
    },

    async list(db, userId) {
      const rows = await db
        .select(columns)
        .from(target)
        .where(eq(table.userId, userId))
        .orderBy(...orderBy);
      return rows.map(toDto);
    },

    async create(db, userId, values) {
      const created = await writeWithRevision(db, userId, async (tx) => {
        const [row] = await tx
          .insert(target)
          .values({ userId, ...toColumns(values) } as typeof events.$inferInsert)
          .returning(columns);
        return recorded('create', toDto(row!));
      });
      return created!;
    },

    async createMany(db, userId, values) {
      const created = await writeWithRevision(db, userId, async (tx) => {
        const rows: RecordDto<T>[] = [];
        // A few thousand rows per statement keeps each under Postgres's bind-parameter limit.
        for (let start = 0; start < values.length; start += 2000) {
          const batch = await tx
            .insert(target)
            .values(
              values
                .slice(start, start + 2000)
                .map((one) => ({ userId, ...toColumns(one) }) as typeof events.$inferInsert),
            )
            .returning(columns);
          rows.push(...batch.map(toDto));
        }
        return { result: rows, revisions: rows.map((row) => revisionOf('create', row)) };
      });
      return created ?? [];
    },

    async update(db, userId, id, values) {
      const updated = await writeWithRevision(db, userId, async (tx) => {
        const [row] = await tx
          .update(target)
          // The database clock, like created_at's default, so the two timestamps compare.
          .set({ ...toColumns(values), updatedAt: sql`now()` })
          .where(ownedBy(table, userId, id))
          .returning(columns);
        return row ? recorded('update', toDto(row)) : null;
      });
      return updated ?? undefined;
    },

    async remove(db, userId, id) {
      const removed = await writeWithRevision(db, userId, async (tx) => {
        // The row as it was: a delete revision keeps what was deleted.
        const [row] = await tx
          .delete(target)
          .where(ownedBy(table, userId, id))
          .returning(columns);
        return row ? recorded('delete', toDto(row)) : null;
      });
      return removed !== null;
    },

    async removeMany(db, userId, ids) {
      const wanted = [...new Set(ids)];
      try {
        await writeWithRevision(db, userId, async (tx) => {
          const rows = await tx
            .delete(target)
            .where(and(eq(table.userId, userId), inArray(table.id, wanted)))
            .returning(columns);
          // One missing and the whole undo is rolled back: it removes exactly the import's rows.
          if (rows.length !== wanted.length) throw new MissingRecords();
          const removed = rows.map(toDto).sort((a, b) => (a.id as number) - (b.id as number));
          return { result: true, revisions: removed.map((row) => revisionOf('delete', row)) };
        });
        return true;
      } catch (error) {
        if (error instanceof MissingRecords) return false;
        throw error;
      }
    },

    async restore(db, userId, data, precondition) {
      const restored = await writeWithRevision(db, userId, async (tx) => {
        await precondition(tx);
        const [row] = await tx
          .insert(target)
          // updated_at takes its default, the time of the restore.
          .values({ ...columnsOfData(data), userId } as typeof events.$inferInsert)
          .returning(columns);
        return recorded('restore', toDto(row!));
      });
      return restored!;
    },
  };
}
