import { Writable } from 'node:stream';
import type { Express } from 'express';
import supertest from 'supertest';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../app';
import { setUpAuth } from '../gotrue/setup';
import { setUpBilling } from '../billing/setup';
import { type Config, loadConfig } from '../config';
import { createLogger } from '../http/logger';
import { createMailer } from '../mail/mailer';
import { createProductMail, type ProductMail } from '../mail/product-mail';
import type { DriverName } from '../db/connect';
import { createTestDatabase, type TestDatabase } from './databases';

const TEST_CSRF_SECRET = 'test-csrf-secret-that-is-long-enough-000';
const TEST_UNSUBSCRIBE_SECRET = 'test-unsubscribe-secret-long-enough-0000';
export const TEST_REVOKE_LINK_SECRET = 'test-revoke-link-secret-long-enough-0000';

/** The least production accepts with the built-in auth server and the test-mode checkout. */
export const PRODUCTION_TEST_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://fairsplit.example',
  SMTP_URL: 'smtp://mail.example:25',
  BILLING_MODE: 'local',
};

/** Collects every log line the app writes, so tests can assert what is (not) logged. */
export class LogCapture extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  }
  get text(): string {
    return this.lines.join('\n');
  }
}

export interface TestApp {
  app: Express;
  config: Config;
  logs: LogCapture;
  /** The product's own emails, as the app sends them (unsubscribe links for tests). */
  mail: ProductMail;
  request: ReturnType<typeof supertest.agent>;
}

export interface TestAppOptions {
  /** A built SPA to serve (tests of the HTML's headers); API tests leave it out. */
  clientDistDir?: string;
}

export async function createTestApp(
  database: TestDatabase,
  env: Record<string, string> = {},
  { clientDistDir }: TestAppOptions = {},
): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  const logs = new LogCapture();
  const logger = createLogger('info', logs);
  const mailer = createMailer(config, database.db, logger);
  const auth = await setUpAuth(config, database, mailer, logger);
  const billing = setUpBilling(config, database.db);
  const mail = createProductMail({
    db: database.db,
    mailer,
    mailQueue: auth.mailQueue,
    publicUrl: config.publicUrl,
    unsubscribeSecret: TEST_UNSUBSCRIBE_SECRET,
    revokeLinkSecret: TEST_REVOKE_LINK_SECRET,
    logger,
  });
  const app = createApp({
    config,
    database,
    logger,
    csrfSecret: TEST_CSRF_SECRET,
    auth,
    billing,
    mail,
    clientDistDir: clientDistDir ?? null,
  });
  return { app, config, logs, mail, request: supertest.agent(app) };
}

/**
 * A fresh migrated database on `driver` and an app on it for the enclosing describe block:
 * made in its beforeAll, dropped in its afterAll. Read them in tests, once the beforeAll has run.
 */
export function setUpTestApp(driver: DriverName) {
  let made: { database: TestDatabase; testApp: TestApp } | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase(driver);
    made = { database, testApp: await createTestApp(database) };
  });
  afterAll(() => made?.database.destroy());

  const current = () => {
    if (made === undefined) throw new Error('the test app is set up in beforeAll');
    return made;
  };
  return {
    get database(): TestDatabase {
      return current().database;
    },
    get testApp(): TestApp {
      return current().testApp;
    },
  };
}

const tokens = new WeakMap<TestApp['request'], string>();

/**
 * The CSRF token the SPA would echo: the agent keeps the XSRF-TOKEN cookie the server set on
 * its first GET, and the token is sent back in the CSRF-Token header on writes.
 */
export async function csrfToken(agent: TestApp['request']): Promise<string> {
  const known = tokens.get(agent);
  if (known) return known;
  const response = await agent.get('/api/config');
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const match = cookies.map((cookie) => /^XSRF-TOKEN=([^;]+)/.exec(cookie)).find(Boolean);
  if (!match?.[1]) throw new Error('the server issued no XSRF-TOKEN cookie (call csrfToken first)');
  const token = decodeURIComponent(match[1]);
  tokens.set(agent, token);
  return token;
}
