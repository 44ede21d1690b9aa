/**
 * A backup file holds the whole database, so it is written for its owner alone (0600), however
 * permissive the umask and whatever a failed earlier run left behind.
 */
import {
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { writeBackupFile } from './backup';

const BYTES = new Uint8Array([31, 139, 8, 0, 1, 2, 3]);
const modeOf = (path: string) => statSync(path).mode & 0o777;

describe.skipIf(process.platform === 'win32')('writing a backup file', () => {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'fairsplit-backup-file-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes it 0600 even under a umask that lets everyone read', () => {
    const before = process.umask(0);
    onTestFinished(() => void process.umask(before));
    const file = join(root, 'backups', 'case.tar.gz');
    writeBackupFile(file, BYTES);
    expect(modeOf(file)).toBe(0o600);
    expect(modeOf(join(root, 'backups'))).toBe(0o700);
    expect(new Uint8Array(readFileSync(file))).toEqual(BYTES);
  });

  it('writes it 0600 when a failed run left a partial file readable by all', () => {
    const file = join(root, 'case.tar.gz');
    writeFileSync(`${file}.partial`, 'left over', { mode: 0o644 });
    writeBackupFile(file, BYTES);
    expect(modeOf(file)).toBe(0o600);
    expect(new Uint8Array(readFileSync(file))).toEqual(BYTES);
  });

  it('never writes through a link left in place of the partial file', () => {
    const file = join(root, 'case.tar.gz');
    const elsewhere = join(root, 'someone-elses-file');
    writeFileSync(elsewhere, 'theirs', { mode: 0o644 });
    symlinkSync(elsewhere, `${file}.partial`);
    writeBackupFile(file, BYTES);
    expect(readFileSync(elsewhere, 'utf8')).toBe('theirs');
    expect(modeOf(file)).toBe(0o600);
    expect(() => readlinkSync(file)).toThrow();
  });

  it('refuses to replace an existing backup', () => {
    const file = join(root, 'case.tar.gz');
    writeFileSync(file, 'an earlier backup');
    expect(() => writeBackupFile(file, BYTES)).toThrow(
      `${file} already exists; give the backup another name.`,
    );
    expect(readFileSync(file, 'utf8')).toBe('an earlier backup');
  });
});
