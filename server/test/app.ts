import { Writable } from 'node:stream';
import type { Express } from 'express';
import supertest from 'supertest';
import { createApp } from '../app';
import { setUpAuth } from '../auth/setup';
import { type Config, loadConfig } from '../config';
import { createLogger } from '../http/logger';
import type { TestDatabase } from './databases';

export const TEST_CSRF_SECRET = 'test-csrf-secret-that-is-long-enough-000';

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
  request: ReturnType<typeof supertest.agent>;
}

export async function createTestApp(
  database: TestDatabase,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  const logs = new LogCapture();
  const logger = createLogger('info', logs);
  const auth = await setUpAuth(config, database, logger);
  const app = createApp({ config, database, logger, csrfSecret: TEST_CSRF_SECRET, auth });
  return { app, config, logs, request: supertest.agent(app) };
}

/**
 * A supertest agent that behaves like the SPA: it keeps cookies, and sends the XSRF-TOKEN
 * cookie back in the CSRF-Token header on writes.
 */
export async function csrfToken(agent: TestApp['request']): Promise<string> {
  const response = await agent.get('/api/config');
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const match = cookies.map((cookie) => /^XSRF-TOKEN=([^;]+)/.exec(cookie)).find(Boolean);
  if (!match?.[1]) throw new Error('the server issued no XSRF-TOKEN cookie');
  return decodeURIComponent(match[1]);
}
