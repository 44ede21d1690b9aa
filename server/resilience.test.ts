/**
 * What survives a crash, and several instances on one database behaving as one. Real server
 * processes, killed for real.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from './test/databases';
import { BrowserLikeClient, serverUrl, startServer } from './test/process';

const PASSWORD = 'Sup3r$ecret!';
const email = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;

interface Target {
  name: string;
  env: () => Promise<Record<string, string>>;
  cleanup: () => Promise<void>;
}

function pgliteTarget(): Target {
  const dir = mkdtempSync(join(tmpdir(), 'fairsplit-crash-'));
  return {
    name: 'pglite',
    env: async () => ({ PGLITE_DIR: dir }),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

function postgresTarget(): Target {
  let drop: (() => Promise<void>) | null = null;
  let url: string | null = null;
  return {
    name: 'postgres',
    env: async () => {
      if (!url) {
        const created = await createPostgresDatabase();
        url = created.url;
        drop = created.drop;
      }
      return { DATABASE_URL: url };
    },
    cleanup: async () => drop?.(),
  };
}

const targets = (): Target[] =>
  process.env.TEST_DATABASE_URL ? [pgliteTarget(), postgresTarget()] : [pgliteTarget()];

describe.each(targets())('a crash on $name', { timeout: 180_000 }, (target) => {
  afterAll(() => target.cleanup());

  it('loses no write that had been acknowledged when the server is killed with SIGKILL mid-burst', async () => {
    const env = await target.env();
    const first = startServer(env);
    const client = new BrowserLikeClient(await serverUrl(first));
    const address = email('crash');
    await client.signUp(address, PASSWORD);
    await client.upgrade();

    const acknowledged: number[] = [];
    let sent = 0;
    let stop = false;
    const writer = async (lane: number) => {
      while (!stop) {
        sent += 1;
        try {
          const response = await client.api('POST', '/api/expenses', {
            name: `Burst ${lane}-${sent}`,
            amount: 12.34,
            date: '2026-11-21',
          });
          if (response.status === 201) acknowledged.push((await response.json()).id);
        } catch {
          return; // The server is gone: this request was never acknowledged.
        }
      }
    };
    const lanes = Array.from({ length: 8 }, (_, lane) => writer(lane));
    while (acknowledged.length < 60) await new Promise((resolve) => setTimeout(resolve, 5));
    first.child.kill('SIGKILL');
    stop = true;
    await Promise.all(lanes);
    await first.exited;
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);

    const second = startServer(env);
    const restarted = new BrowserLikeClient(await serverUrl(second));
    await restarted.signIn(address, PASSWORD);
    const response = await restarted.api('GET', '/api/expenses');
    expect(response.status).toBe(200);
    const stored = new Set(((await response.json()) as { id: number }[]).map((row) => row.id));
    const lost = acknowledged.filter((id) => !stored.has(id));
    second.child.kill('SIGTERM');
    await second.exited;
    expect(lost).toEqual([]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  'two instances on one Postgres',
  { timeout: 180_000 },
  () => {
    let drop: (() => Promise<void>) | null = null;
    afterAll(async () => drop?.());

    it('behave as one: sessions, CSRF tokens, data and rate limits are shared', async () => {
      const database = await createPostgresDatabase();
      drop = database.drop;
      const env = {
        DATABASE_URL: database.url,
        AUTH_RATE_LIMIT_PER_EMAIL: '3',
        AUTH_RATE_LIMIT_WINDOW_SECONDS: '600',
      };
      // Booted together: the migration lock lets only one of them migrate.
      const one = startServer(env);
      const two = startServer(env);
      try {
        const [urlOne, urlTwo] = await Promise.all([serverUrl(one), serverUrl(two)]);
        const first = new BrowserLikeClient(urlOne);
        const second = new BrowserLikeClient(urlTwo);

        const address = email('scale');
        const session = await first.signUp(address, PASSWORD);
        await first.upgrade();

        // Signed in and given a CSRF token by the first; writing through the second.
        second.useSession(session);
        second.useCsrf(await first.fetchCsrf());
        const written = await second.api('POST', '/api/expenses', {
          name: 'Mediator retainer',
          amount: 1500,
          date: '2026-11-20',
        });
        expect(written.status).toBe(201);

        const read = await first.api('GET', '/api/expenses');
        expect(await read.json()).toEqual([
          expect.objectContaining({ name: 'Mediator retainer', amount: '1500.00' }),
        ]);

        // Rate limits count attempts on either instance: 3 allowed in all, then 429.
        const target = email('limited');
        const attempts = [first, second, first, second];
        const statuses = [];
        for (const client of attempts) {
          statuses.push(
            (
              await client.auth('/token?grant_type=password', {
                email: target,
                password: 'Wrong$1234',
              })
            ).status,
          );
        }
        expect(statuses).toEqual([400, 400, 400, 429]);
      } finally {
        one.child.kill('SIGTERM');
        two.child.kill('SIGTERM');
        await Promise.all([one.exited, two.exited]);
      }
    });
  },
);
