/**
 * Accounts on the built-in auth server, answered as GoTrue answers: email confirmation, the
 * password rule, profile updates (metadata, email change) and input that must never reach the
 * database unchecked.
 */
import supertest from 'supertest';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, setUpTestApp, type TestApp } from '../../test/app';
import { signUp, TEST_PASSWORD, uniqueEmail } from '../../test/auth';
import { followLink, latestLink, passwordGrant, expectGoTrueError } from '../../test/auth-server';
import { inOneWindow } from '../../test/clock';
import { TEST_DRIVERS } from '../../test/databases';
import { authRateLimits } from '../schema';

const SPEC_CHARACTERS_MESSAGE =
  'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789, !@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~.';

describe.each(TEST_DRIVERS)('accounts of the built-in auth server on %s', (driver) => {
  const suite = setUpTestApp(driver);
  let confirming: TestApp;

  beforeAll(async () => {
    confirming = await createTestApp(suite.database, { AUTH_REQUIRE_EMAIL_CONFIRMATION: 'true' });
  });

  const signUpOn = (app: TestApp, email: string, password = TEST_PASSWORD, data = {}) =>
    supertest(app.app).post('/auth/v1/signup').send({ email, password, data });

  describe('with email confirmation on', () => {
    it('signs up without a session, refuses login with email_not_confirmed, and the link signs in', async () => {
      const email = uniqueEmail('confirm');
      const signup = await signUpOn(confirming, email);
      expect(signup.status).toBe(200);
      expect(signup.body.access_token).toBeUndefined();
      expect(signup.body).toMatchObject({ email, email_confirmed_at: null, identities: [] });

      const login = await passwordGrant(confirming.app, email, TEST_PASSWORD);
      expectGoTrueError(login, 400, 'email_not_confirmed', 'Email not confirmed');

      const link = await latestLink(confirming.app, email);
      expect(link.origin).toBe('http://localhost:5000');
      const followed = await followLink(confirming.app, link);
      expect(followed.status).toBe(303);
      expect(followed.location).toMatch(/^http:\/\/localhost:5000\/home#/);
      expect(followed.params.get('type')).toBe('signup');
      expect(followed.params.get('access_token')).toBeTruthy();
      expect((await passwordGrant(confirming.app, email, TEST_PASSWORD)).status).toBe(200);
    });

    it('signing up again with an unconfirmed address re-sends the link and keeps the password', async () => {
      const email = uniqueEmail('again');
      await signUpOn(confirming, email);
      const firstLink = await latestLink(confirming.app, email);
      const again = await signUpOn(confirming, email, 'Att4cker$pass');
      expect(again.status).toBe(200);
      const secondLink = await latestLink(confirming.app, email);
      expect(secondLink.href).not.toBe(firstLink.href);

      expect((await followLink(confirming.app, secondLink)).params.get('type')).toBe('signup');
      expect((await passwordGrant(confirming.app, email, 'Att4cker$pass')).body.error_code).toBe(
        'invalid_credentials',
      );
      expect((await passwordGrant(confirming.app, email, TEST_PASSWORD)).status).toBe(200);
    });

    it('answers an existing address exactly as a new one (no account probing)', async () => {
      const taken = uniqueEmail('taken');
      await signUpOn(confirming, taken);
      await followLink(confirming.app, await latestLink(confirming.app, taken));
      const data = { first_name: 'Sam' };
      const existing = await signUpOn(confirming, taken, TEST_PASSWORD, data);
      const fresh = await signUpOn(confirming, uniqueEmail('fresh'), TEST_PASSWORD, data);

      expect(existing.status).toBe(fresh.status);
      const shape = (body: Record<string, unknown>) =>
        Object.fromEntries(
          Object.entries(body).map(([key, value]) => [
            key,
            ['id', 'email', 'created_at', 'updated_at'].includes(key) ? typeof value : value,
          ]),
        );
      expect(shape(existing.body)).toEqual(shape(fresh.body));
      expect(existing.body.user_metadata).toEqual(data);
    });
  });

  it('with confirmation off, an unconfirmed login answers email_not_confirmed too', async () => {
    const email = uniqueEmail('unconfirmed');
    await signUpOn(confirming, email);
    const login = await passwordGrant(suite.testApp.app, email, TEST_PASSWORD);
    expect(login.body.error_code).toBe('email_not_confirmed');
  });

  describe('the password rule', () => {
    it('refuses a weak sign-up password with weak_password, its reasons and GoTrue’s message', async () => {
      const response = await signUpOn(suite.testApp, uniqueEmail(), 'short');
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        code: 422,
        error_code: 'weak_password',
        msg: `Password should be at least 8 characters. ${SPEC_CHARACTERS_MESSAGE}`,
        weak_password: { reasons: ['length', 'characters'] },
      });
    });

    it('refuses a long password without a special character on sign-up and PUT /user', async () => {
      const signup = await signUpOn(suite.testApp, uniqueEmail(), 'Abcdefgh1');
      expect(signup.status).toBe(422);
      expect(signup.body.weak_password).toEqual({ reasons: ['characters'] });
      expect(signup.body.msg).toBe(SPEC_CHARACTERS_MESSAGE);

      const user = await signUp(suite.testApp);
      const update = await supertest(suite.testApp.app)
        .put('/auth/v1/user')
        .set('Authorization', `Bearer ${user.accessToken}`)
        .send({ password: 'abcdefgh' });
      expect(update.status).toBe(422);
      expect(update.body.weak_password).toEqual({ reasons: ['characters'] });
    });

    it('answers in the 2024-01-01 format when supabase-js asks for it', async () => {
      const response = await supertest(suite.testApp.app)
        .post('/auth/v1/signup')
        .set('X-Supabase-Api-Version', '2024-01-01')
        .send({ email: uniqueEmail(), password: 'short' });
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        code: 'weak_password',
        message: `Password should be at least 8 characters. ${SPEC_CHARACTERS_MESSAGE}`,
        weak_password: { reasons: ['length', 'characters'] },
      });
    });

    it('follows AUTH_PASSWORD_MIN_LENGTH and AUTH_PASSWORD_REQUIRED_CHARACTERS', async () => {
      const upstream = await createTestApp(suite.database, {
        AUTH_PASSWORD_MIN_LENGTH: '6',
        AUTH_PASSWORD_REQUIRED_CHARACTERS: 'none',
      });
      expect((await signUpOn(upstream, uniqueEmail(), 'simple')).status).toBe(200);
      const digits = await createTestApp(suite.database, {
        AUTH_PASSWORD_REQUIRED_CHARACTERS: '0123456789',
      });
      const refused = await signUpOn(digits, uniqueEmail(), 'lettersonly');
      expect(refused.body.msg).toBe(
        'Password should contain at least one character of each: 0123456789.',
      );
    });

    it('refuses the current password on PUT /user with same_password', async () => {
      const user = await signUp(suite.testApp);
      const response = await supertest(suite.testApp.app)
        .put('/auth/v1/user')
        .set('Authorization', `Bearer ${user.accessToken}`)
        .send({ password: TEST_PASSWORD });
      expectGoTrueError(
        response,
        422,
        'same_password',
        'New password should be different from the old password.',
      );
    });
  });

  it('rate-limits PUT /user like the password grant', async () => {
    const limited = await createTestApp(suite.database, { AUTH_RATE_LIMIT_PER_EMAIL: '2' });
    const user = await signUp(limited);
    const attempt = () =>
      supertest(limited.app)
        .put('/auth/v1/user')
        .set('Authorization', `Bearer ${user.accessToken}`)
        .send({ password: 'weak' });
    await inOneWindow(900, async () => {
      expect((await attempt()).status).toBe(422);
      expect((await attempt()).status).toBe(422);
      const blocked = await attempt();
      expect(blocked.status).toBe(429);
      expect(blocked.body.error_code).toBe('over_request_rate_limit');
    });
  });

  describe('addresses that must not reach the database as they are', () => {
    it.each([
      ['signup', { password: TEST_PASSWORD }],
      ['token?grant_type=password', { password: TEST_PASSWORD }],
      ['recover', {}],
    ])(
      'POST /%s with NUL or a line break in the email answers 400 and stores nothing',
      async (path, body) => {
        for (const email of ['a\u0000b@example.com', 'victim@example.com\r\nBcc: x@evil.example']) {
          const response = await supertest(suite.testApp.app)
            .post(`/auth/v1/${path}`)
            .send({ ...body, email });
          expectGoTrueError(
            response,
            400,
            'validation_failed',
            'Unable to validate email address: invalid format',
          );
        }
        const keys = await suite.database.db
          .select({ key: authRateLimits.key })
          .from(authRateLimits);
        expect(keys.filter(({ key }) => [...key].some((c) => c < ' '))).toEqual([]);
      },
    );

    it('keys the per-email limit on the normalised address', async () => {
      const email = uniqueEmail('Mixed.Case');
      await supertest(suite.testApp.app)
        .post('/auth/v1/recover')
        .send({ email: `  ${email.toUpperCase()} ` });
      const rows = await suite.database.db
        .select()
        .from(authRateLimits)
        .where(eq(authRateLimits.key, `recover:email:${email.toLowerCase()}`));
      expect(rows).toHaveLength(1);
    });
  });

  describe('PUT /user', () => {
    it('merges user_metadata of any JSON type, and null deletes a key', async () => {
      const user = await signUp(suite.testApp);
      const update = (data: unknown) =>
        supertest(suite.testApp.app)
          .put('/auth/v1/user')
          .set('Authorization', `Bearer ${user.accessToken}`)
          .send({ data });
      await update({ age: 41, premium: true, address: { city: 'Leeds' } });
      const response = await update({ last_name: null, tags: ['a', 1] });
      expect(response.status).toBe(200);
      expect(response.body.user_metadata).toEqual({
        first_name: 'Alex',
        age: 41,
        premium: true,
        address: { city: 'Leeds' },
        tags: ['a', 1],
      });
    });

    it('with confirmation on, changes the email only when the link sent to the new address is opened', async () => {
      const email = uniqueEmail('old');
      await signUpOn(confirming, email);
      const confirmed = await followLink(confirming.app, await latestLink(confirming.app, email));
      const newEmail = uniqueEmail('new');
      const response = await supertest(confirming.app)
        .put('/auth/v1/user')
        .set('Authorization', `Bearer ${confirmed.params.get('access_token')}`)
        .send({ email: newEmail });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ email, new_email: newEmail });

      const link = await latestLink(confirming.app, newEmail);
      expect(link.searchParams.get('type')).toBe('email_change');
      expect((await passwordGrant(confirming.app, newEmail, TEST_PASSWORD)).status).toBe(400);
      await followLink(confirming.app, link);
      expect((await passwordGrant(confirming.app, newEmail, TEST_PASSWORD)).status).toBe(200);
      expect((await passwordGrant(confirming.app, email, TEST_PASSWORD)).status).toBe(400);
    });

    it('refuses an email another account uses with email_exists', async () => {
      const user = await signUp(suite.testApp);
      const other = await signUp(suite.testApp);
      const response = await supertest(suite.testApp.app)
        .put('/auth/v1/user')
        .set('Authorization', `Bearer ${user.accessToken}`)
        .send({ email: other.email });
      expectGoTrueError(
        response,
        422,
        'email_exists',
        'A user with this email address has already been registered',
      );
    });
  });

  describe('when the mail server does not answer', () => {
    it('answers the recovery request 503 with a clear message, never 500', async () => {
      // Port 9 (discard) on loopback: the connection is refused at once.
      const { email } = await signUp(suite.testApp, uniqueEmail('smtp-down'));
      const unreachable = await createTestApp(suite.database, { SMTP_URL: 'smtp://127.0.0.1:9' });
      const response = await supertest(unreachable.app).post('/auth/v1/recover').send({ email });
      expectGoTrueError(
        response,
        503,
        'email_send_failed',
        'Error sending email. Please try again in a few minutes.',
      );
    });
  });
});
