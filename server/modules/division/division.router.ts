/**
 * GET and PUT /api/networth/division (premium, like the net-worth tracker it divides): the
 * division of the user's items at their target share, and a new target share.
 */
import { Router } from 'express';
import { targetShareSchema } from '@shared/division';
import { PREMIUM_REQUIRED } from '@shared/subscriptions';
import type { AppDatabase } from '../../db/connect';
import type { TokenVerifier } from '../../gotrue/sessions/access-tokens';
import { requirePremium } from '../../http/require-premium';
import { requireAuth, requireUser } from '../../http/require-user';
import { parseBody } from '../../http/validate';
import { findDivisionForUser, saveTargetShare } from './division.service';

export function divisionRouter(db: AppDatabase, verifier: TokenVerifier): Router {
  const router = Router();
  router.use(requireAuth(verifier), requireUser(db), requirePremium(db, PREMIUM_REQUIRED));

  router.get('/', async (req, res) => {
    res.json(await findDivisionForUser(db, req.user!.id));
  });

  router.put('/', async (req, res) => {
    const { target_share: targetShare } = parseBody(targetShareSchema, req.body);
    await saveTargetShare(db, req.user!.id, targetShare);
    res.json(await findDivisionForUser(db, req.user!.id));
  });

  return router;
}
