/**
 * /api/shares: the owner's professional-access links (premium, CSRF like every write). The
 * link itself is answered once, by POST; afterwards only its fingerprint exists.
 */
import { Router } from 'express';
import { createShareSchema, updateShareSchema } from '@shared/sharing';
import { PREMIUM_REQUIRED } from '@shared/subscriptions';
import type { Config } from '../../config';
import type { AppDatabase } from '../../db/connect';
import type { TokenVerifier } from '../../gotrue/sessions/access-tokens';
import { requirePremium } from '../../http/require-premium';
import { requireAuth, requireUser } from '../../http/require-user';
import { parseBody, parseId } from '../../http/validate';
import { createShare, extendShare, listShares, revokeShare } from './sharing.service';

export function sharesRouter(config: Config, db: AppDatabase, verifier: TokenVerifier): Router {
  const router = Router();
  router.use(requireAuth(verifier), requireUser(db), requirePremium(db, PREMIUM_REQUIRED));

  router.get('/', async (req, res) => {
    res.json({ shares: await listShares(db, req.user!.id) });
  });

  router.post('/', async (req, res) => {
    const input = parseBody(createShareSchema, req.body);
    const { share, token } = await createShare(db, req.user!.id, input);
    // The origin is configuration (PUBLIC_URL), never the request's Host.
    res.status(201).json({ share, url: `${config.publicUrl}/shared/${token}` });
  });

  router.patch('/:id', async (req, res) => {
    const id = parseId(req.params.id);
    const { expires_in_days: days } = parseBody(updateShareSchema, req.body);
    res.json(await extendShare(db, req.user!.id, id, days));
  });

  router.delete('/:id', async (req, res) => {
    res.json(await revokeShare(db, req.user!.id, parseId(req.params.id)));
  });

  return router;
}
