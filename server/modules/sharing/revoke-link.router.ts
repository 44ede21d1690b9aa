/**
 * POST /api/shares/revoke-by-link `{ token }`: the "revoke it now" link of the mail sent when a
 * professional link is made. Someone with a moment at her unlocked phone could make a link to
 * her records and send it to themselves; the mail lets her stop it from her inbox, signed in or
 * not. The signed token (mail/revoke-link-token.ts) is the only authority, and it names one share
 * of one owner.
 *
 * Mounted before the CSRF check: the token carries its own authority, and whoever holds it may
 * only do the one thing it is for. Only POST acts (the /revoke-link page posts on a button): a
 * mail scanner that opens the link, or a GET here, revokes nothing. Revoking goes through the
 * same statement as the Sharing page's, so it holds at once on every instance; once the link is
 * revoked, the token only says so.
 */
import express, { Router } from 'express';
import { REVOKE_LINK_LIMIT, SHARING_MESSAGES, type RevokeByLinkResponse } from '@shared/sharing';
import type { AppDatabase } from '../../db/connect';
import { AppError } from '../../http/app-error';
import { limitPerIp } from '../../security/rate-limit';
import type { ProductMail } from '../../mail/product-mail';
import { markShareRevoked } from './sharing.service';

/** A body holds the token and nothing else (about 100 characters). */
const BODY_LIMIT = '1kb';

export function revokeLinkRouter(db: AppDatabase, mail: ProductMail): Router {
  const router = Router();
  const limit = limitPerIp(db, {
    name: 'share-revoke-link',
    max: REVOKE_LINK_LIMIT.max,
    windowSeconds: REVOKE_LINK_LIMIT.windowSeconds,
    message: SHARING_MESSAGES.revokeLinkRateLimited,
  });

  router.post('/', limit, express.json({ limit: BODY_LIMIT }), async (req, res) => {
    const token: unknown = req.body?.token;
    const read = mail.readRevokeToken(token);
    if (!read.valid) {
      throw new AppError(
        'invalid_link',
        read.reason === 'expired'
          ? SHARING_MESSAGES.revokeLinkExpired
          : SHARING_MESSAGES.revokeLinkInvalid,
      );
    }
    // A share deleted with its owner's account answers as a revoked one: nobody can open it,
    // and the token's holder learns nothing about the account.
    const revoked = await markShareRevoked(db, read.ownerId, read.shareId);
    res.json({ status: revoked ? 'revoked' : 'already_revoked' } satisfies RevokeByLinkResponse);
  });

  router.all('/', (_req, res) => {
    res.set('Allow', 'POST');
    throw new AppError('method_not_allowed', SHARING_MESSAGES.revokeLinkNeedsPost);
  });

  return router;
}
