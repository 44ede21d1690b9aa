import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDirectory } from './lock';

describe('lockDirectory', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes our pid and removes the lock on release', () => {
    dir = mkdtempSync(join(tmpdir(), 'fairsplit-lock-'));
    const lock = lockDirectory(dir);
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
  });

  it('refuses while a live process holds the lock', () => {
    dir = mkdtempSync(join(tmpdir(), 'fairsplit-lock-'));
    // The parent of this process is alive for as long as the test runs.
    writeFileSync(join(dir, 'server.lock'), String(process.ppid));
    expect(() => lockDirectory(dir)).toThrow(DataDirLockedError);
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(process.ppid));
  });

  it('takes over a lock left by a process that no longer runs', () => {
    dir = mkdtempSync(join(tmpdir(), 'fairsplit-lock-'));
    writeFileSync(join(dir, 'server.lock'), '999999999');
    const lock = lockDirectory(dir);
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
