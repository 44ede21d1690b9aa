/**
 * Backups of a Postgres database (DATABASE_URL) through the PostgreSQL client tools: pg_dump
 * takes a consistent snapshot while servers keep running, pg_restore loads it in one
 * transaction. The password travels in the environment, never on a command line that `ps`
 * shows to every user of the machine.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import pg from 'pg';
import { BackupError } from './backup';
import { APPLICATION_NAME } from './connect';

type Tool = 'pg_dump' | 'pg_restore';

function connectionFor(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const env: Record<string, string> = {};
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env };
}

function run(tool: Tool, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(tool, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) => {
      fail(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} is not installed here. Install the PostgreSQL client tools (Debian and ` +
                'Ubuntu: apt install postgresql-client; their major version must be at least ' +
                "the server's), or use your database provider's backups instead.",
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) done();
      else fail(new BackupError(`${tool} failed:\n${stderr.trim()}`));
    });
  });
}

/** pg_dump's custom format (compressed; pg_restore reads it) into `file`. */
export async function backUpPostgres(url: string, file: string): Promise<void> {
  if (existsSync(file)) {
    throw new BackupError(`${file} already exists; give the backup another name.`);
  }
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  const { dbname, env } = connectionFor(url);
  // pg_dump would create its file under the umask (readable by all, as a rule); it writes into
  // this one instead, made here for the owner alone (see writeBackupFile).
  rmSync(partial, { force: true });
  writeFileSync(partial, '', { mode: 0o600, flag: 'wx' });
  try {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${partial}`, dbname], env);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  renameSync(partial, file);
}

interface TargetState {
  serverConnections: number;
  hasData: boolean;
}

async function inspectTarget(url: string): Promise<TargetState> {
  const client = new pg.Client({ connectionString: url, application_name: 'fairsplit-restore' });
  await client.connect();
  try {
    const { rows } = await client.query<{ connections: number; has_data: boolean }>(
      `select
         (select count(*)::int from pg_stat_activity
           where datname = current_database() and application_name = $1
             and pid <> pg_backend_pid()) as connections,
         exists (select 1 from pg_tables where schemaname = 'public') as has_data`,
      [APPLICATION_NAME],
    );
    return { serverConnections: rows[0]!.connections, hasData: rows[0]!.has_data };
  } finally {
    await client.end();
  }
}

/**
 * Restores a pg_dump file into the database at `url`. Refuses while a Fairsplit server is
 * connected to it, and refuses a database that already has tables unless `replace` is set.
 */
export async function restorePostgres(
  file: string,
  url: string,
  { replace = false }: { replace?: boolean } = {},
): Promise<void> {
  const target = await inspectTarget(url);
  if (target.serverConnections > 0) {
    throw new BackupError(
      `A Fairsplit server is connected to this database (${target.serverConnections} ` +
        'connections). Stop every server before restoring: a restore replaces the tables under it.',
    );
  }
  if (target.hasData && !replace) {
    throw new BackupError(
      'This database already has tables, and a restore would replace them. Restore into a new ' +
        'empty database, or run the restore again with --replace to drop and recreate them.',
    );
  }
  const { dbname, env } = connectionFor(url);
  await run(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
}
