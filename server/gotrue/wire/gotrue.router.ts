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
import { CLEAR_SITE_DATA } from '@shared/offline';
import type { Config } from '../../config';
import type { SignInRecorder } from '../../modules/devices/devices.service';
import type { AppDatabase } from '../../db/connect';
import { AppError } from '../../http/app-error';
import { normalizeEmail, type AccountsService } from '../accounts/accounts.service';
import { listDevOutbox } from '../../mail/mailer';
import type { TokenVerifier } from '../sessions/access-tokens';
import type { IssuedSession, SessionsService, SignOutScope } from '../sessions/sessions.service';
import type { SigningKeys } from '../sessions/signing-keys';
import { GoTrueError, goTrueErrorBody } from './errors';
import { hitRateLimit } from '../../security/rate-limit';
import { deviceLine } from '../../modules/devices/devices.service';
import { toGoTrueSession, toGoTrueUser } from './shapes';
import { signInHistory } from './sign-ins';

export interface GoTrueRouterDeps {
  config: Config;
  db: AppDatabase;
  accounts: AccountsService;
  sessions: SessionsService;
  verifier: TokenVerifier;
  keys: SigningKeys;
  rateLimit: { perIp: number; perEmail: number; windowSeconds: number };
  requireEmailConfirmation: boolean;
  /** Sign-in history and new-device notices (modules/devices). */
  signIns: SignInRecorder;
}

/** Whether `url` is on the site's origin or under an AUTH_REDIRECT_ALLOW_LIST entry. */
function isAllowedRedirect(url: URL, siteUrl: string, allowList: string[]): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.origin === new URL(siteUrl).origin) return true;
  return allowList.some((entry) => {
    if (!URL.canParse(entry)) return false;
    const allowed = new URL(entry);
    const prefix = allowed.pathname.replace(/\/+$/, '');
    return (
      allowed.origin === url.origin &&
      (prefix === '' || url.pathname === prefix || url.pathname.startsWith(`${prefix}/`))
    );
  });
}

/**
 * Where a link may send the browser, as GoTrue's SITE_URL and URI_ALLOW_LIST decide: a
 * requested URL on the site's origin or an allowed one, else the site's own page. Built from
 * configuration only, never from the request's Host or X-Forwarded-* headers.
 */
function safeRedirect(
  siteUrl: string,
  allowList: string[],
  requested: unknown,
  fallbackPath: string,
): string {
  if (typeof requested === 'string' && requested !== '' && URL.canParse(requested, siteUrl)) {
    const url = new URL(requested, siteUrl);
    if (isAllowedRedirect(url, siteUrl, allowList)) {
      return `${url.origin}${url.pathname}${url.search}`;
    }
  }
  return `${siteUrl}${fallbackPath}`;
}

/** The socket's own address, never X-Forwarded-For: only this machine reaches dev tools. */
function isLoopback(req: Request): boolean {
  const address = req.socket.remoteAddress ?? '';
  return /^(::ffff:)?127\./.test(address) || address === '::1';
}

const LOGOUT_SCOPES: readonly string[] = ['global', 'local', 'others'] satisfies SignOutScope[];

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
  if (config.auth.mode !== 'local') throw new Error('the built-in auth server needs local auth');
  const { redirectAllowList, devOutbox } = config.auth;
  const siteUrl = config.publicUrl;
  const redirectFor = (req: Request, fallbackPath: string) =>
    safeRedirect(siteUrl, redirectAllowList, req.query.redirect_to, fallbackPath);
  const router = Router();
  const history = signInHistory(deps.signIns);
  router.use(express.json({ limit: '16kb' }));
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    res.set('X-Supabase-Api-Version', '2024-01-01');
    next();
  });

  /** Counts a request under `key`; 429 once it is past `max` in the window. */
  async function enforceLimit(key: string, max: number): Promise<void> {
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
  const limitIp = (action: string, req: Request) =>
    enforceLimit(`${action}:ip:${req.ip ?? 'unknown'}`, rateLimit.perIp);

  /**
   * Limits on the endpoints that guess passwords: per client address over every account, and
   * per account *from that address*. Keyed on the pair, someone who knows her email cannot lock
   * her out: their failures never refuse her right password from another address. The email is
   * validated before it becomes a key, so only a well-formed one is ever stored.
   */
  const limit =
    (action: string): RequestHandler =>
    async (req, _res, next) => {
      await limitIp(action, req);
      if (req.body?.email !== undefined) {
        await enforceLimit(
          `${action}:email:${normalizeEmail(req.body.email)}:ip:${req.ip ?? 'unknown'}`,
          rateLimit.perEmail,
        );
      }
      next();
    };
  /** Per client address only: /recover's mail is throttled per account, silently, instead. */
  const limitByAddress =
    (action: string): RequestHandler =>
    async (req, _res, next) => {
      await limitIp(action, req);
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
      redirectTo: redirectFor(req, '/home'),
      codeChallenge: req.body?.code_challenge,
      codeChallengeMethod: req.body?.code_challenge_method,
    });
    if (result.kind === 'signed_in') await history.began(req, result.session);
    res.json(
      result.kind === 'signed_in' ? toGoTrueSession(result.session) : toGoTrueUser(result.user),
    );
  });

  const limitPasswordGrant: RequestHandler = (req, res, next) =>
    req.query.grant_type === 'password' ? limit('password')(req, res, next) : next();

  /** The session a `POST /token` grant answers, or GoTrue's error for it. */
  async function grant(req: Request): Promise<IssuedSession> {
    switch (req.query.grant_type) {
      case 'password':
        return accounts.signInWithPassword({
          email: req.body?.email,
          password: req.body?.password,
        });
      case 'refresh_token':
        return sessions.refresh(req.body?.refresh_token);
      case 'pkce':
        return accounts.exchangeAuthCode({
          authCode: req.body?.auth_code,
          codeVerifier: req.body?.code_verifier,
        });
      default:
        throw new GoTrueError(400, 'unsupported_grant_type', 'Unsupported grant type');
    }
  }

  router.post('/token', limitPasswordGrant, async (req, res) => {
    const session = await grant(req);
    if (req.query.grant_type !== 'refresh_token') await history.began(req, session);
    res.json(toGoTrueSession(session));
  });
  router.use('/token', history.refused);

  router.post('/logout', async (req, res) => {
    const claims = await bearerClaims(verifier, req);
    const scope = req.query.scope ?? 'global';
    if (typeof scope !== 'string' || !LOGOUT_SCOPES.includes(scope)) {
      throw new GoTrueError(
        400,
        'validation_failed',
        `Unsupported logout scope ${JSON.stringify(String(scope))}`,
      );
    }
    await sessions.signOut(claims, scope as SignOutScope);
    // This browser signs out too (not for 'others'): it drops what it kept of her records
    // (docs/offline.md).
    if (scope !== 'others') res.set('Clear-Site-Data', CLEAR_SITE_DATA);
    res.status(204).end();
  });

  router.get('/user', async (req, res) => {
    res.json(toGoTrueUser(await accounts.getUser(await bearerClaims(verifier, req))));
  });

  // Limited like the password grant: a stolen session must not test passwords at speed.
  router.put('/user', async (req, res) => {
    const claims = await bearerClaims(verifier, req);
    await limitIp('user', req);
    await enforceLimit(`user:user:${claims.sub}`, rateLimit.perEmail);
    const user = await accounts.updateUser(
      claims,
      {
        password: req.body?.password,
        currentPassword: req.body?.current_password,
        nonce: req.body?.nonce,
        data: req.body?.data,
        email: req.body?.email,
        redirectTo: redirectFor(req, '/home'),
      },
      { device: deviceLine(req.get('user-agent')) },
    );
    res.json(toGoTrueUser(user));
  });

  // A code by email, in place of the current password (supabase-js's reauthenticate()).
  router.get('/reauthenticate', async (req, res) => {
    const claims = await bearerClaims(verifier, req);
    await limitIp('reauthenticate', req);
    await enforceLimit(`reauthenticate:user:${claims.sub}`, rateLimit.perEmail);
    await accounts.reauthenticate(claims);
    res.json({});
  });

  router.post('/recover', limitByAddress('recover'), async (req, res) => {
    const request = accounts.prepareRecovery({
      email: req.body?.email,
      redirectTo: redirectFor(req, '/update-password'),
      codeChallenge: req.body?.code_challenge,
      codeChallengeMethod: req.body?.code_challenge_method,
    });
    // The same answer, at once, whether or not the account exists or the mail server is up:
    // the lookup, the link and the (queued, retried) mail all come after it.
    res.json({});
    accounts
      .sendRecovery(request)
      .catch((error: unknown) => req.log.error({ err: error }, 'password reset not queued'));
  });

  router.get('/verify', async (req, res) => {
    const type = req.query.type;
    const redirectTo = redirectFor(req, type === 'recovery' ? '/update-password' : '/home');
    const verified = await accounts.verify(
      { token: req.query.token, type },
      { device: deviceLine(req.get('user-agent')) },
    );
    if (!verified) {
      const params = new URLSearchParams({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      });
      res.redirect(303, `${redirectTo}#${params.toString()}`);
      return;
    }
    if (verified.kind === 'message') {
      // The first of the two email-change links: GoTrue says so, and signs nobody in.
      const params = new URLSearchParams({ message: verified.message });
      res.redirect(303, `${redirectTo}#${params.toString()}`);
      return;
    }
    if (verified.kind === 'auth_code') {
      // GoTrue's PKCE redirect: the code in the query, for exchangeCodeForSession.
      const location = new URL(redirectTo);
      location.searchParams.set('code', verified.authCode);
      res.redirect(303, location.toString());
      return;
    }
    const { session } = verified;
    await history.began(req, session);
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

  if (devOutbox) {
    router.get('/dev/outbox', async (req, res, next) => {
      if (!isLoopback(req)) {
        next();
        return;
      }
      // Mail sent after an answer (a reset link) is in the outbox before it is listed.
      await accounts.mailSettled();
      res.json({ messages: await listDevOutbox(db, normalizeEmail(req.query.email)) });
    });
  }

  router.use((_req, _res, next) => {
    next(new GoTrueError(404, 'not_found', 'Not found'));
  });

  const goTrueErrors: ErrorRequestHandler = (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const status = (error as { status?: number }).status;
    let answer: GoTrueError;
    if (error instanceof GoTrueError) {
      answer = error;
      // A 5xx of ours (the mail server is down) is the operator's to fix: say so in the log.
      if (error.status >= 500) req.log.error({ code: error.code }, error.message);
      if (error.retryAfterSeconds) res.set('Retry-After', String(error.retryAfterSeconds));
    } else if ((error as { type?: string }).type === 'entity.parse.failed') {
      answer = new GoTrueError(400, 'bad_json', 'Could not parse request body as JSON');
    } else if (status === 413) {
      answer = new GoTrueError(413, 'request_too_large', 'Request body is too large');
    } else {
      req.log.error({ err: error }, 'auth server error');
      answer = new GoTrueError(500, 'unexpected_failure', 'Unexpected failure, please try again');
    }
    res.set('x-sb-error-code', answer.code);
    res.status(answer.status).json(goTrueErrorBody(answer, req.get('x-supabase-api-version')));
  };
  router.use(goTrueErrors);
  return router;
}
