import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle, Schema } from './connect';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../migrations', import.meta.url));

/**
 * Applies the SQL in migrations/ that this database has not seen yet. Drizzle records each
 * applied migration, so a second boot applies nothing; on Postgres an advisory lock keeps two
 * instances booting together from racing.
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  migrationsFolder = MIGRATIONS_FOLDER,
): Promise<void> {
  await handle.withMigrationLock(async (db) => {
    if (handle.driver === 'postgres') {
      await migratePg(db as unknown as NodePgDatabase<Schema>, {
        migrationsFolder,
      });
    } else {
      await migratePglite(db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
    }
  });
}
