/**
 * Pausing a user's professional links (shares, shared/sharing.ts) when something happens that
 * may mean someone else had her account — her password changed or was reset, she signed every
 * other device out — or when the Premium that pays for them lapses. A paused link opens nothing
 * until she resumes it with her password.
 *
 * Here, below the modules like revisions.ts, because the auth server, the devices module and the
 * subscription rules each pause from inside their own transaction, and the sharing module
 * already depends on the subscription rules. The pause is a column of the share's row, which
 * the shared view reads on every request, so it holds at once on every instance.
 */
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { SharePauseReason } from '@shared/sharing';
import { shares, users } from './schema';
import type { AppDatabase } from './connect';

/** Whose links: the product's user id, or the auth server's id of its user. */
export type ShareOwner = { userId: number } | { authUserId: string };

function ownedBy(db: AppDatabase, owner: ShareOwner) {
  if ('userId' in owner) return eq(shares.userId, owner.userId);
  return inArray(
    shares.userId,
    db.select({ id: users.id }).from(users).where(eq(users.authUserId, owner.authUserId)),
  );
}

/**
 * Pauses every live link of `owner` for `reason`, answering how many. A revoked or expired link
 * is left as it was, and one already paused keeps the reason it was paused for first: that is
 * the one she is told.
 */
export async function pauseShares(
  db: AppDatabase,
  owner: ShareOwner,
  reason: SharePauseReason,
): Promise<number> {
  const paused = await db
    .update(shares)
    .set({ pausedAt: sql`now()`, pausedReason: reason })
    .where(
      and(
        ownedBy(db, owner),
        isNull(shares.revokedAt),
        isNull(shares.pausedAt),
        gt(shares.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: shares.id });
  return paused.length;
}
