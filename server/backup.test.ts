/**
 * Backups (docs/decisions/013-backups.md): `npm run backup` copies the embedded database while a
 * server runs on it, `npm run restore` loads the copy into an empty directory, and a server started
 * there has every row of every table. Restore refuses a directory a server holds and one that
 * already has a database. The same commands drive pg_dump and pg_restore with DATABASE_URL.
 */
import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { BackupError, checkBackup, restorePglite } from './db/backup';
import { APPLICATION_NAME, connectDatabase, queryRows, type AppDatabase } from './db/connect';
import { checkIntegrity } from './modules/evidence/evidence.service';
import { createPostgresDatabase, createTestDatabase } from './test/databases';
import { BrowserLikeClient, serverUrl, startServer } from './test/process';

const ROOT = new URL('..', import.meta.url);

interface ToolRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

function tool(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return new Promise<ToolRun>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Every row of every table (the app's and the migration journal), in a stable order. */
async function everyTable(db: AppDatabase): Promise<Record<string, unknown[]>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_schema || '.' || table_name as name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'
        order by 1`,
  );
  const contents: Record<string, unknown[]> = {};
  for (const { name } of tables) {
    const [schema, table] = name.split('.') as [string, string];
    contents[name] = await queryRows(
      db,
      sql`select * from ${sql.identifier(schema)}.${sql.identifier(table)} as t order by t::text`,
    );
  }
  return contents;
}

async function tablesOf(dir: string): Promise<Record<string, unknown[]>> {
  const handle = await connectDatabase({ kind: 'pglite', dir });
  try {
    return await everyTable(handle.db);
  } finally {
    await handle.close();
  }
}

const PASSWORD = 'Correct-horse-battery-9';

/** A premium user with something in every kind of record, as the app writes them. */
async function addCase(client: BrowserLikeClient): Promise<void> {
  await client.signUp('backup@example.com', PASSWORD);
  await client.upgrade();
  const ok = async (method: string, path: string, body?: unknown) => {
    const response = await client.api(method, path, body);
    expect(response.status, `${method} ${path}`).toBeLessThan(300);
    return response.status === 204 ? null : response.json();
  };
  const expense = await ok('POST', '/api/expenses', {
    name: 'Retainer',
    amount: 900,
    date: '2026-01-02',
  });
  await ok('PUT', `/api/expenses/${expense.id}`, {
    name: 'Retainer',
    amount: 950,
    date: '2026-01-02',
  });
  const gone = await ok('POST', '/api/expenses', {
    name: 'Parking',
    amount: 12,
    date: '2026-01-03',
  });
  await ok('DELETE', `/api/expenses/${gone.id}`);
  await ok('POST', '/api/events', { description: 'Hearing', date: '2026-02-03', party: 'judge' });
  await ok('POST', '/api/networth', {
    name: 'House',
    classification: 'asset',
    category: 'real_estate',
    ownership: 'joint',
    value: 300000,
    proposed_to: 'spouse_1',
  });
  await ok('PUT', '/api/networth/division', { target_share: 60 });
  const report = await client.api('POST', '/api/exports/networth-report', { time_zone: 'UTC' });
  expect(report.status).toBe(200);
  await ok('POST', '/api/shares', { label: 'My attorney', scopes: ['expenses'] });
}

describe('backing up the embedded database', { timeout: 240_000 }, () => {
  const root = mkdtempSync(join(tmpdir(), 'fairsplit-backup-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const original = join(root, 'original');
  const restored = join(root, 'restored');
  const file = join(root, 'case.tar.gz');

  it('backs up a running server, restores into an empty directory, and a server there has every row', async () => {
    const first = startServer({ PGLITE_DIR: original });
    const client = new BrowserLikeClient(await serverUrl(first));
    await addCase(client);
    const expensesBefore = await (await client.api('GET', '/api/expenses')).json();

    const backup = await tool('backup', [file], { PGLITE_DIR: original });
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toMatch(
      new RegExp(
        `^Backed up ${original} from the running server \\(pid ${first.child.pid}\\) to ${file} \\(\\d+\\.\\d MB\\)\\.\n$`,
      ),
    );
    expect(backup.code).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const overLiveServer = await tool('restore', [file, '--replace'], { PGLITE_DIR: original });
    expect(overLiveServer.code).toBe(1);
    expect(overLiveServer.stderr).toBe(
      `A Fairsplit server (pid ${first.child.pid}) is using ${original}. Stop it before restoring: ` +
        'a restore replaces the database under it.\n',
    );

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const restore = await tool('restore', [file], { PGLITE_DIR: restored });
    expect(restore.stdout).toBe(`Restored ${file} into ${restored}. Start the server again.\n`);
    expect(restore.code).toBe(0);

    const tables = await tablesOf(restored);
    expect(tables).toEqual(await tablesOf(original));
    for (const table of [
      'users',
      'expenses',
      'events',
      'networth_items',
      'revisions',
      'snapshots',
      'shares',
    ]) {
      expect(tables[`public.${table}`], table).not.toHaveLength(0);
    }

    const second = startServer({ PGLITE_DIR: restored });
    const again = new BrowserLikeClient(await serverUrl(second));
    await again.signIn('backup@example.com', PASSWORD);
    expect(await (await again.api('GET', '/api/expenses')).json()).toEqual(expensesBefore);
    expect(await (await again.api('GET', '/api/integrity')).json()).toMatchObject({ valid: true });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it('refuses to restore over a database unless told to, and then keeps the old one aside', async () => {
    const refused = await tool('restore', [file], { PGLITE_DIR: restored });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      `${restored} already holds a database, and a restore would replace it. To restore anyway, ` +
        'run the restore again with --replace; the current database is then kept in the same ' +
        'directory under another name, not deleted.\n',
    );

    const replaced = await tool('restore', [file, '--replace'], { PGLITE_DIR: restored });
    expect(replaced.code).toBe(0);
    const aside = /kept in (\S+)\. Start/.exec(replaced.stdout)?.[1];
    expect(aside).toMatch(/pgdata\.before-restore-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/);
    expect(existsSync(join(aside!, 'PG_VERSION'))).toBe(true);
  });

  it('refuses a file that is not a backup, and backs up a stopped server by itself', async () => {
    const notABackup = join(root, 'notes.txt');
    writeFileSync(notABackup, 'not a database');
    const refused = await tool('restore', [notABackup], { PGLITE_DIR: join(root, 'empty') });
    expect(refused.stderr).toBe('This file is not a Fairsplit backup of the embedded database.\n');
    expect(refused.code).toBe(1);
    expect(existsSync(join(root, 'empty', 'pgdata'))).toBe(false);
    const gzipOfSomethingElse = join(root, 'other.tar.gz');
    writeFileSync(gzipOfSomethingElse, gzipSync('also not a database'));
    expect(() => checkBackup(readFileSync(gzipOfSomethingElse))).toThrow(
      'This file is not a Fairsplit backup of the embedded database.',
    );

    const offline = join(root, 'offline.tar.gz');
    const backup = await tool('backup', [offline], { PGLITE_DIR: restored });
    expect(backup.stdout).toBe(
      `Backed up ${restored} to ${offline} (${(statSync(offline).size / 1_048_576).toFixed(1)} MB).\n`,
    );
    expect(() => checkBackup(readFileSync(offline))).not.toThrow();

    const again = await tool('backup', [offline], { PGLITE_DIR: restored });
    expect(again.stderr).toBe(`${offline} already exists; give the backup another name.\n`);
    const nothing = await tool('backup', [join(root, 'x.tar.gz')], {
      PGLITE_DIR: join(root, 'none'),
    });
    expect(nothing.stderr).toBe(
      `There is no database in ${join(root, 'none')} to back up (set PGLITE_DIR?).\n`,
    );
  });

  it('takes a consistent copy while the server is writing', async () => {
    const server = startServer({ PGLITE_DIR: restored });
    const client = new BrowserLikeClient(await serverUrl(server));
    await client.signIn('backup@example.com', PASSWORD);
    let writing = true;
    const writer = async () => {
      while (writing) {
        const response = await client.api('POST', '/api/expenses', {
          name: 'During the backup',
          amount: 1.5,
          date: '2026-03-04',
        });
        expect(response.status).toBe(201);
      }
    };
    const writers = [writer(), writer(), writer()];
    const busyFile = join(root, 'busy.tar.gz');
    const backup = await tool('backup', [busyFile], { PGLITE_DIR: restored });
    writing = false;
    await Promise.all(writers);
    expect(backup.code).toBe(0);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const copy = join(root, 'busy');
    await restorePglite(readFileSync(busyFile), copy);
    const handle = await connectDatabase({ kind: 'pglite', dir: copy });
    try {
      const [user] = await queryRows<{ id: number }>(handle.db, sql`select id from users`);
      const chain = await checkIntegrity(handle.db, user!.id);
      expect(chain.valid).toBe(true);
      // Every expense in the copy has its revision, and every live revision its expense.
      const [orphans] = await queryRows<{ rows: number; revisions: number; during: number }>(
        handle.db,
        sql`select
              (select count(*)::int from expenses e where not exists (
                 select 1 from revisions r where r.entity = 'expense' and r.entity_id = e.id)) as rows,
              (select count(*)::int from (
                 select distinct on (entity_id) entity_id, action from revisions
                 where entity = 'expense' order by entity_id, seq desc) last
               where last.action <> 'delete'
                 and not exists (select 1 from expenses e where e.id = last.entity_id)) as revisions,
              (select count(*)::int from expenses where name = 'During the backup') as during`,
      );
      expect(orphans).toMatchObject({ rows: 0, revisions: 0 });
      expect(orphans!.during).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
  });

  it.skipIf(process.platform === 'win32')(
    'refuses a data directory other users can open, saying which chmod closes it',
    async () => {
      const open = join(root, 'open');
      mkdirSync(join(open, 'pgdata'), { recursive: true });
      writeFileSync(join(open, 'pgdata', 'PG_VERSION'), '17\n');
      chmodSync(open, 0o755);
      const advice =
        `The data directory ${open} can be opened by other users of this machine (its mode is ` +
        "0755): they could read the database, which holds users' email addresses and the " +
        'sign-in key, or change it. Make it yours alone, then start again:\n' +
        `  chmod -R go-rwx ${open}\n`;

      const backup = await tool('backup', [join(root, 'from-open.tar.gz')], { PGLITE_DIR: open });
      expect(backup.stderr).toBe(advice);
      expect(backup.code).toBe(1);
      const restore = await tool('restore', [file, '--replace'], { PGLITE_DIR: open });
      expect(restore.stderr).toBe(advice);
      expect(restore.code).toBe(1);
    },
  );

  it('says a restore over a held directory is refused, in the library too', async () => {
    const dir = join(root, 'held');
    const handle = await connectDatabase({ kind: 'pglite', dir });
    try {
      await expect(restorePglite(readFileSync(file), dir)).rejects.toThrow(BackupError);
    } finally {
      await handle.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('backing up Postgres', { timeout: 120_000 }, () => {
  const root = mkdtempSync(join(tmpdir(), 'fairsplit-pg-backup-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('dumps with pg_dump and restores with pg_restore, refusing a database in use or with data', async () => {
    const source = await createTestDatabase('postgres');
    const target = await createPostgresDatabase();
    const file = join(root, 'case.dump');
    try {
      await source.db.execute(
        sql`insert into users (auth_user_id, username, email) values (gen_random_uuid(), 'm', 'm@example.com')`,
      );
      const backup = await tool('backup', [file], { DATABASE_URL: source.url! });
      expect(backup.stderr).toBe('');
      expect(backup.stdout).toMatch(
        /^Backed up the Postgres database to .+case\.dump \(\d+\.\d MB\)\.\n$/,
      );
      // The whole database: its owner's alone, whatever umask the tool was started with.
      expect(statSync(file).mode & 0o777).toBe(0o600);

      // A connection named as a server's pool names its own, held open for the check (the
      // pool itself may have closed its idle ones while pg_dump ran).
      const server = new pg.Client({
        connectionString: source.url!,
        application_name: APPLICATION_NAME,
      });
      await server.connect();
      try {
        const inUse = await tool('restore', [file, '--replace'], { DATABASE_URL: source.url! });
        expect(inUse.stderr).toMatch(
          /^A Fairsplit server is connected to this database \(\d+ connections\)\. Stop every server before restoring/,
        );
        expect(inUse.code).toBe(1);
      } finally {
        await server.end();
      }

      const restore = await tool('restore', [file], { DATABASE_URL: target.url });
      expect(restore.stderr).toBe('');
      expect(restore.stdout).toBe(
        `Restored ${file} into the Postgres database. Start the servers again.\n`,
      );

      const copy = await connectDatabase({ kind: 'postgres', url: target.url, poolSize: 1 });
      try {
        expect(await everyTable(copy.db)).toEqual(await everyTable(source.db));
      } finally {
        await copy.close();
      }

      const withData = await tool('restore', [file], { DATABASE_URL: target.url });
      expect(withData.stderr).toBe(
        'This database already has tables, and a restore would replace them. Restore into a new ' +
          'empty database, or run the restore again with --replace to drop and recreate them.\n',
      );
      const replaced = await tool('restore', [file, '--replace'], { DATABASE_URL: target.url });
      expect(replaced.code).toBe(0);
    } finally {
      await source.destroy();
      await target.drop();
    }
  });

  it('says what to use instead when pg_dump is not installed', async () => {
    const backup = await tool('backup', [join(root, 'x.dump')], {
      DATABASE_URL: process.env.TEST_DATABASE_URL!,
      PATH: '/nonexistent',
    });
    expect(backup.stderr).toContain(
      'pg_dump is not installed here. Install the PostgreSQL client tools',
    );
    expect(backup.code).toBe(1);
  });
});
