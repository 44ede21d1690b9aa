/**
 * Subscriptions, one home (docs/product.md#stored-data, #profile-and-account-settings,
 * #api-conventions): the plan and its price, the status values, the rule that decides Premium, and
 * the shapes of the subscription answers. The server answers with these types; the client parses
 * the same answers with these schemas.
 */
// zod/mini: the profile is read on every signed-in page; these load once she is signed in (ADR 014).
import * as z from 'zod/mini';
import { centsToAmountText } from './money';

export type SubscriptionStatus = 'free' | 'premium';

/** The one paid plan. */
export const PREMIUM_PLAN = {
  id: 'premium',
  name: 'Fairsplit Premium',
  priceCents: 2999,
  currency: 'usd',
  interval: 'month',
} as const;

/** '29.99': the plan's price as the checkout and the wire carry it. */
export const PREMIUM_PRICE_AMOUNT = centsToAmountText(PREMIUM_PLAN.priceCents);
/** '$29.99' and '$0', as the screens show them. */
export const PREMIUM_PRICE = `$${PREMIUM_PRICE_AMOUNT}`;
export const FREE_PRICE = '$0';

/** The server's 403 texts for a free user on a premium route (docs/product.md#api-conventions). */
export const PREMIUM_REQUIRED = 'Premium subscription required for this feature.';
export const PREMIUM_REQUIRED_EVENTS = 'Premium subscription required to access Event Tracker.';

/** Provider statuses that keep access; past_due is Stripe's grace while it retries a card. */
export const ACCESS_STATUSES = ['active', 'trialing', 'past_due'] as const;

/**
 * The rule that decides Premium: a subscription whose status grants access and whose paid
 * period has not ended (a period the provider did not state has not ended). A cancellation
 * at period end keeps access until then.
 */
export function grantsPremiumAccess(
  subscription: { status: string; periodEnd: Date | null },
  now: Date,
): boolean {
  const statusGrants = (ACCESS_STATUSES as readonly string[]).includes(subscription.status);
  return statusGrants && (subscription.periodEnd === null || subscription.periodEnd > now);
}

/** Anything but 'premium' (a missing or unknown value included) is the free plan. */
export function toSubscriptionStatus(value: unknown): SubscriptionStatus {
  return value === 'premium' ? 'premium' : 'free';
}

/** A status as the client reads it: never fails, unknown values are 'free'. */
const statusSchema = z.pipe(z.unknown(), z.transform(toSubscriptionStatus));
/** A flag the client reads as true only when it is exactly true. */
const flagSchema = z.pipe(
  z.unknown(),
  z.transform((value) => value === true),
);
const nullableTextSchema = z.catch(z.nullable(z.string()), null);

/** The subscription inside the profile and the cancel answer (docs/product.md#stored-data). */
const profileSubscriptionSchema = z.object({
  id: z.number(),
  external_id: z.string(),
  status: z.string(),
  /**
   * May arrive as a boolean, 't', 'yes', 1…; read it with isCancelAtPeriodEnd
   * (docs/product.md#stored-data).
   */
  cancel_at_period_end: z.unknown(),
  /** ISO timestamp, or null when the provider did not say. */
  period_end: nullableTextSchema,
});
export type ProfileSubscription = z.output<typeof profileSubscriptionSchema>;

/** GET /api/profile. */
export const profileSchema = z.object({
  subscription_status: statusSchema,
  subscription: z.catch(z.nullable(profileSubscriptionSchema), null),
  first_name: nullableTextSchema,
  last_name: nullableTextSchema,
  email: nullableTextSchema,
  username: nullableTextSchema,
});
export type Profile = z.output<typeof profileSchema>;

/** GET /api/subscriptions/check-status. */
export const checkStatusResponseSchema = z.object({
  subscription_status: statusSchema,
  status_changed: flagSchema,
  was_downgraded: flagSchema,
});
export type CheckStatusResponse = z.output<typeof checkStatusResponseSchema>;

/** GET /api/auth/status. */
export const authStatusResponseSchema = z.pick(checkStatusResponseSchema, {
  subscription_status: true,
  was_downgraded: true,
});
export type AuthStatusResponse = z.output<typeof authStatusResponseSchema>;

/** POST /api/subscriptions/cancel. */
export const cancelSubscriptionResponseSchema = z.object({
  success: flagSchema,
  subscription: z.catch(z.nullable(profileSubscriptionSchema), null),
});
export type CancelSubscriptionResponse = z.output<typeof cancelSubscriptionResponseSchema>;

/** POST /api/subscriptions/create-checkout and …/portal: where the browser goes next. */
export const checkoutUrlResponseSchema = z.object({ checkout_url: z.optional(z.string()) });
export const portalUrlResponseSchema = z.object({ url: z.optional(z.string()) });

const CHECKOUT_SESSION_STATUSES = ['open', 'complete', 'cancelled'] as const;

/** GET /api/billing/checkout/:session, the local test-mode checkout. */
export const checkoutSessionSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** '29.99' */
  amount: z.string(),
  currency: z.string(),
  interval: z.string(),
  status: z.enum(CHECKOUT_SESSION_STATUSES),
});
export type CheckoutSession = z.output<typeof checkoutSessionSchema>;

/** POST /api/billing/checkout/:session/complete | cancel. */
export const checkoutFinishResponseSchema = z.object({ redirect_url: z.optional(z.string()) });
