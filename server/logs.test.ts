/**
 * The server's log as a person and as a machine see it: readable lines on a terminal, JSON
 * when piped (docs/security.md#local-data-mail-and-logs). A real process each time; the terminal is
 * a pseudo-terminal from util-linux's `script`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { wantsPrettyLogs } from './http/logger';
import { serverUrl, startServer, type ServerProcess } from './test/process';

const ROOT = new URL('..', import.meta.url);
// eslint-disable-next-line no-control-regex -- colour codes are what it removes
const ANSI = /\u001b\[[0-9;]*m/g;

/** `npm run serve` with its stdout on a pseudo-terminal, as in a person's shell. */
function startOnTerminal(env: Record<string, string>): ServerProcess {
  const command = `${process.execPath} --import tsx server/index.ts`;
  const child = spawn('script', ['-qefc', command, '/dev/null'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, output: () => output.replace(ANSI, ''), exited };
}

describe('the log format', () => {
  it.each([
    ['auto', true, false, true],
    ['auto', false, false, false],
    ['auto', true, true, false],
    ['pretty', false, true, true],
    ['json', true, false, false],
  ] as const)('%s on a terminal %s, in production %s: pretty %s', (format, tty, prod, expected) => {
    expect(wantsPrettyLogs(format, { isTerminal: tty, isProduction: prod })).toBe(expected);
  });

  describe('of a real server', { timeout: 120_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'fairsplit-logs-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    async function firstRequestLogged(server: ServerProcess) {
      onTestFinished(async () => {
        server.child.kill('SIGTERM');
        await server.exited;
      });
      const url = await serverUrl(server);
      await fetch(`${url}/api/health`, { headers: { Authorization: 'Bearer secret-token' } });
      await new Promise((resolve) => setTimeout(resolve, 500));
      return server.output();
    }

    it('prints one readable line per event on a terminal, without secrets', async () => {
      const output = await firstRequestLogged(
        startOnTerminal({ PGLITE_DIR: join(dir, 'terminal') }),
      );
      const lines = output.split(/\r?\n/).filter(Boolean);
      expect(
        lines.some((line) => /^\[\d\d:\d\d:\d\d\] INFO: Fairsplit is listening on http/.test(line)),
      ).toBe(true);
      expect(lines.some((line) => /INFO: request completed/.test(line))).toBe(true);
      expect(lines.filter((line) => line.startsWith('{'))).toEqual([]);
      expect(output).not.toContain('secret-token');
    });

    it('prints JSON when piped', async () => {
      const output = await firstRequestLogged(startServer({ PGLITE_DIR: join(dir, 'piped') }));
      const lines = output.split('\n').filter((line) => line.startsWith('{'));
      const parsed = lines.map((line) => JSON.parse(line) as { msg: string });
      expect(parsed.some((line) => line.msg.startsWith('Fairsplit is listening on http'))).toBe(
        true,
      );
      // The address users should open, from PUBLIC_URL (the default in development).
      expect(
        parsed.some((line) => /^Open http:\/\/localhost:\d+ in a browser$/.test(line.msg)),
      ).toBe(true);
      expect(parsed.some((line) => line.msg === 'request completed')).toBe(true);
      expect(output).not.toMatch(/^\[\d\d:\d\d:\d\d\] INFO/m);
      expect(output).not.toContain('secret-token');
    });
  });
});
