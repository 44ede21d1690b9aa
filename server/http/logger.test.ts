/**
 * Logs never hold a database error's text (it quotes user data and the
 * query's parameters), nor a credential, and links only in development (docs/security.md).
 */
import { sql } from 'drizzle-orm';
import express from 'express';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogCapture, setUpTestApp } from '../test/app';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../test/databases';
import { errorHandler } from './error-handler';
import { createLogger, loggedUrl, requestLogger } from './logger';

const USER_TEXT = 'victim@example.com my new address';

describe.each(TEST_DRIVERS)('logging a database error on %s', (driver) => {
  let database: TestDatabase;
  let failure: unknown;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    // Postgres quotes the bad value in its message, and Drizzle adds the query's parameters.
    failure = await database.db.execute(sql`select ${USER_TEXT}::integer`).then(
      () => new Error('the query should have failed'),
      (error: unknown) => error,
    );
  });
  afterAll(() => database.destroy());

  it('keeps the SQLSTATE code and the stack, never the message, the parameters or the detail', () => {
    const logs = new LogCapture();
    createLogger('info', logs).error({ err: failure }, 'unhandled error');
    expect(logs.text).not.toContain('victim@example.com');
    const line = JSON.parse(logs.lines[0]!);
    expect(line.msg).toBe('unhandled error');
    expect(line.err).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Database error (its text is not logged: it may quote user data)',
      code: '22P02',
    });
    expect(line.err.stack).toMatch(/^\s+at /);
  });

  it('logs the same summary when a request fails on it', async () => {
    const logs = new LogCapture();
    const app = express();
    app.use(requestLogger(createLogger('info', logs)));
    app.get('/boom', () => {
      throw failure;
    });
    app.use(errorHandler());
    const response = await supertest(app).get('/boom');
    expect(response.status).toBe(500);
    expect(JSON.stringify(response.body)).not.toContain('victim');
    expect(logs.text).not.toContain('victim@example.com');
    expect(logs.text).toContain('"code":"22P02"');
  });
});

describe('log redaction', () => {
  const link = 'https://fairsplit.example/auth/v1/verify?token=one-time-secret&type=recovery';

  it('never writes a credential, at the top level or nested', () => {
    const logs = new LogCapture();
    createLogger('info', logs).info(
      {
        password: 'Pa55word!',
        token: 'top-level-token',
        refresh_token: 'top-level-refresh',
        body: { access_token: 'nested-access', token_hash: 'nested-hash' },
      },
      'credentials',
    );
    for (const secret of [
      'Pa55word!',
      'top-level-token',
      'top-level-refresh',
      'nested-access',
      'nested-hash',
    ]) {
      expect(logs.text).not.toContain(secret);
    }
  });

  it('writes emailed links only in development', () => {
    const elsewhere = new LogCapture();
    createLogger('info', elsewhere).info({ link, mail: { link } }, 'email kept');
    expect(elsewhere.text).not.toContain('one-time-secret');

    const development = new LogCapture();
    createLogger('info', development, { showLinks: true }).info({ link }, 'email kept');
    expect(development.text).toContain(link);
  });
});

/** A share link's token as the server makes them: 32 random bytes, base64url. */
const SHARE_TOKEN = 'q3Vb0kZr8m2YwT5xN1cJ7hLp4sGd9aFe6uHiK0oPzQw';
const CODE = 'FS-7K2M-9QXA-4HRT-0VWB';

describe('the URL a request log line holds', () => {
  it.each([
    [`/api/shared/${SHARE_TOKEN}`, '/api/shared/[redacted]'],
    [`/api/shared/${SHARE_TOKEN}/history`, '/api/shared/[redacted]/history'],
    [`/api/shared/${SHARE_TOKEN}/export`, '/api/shared/[redacted]/export'],
    [
      `/api/shared/${SHARE_TOKEN}/export/expenses.csv`,
      '/api/shared/[redacted]/export/expenses.csv',
    ],
    [
      `/api/shared/${SHARE_TOKEN}/documents/12/content?inline=1`,
      '/api/shared/[redacted]/documents/12/content?inline=[redacted]',
    ],
    // Express matches paths whatever their case, and ignores one trailing slash.
    [`/API/Shared/${SHARE_TOKEN}/`, '/API/Shared/[redacted]/'],
    ['/api/shared/short-but-still-a-token', '/api/shared/[redacted]'],
    [`/shared/${SHARE_TOKEN}`, '/shared/[redacted]'],
    [`/api/verify/${CODE}`, '/api/verify/[redacted]'],
    [`/api/snapshots/${CODE}/files`, '/api/snapshots/[redacted]/files'],
    [`/api/share-exports/${CODE}/files`, '/api/share-exports/[redacted]/files'],
    // A token-like segment anywhere else, as a mistyped or mangled link carries it.
    [`/api/%73hared/${SHARE_TOKEN}`, '/api/%73hared/[redacted]'],
    [`//api//shared//${SHARE_TOKEN}`, '//api//shared//[redacted]'],
    // An absolute-form request line (GET http://host/path): the path alone.
    [`http://fairsplit.example/api/shared/${SHARE_TOKEN}`, '/api/shared/[redacted]'],
    [
      '/auth/v1/verify?token=one-time-secret&type=signup&redirect_to=https%3A%2F%2Fx.example%2Fhome',
      '/auth/v1/verify?token=[redacted]&type=signup&redirect_to=[redacted]',
    ],
    ['/api/email/unsubscribe?token=signed.secret', '/api/email/unsubscribe?token=[redacted]'],
    ['/unsubscribe?token=signed.secret', '/unsubscribe?token=[redacted]'],
    ['/verify?code=FS-7K2M-9QXA-4HRT-0VWB', '/verify?code=[redacted]'],
    [
      '/auth/v1/callback?code=abc&access_token=eyJ&refresh_token=r1',
      '/auth/v1/callback?code=[redacted]&access_token=[redacted]&refresh_token=[redacted]',
    ],
    ['/auth/v1/token?grant_type=pkce', '/auth/v1/token?grant_type=pkce'],
    ['/auth/v1/dev/outbox?email=dana%40example.com', '/auth/v1/dev/outbox?email=[redacted]'],
    [`/api/health?${SHARE_TOKEN}`, '/api/health?[redacted]'],
    ['/api/health?token', '/api/health?token'],
    ['/api/health?a=1;b=2&&c', '/api/health?a=[redacted]&&c'],
    ['/api/expenses/12', '/api/expenses/12'],
    ['/api/networth/division', '/api/networth/division'],
    ['/', '/'],
  ])('%s is logged as %s', (url, logged) => {
    expect(loggedUrl(url)).toBe(logged);
  });
});

describe.each(TEST_DRIVERS)('request logs of the routes that carry a secret, on %s', (driver) => {
  const suite = setUpTestApp(driver);

  /** Each request with its own secret, and the URL its log line must show. */
  const cases = [
    ['GET', `/api/shared/${SHARE_TOKEN}`, SHARE_TOKEN, '/api/shared/[redacted]'],
    [
      'GET',
      `/api/shared/${SHARE_TOKEN.replace('q', 'h')}/history?entity=expense&id=1`,
      SHARE_TOKEN.replace('q', 'h'),
      '/api/shared/[redacted]/history?entity=[redacted]&id=[redacted]',
    ],
    [
      'GET',
      `/api/shared/${SHARE_TOKEN.replace('q', 'e')}/export`,
      SHARE_TOKEN.replace('q', 'e'),
      '/api/shared/[redacted]/export',
    ],
    [
      'GET',
      `/api/shared/${SHARE_TOKEN.replace('q', 'c')}/export/expenses.csv`,
      SHARE_TOKEN.replace('q', 'c'),
      '/api/shared/[redacted]/export/expenses.csv',
    ],
    [
      'POST',
      `/api/shared/${SHARE_TOKEN.replace('q', 'p')}`,
      SHARE_TOKEN.replace('q', 'p'),
      '/api/shared/[redacted]',
    ],
    [
      'GET',
      `/shared/${SHARE_TOKEN.replace('q', 's')}`,
      SHARE_TOKEN.replace('q', 's'),
      '/shared/[redacted]',
    ],
    ['GET', `/api/verify/${CODE}`, CODE, '/api/verify/[redacted]'],
    [
      'POST',
      `/api/share-exports/${CODE.replace('7', '8')}/files`,
      CODE.replace('7', '8'),
      '/api/share-exports/[redacted]/files',
    ],
    [
      'POST',
      `/api/snapshots/${CODE.replace('7', '6')}/files`,
      CODE.replace('7', '6'),
      '/api/snapshots/[redacted]/files',
    ],
    [
      'GET',
      '/auth/v1/verify?token=verify-secret-1234&type=signup&redirect_to=http%3A%2F%2Flocalhost%3A5000%2Fhome',
      'verify-secret-1234',
      '/auth/v1/verify?token=[redacted]&type=signup&redirect_to=[redacted]',
    ],
    [
      'POST',
      '/api/email/unsubscribe?token=unsubscribe-secret-5678',
      'unsubscribe-secret-5678',
      '/api/email/unsubscribe?token=[redacted]',
    ],
    [
      'GET',
      '/unsubscribe?token=unsubscribe-page-secret-9012',
      'unsubscribe-page-secret-9012',
      '/unsubscribe?token=[redacted]',
    ],
  ] as const;

  it.each(cases)('%s %s: the secret never appears', async (method, url, secret, logged) => {
    const { app, logs } = suite.testApp;
    const requestId = `secret-route-${Math.random().toString(36).slice(2, 12)}`;
    const request = method === 'GET' ? supertest(app).get(url) : supertest(app).post(url);
    await request.set('X-Request-Id', requestId);
    const lines = logs.lines.filter((line) => line.includes(requestId));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).not.toContain(secret);
    const completed = lines
      .map((line) => JSON.parse(line) as { req?: { id: string; url?: string } })
      .find((line) => line.req?.id === requestId);
    expect(completed?.req?.url).toBe(logged);
  });
});
