import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  csrfToken,
  PRODUCTION_TEST_ENV,
  setUpTestApp,
  type TestApp,
} from './test/app';
import { uniqueEmail } from './test/auth';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from './test/databases';

describe.each(TEST_DRIVERS)('the HTTP conventions on %s', (driver) => {
  const suite = setUpTestApp(driver);

  describe('GET /api/health', () => {
    it('answers 200 after a real database round-trip and names the driver', async () => {
      const response = await suite.testApp.request.get('/api/health');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ status: 'ok', database: driver });
    });
  });

  describe('GET /api/config', () => {
    // url null: the SPA calls the origin it was loaded from (Vite's :5173, or 127.0.0.1), not PUBLIC_URL.
    it('tells the browser the auth and billing modes, the support email and the public URL, and nothing secret', async () => {
      const { request } = await createTestApp(suite.database, {
        SUPPORT_EMAIL: 'help@example.org',
        CSRF_SECRET: 'x'.repeat(40),
        PUBLIC_URL: 'https://fairsplit.example',
      });
      const response = await request.get('/api/config');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        auth: { mode: 'local', url: null, anonKey: 'fairsplit-local-anon-key' },
        billing: { mode: 'local' },
        supportEmail: 'help@example.org',
        publicUrl: 'https://fairsplit.example',
      });
      expect(JSON.stringify(response.body)).not.toContain('x'.repeat(40));
    });

    it('gives the hosted Supabase URL and anon key in supabase mode', async () => {
      const { request } = await createTestApp(suite.database, {
        SUPABASE_URL: 'https://abc.supabase.co/',
        SUPABASE_ANON_KEY: 'anon-key',
      });
      const response = await request.get('/api/config');
      expect(response.body.auth).toEqual({
        mode: 'supabase',
        url: 'https://abc.supabase.co',
        anonKey: 'anon-key',
      });
    });
  });

  describe('CSRF double-submit', () => {
    it('issues a readable XSRF-TOKEN cookie on a GET', async () => {
      const response = await (await createTestApp(suite.database)).request.get('/api/health');
      const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).join('\n');
      expect(cookie).toMatch(/XSRF-TOKEN=[0-9a-f]+\.[0-9a-f]+; Path=\/; SameSite=Strict/);
      expect(cookie).not.toMatch(/HttpOnly/i);
    });

    it('rejects a POST without the CSRF-Token header with 403 "invalid csrf token"', async () => {
      const { request } = await createTestApp(suite.database);
      await csrfToken(request);
      const response = await request.post('/api/anything').send({ a: 1 });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: 'invalid csrf token', code: 'invalid_csrf_token' });
    });

    it('rejects a header that does not match the cookie', async () => {
      const { request } = await createTestApp(suite.database);
      const token = await csrfToken(request);
      const forged = `${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}`;
      const response = await request.put('/api/anything').set('CSRF-Token', forged).send({});
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: 'invalid csrf token', code: 'invalid_csrf_token' });
    });

    it('rejects a self-made token that the server did not sign', async () => {
      const { app } = await createTestApp(suite.database);
      const { default: supertest } = await import('supertest');
      const response = await supertest(app)
        .delete('/api/anything')
        .set('Cookie', 'XSRF-TOKEN=abc.def')
        .set('CSRF-Token', 'abc.def');
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: 'invalid csrf token', code: 'invalid_csrf_token' });
    });

    it('lets a write with the matching header through to routing', async () => {
      const { request } = await createTestApp(suite.database);
      const token = await csrfToken(request);
      const response = await request.post('/api/anything').set('CSRF-Token', token).send({});
      expect(response.status).toBe(404);
      expect(response.body).toEqual({
        error: 'No API route for POST /api/anything',
        code: 'not_found',
      });
    });
  });

  describe('the error model', () => {
    it('answers an unknown /api path with JSON 404, never HTML', async () => {
      const response = await suite.testApp.request.get('/api/nope').set('Accept', 'text/html');
      expect(response.status).toBe(404);
      expect(response.type).toBe('application/json');
      expect(response.body).toEqual({ error: 'No API route for GET /api/nope', code: 'not_found' });
    });

    it('answers malformed JSON with 400 and a clear message', async () => {
      const { request } = await createTestApp(suite.database);
      const token = await csrfToken(request);
      const response = await request
        .post('/api/anything')
        .set('CSRF-Token', token)
        .set('Content-Type', 'application/json')
        .send('{"name": ');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        error: 'Malformed JSON in request body',
        code: 'malformed_request',
      });
    });

    it('answers a body over the limit with 413', async () => {
      const { request } = await createTestApp(suite.database, { BODY_LIMIT: '1kb' });
      const token = await csrfToken(request);
      const response = await request
        .post('/api/anything')
        .set('CSRF-Token', token)
        .send({ text: 'x'.repeat(2048) });
      expect(response.status).toBe(413);
      expect(response.body).toEqual({
        error: 'Request body is too large',
        code: 'payload_too_large',
      });
    });

    it('answers a body in an encoding or charset it cannot read with 415', async () => {
      const { request } = await createTestApp(suite.database);
      const token = await csrfToken(request);
      for (const headers of [
        { 'Content-Type': 'application/json', 'Content-Encoding': 'compress' },
        { 'Content-Type': 'application/json; charset=klingon' },
      ]) {
        const response = await request
          .post('/api/anything')
          .set('CSRF-Token', token)
          .set(headers)
          .send('{}');
        expect(response.status).toBe(415);
        expect(response.body).toEqual({
          error: 'Unsupported request encoding',
          code: 'unsupported_media_type',
        });
      }
    });
  });

  describe('security headers', () => {
    it('sends a CSP and hides the framework', async () => {
      const response = await suite.testApp.request.get('/api/health');
      expect(response.headers['x-powered-by']).toBeUndefined();
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });

    it('adds HSTS and secure cookies in production', async () => {
      const { request } = await createTestApp(suite.database, PRODUCTION_TEST_ENV);
      const response = await request.get('/api/health');
      expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
      expect(([] as string[]).concat(response.headers['set-cookie'] ?? []).join()).toMatch(
        /; Secure/,
      );
    });
  });

  describe('the client address behind a proxy (TRUST_PROXY)', () => {
    // A database of its own: the per-IP counters of other tests would share the socket address.
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(driver);
    });
    afterAll(() => database.destroy());

    /** A wrong-password sign-in (a fresh address each time) claiming to come from `forwardedFor`. */
    function guessPassword(testApp: TestApp, forwardedFor: string) {
      return testApp.request
        .post('/auth/v1/token?grant_type=password')
        .set('X-Forwarded-For', forwardedFor)
        .send({ email: uniqueEmail('proxy'), password: 'Wrong-passw0rd!' });
    }

    /** The address each request log line saw, in order. */
    function loggedAddresses(testApp: TestApp): unknown[] {
      return testApp.logs.lines
        .map((line) => JSON.parse(line) as { req?: { ip?: unknown }; res?: unknown })
        .filter((line) => line.req && line.res)
        .map((line) => line.req?.ip);
    }

    it('behind one proxy (TRUST_PROXY=1), rate-limits and logs the client from X-Forwarded-For', async () => {
      const testApp = await createTestApp(database, {
        TRUST_PROXY: '1',
        AUTH_RATE_LIMIT_PER_IP: '2',
      });
      const statuses = [];
      for (const client of ['203.0.113.7', '203.0.113.7', '203.0.113.7', '203.0.113.8']) {
        statuses.push((await guessPassword(testApp, `198.51.100.99, ${client}`)).status);
      }
      expect(statuses).toEqual([400, 400, 429, 400]);
      expect(loggedAddresses(testApp)).toEqual([
        '203.0.113.7',
        '203.0.113.7',
        '203.0.113.7',
        '203.0.113.8',
      ]);
    });

    it('without TRUST_PROXY, ignores a spoofed X-Forwarded-For: the socket address is limited and logged', async () => {
      const testApp = await createTestApp(database, { AUTH_RATE_LIMIT_PER_IP: '2' });
      const statuses = [];
      for (const spoofed of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
        statuses.push((await guessPassword(testApp, spoofed)).status);
      }
      expect(statuses).toEqual([400, 400, 429]);
      const addresses = loggedAddresses(testApp);
      expect(addresses).toHaveLength(3);
      for (const address of addresses) expect(address).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
    });
  });

  describe('request logs', () => {
    it('carry a request id and never the bearer token, cookies or a query string', async () => {
      const { request, logs } = await createTestApp(suite.database);
      const response = await request
        .get('/api/health?token=secret-recovery-token')
        .set('Authorization', 'Bearer secret-access-token')
        .set('Cookie', 'XSRF-TOKEN=secret-cookie')
        .set('X-Request-Id', 'req-12345678');
      expect(response.headers['x-request-id']).toBe('req-12345678');
      expect(logs.text).toContain('req-12345678');
      expect(logs.text).not.toContain('secret-access-token');
      expect(logs.text).not.toContain('secret-recovery-token');
      expect(logs.text).not.toContain('secret-cookie');
    });
  });
});
