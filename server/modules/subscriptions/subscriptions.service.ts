/**
 * The subscription domain: every provider (Stripe's webhooks, the local test-mode checkout)
 * changes a user's plan through applySubscriptionState, so the rules hold the same way.
 */
import { eq, sql } from 'drizzle-orm';
import { subscriptions, users, type Subscription, type User } from '@shared/schema';
import type { AppDatabase } from '../../db/connect';
import { findCurrentSubscription, syncSubscriptionStatus } from './premium';

export const PREMIUM_PLAN = 'premium';

export interface SubscriptionState {
  userId: number;
  externalId: string;
  status: string;
  periodStart: Date | null;
  periodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/**
 * Records the provider's current view of one subscription (insert or update by its external
 * id) and brings the user's plan in line, in one transaction. Applying the same state twice
 * changes nothing, and since callers pass the provider's *current* state rather than a
 * delta, events may arrive in any order.
 */
export async function applySubscriptionState(
  db: AppDatabase,
  state: SubscriptionState,
): Promise<void> {
  await db.transaction(async (tx) => {
    const values = {
      userId: state.userId,
      externalId: state.externalId,
      status: state.status.slice(0, 50),
      plan: PREMIUM_PLAN,
      periodStart: state.periodStart,
      periodEnd: state.periodEnd,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    };
    await tx
      .insert(subscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: subscriptions.externalId,
        set: { ...values, updatedAt: sql`now()` },
      });
    const [user] = await tx.select().from(users).where(eq(users.id, state.userId));
    if (user) await syncSubscriptionStatus(tx as unknown as AppDatabase, user);
  });
}

export async function markCancelAtPeriodEnd(
  db: AppDatabase,
  subscriptionId: number,
): Promise<void> {
  await db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: true })
    .where(eq(subscriptions.id, subscriptionId));
}

export interface SubscriptionDto {
  id: number;
  external_id: string;
  status: string;
  cancel_at_period_end: boolean;
  period_end: string | null;
}

export function toSubscriptionDto(subscription: Subscription): SubscriptionDto {
  return {
    id: subscription.id,
    external_id: subscription.externalId,
    status: subscription.status,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    period_end: subscription.periodEnd ? subscription.periodEnd.toISOString() : null,
  };
}

/** GET /api/profile, in the spec's shape (§3 "Profile"). */
export async function getProfile(db: AppDatabase, user: User) {
  await syncSubscriptionStatus(db, user);
  const subscription = await findCurrentSubscription(db, user.id);
  return {
    subscription_status: user.subscriptionStatus,
    subscription: subscription ? toSubscriptionDto(subscription) : null,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    username: user.username,
  };
}
