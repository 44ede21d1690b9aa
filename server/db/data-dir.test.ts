/**
 * The embedded database's directory belongs to the user the server runs as: created 0700 with
 * its files 0600, and a directory that other users of the machine can open is refused, with the
 * command that closes it.
 */
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { restorePglite } from './backup';
import { connectDatabase } from './connect';
import { checkDataDirPrivate, DataDirExposedError } from './data-dir';

const modeOf = (path: string) => statSync(path).mode & 0o777;

/** Every entry under `dir` (itself included) that its group or other users can use, with its mode. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const stats = lstatSync(path);
    if ((stats.mode & 0o077) !== 0) found.push(`${path} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return found;
}

function countFiles(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  ).length;
}

describe.skipIf(process.platform === 'win32')('the embedded database’s directory', () => {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'fairsplit-data-dir-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is made 0700 with every file 0600 and every folder 0700, before and after the server stops', async () => {
    const dir = join(root, 'data');
    const handle = await connectDatabase({ kind: 'pglite', dir });
    try {
      expect(modeOf(dir)).toBe(0o700);
      expect(openToOthers(dir)).toEqual([]);
      await handle.db.execute(sql`create table notes (body text)`);
      await handle.db.execute(sql`insert into notes values ('written while open')`);
    } finally {
      await handle.close();
    }
    expect(openToOthers(dir)).toEqual([]);
    // The walk saw the database itself, not an empty folder.
    expect(countFiles(dir)).toBeGreaterThan(100);
  });

  it('refuses a directory other users can enter, naming it and the chmod that closes it, and writes nothing there', async () => {
    const dir = join(root, 'data');
    mkdirSync(dir);
    chmodSync(dir, 0o755);
    await expect(connectDatabase({ kind: 'pglite', dir })).rejects.toThrow(
      `The data directory ${dir} can be opened by other users of this machine (its mode is ` +
        "0755): they could read the database, which holds users' email addresses and the " +
        'sign-in key, or change it. Make it yours alone, then start again:\n' +
        `  chmod -R go-rwx ${dir}`,
    );
    expect(readdirSync(dir)).toEqual([]);
    expect(modeOf(dir)).toBe(0o755);
  });

  it.each(['750', '710', '701', '702', '720', '770', '777'])(
    'refuses mode %s (group or others may read, write or enter)',
    (octal) => {
      const mode = Number.parseInt(octal, 8);
      const dir = join(root, `data-${octal}`);
      mkdirSync(dir);
      chmodSync(dir, mode);
      expect(() => checkDataDirPrivate(dir)).toThrow(DataDirExposedError);
    },
  );

  it('accepts a directory that is its owner’s alone, and one not made yet', () => {
    const dir = join(root, 'private');
    mkdirSync(dir, { mode: 0o700 });
    expect(() => checkDataDirPrivate(dir)).not.toThrow();
    expect(() => checkDataDirPrivate(join(root, 'not-yet'))).not.toThrow();
  });

  it('quotes a path the shell would split in the command it gives', () => {
    const dir = join(root, "Dana's data");
    mkdirSync(dir, { mode: 0o755 });
    chmodSync(dir, 0o755);
    expect(() => checkDataDirPrivate(dir)).toThrow(`  chmod -R go-rwx '${root}/Dana'\\''s data'`);
  });

  it('closes up a database that an earlier version left open inside a private directory', async () => {
    const dir = join(root, 'data');
    await (await connectDatabase({ kind: 'pglite', dir })).close();
    // As an older server left it: folders 0755 and files 0666, under a directory made private.
    for (const entry of readdirSync(join(dir, 'pgdata'), {
      recursive: true,
      withFileTypes: true,
    })) {
      const path = join(entry.parentPath, entry.name);
      chmodSync(path, entry.isDirectory() ? 0o755 : 0o666);
    }
    expect(openToOthers(dir).length).toBeGreaterThan(100);

    await (await connectDatabase({ kind: 'pglite', dir })).close();
    expect(openToOthers(dir)).toEqual([]);
  });

  it('restores a backup with every file 0600, and refuses to restore into a directory others can open', async () => {
    const source = join(root, 'source');
    const handle = await connectDatabase({ kind: 'pglite', dir: source });
    const backup = await handle.dump!();
    await handle.close();

    const restored = join(root, 'restored');
    await restorePglite(backup, restored);
    expect(openToOthers(restored)).toEqual([]);

    const open = join(root, 'open');
    mkdirSync(open);
    chmodSync(open, 0o755);
    await expect(restorePglite(backup, open)).rejects.toThrow(DataDirExposedError);
    expect(readdirSync(open)).toEqual([]);
  });
});
