/**
 * The server as `npm start` runs it: a real process on a real data directory.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = new URL('..', import.meta.url);

interface Boot {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function boot(env: Record<string, string>): Boot {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, output: () => output, exited };
}

async function listening(server: Boot): Promise<string> {
  for (let i = 0; i < 200; i += 1) {
    const match = /listening on (http:\/\/localhost:\d+)/.exec(server.output());
    if (match?.[1]) return match[1];
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start:\n${server.output()}`);
}

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
