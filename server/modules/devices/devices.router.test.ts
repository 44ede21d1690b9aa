/**
 * Devices and sign-ins with the built-in auth server: the account's sessions and their ending
 * (at once, for the access and the refresh token), ninety days of sign-ins, the mail about a
 * new device and its single-use sign-out link; and what hosted Supabase mode answers.
 */
import { sql } from 'drizzle-orm';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEVICES_MESSAGES, SIGN_IN_HISTORY_DAYS } from '@shared/devices';
import { queryRows } from '../../db/connect';
import { GIVEAWAY_WORDS, MAIL_MESSAGES, previewOf } from '../../mail/messages';
import { createTestApp, csrfToken, type TestApp } from '../../test/app';
import { authHeaders, type SignedUp, signUp, TEST_PASSWORD } from '../../test/auth';
import { expectGoTrueError, profile, refresh } from '../../test/auth-server';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../test/databases';

const LAPTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe.each(TEST_DRIVERS)('devices and sign-ins on %s', (driver) => {
  let database: TestDatabase;
  let testApp: TestApp;
  /** The same database behind a proxy on this machine (TRUST_PROXY=loopback). */
  let proxied: TestApp;
  /** The same database, confirming addresses and allowing three attempts per email. */
  let strict: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    testApp = await createTestApp(database);
    proxied = await createTestApp(database, { TRUST_PROXY: 'loopback' });
    strict = await createTestApp(database, {
      AUTH_REQUIRE_EMAIL_CONFIRMATION: 'true',
      AUTH_RATE_LIMIT_PER_EMAIL: '3',
    });
  });
  afterAll(() => database.destroy());

  const app = () => testApp.app;

  /** A password sign-in from `userAgent`, optionally through `via` (another instance). */
  async function signIn(user: SignedUp, userAgent: string, via: TestApp = testApp) {
    const response = await supertest(via.app)
      .post('/auth/v1/token?grant_type=password')
      .set('User-Agent', userAgent)
      .send({ email: user.email, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    return {
      ...user,
      accessToken: response.body.access_token as string,
      refreshToken: response.body.refresh_token as string,
    };
  }

  async function api(user: SignedUp, method: 'get' | 'post' | 'delete', path: string) {
    const csrf = await csrfToken(testApp.request);
    return testApp.request[method](path).set(authHeaders(user, csrf));
  }

  const sessionIdOf = (user: SignedUp): string =>
    JSON.parse(Buffer.from(user.accessToken.split('.')[1]!, 'base64url').toString()).session_id;

  async function outbox(email: string): Promise<{ subject: string; text: string }[]> {
    const response = await supertest(app()).get(
      `/auth/v1/dev/outbox?email=${encodeURIComponent(email)}`,
    );
    return response.body.messages;
  }

  async function storedSession(sessionId: string) {
    const [row] = await queryRows<{ user_agent: string | null; last_active_at: string }>(
      database.db,
      sql`select user_agent, last_active_at from auth_sessions where id = ${sessionId}`,
    );
    return { userAgent: row!.user_agent, lastActiveAt: new Date(row!.last_active_at) };
  }

  describe('GET /api/account/sessions', () => {
    it('lists each signed-in device with its browser, system, network and times, this one first and marked', async () => {
      const user = await signUp(testApp);
      const laptop = await signIn(user, LAPTOP);
      const phone = await signIn(user, PHONE);
      await signUp(testApp);

      const response = await api(laptop, 'get', '/api/account/sessions');

      expect(response.status).toBe(200);
      const { sessions } = response.body;
      expect(sessions).toHaveLength(3);
      expect(sessions[0]).toEqual({
        id: sessionIdOf(laptop),
        browser: 'Chrome 131',
        system: 'Windows 10',
        network: '127.0.0.0/24',
        created_at: expect.any(String),
        last_active_at: expect.any(String),
        is_current: true,
      });
      expect(sessions).toContainEqual(
        expect.objectContaining({
          id: sessionIdOf(phone),
          browser: 'Mobile Safari 17',
          system: 'iOS 17.5 (iPhone)',
          is_current: false,
        }),
      );
      expect(sessions).toContainEqual(expect.objectContaining({ id: sessionIdOf(user) }));
    });

    it('takes the network from X-Forwarded-For only behind a trusted proxy', async () => {
      const user = await signUp(testApp);
      const forwarded = { 'X-Forwarded-For': '203.0.113.77' };
      const direct = await supertest(app())
        .post('/auth/v1/token?grant_type=password')
        .set(forwarded)
        .send({ email: user.email, password: TEST_PASSWORD });
      const viaProxy = await supertest(proxied.app)
        .post('/auth/v1/token?grant_type=password')
        .set(forwarded)
        .send({ email: user.email, password: TEST_PASSWORD });

      const { sessions } = (await api(user, 'get', '/api/account/sessions')).body;
      const networkOf = (accessToken: string) =>
        sessions.find(
          (session: { id: string }) => session.id === sessionIdOf({ ...user, accessToken }),
        ).network;
      expect(networkOf(direct.body.access_token)).toBe('127.0.0.0/24');
      expect(networkOf(viaProxy.body.access_token)).toBe('203.0.113.0/24');
    });

    it('keeps at most 512 characters of the User-Agent, without control characters', async () => {
      const user = await signUp(testApp);
      const long = await signIn(user, `Tab\there${'x'.repeat(1000)}`);
      const { userAgent: stored } = await storedSession(sessionIdOf(long));
      expect(stored).toHaveLength(512);
      expect(stored!.slice(0, 10)).toBe('Tabherexxx');
    });

    it('moves "last active" on API requests, at most once a minute', async () => {
      const user = await signUp(testApp);
      const sessionId = sessionIdOf(user);
      await database.db.execute(
        sql`update auth_sessions set last_active_at = now() - interval '2 minutes' where id = ${sessionId}`,
      );
      const before = (await storedSession(sessionId)).lastActiveAt;

      expect((await profile(app(), user.accessToken)).status).toBe(200);
      const moved = (await storedSession(sessionId)).lastActiveAt;
      expect(moved.getTime()).toBeGreaterThan(before.getTime() + 60_000);

      expect((await profile(app(), user.accessToken)).status).toBe(200);
      expect((await storedSession(sessionId)).lastActiveAt).toEqual(moved);
    });
  });

  describe('DELETE /api/account/sessions/:id', () => {
    it('signs that device out at once: its next request is refused and its refresh token no longer works', async () => {
      const user = await signUp(testApp);
      const other = await signIn(user, PHONE);

      const response = await api(user, 'delete', `/api/account/sessions/${sessionIdOf(other)}`);

      expect(response.status).toBe(204);
      const refused = await profile(app(), other.accessToken);
      expect(refused.status).toBe(401);
      expectGoTrueError(
        await refresh(app(), other.refreshToken),
        400,
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      );
      expect((await profile(app(), user.accessToken)).status).toBe(200);
      const { sessions } = (await api(user, 'get', '/api/account/sessions')).body;
      expect(sessions.map((session: { id: string }) => session.id)).toEqual([sessionIdOf(user)]);
    });

    it('answers 404 for another account’s session, which goes on working', async () => {
      const user = await signUp(testApp);
      const stranger = await signUp(testApp);

      const response = await api(user, 'delete', `/api/account/sessions/${sessionIdOf(stranger)}`);

      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: DEVICES_MESSAGES.sessionNotFound, code: 'not_found' });
      expect((await profile(app(), stranger.accessToken)).status).toBe(200);
      expect((await refresh(app(), stranger.refreshToken)).status).toBe(200);
    });

    it('answers 404 for a session already signed out, and for an id that is no session', async () => {
      const user = await signUp(testApp);
      const other = await signIn(user, PHONE);
      await api(user, 'delete', `/api/account/sessions/${sessionIdOf(other)}`);

      expect(
        (await api(user, 'delete', `/api/account/sessions/${sessionIdOf(other)}`)).status,
      ).toBe(404);
      expect((await api(user, 'delete', '/api/account/sessions/not-a-session')).status).toBe(404);
    });

    it('refuses a caller whose own session has ended', async () => {
      const user = await signUp(testApp);
      const other = await signIn(user, PHONE);
      await api(other, 'delete', `/api/account/sessions/${sessionIdOf(user)}`);

      const response = await api(user, 'delete', `/api/account/sessions/${sessionIdOf(other)}`);

      expect(response.status).toBe(401);
      expect((await profile(app(), other.accessToken)).status).toBe(200);
    });
  });

  describe('POST /api/account/sessions/sign-out-others', () => {
    it('signs out every other device at once and keeps this one', async () => {
      const user = await signUp(testApp);
      const phone = await signIn(user, PHONE);
      const laptop = await signIn(user, LAPTOP);
      const stranger = await signUp(testApp);

      const response = await api(user, 'post', '/api/account/sessions/sign-out-others');

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ signed_out: 2 });
      for (const ended of [phone, laptop]) {
        expect((await profile(app(), ended.accessToken)).status).toBe(401);
        expect((await refresh(app(), ended.refreshToken)).body.error_code).toBe(
          'refresh_token_not_found',
        );
      }
      expect((await profile(app(), user.accessToken)).status).toBe(200);
      expect((await profile(app(), stranger.accessToken)).status).toBe(200);
    });
  });

  describe('GET /api/account/sign-ins', () => {
    it('lists the sign-ins and the refused attempts (wrong password, locked), newest first, with the device', async () => {
      const user = await signUp(testApp);
      const wrong = () =>
        supertest(strict.app)
          .post('/auth/v1/token?grant_type=password')
          .set('User-Agent', LAPTOP)
          .send({ email: user.email, password: 'Not-the-password1!' });
      expect((await wrong()).body.error_code).toBe('invalid_credentials');
      await wrong();
      await wrong();
      expect((await wrong()).status).toBe(429);
      await signIn(user, PHONE);
      await signUp(testApp);

      const response = await api(user, 'get', '/api/account/sign-ins');

      expect(response.status).toBe(200);
      expect(response.body.has_more).toBe(false);
      expect(
        response.body.sign_ins.map((row: { outcome: string; method: string | null }) => [
          row.outcome,
          row.method,
        ]),
      ).toEqual([
        ['success', 'password'],
        ['locked', null],
        ['wrong_password', null],
        ['wrong_password', null],
        ['wrong_password', null],
        ['success', expect.any(String)],
      ]);
      expect(response.body.sign_ins[1]).toEqual({
        id: expect.any(Number),
        outcome: 'locked',
        method: null,
        browser: 'Chrome 131',
        system: 'Windows 10',
        network: '127.0.0.0/24',
        created_at: expect.any(String),
      });
    });

    it('lists a sign-in refused because the address is not confirmed yet', async () => {
      const email = `unconfirmed-${Date.now()}@example.com`;
      await supertest(strict.app).post('/auth/v1/signup').send({ email, password: TEST_PASSWORD });
      const refused = await supertest(strict.app)
        .post('/auth/v1/token?grant_type=password')
        .send({ email, password: TEST_PASSWORD });
      expect(refused.body.error_code).toBe('email_not_confirmed');

      const [row] = await queryRows<{ outcome: string }>(
        database.db,
        sql`select s.outcome from auth_sign_ins s join auth_users u on u.id = s.user_id
            where u.email = ${email}`,
      );
      expect(row).toEqual({ outcome: 'unconfirmed' });
    });

    it(`forgets sign-ins older than ${SIGN_IN_HISTORY_DAYS} days`, async () => {
      const user = await signUp(testApp);
      const old = `${SIGN_IN_HISTORY_DAYS + 1} days`;
      await database.db.execute(
        sql`insert into auth_sign_ins (user_id, outcome, created_at)
            values (${user.userId}, 'wrong_password', now() - ${old}::interval)`,
      );
      expect((await api(user, 'get', '/api/account/sign-ins')).body.sign_ins).toHaveLength(1);

      await signIn(user, LAPTOP);

      const [left] = await queryRows<{ count: number }>(
        database.db,
        sql`select count(*)::int as count from auth_sign_ins where user_id = ${user.userId}`,
      );
      expect(Number(left!.count)).toBe(2);
    });
  });

  describe('a sign-in from a browser and network not seen lately', () => {
    it('mails the owner, neutrally, with a link that signs that device out once', async () => {
      const signedUp = await supertest(app())
        .post('/auth/v1/signup')
        .set('User-Agent', LAPTOP)
        .send({ email: `new-device-${Date.now()}@example.com`, password: TEST_PASSWORD });
      const user = {
        email: signedUp.body.user.email as string,
        userId: signedUp.body.user.id as string,
        accessToken: signedUp.body.access_token as string,
        refreshToken: signedUp.body.refresh_token as string,
      };
      // The same browser and network as the sign-up, after a browser update: nothing to say.
      await signIn(user, LAPTOP);
      await signIn(user, LAPTOP.replace('Chrome/131', 'Chrome/132'));

      const phone = await signIn(user, PHONE);
      const [mail, ...more] = await vi.waitFor(
        async () => {
          const messages = await outbox(user.email);
          expect(messages.length).toBeGreaterThan(0);
          return messages;
        },
        { timeout: 5_000, interval: 50 },
      );
      expect(more).toEqual([]);
      expect(mail!.subject).toBe(MAIL_MESSAGES.newSignIn.subject);
      const shown = `${mail!.subject} ${previewOf(mail!.text)}`.toLowerCase();
      expect(GIVEAWAY_WORDS.filter((word) => shown.includes(word))).toEqual([]);
      expect(mail!.text).toContain('Browser: Mobile Safari 17 on iOS 17.5 (iPhone)');
      expect(mail!.text).toContain('Network: 127.0.0.0/24');
      const link = new URL(/^(https?:\/\/\S+\/devices\/sign-out#\S+)$/m.exec(mail!.text)![1]!);
      expect(link.pathname).toBe('/devices/sign-out');
      const token = new URLSearchParams(link.hash.slice(1)).get('token');

      const csrf = await csrfToken(testApp.request);
      const used = await testApp.request
        .post('/api/account/sign-out-link')
        .set('CSRF-Token', csrf)
        .send({ token });
      expect(used.status).toBe(200);
      expect(used.body).toEqual({ signed_out: true });
      expect((await profile(app(), phone.accessToken)).status).toBe(401);
      expect((await refresh(app(), phone.refreshToken)).status).toBe(400);
      expect((await profile(app(), user.accessToken)).status).toBe(200);

      const again = await testApp.request
        .post('/api/account/sign-out-link')
        .set('CSRF-Token', csrf)
        .send({ token });
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ error: DEVICES_MESSAGES.linkInvalid, code: 'not_found' });
    });
  });
});

describe('devices with hosted Supabase', () => {
  let database: TestDatabase;
  let testApp: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    testApp = await createTestApp(database, {
      SUPABASE_URL: 'https://project.supabase.co',
      SUPABASE_ANON_KEY: 'anon',
      SUPABASE_JWT_SECRET: 'super-secret-jwt-token-with-at-least-32-characters',
    });
  });
  afterAll(() => database.destroy());

  it('says the sessions and sign-ins cannot be listed here', async () => {
    const { SignJWT } = await import('jose');
    const jwt = await new SignJWT({ email: 'hosted@example.com', role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(crypto.randomUUID())
      .setIssuer('https://project.supabase.co/auth/v1')
      .setAudience('authenticated')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('super-secret-jwt-token-with-at-least-32-characters'));
    for (const path of ['/api/account/sessions', '/api/account/sign-ins']) {
      const response = await supertest(testApp.app).get(path).set('Authorization', `Bearer ${jwt}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: DEVICES_MESSAGES.notListed, code: 'not_found' });
    }
  });
});
