/**
 * The product's own emails, apart from the auth server's links. Two kinds, kept apart on
 * purpose: transactional mail (the account was deleted, a link to her records was made) goes to
 * whoever it concerns and never carries an unsubscribe link; marketing mail (the welcome) goes
 * only to a user who is opted in at the moment of sending, and always carries the unsubscribe
 * link in its text and the RFC 8058 one-click headers, so a mail client's "Unsubscribe" button
 * works without a login.
 */
import { answerLanguage, translateText } from '../http/language';
import { mailMessages, mailPhrases } from './messages.es';
import { and, eq, isNull, ne, notExists, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import { users } from '../db/schema';
import { SHARE_SCOPE_LABELS, type ShareDto } from '@shared/sharing';
import type { AppDatabase } from '../db/connect';
import { authUsers } from '../gotrue/schema';
import type { MailQueue } from './mail-queue';
import type { Mailer, OutgoingEmail } from './mailer';
import { mailTime, type RenderedMail } from './messages';
import { readRevokeLinkToken, revokeLinkToken } from './revoke-link-token';
import { unsubscribeToken, userOfUnsubscribeToken } from './unsubscribe-token';

export interface ProductMailDeps {
  db: AppDatabase;
  /** Null in production without SMTP_URL: nothing is sent (said once at boot). */
  mailer: Mailer | null;
  /**
   * Mail sent after an answer, kept in the database and retried while the mail server refuses
   * it; null when there is no mailer.
   */
  mailQueue: MailQueue | null;
  /** PUBLIC_URL: the only origin links in emails point to. */
  publicUrl: string;
  unsubscribeSecret: string;
  /** Signs the "revoke it now" link of a new professional link's mail. */
  revokeLinkSecret: string;
  logger: Logger;
}

/** A professional link just made, and whose it is: what its mail needs. */
export interface NewShareNotice {
  to: string;
  ownerId: number;
  share: Pick<ShareDto, 'id' | 'label' | 'scopes' | 'expires_at'>;
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

function marketingFooter(links: UnsubscribeLinks): string {
  return ['', '--', ...mailPhrases().marketingFooter(links.page)].join('\n');
}

export function createProductMail({
  db,
  mailer,
  mailQueue,
  publicUrl,
  unsubscribeSecret,
  revokeLinkSecret,
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
  function marketingEmail(userId: number, to: string, message: RenderedMail): OutgoingEmail {
    const links = unsubscribeLinks(userId);
    return {
      to,
      subject: message.subject,
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
     *
     * Never to an address its owner has not confirmed: while the built-in auth server holds the
     * address unconfirmed (or a change of address pending), the welcome stays due and goes at
     * the first registration after the link is opened. Hosted Supabase keeps its users
     * elsewhere; with "Confirm email" on it gives no session to an unconfirmed address, and
     * without a session nothing registers.
     */
    async claimWelcome(userId: number): Promise<WelcomeRecipient | null> {
      const unconfirmed = db
        .select({ id: authUsers.id })
        .from(authUsers)
        .where(
          and(
            eq(authUsers.id, users.authUserId),
            or(isNull(authUsers.emailConfirmedAt), ne(authUsers.email, users.email)),
          ),
        );
      const [claimed] = await db
        .update(users)
        .set({ welcomeEmailDue: false })
        .where(and(eq(users.id, userId), eq(users.welcomeEmailDue, true), notExists(unconfirmed)))
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
          marketingEmail(
            recipient.userId,
            recipient.email,
            mailMessages().welcome.render({
              firstName: recipient.firstName,
              homeUrl: `${publicUrl}/home`,
            }),
          ),
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
      await mailer.send({ to: email, ...mailMessages().accountDeleted.render() });
    },

    /** The share and owner a revoke link's token names, or why it names none. */
    readRevokeToken: (token: unknown) => readRevokeLinkToken(revokeLinkSecret, token),

    /**
     * Transactional: queues the mail that tells the owner a link to her records was made, with
     * the link that revokes it without a sign-in (sent whatever the marketing preference). The
     * link's page asks before it acts: mail scanners open every link in a message.
     */
    async sendShareCreated({ to, ownerId, share }: NewShareNotice): Promise<void> {
      if (!mailQueue) return;
      const expiresAt = new Date(share.expires_at);
      const token = revokeLinkToken(revokeLinkSecret, { shareId: share.id, ownerId, expiresAt });
      await mailQueue.enqueue({
        to,
        ...mailMessages().shareCreated.render({
          label: share.label,
          expires: mailTime(expiresAt),
          covers: share.scopes.map((scope) =>
            translateText(SHARE_SCOPE_LABELS[scope], answerLanguage()),
          ),
          revokeUrl: `${publicUrl}/revoke-link?token=${encodeURIComponent(token)}`,
          sharingUrl: `${publicUrl}/sharing`,
          resetUrl: `${publicUrl}/reset-password`,
        }),
        // Not kept apart as the message's `link`: the dev outbox's readers take the newest
        // link for a reset or a confirmation, and this one is in the text.
      });
    },
  };
}

export type ProductMail = ReturnType<typeof createProductMail>;
