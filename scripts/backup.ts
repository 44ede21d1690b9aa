/**
 * npm run backup -- [file]
 *
 * One compressed file holding the whole database: the embedded one under PGLITE_DIR (taken
 * from the running server when there is one) or, with DATABASE_URL, a pg_dump. Without a file
 * name it writes backups/fairsplit-<time>.tar.gz (embedded) or .dump (Postgres).
 */
import { statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadDatabaseTarget } from '../server/config';
import { BackupError, backUpPglite, fileStamp, writeBackupFile } from '../server/db/backup';
import { backUpPostgres } from '../server/db/pg-backup';
import { runTool } from './tool';

await runTool(async () => {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length > 1) throw new BackupError('Usage: npm run backup -- [file]');
  const target = loadDatabaseTarget();
  const extension = target.kind === 'pglite' ? 'tar.gz' : 'dump';
  const file = positionals[0] ?? `backups/fairsplit-${fileStamp(new Date())}.${extension}`;

  if (target.kind === 'postgres') {
    await backUpPostgres(target.url, file);
    return `Backed up the Postgres database to ${file} (${size(file)}).`;
  }
  const backup = await backUpPglite(target.dir);
  writeBackupFile(file, backup.bytes);
  const from = backup.server === null ? '' : ` from the running server (pid ${backup.server})`;
  return `Backed up ${target.dir}${from} to ${file} (${size(file)}).`;
});

function size(file: string): string {
  return `${(statSync(file).size / 1_048_576).toFixed(1)} MB`;
}
