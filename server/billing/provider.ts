/**
 * The one interface between the subscription routes and a payment provider (Stripe or the
 * local test-mode checkout). The subscriptions module imports nothing else from billing/.
 */
import type { Subscription, User } from '../db/schema';

interface CheckoutUrls {
  successUrl: string;
  cancelUrl: string;
}

/** What the subscription routes need from a payment provider. */
export interface BillingProvider {
  readonly mode: 'local' | 'stripe';
  /** The checkout page's URL; the return URLs are absolute, built from PUBLIC_URL. */
  createCheckout(user: User, urls: CheckoutUrls): Promise<string>;
  /** Cancels at the end of the paid period; access continues until then. */
  cancelAtPeriodEnd(user: User, subscription: Subscription): Promise<void>;
  /**
   * Cancels at once, with no further charge (the account is being deleted). One already
   * cancelled, or unknown to the provider, counts as done, so a retry finishes the job.
   */
  cancelNow(user: User, subscription: Subscription): Promise<void>;
  portalUrl(user: User, returnUrl: string): Promise<string>;
}
