/**
 * The subscription domain. One rule decides premium access: grantsPremiumAccess in
 * shared/subscriptions.ts, applied here to the user's subscription rows (requirePremium and
 * every answer below go through it). users.subscription_status is kept in step with the rule
 * (syncSubscriptionStatus) for display. Every provider (Stripe's webhooks, the local test-mode
 * checkout) changes a user's plan through applySubscriptionState, so the rules hold the same
 * way.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { subscriptions, users, type Subscription, type User } from '../../db/schema';
import {
  grantsPremiumAccess,
  PREMIUM_PLAN,
  type CheckStatusResponse,
  type Profile,
  type ProfileSubscription,
} from '@shared/subscriptions';
import type { AppDatabase } from '../../db/connect';
import { preparedPerDatabase } from '../../db/prepared';
import { pauseShares } from '../../db/share-pauses';

/** The user's subscriptions, the most recently changed first. */
function findSubscriptionsForUser(db: AppDatabase, userId: number): Promise<Subscription[]> {
  return subscriptionsOfUser(db).execute({ userId });
}

/** Every premium route and the profile poll run it: prepared (db/prepared.ts). */
const subscriptionsOfUser = preparedPerDatabase((db) =>
  db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, sql.placeholder('userId')))
    .orderBy(desc(subscriptions.updatedAt), desc(subscriptions.id))
    .prepare('subscriptions_of_user'),
);

export async function hasPremiumAccess(
  db: AppDatabase,
  userId: number,
  now = new Date(),
): Promise<boolean> {
  const rows = await findSubscriptionsForUser(db, userId);
  return rows.some((row) => grantsPremiumAccess(row, now));
}

/** The subscription shown to the user: one that grants access, else the latest. */
export async function findCurrentSubscription(
  db: AppDatabase,
  userId: number,
  now = new Date(),
): Promise<Subscription | undefined> {
  const rows = await findSubscriptionsForUser(db, userId);
  return rows.find((row) => grantsPremiumAccess(row, now)) ?? rows[0];
}

/**
 * Brings users.subscription_status in line with the rule and says what changed. When Premium
 * has lapsed (a webhook, or a period that ran out, first seen here), the professional links it
 * paid for pause; they open again only when she resumes them, with Premium and her password.
 */
export async function syncSubscriptionStatus(
  db: AppDatabase,
  user: User,
  /** The user's subscriptions, when the caller has read them already. */
  known?: Subscription[],
): Promise<CheckStatusResponse> {
  const rows = known ?? (await findSubscriptionsForUser(db, user.id));
  const now = new Date();
  const next = rows.some((row) => grantsPremiumAccess(row, now)) ? 'premium' : 'free';
  const before = user.subscriptionStatus;
  if (next !== before) {
    // Paused before the status is written: should the write fail, the next sync still sees
    // the lapse, and pauses what is left (pausing twice changes nothing).
    if (before === 'premium') await pauseShares(db, { userId: user.id }, 'premium_lapsed');
    await db.update(users).set({ subscriptionStatus: next }).where(eq(users.id, user.id));
    user.subscriptionStatus = next;
  }
  return {
    subscription_status: next,
    status_changed: next !== before,
    was_downgraded: before === 'premium' && next === 'free',
  };
}

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
      plan: PREMIUM_PLAN.id,
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

export function toProfileSubscription(subscription: Subscription): ProfileSubscription {
  return {
    id: subscription.id,
    external_id: subscription.externalId,
    status: subscription.status,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    period_end: subscription.periodEnd ? subscription.periodEnd.toISOString() : null,
  };
}

/** GET /api/profile, in the shape docs/product.md#api-conventions gives. */
export async function getProfile(db: AppDatabase, user: User): Promise<Profile> {
  // One read of the subscriptions serves the plan and the subscription shown; the status is
  // written only when it changed, so an unchanged poll is the user lookup and this query.
  const rows = await findSubscriptionsForUser(db, user.id);
  const { subscription_status } = await syncSubscriptionStatus(db, user, rows);
  const now = new Date();
  const subscription = rows.find((row) => grantsPremiumAccess(row, now)) ?? rows[0];
  return {
    subscription_status,
    subscription: subscription ? toProfileSubscription(subscription) : null,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    username: user.username,
  };
}
