/**
 * Accounts on the built-in auth server, answered as GoTrue answers: email confirmation, the
 * password rule, profile updates (metadata, email change) and input that must never reach the
 * database unchecked.
 */
import supertest from 'supertest';
import { like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, setUpTestApp, type TestApp } from '../../test/app';
import { signUp, TEST_PASSWORD, uniqueEmail } from '../../test/auth';
import {
  expectGoTrueError,
  followLink,
  latestLink,
  latestMail,
  passwordGrant,
  profile,
} from '../../test/auth-server';
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

    it('a pre-registration keeps nothing: the link sets the password and names of the sign-up that asked for it', async () => {
      const email = uniqueEmail('preregistered');
      // The other spouse registers the address first, with a password and names of their own.
      await signUpOn(confirming, email, 'Att4cker$pass', { first_name: 'Mallory', plan: 'x' });
      const attackersLink = await latestLink(confirming.app, email);
      // Then she signs up, and opens the link her sign-up sent.
      const hers = await signUpOn(confirming, email, TEST_PASSWORD, { first_name: 'Jo' });
      expect(hers.status).toBe(200);
      const herLink = await latestLink(confirming.app, email);
      expect(herLink.href).not.toBe(attackersLink.href);

      const followed = await followLink(confirming.app, herLink);
      expect(followed.params.get('type')).toBe('signup');
      expect((await passwordGrant(confirming.app, email, 'Att4cker$pass')).body.error_code).toBe(
        'invalid_credentials',
      );
      const login = await passwordGrant(confirming.app, email, TEST_PASSWORD);
      expect(login.status).toBe(200);
      // Names the confirmer did not send are dropped.
      expect(login.body.user.user_metadata).toEqual({ first_name: 'Jo' });
      // The earlier sign-up's link is void.
      expect((await followLink(confirming.app, attackersLink)).params.get('error_code')).toBe(
        'otp_expired',
      );
    });

    it('once the address is confirmed, a later sign-up changes neither its password nor its sessions', async () => {
      const email = uniqueEmail('confirmed-first');
      await signUpOn(confirming, email);
      const first = await followLink(confirming.app, await latestLink(confirming.app, email));
      const session = first.params.get('access_token')!;
      await signUpOn(confirming, email, 'Att4cker$pass');
      expect((await latestMail(confirming.app, email)).subject).toBe('Your account already exists');
      expect((await passwordGrant(confirming.app, email, 'Att4cker$pass')).status).toBe(400);
      expect((await passwordGrant(confirming.app, email, TEST_PASSWORD)).status).toBe(200);
      expect((await profile(confirming.app, session)).status).toBe(200);
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
        .send({ password: TEST_PASSWORD, current_password: TEST_PASSWORD });
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
        .post('/auth/v1/token?grant_type=password')
        .send({ email: `  ${email.toUpperCase()} `, password: 'Wr0ng-password' });
      const rows = await suite.database.db
        .select()
        .from(authRateLimits)
        .where(like(authRateLimits.key, `password:email:${email.toLowerCase()}:ip:%`));
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

    it('changes the email only when both the current and the new address confirm', async () => {
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
      expect(response.body.email_change_sent_at).toEqual(expect.any(String));

      const toNew = await latestLink(confirming.app, newEmail);
      const toCurrent = await latestLink(confirming.app, email);
      expect(toNew.searchParams.get('type')).toBe('email_change');
      expect(toCurrent.searchParams.get('type')).toBe('email_change');
      expect(toCurrent.href).not.toBe(toNew.href);
      const notice = await latestMail(confirming.app, email);
      expect(notice.subject).toBe('Confirm a change to your email address');
      expect(notice.text).toContain(`The new address would be: ${newEmail}`);

      // The new address alone (the other spouse's inbox) changes nothing.
      const first = await followLink(confirming.app, toNew);
      expect(first.params.get('message')).toBe(
        'Confirmation link accepted. Please proceed to confirm link sent to the other email',
      );
      expect(first.params.get('access_token')).toBeNull();
      expect((await passwordGrant(confirming.app, newEmail, TEST_PASSWORD)).status).toBe(400);
      expect((await passwordGrant(confirming.app, email, TEST_PASSWORD)).status).toBe(200);

      // Her own address confirms too: now it moves.
      const second = await followLink(confirming.app, toCurrent);
      expect(second.params.get('access_token')).toBeTruthy();
      expect((await passwordGrant(confirming.app, newEmail, TEST_PASSWORD)).status).toBe(200);
      expect((await passwordGrant(confirming.app, email, TEST_PASSWORD)).status).toBe(400);
      // The address it left is told where the account went.
      const moved = await latestMail(confirming.app, email);
      expect(moved.subject).toBe('A change to your account');
      expect(moved.text).toContain(`What changed: your email address, now ${newEmail}`);
    });

    it('asks both addresses even with confirmation off, and a password change cancels the change', async () => {
      const user = await signUp(suite.testApp);
      const newEmail = uniqueEmail('elsewhere');
      const asked = await supertest(suite.testApp.app)
        .put('/auth/v1/user')
        .set('Authorization', `Bearer ${user.accessToken}`)
        .send({ email: newEmail });
      expect(asked.body).toMatchObject({ email: user.email, new_email: newEmail });
      const toNew = await latestLink(suite.testApp.app, newEmail);
      const toCurrent = await latestLink(suite.testApp.app, user.email);

      // She takes the account back: a new password ends the pending change.
      const changed = await supertest(suite.testApp.app)
        .put('/auth/v1/user')
        .set('Authorization', `Bearer ${user.accessToken}`)
        .send({ password: 'Back1n-c0ntrol!', current_password: TEST_PASSWORD });
      expect(changed.status).toBe(200);
      expect(changed.body.new_email).toBeUndefined();
      for (const link of [toNew, toCurrent]) {
        expect((await followLink(suite.testApp.app, link)).params.get('error_code')).toBe(
          'otp_expired',
        );
      }
      expect((await passwordGrant(suite.testApp.app, user.email, 'Back1n-c0ntrol!')).status).toBe(
        200,
      );
    });

    it('answers a taken address as a free one, and tells its owner instead', async () => {
      const user = await signUp(suite.testApp);
      const other = await signUp(suite.testApp);
      const response = await supertest(suite.testApp.app)
        .put('/auth/v1/user')
        .set('Authorization', `Bearer ${user.accessToken}`)
        .send({ email: other.email });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ email: user.email, new_email: other.email });
      expect((await latestMail(suite.testApp.app, other.email)).subject).toBe(
        'Your account already exists',
      );
      expect((await passwordGrant(suite.testApp.app, other.email, TEST_PASSWORD)).status).toBe(200);
    });
  });

  describe('a new password', () => {
    const change = (accessToken: string, body: Record<string, unknown>) =>
      supertest(suite.testApp.app)
        .put('/auth/v1/user')
        .set('Authorization', `Bearer ${accessToken}`)
        .send(body);

    it('needs the current password: missing or wrong, GoTrue’s errors, and nothing changes', async () => {
      const user = await signUp(suite.testApp);
      expectGoTrueError(
        await change(user.accessToken, { password: 'N3w-secret!' }),
        400,
        'current_password_required',
        'Current password required when setting new password.',
      );
      expectGoTrueError(
        await change(user.accessToken, { password: 'N3w-secret!', current_password: 'Wr0ng!pass' }),
        400,
        'current_password_mismatch',
        'Current password required when setting new password.',
      );
      expect((await passwordGrant(suite.testApp.app, user.email, TEST_PASSWORD)).status).toBe(200);

      const changed = await change(user.accessToken, {
        password: 'N3w-secret!',
        current_password: TEST_PASSWORD,
      });
      expect(changed.status).toBe(200);
      expect((await passwordGrant(suite.testApp.app, user.email, 'N3w-secret!')).status).toBe(200);
    });

    it('tells the account’s address what changed, when and from which browser', async () => {
      const user = await signUp(suite.testApp);
      await supertest(suite.testApp.app)
        .put('/auth/v1/user')
        .set('Authorization', `Bearer ${user.accessToken}`)
        .set(
          'User-Agent',
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
        )
        .send({ password: 'N3w-secret!', current_password: TEST_PASSWORD });
      const notice = await latestMail(suite.testApp.app, user.email);
      expect(notice.subject).toBe('A change to your account');
      expect(notice.text).toContain('What changed: your password');
      expect(notice.text).toMatch(/When: \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
      expect(notice.text).toContain('From: Firefox 133 on Windows 10');
      expect(notice.text).toContain('http://localhost:5000/reset-password');
    });

    it('can be set without the old one right after a reset link, and only then', async () => {
      const user = await signUp(suite.testApp);
      await supertest(suite.testApp.app).post('/auth/v1/recover').send({ email: user.email });
      const reset = await followLink(
        suite.testApp.app,
        await latestLink(suite.testApp.app, user.email),
      );
      const token = reset.params.get('access_token')!;
      expect((await change(token, { password: 'R3set-secret!' })).status).toBe(200);
      // A password sign-in is not a reset: the old password is asked again.
      expect((await change(user.accessToken, { password: 'x' })).status).toBe(403);
      const fresh = await passwordGrant(suite.testApp.app, user.email, 'R3set-secret!');
      expect(
        (await change(fresh.body.access_token, { password: 'Y3t-another!' })).body.error_code,
      ).toBe('current_password_required');
    });

    it('is not asked for the current password when AUTH_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD=false', async () => {
      const relaxed = await createTestApp(suite.database, {
        AUTH_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD: 'false',
      });
      const user = await signUp(relaxed);
      const changed = await supertest(relaxed.app)
        .put('/auth/v1/user')
        .set('Authorization', `Bearer ${user.accessToken}`)
        .send({ password: 'N3w-secret!' });
      expect(changed.status).toBe(200);
    });
  });
});
