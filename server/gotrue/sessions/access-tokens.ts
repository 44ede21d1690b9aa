/**
 * Access tokens: JWTs shaped like Supabase's (sub, email, aud and role 'authenticated',
 * session_id, user_metadata), so the API verifies both providers' tokens the same way.
 */
import { API_MESSAGES } from '@shared/api-messages';
import {
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  SignJWT,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import type { Config } from '../../config';
import { AppError } from '../../http/app-error';
import type { SessionRules } from './live-session';
import { SIGNING_ALG, type SigningKeys } from './signing-keys';

export const ACCESS_TOKEN_TTL_SECONDS = 3600;
const AUDIENCE = 'authenticated';

export interface AccessClaims {
  sub: string;
  email: string;
  sessionId: string | null;
  userMetadata: Record<string, unknown>;
}

export interface TokenVerifier {
  verify(token: string): Promise<AccessClaims>;
  /**
   * The built-in auth server's session rules: its tokens count only while their session is
   * live (the API checks it with the user's row). Absent for hosted Supabase, whose sessions
   * the API cannot see.
   */
  sessionRules?: SessionRules;
}

export function localIssuer(config: Pick<Config, 'publicUrl'>): string {
  return `${config.publicUrl}/auth/v1`;
}

export async function signAccessToken(
  keys: SigningKeys,
  issuer: string,
  claims: AccessClaims,
  now = Math.floor(Date.now() / 1000),
): Promise<{ token: string; expiresAt: number }> {
  const expiresAt = now + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({
    email: claims.email,
    role: AUDIENCE,
    session_id: claims.sessionId,
    user_metadata: claims.userMetadata,
    app_metadata: { provider: 'email', providers: ['email'] },
    aal: 'aal1',
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: SIGNING_ALG, kid: keys.kid, typ: 'JWT' })
    .setSubject(claims.sub)
    .setAudience(AUDIENCE)
    .setIssuer(issuer)
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(keys.privateKey);
  return { token, expiresAt };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toClaims(payload: JWTPayload): AccessClaims {
  const {
    sub,
    email,
    session_id: sessionId,
    user_metadata: userMetadata,
  } = payload as JWTPayload & {
    email?: unknown;
    session_id?: unknown;
    user_metadata?: unknown;
  };
  if (typeof sub !== 'string' || !UUID.test(sub) || typeof email !== 'string') {
    throw invalidToken();
  }
  return {
    sub: sub.toLowerCase(),
    email,
    sessionId: typeof sessionId === 'string' ? sessionId : null,
    userMetadata:
      userMetadata && typeof userMetadata === 'object'
        ? (userMetadata as Record<string, unknown>)
        : {},
  };
}

function invalidToken(): AppError {
  return new AppError('unauthorized', API_MESSAGES.sessionExpired);
}

/**
 * Tokens whose signature this process has checked, until they expire. A browser sends the same
 * access token with every request for up to an hour (the profile poll alone every 10 s), and
 * the signature check was an eighth of that poll's CPU. The key is the whole token, so only the
 * very bytes that were verified match; the expiry is checked again on every use; and whether
 * the session still counts is read from the database on every request (require-user.ts), so a
 * sign-out, a password change or a deletion still takes effect at once.
 */
export class VerifiedTokens {
  private readonly entries = new Map<string, { claims: AccessClaims; expiresAt: number }>();

  constructor(private readonly capacity = 10_000) {}

  get(token: string, nowSeconds = Date.now() / 1000): AccessClaims | null {
    const entry = this.entries.get(token);
    if (!entry) return null;
    if (nowSeconds >= entry.expiresAt) {
      this.entries.delete(token);
      return null;
    }
    return entry.claims;
  }

  remember(token: string, claims: AccessClaims, expiresAt: number): void {
    // The oldest entry goes first (a Map keeps insertion order).
    if (this.entries.size >= this.capacity) {
      this.entries.delete(this.entries.keys().next().value!);
    }
    // Shared by every request that carries this token: nobody may change it.
    this.entries.set(token, { claims: Object.freeze(claims), expiresAt });
  }
}

function verifierFor(
  key: Parameters<typeof jwtVerify>[1] | JWTVerifyGetKey,
  options: { issuer: string; algorithms: string[] },
): TokenVerifier {
  const verified = new VerifiedTokens();
  return {
    async verify(token) {
      const known = verified.get(token);
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, key as JWTVerifyGetKey, {
          ...options,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'sub'],
        });
        const claims = toClaims(payload);
        verified.remember(token, claims, payload.exp!);
        return claims;
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof joseErrors.JOSEError) throw invalidToken();
        throw error;
      }
    },
  };
}

/** The built-in auth server's tokens, checked with its public key. */
export function localTokenVerifier(
  keys: SigningKeys,
  issuer: string,
  sessionRules: SessionRules,
): TokenVerifier {
  return { ...verifierFor(keys.publicKey, { issuer, algorithms: [SIGNING_ALG] }), sessionRules };
}

/**
 * Hosted Supabase tokens: the project's JWT secret (HS256) when given, else its published
 * JWKS (asymmetric signing keys). Either way signature, exp, aud and iss are checked.
 */
export function supabaseTokenVerifier(url: string, jwtSecret: string | undefined): TokenVerifier {
  const issuer = `${url}/auth/v1`;
  if (jwtSecret) {
    return verifierFor(new TextEncoder().encode(jwtSecret), { issuer, algorithms: ['HS256'] });
  }
  const jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  return verifierFor(jwks, { issuer, algorithms: ['ES256', 'RS256'] });
}
