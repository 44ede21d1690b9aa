import { generateKeyPair, SignJWT } from 'jose';
import supertest from 'supertest';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, csrfToken, setUpTestApp } from '../../test/app';
import { signUp, TEST_PASSWORD, uniqueEmail } from '../../test/auth';
import { expectGoTrueError } from '../../test/auth-server';
import { inOneWindow } from '../../test/clock';
import { TEST_DRIVERS } from '../../test/databases';
import { localIssuer } from '../sessions/access-tokens';
import { loadSigningKeys } from '../sessions/signing-keys';

describe.each(TEST_DRIVERS)('the built-in auth server and API identity on %s', (driver) => {
  const suite = setUpTestApp(driver);

  const status = (token: string, headers: Record<string, string> = {}) =>
    supertest(suite.testApp.app)
      .get('/api/auth/status')
      .set({ Authorization: `Bearer ${token}`, ...headers });

  describe('access tokens on the API', () => {
    it('accepts a fresh token and answers the status', async () => {
      const user = await signUp(suite.testApp);
      const response = await status(user.accessToken, { 'user-id': user.userId });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ subscription_status: 'free', was_downgraded: false });
    });

    it('answers 401 without a token', async () => {
      const response = await supertest(suite.testApp.app).get('/api/auth/status');
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        error: 'Authentication required. Please log in.',
        code: 'unauthorized',
      });
    });

    it('answers 401 for a tampered token', async () => {
      const user = await signUp(suite.testApp);
      const [header, payload, signature] = user.accessToken.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      const forged = Buffer.from(JSON.stringify({ ...claims, email: 'evil@example.com' })).toString(
        'base64url',
      );
      const response = await status(`${header}.${forged}.${signature}`);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        error: 'Invalid or expired session. Please log in again.',
        code: 'unauthorized',
      });
    });

    /** A token like ours for a live session of a fresh user, with `overrides`. */
    async function tokenWith(
      overrides: { exp?: number; aud?: string; iss?: string },
      signWith?: CryptoKey,
    ) {
      const keys = await loadSigningKeys(suite.database.db);
      const user = await signUp(suite.testApp);
      const { session_id: sessionId } = JSON.parse(
        Buffer.from(user.accessToken.split('.')[1]!, 'base64url').toString(),
      );
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ email: user.email, role: 'authenticated', session_id: sessionId })
        .setProtectedHeader({ alg: 'ES256', kid: keys.kid })
        .setSubject(user.userId)
        .setAudience(overrides.aud ?? 'authenticated')
        .setIssuer(overrides.iss ?? localIssuer(suite.testApp.config))
        .setIssuedAt(now - 7200)
        .setExpirationTime(overrides.exp ?? now + 3600)
        .sign(signWith ?? keys.privateKey);
    }

    it('answers 401 for an expired token', async () => {
      const response = await status(await tokenWith({ exp: Math.floor(Date.now() / 1000) - 60 }));
      expect(response.status).toBe(401);
    });

    it('answers 401 for a token for another audience', async () => {
      const response = await status(await tokenWith({ aud: 'service_role' }));
      expect(response.status).toBe(401);
    });

    it('answers 401 for a token from another issuer', async () => {
      const response = await status(await tokenWith({ iss: 'https://elsewhere.example/auth/v1' }));
      expect(response.status).toBe(401);
    });

    it('answers 401 for a token signed with another key', async () => {
      const { privateKey } = await generateKeyPair('ES256');
      const response = await status(await tokenWith({}, privateKey as CryptoKey));
      expect(response.status).toBe(401);
    });

    it('accepts a well-formed token signed by our key (the control for the cases above)', async () => {
      const response = await status(await tokenWith({}));
      expect(response.status).toBe(200);
    });

    it('answers 403 when the user-id header names somebody else', async () => {
      const user = await signUp(suite.testApp);
      const response = await status(user.accessToken, { 'user-id': crypto.randomUUID() });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        error: 'The user-id header does not match the signed-in user.',
        code: 'forbidden',
      });
    });
  });

  describe('POST /api/auth/register-db-user', () => {
    it('creates one row however often it is called, with the names and a username', async () => {
      const email = uniqueEmail('Jane.Doe');
      const user = await signUp(suite.testApp, email);
      const { request } = await createTestApp(suite.database);
      const token = await csrfToken(request);
      const register = () =>
        request
          .post('/api/auth/register-db-user')
          .set({
            Authorization: `Bearer ${user.accessToken}`,
            'user-id': user.userId,
            'CSRF-Token': token,
          })
          .send({ id: user.userId, email, first_name: 'Jane', last_name: 'Doe', idType: 'uuid' });
      const first = await register();
      const second = await register();
      expect(first.status).toBe(200);
      expect(second.body).toEqual(first.body);
      expect(first.body).toMatchObject({
        email: email.toLowerCase(),
        first_name: 'Jane',
        last_name: 'Doe',
        subscription_status: 'free',
      });
      expect(first.body.username).toMatch(/^jane\.doe-\d+-\d+$/);
      const rows = await suite.database.db
        .select()
        .from(users)
        .where(eq(users.authUserId, user.userId));
      expect(rows).toHaveLength(1);
    });

    it('refuses to register an id other than the token’s', async () => {
      const user = await signUp(suite.testApp);
      const { request } = await createTestApp(suite.database);
      const token = await csrfToken(request);
      const response = await request
        .post('/api/auth/register-db-user')
        .set({ Authorization: `Bearer ${user.accessToken}`, 'CSRF-Token': token })
        .send({ id: crypto.randomUUID(), email: user.email });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        error: 'You can only register your own account.',
        code: 'forbidden',
      });
    });
  });

  describe('refresh tokens', () => {
    it('rotate, and reusing a used one after the reuse interval revokes the whole session', async () => {
      const reuseOff = await createTestApp(suite.database, { AUTH_REFRESH_REUSE_INTERVAL: '0' });
      const user = await signUp(reuseOff);
      const refresh = (token: string) =>
        supertest(reuseOff.app)
          .post('/auth/v1/token?grant_type=refresh_token')
          .send({ refresh_token: token });

      const first = await refresh(user.refreshToken);
      expect(first.status).toBe(200);
      expect(first.body.refresh_token).not.toBe(user.refreshToken);

      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1000 });
      try {
        const replay = await refresh(user.refreshToken);
        expect(replay.status).toBe(400);
        expect(replay.body).toMatchObject({
          error_code: 'refresh_token_already_used',
          msg: 'Invalid Refresh Token: Already Used',
        });

        const afterRevocation = await refresh(first.body.refresh_token);
        expect(afterRevocation.status).toBe(400);
        expect(afterRevocation.body.error_code).toBe('refresh_token_not_found');

        const me = await supertest(reuseOff.app)
          .get('/auth/v1/user')
          .set('Authorization', `Bearer ${first.body.access_token}`);
        expect(me.status).toBe(403);
        expect(me.body.error_code).toBe('session_not_found');
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe('rate limits', () => {
    it('answer 429 with a clear message past the limit, and recover in the next window', async () => {
      const limited = await createTestApp(suite.database, {
        AUTH_RATE_LIMIT_PER_EMAIL: '2',
        AUTH_RATE_LIMIT_WINDOW_SECONDS: '5',
      });
      const email = uniqueEmail('limited');
      const attempt = () =>
        supertest(limited.app)
          .post('/auth/v1/token?grant_type=password')
          .send({ email, password: 'wrong-password-1' });

      // The clock stands still at the start of a window, so a slow machine cannot spread the
      // three attempts over two windows; only Date is faked, timers and I/O stay real.
      const windowStart = Math.ceil(Date.now() / 5000) * 5000;
      vi.useFakeTimers({ toFake: ['Date'], now: windowStart + 10 });
      try {
        expect((await attempt()).status).toBe(400);
        expect((await attempt()).status).toBe(400);
        const blocked = await attempt();
        expect(blocked.status).toBe(429);
        expect(blocked.body.error_code).toBe('over_request_rate_limit');
        expect(blocked.body.msg).toBe('Too many attempts. Please wait 1 minute(s) and try again.');
        expect(Number(blocked.headers['retry-after'])).toBe(5);

        vi.setSystemTime(windowStart + 5010);
        expect((await attempt()).status).toBe(400);
      } finally {
        vi.useRealTimers();
      }
    });

    it('are shared by every instance on the same database', async () => {
      const env = { AUTH_RATE_LIMIT_PER_EMAIL: '1', AUTH_RATE_LIMIT_WINDOW_SECONDS: '60' };
      const one = await createTestApp(suite.database, env);
      const two = await createTestApp(suite.database, env);
      const email = uniqueEmail('shared');
      const body = { email, password: 'wrong-password-1' };
      await inOneWindow(60, async () => {
        expect(
          (await supertest(one.app).post('/auth/v1/token?grant_type=password').send(body)).status,
        ).toBe(400);
        expect(
          (await supertest(two.app).post('/auth/v1/token?grant_type=password').send(body)).status,
        ).toBe(429);
      });
    });
  });

  describe('password recovery', () => {
    it('answers {} for an unknown email and sends nothing', async () => {
      const email = uniqueEmail('nobody');
      const response = await supertest(suite.testApp.app).post('/auth/v1/recover').send({ email });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({});
      const outbox = await supertest(suite.testApp.app).get(`/auth/v1/dev/outbox?email=${email}`);
      expect(outbox.body).toEqual({ messages: [] });
    });

    it('writes the reset mail in the language the page asked in', async () => {
      const subjects: string[] = [];
      for (const language of ['es-US,es;q=0.9', 'en-US']) {
        const user = await signUp(suite.testApp);
        await supertest(suite.testApp.app)
          .post('/auth/v1/recover')
          .set('Accept-Language', language)
          .send({ email: user.email });
        const outbox = await supertest(suite.testApp.app).get(
          `/auth/v1/dev/outbox?email=${user.email}`,
        );
        const reset = outbox.body.messages.at(-1);
        subjects.push(reset.subject);
        if (language.startsWith('es')) {
          expect(reset.text).toContain(
            'Si no fue usted, ignore este correo: su contraseña sigue igual',
          );
        }
      }
      expect(subjects).toEqual(['Cambie su contraseña', 'Reset your password']);
    });

    it('sends a single-use link to the app’s own origin (PUBLIC_URL) only', async () => {
      const user = await signUp(suite.testApp);
      const app = await createTestApp(suite.database, { PUBLIC_URL: 'http://app.test' });
      await supertest(app.app)
        .post('/auth/v1/recover?redirect_to=https://evil.example/steal')
        .set('Host', 'evil.example')
        .send({ email: user.email });
      // Read where it was asked: that app's outbox waits for the mail it sends after answering.
      const outbox = await supertest(app.app).get(`/auth/v1/dev/outbox?email=${user.email}`);
      const link = new URL(outbox.body.messages.at(-1).link);
      expect(link.origin).toBe('http://app.test');
      expect(link.searchParams.get('redirect_to')).toBe('http://app.test/update-password');

      const verify = `${link.pathname}${link.search}`;
      const first = await supertest(app.app).get(verify).set('Host', 'evil.example');
      expect(first.status).toBe(303);
      const hash = new URLSearchParams(first.headers.location!.split('#')[1]);
      expect(first.headers.location).toMatch(/^http:\/\/app\.test\/update-password#/);
      expect(hash.get('type')).toBe('recovery');
      expect(hash.get('token_type')).toBe('bearer');
      expect(hash.get('access_token')).toBeTruthy();
      expect(hash.get('refresh_token')).toBeTruthy();

      const again = await supertest(app.app).get(verify).set('Host', 'evil.example');
      expect(again.status).toBe(303);
      const error = new URLSearchParams(again.headers.location!.split('#')[1]);
      expect(error.get('error')).toBe('access_denied');
      expect(error.get('error_description')).toBe('Email link is invalid or has expired');
    });
  });

  describe('sign-up', () => {
    it('refuses an address already registered with GoTrue’s message', async () => {
      const user = await signUp(suite.testApp);
      const response = await supertest(suite.testApp.app)
        .post('/auth/v1/signup')
        .send({ email: user.email.toUpperCase(), password: TEST_PASSWORD });
      expectGoTrueError(response, 422, 'user_already_exists', 'User already registered');
    });

    it('refuses a short password', async () => {
      const response = await supertest(suite.testApp.app)
        .post('/auth/v1/signup')
        .send({ email: uniqueEmail(), password: 'Sh0rt!' });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({
        error_code: 'weak_password',
        msg: 'Password should be at least 8 characters.',
        weak_password: { reasons: ['length'] },
      });
    });

    it('with confirmation on, sends a link and signs in only after it is opened', async () => {
      const confirming = await createTestApp(suite.database, {
        AUTH_REQUIRE_EMAIL_CONFIRMATION: 'true',
      });
      const email = uniqueEmail('confirm');
      const signup = await supertest(confirming.app)
        .post('/auth/v1/signup')
        .send({ email, password: TEST_PASSWORD });
      expect(signup.status).toBe(200);
      expect(signup.body.access_token).toBeUndefined();
      expect(signup.body.email).toBe(email);

      const login = () =>
        supertest(confirming.app)
          .post('/auth/v1/token?grant_type=password')
          .send({ email, password: TEST_PASSWORD });
      expect((await login()).body).toMatchObject({ error_code: 'email_not_confirmed' });

      const outbox = await supertest(confirming.app).get(`/auth/v1/dev/outbox?email=${email}`);
      const link = new URL(outbox.body.messages.at(-1).link);
      const verified = await supertest(confirming.app).get(`${link.pathname}${link.search}`);
      expect(verified.headers.location).toContain('type=signup');
      expect((await login()).status).toBe(200);
    });
  });

  describe('logs', () => {
    it('never contain a password, an access or refresh token, or a password hash', async () => {
      const logged = await createTestApp(suite.database);
      const user = await signUp(logged);
      const refreshed = await supertest(logged.app)
        .post('/auth/v1/token?grant_type=refresh_token')
        .send({ refresh_token: user.refreshToken });
      await supertest(logged.app)
        .put('/auth/v1/user')
        .set('Authorization', `Bearer ${refreshed.body.access_token}`)
        .send({ password: 'N3w$ecret-pass' });
      await supertest(logged.app)
        .post('/auth/v1/token?grant_type=password')
        .send({ email: user.email, password: 'Wr0ng$ecret' });
      await supertest(logged.app)
        .get('/api/auth/status')
        .set('Authorization', `Bearer ${refreshed.body.access_token}`);
      await supertest(logged.app)
        .post('/auth/v1/logout')
        .set('Authorization', `Bearer ${refreshed.body.access_token}`);

      const text = logged.logs.text;
      expect(logged.logs.lines.length).toBeGreaterThan(5);
      for (const secret of [
        TEST_PASSWORD,
        'N3w$ecret-pass',
        'Wr0ng$ecret',
        user.accessToken,
        user.refreshToken,
        refreshed.body.access_token,
        refreshed.body.refresh_token,
        'scrypt$',
      ]) {
        expect(text).not.toContain(secret);
      }
    });
  });
});
