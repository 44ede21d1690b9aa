/**
 * Fixed-window request counters kept in the database, so every instance behind a load
 * balancer counts the same requests.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { RequestHandler } from 'express';
import type { AppDatabase } from '../db/connect';
import { authRateLimits } from '../gotrue/schema';
import { AppError } from '../http/app-error';

/**
 * How often one account may give its password again to confirm a step (deleting the account,
 * resuming a paused link): enough for typos, too few to guess it with a stolen session. Counted
 * per user, not per address, so people behind one address (an office, a test run) do not share
 * it.
 */
export const PASSWORD_RECONFIRM_LIMIT = { max: 5, windowSeconds: 15 * 60 } as const;

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

export async function hitRateLimit(
  db: AppDatabase,
  key: string,
  limit: number,
  windowSeconds: number,
  now = Date.now(),
): Promise<RateLimitResult> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const [row] = await db
    .insert(authRateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [authRateLimits.key, authRateLimits.windowStart],
      set: { count: sql`${authRateLimits.count} + 1` },
    })
    .returning({ count: authRateLimits.count });
  const count = row?.count ?? 1;
  if (count === 1) {
    // A new window for this key: the old ones can go.
    await db
      .delete(authRateLimits)
      .where(and(eq(authRateLimits.key, key), lt(authRateLimits.windowStart, windowStart)));
  }
  return {
    allowed: count <= limit,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000)),
  };
}

/**
 * Takes back one count of `key` in the current window (a reserved attempt that turned out
 * legitimate, such as a right passcode). Never below zero.
 */
export async function refundRateLimit(
  db: AppDatabase,
  key: string,
  windowSeconds: number,
  now = Date.now(),
): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  await db
    .update(authRateLimits)
    .set({ count: sql`greatest(${authRateLimits.count} - 1, 0)` })
    .where(and(eq(authRateLimits.key, key), eq(authRateLimits.windowStart, windowStart)));
}

/**
 * A route's limit per client address: 429 with `message` and a Retry-After header once the
 * address is past `max` requests in the window. `name` keeps routes' counters apart.
 */
export function limitPerIp(
  db: AppDatabase,
  { name, max, windowSeconds, message }: LimitPerIp,
): RequestHandler {
  return async (req, res, next) => {
    const result = await hitRateLimit(db, `${name}:ip:${req.ip ?? 'unknown'}`, max, windowSeconds);
    if (!result.allowed) {
      res.set('Retry-After', String(result.retryAfterSeconds));
      throw new AppError('rate_limited', message);
    }
    next();
  };
}

export interface LimitPerIp {
  name: string;
  max: number;
  windowSeconds: number;
  message: string;
}
