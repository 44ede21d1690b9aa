/**
 * Professional links paused by their owner's security events and by a lapse of Premium: each
 * event pauses every live link at once (the shared view then answers its one neutral 404), a
 * revoked or expired link is left as it was, and only the owner's password — with Premium —
 * resumes one. Her links stay hers to list and revoke without Premium.
 */
import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@shared/auth';
import { shares, subscriptions } from '../../db/schema';
import { SHARING_MESSAGES, type CreateShareInput, type ShareDto } from '@shared/sharing';
import { PREMIUM_REQUIRED } from '@shared/subscriptions';
import { createTestApp, type TestApp } from '../../test/app';
import { authHeaders, makePremium, TEST_PASSWORD } from '../../test/auth';
import { followLink, latestLink } from '../../test/auth-server';
import { inOneWindow } from '../../test/clock';
import { TEST_DRIVERS } from '../../test/databases';
import { FakeStripe } from '../../test/fake-stripe';
import { setUpTrackerApi } from '../../test/tracker-suites';
import { type ApiClient, MANY_SIGN_UPS_ENV, type TestUser } from '../../test/trackers';

const INACTIVE = { error: SHARING_MESSAGES.inactive, code: 'share_inactive' };
const NEW_PASSWORD = 'N3w$ecret!';
const WEBHOOK_SECRET = 'whsec_pause_test';

describe.each(TEST_DRIVERS)('paused professional links on %s', (driver) => {
  const { context, database } = setUpTrackerApi(driver);
  const db = () => database().db;
  const app = () => context.testApp.app;

  async function share(api: ApiClient, input: Partial<CreateShareInput> = {}) {
    const response = await api.post('/api/shares', {
      label: 'My attorney, J. Smith',
      scopes: ['expenses'],
      ...input,
    });
    expect(response.status).toBe(201);
    const token = new URL(response.body.url).pathname.split('/').at(-1)!;
    return { id: response.body.share.id as number, token };
  }

  const visit = (token: string) => supertest(app()).get(`/api/shared/${token}`);

  async function stored(id: number) {
    const [row] = await db().select().from(shares).where(eq(shares.id, id));
    return row!;
  }

  /**
   * A premium owner with a live link, a revoked one and an expired one: the live one is the
   * one an event pauses; the other two must come out of it exactly as they went in.
   */
  async function ownerWithLinks() {
    const { user, api } = await context.premiumUser();
    const live = await share(api);
    const revoked = await share(api);
    expect((await api.delete(`/api/shares/${revoked.id}`)).status).toBe(200);
    const expired = await share(api);
    await db()
      .update(shares)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(shares.id, expired.id));
    expect((await visit(live.token)).status).toBe(200);
    return {
      user,
      api,
      live,
      others: [await stored(revoked.id), await stored(expired.id)],
    };
  }

  /** The live link is paused for `reason`, answers 404, and the other two did not change. */
  async function expectPaused(
    links: Awaited<ReturnType<typeof ownerWithLinks>>,
    reason: ShareDto['paused_reason'],
  ) {
    const row = await stored(links.live.id);
    expect(row.pausedReason).toBe(reason);
    expect(row.pausedAt).toBeInstanceOf(Date);
    const opened = await visit(links.live.token);
    expect([opened.status, opened.body]).toEqual([404, INACTIVE]);
    for (const other of links.others) expect(await stored(other.id)).toEqual(other);
  }

  /** PUT /auth/v1/user with a new password, in the session of `accessToken`. */
  function setPassword(accessToken: string, body: Record<string, string>) {
    return supertest(app())
      .put('/auth/v1/user')
      .set('Authorization', `Bearer ${accessToken}`)
      .send(body);
  }

  describe('each security event pauses every live link at once', () => {
    it('a password change, on every instance sharing the database', async () => {
      const other = await createTestApp(database(), MANY_SIGN_UPS_ENV);
      const links = await ownerWithLinks();
      const changed = await setPassword(links.user.accessToken, {
        password: NEW_PASSWORD,
        current_password: TEST_PASSWORD,
      });
      expect(changed.status).toBe(200);

      await expectPaused(links, 'password_changed');
      const elsewhere = await supertest(other.app).get(`/api/shared/${links.live.token}`);
      expect([elsewhere.status, elsewhere.body]).toEqual([404, INACTIVE]);
      const listed = (await links.api.get('/api/shares')).body.shares as ShareDto[];
      const [expired, revoked, live] = listed;
      expect(live).toMatchObject({ id: links.live.id, status: 'paused' });
      expect(live!.paused_reason).toBe('password_changed');
      expect(Date.parse(live!.paused_at!)).not.toBeNaN();
      expect([revoked, expired]).toMatchObject(
        links.others.map(({ id }, index) => ({
          id,
          status: index === 0 ? 'revoked' : 'expired',
          paused_at: null,
          paused_reason: null,
        })),
      );
    });

    it('a password reset, from the emailed link', async () => {
      const links = await ownerWithLinks();
      await supertest(app()).post('/auth/v1/recover').send({ email: links.user.email });
      const opened = await followLink(app(), await latestLink(app(), links.user.email));
      const accessToken = opened.params.get('access_token')!;
      expect(accessToken).toBeTruthy();
      expect((await setPassword(accessToken, { password: NEW_PASSWORD })).status).toBe(200);

      await expectPaused(links, 'password_reset');
    });

    it('signing out every other device, from the Devices page', async () => {
      const links = await ownerWithLinks();
      const signedOut = await links.api.post('/api/account/sessions/sign-out-others');
      expect(signedOut.status).toBe(200);

      await expectPaused(links, 'signed_out_everywhere');
    });

    it("signing out every other device through GoTrue's logout (scope=others)", async () => {
      const links = await ownerWithLinks();
      const signedOut = await supertest(app())
        .post('/auth/v1/logout?scope=others')
        .set('Authorization', `Bearer ${links.user.accessToken}`);
      expect(signedOut.status).toBe(204);

      await expectPaused(links, 'signed_out_everywhere');
    });

    it('keeps the first reason when a second event follows', async () => {
      const links = await ownerWithLinks();
      await setPassword(links.user.accessToken, {
        password: NEW_PASSWORD,
        current_password: TEST_PASSWORD,
      });
      await links.api.post('/api/account/sessions/sign-out-others');

      await expectPaused(links, 'password_changed');
    });
  });

  it('an ordinary sign-out (the one supabase-js sends, scope=global) leaves the links open', async () => {
    const { user, api } = await context.premiumUser();
    const live = await share(api);
    const signedOut = await supertest(app())
      .post('/auth/v1/logout')
      .set('Authorization', `Bearer ${user.accessToken}`);
    expect(signedOut.status).toBe(204);

    expect((await stored(live.id)).pausedAt).toBeNull();
    expect((await visit(live.token)).status).toBe(200);
  });

  describe('a lapse of Premium pauses them', () => {
    const fake = new FakeStripe();
    const sdk = new Stripe('sk_test_fake');
    let stripeApp: TestApp;
    let events = 0;

    beforeAll(async () => {
      await fake.start();
      stripeApp = await createTestApp(database(), {
        ...MANY_SIGN_UPS_ENV,
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: fake.url,
      });
    });
    afterAll(() => fake.stop());

    /** Stripe now holds the owner's subscription (makePremium's) with `status`; it says so. */
    function stripeSays(user: TestUser, type: string, status: string) {
      const id = `test_sub_${user.userId}`;
      const periodEnd = Math.floor(Date.now() / 1000) + (status === 'canceled' ? 0 : 86_400);
      fake.setSubscription({ id, status, userId: user.id, periodEnd });
      events += 1;
      const payload = JSON.stringify({
        id: `evt_pause_${driver}_${events}`,
        object: 'event',
        type,
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        data: { object: { id, object: 'subscription' } },
      });
      return supertest(stripeApp.app)
        .post('/api/stripe/webhook')
        .set('Content-Type', 'application/json')
        .set(
          'Stripe-Signature',
          sdk.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
        )
        .send(payload);
    }

    it.each([
      ['customer.subscription.updated', 'unpaid'],
      ['customer.subscription.deleted', 'canceled'],
    ])("when Stripe's %s says %s", async (type, status) => {
      const links = await ownerWithLinks();
      const answer = await stripeSays(links.user, type, status);
      expect(answer.body).toEqual({ received: true, outcome: 'processed' });

      await expectPaused(links, 'premium_lapsed');
    });

    it('not while Stripe retries the card (past_due keeps Premium)', async () => {
      const { user, api } = await context.premiumUser();
      const live = await share(api);
      await stripeSays(user, 'customer.subscription.updated', 'past_due');

      expect((await stored(live.id)).pausedAt).toBeNull();
      expect((await visit(live.token)).status).toBe(200);
    });
  });

  it('a lapse of Premium first seen when her paid period has ended pauses them too', async () => {
    const links = await ownerWithLinks();
    await endPremium(links.user);
    expect((await links.api.get('/api/profile')).body.subscription_status).toBe('free');

    await expectPaused(links, 'premium_lapsed');
  });

  /** Her paid period ended a second ago (no webhook said so). */
  async function endPremium(user: TestUser) {
    await db()
      .update(subscriptions)
      .set({ periodEnd: sql`now() - interval '1 second'` })
      .where(eq(subscriptions.userId, user.id));
  }

  /** A premium owner with a link paused by signing the other devices out. */
  async function pausedLink() {
    const owner = await context.premiumUser();
    const link = await share(owner.api);
    await owner.api.post('/api/account/sessions/sign-out-others');
    expect((await visit(link.token)).status).toBe(404);
    return { ...owner, link };
  }

  const resume = (api: ApiClient, id: number, password: string) =>
    api.post(`/api/shares/${id}/resume`, { password });

  describe('resuming', () => {
    it('refuses a wrong password with the words a password change uses, then opens again for the right one', async () => {
      const { api, link } = await pausedLink();
      const wrong = await resume(api, link.id, 'not-my-password');
      expect([wrong.status, wrong.body]).toEqual([
        400,
        { error: AUTH_MESSAGES.currentPasswordWrong, code: 'wrong_password' },
      ]);
      expect((await stored(link.id)).pausedReason).toBe('signed_out_everywhere');
      expect((await visit(link.token)).status).toBe(404);

      const right = await resume(api, link.id, TEST_PASSWORD);
      expect(right.status).toBe(200);
      expect(right.body).toMatchObject({
        id: link.id,
        status: 'active',
        paused_at: null,
        paused_reason: null,
      });
      expect((await visit(link.token)).status).toBe(200);
    });

    it('asks for the password before anything is checked', async () => {
      const { api, link } = await pausedLink();
      const empty = await api.post(`/api/shares/${link.id}/resume`, {});
      expect(empty.status).toBe(400);
      expect(empty.body.details).toContain(SHARING_MESSAGES.resumePasswordRequired);
      expect((await stored(link.id)).pausedAt).not.toBeNull();
    });

    it('needs Premium for a link paused by its lapse (403), and resumes it once Premium is back', async () => {
      const { user, api } = await context.premiumUser();
      const link = await share(api);
      await endPremium(user);
      await api.get('/api/profile');
      expect((await stored(link.id)).pausedReason).toBe('premium_lapsed');

      const refused = await resume(api, link.id, TEST_PASSWORD);
      expect([refused.status, refused.body]).toEqual([
        403,
        { error: PREMIUM_REQUIRED, code: 'premium_required' },
      ]);
      expect((await visit(link.token)).status).toBe(404);

      await db().delete(subscriptions).where(eq(subscriptions.userId, user.id));
      await makePremium(db(), user);
      expect((await resume(api, link.id, TEST_PASSWORD)).status).toBe(200);
      expect((await visit(link.token)).status).toBe(200);
    });

    it("answers 404 for another user's link and leaves it paused", async () => {
      const bob = await pausedLink();
      const { api } = await context.premiumUser();
      const response = await resume(api, bob.link.id, TEST_PASSWORD);
      expect([response.status, response.body]).toEqual([
        404,
        { error: SHARING_MESSAGES.notFound, code: 'not_found' },
      ]);
      expect((await stored(bob.link.id)).pausedReason).toBe('signed_out_everywhere');
    });

    it('checks five wrong passwords in 15 minutes, as account deletion does, then 429', async () => {
      const { api, link } = await pausedLink();
      await inOneWindow(15 * 60, async () => {
        for (let attempt = 0; attempt < 5; attempt += 1) {
          expect((await resume(api, link.id, `guess ${attempt}`)).status).toBe(400);
        }
        const stopped = await resume(api, link.id, TEST_PASSWORD);
        expect([stopped.status, stopped.body]).toEqual([
          429,
          { error: SHARING_MESSAGES.resumeRateLimited, code: 'rate_limited' },
        ]);
        expect(stopped.headers['retry-after']).toBeDefined();
      });
      expect((await visit(link.token)).status).toBe(404);
    });

    it('does not count a right password: she can resume link after link', async () => {
      const { api } = await context.premiumUser();
      const links: { id: number }[] = [];
      for (let made = 0; made < 7; made += 1) links.push(await share(api));
      await api.post('/api/account/sessions/sign-out-others');
      await inOneWindow(15 * 60, async () => {
        for (const link of links) {
          expect((await resume(api, link.id, TEST_PASSWORD)).status).toBe(200);
        }
      });
    });
  });

  describe('without Premium', () => {
    it('lists and revokes her links, and makes or extends none (403)', async () => {
      const { user, api } = await context.premiumUser();
      const link = await share(api);
      await endPremium(user);
      // The app's profile poll is where a period that ran out is first seen.
      await api.get('/api/profile');

      const listed = await api.get('/api/shares');
      expect(listed.status).toBe(200);
      expect(listed.body.shares).toEqual([
        expect.objectContaining({ id: link.id, status: 'paused', paused_reason: 'premium_lapsed' }),
      ]);
      const revoked = await api.delete(`/api/shares/${link.id}`);
      expect([revoked.status, revoked.body.status]).toEqual([200, 'revoked']);

      for (const response of [
        await api.post('/api/shares', { label: 'Lawyer', scopes: ['expenses'] }),
        await api.patch(`/api/shares/${link.id}`, { expires_in_days: 5 }),
      ]) {
        expect([response.status, response.body]).toEqual([
          403,
          { error: PREMIUM_REQUIRED, code: 'premium_required' },
        ]);
      }
    });

    it('a user who never had Premium sees an empty list', async () => {
      const { user } = await context.freeUser();
      const response = await supertest(app()).get('/api/shares').set(authHeaders(user));
      expect([response.status, response.body]).toEqual([200, { shares: [] }]);
    });
  });
});
