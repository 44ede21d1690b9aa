/**
 * GoTrue's PKCE flow on the built-in auth server: a code challenge on /recover (and on /signup
 * with confirmation on) makes the emailed link redirect with `?code=`, which
 * `POST /token?grant_type=pkce` exchanges once, with the matching verifier, for a session.
 */
import { createHash, randomBytes } from 'node:crypto';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, setUpTestApp, type TestApp } from '../../test/app';
import { signUp, TEST_PASSWORD, uniqueEmail } from '../../test/auth';
import { followLink, latestLink, passwordGrant, profile } from '../../test/auth-server';
import { TEST_DRIVERS } from '../../test/databases';
import { authFlowStates } from '../schema';

function newVerifier(): string {
  return randomBytes(48).toString('base64url');
}

function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

function exchange(testApp: TestApp, authCode: string, codeVerifier: string) {
  return supertest(testApp.app)
    .post('/auth/v1/token?grant_type=pkce')
    .set('X-Supabase-Api-Version', '2024-01-01')
    .send({ auth_code: authCode, code_verifier: codeVerifier });
}

/** Asks for a PKCE recovery link, opens it, and answers the `?code=` it redirects with. */
async function recoveryCode(
  testApp: TestApp,
  email: string,
  challenge: { code_challenge: string; code_challenge_method: string },
): Promise<string> {
  const sent = await supertest(testApp.app)
    .post('/auth/v1/recover')
    .send({ email, ...challenge });
  expect(sent.status).toBe(200);
  const followed = await followLink(testApp.app, await latestLink(testApp.app, email));
  expect(followed.status).toBe(303);
  const location = new URL(followed.location);
  expect(location.hash).toBe('');
  const code = location.searchParams.get('code');
  expect(code).toBeTruthy();
  return code!;
}

describe.each(TEST_DRIVERS)('PKCE on the built-in auth server on %s', (driver) => {
  const suite = setUpTestApp(driver);

  it('exchanges a recovery code once, with the S256 verifier, for a session', async () => {
    const { testApp } = suite;
    const user = await signUp(testApp);
    const verifier = newVerifier();
    const code = await recoveryCode(testApp, user.email, {
      code_challenge: s256(verifier),
      code_challenge_method: 's256',
    });

    const wrong = await exchange(testApp, code, newVerifier());
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      code: 'bad_code_verifier',
      message: 'code challenge does not match previously saved code verifier',
    });

    const session = await exchange(testApp, code, verifier);
    expect(session.status).toBe(200);
    expect(session.body.user.email).toBe(user.email);
    expect((await profile(testApp.app, session.body.access_token)).status).toBe(200);

    const reused = await exchange(testApp, code, verifier);
    expect(reused.status).toBe(404);
    expect(reused.body).toEqual({
      code: 'flow_state_not_found',
      message: 'invalid flow state, no valid flow state found',
    });
  });

  it('accepts the plain method, and never stores the code in clear', async () => {
    const { testApp, database } = suite;
    const user = await signUp(testApp);
    const verifier = newVerifier();
    const code = await recoveryCode(testApp, user.email, {
      code_challenge: verifier,
      code_challenge_method: 'plain',
    });
    const stored = await database.db.select().from(authFlowStates);
    expect(JSON.stringify(stored)).not.toContain(code);
    expect((await exchange(testApp, code, verifier)).status).toBe(200);
  });

  it('refuses an expired code with flow_state_expired', async () => {
    const { testApp, database } = suite;
    const user = await signUp(testApp);
    const verifier = newVerifier();
    const code = await recoveryCode(testApp, user.email, {
      code_challenge: s256(verifier),
      code_challenge_method: 'S256',
    });
    await database.db.execute(
      sql`update auth_flow_states set auth_code_issued_at = now() - interval '301 seconds'`,
    );
    const expired = await exchange(testApp, code, verifier);
    expect(expired.status).toBe(422);
    expect(expired.body).toEqual({
      code: 'flow_state_expired',
      message: 'invalid flow state, flow state has expired',
    });
  });

  it('validates the challenge and the grant’s parameters as GoTrue does', async () => {
    const { testApp } = suite;
    const user = await signUp(testApp);
    const recover = (body: object) =>
      supertest(testApp.app)
        .post('/auth/v1/recover')
        .set('X-Supabase-Api-Version', '2024-01-01')
        .send({ email: user.email, ...body });
    const onlyChallenge = await recover({ code_challenge: s256(newVerifier()) });
    expect(onlyChallenge.status).toBe(400);
    expect(onlyChallenge.body).toEqual({
      code: 'validation_failed',
      message: 'PKCE flow requires code_challenge_method and code_challenge',
    });
    const short = await recover({ code_challenge: 'abc', code_challenge_method: 's256' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('code challenge has to be between 43 and 128 characters');
    const method = await recover({
      code_challenge: s256(newVerifier()),
      code_challenge_method: 'md5',
    });
    expect(method.status).toBe(400);
    expect(method.body.code).toBe('validation_failed');
    // supabase-js's implicit flow sends both as null.
    expect((await recover({ code_challenge: null, code_challenge_method: null })).status).toBe(200);

    const empty = await exchange(testApp, '', '');
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      code: 'validation_failed',
      message: 'invalid request: both auth code and code verifier should be non-empty',
    });
    expect((await exchange(testApp, crypto.randomUUID(), newVerifier())).status).toBe(404);
  });

  it('confirms a sign-up through a PKCE link, and a reset ends pending codes', async () => {
    const confirming = await createTestApp(suite.database, {
      AUTH_REQUIRE_EMAIL_CONFIRMATION: 'true',
    });
    const email = uniqueEmail('pkce-signup');
    const verifier = newVerifier();
    const signedUp = await supertest(confirming.app)
      .post('/auth/v1/signup')
      .send({
        email,
        password: TEST_PASSWORD,
        code_challenge: s256(verifier),
        code_challenge_method: 's256',
      });
    expect(signedUp.status).toBe(200);
    expect(signedUp.body.access_token).toBeUndefined();
    const followed = await followLink(confirming.app, await latestLink(confirming.app, email));
    const code = new URL(followed.location).searchParams.get('code');
    expect(code).toBeTruthy();
    const session = await exchange(confirming, code!, verifier);
    expect(session.status).toBe(200);
    expect(session.body.user.email_confirmed_at).toBeTruthy();
    expect((await passwordGrant(confirming.app, email, TEST_PASSWORD)).status).toBe(200);

    // A code issued but not yet exchanged dies with a password change, like the link.
    const pendingVerifier = newVerifier();
    const pending = await recoveryCode(confirming, email, {
      code_challenge: s256(pendingVerifier),
      code_challenge_method: 's256',
    });
    const changed = await supertest(confirming.app)
      .put('/auth/v1/user')
      .set('Authorization', `Bearer ${session.body.access_token}`)
      .send({ password: 'An0ther$ecret!', current_password: TEST_PASSWORD });
    expect(changed.status).toBe(200);
    expect((await exchange(confirming, pending, pendingVerifier)).status).toBe(404);
  });
});
