/**
 * Real server processes for tests that need one: `node --import tsx server/index.ts`, as
 * `npm start` runs it, with its output captured.
 */
import { type ChildProcess, spawn } from 'node:child_process';

const ROOT = new URL('../..', import.meta.url);

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, output: () => output, exited };
}

/** Waits for the "listening" line and returns the server's base URL. */
export async function serverUrl(server: ServerProcess, timeoutMs = 60_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = /listening on (http:\/\/localhost:\d+)/.exec(server.output());
    if (match?.[1]) return match[1].replace('localhost', '127.0.0.1');
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start:\n${server.output()}`);
}

/**
 * A tiny HTTP client that behaves like the SPA: bearer token, user-id, and the XSRF-TOKEN
 * cookie echoed in CSRF-Token on writes.
 */
export class BrowserLikeClient {
  private csrf: string | null = null;
  private session: { token: string; userId: string } | null = null;

  constructor(public baseUrl: string) {}

  async fetchCsrf(): Promise<string> {
    const response = await fetch(`${this.baseUrl}/api/config`);
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('XSRF-TOKEN='));
    if (!cookie) throw new Error('no XSRF-TOKEN cookie');
    this.csrf = decodeURIComponent(cookie.split(';')[0]!.slice('XSRF-TOKEN='.length));
    return this.csrf;
  }

  useCsrf(token: string): void {
    this.csrf = token;
  }

  useSession(session: { token: string; userId: string }): void {
    this.session = session;
  }

  async auth(path: string, body: unknown): Promise<Response> {
    return fetch(`${this.baseUrl}/auth/v1${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  /** Posts to the auth server and keeps the session it answers with. */
  private async startSession(what: string, path: string, credentials: object) {
    const response = await this.auth(path, credentials);
    const body = await response.json();
    if (!response.ok) throw new Error(`${what} failed: ${JSON.stringify(body)}`);
    this.session = { token: body.access_token, userId: body.user.id };
    return this.session;
  }

  signUp(email: string, password: string) {
    return this.startSession('sign-up', '/signup', { email, password });
  }

  signIn(email: string, password: string) {
    return this.startSession('sign-in', '/token?grant_type=password', { email, password });
  }

  async api(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (this.session) {
      headers.Authorization = `Bearer ${this.session.token}`;
      headers['user-id'] = this.session.userId;
    }
    if (method !== 'GET') {
      const csrf = this.csrf ?? (await this.fetchCsrf());
      headers['CSRF-Token'] = csrf;
      headers.Cookie = `XSRF-TOKEN=${encodeURIComponent(csrf)}`;
    }
    return fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  /** Pays the local test-mode checkout: Premium for a month. */
  async upgrade(): Promise<void> {
    const checkout = await (await this.api('POST', '/api/subscriptions/create-checkout')).json();
    const session = new URL(checkout.checkout_url).searchParams.get('session');
    const paid = await this.api('POST', `/api/billing/checkout/${session}/complete`);
    if (!paid.ok) throw new Error(`checkout failed: ${await paid.text()}`);
  }
}
