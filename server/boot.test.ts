/**
 * The server as `npm start` runs it: a real process on a real data directory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverUrl as listening, startServer as boot } from './test/process';

// Each case starts real server processes (a PGlite boot takes seconds on a busy machine).
describe('booting the server', { timeout: 120_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'fairsplit-boot-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a bad setting, naming it', async () => {
    const server = boot({ PORT: 'abc', PGLITE_DIR: dir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration:\n  - PORT must be a port number');
  });

  it('serves on PGlite, refuses a second server on the same data, and stops cleanly', async () => {
    const first = boot({ PORT: '0', PGLITE_DIR: dir });
    const url = await listening(first);
    const health = await fetch(`${url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });

    const second = boot({ PORT: '0', PGLITE_DIR: dir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `The data directory ${dir} is in use by another Fairsplit server (pid ${first.child.pid}).`,
    );

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // The lock went with the first server: a new one starts on the same data.
    const third = boot({ PORT: '0', PGLITE_DIR: dir });
    await listening(third);
    third.child.kill('SIGINT');
    expect(await third.exited).toBe(0);
  });
});
