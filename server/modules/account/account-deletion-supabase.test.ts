/**
 * Account deletion with hosted Supabase, against a fake of its auth API (the password grant
 * and the admin API's user deletion) on 127.0.0.1.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETE_MESSAGES } from '@shared/account';
import { deletedAccounts, users } from '../../db/schema';
import { devOutbox } from '../../gotrue/schema';
import { createTestApp, csrfToken, type TestApp } from '../../test/app';
import { uniqueEmail } from '../../test/auth';
import { inOneWindow } from '../../test/clock';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../test/databases';
import { fingerprintDatabase } from '../../test/snapshots';

const JWT_SECRET = 'fake-supabase-jwt-secret-with-at-least-32-characters';
const SERVICE_ROLE_KEY = 'service-role';
const PASSWORD = 'Sup3r$ecret!';
const DELETED_SUBJECT = 'Your account has been deleted';

/** Supabase's auth API, as far as account deletion uses it. */
class FakeSupabaseAuth {
  private server: Server | null = null;
  url = '';
  /** The auth users, by email. */
  readonly accounts = new Map<string, { id: string; password: string }>();
  /** Every admin API deletion asked for: the user id and the credentials it came with. */
  readonly adminDeletes: { id: string; apikey: string | undefined; bearer: string | undefined }[] =
    [];
  /** The next this-many admin deletions answer 500 (and delete nothing). */
  failNextAdminDeletes = 0;
  /** The next this-many admin deletions get no answer: the connection drops. */
  dropNextAdminDeletes = 0;

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      void this.handle(req).then((answer) => {
        if (answer === null) {
          req.socket.destroy();
          return;
        }
        res.writeHead(answer.status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve, reject) =>
      this.server?.close((error) => (error ? reject(error) : resolve())),
    );
  }

  /** The answer, or null to drop the connection. */
  private async handle(req: IncomingMessage): Promise<{ status: number; body: unknown } | null> {
    const url = new URL(req.url ?? '/', this.url);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');

    if (
      req.method === 'POST' &&
      url.pathname === '/auth/v1/token' &&
      url.searchParams.get('grant_type') === 'password'
    ) {
      if (req.headers.apikey !== 'anon') return { status: 401, body: { msg: 'No API key' } };
      const { email, password } = JSON.parse(text) as { email?: string; password?: string };
      const account = email === undefined ? undefined : this.accounts.get(email);
      if (!account || account.password !== password) {
        return { status: 400, body: { error: 'invalid_grant', msg: 'Invalid login credentials' } };
      }
      return { status: 200, body: { access_token: 'fake', user: { id: account.id, email } } };
    }

    const admin = /^\/auth\/v1\/admin\/users\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'DELETE' && admin) {
      const id = decodeURIComponent(admin[1]!);
      const apikey = req.headers.apikey as string | undefined;
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      this.adminDeletes.push({ id, apikey, bearer });
      if (apikey !== SERVICE_ROLE_KEY || bearer !== SERVICE_ROLE_KEY) {
        return { status: 403, body: { msg: 'User not allowed' } };
      }
      if (this.dropNextAdminDeletes > 0) {
        this.dropNextAdminDeletes -= 1;
        return null;
      }
      if (this.failNextAdminDeletes > 0) {
        this.failNextAdminDeletes -= 1;
        return { status: 500, body: { msg: 'Internal server error' } };
      }
      const email = [...this.accounts].find(([, account]) => account.id === id)?.[0];
      if (email === undefined) return { status: 404, body: { msg: 'User not found' } };
      this.accounts.delete(email);
      return { status: 200, body: {} };
    }
    return { status: 404, body: { msg: 'Not found' } };
  }

  /** A new auth user, and an access token for it as Supabase would sign it. */
  async signUp(): Promise<{ id: string; email: string; token: string }> {
    const id = crypto.randomUUID();
    const email = uniqueEmail('hosted');
    this.accounts.set(email, { id, password: PASSWORD });
    const token = await new SignJWT({ email, role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(id)
      .setIssuer(`${this.url}/auth/v1`)
      .setAudience('authenticated')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(JWT_SECRET));
    return { id, email, token };
  }

  deletesOf(id: string) {
    return this.adminDeletes.filter((call) => call.id === id);
  }
}

describe.each(TEST_DRIVERS)('POST /api/account/delete with hosted Supabase on %s', (driver) => {
  const fake = new FakeSupabaseAuth();
  let database: TestDatabase;
  let testApp: TestApp;
  let withoutKey: TestApp;

  beforeAll(async () => {
    await fake.start();
    database = await createTestDatabase(driver);
    const env = {
      SUPABASE_URL: fake.url,
      SUPABASE_ANON_KEY: 'anon',
      SUPABASE_JWT_SECRET: JWT_SECRET,
    };
    testApp = await createTestApp(database, {
      ...env,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
    });
    withoutKey = await createTestApp(database, env);
  });
  afterAll(async () => {
    await fake.stop();
    await database.destroy();
  });

  /** A hosted user who has used the app once (so the users row exists), and its requests. */
  async function member(app = testApp) {
    const account = await fake.signUp();
    const csrf = await csrfToken(app.request);
    const headers = { Authorization: `Bearer ${account.token}`, 'CSRF-Token': csrf };
    const profile = await app.request.get('/api/profile').set(headers);
    expect(profile.status, profile.text).toBe(200);
    return {
      ...account,
      get: (path: string) => app.request.get(path).set(headers),
      deleteAccount: (password = PASSWORD) =>
        app.request
          .post('/api/account/delete')
          .set(headers)
          .send({ email: account.email, password }),
    };
  }

  const userRows = (authUserId: string) =>
    database.db.select().from(users).where(eq(users.authUserId, authUserId));
  const tombstones = (authUserId: string) =>
    database.db.select().from(deletedAccounts).where(eq(deletedAccounts.authUserId, authUserId));
  const deletionEmails = async (email: string) =>
    (await database.db.select().from(devOutbox).where(eq(devOutbox.to, email))).filter(
      (message) => message.subject === DELETED_SUBJECT,
    );

  it('answers 503 without the service-role key, and deletes nothing', async () => {
    const leaving = await member(withoutKey);
    const before = await fingerprintDatabase(database.db);

    const response = await leaving.deleteAccount();

    expect([response.status, response.body]).toEqual([
      503,
      { error: ACCOUNT_DELETE_MESSAGES.serviceRoleKeyMissing, code: 'unavailable' },
    ]);
    expect(await fingerprintDatabase(database.db)).toEqual(before);
    expect(await tombstones(leaving.id)).toEqual([]);
    expect(fake.deletesOf(leaving.id)).toEqual([]);
    expect(fake.accounts.has(leaving.email)).toBe(true);
  });

  it('refuses a wrong password with 403, and deletes nothing', async () => {
    const staying = await member();
    const before = await fingerprintDatabase(database.db);

    const response = await staying.deleteAccount('not-the-password');

    expect([response.status, response.body]).toEqual([
      403,
      { error: ACCOUNT_DELETE_MESSAGES.wrongCredentials, code: 'wrong_credentials' },
    ]);
    expect(await fingerprintDatabase(database.db)).toEqual(before);
    expect(await tombstones(staying.id)).toEqual([]);
    expect(fake.deletesOf(staying.id)).toEqual([]);
    expect((await staying.get('/api/profile')).status).toBe(200);
  });

  it('deletes the records and the auth user, sends one confirmation, then refuses the token', async () => {
    const leaving = await member();

    const response = await leaving.deleteAccount();

    expect([response.status, response.body]).toEqual([200, { deleted: true }]);
    expect(await userRows(leaving.id)).toEqual([]);
    expect(await tombstones(leaving.id)).toHaveLength(1);
    expect(fake.deletesOf(leaving.id)).toEqual([
      { id: leaving.id, apikey: SERVICE_ROLE_KEY, bearer: SERVICE_ROLE_KEY },
    ]);
    expect(fake.accounts.has(leaving.email)).toBe(false);
    expect(await deletionEmails(leaving.email)).toHaveLength(1);
    expect((await leaving.get('/api/profile')).status).toBe(401);
    expect((await leaving.get('/api/account/export')).status).toBe(401);
  });

  it('answers 502 when Supabase keeps the auth user, and a retry finishes the job', async () => {
    const leaving = await member();
    fake.failNextAdminDeletes = 1;

    const failed = await leaving.deleteAccount();

    expect([failed.status, failed.body]).toEqual([
      502,
      { error: ACCOUNT_DELETE_MESSAGES.signInNotRemoved, code: 'upstream_failed' },
    ]);
    expect(await userRows(leaving.id)).toEqual([]);
    expect(await tombstones(leaving.id)).toHaveLength(1);
    expect(fake.accounts.has(leaving.email)).toBe(true);
    expect(await deletionEmails(leaving.email)).toEqual([]);
    // Only the status is logged: no email address.
    const logged = testApp.logs.lines.find((line) => line.includes('Supabase kept the auth user'));
    expect(logged).toContain('"status":500');
    expect(testApp.logs.text).not.toContain(leaving.email);
    // The records are gone: the other routes still refuse the token.
    expect((await leaving.get('/api/account/email-preferences')).status).toBe(401);

    const retried = await leaving.deleteAccount();

    expect([retried.status, retried.body]).toEqual([200, { deleted: true }]);
    expect(fake.deletesOf(leaving.id)).toHaveLength(2);
    expect(fake.accounts.has(leaving.email)).toBe(false);
    expect(await deletionEmails(leaving.email)).toHaveLength(1);
    expect(await userRows(leaving.id)).toEqual([]);
  });

  it('answers 502 while Supabase is unreachable, on the first call and on a retry', async () => {
    const leaving = await member();
    fake.dropNextAdminDeletes = 2;

    const failed = await leaving.deleteAccount();
    expect([failed.status, failed.body]).toEqual([
      502,
      { error: ACCOUNT_DELETE_MESSAGES.signInNotRemoved, code: 'upstream_failed' },
    ]);
    expect(await userRows(leaving.id)).toEqual([]);
    const again = await leaving.deleteAccount();
    expect([again.status, again.body]).toEqual([
      502,
      { error: ACCOUNT_DELETE_MESSAGES.signInNotRemoved, code: 'upstream_failed' },
    ]);
    expect(testApp.logs.text).toContain('"status":"unreachable"');
    expect(await deletionEmails(leaving.email)).toEqual([]);

    expect((await leaving.deleteAccount()).status).toBe(200);
    expect(fake.deletesOf(leaving.id)).toHaveLength(3);
    expect(await deletionEmails(leaving.email)).toHaveLength(1);
    expect(await userRows(leaving.id)).toEqual([]);
  });

  it('refuses a retry with a wrong password with 403, and removes nothing', async () => {
    const leaving = await member();
    fake.failNextAdminDeletes = 1;
    expect((await leaving.deleteAccount()).status).toBe(502);

    const retried = await leaving.deleteAccount('not-the-password');

    expect([retried.status, retried.body]).toEqual([
      403,
      { error: ACCOUNT_DELETE_MESSAGES.wrongCredentials, code: 'wrong_credentials' },
    ]);
    expect(fake.deletesOf(leaving.id)).toHaveLength(1);
    expect(fake.accounts.has(leaving.email)).toBe(true);
    expect(await deletionEmails(leaving.email)).toEqual([]);
    expect(await userRows(leaving.id)).toEqual([]);
  });

  it('counts retries against the same five attempts per 15 minutes', async () => {
    const leaving = await member();
    await inOneWindow(15 * 60, async () => {
      fake.failNextAdminDeletes = 1;
      expect((await leaving.deleteAccount()).status).toBe(502);
      for (let attempt = 1; attempt < 5; attempt += 1) {
        expect((await leaving.deleteAccount('guess')).status).toBe(403);
      }

      const refused = await leaving.deleteAccount();

      expect([refused.status, refused.body]).toEqual([
        429,
        { error: ACCOUNT_DELETE_MESSAGES.tooManyAttempts, code: 'rate_limited' },
      ]);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });
    expect(fake.deletesOf(leaving.id)).toHaveLength(1);
    expect(fake.accounts.has(leaving.email)).toBe(true);
  });
});
