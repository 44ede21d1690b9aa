/**
 * GET and PUT /api/settlement (premium, like the calculator that saves them): the user's saved
 * settlement figures, which the case file prints with their result.
 */
import { Router } from 'express';
import {
  settlementScenarioSchema,
  type SettlementScenarioResponse,
} from '@shared/settlement-scenario';
import { PREMIUM_REQUIRED } from '@shared/subscriptions';
import type { AppDatabase } from '../../db/connect';
import type { TokenVerifier } from '../../gotrue/sessions/access-tokens';
import { requirePremium } from '../../http/require-premium';
import { requireAuth, requireUser } from '../../http/require-user';
import { parseBody } from '../../http/validate';
import { findScenario, saveScenario } from './settlement.service';

export function settlementRouter(db: AppDatabase, verifier: TokenVerifier): Router {
  const router = Router();
  router.use(requireAuth(verifier), requireUser(db), requirePremium(db, PREMIUM_REQUIRED));

  router.get('/', async (req, res) => {
    res.json({
      scenario: await findScenario(db, req.user!.id),
    } satisfies SettlementScenarioResponse);
  });

  router.put('/', async (req, res) => {
    const values = parseBody(settlementScenarioSchema, req.body);
    const scenario = await saveScenario(db, req.user!.id, values);
    res.json({ scenario } satisfies SettlementScenarioResponse);
  });

  return router;
}
