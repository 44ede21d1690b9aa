/**
 * Identity on the API. The bearer token is the only source of identity; the spec's `user-id`
 * header is still accepted but must name the same user, and no route reads it otherwise.
 */
import type { RequestHandler } from 'express';
import type { User } from '@shared/schema';
import type { AppDatabase } from '../db/connect';
import type { AccessClaims, TokenVerifier } from '../gotrue/sessions/access-tokens';
import { ensureUser } from '../modules/users/users.service';
import { AppError } from './app-error';

declare module 'express-serve-static-core' {
  interface Request {
    /** The verified token's claims (set by requireAuth). */
    auth?: AccessClaims;
    /** The product's row for that user (set by requireUser). */
    user?: User;
  }
}

export function requireAuth(verifier: TokenVerifier): RequestHandler {
  return async (req, _res, next) => {
    const token = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1];
    if (!token) throw AppError.unauthorized('Authentication required. Please log in.');
    const claims = await verifier.verify(token);
    const headerId = req.get('user-id');
    if (headerId !== undefined && headerId.trim().toLowerCase() !== claims.sub) {
      throw AppError.forbidden('The user-id header does not match the signed-in user.');
    }
    req.auth = claims;
    next();
  };
}

/** After requireAuth: loads (or, on a first visit, creates) the user's row. */
export function requireUser(db: AppDatabase): RequestHandler {
  return async (req, _res, next) => {
    const claims = req.auth;
    if (!claims) throw AppError.unauthorized('Authentication required. Please log in.');
    const { first_name: firstName, last_name: lastName } = claims.userMetadata;
    req.user = await ensureUser(db, {
      authUserId: claims.sub,
      email: claims.email,
      firstName: typeof firstName === 'string' ? firstName : null,
      lastName: typeof lastName === 'string' ? lastName : null,
    });
    next();
  };
}
