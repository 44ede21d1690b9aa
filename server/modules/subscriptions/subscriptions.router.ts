import express, { type Request, Router } from 'express';
import type { TokenVerifier } from '../../auth/access-tokens';
import { requireAuth, requireUser } from '../../auth/require-user';
import type { Config } from '../../config';
import type { AppDatabase } from '../../db/connect';
import type { BillingSetup } from '../../billing/setup';
import {
  cancelLocalCheckout,
  completeLocalCheckout,
  describeLocalCheckout,
} from '../../billing/local';
import { handleStripeEvent, verifyStripeEvent } from '../../billing/stripe';
import { AppError } from '../../http/app-error';
import { findCurrentSubscription, syncSubscriptionStatus } from './premium';
import { getProfile, toSubscriptionDto } from './subscriptions.service';

export function appOrigin(config: Config, req: Request): string {
  return config.publicUrl ?? `${req.protocol}://${req.get('host')}`;
}

/** /api/profile, /api/subscriptions/* and the local checkout's /api/billing/*. */
export function subscriptionsRouter(
  config: Config,
  db: AppDatabase,
  billing: BillingSetup,
  verifier: TokenVerifier,
): Router {
  const router = Router();
  router.use(['/profile', '/subscriptions', '/billing'], requireAuth(verifier), requireUser(db));

  router.get('/profile', async (req, res) => {
    res.json(await getProfile(db, req.user!));
  });

  router.get('/subscriptions/check-status', async (req, res) => {
    res.json(await syncSubscriptionStatus(db, req.user!));
  });

  router.post('/subscriptions/create-checkout', async (req, res) => {
    const user = req.user!;
    await syncSubscriptionStatus(db, user);
    if (user.subscriptionStatus === 'premium') {
      throw new AppError('conflict', 'You already have an active premium subscription.', 409);
    }
    const origin = appOrigin(config, req);
    const url = await billing.provider.createCheckout(
      user,
      {
        successUrl: `${origin}/home?payment_success=true`,
        cancelUrl: `${origin}/account-settings?payment_success=false`,
      },
      origin,
    );
    res.json({ checkout_url: url });
  });

  router.post('/subscriptions/cancel', async (req, res) => {
    const user = req.user!;
    await syncSubscriptionStatus(db, user);
    const subscription = await findCurrentSubscription(db, user.id);
    if (user.subscriptionStatus !== 'premium' || !subscription) {
      throw new AppError('conflict', 'There is no active subscription to cancel.', 409);
    }
    await billing.provider.cancelAtPeriodEnd(user, subscription);
    const updated = await findCurrentSubscription(db, user.id);
    res.json({ success: true, subscription: updated ? toSubscriptionDto(updated) : null });
  });

  router.post('/subscriptions/portal', async (req, res) => {
    const url = await billing.provider.portalUrl(
      req.user!,
      `${appOrigin(config, req)}/account-settings`,
    );
    res.json({ url });
  });

  if (billing.provider.mode === 'local') {
    router.get('/billing/checkout/:sessionId', async (req, res) => {
      res.json(await describeLocalCheckout(db, req.user!, String(req.params.sessionId)));
    });
    router.post('/billing/checkout/:sessionId/complete', async (req, res) => {
      const redirect = await completeLocalCheckout(db, req.user!, String(req.params.sessionId));
      res.json({ redirect_url: redirect });
    });
    router.post('/billing/checkout/:sessionId/cancel', async (req, res) => {
      const redirect = await cancelLocalCheckout(db, req.user!, String(req.params.sessionId));
      res.json({ redirect_url: redirect });
    });
  }

  return router;
}

/** POST /api/stripe/webhook: raw body, signature verified; no session, no CSRF token. */
export function stripeWebhookRouter(db: AppDatabase, billing: BillingSetup): Router {
  const router = Router();
  router.post('/', express.raw({ type: '*/*', limit: '1mb' }), async (req, res) => {
    const stripe = billing.stripe;
    if (!stripe) throw AppError.notFound('Stripe is not configured');
    const event = verifyStripeEvent(
      stripe.client,
      req.body as Buffer,
      req.get('stripe-signature'),
      stripe.settings.webhookSecret,
    );
    const outcome = await handleStripeEvent(db, stripe.client, event);
    req.log.info({ stripeEvent: event.type, outcome }, 'stripe webhook');
    res.json({ received: true, outcome });
  });
  return router;
}
