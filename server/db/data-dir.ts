/**
 * The embedded database's directory (PGLITE_DIR) belongs to the user the server runs as. Its
 * files hold every user's data, and the write-ahead log also holds the auth server's signing
 * key: on a shared machine another account that could read them could sign in as anyone, and
 * one that could write them could change the record. So the server refuses a directory that
 * its group or other users can open, and keeps what is inside it private.
 *
 * The process umask (set at boot) covers the folders PGlite makes, but not its files: PGlite's
 * file system sets each new file's mode itself (0666 for the files of a new database), so the
 * files are made private after PGlite opens the directory and again after it closes.
 */
import { chmodSync, lstatSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The umask the server runs under: whatever it creates is its user's alone. */
export const PRIVATE_UMASK = 0o077;

const OPEN_TO_OTHERS = 0o077;

// Windows has no POSIX modes: Node reports made-up ones, and chmod can only set read-only.
const HAS_POSIX_MODES = process.platform !== 'win32';

/** `path` as one shell word, quoted only when the shell would otherwise split or expand it. */
function shellWord(path: string): string {
  return /^[\w@%+=:,./-]+$/.test(path) ? path : `'${path.replaceAll("'", "'\\''")}'`;
}

export class DataDirExposedError extends Error {
  constructor(
    readonly dir: string,
    readonly mode: number,
  ) {
    super(
      `The data directory ${dir} can be opened by other users of this machine (its mode is ` +
        `${mode.toString(8).padStart(4, '0')}): they could read the database, which holds ` +
        "users' email addresses and the sign-in key, or change it. Make it yours alone, then " +
        `start again:\n  chmod -R go-rwx ${shellWord(dir)}`,
    );
    this.name = 'DataDirExposedError';
  }
}

/** Throws DataDirExposedError when `dir` exists and its group or others may read, write or enter it. */
export function checkDataDirPrivate(dir: string): void {
  if (!HAS_POSIX_MODES) return;
  let mode: number;
  try {
    mode = statSync(dir).mode & 0o777;
  } catch (error) {
    // Not made yet: it will be made private.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if ((mode & OPEN_TO_OTHERS) !== 0) throw new DataDirExposedError(dir, mode);
}

/**
 * Takes every permission of group and others off `dir` and everything in it. Symbolic links
 * are left alone (chmod would follow them out of the directory); an entry removed while the
 * walk runs is skipped.
 */
export function makeDataDirPrivate(dir: string): void {
  if (!HAS_POSIX_MODES) return;
  const visit = (path: string) => {
    let stats;
    try {
      stats = lstatSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    if (stats.isSymbolicLink()) return;
    if ((stats.mode & OPEN_TO_OTHERS) !== 0) chmodSync(path, stats.mode & 0o700);
    if (stats.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
}
