/**
 * Mail that goes out after the answer (a password reset): queued in the database, then handed
 * to the mailer at once, and retried with growing delays while the mail server refuses it. The
 * request that queued it has already been answered, so whether an account exists, or whether
 * the mail server is up, never shows in that answer's status or time.
 *
 * Each instance delivers what it queued, straight away; a row left by a restart is delivered at
 * the next boot of any instance (`deliverDue` at start-up). A claim moves a row's next attempt
 * ahead in one statement, so two instances never send the same mail.
 */
import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type AppDatabase, queryRows } from '../db/connect';
import { mailQueue } from '../gotrue/schema';
import type { Mailer, OutgoingEmail } from './mailer';

/** Seconds before each retry; after the last one the mail is dropped, and the log says so. */
const RETRY_DELAYS_SECONDS = [60, 300, 900, 3600, 3600, 3600] as const;

/** How long a claimed row is left alone while it is being sent. */
const CLAIM_SECONDS = 120;

interface QueuedRow {
  id: string;
  to: string;
  subject: string;
  text: string;
  link: string | null;
  headers: Record<string, string> | null;
  attempts: number;
}

export interface MailQueue {
  /** Keeps `email` for delivery and starts delivering; resolves once it is kept. */
  enqueue(email: OutgoingEmail): Promise<void>;
  /** Sends every mail that is due; resolves when none is left (tests and start-up). */
  deliverDue(): Promise<void>;
}

export function createMailQueue(deps: {
  db: AppDatabase;
  mailer: Mailer;
  logger: Logger;
  retryDelaysSeconds?: readonly number[];
}): MailQueue {
  const { db, mailer, logger } = deps;
  const delays = deps.retryDelaysSeconds ?? RETRY_DELAYS_SECONDS;
  let running: Promise<void> | null = null;
  let again = false;

  async function claim(): Promise<QueuedRow | undefined> {
    const [row] = await queryRows<QueuedRow>(
      db,
      sql`update ${mailQueue}
          set next_attempt_at = now() + make_interval(secs => ${CLAIM_SECONDS}),
              attempts = attempts + 1
          where id = (select id from ${mailQueue} where next_attempt_at <= now()
                      order by id limit 1 for update skip locked)
          returning id, "to", subject, text, link, headers, attempts`,
    );
    return row;
  }

  async function deliver(row: QueuedRow): Promise<void> {
    const id = Number(row.id);
    try {
      await mailer.send({
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(row.link ? { link: row.link } : {}),
        ...(row.headers ? { headers: row.headers } : {}),
      });
      await db.delete(mailQueue).where(eq(mailQueue.id, id));
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'send_failed';
      const delay = delays[row.attempts - 1];
      if (delay === undefined) {
        logger.error(
          { mail: { subject: row.subject }, attempts: row.attempts, code },
          'mail dropped after its last retry',
        );
        await db.delete(mailQueue).where(eq(mailQueue.id, id));
        return;
      }
      logger.warn(
        { mail: { subject: row.subject }, attempts: row.attempts, code },
        'mail not sent; retrying later',
      );
      await db
        .update(mailQueue)
        .set({ nextAttemptAt: sql`now() + make_interval(secs => ${delay})`, lastError: code })
        .where(eq(mailQueue.id, id));
      setTimeout(() => void kick(), delay * 1000).unref();
    }
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      for (let row = await claim(); row; row = await claim()) await deliver(row);
    } while (again);
  }

  /** Starts a delivery run, or asks the one under way to look again when it ends. */
  function kick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error: unknown) => logger.error({ err: error }, 'mail queue delivery failed'))
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    async enqueue(email) {
      await db.insert(mailQueue).values({
        to: email.to,
        subject: email.subject,
        text: email.text,
        link: email.link ?? null,
        headers: email.headers ?? null,
      });
      void kick();
    },
    deliverDue: kick,
  };
}
