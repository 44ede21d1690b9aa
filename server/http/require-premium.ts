/**
 * The one server-side rule that decides premium access: the user has a subscription whose
 * status grants access and whose paid period has not ended. A cancellation
 * (cancel_at_period_end) keeps access until period_end. Every premium route goes through
 * requirePremium; users.subscription_status is kept in step with this rule (see
 * syncSubscriptionStatus) for display; the client's guards are for experience only.
 */
import { and, desc, eq, inArray, isNull, gt, or, sql } from 'drizzle-orm';
import type { RequestHandler } from 'express';
import { subscriptions, users, type Subscription, type User } from '@shared/schema';
import type { AppDatabase } from '../../db/connect';
import { AppError } from '../../http/app-error';

export const PREMIUM_REQUIRED = 'Premium subscription required for this feature.';
export const PREMIUM_REQUIRED_EVENTS = 'Premium subscription required to access Event Tracker.';

/** Provider statuses that keep access; past_due is Stripe's grace while it retries a card. */
export const ACCESS_STATUSES = ['active', 'trialing', 'past_due'] as const;

function grantsAccessNow(userId: number) {
  return and(
    eq(subscriptions.userId, userId),
    inArray(subscriptions.status, [...ACCESS_STATUSES]),
    or(isNull(subscriptions.periodEnd), gt(subscriptions.periodEnd, sql`now()`)),
  );
}

export async function hasPremiumAccess(db: AppDatabase, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(grantsAccessNow(userId))
    .limit(1);
  return rows.length > 0;
}

/** The subscription shown to the user: one that grants access, else the latest. */
export async function findCurrentSubscription(
  db: AppDatabase,
  userId: number,
): Promise<Subscription | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(
      desc(sql`(${grantsAccessNow(userId)})`),
      desc(subscriptions.updatedAt),
      desc(subscriptions.id),
    )
    .limit(1);
  return row;
}

export interface StatusChange {
  subscription_status: 'free' | 'premium';
  status_changed: boolean;
  was_downgraded: boolean;
}

/** Brings users.subscription_status in line with the rule and says what changed. */
export async function syncSubscriptionStatus(db: AppDatabase, user: User): Promise<StatusChange> {
  const next = (await hasPremiumAccess(db, user.id)) ? 'premium' : 'free';
  const before = user.subscriptionStatus;
  if (next !== before) {
    await db.update(users).set({ subscriptionStatus: next }).where(eq(users.id, user.id));
    user.subscriptionStatus = next;
  }
  return {
    subscription_status: next,
    status_changed: next !== before,
    was_downgraded: before === 'premium' && next === 'free',
  };
}

/** After requireUser: 403 with the feature's message unless the user has premium access. */
export function requirePremium(db: AppDatabase, message = PREMIUM_REQUIRED): RequestHandler {
  return async (req, _res, next) => {
    const user = req.user;
    if (!user) throw AppError.unauthorized('Authentication required. Please log in.');
    if (!(await hasPremiumAccess(db, user.id))) throw AppError.forbidden(message);
    next();
  };
}
