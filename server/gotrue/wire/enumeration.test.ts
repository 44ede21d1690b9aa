/**
 * A password reset must not tell whether an account exists: the same answer, in the same time,
 * whether the address is registered or not and whether the mail server is up (the time:
 * enumeration.timing.test.ts). The mail goes out
 * after the answer, through a queue kept in the database that retries while the server refuses.
 */
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp, setUpTestApp } from '../../test/app';
import { signUp, uniqueEmail } from '../../test/auth';
import { TEST_DRIVERS } from '../../test/databases';
import { mailQueue } from '../schema';

describe.each(TEST_DRIVERS)('password reset without giving accounts away on %s', (driver) => {
  const suite = setUpTestApp(driver);

  it('answers {} for a registered and an unknown address alike, even with the mail server down, and keeps the mail to retry', async () => {
    // Port 9 (discard) on loopback: the connection is refused at once.
    const unreachable = await createTestApp(suite.database, {
      SMTP_URL: 'smtp://127.0.0.1:9',
      AUTH_RATE_LIMIT_PER_IP: '1000',
    });
    const { email } = await signUp(suite.testApp, uniqueEmail('smtp-down'));
    const registered = await supertest(unreachable.app).post('/auth/v1/recover').send({ email });
    const unknown = await supertest(unreachable.app)
      .post('/auth/v1/recover')
      .send({ email: uniqueEmail('nobody') });

    for (const response of [registered, unknown]) {
      expect(response.status).toBe(200);
      expect(response.body).toEqual({});
    }
    // The reset mail waits in the queue for its next try; nothing was queued for nobody.
    await expect
      .poll(async () =>
        (await suite.database.db.select().from(mailQueue)).filter((row) => row.to === email),
      )
      .toEqual([
        expect.objectContaining({
          subject: 'Reset your password',
          attempts: 1,
          lastError: 'email_send_failed',
        }),
      ]);
    expect(unreachable.logs.text).toContain('mail not sent; retrying later');
  });
});
