/**
 * Premium is enforced here, on the server: every premium route goes through requirePremium,
 * which applies the shared rule (grantsPremiumAccess in shared/subscriptions.ts) to the
 * user's subscriptions. The client's guards are for experience only.
 * server/security/premium-gates.test.ts lists every route and its gate.
 */
import { API_MESSAGES } from '@shared/api-messages';
import type { Request, RequestHandler } from 'express';
import { PREMIUM_REQUIRED } from '@shared/subscriptions';
import type { AppDatabase } from '../db/connect';
import { hasPremiumAccess } from '../modules/subscriptions/subscriptions.service';
import { AppError } from './app-error';

/**
 * After requireUser: 403 with the feature's message unless the user has premium access. The
 * message may depend on the request (the events tracker has its own, wherever events are named).
 */
export function requirePremium(
  db: AppDatabase,
  message: string | ((req: Request) => string) = PREMIUM_REQUIRED,
): RequestHandler {
  return async (req, _res, next) => {
    const user = req.user;
    if (!user) throw AppError.unauthorized(API_MESSAGES.signInRequired);
    if (!(await hasPremiumAccess(db, user.id))) {
      throw new AppError('premium_required', typeof message === 'string' ? message : message(req));
    }
    next();
  };
}
