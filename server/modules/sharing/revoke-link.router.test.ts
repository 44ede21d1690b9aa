/**
 * A new professional link mails its owner, and the mail's revoke link works without signing in:
 * one mail per link (whatever her marketing choice), a link on PUBLIC_URL, a POST that revokes
 * at once and then only says it was revoked, nothing for a changed, expired or borrowed token or
 * a GET, a limit per address, and a link that is made (201) whatever the mail server does.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { shares, users } from '../../db/schema';
import { REVOKE_LINK_LIMIT, SHARING_MESSAGES, type CreateShareInput } from '@shared/sharing';
import { mailQueue } from '../../gotrue/schema';
import { GIVEAWAY_WORDS, MAIL_MESSAGES, mailTime, previewOf } from '../../mail/messages';
import { revokeLinkToken } from '../../mail/revoke-link-token';
import { createTestApp, csrfToken, TEST_REVOKE_LINK_SECRET, type TestApp } from '../../test/app';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../test/databases';
import { inOneWindow } from '../../test/clock';
import { setUpTrackerApi } from '../../test/tracker-suites';
import {
  apiClient,
  type ApiClient,
  createTrackerTestContext,
  MANY_SIGN_UPS_ENV,
  type TestUser,
} from '../../test/trackers';

const REVOKE_PATH = '/api/shares/revoke-by-link';
const NOTICE = MAIL_MESSAGES.shareCreated.subject;
const INVALID = { error: SHARING_MESSAGES.revokeLinkInvalid, code: 'invalid_link' };

/** The revoke link of a notice, as the mail's text carries it on a line of its own. */
function revokeLinkIn(text: string): URL {
  const line = /^(https?:\/\/\S+\/revoke-link\?token=\S+)$/m.exec(text);
  if (!line) throw new Error(`no revoke link in: ${text}`);
  return new URL(line[1]!);
}

async function makeShare(api: ApiClient, input: Partial<CreateShareInput> = {}) {
  const response = await api.post('/api/shares', {
    label: 'My attorney, J. Smith',
    scopes: ['expenses'],
    ...input,
  });
  expect(response.status).toBe(201);
  const token = new URL(response.body.url).pathname.split('/').at(-1)!;
  return {
    id: response.body.share.id as number,
    token,
    expiresAt: new Date(response.body.share.expires_at as string),
  };
}

describe.each(TEST_DRIVERS)('the mail about a new link, and its revoke link, on %s', (driver) => {
  const { context, database } = setUpTrackerApi(driver);
  const db = () => database().db;
  const app = () => context.testApp.app;
  /** The same database behind a proxy on this machine, so each test can come from its own address. */
  let proxied: TestApp;
  let lastAddress = 0;

  beforeAll(async () => {
    proxied = await createTestApp(database(), { ...MANY_SIGN_UPS_ENV, TRUST_PROXY: 'loopback' });
  });

  /** POSTs `token` to the revoke route as a stranger's browser would: no cookie, no session. */
  const revoke = (token: unknown, from = `198.51.100.${(lastAddress += 1)}`) =>
    supertest(proxied.app).post(REVOKE_PATH).set('X-Forwarded-For', from).send({ token });

  const visit = (shareToken: string) => supertest(app()).get(`/api/shared/${shareToken}`);

  async function notices(email: string): Promise<{ text: string; headers: object }[]> {
    const response = await supertest(app()).get(
      `/auth/v1/dev/outbox?email=${encodeURIComponent(email)}`,
    );
    return (response.body.messages as { subject: string; text: string; headers: object }[]).filter(
      (message) => message.subject === NOTICE,
    );
  }

  /** The notice of the owner's newest link (sent after the answer: waited for). */
  async function latestNotice(user: TestUser, count = 1) {
    const arrived = await vi.waitFor(
      async () => {
        const sent = await notices(user.email);
        expect(sent).toHaveLength(count);
        return sent;
      },
      { timeout: 5_000, interval: 50 },
    );
    return arrived.at(-1)!;
  }

  async function shareWithNotice(input: Partial<CreateShareInput> = {}) {
    const { user, api } = await context.premiumUser();
    const share = await makeShare(api, input);
    const notice = await latestNotice(user);
    const revokeToken = revokeLinkIn(notice.text).searchParams.get('token')!;
    return { user, api, share, notice, revokeToken };
  }

  it('mails the owner once, whatever her marketing choice: the label, the expiry, what it covers, and a revoke link on PUBLIC_URL', async () => {
    const { user, api } = await context.premiumUser();
    await db().update(users).set({ marketingOptIn: false }).where(eq(users.id, user.id));

    const response = await api
      .post('/api/shares', {
        label: 'My attorney, J. Smith',
        scopes: ['events', 'networth'],
        expires_in_days: 30,
      })
      // A forged Host must not reach the mail's link.
      .set('Host', 'attacker.example')
      .set('X-Forwarded-Host', 'attacker.example');
    expect(response.status).toBe(201);

    const notice = await latestNotice(user);
    const expires = mailTime(new Date(response.body.share.expires_at));
    expect(notice.text).toContain(
      `A link to your records was created: My attorney, J. Smith, expires ${expires}.`,
    );
    expect(notice.text).toContain('Net worth and division, Events.');
    expect(notice.text).not.toContain('Expenses');
    expect(notice.text).toContain('If you did not make it, revoke it now with this link');
    expect(notice.text).toContain('Revoking cannot be undone');
    // Transactional: no unsubscribe footer or header.
    expect(notice.text).not.toContain('unsubscribe');
    expect(notice.headers).toEqual({});
    // Nothing in the subject or the preview says what the records are about; the label waits.
    const shown = `${NOTICE} ${previewOf(notice.text)}`.toLowerCase();
    expect(GIVEAWAY_WORDS.filter((word) => shown.includes(word))).toEqual([]);
    expect(previewOf(notice.text)).not.toContain('Smith');

    const link = revokeLinkIn(notice.text);
    expect(link.origin).toBe(new URL(context.testApp.config.publicUrl).origin);
    expect(link.pathname).toBe('/revoke-link');
    expect(link.searchParams.get('token')).toMatch(/^\d+\.\d+\.\d+\.[A-Za-z0-9_-]{43}$/);
  });

  it('puts a label on one line in the mail', async () => {
    const { user, api } = await context.premiumUser();
    // The label's rules refuse line breaks; a separator that is not one is still folded.
    await makeShare(api, { label: 'J. Smith\u2028Click here to confirm\u202e' });
    const notice = await latestNotice(user);
    expect(notice.text).toContain(
      'A link to your records was created: J. Smith Click here to confirm, expires',
    );
  });

  it('revokes the link at once with a POST of the token; a second POST says it was revoked already', async () => {
    const { api, share, revokeToken } = await shareWithNotice();
    expect((await visit(share.token)).status).toBe(200);

    const first = await revoke(revokeToken);
    expect([first.status, first.body]).toEqual([200, { status: 'revoked' }]);
    const closed = await visit(share.token);
    expect([closed.status, closed.body]).toEqual([
      404,
      { error: SHARING_MESSAGES.inactive, code: 'share_inactive' },
    ]);
    const listed = (await api.get('/api/shares')).body.shares[0];
    expect(listed).toMatchObject({ id: share.id, status: 'revoked' });
    const [row] = await db().select().from(shares).where(eq(shares.id, share.id));

    const second = await revoke(revokeToken);
    expect([second.status, second.body]).toEqual([200, { status: 'already_revoked' }]);
    const [after] = await db().select().from(shares).where(eq(shares.id, share.id));
    expect(after!.revokedAt).toEqual(row!.revokedAt);
  });

  it('refuses a token with one changed character with 400, and revokes nothing', async () => {
    const { share, revokeToken } = await shareWithNotice();
    const change = (at: number) => {
      const swapped = revokeToken[at] === '1' ? '2' : '1';
      return `${revokeToken.slice(0, at)}${swapped}${revokeToken.slice(at + 1)}`;
    };
    // The share's id, the owner's, the expiry, and the MAC's first and last characters.
    const dots = [...revokeToken.matchAll(/\./g)].map((match) => match.index);
    for (const at of [0, dots[0]! + 1, dots[1]! + 1, dots[2]! + 1, revokeToken.length - 1]) {
      const refused = await revoke(change(at));
      expect([refused.status, refused.body]).toEqual([400, INVALID]);
    }
    for (const token of [undefined, '', 42, revokeToken.slice(0, -1), `${revokeToken}A`]) {
      expect((await revoke(token)).status).toBe(400);
    }
    expect((await visit(share.token)).status).toBe(200);
  });

  it('revokes only the share its token names: never another share, even with a valid signature', async () => {
    const ann = await shareWithNotice();
    const { api: bobApi } = await context.premiumUser();
    const bobs = await makeShare(bobApi);

    const moved = ann.revokeToken.replace(/^\d+/, String(bobs.id));
    expect((await revoke(moved)).body).toEqual(INVALID);
    // Signed with our own secret but naming Bob's share under Ann's id: Bob's share is not hers.
    const borrowed = revokeLinkToken(TEST_REVOKE_LINK_SECRET, {
      shareId: bobs.id,
      ownerId: ann.user.id,
      expiresAt: bobs.expiresAt,
    });
    const answer = await revoke(borrowed);
    expect([answer.status, answer.body]).toEqual([200, { status: 'already_revoked' }]);

    expect((await visit(bobs.token)).status).toBe(200);
    expect((await visit(ann.share.token)).status).toBe(200);
  });

  it('revokes nothing on a GET, with or without the token (mail scanners open every link)', async () => {
    const { share, revokeToken } = await shareWithNotice();
    const query = `?token=${encodeURIComponent(revokeToken)}`;
    for (const request of [
      supertest(app()).get(`${REVOKE_PATH}${query}`),
      supertest(app()).head(`${REVOKE_PATH}${query}`),
      supertest(app()).get(REVOKE_PATH),
    ]) {
      const answer = await request;
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('POST');
    }
    expect((await visit(share.token)).status).toBe(200);
    const [row] = await db().select().from(shares).where(eq(shares.id, share.id));
    expect(row!.revokedAt).toBeNull();
  });

  it('refuses a token past the share’s expiry with 400, saying so', async () => {
    const { user, api } = await context.premiumUser();
    const share = await makeShare(api);
    const lapsed = revokeLinkToken(TEST_REVOKE_LINK_SECRET, {
      shareId: share.id,
      ownerId: user.id,
      expiresAt: new Date(Date.now() - 1_000),
    });
    const answer = await revoke(lapsed);
    expect([answer.status, answer.body]).toEqual([
      400,
      { error: SHARING_MESSAGES.revokeLinkExpired, code: 'invalid_link' },
    ]);
    expect((await visit(share.token)).status).toBe(200);
  });

  it('answers as for a revoked link when the share or the whole account is gone', async () => {
    const gone = await shareWithNotice();
    await db().delete(shares).where(eq(shares.id, gone.share.id));
    const shareGone = await revoke(gone.revokeToken);
    expect([shareGone.status, shareGone.body]).toEqual([200, { status: 'already_revoked' }]);

    const deleted = await shareWithNotice();
    await db().delete(users).where(eq(users.id, deleted.user.id));
    const accountGone = await revoke(deleted.revokeToken);
    expect([accountGone.status, accountGone.body]).toEqual([200, { status: 'already_revoked' }]);
  });

  it(`takes ${REVOKE_LINK_LIMIT.max} POSTs per address in 10 minutes, then 429 there; another address still revokes`, async () => {
    const { share, revokeToken } = await shareWithNotice();
    await inOneWindow(REVOKE_LINK_LIMIT.windowSeconds, async () => {
      for (let attempt = 0; attempt < REVOKE_LINK_LIMIT.max; attempt += 1) {
        expect((await revoke(`${attempt}.1.1.${'A'.repeat(43)}`, '203.0.113.9')).status).toBe(400);
      }
      const stopped = await revoke(revokeToken, '203.0.113.9');
      expect([stopped.status, stopped.body]).toEqual([
        429,
        { error: SHARING_MESSAGES.revokeLinkRateLimited, code: 'rate_limited' },
      ]);
      expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
      expect((await visit(share.token)).status).toBe(200);
      expect((await revoke(revokeToken, '203.0.113.10')).body).toEqual({ status: 'revoked' });
    });
  });

  it('serves the revoke page unindexed, uncached and without a Referer', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'fairsplit-revoke-page-'));
    try {
      writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
      const served = await createTestApp(database(), {}, { clientDistDir: dist });
      const page = await supertest(served.app)
        .get(`/revoke-link?token=1.2.3.${'A'.repeat(43)}`)
        .set('Accept', 'text/html');
      expect(page.status).toBe(200);
      expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(page.headers['cache-control']).toBe('no-store');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

/** A mail server that takes the connection and never says a word: a send waits for ever. */
async function silentMailServer() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe.each(TEST_DRIVERS)('a new link while the mail server hangs, on %s', (driver) => {
  // A database of its own: this app's queue would pick up any other test's mail.
  let database: TestDatabase;
  let mail: Awaited<ReturnType<typeof silentMailServer>>;
  let hanging: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    mail = await silentMailServer();
    hanging = await createTestApp(database, { ...MANY_SIGN_UPS_ENV, SMTP_URL: mail.url });
  });
  afterAll(async () => {
    await mail.close();
    await database.destroy();
  });

  it('still answers 201 at once, and the notice waits in the queue for the mail server', async () => {
    // Users are made on an app without SMTP (no address to confirm), then use the hanging one.
    const plain = await createTestApp(database, MANY_SIGN_UPS_ENV);
    const { user } = await (await createTrackerTestContext(plain, database.db)).premiumUser();
    const agent = supertest.agent(hanging.app);
    const api = apiClient(agent, user, await csrfToken(agent));

    const started = performance.now();
    const response = await api.post('/api/shares', { label: 'Lawyer', scopes: ['expenses'] });
    const elapsed = performance.now() - started;
    expect(response.status).toBe(201);
    // A send that was waited for would wait the mail server's 30-second greeting time-out.
    expect(elapsed).toBeLessThan(5_000);

    const queued = () =>
      database.db
        .select()
        .from(mailQueue)
        .where(and(eq(mailQueue.to, user.email), eq(mailQueue.subject, NOTICE)));
    await expect.poll(async () => (await queued()).length, { timeout: 5_000 }).toBe(1);
    // The server hangs up: the mail is kept for a later try, never lost, never sent twice.
    await mail.close();
    await expect
      .poll(async () => (await queued())[0]?.lastError, { timeout: 10_000 })
      .toBe('email_send_failed');
    const [row] = await queued();
    expect(row!.attempts).toBe(1);
    const [made] = await database.db
      .select()
      .from(shares)
      .where(eq(shares.id, response.body.share.id));
    expect(made).toMatchObject({ label: 'Lawyer', revokedAt: null });
  });
});
