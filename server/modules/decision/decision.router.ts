/**
 * GET and PUT /api/decision-analysis (premium, like the calculator it stands beside): the
 * user's analysis of settling against going to trial, with its results.
 */
import { Router } from 'express';
import { decisionInputsSchema } from '@shared/decision-analysis';
import { PREMIUM_REQUIRED } from '@shared/subscriptions';
import type { AppDatabase } from '../../db/connect';
import type { TokenVerifier } from '../../gotrue/sessions/access-tokens';
import { requirePremium } from '../../http/require-premium';
import { requireAuth, requireUser } from '../../http/require-user';
import { parseBody } from '../../http/validate';
import { findDecision, saveDecision } from './decision.service';

export function decisionRouter(db: AppDatabase, verifier: TokenVerifier): Router {
  const router = Router();
  router.use(requireAuth(verifier), requireUser(db), requirePremium(db, PREMIUM_REQUIRED));

  router.get('/', async (req, res) => {
    res.json(await findDecision(db, req.user!.id));
  });

  router.put('/', async (req, res) => {
    const inputs = parseBody(decisionInputsSchema, req.body);
    res.json(await saveDecision(db, req.user!.id, inputs));
  });

  return router;
}
