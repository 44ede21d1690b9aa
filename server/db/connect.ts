/**
 * The database handle: node-postgres when DATABASE_URL is set, otherwise PGlite (Postgres
 * compiled to WASM) persisted in a local directory, or in memory for tests.
 */
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';
import { checkDataDirPrivate, makeDataDirPrivate } from './data-dir';
import { type DirLock, lockDirectory } from './lock';

export type Schema = typeof schema;
export type AppDatabase = PgDatabase<PgQueryResultHKT, Schema>;
export type DriverName = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: AppDatabase;
  driver: DriverName;
  /** Runs `fn` while holding a cluster-wide lock (serialises migrations across instances). */
  withMigrationLock<T>(fn: (db: AppDatabase) => Promise<T>): Promise<T>;
  /**
   * The embedded database's files as one gzip tar, taken between two queries (a consistent,
   * crash-safe copy); null on Postgres, which pg_dump backs up.
   */
  dump: (() => Promise<Uint8Array>) | null;
  close(): Promise<void>;
}

/** How a Fairsplit server names its Postgres connections, so a restore can see one is running. */
export const APPLICATION_NAME = 'fairsplit';

export type DatabaseTarget =
  { kind: 'postgres'; url: string; poolSize?: number } | { kind: 'pglite'; dir: string };

export const PGLITE_MEMORY = 'memory://';

// Any constant works; it only has to be the same in every instance.
const MIGRATION_LOCK_KEY = 724_311_001;

export async function connectDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'postgres'
    ? connectPostgres(target.url, target.poolSize ?? 10)
    : connectPglite(target.dir);
}

async function connectPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    application_name: APPLICATION_NAME,
  });
  // An idle client losing its connection (a Postgres restart, a failover) must not crash the
  // process: the pool drops that client and the next query opens a new connection.
  pool.on('error', (error) => {
    process.stderr.write(`Postgres connection lost (the pool will reconnect): ${error.message}\n`);
  });
  // Fail at boot, with the driver's message, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema }) as unknown as AppDatabase;
  return {
    db,
    driver: 'postgres',
    async withMigrationLock(fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          return await fn(drizzlePg({ client, schema }) as unknown as AppDatabase);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    dump: null,
    close: () => pool.end(),
  };
}

async function connectPglite(dir: string): Promise<DatabaseHandle> {
  const inMemory = dir === PGLITE_MEMORY;
  if (!inMemory) checkDataDirPrivate(dir);
  const lock: DirLock | null = inMemory ? null : lockDirectory(dir);
  let client: PGlite | undefined;
  try {
    client = await PGlite.create(inMemory ? undefined : join(dir, 'pgdata'));
    if (!inMemory) makeDataDirPrivate(dir);
  } catch (error) {
    await client?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as AppDatabase;
  return {
    db,
    driver: 'pglite',
    // A PGlite database has exactly one connection: nothing else can race the migration.
    withMigrationLock: (fn) => fn(db),
    async dump() {
      const tar = await client.dumpDataDir('gzip');
      return new Uint8Array(await tar.arrayBuffer());
    },
    async close() {
      try {
        await client.close();
        // Postgres may rewrite a file readable by all while it runs (its relation cache).
        if (!inMemory) makeDataDirPrivate(dir);
      } finally {
        lock?.release();
      }
    },
  };
}

/** Raw SQL returning rows; both drivers answer `{ rows }`. */
export async function queryRows<Row>(db: AppDatabase, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}
