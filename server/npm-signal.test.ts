/**
 * A process manager or container signals the command it started — `npm run serve` or
 * `npm start`, as docs/deployment.md says — not the server beneath it. The scripts `exec` the
 * server, so npm's SIGTERM reaches it and it drains as it would if signalled itself, instead
 * of the shell dying and leaving an orphaned server that keeps listening.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = new URL('..', import.meta.url);

/** npm as the scripts' runner uses it: the one running this suite, else the one on PATH. */
function npm(args: string[], env: Record<string, string>): ChildProcess {
  const npmCli = process.env.npm_execpath;
  return npmCli
    ? spawn(process.execPath, [npmCli, ...args], { cwd: ROOT, env, stdio: 'pipe' })
    : spawn('npm', args, { cwd: ROOT, env, stdio: 'pipe' });
}

async function waitFor<T>(read: () => T | null, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = read();
    if (value !== null) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('SIGTERM to `npm run serve`', { timeout: 120_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'fairsplit-npm-signal-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reaches the server, which says it is not ready, drains and stops listening', async () => {
    const child = npm(['run', '--silent', 'serve'], {
      ...(process.env as Record<string, string>),
      PGLITE_DIR: dir,
      PORT: '0',
      LOG_LEVEL: 'info',
      SHUTDOWN_DRAIN_MS: '1500',
      DATABASE_URL: '',
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const npmExited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const url = await waitFor(() => {
      const match = /listening on (http:\/\/localhost:\d+)/.exec(output);
      return match?.[1]?.replace('localhost', '127.0.0.1') ?? null;
    }, `the server to listen:\n${output}`);
    expect((await fetch(`${url}/api/health/ready`)).status).toBe(200);

    child.kill('SIGTERM');

    // The server heard it: not ready at once, still answering during the drain.
    let sawNotReady = false;
    for (let i = 0; i < 20 && !sawNotReady; i += 1) {
      const ready = await fetch(`${url}/api/health/ready`).catch(() => null);
      sawNotReady = ready?.status === 503;
      if (!sawNotReady) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(sawNotReady, output).toBe(true);
    await npmExited;
    // And then it stopped: nothing is left listening once npm has gone.
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
  });
});
