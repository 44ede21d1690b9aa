/**
 * The server as `npm start` runs it: a real process on a real data directory.
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { BILLING_TEST_MODE_WARNING } from './billing/setup';
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

  it.skipIf(process.platform === 'win32')(
    'refuses a data directory other users can open, saying which chmod closes it',
    async () => {
      const open = join(dir, 'open');
      mkdirSync(open);
      chmodSync(open, 0o755);
      const server = boot({ PGLITE_DIR: open });
      onTestFinished(() => void server.child.kill('SIGTERM'));
      expect(await server.exited).toBe(1);
      expect(server.output()).toBe(
        `The data directory ${open} can be opened by other users of this machine (its mode is ` +
          "0755): they could read the database, which holds users' email addresses and the " +
          'sign-in key, or change it. Make it yours alone, then start again:\n' +
          `  chmod -R go-rwx ${open}\n`,
      );
    },
  );

  describe('in production', () => {
    const withoutStripe = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://fairsplit.example',
      SMTP_URL: 'smtp://127.0.0.1:9',
      PGLITE_DIR: dir,
    };
    const { PUBLIC_URL: _url, ...withoutUrl } = withoutStripe;

    it.each([
      [
        'PUBLIC_URL',
        { ...withoutUrl, BILLING_MODE: 'local' },
        'PUBLIC_URL is required in production (every link and redirect is built from it)',
      ],
      [
        'Stripe (unless BILLING_MODE=local)',
        withoutStripe,
        'STRIPE_SECRET_KEY is required in production; set BILLING_MODE=local to run the test-mode checkout instead (anyone can then get Premium without paying)',
      ],
    ])('refuses to start without %s, naming the variable', async (_what, env, problem) => {
      const server = boot(env);
      // Should it start after all, it must not outlive the test holding the data directory.
      onTestFinished(() => void server.child.kill('SIGTERM'));
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(`Invalid configuration:\n  - ${problem}\n`);
    });

    it('runs the test-mode checkout with BILLING_MODE=local, warning loudly at boot', async () => {
      const server = boot({ ...withoutStripe, BILLING_MODE: 'local' });
      const url = await listening(server);
      const config = await (await fetch(`${url}/api/config`)).json();
      expect(config.billing).toEqual({ mode: 'local' });
      const warnings = server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .filter((line) => line.level === 40);
      expect(warnings.map((line) => line.msg)).toEqual([BILLING_TEST_MODE_WARNING]);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    });
  });

  it('starts behind a proxy with TRUST_PROXY=true', async () => {
    const server = boot({ PORT: '0', PGLITE_DIR: dir, TRUST_PROXY: 'true' });
    await listening(server);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  // Three servers one after another: 59 s under the full suite's load, so twice the describe's.
  it(
    'serves on PGlite, refuses a second server on the same data, and stops cleanly',
    {
      timeout: 240_000,
    },
    async () => {
      const first = boot({ PORT: '0', PGLITE_DIR: dir });
      const url = await listening(first);
      const health = await fetch(`${url}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
      // Whatever the server creates is its user's alone, whatever umask it was started with.
      const status = `/proc/${first.child.pid}/status`;
      if (existsSync(status)) expect(readFileSync(status, 'utf8')).toMatch(/^Umask:\s+0077$/m);

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
    },
  );
});
