/**
 * Premium is enforced here, on the server: every premium route goes through requirePremium,
 * which applies the shared rule (grantsPremiumAccess in shared/subscriptions.ts) to the
 * user's subscriptions. The client's guards are for experience only.
 */
import type { RequestHandler } from 'express';
import { PREMIUM_REQUIRED } from '@shared/subscriptions';
import type { AppDatabase } from '../db/connect';
import { hasPremiumAccess } from '../modules/subscriptions/subscriptions.service';
import { AppError } from './app-error';

/** After requireUser: 403 with the feature's message unless the user has premium access. */
export function requirePremium(db: AppDatabase, message = PREMIUM_REQUIRED): RequestHandler {
  return async (req, _res, next) => {
    const user = req.user;
    if (!user) throw AppError.unauthorized('Authentication required. Please log in.');
    if (!(await hasPremiumAccess(db, user.id))) throw AppError.forbidden(message);
    next();
  };
}
