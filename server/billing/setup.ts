import type Stripe from 'stripe';
import type { Config } from '../config';
import type { AppDatabase } from '../db/connect';
import { localBilling } from './local';
import type { BillingProvider } from './provider';
import { createStripeClient, stripeBilling, type StripeSettings } from './stripe';

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
  return { provider: localBilling(db), stripe: null };
}
