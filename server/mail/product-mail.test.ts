/**
 * Who gets the product's own mail: never an address its owner has not confirmed, and never a
 * user who unticked "Tips and news by email" on the sign-up form.
 */
import { eq } from 'drizzle-orm';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../http/logger';
import { setUpAuth } from '../gotrue/setup';
import { authUsers } from '../gotrue/schema';
import { createTestApp, csrfToken, LogCapture, type TestApp } from '../test/app';
import { TEST_PASSWORD, uniqueEmail } from '../test/auth';
import { followLink, latestLink } from '../test/auth-server';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../test/databases';
import { MANY_SIGN_UPS_ENV } from '../test/trackers';
import { createMailer } from './mailer';

const CONFIRMATION = 'Confirm your email address';
const WELCOME = 'Your account is ready';

describe.each(TEST_DRIVERS)('product mail on %s', (driver) => {
  let database: TestDatabase;
  /** Email confirmation off: the address counts as confirmed at sign-up (GoTrue's autoconfirm). */
  let autoconfirming: TestApp;
  let confirming: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    autoconfirming = await createTestApp(database, MANY_SIGN_UPS_ENV);
    confirming = await createTestApp(database, {
      ...MANY_SIGN_UPS_ENV,
      AUTH_REQUIRE_EMAIL_CONFIRMATION: 'true',
    });
  });
  afterAll(() => database.destroy());

  const signUpOn = (testApp: TestApp, email: string, data: Record<string, unknown> = {}) =>
    supertest(testApp.app)
      .post('/auth/v1/signup')
      .send({ email, password: TEST_PASSWORD, data: { first_name: 'Dana', ...data } });

  async function subjects(testApp: TestApp, email: string): Promise<string[]> {
    const response = await supertest(testApp.app).get(
      `/auth/v1/dev/outbox?email=${encodeURIComponent(email)}`,
    );
    return response.body.messages.map((message: { subject: string }) => message.subject);
  }

  /** The app's register-db-user after a sign-in, as the SPA sends it. */
  async function register(testApp: TestApp, session: { userId: string; accessToken: string }) {
    const csrf = await csrfToken(testApp.request);
    return testApp.request
      .post('/api/auth/register-db-user')
      .set({
        Authorization: `Bearer ${session.accessToken}`,
        'user-id': session.userId,
        'CSRF-Token': csrf,
      })
      .send({ id: session.userId, email: 'ignored@example.com', idType: 'uuid' });
  }

  const preferences = (testApp: TestApp, accessToken: string) =>
    supertest(testApp.app)
      .get('/api/account/email-preferences')
      .set('Authorization', `Bearer ${accessToken}`);

  /** The welcome is sent after register-db-user answers: give it time to arrive, or not. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

  const welcomeArrives = (testApp: TestApp, email: string) =>
    vi.waitFor(
      async () =>
        expect((await subjects(testApp, email)).filter((s) => s === WELCOME)).toHaveLength(1),
      { timeout: 5_000, interval: 50 },
    );

  /**
   * A session for an address nobody has confirmed, as an auth provider that lets unconfirmed
   * users in would give (the built-in server itself refuses them email_not_confirmed).
   */
  async function unconfirmedSession(testApp: TestApp, email: string) {
    const logger = createLogger('info', new LogCapture());
    const auth = await setUpAuth(
      testApp.config,
      database,
      createMailer(testApp.config, database.db, logger),
    );
    const [user] = await database.db.select().from(authUsers).where(eq(authUsers.email, email));
    expect(user!.emailConfirmedAt).toBeNull();
    const session = await auth.local!.sessions.start(user!);
    return { userId: user!.id, accessToken: session.accessToken };
  }

  describe('with email confirmation required', () => {
    it('sends nothing but the confirmation to a new address; the welcome waits for its link', async () => {
      const email = uniqueEmail('unconfirmed');
      const signedUp = await signUpOn(confirming, email);
      expect(signedUp.status).toBe(200);
      expect(signedUp.body.access_token).toBeUndefined();

      // Even registered with a session, the unconfirmed address gets no welcome.
      const early = await register(confirming, await unconfirmedSession(confirming, email));
      expect(early.status).toBe(200);
      await settle();
      expect(await subjects(confirming, email)).toEqual([CONFIRMATION]);

      const followed = await followLink(confirming.app, await latestLink(confirming.app, email));
      const confirmed = {
        userId: signedUp.body.id as string,
        accessToken: followed.params.get('access_token')!,
      };
      expect((await register(confirming, confirmed)).status).toBe(200);
      await welcomeArrives(confirming, email);
      expect(await subjects(confirming, email)).toEqual([CONFIRMATION, WELCOME]);
    });

    it('keeps an unticked "Tips and news by email" through the confirmation: no welcome, ever', async () => {
      const email = uniqueEmail('declined-confirming');
      const signedUp = await signUpOn(confirming, email, { marketing_emails: false });
      const followed = await followLink(confirming.app, await latestLink(confirming.app, email));
      const session = {
        userId: signedUp.body.id as string,
        accessToken: followed.params.get('access_token')!,
      };
      expect((await register(confirming, session)).status).toBe(200);
      expect((await preferences(confirming, session.accessToken)).body).toEqual({
        marketing_emails: false,
      });
      await register(confirming, session);
      await settle();
      expect(await subjects(confirming, email)).toEqual([CONFIRMATION]);
    });
  });

  describe('without email confirmation', () => {
    it('sends the welcome at the first registration after sign-up, once', async () => {
      const email = uniqueEmail('autoconfirmed');
      const signedUp = await signUpOn(autoconfirming, email, { marketing_emails: true });
      const session = { userId: signedUp.body.user.id, accessToken: signedUp.body.access_token };
      expect((await register(autoconfirming, session)).status).toBe(200);
      await welcomeArrives(autoconfirming, email);
      expect((await preferences(autoconfirming, session.accessToken)).body).toEqual({
        marketing_emails: true,
      });
      await register(autoconfirming, session);
      await settle();
      expect(await subjects(autoconfirming, email)).toEqual([WELCOME]);
    });

    it('sends no welcome when "Tips and news by email" was unticked at sign-up, and keeps it off', async () => {
      const email = uniqueEmail('declined');
      const signedUp = await signUpOn(autoconfirming, email, { marketing_emails: false });
      const session = { userId: signedUp.body.user.id, accessToken: signedUp.body.access_token };
      expect((await register(autoconfirming, session)).status).toBe(200);
      await settle();
      expect(await subjects(autoconfirming, email)).toEqual([]);
      expect((await preferences(autoconfirming, session.accessToken)).body).toEqual({
        marketing_emails: false,
      });
    });
  });
});
