/**
 * A password reset must not tell whether an account exists: the same answer, in the same time,
 * whether the address is registered or not and whether the mail server is up. The mail goes out
 * after the answer, through a queue kept in the database that retries while the server refuses.
 */
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp, setUpTestApp } from '../../test/app';
import { signUp, uniqueEmail } from '../../test/auth';
import { TEST_DRIVERS } from '../../test/databases';
import { mailQueue } from '../schema';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

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

  it('takes the same time for a registered and an unknown address (medians within 2 ms)', async () => {
    const app = await createTestApp(suite.database, { AUTH_RATE_LIMIT_PER_IP: '1000' });
    const registered = await Promise.all(
      Array.from({ length: 5 }, (_, index) => signUp(app, uniqueEmail(`timed-${index}`))),
    );
    const times = { registered: [] as number[], unknown: [] as number[] };
    const timed = async (email: string) => {
      const started = process.hrtime.bigint();
      const response = await supertest(app.app).post('/auth/v1/recover').send({ email });
      const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
      expect(response.status).toBe(200);
      // What the last request set going finishes before the next is timed.
      await supertest(app.app).get(`/auth/v1/dev/outbox?email=${encodeURIComponent(email)}`);
      return elapsed;
    };
    for (let round = 0; round < 40; round += 1) {
      // Alternating, so a slow moment of the machine falls on both sides.
      const known = registered[round % registered.length]!.email;
      const first = round % 2 === 0;
      if (first) times.registered.push(await timed(known));
      times.unknown.push(await timed(uniqueEmail('unknown')));
      if (!first) times.registered.push(await timed(known));
    }
    expect(Math.abs(median(times.registered) - median(times.unknown))).toBeLessThan(2);
  });
});
