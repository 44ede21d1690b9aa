/**
 * The one server-side rule that decides premium access. Every premium route goes through
 * requirePremium; the client's guards are for experience only.
 */
import { desc, eq } from 'drizzle-orm';
import type { RequestHandler } from 'express';
import { subscriptions, type Subscription, type User } from '@shared/schema';
import type { AppDatabase } from '../../db/connect';
import { AppError } from '../../http/app-error';

export const PREMIUM_REQUIRED = 'Premium subscription required for this feature.';
export const PREMIUM_REQUIRED_EVENTS = 'Premium subscription required to access Event Tracker.';

/** The subscription that decides the user's access: the most recently changed one. */
export async function findCurrentSubscription(
  db: AppDatabase,
  userId: number,
): Promise<Subscription | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.updatedAt), desc(subscriptions.id))
    .limit(1);
  return row;
}

/**
 * Premium while the user is marked premium and the paid period has not ended. A cancellation
 * (cancel_at_period_end) keeps access until period_end.
 */
export function hasPremiumAccess(
  user: Pick<User, 'subscriptionStatus'>,
  subscription: Pick<Subscription, 'periodEnd'> | undefined,
  now = new Date(),
): boolean {
  if (user.subscriptionStatus !== 'premium') return false;
  return !subscription?.periodEnd || subscription.periodEnd.getTime() > now.getTime();
}

/** After requireUser: 403 with the feature's message unless the user has premium access. */
export function requirePremium(db: AppDatabase, message = PREMIUM_REQUIRED): RequestHandler {
  return async (req, _res, next) => {
    const user = req.user;
    if (!user) throw AppError.unauthorized('Authentication required. Please log in.');
    const allowed =
      user.subscriptionStatus === 'premium' &&
      hasPremiumAccess(user, await findCurrentSubscription(db, user.id));
    if (!allowed) throw AppError.forbidden(message);
    next();
  };
}
