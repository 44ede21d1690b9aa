/**
 * Whoever knows her email address must not be able to lock her out: failures count per
 * (account, client address), a correct password from another address is never refused for
 * them, and reset requests are never refused for her account, only mailed at most once a minute.
 * The clients' addresses come from X-Forwarded-For, which the app reads behind TRUST_PROXY.
 */
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp, setUpTestApp } from '../../test/app';
import { signUp, TEST_PASSWORD, uniqueEmail } from '../../test/auth';
import { inOneWindow } from '../../test/clock';
import { TEST_DRIVERS } from '../../test/databases';

const OTHER_SPOUSE = '203.0.113.7';
const HER_PHONE = '198.51.100.23';
// Counted on its own: the tests share a database, and counters live there.
const SPRAYER = '192.0.2.99';

describe.each(TEST_DRIVERS)('lockout and reset throttling on %s', (driver) => {
  const suite = setUpTestApp(driver);

  const behindProxy = () =>
    createTestApp(suite.database, {
      TRUST_PROXY: 'true',
      AUTH_RATE_LIMIT_PER_EMAIL: '3',
      AUTH_RATE_LIMIT_PER_IP: '20',
      AUTH_RATE_LIMIT_WINDOW_SECONDS: '600',
    });

  it('wrong passwords from one address never refuse her right password from another', async () => {
    const app = await behindProxy();
    const { email } = await signUp(app);
    const grant = (from: string, password: string) =>
      supertest(app.app)
        .post('/auth/v1/token?grant_type=password')
        .set('X-Forwarded-For', from)
        .send({ email, password });

    await inOneWindow(600, async () => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await grant(OTHER_SPOUSE, 'Guess-n0-' + attempt)).status).toBe(400);
      }
      // The guesser is stopped...
      expect((await grant(OTHER_SPOUSE, TEST_PASSWORD)).status).toBe(429);
      // ...and she is not.
      const hers = await grant(HER_PHONE, TEST_PASSWORD);
      expect(hers.status).toBe(200);
      expect(hers.body.access_token).toEqual(expect.any(String));
    });
  });

  it('one address still has its cap over every account it tries', async () => {
    const app = await createTestApp(suite.database, {
      TRUST_PROXY: 'true',
      AUTH_RATE_LIMIT_PER_IP: '4',
      AUTH_RATE_LIMIT_WINDOW_SECONDS: '600',
    });
    await inOneWindow(600, async () => {
      const statuses: number[] = [];
      for (let account = 0; account < 5; account += 1) {
        const response = await supertest(app.app)
          .post('/auth/v1/token?grant_type=password')
          .set('X-Forwarded-For', SPRAYER)
          .send({ email: uniqueEmail(`spray-${account}`), password: 'Guess-n0-1' });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 429]);
    });
  });

  it('reset requests for her account are never refused, and mail her at most once a minute', async () => {
    const app = await behindProxy();
    const { email } = await signUp(app);
    const recover = (from: string) =>
      supertest(app.app).post('/auth/v1/recover').set('X-Forwarded-For', from).send({ email });
    const resetMails = async () => {
      const outbox = await supertest(app.app).get(
        `/auth/v1/dev/outbox?email=${encodeURIComponent(email)}`,
      );
      return (outbox.body.messages as { subject: string }[]).filter(
        (mail) => mail.subject === 'Reset your password',
      ).length;
    };

    await inOneWindow(600, async () => {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await recover(OTHER_SPOUSE)).status).toBe(200);
      }
      const hers = await recover(HER_PHONE);
      expect(hers.status).toBe(200);
      expect(hers.body).toEqual({});
      // Six requests, one mail: the link in it is hers to use. (Read inside the window: the
      // mail is queued after each answer, on the clock this window holds still.)
      expect(await resetMails()).toBe(1);
    });
  });
});
