/**
 * Hygiene of every answer: security headers on API responses (success and error) and on the
 * SPA's HTML and assets, HSTS and Secure cookies only in production, the XSRF-TOKEN cookie's
 * flags as the browser first receives them, no caching of API answers, and JSON 404s for
 * unknown /api paths whatever the browser says it accepts. The SPA is a tiny built dist folder.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrfToken, PRODUCTION_TEST_ENV, type TestApp } from '../test/app';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../test/databases';
import { createTrackerTestContext } from '../test/trackers';

const INDEX_HTML = '<!doctype html><title>Fairsplit</title><div id="root"></div>';

function cspDirectives(response: Response): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(header, 'content-security-policy').toEqual(expect.any(String));
  return new Map(
    (header as string)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

function setCookies(response: Response): string[] {
  return ([] as string[]).concat(response.headers['set-cookie'] ?? []);
}

function xsrfCookie(response: Response): string {
  const cookie = setCookies(response).find((value) => value.startsWith('XSRF-TOKEN='));
  expect(cookie, 'an XSRF-TOKEN cookie').toBeDefined();
  return cookie!;
}

/** The headers every answer carries, in every environment. */
function expectBaselineHeaders(response: Response) {
  expect(response.headers['x-powered-by']).toBeUndefined();
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');

  const csp = cspDirectives(response);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  const everySource = [...csp.values()].flat();
  expect(everySource).not.toContain("'unsafe-eval'");
  expect(everySource).not.toContain('*');
}

describe.each(TEST_DRIVERS)('security headers and cookies on %s', (driver) => {
  let database: TestDatabase;
  let dist: string;
  let development: TestApp;
  let production: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    dist = mkdtempSync(join(tmpdir(), 'fairsplit-headers-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(join(dist, 'assets', 'index-AbCdEf12.js'), 'export {};\n');
    development = await createTestApp(database, {}, { clientDistDir: dist });
    production = await createTestApp(database, PRODUCTION_TEST_ENV, { clientDistDir: dist });
  });
  afterAll(async () => {
    rmSync(dist, { recursive: true, force: true });
    await database.destroy();
  });

  const ANSWERS: [string, (app: TestApp) => Promise<Response>][] = [
    ['an API answer', (app) => app.request.get('/api/health')],
    ['an API error', (app) => app.request.get('/api/expenses')],
    ['an unknown API path', (app) => app.request.get('/api/nope')],
    ['the SPA page', (app) => app.request.get('/').set('Accept', 'text/html')],
    ['a deep link into the SPA', (app) => app.request.get('/expenses').set('Accept', 'text/html')],
    ['a hashed asset', (app) => app.request.get('/assets/index-AbCdEf12.js')],
  ];

  /**
   * Each of ANSWERS from `app` answers below 500 with the baseline headers, and passes
   * `expectMore`.
   */
  function itAnswersEach(
    title: string,
    app: () => TestApp,
    expectMore: (response: Response) => void,
  ) {
    it.each(ANSWERS)(title, async (_label, send) => {
      const response = await send(app());
      expect(response.status).toBeLessThan(500);
      expectBaselineHeaders(response);
      expectMore(response);
    });
  }

  describe('outside production', () => {
    itAnswersEach(
      'sends CSP without unsafe-eval, nosniff, no-referrer and frame denial on %s, and no HSTS',
      () => development,
      (response) => {
        expect(response.headers['strict-transport-security']).toBeUndefined();
        expect(cspDirectives(response).has('upgrade-insecure-requests')).toBe(false);
      },
    );

    it('serves the SPA page itself, revalidated on every visit', async () => {
      const response = await development.request.get('/').set('Accept', 'text/html');
      expect(response.status).toBe(200);
      expect(response.type).toBe('text/html');
      expect(response.text).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it('gives the browser a readable, same-site-only XSRF-TOKEN cookie with the first page', async () => {
      const { request } = await createTestApp(database, {}, { clientDistDir: dist });
      const cookie = xsrfCookie(await request.get('/').set('Accept', 'text/html'));
      expect(cookie).toMatch(/^XSRF-TOKEN=[0-9a-f]+\.[0-9a-f]+;/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).toMatch(/; SameSite=Strict/);
      expect(cookie).not.toMatch(/HttpOnly/i);
      expect(cookie).not.toMatch(/; Secure/i);
    });
  });

  describe('in production', () => {
    itAnswersEach(
      'adds HSTS for a year with subdomains and upgrades insecure requests on %s',
      () => production,
      (response) => {
        expect(response.headers['strict-transport-security']).toBe(
          'max-age=31536000; includeSubDomains',
        );
        expect(cspDirectives(response).get('upgrade-insecure-requests')).toEqual([]);
      },
    );

    it('marks the XSRF-TOKEN cookie Secure, still readable and same-site only', async () => {
      const { request } = await createTestApp(database, PRODUCTION_TEST_ENV, {
        clientDistDir: dist,
      });
      const cookie = xsrfCookie(await request.get('/').set('Accept', 'text/html'));
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; SameSite=Strict/);
      expect(cookie).not.toMatch(/HttpOnly/i);
    });

    it('marks the fresh cookie after a rejected write Secure as well', async () => {
      const { request } = await createTestApp(database, PRODUCTION_TEST_ENV, {
        clientDistDir: dist,
      });
      await csrfToken(request);
      const response = await request.post('/api/expenses').send({});
      expect(response.status).toBe(403);
      const cookie = xsrfCookie(response);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; SameSite=Strict/);
    });
  });

  describe('caching of API answers', () => {
    it("forbids any cache to store a signed-in user's data", async () => {
      const app = await createTestApp(database, {}, { clientDistDir: dist });
      const { api } = await (await createTrackerTestContext(app, database.db)).premiumUser();
      for (const path of ['/api/expenses', '/api/events', '/api/networth', '/api/profile']) {
        const response = await api.get(path);
        expect(response.status, path).toBe(200);
        expect(response.headers['cache-control'], path).toBe('no-store');
      }
    });

    it.each([
      ['an authentication error', (app: TestApp) => app.request.get('/api/networth')],
      ['an unknown path', (app: TestApp) => app.request.get('/api/nope')],
    ])('forbids any cache to store %s', async (_label, send) => {
      const response = await send(development);
      expect(response.headers['cache-control']).toBe('no-store');
    });
  });

  describe('unknown /api paths with the SPA mounted', () => {
    const ACCEPTS: [string, string | null][] = [
      ['a browser navigation', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'],
      ['HTML only', 'text/html'],
      ['anything', '*/*'],
      ['JSON', 'application/json'],
      ['an image', 'image/png'],
      ['no Accept header', null],
    ];

    it.each(
      ACCEPTS.flatMap(([label, accept]) =>
        ['/api/nope', '/api/nope/deeper/path', '/api', '/API/Nope'].map(
          (path) => [path, label, accept] as const,
        ),
      ),
    )('answers GET %s with %s as JSON 404, never the SPA', async (path, _label, accept) => {
      const request = development.request.get(path);
      if (accept) request.set('Accept', accept);
      const response = await request;
      expect(response.status).toBe(404);
      expect(response.type).toBe('application/json');
      expect(response.body).toEqual({
        error: expect.stringMatching(/^No API route for GET /),
        code: 'not_found',
      });
      expect(response.text).not.toContain('<div id="root">');
    });

    it('answers a write to an unknown /api path as JSON 404 too', async () => {
      const { request } = await createTestApp(database, {}, { clientDistDir: dist });
      const token = await csrfToken(request);
      const response = await request
        .delete('/api/nope')
        .set({ 'CSRF-Token': token, Accept: 'text/html' });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({
        error: 'No API route for DELETE /api/nope',
        code: 'not_found',
      });
    });
  });
});
