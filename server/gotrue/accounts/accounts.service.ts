/**
 * The built-in auth server's logic: the part of Supabase Auth (GoTrue) that supabase-js v2
 * uses. No HTTP here; gotrue.router.ts maps it onto GoTrue's wire format.
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { hasOnlyStorableCharacters } from '@shared/validation';
import type { AppDatabase } from '../db/connect';
import { signAccessToken, ACCESS_TOKEN_TTL_SECONDS, type AccessClaims } from './access-tokens';
import { authOneTimeTokens, authRefreshTokens, authSessions, authUsers } from './auth.schema';
import type { Mailer } from './mailer';
import { hashPassword, verifyPassword } from './passwords';
import { createOpaqueToken, hashToken } from './secure-tokens';
import type { SigningKeys } from './signing-keys';

type AuthUserRow = typeof authUsers.$inferSelect;

export const RECOVERY_TOKEN_TTL_MS = 60 * 60 * 1000;
export const SIGNUP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** An error in GoTrue's shape: supabase-js shows `msg` and switches on `code`. */
export class GoTrueError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'GoTrueError';
  }
}

const invalidCredentials = () =>
  new GoTrueError(400, 'invalid_credentials', 'Invalid login credentials');

export interface GoTrueUser {
  id: string;
  aud: 'authenticated';
  role: 'authenticated';
  email: string;
  email_confirmed_at: string | null;
  confirmed_at: string | null;
  phone: string;
  last_sign_in_at: string | null;
  app_metadata: { provider: 'email'; providers: ['email'] };
  user_metadata: Record<string, unknown>;
  identities: [];
  created_at: string;
  updated_at: string;
  is_anonymous: false;
}

export interface GoTrueSession {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: GoTrueUser;
}

export interface GoTrueDeps {
  db: AppDatabase;
  keys: SigningKeys;
  issuer: string;
  mailer: Mailer;
  requireEmailConfirmation: boolean;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toGoTrueUser(row: AuthUserRow): GoTrueUser {
  return {
    id: row.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: row.email,
    email_confirmed_at: iso(row.emailConfirmedAt),
    confirmed_at: iso(row.emailConfirmedAt),
    phone: '',
    last_sign_in_at: iso(row.lastSignInAt),
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: row.userMetadata,
    identities: [],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    is_anonymous: false,
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!EMAIL.test(email) || email.length > 254) {
    throw new GoTrueError(
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    );
  }
  return email;
}

function checkPassword(value: unknown): string {
  if (typeof value !== 'string' || value.length < PASSWORD_MIN_LENGTH) {
    throw new GoTrueError(
      422,
      'weak_password',
      `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`,
    );
  }
  if (value.length > PASSWORD_MAX_LENGTH) {
    throw new GoTrueError(
      422,
      'weak_password',
      `Password should be at most ${PASSWORD_MAX_LENGTH} characters.`,
    );
  }
  return value;
}

/**
 * Only short string values: metadata ends up in every access token. Text Postgres cannot store
 * (jsonb refuses NUL and lone surrogates) is dropped like any other unusable value.
 */
function cleanMetadata(value: unknown): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const clean: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value).slice(0, 20)) {
    if (typeof item !== 'string' || key.length > 50) continue;
    // By code point: cutting by UTF-16 unit could split an emoji into a lone surrogate.
    const text = Array.from(item.trim()).slice(0, 100).join('');
    if (hasOnlyStorableCharacters(key) && hasOnlyStorableCharacters(text)) clean[key] = text;
  }
  return clean;
}

let dummyHash: Promise<string> | null = null;
/** Compared against when the email is unknown, so a wrong email costs as long as a wrong
 * password and accounts cannot be probed by timing. */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash;
}

export function createGoTrueService(deps: GoTrueDeps) {
  const { db, keys, issuer, mailer } = deps;

  async function findByEmail(email: string): Promise<AuthUserRow | undefined> {
    const [row] = await db.select().from(authUsers).where(eq(authUsers.email, email));
    return row;
  }

  async function findById(id: string): Promise<AuthUserRow | undefined> {
    const [row] = await db.select().from(authUsers).where(eq(authUsers.id, id));
    return row;
  }

  async function issueRefreshToken(
    tx: AppDatabase,
    sessionId: string,
    userId: string,
  ): Promise<string> {
    const token = createOpaqueToken();
    await tx.insert(authRefreshTokens).values({ tokenHash: hashToken(token), sessionId, userId });
    return token;
  }

  async function sessionResponse(
    user: AuthUserRow,
    sessionId: string,
    refreshToken: string,
  ): Promise<GoTrueSession> {
    const claims: AccessClaims = {
      sub: user.id,
      email: user.email,
      sessionId,
      userMetadata: user.userMetadata,
    };
    const { token, expiresAt } = await signAccessToken(keys, issuer, claims);
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: toGoTrueUser(user),
    };
  }

  async function startSession(user: AuthUserRow): Promise<GoTrueSession> {
    const { sessionId, refreshToken, signedIn } = await db.transaction(async (tx) => {
      const [session] = await tx
        .insert(authSessions)
        .values({ userId: user.id })
        .returning({ id: authSessions.id });
      const [updated] = await tx
        .update(authUsers)
        .set({ lastSignInAt: new Date() })
        .where(eq(authUsers.id, user.id))
        .returning();
      const token = await issueRefreshToken(tx as unknown as AppDatabase, session!.id, user.id);
      return { sessionId: session!.id, refreshToken: token, signedIn: updated ?? user };
    });
    return sessionResponse(signedIn, sessionId, refreshToken);
  }

  async function createOneTimeToken(
    userId: string,
    type: 'recovery' | 'signup',
    ttlMs: number,
  ): Promise<string> {
    const token = createOpaqueToken();
    await db.insert(authOneTimeTokens).values({
      tokenHash: hashToken(token),
      userId,
      type,
      expiresAt: new Date(Date.now() + ttlMs),
    });
    return token;
  }

  function verifyLink(origin: string, token: string, type: string, redirectTo: string): string {
    const params = new URLSearchParams({ token, type, redirect_to: redirectTo });
    return `${origin}/auth/v1/verify?${params.toString()}`;
  }

  /** The live session behind an access token, or GoTrue's session_not_found. */
  async function requireLiveSession(claims: AccessClaims): Promise<AuthUserRow> {
    if (!claims.sessionId) throw new GoTrueError(403, 'session_not_found', 'Session not found');
    const [row] = await db
      .select({ user: authUsers })
      .from(authSessions)
      .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
      .where(
        and(
          eq(authSessions.id, claims.sessionId),
          eq(authSessions.userId, claims.sub),
          isNull(authSessions.revokedAt),
        ),
      );
    if (!row) {
      throw new GoTrueError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      );
    }
    return row.user;
  }

  return {
    async signUp(input: {
      email: unknown;
      password: unknown;
      data: unknown;
      origin: string;
      redirectTo: string;
    }): Promise<GoTrueSession | GoTrueUser> {
      const email = normalizeEmail(input.email);
      const password = checkPassword(input.password);
      if (await findByEmail(email)) {
        throw new GoTrueError(422, 'user_already_exists', 'User already registered');
      }
      const [created] = await db
        .insert(authUsers)
        .values({
          email,
          passwordHash: await hashPassword(password),
          userMetadata: cleanMetadata(input.data),
          emailConfirmedAt: deps.requireEmailConfirmation ? null : new Date(),
        })
        .onConflictDoNothing()
        .returning();
      if (!created) throw new GoTrueError(422, 'user_already_exists', 'User already registered');
      if (!deps.requireEmailConfirmation) return startSession(created);

      const token = await createOneTimeToken(created.id, 'signup', SIGNUP_TOKEN_TTL_MS);
      const link = verifyLink(input.origin, token, 'signup', input.redirectTo);
      await mailer.send({
        to: email,
        subject: 'Confirm your Fairsplit account',
        text: `Welcome to Fairsplit. Confirm your email address by opening this link:\n\n${link}\n\nIf you did not sign up, ignore this email.`,
        link,
      });
      return toGoTrueUser(created);
    },

    async signInWithPassword(input: { email: unknown; password: unknown }): Promise<GoTrueSession> {
      const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
      const password = typeof input.password === 'string' ? input.password : '';
      const user = email ? await findByEmail(email) : undefined;
      const matches = await verifyPassword(
        password,
        user?.passwordHash ?? (await dummyPasswordHash()),
      );
      if (!user || !matches) throw invalidCredentials();
      if (!user.emailConfirmedAt) {
        throw new GoTrueError(400, 'email_not_confirmed', 'Email not confirmed');
      }
      return startSession(user);
    },

    /**
     * Rotation: each refresh token works once. Presenting a used one means it was stolen or
     * replayed, so the whole session is revoked.
     */
    async refresh(input: { refreshToken: unknown }): Promise<GoTrueSession> {
      const token = typeof input.refreshToken === 'string' ? input.refreshToken : '';
      const notFound = new GoTrueError(
        400,
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      );
      if (!token) throw notFound;
      const [row] = await db
        .select({ token: authRefreshTokens, session: authSessions })
        .from(authRefreshTokens)
        .innerJoin(authSessions, eq(authSessions.id, authRefreshTokens.sessionId))
        .where(eq(authRefreshTokens.tokenHash, hashToken(token)));
      if (!row || row.session.revokedAt) throw notFound;

      const [claimed] = await db
        .update(authRefreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(authRefreshTokens.id, row.token.id), isNull(authRefreshTokens.usedAt)))
        .returning({ id: authRefreshTokens.id });
      if (!claimed) {
        await db
          .update(authSessions)
          .set({ revokedAt: new Date() })
          .where(eq(authSessions.id, row.session.id));
        throw new GoTrueError(
          400,
          'refresh_token_already_used',
          'Invalid Refresh Token: Already Used',
        );
      }
      const user = await findById(row.token.userId);
      if (!user) throw notFound;
      const next = await issueRefreshToken(db, row.session.id, user.id);
      return sessionResponse(user, row.session.id, next);
    },

    async signOut(claims: AccessClaims, scope: string): Promise<void> {
      const user = await requireLiveSession(claims);
      const now = new Date();
      const mine = eq(authSessions.userId, user.id);
      const open = isNull(authSessions.revokedAt);
      const current = eq(authSessions.id, claims.sessionId!);
      const where =
        scope === 'global'
          ? and(mine, open)
          : scope === 'others'
            ? and(mine, open, ne(authSessions.id, claims.sessionId!))
            : and(mine, open, current);
      await db.update(authSessions).set({ revokedAt: now }).where(where);
    },

    async getUser(claims: AccessClaims): Promise<GoTrueUser> {
      return toGoTrueUser(await requireLiveSession(claims));
    },

    async updateUser(
      claims: AccessClaims,
      input: { password?: unknown; data?: unknown },
    ): Promise<GoTrueUser> {
      const user = await requireLiveSession(claims);
      const changes: Partial<typeof authUsers.$inferInsert> = {};
      if (input.password !== undefined) {
        changes.passwordHash = await hashPassword(checkPassword(input.password));
      }
      if (input.data !== undefined) {
        changes.userMetadata = { ...user.userMetadata, ...cleanMetadata(input.data) };
      }
      if (Object.keys(changes).length === 0) return toGoTrueUser(user);
      const [updated] = await db
        .update(authUsers)
        .set(changes)
        .where(eq(authUsers.id, user.id))
        .returning();
      return toGoTrueUser(updated ?? user);
    },

    /** Sends a reset link if the account exists; the caller answers {} either way. */
    async recover(input: { email: unknown; origin: string; redirectTo: string }): Promise<void> {
      const email = normalizeEmail(input.email);
      const user = await findByEmail(email);
      if (!user) return;
      const token = await createOneTimeToken(user.id, 'recovery', RECOVERY_TOKEN_TTL_MS);
      const link = verifyLink(input.origin, token, 'recovery', input.redirectTo);
      await mailer.send({
        to: email,
        subject: 'Reset your Fairsplit password',
        text: `Someone asked to reset the password of your Fairsplit account. To choose a new password, open this link within one hour:\n\n${link}\n\nIf it was not you, ignore this email: your password stays as it is.`,
        link,
      });
    },

    /** Consumes a one-time link token; a session for its user, or null when invalid. */
    async verify(input: { token: unknown; type: unknown }): Promise<GoTrueSession | null> {
      const token = typeof input.token === 'string' ? input.token : '';
      const type = input.type === 'recovery' || input.type === 'signup' ? input.type : null;
      if (!token || !type) return null;
      const [claimed] = await db
        .update(authOneTimeTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(authOneTimeTokens.tokenHash, hashToken(token)),
            eq(authOneTimeTokens.type, type),
            isNull(authOneTimeTokens.usedAt),
            sql`${authOneTimeTokens.expiresAt} > now()`,
          ),
        )
        .returning({ userId: authOneTimeTokens.userId });
      if (!claimed) return null;
      if (type === 'signup') {
        await db
          .update(authUsers)
          .set({ emailConfirmedAt: new Date() })
          .where(and(eq(authUsers.id, claimed.userId), isNull(authUsers.emailConfirmedAt)));
      }
      const user = await findById(claimed.userId);
      return user ? startSession(user) : null;
    },
  };
}

export type GoTrueService = ReturnType<typeof createGoTrueService>;
