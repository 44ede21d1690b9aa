/**
 * /api/shares: the owner's professional-access links (CSRF like every write). The link itself
 * is answered once, by POST; afterwards only its fingerprint exists. Making, extending and
 * resuming a link need Premium; seeing her links and revoking one never do, so a link made
 * while she paid can always be looked at and stopped. A new link is mailed to its owner, with a
 * link that revokes it without signing in (revoke-link.router.ts).
 */
import { Router } from 'express';
import { AUTH_MESSAGES } from '@shared/auth';
import {
  createShareSchema,
  resumeShareSchema,
  SHARING_MESSAGES,
  updateShareSchema,
} from '@shared/sharing';
import { PREMIUM_REQUIRED } from '@shared/subscriptions';
import type { Config } from '../../config';
import type { AppDatabase } from '../../db/connect';
import { signsInAs } from '../../gotrue/confirm-password';
import type { AuthSetup } from '../../gotrue/setup';
import { AppError } from '../../http/app-error';
import { hitRateLimit, PASSWORD_RECONFIRM_LIMIT, refundRateLimit } from '../../security/rate-limit';
import { requirePremium } from '../../http/require-premium';
import { requireAuth, requireUser } from '../../http/require-user';
import { parseBody, parseId } from '../../http/validate';
import type { ProductMail } from '../../mail/product-mail';
import {
  createShare,
  extendShare,
  findShare,
  listShares,
  resumeShare,
  revokeShare,
} from './sharing.service';

export function ownerSharesRouter(
  config: Config,
  db: AppDatabase,
  auth: AuthSetup,
  mail: ProductMail,
): Router {
  const router = Router();
  router.use(requireAuth(auth.verifier), requireUser(db));
  const premium = requirePremium(db, PREMIUM_REQUIRED);

  router.get('/', async (req, res) => {
    res.json({ shares: await listShares(db, req.user!.id) });
  });

  router.post('/', premium, async (req, res) => {
    const input = parseBody(createShareSchema, req.body);
    const owner = req.user!;
    const { share, token } = await createShare(db, owner.id, input);
    // The origin is configuration (PUBLIC_URL), never the request's Host.
    res.status(201).json({ share, url: `${config.publicUrl}/shared/${token}` });
    // After the answer, through the mail queue: the owner hears of every new link, in case
    // whoever made it was not her, and a slow or refusing mail server never holds up or fails
    // the link itself.
    void mail
      .sendShareCreated({ to: owner.email, ownerId: owner.id, share })
      .catch((error: unknown) => {
        req.log.warn({ err: error, shareId: share.id }, 'the new link’s notice was not queued');
      });
  });

  router.patch('/:id', premium, async (req, res) => {
    const id = parseId(req.params.id);
    const { expires_in_days: days } = parseBody(updateShareSchema, req.body);
    res.json(await extendShare(db, req.user!.id, id, days));
  });

  router.delete('/:id', async (req, res) => {
    res.json(await revokeShare(db, req.user!.id, parseId(req.params.id)));
  });

  /**
   * A paused link opens again only for its owner's password: the pause came from something
   * that may mean someone else had her session. Wrong guesses count against the limit every
   * password re-confirmation has; a right one is given back, so she can resume link after link.
   */
  router.post('/:id/resume', premium, async (req, res) => {
    const id = parseId(req.params.id);
    const { password } = parseBody(resumeShareSchema, req.body);
    const userId = req.user!.id;
    const claims = req.auth!;
    await findShare(db, userId, id);
    const key = `share-resume:auth:${claims.sub}`;
    const limit = await hitRateLimit(
      db,
      key,
      PASSWORD_RECONFIRM_LIMIT.max,
      PASSWORD_RECONFIRM_LIMIT.windowSeconds,
    );
    if (!limit.allowed) {
      res.set('Retry-After', String(limit.retryAfterSeconds));
      throw new AppError('rate_limited', SHARING_MESSAGES.resumeRateLimited);
    }
    if (!(await signsInAs({ config, auth }, claims.sub, { email: claims.email, password }))) {
      throw new AppError('wrong_password', AUTH_MESSAGES.currentPasswordWrong);
    }
    await refundRateLimit(db, key, PASSWORD_RECONFIRM_LIMIT.windowSeconds);
    res.json(await resumeShare(db, userId, id));
  });

  return router;
}
