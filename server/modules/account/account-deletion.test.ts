import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETE_MESSAGES } from '@shared/account';
import { EVIDENCE_MESSAGES } from '@shared/evidence';
import { subscriptions, users } from '../../db/schema';
import { mailQueue } from '../../gotrue/schema';
import { type AppDatabase, queryRows } from '../../db/connect';
import { createTestApp } from '../../test/app';
import { TEST_PASSWORD } from '../../test/auth';
import { inOneWindow } from '../../test/clock';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../test/databases';
import { FakeStripe } from '../../test/fake-stripe';
import { SCENARIO_BODY } from '../../test/routes';
import { downloadCaseFile } from '../../test/exports';
import { fingerprintDatabase } from '../../test/snapshots';
import { setUpTrackerApi } from '../../test/tracker-suites';
import {
  addOneOfEach,
  createTrackerTestContext,
  MANY_SIGN_UPS_ENV,
  type TestUser,
  type TrackerTestContext,
} from '../../test/trackers';
import { ensureUser } from '../users/users.service';

/** How many rows of `userId` (a product id) and `authUserId` remain in any table. */
async function rowsLeft(db: AppDatabase, userId: number, authUserId: string) {
  const tables = await queryRows<{ table_name: string; column_name: string; data_type: string }>(
    db,
    sql`select table_name, column_name, data_type from information_schema.columns
        where table_schema = 'public' and column_name in ('user_id', 'auth_user_id')`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table, column_name: column, data_type: type } of tables) {
    // The tombstone of a deleted account is meant to stay: only the auth id, nothing personal.
    if (table === 'deleted_accounts') continue;
    const value = type === 'uuid' ? authUserId : String(userId);
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from ${sql.identifier(table)}
          where ${sql.identifier(column)}::text = ${value}`,
    );
    if (Number(row!.count) > 0) counts[table] = Number(row!.count);
  }
  const [authUser] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from auth_users where id = ${authUserId}`,
  );
  if (Number(authUser!.count) > 0) counts.auth_users = Number(authUser!.count);
  const [product] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from users where id = ${userId}`,
  );
  if (Number(product!.count) > 0) counts.users = Number(product!.count);
  return counts;
}

describe.each(TEST_DRIVERS)('POST /api/account/delete on %s', (driver) => {
  const { context, database } = setUpTrackerApi(driver);
  const db = () => database().db;

  async function memberWithEverything() {
    const member = await context.premiumUser();
    await addOneOfEach(member.api);
    const expense = (await member.api.get('/api/expenses')).body[0];
    // Support: an order with a payment (which holds the order back from deletion on its own),
    // and a request made from the expense about to go.
    const order = await member.api.post('/api/support/orders', {
      type: 'child_support',
      payer: 'other_party',
      amount: 500,
      frequency: 'monthly',
      first_due: '2025-01-01',
    });
    const payment = await member.api.post('/api/support/payments', {
      order_id: order.body.id,
      date: '2025-01-05',
      amount: 300,
      method: 'cash',
    });
    const request = await member.api.post('/api/support/reimbursements', {
      expense_id: expense.id,
      requested_on: '2025-01-10',
    });
    expect([order.status, payment.status, request.status]).toEqual([201, 201, 201]);
    await member.api.delete(`/api/expenses/${expense.id}`);
    await member.api.put('/api/networth/division', { target_share: 55 });
    expect((await member.api.put('/api/settlement', SCENARIO_BODY)).status).toBe(200);
    const { code } = await downloadCaseFile(member.api);
    return { ...member, code };
  }

  it('deletes every row of the user in every table, and no row of anybody else', async () => {
    const leaving = await memberWithEverything();
    const staying = await memberWithEverything();
    const before = await rowsLeft(db(), staying.user.id, staying.user.userId);
    expect(Object.keys(await rowsLeft(db(), leaving.user.id, leaving.user.userId))).toEqual(
      expect.arrayContaining([
        'revisions',
        'snapshots',
        'events',
        'subscriptions',
        'users',
        'settlement_scenarios',
        'support_orders',
        'support_payments',
        'support_reimbursements',
        'auth_sessions',
        'auth_sign_ins',
      ]),
    );

    // A reset mail still waiting for the mail server holds her address: it goes too.
    // (Not due for an hour: no delivery run sends them meanwhile.)
    const later = new Date(Date.now() + 3_600_000);
    await db()
      .insert(mailQueue)
      .values([
        {
          to: leaving.user.email,
          subject: 'Reset your password',
          text: 'link',
          nextAttemptAt: later,
        },
        {
          to: staying.user.email,
          subject: 'Reset your password',
          text: 'link',
          nextAttemptAt: later,
        },
      ]);
    const queuedFor = async (email: string) =>
      (await db().select().from(mailQueue)).filter((row) => row.to === email).length;

    const response = await leaving.api.post('/api/account/delete', {
      email: leaving.user.email,
      password: TEST_PASSWORD,
    });

    expect([response.status, response.body]).toEqual([200, { deleted: true }]);
    expect(response.headers['clear-site-data']).toBe('"cache", "storage"');
    expect(await rowsLeft(db(), leaving.user.id, leaving.user.userId)).toEqual({});
    expect(await queuedFor(leaving.user.email)).toBe(0);
    expect(await queuedFor(staying.user.email)).toBe(1);
    expect(await rowsLeft(db(), staying.user.id, staying.user.userId)).toEqual(before);
    expect((await staying.api.get('/api/integrity')).body.valid).toBe(true);
  });

  it('refuses the old access and refresh tokens at once, and sends a confirmation', async () => {
    const leaving = await memberWithEverything();
    const deleted = await leaving.api.post('/api/account/delete', {
      email: leaving.user.email,
      password: TEST_PASSWORD,
    });
    expect(deleted.status, deleted.text).toBe(200);

    const profile = await leaving.api.get('/api/profile');
    expect(profile.status).toBe(401);
    const refresh = await context.testApp.request
      .post('/auth/v1/token?grant_type=refresh_token')
      .send({ refresh_token: leaving.user.refreshToken });
    expect(refresh.status).toBeGreaterThanOrEqual(400);
    const signIn = await context.testApp.request
      .post('/auth/v1/token?grant_type=password')
      .send({ email: leaving.user.email, password: TEST_PASSWORD });
    expect([signIn.status, signIn.body.msg]).toEqual([400, 'Invalid login credentials']);
    const outbox = await context.testApp.request.get(
      `/auth/v1/dev/outbox?email=${encodeURIComponent(leaving.user.email)}`,
    );
    expect(JSON.stringify(outbox.body)).toContain('Your account has been deleted');
  });

  it('says an export of the deleted account was withdrawn, and shows nothing of it', async () => {
    const leaving = await memberWithEverything();
    await leaving.api.post('/api/account/delete', {
      email: leaving.user.email,
      password: TEST_PASSWORD,
    });

    const verified = await context.testApp.request.get(`/api/verify/${leaving.code}`);

    expect([verified.status, verified.body]).toEqual([
      410,
      { error: EVIDENCE_MESSAGES.withdrawn, code: 'snapshot_withdrawn' },
    ]);
  });

  it.each([
    ['a wrong password', (user: TestUser) => ({ email: user.email, password: 'not-the-password' })],
    [
      'another account’s email',
      (_user: TestUser) => ({ email: 'someone@example.com', password: TEST_PASSWORD }),
    ],
  ])('refuses %s with 403, and deletes nothing', async (_case, body) => {
    const member = await memberWithEverything();
    const before = await fingerprintDatabase(db());

    const response = await member.api.post('/api/account/delete', body(member.user));

    expect([response.status, response.body]).toEqual([
      403,
      { error: ACCOUNT_DELETE_MESSAGES.wrongCredentials, code: 'wrong_credentials' },
    ]);
    expect(await fingerprintDatabase(db())).toEqual(before);
    expect((await member.api.get('/api/profile')).status).toBe(200);
  });

  it('stops password guesses after five in 15 minutes, for that account only', async () => {
    const guesser = await context.freeUser();
    const other = await context.freeUser();
    const guess = (member: typeof guesser) =>
      member.api.post('/api/account/delete', { email: member.user.email, password: 'guess' });
    await inOneWindow(15 * 60, async () => {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await guess(guesser)).status).toBe(403);
      }
      const refused = await guess(guesser);
      expect([refused.status, refused.body]).toEqual([
        429,
        { error: ACCOUNT_DELETE_MESSAGES.tooManyAttempts, code: 'rate_limited' },
      ]);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await guess(other)).status).toBe(403);
    });
  });

  it('refuses a body without the password with 400', async () => {
    const member = await context.freeUser();
    const response = await member.api.post('/api/account/delete', { email: member.user.email });
    expect([response.status, response.body]).toEqual([
      400,
      {
        error: 'Validation failed',
        code: 'validation_failed',
        details: `password: ${ACCOUNT_DELETE_MESSAGES.passwordRequired}`,
      },
    ]);
  });

  it('never recreates the product row for an auth id that was deleted', async () => {
    const authUserId = crypto.randomUUID();
    await db().execute(sql`insert into deleted_accounts (auth_user_id) values (${authUserId})`);
    await expect(ensureUser(db(), { authUserId, email: 'ghost@example.com' })).rejects.toThrow(
      'Invalid or expired session. Please log in again.',
    );
    expect(await db().select().from(users).where(eq(users.authUserId, authUserId))).toEqual([]);
  });
});

describe.each(TEST_DRIVERS)('account deletion with Stripe on %s', (driver) => {
  const fake = new FakeStripe();
  let database: TestDatabase;
  let context: TrackerTestContext;

  beforeAll(async () => {
    await fake.start();
    database = await createTestDatabase(driver);
    const testApp = await createTestApp(database, {
      ...MANY_SIGN_UPS_ENV,
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: 'whsec_test',
      STRIPE_API_BASE: fake.url,
    });
    context = await createTrackerTestContext(testApp, database.db);
  });
  afterAll(async () => {
    await fake.stop();
    await database.destroy();
  });

  async function subscriber(subscriptionId: string) {
    const member = await context.freeUser();
    await database.db.insert(subscriptions).values({
      userId: member.user.id,
      externalId: subscriptionId,
      status: 'active',
      plan: 'premium',
    });
    fake.setSubscription({
      id: subscriptionId,
      status: 'active',
      customer: `cus_${subscriptionId}`,
      userId: member.user.id,
      periodEnd: Math.floor(Date.now() / 1000) + 86_400,
    });
    // A first request brings the user's plan in line with the subscription, as any would.
    expect((await member.api.get('/api/auth/status')).body.subscription_status).toBe('premium');
    return member;
  }

  it('cancels the subscription at once before deleting', async () => {
    const member = await subscriber(`sub_now_${driver}`);
    const response = await member.api.post('/api/account/delete', {
      email: member.user.email,
      password: TEST_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(fake.requests).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: `/v1/subscriptions/sub_now_${driver}` }),
    );
  });

  it('deletes nothing and says why when Stripe cannot cancel', async () => {
    const member = await subscriber(`sub_down_${driver}`);
    fake.failCancellation = true;
    try {
      const before = await fingerprintDatabase(database.db);
      const response = await member.api.post('/api/account/delete', {
        email: member.user.email,
        password: TEST_PASSWORD,
      });
      expect([response.status, response.body]).toEqual([
        502,
        { error: ACCOUNT_DELETE_MESSAGES.billingFailed, code: 'upstream_failed' },
      ]);
      expect(await fingerprintDatabase(database.db)).toEqual(before);
    } finally {
      fake.failCancellation = false;
    }
    // A retry once Stripe answers finishes the job.
    const retry = await member.api.post('/api/account/delete', {
      email: member.user.email,
      password: TEST_PASSWORD,
    });
    expect(retry.status).toBe(200);
  });
});
