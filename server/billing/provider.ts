import type { Subscription, User } from '@shared/schema';

export interface CheckoutUrls {
  successUrl: string;
  cancelUrl: string;
}

/** What the subscription routes need from a payment provider. */
export interface BillingProvider {
  readonly mode: 'local' | 'stripe';
  createCheckout(user: User, urls: CheckoutUrls, origin: string): Promise<string>;
  /** Cancels at the end of the paid period; access continues until then. */
  cancelAtPeriodEnd(user: User, subscription: Subscription): Promise<void>;
  portalUrl(user: User, returnUrl: string): Promise<string>;
}

export const MONTHLY_PRICE_CENTS = 2999;
export const PLAN_NAME = 'Fairsplit Premium';
