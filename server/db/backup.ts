/**
 * Backups of the embedded database (PGlite under PGLITE_DIR).
 *
 * PGlite is one process's database: while a server runs, only that server may read its files.
 * So the server answers backup requests on a Unix socket inside the data directory, which only
 * someone who can already write to that directory can reach, and takes the dump between two
 * queries: a consistent, crash-safe copy (an open transaction is simply not in it). With no
 * server running, the backup tool opens the directory itself, holding the same lock a server
 * would, so a server cannot start halfway through.
 *
 * A backup is PGlite's own format: the `pgdata` directory as a gzip tar. A restore loads it
 * into an empty directory; an existing database is moved aside, never deleted.
 */
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, request } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { connectDatabase } from './connect';
import { checkDataDirPrivate, makeDataDirPrivate } from './data-dir';
import { DataDirLockedError, lockDirectory } from './lock';

/** A refusal or failure the tools print as it is (no stack trace): it says what to do. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

const SOCKET_NAME = 'backup.sock';
// sun_path holds 108 bytes on Linux, 104 on macOS, including the final NUL.
const MAX_SOCKET_PATH_BYTES = 103;
const PGDATA = 'pgdata';

function backupSocketPath(dir: string): string {
  return resolve(dir, SOCKET_NAME);
}

function hasDatabase(dir: string): boolean {
  const pgdata = join(dir, PGDATA);
  return existsSync(pgdata) && readdirSync(pgdata).length > 0;
}

export interface BackupSocket {
  close(): Promise<void>;
}

/**
 * Called by a server that holds the data directory's lock. Returns null (and the server says
 * online backups are unavailable) when the directory's path is too long for a socket.
 */
export async function serveBackups(
  dir: string,
  dump: () => Promise<Uint8Array>,
  onError: (error: unknown) => void,
): Promise<BackupSocket | null> {
  const path = backupSocketPath(dir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH_BYTES) return null;
  // We hold the directory's lock, so a socket file here is a leftover of a server that died.
  rmSync(path, { force: true });
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    dump().then(
      (bytes) => {
        res.writeHead(200, {
          'Content-Type': 'application/gzip',
          'Content-Length': bytes.byteLength,
        });
        res.end(bytes);
      },
      (error: unknown) => {
        onError(error);
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end('the dump failed');
      },
    );
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(path, () => {
      server.off('error', fail);
      done();
    });
  });
  chmodSync(path, 0o600);
  return {
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

function requestFromServer(dir: string, owner: number): Promise<Uint8Array> {
  const unreachable = () =>
    new BackupError(
      `The Fairsplit server holding ${dir} (pid ${owner}) does not answer backup requests ` +
        `on ${backupSocketPath(dir)}. Restart it with this version, or stop it and back up again.`,
    );
  return new Promise((done, fail) => {
    const req = request({ socketPath: backupSocketPath(dir), path: '/backup' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', fail);
      res.on('end', () => {
        if (res.statusCode !== 200) {
          fail(new BackupError(`The server could not take the backup; its log says why.`));
          return;
        }
        done(new Uint8Array(Buffer.concat(chunks)));
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      fail(['ENOENT', 'ECONNREFUSED', 'EACCES'].includes(error.code ?? '') ? unreachable() : error);
    });
    req.end();
  });
}

export interface TakenBackup {
  bytes: Uint8Array;
  /** The pid of the running server that took it, or null when the tool opened the directory. */
  server: number | null;
}

/** A backup of the embedded database in `dir`, whether or not a server is running on it. */
export async function backUpPglite(dir: string): Promise<TakenBackup> {
  if (!hasDatabase(dir)) {
    throw new BackupError(`There is no database in ${dir} to back up (set PGLITE_DIR?).`);
  }
  let handle;
  try {
    handle = await connectDatabase({ kind: 'pglite', dir });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const bytes = await requestFromServer(dir, error.ownerPid);
    checkBackup(bytes);
    return { bytes, server: error.ownerPid };
  }
  try {
    const bytes = await handle.dump!();
    checkBackup(bytes);
    return { bytes, server: null };
  } finally {
    await handle.close();
  }
}

/** Names of the entries of an (uncompressed) tar archive. */
function tarEntries(tar: Uint8Array): string[] {
  const names: string[] = [];
  const text = new TextDecoder();
  for (let offset = 0; offset + 512 <= tar.byteLength;) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const name = text.decode(header.subarray(0, 100)).replace(/\0.*$/s, '');
    const size = Number.parseInt(text.decode(header.subarray(124, 136)).replace(/\0.*$/s, ''), 8);
    if (!Number.isFinite(size) || size < 0) break;
    names.push(name);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}

/** Throws unless `bytes` is a backup this tool wrote: a gzip tar of a Postgres data directory. */
export function checkBackup(bytes: Uint8Array): void {
  let tar: Uint8Array;
  try {
    tar = gunzipSync(bytes);
  } catch {
    throw new BackupError('This file is not a Fairsplit backup of the embedded database.');
  }
  const names = tarEntries(tar).map((name) => name.replace(/^\.?\//, ''));
  if (!names.includes('PG_VERSION')) {
    throw new BackupError('This file is not a Fairsplit backup of the embedded database.');
  }
}

/** Writes a backup file with owner-only permissions; refuses to replace an existing one. */
export function writeBackupFile(path: string, bytes: Uint8Array): void {
  if (existsSync(path)) {
    throw new BackupError(`${path} already exists; give the backup another name.`);
  }
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const partial = `${path}.partial`;
  // A partial file left by a failed run keeps its own mode, and a link in its place would be
  // followed: the backup goes only into a file this call creates.
  rmSync(partial, { force: true });
  writeFileSync(partial, bytes, { mode: 0o600, flag: 'wx' });
  renameSync(partial, path);
}

export interface RestoreResult {
  /** Where the database that was in the directory went (with `replace`), or null. */
  keptAside: string | null;
}

/**
 * Loads a backup into `dir`. Refuses while a server holds the directory, and refuses a
 * directory that already holds a database unless `replace` is set; that database is then
 * moved aside, next to the restored one.
 */
export async function restorePglite(
  bytes: Uint8Array,
  dir: string,
  { replace = false, now = new Date() }: { replace?: boolean; now?: Date } = {},
): Promise<RestoreResult> {
  checkBackup(bytes);
  checkDataDirPrivate(dir);
  let lock;
  try {
    lock = lockDirectory(dir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new BackupError(
        `A Fairsplit server (pid ${error.ownerPid}) is using ${dir}. Stop it before restoring: ` +
          'a restore replaces the database under it.',
      );
    }
    throw error;
  }
  const pgdata = join(dir, PGDATA);
  let keptAside: string | null = null;
  try {
    if (hasDatabase(dir)) {
      if (!replace) {
        throw new BackupError(
          `${dir} already holds a database, and a restore would replace it. To restore anyway, ` +
            'run the restore again with --replace; the current database is then kept in the ' +
            'same directory under another name, not deleted.',
        );
      }
      keptAside = join(dir, `${PGDATA}.before-restore-${fileStamp(now)}`);
      renameSync(pgdata, keptAside);
    } else {
      rmSync(pgdata, { recursive: true, force: true });
    }
    try {
      const client = await PGlite.create(pgdata, {
        loadDataDir: new Blob([new Uint8Array(bytes)]),
      });
      await client.query('select 1');
      await client.close();
      // PGlite writes the backup's files readable by all.
      makeDataDirPrivate(dir);
    } catch (error) {
      rmSync(pgdata, { recursive: true, force: true });
      if (keptAside) renameSync(keptAside, pgdata);
      throw error;
    }
    return { keptAside };
  } finally {
    lock.release();
  }
}

/** A timestamp that sorts and is safe in a file name: 2026-11-23T21-05-09Z. */
export function fileStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
}
