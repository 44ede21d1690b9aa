/**
 * Stripe Checkout (mode subscription, $29.99/month), the billing portal, and webhooks that are
 * verified, idempotent (processed event ids are stored) and order-tolerant (each event makes
 * us read the subscription's current state from Stripe rather than trust the event's copy).
 */
import { API_MESSAGES } from '@shared/api-messages';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { users } from '../db/schema';
import { PREMIUM_PLAN } from '@shared/subscriptions';
import type { AppDatabase } from '../db/connect';
import { AppError } from '../http/app-error';
import { applySubscriptionState } from '../modules/subscriptions/subscriptions.service';
import { processedStripeEvents } from './billing.schema';
import type { BillingProvider } from './provider';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  priceId: string | undefined;
  apiBase: string | undefined;
}

export function createStripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

function lineItem(priceId: string | undefined): Stripe.Checkout.SessionCreateParams.LineItem {
  if (priceId) return { price: priceId, quantity: 1 };
  return {
    quantity: 1,
    price_data: {
      currency: PREMIUM_PLAN.currency,
      unit_amount: PREMIUM_PLAN.priceCents,
      recurring: { interval: PREMIUM_PLAN.interval },
      product_data: { name: PREMIUM_PLAN.name },
    },
  };
}

export function stripeBilling(
  db: AppDatabase,
  stripe: Stripe,
  settings: StripeSettings,
): BillingProvider {
  return {
    mode: 'stripe',
    async createCheckout(user, urls) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [lineItem(settings.priceId)],
        client_reference_id: String(user.id),
        ...(user.billingCustomerId
          ? { customer: user.billingCustomerId }
          : { customer_email: user.email }),
        success_url: urls.successUrl,
        cancel_url: urls.cancelUrl,
        metadata: { user_id: String(user.id) },
        subscription_data: { metadata: { user_id: String(user.id) } },
      });
      if (!session.url) throw new AppError('upstream_failed', 'Stripe returned no checkout URL');
      return session.url;
    },
    async cancelAtPeriodEnd(user, subscription) {
      const updated = await stripe.subscriptions.update(subscription.externalId, {
        cancel_at_period_end: true,
      });
      await applyStripeSubscription(db, updated, user.id);
    },
    async cancelNow(_user, subscription) {
      try {
        await stripe.subscriptions.cancel(subscription.externalId);
      } catch (error) {
        // Gone already (cancelled before, or deleted in the dashboard): nothing left to stop.
        if ((error as { code?: string }).code !== 'resource_missing') throw error;
      }
    },
    async portalUrl(user, returnUrl) {
      if (!user.billingCustomerId) {
        throw new AppError('no_billing_account', API_MESSAGES.noBillingAccount);
      }
      const session = await stripe.billingPortal.sessions.create({
        customer: user.billingCustomerId,
        return_url: returnUrl,
      });
      return session.url;
    },
  };
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Current Stripe API versions keep the billing period on the subscription items; older ones
 * on the subscription itself.
 */
function period(subscription: Stripe.Subscription): { start: Date | null; end: Date | null } {
  const item = subscription.items?.data?.[0] as
    | (Stripe.SubscriptionItem & { current_period_start?: number; current_period_end?: number })
    | undefined;
  const legacy = subscription as unknown as {
    current_period_start?: number;
    current_period_end?: number;
  };
  const start = item?.current_period_start ?? legacy.current_period_start;
  const end = item?.current_period_end ?? legacy.current_period_end;
  return {
    start: start ? new Date(start * 1000) : null,
    end: end ? new Date(end * 1000) : null,
  };
}

async function findUserForSubscription(
  db: AppDatabase,
  subscription: Stripe.Subscription,
  knownUserId?: number,
): Promise<number | null> {
  if (knownUserId) return knownUserId;
  const fromMetadata = Number(subscription.metadata?.user_id);
  if (Number.isSafeInteger(fromMetadata) && fromMetadata > 0) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, fromMetadata));
    if (row) return row.id;
  }
  const customer = idOf(subscription.customer);
  if (customer) {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.billingCustomerId, customer));
    if (row) return row.id;
  }
  return null;
}

async function applyStripeSubscription(
  db: AppDatabase,
  subscription: Stripe.Subscription,
  knownUserId?: number,
): Promise<void> {
  const userId = await findUserForSubscription(db, subscription, knownUserId);
  if (!userId) return;
  const { start, end } = period(subscription);
  await applySubscriptionState(db, {
    userId,
    externalId: subscription.id,
    status: subscription.status,
    periodStart: start,
    periodEnd: end,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  });
}

const HANDLED = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (event.type.startsWith('customer.subscription.')) return object.id as string;
  if (event.type === 'checkout.session.completed') {
    return idOf(object.subscription as string | { id: string } | null);
  }
  // Invoices: `subscription` (older API versions) or parent.subscription_details (current).
  const parent = object.parent as
    { subscription_details?: { subscription?: string | { id: string } } } | undefined;
  return (
    idOf(object.subscription as string | { id: string } | null) ??
    idOf(parent?.subscription_details?.subscription ?? null)
  );
}

/** Verifies the signature; a bad one is 400 and changes nothing. */
export function verifyStripeEvent(
  stripe: Stripe,
  payload: Buffer,
  signature: string | undefined,
  secret: string,
): Stripe.Event {
  if (!signature) throw new AppError('invalid_signature', 'Missing Stripe-Signature header');
  try {
    return stripe.webhooks.constructEvent(payload, signature, secret);
  } catch {
    throw new AppError('invalid_signature', 'Invalid Stripe webhook signature');
  }
}

/**
 * Handles one verified event once. The event id is recorded only after the change is applied
 * (an error makes Stripe retry); a replay finds the id and does nothing.
 */
export async function handleStripeEvent(
  db: AppDatabase,
  stripe: Stripe,
  event: Stripe.Event,
): Promise<'processed' | 'duplicate' | 'ignored'> {
  const [seen] = await db
    .select({ id: processedStripeEvents.id })
    .from(processedStripeEvents)
    .where(eq(processedStripeEvents.id, event.id));
  if (seen) return 'duplicate';
  if (!HANDLED.has(event.type)) return 'ignored';

  let knownUserId: number | undefined;
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object as Stripe.Checkout.Session;
    const userId = Number(session.client_reference_id);
    const customer = idOf(session.customer);
    if (Number.isSafeInteger(userId) && userId > 0) {
      knownUserId = userId;
      if (customer) {
        await db.update(users).set({ billingCustomerId: customer }).where(eq(users.id, userId));
      }
    }
  }
  const subscriptionId = subscriptionIdOf(event);
  if (subscriptionId) {
    const current = await stripe.subscriptions.retrieve(subscriptionId);
    await applyStripeSubscription(db, current, knownUserId);
  }
  await db
    .insert(processedStripeEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing();
  return 'processed';
}
