/**
 * One server per PGlite data directory. PGlite is a single-process database: two processes
 * writing the same files would corrupt them, so the second one refuses to start instead.
 * The lock file holds the owner's pid; a lock left by a process that no longer runs (killed
 * with SIGKILL, a power cut) is taken over.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The data directory ${dir} is in use by another Fairsplit server (pid ${ownerPid}). ` +
        'Stop that server first, or set PGLITE_DIR to another directory.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DirLock {
  release(): void;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Lock files this process holds: a second open from the same process must fail too. */
const heldHere = new Set<string>();

export function lockDirectory(dir: string): DirLock {
  // Private from the start: the database will live here (data-dir.ts).
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const path = resolve(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(path);
      return {
        release() {
          if (!heldHere.delete(path)) return;
          if (readOwner(path) === process.pid) rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(path);
      // Our own pid in a lock we do not hold is a leftover from an earlier boot (containers
      // reuse pids), not a live owner.
      const live = owner === process.pid ? heldHere.has(path) : owner !== null && isRunning(owner);
      if (live && owner !== null) {
        throw new DataDirLockedError(dir, owner);
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dir}`);
}
