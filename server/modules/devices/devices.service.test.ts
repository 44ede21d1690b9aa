/**
 * The new-sign-in notice when the mail server is down: it waits in the mail queue and is tried
 * again, instead of being lost with the one attempt made after the sign-in's answer.
 */
import { eq } from 'drizzle-orm';
import pino from 'pino';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { mailQueue } from '../../gotrue/schema';
import { GoTrueError } from '../../gotrue/wire/errors';
import { createMailQueue } from '../../mail/mail-queue';
import type { Mailer } from '../../mail/mailer';
import { MAIL_MESSAGES } from '../../mail/messages';
import { setUpTestApp } from '../../test/app';
import { signUp, TEST_PASSWORD } from '../../test/auth';
import { TEST_DRIVERS } from '../../test/databases';
import { createSignInRecorder } from './devices.service';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A mail server that refuses everything, as smtpMailer reports it. */
const downMailer: Mailer = {
  kind: 'smtp',
  async send() {
    throw new GoTrueError(503, 'email_send_failed', 'Error sending email.');
  },
};

describe.each(TEST_DRIVERS)('the new-sign-in notice on %s', (driver) => {
  const suite = setUpTestApp(driver);

  it('waits in the mail queue for another try while the mail server is down', async () => {
    const { db } = suite.database;
    const user = await signUp(suite.testApp);
    const signedIn = await supertest(suite.testApp.app)
      .post('/auth/v1/token?grant_type=password')
      .send({ email: user.email, password: TEST_PASSWORD });
    const sessionId = JSON.parse(
      Buffer.from(signedIn.body.access_token.split('.')[1], 'base64url').toString(),
    ).session_id;
    const recorder = createSignInRecorder({
      db,
      mailQueue: createMailQueue({ db, mailer: downMailer, logger: pino({ level: 'silent' }) }),
      siteUrl: 'https://fairsplit.example',
    });

    const notice = await recorder.recordSignIn(
      { sessionId, userId: user.userId },
      { userAgent: PHONE, ip: '198.51.100.7' },
    );
    expect(notice).not.toBeNull();
    await recorder.sendNewSignInNotice(notice!);

    await expect
      .poll(async () =>
        db
          .select({ subject: mailQueue.subject, attempts: mailQueue.attempts })
          .from(mailQueue)
          .where(eq(mailQueue.to, user.email)),
      )
      .toEqual([{ subject: MAIL_MESSAGES.newSignIn.subject, attempts: 1 }]);
  });
});
