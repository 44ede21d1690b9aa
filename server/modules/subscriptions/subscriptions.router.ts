/** /api/profile and /api/subscriptions/*: the plan, through the billing provider's interface. */
import { API_MESSAGES } from '@shared/api-messages';
import { Router } from 'express';
import type { z } from 'zod';
import type {
  CancelSubscriptionResponse,
  CheckStatusResponse,
  checkoutUrlResponseSchema,
  portalUrlResponseSchema,
  Profile,
} from '@shared/subscriptions';
import type { BillingProvider } from '../../billing/provider';
import type { Config } from '../../config';
import type { AppDatabase } from '../../db/connect';
import type { TokenVerifier } from '../../gotrue/sessions/access-tokens';
import { AppError } from '../../http/app-error';
import { appOrigin } from '../../http/origin';
import { requireAuth, requireUser } from '../../http/require-user';
import {
  findCurrentSubscription,
  getProfile,
  syncSubscriptionStatus,
  toProfileSubscription,
} from './subscriptions.service';

type CheckoutUrlResponse = z.input<typeof checkoutUrlResponseSchema>;
type PortalUrlResponse = z.input<typeof portalUrlResponseSchema>;

/** /api/profile: who she is and her plan, as the app shows them. */
export function profileRouter(db: AppDatabase, verifier: TokenVerifier): Router {
  const router = Router();
  router.get('/', requireAuth(verifier), requireUser(db), async (req, res) => {
    res.json((await getProfile(db, req.user!)) satisfies Profile);
  });
  return router;
}

/** /api/subscriptions/*: check, start, cancel and manage the plan. */
export function subscriptionsRouter(
  config: Config,
  db: AppDatabase,
  billing: BillingProvider,
  verifier: TokenVerifier,
): Router {
  const router = Router();
  router.use(requireAuth(verifier), requireUser(db));

  router.get('/check-status', async (req, res) => {
    res.json((await syncSubscriptionStatus(db, req.user!)) satisfies CheckStatusResponse);
  });

  router.post('/create-checkout', async (req, res) => {
    const user = req.user!;
    await syncSubscriptionStatus(db, user);
    if (user.subscriptionStatus === 'premium') {
      throw new AppError('already_premium', API_MESSAGES.alreadyPremium);
    }
    const origin = appOrigin(config);
    const url = await billing.createCheckout(user, {
      successUrl: `${origin}/home?payment_success=true`,
      cancelUrl: `${origin}/account-settings?payment_success=false`,
    });
    res.json({ checkout_url: url } satisfies CheckoutUrlResponse);
  });

  router.post('/cancel', async (req, res) => {
    const user = req.user!;
    await syncSubscriptionStatus(db, user);
    const subscription = await findCurrentSubscription(db, user.id);
    if (user.subscriptionStatus !== 'premium' || !subscription) {
      throw new AppError('no_subscription', API_MESSAGES.noSubscription);
    }
    await billing.cancelAtPeriodEnd(user, subscription);
    const updated = await findCurrentSubscription(db, user.id);
    const body: CancelSubscriptionResponse = {
      success: true,
      subscription: updated ? toProfileSubscription(updated) : null,
    };
    res.json(body);
  });

  router.post('/portal', async (req, res) => {
    const url = await billing.portalUrl(req.user!, `${appOrigin(config)}/account-settings`);
    res.json({ url } satisfies PortalUrlResponse);
  });

  return router;
}
