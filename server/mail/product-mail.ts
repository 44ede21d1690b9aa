/**
 * The product's own emails, apart from the auth server's links. Two kinds, kept apart on
 * purpose: transactional mail (the account was deleted) goes to whoever it concerns and never
 * carries an unsubscribe link; marketing mail (the welcome) goes only to a user who is opted
 * in at the moment of sending, and always carries the unsubscribe link in its text and the
 * RFC 8058 one-click headers, so a mail client's "Unsubscribe" button works without a login.
 */
import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { users } from '@shared/schema';
import type { AppDatabase } from '../db/connect';
import type { Mailer, OutgoingEmail } from './mailer';
import { unsubscribeToken, userOfUnsubscribeToken } from './unsubscribe-token';

export interface ProductMailDeps {
  db: AppDatabase;
  /** Null in production without SMTP_URL: nothing is sent (said once at boot). */
  mailer: Mailer | null;
  /** PUBLIC_URL: the only origin links in emails point to. */
  publicUrl: string;
  unsubscribeSecret: string;
  logger: Logger;
}

export interface UnsubscribeLinks {
  /** In the text: a page that asks before it unsubscribes (link scanners open every link). */
  page: string;
  /** In List-Unsubscribe: the address a mail client POSTs to (RFC 8058). */
  oneClick: string;
}

export interface WelcomeRecipient {
  userId: number;
  email: string;
  firstName: string | null;
}

export const WELCOME_SUBJECT = 'Welcome to Fairsplit: three things that help from day one';

/** The welcome's body, before the unsubscribe footer. */
export function welcomeText({ firstName }: WelcomeRecipient, publicUrl: string): string {
  return [
    `Hello ${firstName?.trim() || 'there'},`,
    '',
    'Welcome to Fairsplit. Three things that help from the first day:',
    '',
    '1. Write things down the day they happen. Every entry keeps the date it was recorded and',
    '   every later change, so nobody can say you made it up last week.',
    '2. Keep every divorce-related cost in one place, as it comes, or import months of a bank',
    '   statement from a CSV file at once.',
    '3. Before you negotiate, compare. The free Settlement Calculator sets what an offer is',
    '   worth against the likely outcomes of a trial, after legal fees.',
    '',
    'Premium ($29.99 a month) adds the Expense, Net Worth and Event trackers, the division',
    'planner that works out who pays whom to make a split fair, and a case file with',
    'verification codes to hand to your lawyer or mediator.',
    '',
    `Start here: ${publicUrl}/home`,
  ].join('\n');
}

export function marketingFooter(links: UnsubscribeLinks): string {
  return [
    '',
    '--',
    'You receive tips and news from Fairsplit because you have an account.',
    `To stop them, open ${links.page}`,
    'or switch off "Tips and news by email" on your profile. Emails about your account itself',
    '(password resets, confirmations) still arrive.',
  ].join('\n');
}

export const ACCOUNT_DELETED_SUBJECT = 'Your Fairsplit account has been deleted';

export function createProductMail({
  db,
  mailer,
  publicUrl,
  unsubscribeSecret,
  logger,
}: ProductMailDeps) {
  function unsubscribeLinks(userId: number): UnsubscribeLinks {
    const token = encodeURIComponent(unsubscribeToken(unsubscribeSecret, userId));
    return {
      page: `${publicUrl}/unsubscribe?token=${token}`,
      oneClick: `${publicUrl}/api/email/unsubscribe?token=${token}`,
    };
  }

  /** A marketing message with its unsubscribe footer and one-click headers. */
  function marketingEmail(
    userId: number,
    message: { to: string; subject: string; text: string },
  ): OutgoingEmail {
    const links = unsubscribeLinks(userId);
    return {
      ...message,
      text: `${message.text}\n${marketingFooter(links)}\n`,
      headers: {
        'List-Unsubscribe': `<${links.oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }

  return {
    unsubscribeLinks,

    /** The user an unsubscribe token was made for, or null. */
    userOfToken: (token: unknown) => userOfUnsubscribeToken(unsubscribeSecret, token),

    /**
     * Takes the welcome off the user's to-do list (once, however many requests or instances
     * ask) and says whom to send it to: nobody when it was sent already or the user has opted
     * out. One indexed UPDATE; the sending is `sendWelcome`'s, after the response.
     */
    async claimWelcome(userId: number): Promise<WelcomeRecipient | null> {
      const [claimed] = await db
        .update(users)
        .set({ welcomeEmailDue: false })
        .where(and(eq(users.id, userId), eq(users.welcomeEmailDue, true)))
        .returning({
          userId: users.id,
          email: users.email,
          firstName: users.firstName,
          optedIn: users.marketingOptIn,
        });
      if (!claimed?.optedIn || !mailer) return null;
      return { userId: claimed.userId, email: claimed.email, firstName: claimed.firstName };
    },

    /** Sends a claimed welcome; if delivery fails it is due again, for the next sign-in. */
    async sendWelcome(recipient: WelcomeRecipient): Promise<void> {
      try {
        await mailer?.send(
          marketingEmail(recipient.userId, {
            to: recipient.email,
            subject: WELCOME_SUBJECT,
            text: welcomeText(recipient, publicUrl),
          }),
        );
      } catch (error) {
        logger.warn({ err: error, userId: recipient.userId }, 'the welcome email was not sent');
        await db
          .update(users)
          .set({ welcomeEmailDue: true })
          .where(eq(users.id, recipient.userId))
          .catch(() => undefined);
      }
    },

    /** Transactional: the account is gone (no unsubscribe link; sent whatever the preference). */
    async sendAccountDeleted(email: string): Promise<void> {
      if (!mailer) return;
      await mailer.send({
        to: email,
        subject: ACCOUNT_DELETED_SUBJECT,
        text: [
          'Your Fairsplit account and everything in it have been deleted, as you asked.',
          'Any subscription was cancelled at once; there will be no further charges.',
          'Exports you handed out now verify as withdrawn by their owner.',
          '',
          'If you did not ask for this, reply to this email.',
        ].join('\n'),
      });
    },
  };
}

export type ProductMail = ReturnType<typeof createProductMail>;
