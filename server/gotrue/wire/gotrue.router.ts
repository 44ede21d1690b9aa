/**
 * /auth/v1: the built-in auth server on GoTrue's wire format, so the SPA's supabase-js client
 * works against it exactly as against hosted Supabase.
 */
import express, {
  type ErrorRequestHandler,
  type Request,
  type RequestHandler,
  Router,
} from 'express';
import type { Config } from '../../config';
import type { AppDatabase } from '../../db/connect';
import { AppError } from '../../http/app-error';
import { appOrigin } from '../../http/origin';
import { normalizeEmail, type AccountsService } from '../accounts/accounts.service';
import { listDevOutbox } from '../accounts/mailer';
import type { TokenVerifier } from '../sessions/access-tokens';
import type { SessionsService } from '../sessions/sessions.service';
import type { SigningKeys } from '../sessions/signing-keys';
import { GoTrueError } from './errors';
import { hitRateLimit } from './rate-limit';
import { toGoTrueSession, toGoTrueUser } from './shapes';

export interface GoTrueRouterDeps {
  config: Config;
  db: AppDatabase;
  accounts: AccountsService;
  sessions: SessionsService;
  verifier: TokenVerifier;
  keys: SigningKeys;
  rateLimit: { perIp: number; perEmail: number; windowSeconds: number };
  requireEmailConfirmation: boolean;
}

/** GoTrue falls back to the site URL for a redirect it does not allow; so do we. */
function safeRedirect(
  config: Config,
  req: Request,
  requested: unknown,
  fallbackPath: string,
): string {
  const origin = appOrigin(config, req);
  if (typeof requested === 'string' && requested !== '') {
    try {
      const url = new URL(requested, origin);
      if (url.origin === new URL(origin).origin) return `${url.origin}${url.pathname}${url.search}`;
    } catch {
      // Not a URL: fall through to the default.
    }
  }
  return `${origin}${fallbackPath}`;
}

async function bearerClaims(verifier: TokenVerifier, req: Request) {
  const header = req.get('authorization') ?? '';
  const token = /^Bearer\s+(.+)$/i.exec(header)?.[1];
  if (!token)
    throw new GoTrueError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  try {
    return await verifier.verify(token);
  } catch (error) {
    if (error instanceof AppError) {
      throw new GoTrueError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
    }
    throw error;
  }
}

export function goTrueRouter(deps: GoTrueRouterDeps): Router {
  const { config, db, accounts, sessions, verifier, keys, rateLimit } = deps;
  const router = Router();
  router.use(express.json({ limit: '16kb' }));
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    res.set('X-Supabase-Api-Version', '2024-01-01');
    next();
  });

  /** Per-IP and per-email limits on the endpoints that guess passwords or send email. */
  const limit =
    (action: string): RequestHandler =>
    async (req, _res, next) => {
      const keys = [`${action}:ip:${req.ip ?? 'unknown'}`];
      const email = typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase() : '';
      if (email) keys.push(`${action}:email:${email}`);
      for (const key of keys) {
        const max = key.includes(':ip:') ? rateLimit.perIp : rateLimit.perEmail;
        const result = await hitRateLimit(db, key, max, rateLimit.windowSeconds);
        if (!result.allowed) {
          throw new GoTrueError(
            429,
            'over_request_rate_limit',
            `Too many attempts. Please wait ${Math.ceil(result.retryAfterSeconds / 60)} minute(s) and try again.`,
            result.retryAfterSeconds,
          );
        }
      }
      next();
    };

  router.get('/health', (_req, res) => {
    res.json({ name: 'fairsplit-auth', description: 'Supabase-compatible auth for Fairsplit' });
  });

  router.get('/settings', (_req, res) => {
    res.json({
      external: { email: true, phone: false },
      disable_signup: false,
      mailer_autoconfirm: !deps.requireEmailConfirmation,
      phone_autoconfirm: false,
    });
  });

  router.get('/.well-known/jwks.json', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=600').json({ keys: [keys.publicJwk] });
  });

  router.post('/signup', limit('signup'), async (req, res) => {
    const result = await accounts.signUp({
      email: req.body?.email,
      password: req.body?.password,
      data: req.body?.data,
      origin: appOrigin(config, req),
      redirectTo: safeRedirect(config, req, req.query.redirect_to, '/home'),
    });
    res.json(
      result.kind === 'signed_in' ? toGoTrueSession(result.session) : toGoTrueUser(result.user),
    );
  });

  const limitPasswordGrant: RequestHandler = (req, res, next) =>
    req.query.grant_type === 'password' ? limit('password')(req, res, next) : next();

  router.post('/token', limitPasswordGrant, async (req, res) => {
    switch (req.query.grant_type) {
      case 'password':
        res.json(
          toGoTrueSession(
            await accounts.signInWithPassword({
              email: req.body?.email,
              password: req.body?.password,
            }),
          ),
        );
        return;
      case 'refresh_token':
        res.json(toGoTrueSession(await sessions.refresh(req.body?.refresh_token)));
        return;
      default:
        throw new GoTrueError(400, 'unsupported_grant_type', 'Unsupported grant type');
    }
  });

  router.post('/logout', async (req, res) => {
    const claims = await bearerClaims(verifier, req);
    const scope = typeof req.query.scope === 'string' ? req.query.scope : 'global';
    await sessions.signOut(claims, scope);
    res.status(204).end();
  });

  router.get('/user', async (req, res) => {
    res.json(toGoTrueUser(await accounts.getUser(await bearerClaims(verifier, req))));
  });

  router.put('/user', async (req, res) => {
    const claims = await bearerClaims(verifier, req);
    const user = await accounts.updateUser(claims, {
      password: req.body?.password,
      data: req.body?.data,
    });
    res.json(toGoTrueUser(user));
  });

  router.post('/recover', limit('recover'), async (req, res) => {
    await accounts.recover({
      email: req.body?.email,
      origin: appOrigin(config, req),
      redirectTo: safeRedirect(config, req, req.query.redirect_to, '/update-password'),
    });
    // The same answer whether or not the account exists.
    res.json({});
  });

  router.get('/verify', async (req, res) => {
    const type = req.query.type;
    const redirectTo = safeRedirect(
      config,
      req,
      req.query.redirect_to,
      type === 'recovery' ? '/update-password' : '/home',
    );
    const session = await accounts.verify({ token: req.query.token, type });
    if (!session) {
      const params = new URLSearchParams({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      });
      res.redirect(303, `${redirectTo}#${params.toString()}`);
      return;
    }
    const params = new URLSearchParams({
      access_token: session.accessToken,
      expires_at: String(session.expiresAt),
      expires_in: String(session.expiresIn),
      refresh_token: session.refreshToken,
      token_type: 'bearer',
      type: String(type),
    });
    res.redirect(303, `${redirectTo}#${params.toString()}`);
  });

  if (!config.isProduction) {
    router.get('/dev/outbox', async (req, res) => {
      res.json({ messages: await listDevOutbox(db, normalizeEmail(req.query.email)) });
    });
  }

  router.use((_req, _res, next) => {
    next(new GoTrueError(404, 'not_found', 'Not found'));
  });

  const goTrueErrors: ErrorRequestHandler = (error, req, res, next) => {
    if (res.headersSent) return next(error);
    if (error instanceof GoTrueError) {
      if (error.retryAfterSeconds) res.set('Retry-After', String(error.retryAfterSeconds));
      res
        .status(error.status)
        .json({ code: error.code, error_code: error.code, msg: error.message });
      return;
    }
    const status = (error as { status?: number }).status;
    if ((error as { type?: string }).type === 'entity.parse.failed') {
      res.status(400).json({
        code: 'bad_json',
        error_code: 'bad_json',
        msg: 'Could not parse request body as JSON',
      });
      return;
    }
    if (status === 413) {
      res.status(413).json({
        code: 'request_too_large',
        error_code: 'request_too_large',
        msg: 'Request body is too large',
      });
      return;
    }
    req.log.error({ err: error }, 'auth server error');
    res.status(500).json({
      code: 'unexpected_failure',
      error_code: 'unexpected_failure',
      msg: 'Unexpected failure, please try again',
    });
  };
  router.use(goTrueErrors);
  return router;
}
