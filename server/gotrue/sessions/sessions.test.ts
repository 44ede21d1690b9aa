/**
 * Sessions end when they should, everywhere at once: a sign-out or a password change stops the
 * API and the refresh tokens immediately; refresh-token reuse follows GoTrue's reuse interval;
 * AUTH_SESSION_TIMEBOX and AUTH_SESSION_INACTIVITY_TIMEOUT end sessions at refresh and on the API.
 */
import { sql } from 'drizzle-orm';
import supertest from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/connect';
import { createTestApp, setUpTestApp } from '../../test/app';
import { signUp, TEST_PASSWORD } from '../../test/auth';
import {
  followLink,
  latestLink,
  passwordGrant,
  profile,
  refresh,
  expectGoTrueError,
} from '../../test/auth-server';
import { TEST_DRIVERS } from '../../test/databases';

const NEW_PASSWORD = 'N3w$ecret-pass';

describe.each(TEST_DRIVERS)('sessions of the built-in auth server on %s', (driver) => {
  const suite = setUpTestApp(driver);
  const app = () => suite.testApp.app;

  afterEach(() => {
    vi.useRealTimers();
  });

  describe('sign-out', () => {
    it('refuses the signed-out access token on /api/profile at once', async () => {
      const user = await signUp(suite.testApp);
      expect((await profile(app(), user.accessToken)).status).toBe(200);

      const logout = await supertest(app())
        .post('/auth/v1/logout?scope=local')
        .set('Authorization', `Bearer ${user.accessToken}`);
      expect(logout.status).toBe(204);
      // The browser drops what it kept of her records (docs/offline.md).
      expect(logout.headers['clear-site-data']).toBe('"cache", "storage"');

      const after = await profile(app(), user.accessToken);
      expect(after.status).toBe(401);
      expect(after.body).toEqual({
        error: 'Invalid or expired session. Please log in again.',
        code: 'unauthorized',
      });
    });

    it('with scope=others keeps this device and ends the others', async () => {
      const user = await signUp(suite.testApp);
      const other = await passwordGrant(app(), user.email, TEST_PASSWORD);
      const logout = await supertest(app())
        .post('/auth/v1/logout?scope=others')
        .set('Authorization', `Bearer ${user.accessToken}`);
      // This browser stays signed in: it keeps its storage.
      expect(logout.headers['clear-site-data']).toBeUndefined();
      expect((await profile(app(), user.accessToken)).status).toBe(200);
      expect((await profile(app(), other.body.access_token)).status).toBe(401);
    });
  });

  describe('a password change or reset', () => {
    it('ends every other device’s session and refresh token at once, and keeps this one', async () => {
      const user = await signUp(suite.testApp);
      const otherDevice = await passwordGrant(app(), user.email, TEST_PASSWORD);
      expect(otherDevice.status).toBe(200);

      const changed = await supertest(app())
        .put('/auth/v1/user')
        .set('Authorization', `Bearer ${user.accessToken}`)
        .send({ password: NEW_PASSWORD, current_password: TEST_PASSWORD });
      expect(changed.status).toBe(200);

      const stolen = await refresh(app(), otherDevice.body.refresh_token);
      expect(stolen.status).toBe(400);
      expect(stolen.body).toMatchObject({
        error_code: 'refresh_token_not_found',
        msg: 'Invalid Refresh Token: Refresh Token Not Found',
      });
      expect((await profile(app(), otherDevice.body.access_token)).status).toBe(401);
      expect((await profile(app(), user.accessToken)).status).toBe(200);
      expect((await refresh(app(), user.refreshToken)).status).toBe(200);
    });

    it('through the emailed link ends the other sessions, confirms the email and kills older links', async () => {
      const confirming = await createTestApp(suite.database, {
        AUTH_REQUIRE_EMAIL_CONFIRMATION: 'true',
        // Two reset mails a moment apart: the second must kill the first.
        AUTH_RECOVERY_MAIL_INTERVAL: '0',
      });
      const attacker = await signUp(suite.testApp);
      // The account was made while confirmation was off elsewhere; the reset goes through the
      // confirming instance (same database), as a second server would.
      await supertest(confirming.app).post('/auth/v1/recover').send({ email: attacker.email });
      const olderLink = await latestLink(confirming.app, attacker.email);
      await supertest(confirming.app).post('/auth/v1/recover').send({ email: attacker.email });
      const link = await latestLink(confirming.app, attacker.email);

      expect((await followLink(confirming.app, olderLink)).params.get('error_code')).toBe(
        'otp_expired',
      );
      const followed = await followLink(confirming.app, link);
      expect(followed.params.get('type')).toBe('recovery');
      const reset = await supertest(confirming.app)
        .put('/auth/v1/user')
        .set('Authorization', `Bearer ${followed.params.get('access_token')}`)
        .send({ password: NEW_PASSWORD });
      expect(reset.status).toBe(200);
      expect(reset.body.email_confirmed_at).toEqual(expect.any(String));

      const old = await refresh(confirming.app, attacker.refreshToken);
      expect(old.status).toBe(400);
      expect(old.body.error_code).toBe('refresh_token_not_found');
      expect((await profile(confirming.app, attacker.accessToken)).status).toBe(401);
    });
  });

  describe('refresh-token reuse', () => {
    it('within AUTH_REFRESH_REUSE_INTERVAL refreshes the same session (two tabs, a lost answer)', async () => {
      const user = await signUp(suite.testApp);
      const first = await refresh(app(), user.refreshToken);
      const second = await refresh(app(), user.refreshToken);
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      const claims = (token: string) =>
        JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
      expect(claims(second.body.access_token).session_id).toBe(
        claims(first.body.access_token).session_id,
      );
      expect((await refresh(app(), first.body.refresh_token)).status).toBe(200);
      expect((await refresh(app(), second.body.refresh_token)).status).toBe(200);
    });

    /** How many refresh tokens of the session behind `accessToken` are still unused. */
    async function liveRefreshTokens(accessToken: string): Promise<number> {
      const sessionId = JSON.parse(
        Buffer.from(accessToken.split('.')[1]!, 'base64url').toString(),
      ).session_id;
      const [row] = await queryRows<{ count: number }>(
        suite.database.db,
        sql`select count(*)::int as count from auth_refresh_tokens
            where session_id = ${sessionId} and used_at is null`,
      );
      return Number(row!.count);
    }

    it('within the interval answers again with the child token already issued, never a second one', async () => {
      const user = await signUp(suite.testApp);
      const first = await refresh(app(), user.refreshToken);
      const again = await refresh(app(), user.refreshToken);
      expect(first.status).toBe(200);
      expect(again.status).toBe(200);
      expect(again.body.refresh_token).toBe(first.body.refresh_token);
      expect(await liveRefreshTokens(again.body.access_token)).toBe(1);
    });

    it('two refreshes of one token at once both end with the same child', async () => {
      const user = await signUp(suite.testApp);
      const answers = await Promise.all([
        refresh(app(), user.refreshToken),
        refresh(app(), user.refreshToken),
        refresh(app(), user.refreshToken),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      const children = new Set(answers.map((answer) => answer.body.refresh_token));
      expect(children.size).toBe(1);
      expect(await liveRefreshTokens(answers[0]!.body.access_token)).toBe(1);
    });

    it('within the interval, after the child was refreshed too, answers with the newest token of the chain', async () => {
      const user = await signUp(suite.testApp);
      const child = await refresh(app(), user.refreshToken);
      const grandchild = await refresh(app(), child.body.refresh_token);
      const late = await refresh(app(), user.refreshToken);
      expect(late.status).toBe(200);
      expect(late.body.refresh_token).toBe(grandchild.body.refresh_token);
      expect(await liveRefreshTokens(late.body.access_token)).toBe(1);
    });

    it('after the interval revokes the whole session and answers refresh_token_already_used', async () => {
      const user = await signUp(suite.testApp);
      const first = await refresh(app(), user.refreshToken);
      expect(first.status).toBe(200);

      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11_000 });
      const replay = await refresh(app(), user.refreshToken);
      expectGoTrueError(
        replay,
        400,
        'refresh_token_already_used',
        'Invalid Refresh Token: Already Used',
      );
      expect((await refresh(app(), first.body.refresh_token)).body.error_code).toBe(
        'refresh_token_not_found',
      );
      expect((await profile(app(), first.body.access_token)).status).toBe(401);
    });
  });

  describe('session lifetime', () => {
    it('AUTH_SESSION_INACTIVITY_TIMEOUT ends a session not refreshed for that long', async () => {
      const short = await createTestApp(suite.database, { AUTH_SESSION_INACTIVITY_TIMEOUT: '10m' });
      const user = await signUp(short);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11 * 60_000 });
      expect((await profile(short.app, user.accessToken)).status).toBe(401);
      const late = await refresh(short.app, user.refreshToken);
      expect(late.status).toBe(400);
      expect(late.body).toMatchObject({
        error_code: 'session_expired',
        msg: 'Invalid Refresh Token: Session Expired (Inactivity)',
      });
    });

    it('a refresh keeps an active session alive past the inactivity timeout', async () => {
      const short = await createTestApp(suite.database, { AUTH_SESSION_INACTIVITY_TIMEOUT: '10m' });
      const user = await signUp(short);
      const start = Date.now();
      vi.useFakeTimers({ toFake: ['Date'], now: start + 8 * 60_000 });
      const refreshed = await refresh(short.app, user.refreshToken);
      expect(refreshed.status).toBe(200);
      vi.setSystemTime(start + 16 * 60_000);
      expect((await refresh(short.app, refreshed.body.refresh_token)).status).toBe(200);
    });

    it('AUTH_SESSION_TIMEBOX ends a session that long after sign-in, however active', async () => {
      const boxed = await createTestApp(suite.database, { AUTH_SESSION_TIMEBOX: '10m' });
      const user = await signUp(boxed);
      const start = Date.now();
      vi.useFakeTimers({ toFake: ['Date'], now: start + 8 * 60_000 });
      const refreshed = await refresh(boxed.app, user.refreshToken);
      expect(refreshed.status).toBe(200);
      vi.setSystemTime(start + 11 * 60_000);
      expect((await profile(boxed.app, refreshed.body.access_token)).status).toBe(401);
      const late = await refresh(boxed.app, refreshed.body.refresh_token);
      expect(late.body).toMatchObject({
        error_code: 'session_expired',
        msg: 'Invalid Refresh Token: Session Expired',
      });
    });
  });
});
