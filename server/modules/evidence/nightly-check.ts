/**
 * The nightly integrity check: every user's chain recomputed in full, from seq 1 (then the
 * files of documents deleted more than 30 days ago are purged). The check a
 * user or a lawyer asks for starts from the latest signed checkpoint, so an edit made before it
 * that leaves the stored hashes alone would go unseen there; this run finds it within a day,
 * and signs the checkpoints of chains nobody has looked at yet.
 *
 * It logs the id of each user whose chain fails and nothing else about them: the log is read
 * by whoever runs the server, who has no business reading the records.
 */
import { asc, gt } from 'drizzle-orm';
import type { Logger } from 'pino';
import { users } from '../../db/schema';
import type { AppDatabase } from '../../db/connect';
import type { Config } from '../../config';
import { documentStores, purgeExpiredDocuments } from '../documents/documents.service';
import { checkIntegrity } from './integrity';

/**
 * The run starts at this hour (UTC) every day. A fixed hour rather than 24 hours after boot,
 * so a server redeployed more often than daily still runs it.
 */
const NIGHTLY_CHECK_HOUR_UTC = 3;

const DAY_MS = 24 * 60 * 60 * 1000;
const USER_PAGE_SIZE = 500;

/** Milliseconds from `now` to the next start of the nightly run (a full day when it is now). */
export function msUntilNightlyCheck(now: Date): number {
  const next = new Date(now);
  next.setUTCHours(NIGHTLY_CHECK_HOUR_UTC, 0, 0, 0);
  if (next.getTime() <= now.getTime()) next.setTime(next.getTime() + DAY_MS);
  return next.getTime() - now.getTime();
}

export interface NightlyCheckResult {
  /** Users whose chain was checked. */
  checked: number;
  /** Users whose chain failed, by id. */
  failed: number[];
}

/**
 * Runs the full check for every user, one at a time (a million revisions take seconds; the
 * requests of the day go on meanwhile). A user whose check cannot run (the database restarting)
 * is logged and skipped; `signal` stops the run between two pages of revisions.
 */
export async function checkEveryChain(
  db: AppDatabase,
  logger: Logger,
  signal?: AbortSignal,
): Promise<NightlyCheckResult> {
  const result: NightlyCheckResult = { checked: 0, failed: [] };
  const started = performance.now();
  let after = 0;
  for (;;) {
    signal?.throwIfAborted();
    const page = await db
      .select({ id: users.id })
      .from(users)
      .where(gt(users.id, after))
      .orderBy(asc(users.id))
      .limit(USER_PAGE_SIZE);
    for (const { id: userId } of page) {
      try {
        const chain = await checkIntegrity(db, userId, { full: true, signal });
        result.checked += 1;
        if (!chain.valid) {
          result.failed.push(userId);
          logger.error({ userId }, 'a chain of revisions failed the nightly integrity check');
        }
      } catch (error) {
        if (signal?.aborted) throw error;
        logger.error({ err: error, userId }, 'the nightly integrity check could not check a chain');
      }
    }
    if (page.length < USER_PAGE_SIZE) break;
    after = page[page.length - 1]!.id;
  }
  logger.info(
    {
      users: result.checked,
      failed: result.failed.length,
      ms: Math.round(performance.now() - started),
    },
    'nightly integrity check done',
  );
  return result;
}

export interface NightlyCheck {
  /** Cancels the next run and stops one under way; resolves once it has stopped. */
  stop(): Promise<void>;
}

/**
 * Schedules the run every day at the nightly hour until `stop`. The timer does not keep the
 * process alive; `now` is for tests.
 */
export function startNightlyCheck(deps: {
  db: AppDatabase;
  /** Where documents' bytes are, to purge them. */
  config: Pick<Config, 'documents'>;
  logger: Logger;
  now?: () => Date;
}): NightlyCheck {
  const { db, config, logger, now = () => new Date() } = deps;
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const schedule = () => {
    timer = setTimeout(run, msUntilNightlyCheck(now()));
    timer.unref();
  };
  const run = () => {
    running = checkEveryChain(db, logger, stopping.signal)
      // The same nightly pass erases the files of documents deleted more than 30 days ago.
      .then(async () => {
        const purged = await purgeExpiredDocuments(db, documentStores(config, db), (id, error) =>
          logger.warn({ err: error, documentId: id }, 'a document could not be purged'),
        );
        logger.info({ documents: purged }, 'deleted documents purged');
      })
      .then(
        () => undefined,
        (error: unknown) => {
          if (!stopping.signal.aborted) {
            logger.error({ err: error }, 'the nightly integrity check failed');
          }
        },
      );
    void running.then(() => {
      if (!stopping.signal.aborted) schedule();
    });
  };
  schedule();

  return {
    async stop() {
      clearTimeout(timer);
      stopping.abort();
      await running;
    },
  };
}
