/**
 * Accounts of the built-in auth server: sign-up, password sign-in, profile and password
 * changes, and the emailed one-time links (confirmation, recovery). No HTTP here; the wire
 * maps results onto GoTrue's format, and sessions/ issues the tokens.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { hasOnlyStorableCharacters } from '@shared/validation';
import type { AppDatabase } from '../../db/connect';
import { authOneTimeTokens, authUsers, type AuthUser } from '../schema';
import { createOpaqueToken, hashToken } from '../secure-tokens';
import type { AccessClaims } from '../sessions/access-tokens';
import type { IssuedSession, SessionsService } from '../sessions/sessions.service';
import { GoTrueError } from '../wire/errors';
import type { Mailer } from './mailer';
import { hashPassword, verifyPassword } from './passwords';

export const RECOVERY_TOKEN_TTL_MS = 60 * 60 * 1000;
export const SIGNUP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export interface AccountsDeps {
  db: AppDatabase;
  sessions: SessionsService;
  mailer: Mailer;
  requireEmailConfirmation: boolean;
}

/** A sign-up either signs in at once or, with email confirmation on, waits for the link. */
export type SignUpResult =
  { kind: 'signed_in'; session: IssuedSession } | { kind: 'confirmation_sent'; user: AuthUser };

const invalidCredentials = () =>
  new GoTrueError(400, 'invalid_credentials', 'Invalid login credentials');

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

function verifyLink(origin: string, token: string, type: string, redirectTo: string): string {
  const params = new URLSearchParams({ token, type, redirect_to: redirectTo });
  return `${origin}/auth/v1/verify?${params.toString()}`;
}

export function createAccountsService(deps: AccountsDeps) {
  const { db, sessions, mailer } = deps;

  async function findByEmail(email: string): Promise<AuthUser | undefined> {
    const [row] = await db.select().from(authUsers).where(eq(authUsers.email, email));
    return row;
  }

  async function findById(id: string): Promise<AuthUser | undefined> {
    const [row] = await db.select().from(authUsers).where(eq(authUsers.id, id));
    return row;
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

  return {
    async signUp(input: {
      email: unknown;
      password: unknown;
      data: unknown;
      origin: string;
      redirectTo: string;
    }): Promise<SignUpResult> {
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
      if (!deps.requireEmailConfirmation) {
        return { kind: 'signed_in', session: await sessions.start(created) };
      }

      const token = await createOneTimeToken(created.id, 'signup', SIGNUP_TOKEN_TTL_MS);
      const link = verifyLink(input.origin, token, 'signup', input.redirectTo);
      await mailer.send({
        to: email,
        subject: 'Confirm your Fairsplit account',
        text: `Welcome to Fairsplit. Confirm your email address by opening this link:\n\n${link}\n\nIf you did not sign up, ignore this email.`,
        link,
      });
      return { kind: 'confirmation_sent', user: created };
    },

    async signInWithPassword(input: { email: unknown; password: unknown }): Promise<IssuedSession> {
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
      return sessions.start(user);
    },

    async getUser(claims: AccessClaims): Promise<AuthUser> {
      return sessions.requireLive(claims);
    },

    async updateUser(
      claims: AccessClaims,
      input: { password?: unknown; data?: unknown },
    ): Promise<AuthUser> {
      const user = await sessions.requireLive(claims);
      const changes: Partial<typeof authUsers.$inferInsert> = {};
      if (input.password !== undefined) {
        changes.passwordHash = await hashPassword(checkPassword(input.password));
      }
      if (input.data !== undefined) {
        changes.userMetadata = { ...user.userMetadata, ...cleanMetadata(input.data) };
      }
      if (Object.keys(changes).length === 0) return user;
      const [updated] = await db
        .update(authUsers)
        .set(changes)
        .where(eq(authUsers.id, user.id))
        .returning();
      return updated ?? user;
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
    async verify(input: { token: unknown; type: unknown }): Promise<IssuedSession | null> {
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
      return user ? sessions.start(user) : null;
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
