import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions, users } from '../../db/schema';
import { processedStripeEvents } from '../../billing/billing.schema';
import { createTestApp, csrfToken, type TestApp } from '../../test/app';
import { authHeaders, makePremium, signUp, type SignedUp } from '../../test/auth';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../test/databases';
import { FakeStripe } from '../../test/fake-stripe';

const WEBHOOK_SECRET = 'whsec_test_secret';
const DAY = 24 * 3600;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const PUBLIC_URL = 'https://fairsplit.example';
/**
 * What an attacker sends to steer links to their own host. The apps below trust every proxy,
 * so Express would believe these headers if anything read the request's origin.
 */
const FORGED_ORIGIN = {
  Host: 'evil.example',
  'X-Forwarded-Host': 'evil.example',
  'X-Forwarded-Proto': 'http',
};
const TRUSTING_APP_ENV = { PUBLIC_URL, TRUST_PROXY: 'true' };

describe.each(TEST_DRIVERS)('subscriptions on %s', (driver) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.destroy());

  async function productUser(user: SignedUp) {
    const [row] = await database.db.select().from(users).where(eq(users.authUserId, user.userId));
    return row!;
  }

  async function signedIn(testApp: TestApp) {
    const user = await signUp(testApp);
    const csrf = await csrfToken(testApp.request);
    const headers = authHeaders(user, csrf);
    // The first authenticated call creates the product's row, as the SPA's start-up does.
    await testApp.request.get('/api/auth/status').set(headers);
    return { user, headers, row: await productUser(user) };
  }

  /** POST /api/subscriptions/create-checkout as the user with `headers`, naming a forged host. */
  function createCheckout(testApp: TestApp, headers: Record<string, string>) {
    return testApp.request
      .post('/api/subscriptions/create-checkout')
      .set(headers)
      .set(FORGED_ORIGIN);
  }

  /** Pays or cancels a local checkout session, from a request that forges its origin. */
  function finishCheckout(
    testApp: TestApp,
    headers: Record<string, string>,
    sessionId: string,
    action: 'complete' | 'cancel',
  ) {
    return testApp.request
      .post(`/api/billing/checkout/${sessionId}/${action}`)
      .set(headers)
      .set(FORGED_ORIGIN);
  }

  describe('GET /api/profile revalidation', () => {
    it('answers an unchanged profile with a bodiless 304, and a changed one with 200', async () => {
      const testApp = await createTestApp(database);
      const { user, headers } = await signedIn(testApp);
      const first = await testApp.request.get('/api/profile').set(headers);
      expect(first.status).toBe(200);
      const etag = first.headers.etag!;
      expect(etag).toMatch(/^W\/"/);
      expect(first.headers['cache-control']).toBe('no-store');

      const unchanged = await testApp.request
        .get('/api/profile')
        .set(headers)
        .set('If-None-Match', etag);
      expect(unchanged.status).toBe(304);
      expect(unchanged.text).toBe('');

      await makePremium(database.db, user);
      const changed = await testApp.request
        .get('/api/profile')
        .set(headers)
        .set('If-None-Match', etag);
      expect(changed.status).toBe(200);
      expect(changed.body.subscription_status).toBe('premium');
      expect(changed.headers.etag).not.toBe(etag);
    });

    it('never answers 304 to another user holding the first user’s ETag', async () => {
      const testApp = await createTestApp(database);
      const one = await signedIn(testApp);
      const two = await signedIn(testApp);
      const etag = (await testApp.request.get('/api/profile').set(one.headers)).headers.etag!;
      const other = await testApp.request
        .get('/api/profile')
        .set(two.headers)
        .set('If-None-Match', etag);
      expect(other.status).toBe(200);
      expect(other.body.email).toBe(two.user.email);
    });
  });

  describe('with Stripe (the real SDK against a fake Stripe API)', () => {
    const fake = new FakeStripe();
    let testApp: TestApp;
    const sdk = new Stripe('sk_test_fake');
    let eventCounter = 0;

    beforeAll(async () => {
      await fake.start();
      testApp = await createTestApp(database, {
        ...TRUSTING_APP_ENV,
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: fake.url,
      });
    });
    afterAll(() => fake.stop());

    function sendEvent(type: string, object: Record<string, unknown>, id?: string) {
      eventCounter += 1;
      const payload = JSON.stringify({
        id: id ?? `evt_${driver}_${eventCounter}`,
        object: 'event',
        type,
        api_version: '2026-10-28.endive',
        created: nowSeconds(),
        data: { object },
      });
      const signature = sdk.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      return supertest(testApp.app)
        .post('/api/stripe/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', signature)
        .send(payload);
    }

    /** Stripe's current state of `row`'s subscription, as the SDK will fetch it. */
    function stripeHolds(
      row: { id: number },
      subscriptionId: string,
      customer: string,
      status: string,
      periodEnd: number,
    ) {
      fake.setSubscription({ id: subscriptionId, status, customer, userId: row.id, periodEnd });
    }

    async function subscribe(row: { id: number }, subscriptionId: string, customer: string) {
      stripeHolds(row, subscriptionId, customer, 'active', nowSeconds() + 30 * DAY);
      return sendEvent('checkout.session.completed', {
        id: `cs_${subscriptionId}`,
        object: 'checkout.session',
        client_reference_id: String(row.id),
        customer,
        subscription: subscriptionId,
      });
    }

    it('creates a Checkout Session for $29.99 a month, tied to our user, with return URLs on PUBLIC_URL whatever the Host', async () => {
      const { row, headers } = await signedIn(testApp);
      const response = await createCheckout(testApp, headers);
      expect(response.status).toBe(200);
      expect(response.body.checkout_url).toMatch(
        /^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/,
      );

      const sent = fake.requests
        .filter((request) => request.path === '/v1/checkout/sessions')
        .at(-1)!;
      expect(sent.params).toMatchObject({
        mode: 'subscription',
        client_reference_id: String(row.id),
        customer_email: row.email,
        success_url: 'https://fairsplit.example/home?payment_success=true',
        cancel_url: 'https://fairsplit.example/account-settings?payment_success=false',
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'usd',
        'line_items[0][price_data][unit_amount]': '2999',
        'line_items[0][price_data][recurring][interval]': 'month',
        'subscription_data[metadata][user_id]': String(row.id),
      });
    });

    it('rejects a webhook with a bad signature and changes nothing', async () => {
      const { row } = await signedIn(testApp);
      fake.setSubscription({
        id: 'sub_badsig',
        status: 'active',
        userId: row.id,
        periodEnd: nowSeconds() + DAY,
      });
      const payload = JSON.stringify({
        id: 'evt_badsig',
        object: 'event',
        type: 'customer.subscription.created',
        data: { object: { id: 'sub_badsig' } },
      });
      const response = await supertest(testApp.app)
        .post('/api/stripe/webhook')
        .set('Content-Type', 'application/json')
        .set(
          'Stripe-Signature',
          sdk.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' }),
        )
        .send(payload);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        error: 'Invalid Stripe webhook signature',
        code: 'invalid_signature',
      });
      expect((await productUser({ userId: row.authUserId } as SignedUp)).subscriptionStatus).toBe(
        'free',
      );
      const rows = await database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, row.id));
      expect(rows).toHaveLength(0);
    });

    it('applies checkout.session.completed once however often it is delivered', async () => {
      const { user, row, headers } = await signedIn(testApp);
      stripeHolds(row, 'sub_replayed', 'cus_replayed', 'active', nowSeconds() + 30 * DAY);
      const object = {
        id: 'cs_replayed',
        object: 'checkout.session',
        client_reference_id: String(row.id),
        customer: 'cus_replayed',
        subscription: 'sub_replayed',
      };
      const outcomes = [];
      for (let i = 0; i < 5; i += 1) {
        const response = await sendEvent(
          'checkout.session.completed',
          object,
          `evt_replayed_${driver}`,
        );
        expect(response.status).toBe(200);
        outcomes.push(response.body.outcome);
      }
      expect(outcomes).toEqual(['processed', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
      const retrievals = fake.requests.filter((r) => r.path === '/v1/subscriptions/sub_replayed');
      expect(retrievals).toHaveLength(1);
      const processed = await database.db
        .select()
        .from(processedStripeEvents)
        .where(eq(processedStripeEvents.id, `evt_replayed_${driver}`));
      expect(processed).toHaveLength(1);

      const profile = await testApp.request.get('/api/profile').set(headers);
      expect(profile.body).toMatchObject({
        subscription_status: 'premium',
        email: user.email,
        first_name: 'Alex',
        last_name: 'Morgan',
        subscription: {
          external_id: 'sub_replayed',
          status: 'active',
          cancel_at_period_end: false,
        },
      });
      expect((await productUser(user)).billingCustomerId).toBe('cus_replayed');
    });

    it('reuses the Stripe customer on a later checkout', async () => {
      const { user, row, headers } = await signedIn(testApp);
      await subscribe(row, 'sub_reuse', 'cus_reuse');
      stripeHolds(row, 'sub_reuse', 'cus_reuse', 'canceled', nowSeconds() - DAY);
      await sendEvent('customer.subscription.deleted', { id: 'sub_reuse', object: 'subscription' });
      expect((await productUser(user)).subscriptionStatus).toBe('free');

      await createCheckout(testApp, headers);
      const sent = fake.requests
        .filter((request) => request.path === '/v1/checkout/sessions')
        .at(-1)!;
      expect(sent.params.customer).toBe('cus_reuse');
      expect(sent.params.customer_email).toBeUndefined();
    });

    it('ends on the right state when events arrive out of order', async () => {
      const { user, row } = await signedIn(testApp);
      // Stripe's current state: the subscription was created, then cancelled.
      stripeHolds(row, 'sub_order', 'cus_order', 'canceled', nowSeconds() - 60);
      // The deletion is delivered before the creation.
      await sendEvent('customer.subscription.deleted', { id: 'sub_order', object: 'subscription' });
      await sendEvent('customer.subscription.created', {
        id: 'sub_order',
        object: 'subscription',
        status: 'active',
      });
      expect((await productUser(user)).subscriptionStatus).toBe('free');
      const [stored] = await database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.externalId, 'sub_order'));
      expect(stored?.status).toBe('canceled');
    });

    it('downgrades to free when the subscription is deleted', async () => {
      const { user, row } = await signedIn(testApp);
      await subscribe(row, 'sub_deleted', 'cus_deleted');
      expect((await productUser(user)).subscriptionStatus).toBe('premium');
      stripeHolds(row, 'sub_deleted', 'cus_deleted', 'canceled', nowSeconds());
      await sendEvent('customer.subscription.deleted', {
        id: 'sub_deleted',
        object: 'subscription',
      });
      expect((await productUser(user)).subscriptionStatus).toBe('free');
    });

    it('cancels at period end: access continues, then check-status downgrades once the period is over', async () => {
      const { user, row, headers } = await signedIn(testApp);
      await subscribe(row, 'sub_cancel', 'cus_cancel');
      const cancelled = await testApp.request.post('/api/subscriptions/cancel').set(headers);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.success).toBe(true);
      expect(cancelled.body.subscription.cancel_at_period_end).toBe(true);
      expect(fake.subscription('sub_cancel')?.cancel_at_period_end).toBe(true);

      const stillPremium = await testApp.request
        .get('/api/subscriptions/check-status')
        .set(headers);
      expect(stillPremium.body).toEqual({
        subscription_status: 'premium',
        status_changed: false,
        was_downgraded: false,
      });

      await database.db
        .update(subscriptions)
        .set({ periodEnd: sql`now() - interval '1 minute'` })
        .where(eq(subscriptions.externalId, 'sub_cancel'));
      const ended = await testApp.request.get('/api/subscriptions/check-status').set(headers);
      expect(ended.body).toEqual({
        subscription_status: 'free',
        status_changed: true,
        was_downgraded: true,
      });
      expect((await productUser(user)).subscriptionStatus).toBe('free');
    });

    it('keeps access through a failed payment while Stripe retries, and ends it when the subscription goes unpaid', async () => {
      const { user, row } = await signedIn(testApp);
      await subscribe(row, 'sub_failed', 'cus_failed');
      stripeHolds(row, 'sub_failed', 'cus_failed', 'past_due', nowSeconds() + 3 * DAY);
      await sendEvent('invoice.payment_failed', {
        id: 'in_failed',
        object: 'invoice',
        subscription: 'sub_failed',
      });
      expect((await productUser(user)).subscriptionStatus).toBe('premium');

      stripeHolds(row, 'sub_failed', 'cus_failed', 'unpaid', nowSeconds() + 3 * DAY);
      await sendEvent('invoice.payment_failed', {
        id: 'in_failed_2',
        object: 'invoice',
        parent: { subscription_details: { subscription: 'sub_failed' } },
      });
      expect((await productUser(user)).subscriptionStatus).toBe('free');
    });

    it('opens the billing portal for a customer, returning to PUBLIC_URL whatever the Host', async () => {
      const { row, headers } = await signedIn(testApp);
      await subscribe(row, 'sub_portal', 'cus_portal');
      const response = await testApp.request
        .post('/api/subscriptions/portal')
        .set(headers)
        .set(FORGED_ORIGIN);
      expect(response.body).toEqual({ url: 'https://billing.stripe.test/p/session/cus_portal' });
      const sent = fake.requests
        .filter((request) => request.path === '/v1/billing_portal/sessions')
        .at(-1)!;
      expect(sent.params).toMatchObject({
        customer: 'cus_portal',
        return_url: 'https://fairsplit.example/account-settings',
      });
    });
  });

  describe('with the local test-mode checkout', () => {
    let testApp: TestApp;

    beforeAll(async () => {
      testApp = await createTestApp(database, TRUSTING_APP_ENV);
    });

    /** Opens a test-mode checkout as the user with `headers` and answers its session id. */
    async function openCheckout(headers: Record<string, string>) {
      const checkout = await createCheckout(testApp, headers);
      return new URL(checkout.body.checkout_url).searchParams.get('session')!;
    }

    it('pays through the in-app checkout page on PUBLIC_URL whatever the Host: premium for one month, back on /home', async () => {
      const { user, headers } = await signedIn(testApp);
      const checkout = await createCheckout(testApp, headers);
      expect(checkout.body.checkout_url).toMatch(
        /^https:\/\/fairsplit\.example\/checkout\/test\?session=[0-9a-f-]{36}$/,
      );
      const sessionId = new URL(checkout.body.checkout_url).searchParams.get('session')!;

      const described = await testApp.request
        .get(`/api/billing/checkout/${sessionId}`)
        .set(headers);
      expect(described.body).toMatchObject({
        amount: '29.99',
        currency: 'usd',
        interval: 'month',
        status: 'open',
      });

      const paid = await finishCheckout(testApp, headers, sessionId, 'complete');
      expect(paid.body).toEqual({
        redirect_url: 'https://fairsplit.example/home?payment_success=true',
      });

      const profile = await testApp.request.get('/api/profile').set(headers);
      expect(profile.body.subscription_status).toBe('premium');
      const periodEnd = new Date(profile.body.subscription.period_end).getTime();
      expect(periodEnd - Date.now()).toBeGreaterThan(27 * DAY * 1000);
      expect(periodEnd - Date.now()).toBeLessThan(32 * DAY * 1000);
      expect((await productUser(user)).subscriptionStatus).toBe('premium');

      const again = await testApp.request
        .post(`/api/billing/checkout/${sessionId}/complete`)
        .set(headers);
      expect(again.status).toBe(409);
      expect(again.body).toEqual({
        error: 'This checkout session is already finished.',
        code: 'checkout_finished',
      });
    });

    it('without PUBLIC_URL links to http://localhost:<PORT>, never to the Host a request names', async () => {
      const defaults = await createTestApp(database, { PORT: '5123' });
      const { headers } = await signedIn(defaults);
      const checkout = await createCheckout(defaults, headers);
      expect(checkout.status).toBe(200);
      expect(checkout.body.checkout_url).toMatch(
        /^http:\/\/localhost:5123\/checkout\/test\?session=[0-9a-f-]{36}$/,
      );
      const sessionId = new URL(checkout.body.checkout_url).searchParams.get('session')!;
      const cancelled = await finishCheckout(defaults, headers, sessionId, 'cancel');
      expect(cancelled.body).toEqual({
        redirect_url: 'http://localhost:5123/account-settings?payment_success=false',
      });
    });

    it('returns to Account Settings with payment_success=false when the checkout is cancelled', async () => {
      const { headers } = await signedIn(testApp);
      const sessionId = await openCheckout(headers);
      const cancelled = await testApp.request
        .post(`/api/billing/checkout/${sessionId}/cancel`)
        .set(headers);
      expect(cancelled.body).toEqual({
        redirect_url: 'https://fairsplit.example/account-settings?payment_success=false',
      });
      const status = await testApp.request.get('/api/subscriptions/check-status').set(headers);
      expect(status.body.subscription_status).toBe('free');
    });

    it('does not let one user complete another user’s checkout', async () => {
      const owner = await signedIn(testApp);
      const other = await signedIn(testApp);
      const sessionId = await openCheckout(owner.headers);
      const response = await testApp.request
        .post(`/api/billing/checkout/${sessionId}/complete`)
        .set(other.headers);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: 'Checkout session not found', code: 'not_found' });
    });

    it('cancels at period end and keeps premium until then', async () => {
      const { headers } = await signedIn(testApp);
      const sessionId = await openCheckout(headers);
      await testApp.request.post(`/api/billing/checkout/${sessionId}/complete`).set(headers);

      const cancelled = await testApp.request.post('/api/subscriptions/cancel').set(headers);
      expect(cancelled.body.success).toBe(true);
      expect(cancelled.body.subscription.cancel_at_period_end).toBe(true);
      const profile = await testApp.request.get('/api/profile').set(headers);
      expect(profile.body).toMatchObject({
        subscription_status: 'premium',
        subscription: { cancel_at_period_end: true },
      });
    });

    it('refuses a second checkout for a premium user and a cancel for a free one', async () => {
      const { headers } = await signedIn(testApp);
      const cancel = await testApp.request.post('/api/subscriptions/cancel').set(headers);
      expect(cancel.status).toBe(409);
      expect(cancel.body).toEqual({
        error: 'There is no active subscription to cancel.',
        code: 'no_subscription',
      });
      const sessionId = await openCheckout(headers);
      await testApp.request.post(`/api/billing/checkout/${sessionId}/complete`).set(headers);
      const second = await createCheckout(testApp, headers);
      expect(second.status).toBe(409);
    });

    it('answers the profile in the documented shape for a free user', async () => {
      const { user, headers } = await signedIn(testApp);
      const profile = await testApp.request.get('/api/profile').set(headers);
      expect(profile.body).toEqual({
        subscription_status: 'free',
        subscription: null,
        first_name: 'Alex',
        last_name: 'Morgan',
        email: user.email,
        username: expect.any(String),
      });
    });

    it('needs a signed-in user', async () => {
      const response = await supertest(testApp.app).get('/api/profile');
      expect(response.status).toBe(401);
    });
  });
});
