/**
 * Identity on the API. The bearer token is the only source of identity; the original description's `user-id`
 * header is still accepted but must name the same user, and no route reads it otherwise.
 * With the built-in auth server the token counts only while its session is live: a sign-out,
 * a password change or a timeout ends API access at once, not when the token expires.
 */
import { API_MESSAGES } from '@shared/api-messages';
import type { Request, RequestHandler } from 'express';
import type { User } from '../db/schema';
import type { AppDatabase } from '../db/connect';
import type { AccessClaims, TokenVerifier } from '../gotrue/sessions/access-tokens';
import type { SessionRules } from '../gotrue/sessions/live-session';
import { ensureUser, findUserInLiveSession } from '../modules/users/users.service';
import { AppError } from './app-error';

declare module 'express-serve-static-core' {
  interface Request {
    /** The verified token's claims (set by requireAuth). */
    auth?: AccessClaims;
    /** The built-in auth server's session rules, when it issued the token (set by requireAuth). */
    authSessionRules?: SessionRules;
    /** The product's row for that user (set by requireUser). */
    user?: User;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const sessionEnded = () => new AppError('unauthorized', API_MESSAGES.sessionExpired);

export function requireAuth(verifier: TokenVerifier): RequestHandler {
  return async (req, _res, next) => {
    const token = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1];
    if (!token) throw AppError.unauthorized(API_MESSAGES.signInRequired);
    const claims = await verifier.verify(token);
    const headerId = req.get('user-id');
    if (headerId !== undefined && headerId.trim().toLowerCase() !== claims.sub) {
      throw AppError.forbidden('The user-id header does not match the signed-in user.');
    }
    req.auth = claims;
    req.authSessionRules = verifier.sessionRules;
    next();
  };
}

/**
 * After requireAuth: the user's row, created on a first visit; `names` (register-db-user's)
 * replace the token's. With the built-in auth server, the same query checks the session.
 */
export async function loadUser(
  db: AppDatabase,
  req: Request,
  names?: { firstName: string | null; lastName: string | null },
): Promise<User> {
  const claims = req.auth;
  if (!claims) throw AppError.unauthorized(API_MESSAGES.signInRequired);
  const {
    first_name: firstName,
    last_name: lastName,
    marketing_emails: marketingEmails,
  } = claims.userMetadata;
  const identity = {
    authUserId: claims.sub,
    email: claims.email,
    firstName: typeof firstName === 'string' ? firstName : null,
    lastName: typeof lastName === 'string' ? lastName : null,
    marketingOptIn: typeof marketingEmails === 'boolean' ? marketingEmails : undefined,
    ...names,
  };
  const rules = req.authSessionRules;
  if (!rules) return ensureUser(db, identity);
  if (!claims.sessionId || !UUID.test(claims.sessionId)) throw sessionEnded();
  const { live, user } = await findUserInLiveSession(
    db,
    { authUserId: claims.sub, sessionId: claims.sessionId },
    rules,
  );
  if (!live) throw sessionEnded();
  return ensureUser(db, identity, user ?? null);
}

/** After requireAuth: loads (or, on a first visit, creates) the user's row. */
export function requireUser(db: AppDatabase): RequestHandler {
  return async (req, _res, next) => {
    req.user = await loadUser(db, req);
    next();
  };
}
