/**
 * The local test-mode checkout, used when no Stripe key is configured: a page inside the app
 * ("Pay $29.99" / "Cancel", PREMIUM_PLAN's price) whose completion goes through applySubscriptionState, the same
 * function Stripe's webhooks use, with a one-month period.
 */
import { API_MESSAGES } from '@shared/api-messages';
import { addMonths } from 'date-fns';
import { and, eq, isNull } from 'drizzle-orm';
import type { User } from '../db/schema';
import { PREMIUM_PLAN, PREMIUM_PRICE_AMOUNT, type CheckoutSession } from '@shared/subscriptions';
import type { AppDatabase } from '../db/connect';
import { AppError } from '../http/app-error';
import {
  applySubscriptionState,
  markCancelAtPeriodEnd,
} from '../modules/subscriptions/subscriptions.service';
import { localCheckoutSessions } from './billing.schema';
import type { BillingProvider } from './provider';

const LOCAL_CHECKOUT_PATH = '/checkout/test';

/** `origin` is the configured PUBLIC_URL: the checkout page's link is built from it alone. */
export function localBilling(db: AppDatabase, origin: string): BillingProvider {
  return {
    mode: 'local',
    async createCheckout(user, urls) {
      const [session] = await db
        .insert(localCheckoutSessions)
        .values({ userId: user.id, successUrl: urls.successUrl, cancelUrl: urls.cancelUrl })
        .returning({ id: localCheckoutSessions.id });
      return `${origin}${LOCAL_CHECKOUT_PATH}?session=${session!.id}`;
    },
    async cancelAtPeriodEnd(_user, subscription) {
      await markCancelAtPeriodEnd(db, subscription.id);
    },
    async cancelNow() {
      // The test-mode checkout charges nothing: the subscription's rows go with the account.
    },
    async portalUrl(_user, returnUrl) {
      return returnUrl;
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function findOpenSession(db: AppDatabase, user: User, sessionId: string) {
  if (!UUID.test(sessionId)) throw AppError.notFound(API_MESSAGES.checkoutNotFound);
  const [session] = await db
    .select()
    .from(localCheckoutSessions)
    .where(and(eq(localCheckoutSessions.id, sessionId), eq(localCheckoutSessions.userId, user.id)));
  if (!session) throw AppError.notFound(API_MESSAGES.checkoutNotFound);
  return session;
}

export async function describeLocalCheckout(
  db: AppDatabase,
  user: User,
  sessionId: string,
): Promise<CheckoutSession> {
  const session = await findOpenSession(db, user, sessionId);
  return {
    id: session.id,
    email: user.email,
    amount: PREMIUM_PRICE_AMOUNT,
    currency: PREMIUM_PLAN.currency,
    interval: PREMIUM_PLAN.interval,
    status: session.completedAt ? 'complete' : session.cancelledAt ? 'cancelled' : 'open',
  };
}

/** Pays the test checkout: the user is premium for one month. Returns where to go next. */
export async function completeLocalCheckout(
  db: AppDatabase,
  user: User,
  sessionId: string,
  now = new Date(),
): Promise<string> {
  const session = await findOpenSession(db, user, sessionId);
  const [claimed] = await db
    .update(localCheckoutSessions)
    .set({ completedAt: now })
    .where(
      and(
        eq(localCheckoutSessions.id, session.id),
        isNull(localCheckoutSessions.completedAt),
        isNull(localCheckoutSessions.cancelledAt),
      ),
    )
    .returning({ id: localCheckoutSessions.id });
  if (!claimed) {
    throw new AppError('checkout_finished', API_MESSAGES.checkoutFinished);
  }
  await applySubscriptionState(db, {
    userId: user.id,
    externalId: `local_${session.id}`,
    status: 'active',
    periodStart: now,
    periodEnd: addMonths(now, 1),
    cancelAtPeriodEnd: false,
  });
  return session.successUrl;
}

export async function cancelLocalCheckout(
  db: AppDatabase,
  user: User,
  sessionId: string,
): Promise<string> {
  const session = await findOpenSession(db, user, sessionId);
  await db
    .update(localCheckoutSessions)
    .set({ cancelledAt: new Date() })
    .where(
      and(eq(localCheckoutSessions.id, session.id), isNull(localCheckoutSessions.completedAt)),
    );
  return session.cancelUrl;
}
