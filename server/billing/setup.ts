import type Stripe from 'stripe';
import type { Config } from '../config';
import type { AppDatabase } from '../db/connect';
import { appOrigin } from '../http/origin';
import { localBilling } from './local';
import type { BillingProvider } from './provider';
import { createStripeClient, stripeBilling, type StripeSettings } from './stripe';

/** Logged at boot when production runs the test-mode checkout on purpose (BILLING_MODE=local). */
export const BILLING_TEST_MODE_WARNING =
  'BILLING_MODE=local in production: the test-mode checkout is on, and anyone can get Premium without paying. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take real payments.';

export interface BillingSetup {
  provider: BillingProvider;
  stripe: { client: Stripe; settings: StripeSettings } | null;
}

export function setUpBilling(config: Config, db: AppDatabase): BillingSetup {
  if (config.billing.mode === 'stripe') {
    const settings: StripeSettings = config.billing;
    const client = createStripeClient(settings);
    return { provider: stripeBilling(db, client, settings), stripe: { client, settings } };
  }
  return { provider: localBilling(db, appOrigin(config)), stripe: null };
}
