/**
 * npm run restore -- <file> [--replace]
 *
 * Loads a backup made by `npm run backup` into the database the server would use: the
 * embedded one under PGLITE_DIR, or DATABASE_URL through pg_restore. Refuses while a server
 * uses that database, and refuses to replace existing data unless --replace is given (an
 * embedded database is then kept aside, not deleted).
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadDatabaseTarget } from '../server/config';
import { BackupError, restorePglite } from '../server/db/backup';
import { restorePostgres } from '../server/db/pg-backup';
import { runTool } from './tool';

await runTool(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { replace: { type: 'boolean', default: false } },
  });
  const file = positionals[0];
  if (positionals.length !== 1 || !file) {
    throw new BackupError('Usage: npm run restore -- <file> [--replace]');
  }
  if (!existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  const target = loadDatabaseTarget();

  if (target.kind === 'postgres') {
    await restorePostgres(file, target.url, { replace: values.replace });
    return `Restored ${file} into the Postgres database. Start the servers again.`;
  }
  const { keptAside } = await restorePglite(readFileSync(file), target.dir, {
    replace: values.replace,
  });
  const aside = keptAside ? ` The database that was there is kept in ${keptAside}.` : '';
  return `Restored ${file} into ${target.dir}.${aside} Start the server again.`;
});
