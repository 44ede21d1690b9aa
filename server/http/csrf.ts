/**
 * CSRF protection by the double-submit cookie pattern (docs/decisions/001-csrf-csrf.md), with
 * csrf-csrf: a readable `XSRF-TOKEN` cookie (HMAC-signed, so it cannot be forged without the
 * server's secret) is issued on GET; every other request under /api must echo it in `CSRF-Token`.
 */
import type { Request, RequestHandler } from 'express';
import { doubleCsrf } from 'csrf-csrf';

const CSRF_COOKIE = 'XSRF-TOKEN';
const CSRF_HEADER = 'csrf-token';

export interface CsrfOptions {
  secret: string;
  secureCookie: boolean;
  /** Paths that authenticate by other means (Stripe's signed webhooks). */
  isExempt?: (req: Request) => boolean;
}

export function createCsrf({ secret, secureCookie, isExempt }: CsrfOptions) {
  const { doubleCsrfProtection, generateCsrfToken } = doubleCsrf({
    getSecret: () => secret,
    // Tokens are not bound to a session: identity travels in the bearer token, which a
    // cross-site request cannot attach, and the token must survive sign-in.
    getSessionIdentifier: () => '',
    cookieName: CSRF_COOKIE,
    cookieOptions: {
      httpOnly: false,
      sameSite: 'strict',
      secure: secureCookie,
      path: '/',
    },
    getCsrfTokenFromRequest: (req) => req.get(CSRF_HEADER),
    skipCsrfProtection: (req) => isExempt?.(req) ?? false,
  });

  /** Gives every browser a token on its first GET (page load or API read). */
  const issueToken: RequestHandler = (req, res, next) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && !req.cookies?.[CSRF_COOKIE]) {
      generateCsrfToken(req, res);
    }
    next();
  };

  /**
   * Rejects a non-GET without a valid token and sets a fresh cookie, so a browser holding a
   * stale token (the secret rotated) can retry.
   */
  const protect: RequestHandler = (req, res, next) => {
    doubleCsrfProtection(req, res, (error?: unknown) => {
      if (error) generateCsrfToken(req, res, { overwrite: true });
      next(error);
    });
  };

  return { issueToken, protect };
}
