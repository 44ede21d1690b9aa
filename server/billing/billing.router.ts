/**
 * Billing's own routes: the local test-mode checkout page's /api/billing/* and Stripe's
 * webhook. Both change a plan only through the subscriptions service.
 */
import express, { Router } from 'express';
import type { z } from 'zod';
import type { checkoutFinishResponseSchema } from '@shared/subscriptions';
import type { AppDatabase } from '../db/connect';
import type { TokenVerifier } from '../gotrue/sessions/access-tokens';
import { AppError } from '../http/app-error';
import { requireAuth, requireUser } from '../http/require-user';
import { cancelLocalCheckout, completeLocalCheckout, describeLocalCheckout } from './local';
import type { BillingSetup } from './setup';
import { handleStripeEvent, verifyStripeEvent } from './stripe';

type CheckoutFinishResponse = z.input<typeof checkoutFinishResponseSchema>;

/** /api/billing/*: the local checkout's session (signed-in users; local billing only). */
export function billingRouter(db: AppDatabase, billing: BillingSetup, verifier: TokenVerifier) {
  const router = Router();
  router.use(requireAuth(verifier), requireUser(db));
  if (billing.provider.mode !== 'local') return router;

  router.get('/checkout/:sessionId', async (req, res) => {
    res.json(await describeLocalCheckout(db, req.user!, String(req.params.sessionId)));
  });

  router.post('/checkout/:sessionId/complete', async (req, res) => {
    const redirect = await completeLocalCheckout(db, req.user!, String(req.params.sessionId));
    res.json({ redirect_url: redirect } satisfies CheckoutFinishResponse);
  });

  router.post('/checkout/:sessionId/cancel', async (req, res) => {
    const redirect = await cancelLocalCheckout(db, req.user!, String(req.params.sessionId));
    res.json({ redirect_url: redirect } satisfies CheckoutFinishResponse);
  });

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
