import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue } from '../gotrue/schema';
import { GoTrueError } from '../gotrue/wire/errors';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../test/databases';
import { createMailQueue } from './mail-queue';
import type { Mailer, OutgoingEmail } from './mailer';

const silent = pino({ level: 'silent' });
const MAIL: OutgoingEmail = {
  to: 'jo@example.com',
  subject: 'Reset your password',
  text: 'Someone asked to reset the password of your account.',
  link: 'https://fairsplit.example/auth/v1/verify?token=abc&type=recovery',
};

/** A mailer that refuses the first `failures` mails, then takes every one. */
function flakyMailer(failures: number): Mailer & { sent: OutgoingEmail[] } {
  const sent: OutgoingEmail[] = [];
  let refused = 0;
  return {
    kind: 'smtp',
    sent,
    async send(email) {
      if (refused < failures) {
        refused += 1;
        throw new GoTrueError(503, 'email_send_failed', 'Error sending email.');
      }
      sent.push(email);
    },
  };
}

describe.each(TEST_DRIVERS)('the mail queue on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.destroy());
  const rows = () => database.db.select().from(mailQueue);

  it('sends a mail at once and forgets it once sent', async () => {
    const mailer = flakyMailer(0);
    const queue = createMailQueue({ db: database.db, mailer, logger: silent });
    await queue.enqueue(MAIL);
    await queue.deliverDue();
    expect(mailer.sent).toEqual([MAIL]);
    expect(await rows()).toEqual([]);
  });

  it('keeps a refused mail and sends it on a later try', async () => {
    const mailer = flakyMailer(2);
    const queue = createMailQueue({
      db: database.db,
      mailer,
      logger: silent,
      retryDelaysSeconds: [0, 0, 0],
    });
    await queue.enqueue(MAIL);
    await expect.poll(() => mailer.sent.length).toBe(1);
    expect(mailer.sent).toEqual([MAIL]);
    await expect.poll(rows).toEqual([]);
  });

  it('drops a mail after its last retry, and a second instance never sends one twice', async () => {
    const refusing = flakyMailer(Number.POSITIVE_INFINITY);
    const queue = createMailQueue({
      db: database.db,
      mailer: refusing,
      logger: silent,
      retryDelaysSeconds: [0],
    });
    await queue.enqueue(MAIL);
    await expect.poll(rows).toEqual([]);
    expect(refusing.sent).toEqual([]);

    // Two instances on one database: each mail goes out once.
    const one = flakyMailer(0);
    const two = flakyMailer(0);
    const first = createMailQueue({ db: database.db, mailer: one, logger: silent });
    const second = createMailQueue({ db: database.db, mailer: two, logger: silent });
    await Promise.all(
      Array.from({ length: 6 }, (_, index) => first.enqueue({ ...MAIL, subject: `Mail ${index}` })),
    );
    await Promise.all([first.deliverDue(), second.deliverDue()]);
    const subjects = [...one.sent, ...two.sent].map((mail) => mail.subject).sort();
    expect(subjects).toEqual(['Mail 0', 'Mail 1', 'Mail 2', 'Mail 3', 'Mail 4', 'Mail 5']);
  });
});
