/**
 * Identity and request forgery, on every route that acts for a user: no token, a forged or
 * unacceptable token, a `user-id` header on its own, a write without the CSRF header or with
 * one that does not match the cookie. Each is rejected with its status and JSON error, and
 * none of them changes a row.
 */
import { decodeJwt, exportJWK, generateKeyPair, SignJWT } from 'jose';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localIssuer, signAccessToken } from '../gotrue/sessions/access-tokens';
import { loadSigningKeys, type SigningKeys } from '../gotrue/sessions/signing-keys';
import { createTestApp, csrfToken } from '../test/app';
import { authHeaders } from '../test/auth';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../test/databases';
import { sendRoute, userRoutes, type RouteTargets } from '../test/routes';
import { fingerprintDatabase } from '../test/snapshots';
import {
  addRecordTargets,
  addOneOfEach,
  apiClient,
  type ApiClient,
  createTrackerTestContext,
  MANY_SIGN_UPS_ENV,
  type TestUser,
  type TrackerTestContext,
} from '../test/trackers';

const AUTH_REQUIRED = { error: 'Authentication required. Please log in.', code: 'unauthorized' };
const INVALID_SESSION = {
  error: 'Invalid or expired session. Please log in again.',
  code: 'unauthorized',
};
const INVALID_CSRF = { error: 'invalid csrf token', code: 'invalid_csrf_token' };

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe.each(TEST_DRIVERS)('identity and request forgery on %s', (driver) => {
  let database: TestDatabase;
  let context: TrackerTestContext;
  let owner: { user: TestUser; api: ApiClient };
  let keys: SigningKeys;
  let issuer: string;
  let targets: RouteTargets;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const testApp = await createTestApp(database, MANY_SIGN_UPS_ENV);
    context = await createTrackerTestContext(testApp, database.db);
    owner = await context.premiumUser();
    const ids = await addOneOfEach(owner.api);
    const free = await context.freeUser();
    const checkout = await free.api.post('/api/subscriptions/create-checkout');
    targets = {
      authUserId: owner.user.userId,
      ...ids,
      ...(await addRecordTargets(owner.api)),
      checkoutSession: new URL(checkout.body.checkout_url).searchParams.get('session')!,
    };
    keys = await loadSigningKeys(database.db);
    issuer = localIssuer(testApp.config);
  });
  afterAll(() => database.destroy());

  const ROUTES = userRoutes(() => targets);
  const WRITE_ROUTES = ROUTES.filter((route) => route.method !== 'get');

  /** The owner's claims, signed however a case needs; the owner's real token is the control. */
  function claimsJwt() {
    // The owner's live session: the built-in auth server's tokens count only while it lives.
    const { session_id: sessionId } = decodeJwt(owner.user.accessToken);
    return new SignJWT({ email: owner.user.email, role: 'authenticated', session_id: sessionId })
      .setSubject(owner.user.userId)
      .setAudience('authenticated')
      .setIssuer(issuer)
      .setIssuedAt();
  }
  const inAnHour = () => nowSeconds() + 3600;
  /** `jwt` under our key id, expiring in an hour, signed with our key unless told another. */
  const signedAsOurs = (jwt: SignJWT, privateKey: SigningKeys['privateKey'] = keys.privateKey) =>
    jwt
      .setProtectedHeader({ alg: 'ES256', kid: keys.kid })
      .setExpirationTime(inAnHour())
      .sign(privateKey);

  /** Sends every route with the given headers (and a valid CSRF header and cookie). */
  async function expectEveryRouteRejected(
    headers: Record<string, string>,
    status: number,
    body: object,
  ) {
    const before = await fingerprintDatabase(database.db);
    for (const route of ROUTES) {
      const response = await sendRoute(context.anonymous(), route).set(headers);
      expect([response.status, response.body], route.name).toEqual([status, body]);
      expect(response.type, route.name).toBe('application/json');
    }
    expect(await fingerprintDatabase(database.db)).toEqual(before);
  }

  describe('bearer tokens', () => {
    it("accepts the owner's real token and a well-formed one signed with our key (the controls)", async () => {
      expect((await owner.api.get('/api/expenses')).status).toBe(200);
      const wellFormed = await signedAsOurs(claimsJwt());
      const response = await context.testApp.request
        .get('/api/expenses')
        .set({ Authorization: `Bearer ${wellFormed}`, 'user-id': owner.user.userId });
      expect(response.status).toBe(200);
    });

    it('answers every route without a token with 401 "Authentication required"', async () => {
      await expectEveryRouteRejected({}, 401, AUTH_REQUIRED);
    });

    it("answers every route with only the owner's user-id header, no token, with 401", async () => {
      await expectEveryRouteRejected({ 'user-id': owner.user.userId }, 401, AUTH_REQUIRED);
    });

    it.each([
      ['a Basic credential', () => `Basic ${Buffer.from('owner:password').toString('base64')}`],
      ['the token without its scheme', () => owner.user.accessToken],
      ['an empty bearer', () => 'Bearer '],
    ])('answers every route with %s in Authorization with 401', async (_label, header) => {
      await expectEveryRouteRejected({ Authorization: header() }, 401, AUTH_REQUIRED);
    });

    it('ignores a token offered in a cookie or the query string: 401', async () => {
      const before = await fingerprintDatabase(database.db);
      const inQuery = await context.testApp.request.get(
        `/api/expenses?access_token=${owner.user.accessToken}`,
      );
      const inCookie = await supertest(context.testApp.app)
        .get('/api/expenses')
        .set(
          'Cookie',
          `sb-access-token=${owner.user.accessToken}; access_token=${owner.user.accessToken}`,
        );
      for (const response of [inQuery, inCookie]) {
        expect(response.status).toBe(401);
        expect(response.body).toEqual(AUTH_REQUIRED);
      }
      expect(await fingerprintDatabase(database.db)).toEqual(before);
    });

    const UNACCEPTABLE_TOKENS: [string, () => Promise<string>][] = [
      [
        'signed with another key under our key id',
        async () => {
          const { privateKey } = await generateKeyPair('ES256');
          return signedAsOurs(claimsJwt(), privateKey);
        },
      ],
      [
        'with alg "none" and no signature',
        async () =>
          `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
            sub: owner.user.userId,
            email: owner.user.email,
            aud: 'authenticated',
            iss: issuer,
            exp: inAnHour(),
          })}.`,
      ],
      [
        'HS256-signed with our public key as the secret (algorithm confusion)',
        async () =>
          claimsJwt()
            .setProtectedHeader({ alg: 'HS256' })
            .setExpirationTime(inAnHour())
            .sign(new TextEncoder().encode(JSON.stringify(await exportJWK(keys.publicKey)))),
      ],
      [
        'that expired a minute ago',
        async () =>
          (
            await signAccessToken(
              keys,
              issuer,
              {
                sub: owner.user.userId,
                email: owner.user.email,
                sessionId: null,
                userMetadata: {},
              },
              nowSeconds() - 3660,
            )
          ).token,
      ],
      ['for another audience', async () => signedAsOurs(claimsJwt().setAudience('service_role'))],
      [
        'from another issuer',
        async () => signedAsOurs(claimsJwt().setIssuer('https://elsewhere.example/auth/v1')),
      ],
      [
        'without an expiry',
        async () =>
          claimsJwt().setProtectedHeader({ alg: 'ES256', kid: keys.kid }).sign(keys.privateKey),
      ],
      [
        "whose subject is the owner's product id rather than a uuid",
        async () => signedAsOurs(claimsJwt().setSubject(String(owner.user.id))),
      ],
      [
        "with the owner's payload under another user's signature",
        async () => {
          const other = await context.freeUser();
          const [header, , signature] = other.user.accessToken.split('.');
          const [, payload] = owner.user.accessToken.split('.');
          return `${header}.${payload}.${signature}`;
        },
      ],
      ['that is not a JWT at all', async () => 'not.a.jwt'],
    ];

    it.each(UNACCEPTABLE_TOKENS)(
      'answers every route with a token %s with 401 "Invalid or expired session"',
      async (_label, makeToken) => {
        const token = await makeToken();
        await expectEveryRouteRejected(
          { Authorization: `Bearer ${token}`, 'user-id': owner.user.userId },
          401,
          INVALID_SESSION,
        );
      },
    );
  });

  describe('CSRF double-submit on every write route', () => {
    /** A fresh browser: an agent holding its own XSRF-TOKEN cookie, and that token. */
    async function ownerAgent() {
      const agent = supertest.agent(context.testApp.app);
      const token = await csrfToken(agent);
      return { agent, token };
    }

    const CASES: [string, (own: string, other: string) => Record<string, string>][] = [
      ['without the CSRF-Token header', () => ({})],
      [
        'with a header that does not match the cookie',
        (own) => ({ 'CSRF-Token': `${own.slice(0, -1)}${own.endsWith('0') ? '1' : '0'}` }),
      ],
      [
        "with another browser's valid token in the header",
        (_own, other) => ({ 'CSRF-Token': other }),
      ],
      ['with an empty header', () => ({ 'CSRF-Token': '' })],
    ];

    it.each(
      CASES.flatMap(([label, headers]) =>
        WRITE_ROUTES.map((route) => [route.name, label, route, headers] as const),
      ),
    )(
      'answers %s %s with 403 "invalid csrf token" and changes nothing',
      async (_name, _label, route, headers) => {
        const { agent, token } = await ownerAgent();
        const other = await ownerAgent();
        const before = await fingerprintDatabase(database.db);
        const client = apiClient(agent, owner.user);
        const response = await sendRoute(client, route).set(headers(token, other.token));
        expect(response.status).toBe(403);
        expect(response.body).toEqual(INVALID_CSRF);
        expect(await fingerprintDatabase(database.db)).toEqual(before);
      },
    );

    it('answers a write that sends the header but no cookie with 403', async () => {
      const { token } = await ownerAgent();
      const before = await fingerprintDatabase(database.db);
      const response = await supertest(context.testApp.app)
        .post('/api/expenses')
        .set({ ...authHeaders(owner.user), 'CSRF-Token': token })
        .send({ name: 'Forged', amount: 1, date: '2025-01-01' });
      expect(response.status).toBe(403);
      expect(response.body).toEqual(INVALID_CSRF);
      expect(await fingerprintDatabase(database.db)).toEqual(before);
    });
  });

  describe('sign-up metadata that becomes token claims', () => {
    it('drops text Postgres cannot store and cuts long names by character, so sign-up and the API still work', async () => {
      const longName = `${'y'.repeat(99)}😀tail`;
      const response = await context.testApp.request.post('/auth/v1/signup').send({
        email: `metadata-${driver}-${Date.now()}@example.com`,
        password: 'Sup3r$ecret!',
        data: {
          first_name: 'Ana\u0000',
          last_name: 'Lone \uD800',
          nickname: longName,
          'k\u0000': 'v',
        },
      });
      expect(response.status).toBe(200);
      expect(response.body.user.user_metadata).toEqual({ nickname: `${'y'.repeat(99)}😀` });

      const status = await supertest(context.testApp.app)
        .get('/api/auth/status')
        .set('Authorization', `Bearer ${response.body.access_token}`);
      expect(status.status).toBe(200);
    });

    it('drops the same text when a signed-in user updates their metadata', async () => {
      const { user } = await context.freeUser();
      const response = await context.testApp.request
        .put('/auth/v1/user')
        .set('Authorization', `Bearer ${user.accessToken}`)
        .send({ data: { first_name: 'Mal\u0000lory', last_name: 'Morgan' } });
      expect(response.status).toBe(200);
      expect(response.body.user_metadata).toMatchObject({
        first_name: 'Alex',
        last_name: 'Morgan',
      });
    });
  });
});
