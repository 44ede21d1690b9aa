/**
 * Outgoing email. With SMTP_URL, nodemailer delivers it. Without (local development), the
 * message is logged with its link and kept in the dev outbox (GET /auth/v1/dev/outbox), which
 * the end-to-end tests read; production refuses to start without SMTP_URL.
 */
import { desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { AppDatabase } from '../../db/connect';
import { devOutbox } from '../schema';
import { GoTrueError } from '../wire/errors';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  link?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'dev-outbox';
  send(email: OutgoingEmail): Promise<void>;
}

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send({ to, subject, text }) {
      try {
        await transport.sendMail({ from, to, subject, text });
      } catch {
        // Down, refusing or timing out: the user can only try again later. The server's own
        // answer may quote the address, so it is not passed on (the router logs the code).
        throw new GoTrueError(
          503,
          'email_send_failed',
          'Error sending email. Please try again in a few minutes.',
        );
      }
    },
  };
}

export function devOutboxMailer(db: AppDatabase, logger: Logger): Mailer {
  return {
    kind: 'dev-outbox',
    async send(email) {
      await db.insert(devOutbox).values({ ...email, link: email.link ?? null });
      logger.info(
        { mail: { to: email.to, subject: email.subject }, link: email.link },
        'email kept in the dev outbox (no SMTP_URL configured)',
      );
    },
  };
}

/** The latest 20 emails kept for an address, oldest first (GET /auth/v1/dev/outbox). */
export async function listDevOutbox(db: AppDatabase, email: string) {
  const messages = await db
    .select()
    .from(devOutbox)
    .where(eq(devOutbox.to, email))
    .orderBy(desc(devOutbox.id))
    .limit(20);
  return messages.reverse().map((message) => ({
    to: message.to,
    subject: message.subject,
    text: message.text,
    link: message.link,
    sentAt: message.createdAt.toISOString(),
  }));
}
