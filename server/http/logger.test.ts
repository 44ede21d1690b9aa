/**
 * Issue 14 item 13: logs never hold a database error's text (it quotes user data and the
 * query's parameters), nor a credential, and links only in development.
 */
import { sql } from 'drizzle-orm';
import express from 'express';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogCapture } from '../test/app';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../test/databases';
import { errorHandler } from './error-handler';
import { createLogger, requestLogger } from './logger';

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
