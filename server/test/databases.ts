/**
 * Real databases for API tests: PGlite in memory always, and a throwaway database on the
 * Postgres server named by TEST_DATABASE_URL when it is set (CI sets it). Each call makes a
 * fresh, migrated database, so test files never see each other's rows.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  connectDatabase,
  type DatabaseHandle,
  type DriverName,
  PGLITE_MEMORY,
} from '../db/connect';
import { migrateDatabase } from '../db/migrate';

export const TEST_DRIVERS: DriverName[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestDatabase extends DatabaseHandle {
  /** Closes the handle and drops the throwaway Postgres database. */
  destroy(): Promise<void>;
  /** A connection URL for the same database (Postgres only), for tests that start a server. */
  url: string | null;
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new empty Postgres database (not migrated). */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `fairsplit_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  return {
    url: withDatabaseName(adminUrl, name),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}

export async function createTestDatabase(
  driver: DriverName,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const handle = await connectDatabase({ kind: 'pglite', dir: PGLITE_MEMORY });
    if (migrate) await migrateDatabase(handle);
    return { ...handle, url: null, destroy: () => handle.close() };
  }
  const created = await createPostgresDatabase();
  const handle = await connectDatabase({ kind: 'postgres', url: created.url, poolSize: 5 });
  if (migrate) await migrateDatabase(handle);
  return {
    ...handle,
    url: created.url,
    async destroy() {
      await handle.close();
      await created.drop();
    },
  };
}
