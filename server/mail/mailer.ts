/**
 * Outgoing email, for the built-in auth server's links and the product's own messages. With
 * SMTP_URL, nodemailer delivers it. Without (development and tests), the message is logged with
 * its link and kept in the dev outbox (GET /auth/v1/dev/outbox), which the end-to-end tests
 * read. In production without SMTP_URL there is no mailer: the built-in auth server refuses to
 * start (config.ts), and with hosted Supabase the product's own messages are not sent.
 */
import { desc, eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { AppDatabase } from '../db/connect';
import { devOutbox } from '../gotrue/schema';
import { GoTrueError } from '../gotrue/wire/errors';
import { MAIL_SENDER_NAME } from './messages';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /** The one link the message is about (kept apart in the dev outbox for the tests). */
  link?: string;
  /** Extra header fields, e.g. List-Unsubscribe on marketing mail. */
  headers?: Record<string, string>;
}

export interface Mailer {
  readonly kind: 'smtp' | 'dev-outbox';
  send(email: OutgoingEmail): Promise<void>;
}

/**
 * The From header of every message: MAIL_FROM's address under the neutral MAIL_SENDER_NAME. A
 * display name in MAIL_FROM is not used: the sender is the first thing an inbox shows.
 */
function senderOf(mailFrom: string): { name: string; address: string } {
  const [parsed] = addressparser(mailFrom, { flatten: true });
  return { name: MAIL_SENDER_NAME, address: parsed?.address || mailFrom.trim() };
}

/** Sends through nodemailer's `transport` (SMTP in production: createMailer). */
export function smtpMailer(transport: Transporter, mailFrom: string): Mailer {
  const from = senderOf(mailFrom);
  return {
    kind: 'smtp',
    async send({ to, subject, text, headers }) {
      try {
        await transport.sendMail({ from, to, subject, text, headers });
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

function devOutboxMailer(db: AppDatabase, logger: Logger): Mailer {
  return {
    kind: 'dev-outbox',
    async send(email) {
      await db
        .insert(devOutbox)
        .values({ ...email, link: email.link ?? null, headers: email.headers ?? null });
      logger.info(
        { mail: { to: email.to, subject: email.subject }, link: email.link },
        'email kept in the dev outbox (no SMTP_URL configured)',
      );
    },
  };
}

export const NO_MAILER_WARNING =
  'No SMTP_URL: Fairsplit sends no email of its own (welcome, account deletion notice). Set SMTP_URL to send them.';

/** SMTP when configured; the dev outbox outside production; otherwise none. */
export function createMailer(config: Config, db: AppDatabase, logger: Logger): Mailer | null {
  if (config.mail.smtpUrl) {
    return smtpMailer(nodemailer.createTransport(config.mail.smtpUrl), config.mail.from);
  }
  return config.isProduction ? null : devOutboxMailer(db, logger);
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
    headers: message.headers ?? {},
    sentAt: message.createdAt.toISOString(),
  }));
}
