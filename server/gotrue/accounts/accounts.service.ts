/**
 * Accounts of the built-in auth server: sign-up, password sign-in, profile, email and password
 * changes, and the emailed one-time links (confirmation, recovery, email change). No HTTP here;
 * the wire maps results onto GoTrue's format, and sessions/ issues the tokens.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { hasOnlyStorableCharacters } from '@shared/validation';
import type { AppDatabase } from '../../db/connect';
import { authFlowStates, authOneTimeTokens, authUsers, type AuthUser } from '../schema';
import { createOpaqueToken, hashToken } from '../secure-tokens';
import type { AccessClaims } from '../sessions/access-tokens';
import type { IssuedSession, SessionsService } from '../sessions/sessions.service';
import { GoTrueError } from '../wire/errors';
import type { Mailer } from '../../mail/mailer';
import { MAIL_MESSAGES } from '../../mail/messages';
import { mergeMetadata } from './metadata';
import { checkPasswordStrength, type PasswordRule } from './password-policy';
import { AUTH_CODE_TTL_MS, parsePkceParams, type PkceChallenge, verifierMatches } from './pkce';
import { hashPassword, verifyPassword } from './passwords';

export const RECOVERY_TOKEN_TTL_MS = 60 * 60 * 1000;
export const SIGNUP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const EMAIL_CHANGE_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const EMAIL_MAX_LENGTH = 254;

export interface AccountsDeps {
  db: AppDatabase;
  sessions: SessionsService;
  mailer: Mailer;
  requireEmailConfirmation: boolean;
  passwordRule: PasswordRule;
  /** The origin of every emailed link (config.publicUrl), never a request's Host. */
  siteUrl: string;
}

/** A sign-up either signs in at once or, with email confirmation on, waits for the link. */
export type SignUpResult =
  { kind: 'signed_in'; session: IssuedSession } | { kind: 'confirmation_sent'; user: AuthUser };

type OneTimeType = 'recovery' | 'signup' | 'email_change';

/**
 * What opening an emailed link gives: a session (implicit flow), or with PKCE an auth code for
 * `grant_type=pkce`; null when the link is invalid, used or expired.
 */
export type VerifyResult =
  { kind: 'session'; session: IssuedSession } | { kind: 'auth_code'; authCode: string } | null;

/** A request's PKCE parameters, as the wire reads them from the body. */
export interface PkceParams {
  codeChallenge?: unknown;
  codeChallengeMethod?: unknown;
}

const invalidCredentials = () =>
  new GoTrueError(400, 'invalid_credentials', 'Invalid login credentials');

const invalidEmail = () =>
  new GoTrueError(400, 'validation_failed', 'Unable to validate email address: invalid format');

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * A trimmed, lower-cased address, or GoTrue's validation error. The length is checked before
 * the pattern, and control characters (NUL, line breaks) never reach a query or a mail header.
 */
export function normalizeEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (
    email.length > EMAIL_MAX_LENGTH ||
    CONTROL_CHARACTERS.test(email) ||
    !hasOnlyStorableCharacters(email) ||
    !EMAIL.test(email)
  ) {
    throw invalidEmail();
  }
  return email;
}

let dummyHash: Promise<string> | null = null;
/** Compared against when the email is unknown, so a wrong email costs as long as a wrong
 * password and accounts cannot be probed by timing. */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash;
}

/**
 * What sign-up answers for an address that is already registered, with confirmation on: a user
 * shaped like a new one (GoTrue's sanitizeUser), so the answer does not tell who has an account.
 */
function obfuscatedUser(email: string, userMetadata: Record<string, unknown>): AuthUser {
  const now = new Date();
  return {
    id: crypto.randomUUID(),
    email,
    passwordHash: '',
    userMetadata,
    emailConfirmedAt: null,
    lastSignInAt: null,
    emailChange: null,
    emailChangeConfirmStatus: 0,
    emailChangeSentAt: null,
    reauthenticationTokenHash: null,
    reauthenticationSentAt: null,
    createdAt: now,
    updatedAt: now,
  };
}

export function createAccountsService(deps: AccountsDeps) {
  const { db, sessions, mailer, siteUrl } = deps;

  function verifyLink(token: string, type: OneTimeType, redirectTo: string): string {
    const params = new URLSearchParams({ token, type, redirect_to: redirectTo });
    return `${siteUrl}/auth/v1/verify?${params.toString()}`;
  }

  async function findByEmail(email: string): Promise<AuthUser | undefined> {
    const [row] = await db.select().from(authUsers).where(eq(authUsers.email, email));
    return row;
  }

  async function findById(id: string): Promise<AuthUser | undefined> {
    const [row] = await db.select().from(authUsers).where(eq(authUsers.id, id));
    return row;
  }

  /** Marks the user's unused links of `type` used: only the newest one ever works. */
  async function expireLinks(tx: AppDatabase, userId: string, type: OneTimeType): Promise<void> {
    await tx
      .update(authOneTimeTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(authOneTimeTokens.userId, userId),
          eq(authOneTimeTokens.type, type),
          isNull(authOneTimeTokens.usedAt),
        ),
      );
  }

  /** A new link of `type` (the older ones die), continuing a PKCE flow when `pkce` is given. */
  async function createLink(
    userId: string,
    type: OneTimeType,
    ttlMs: number,
    options: { redirectTo: string; email?: string; pkce?: PkceChallenge | null },
  ): Promise<string> {
    const token = createOpaqueToken();
    await db.transaction(async (tx) => {
      await expireLinks(tx as unknown as AppDatabase, userId, type);
      const [created] = await tx
        .insert(authOneTimeTokens)
        .values({
          tokenHash: hashToken(token),
          userId,
          type,
          email: options.email ?? null,
          expiresAt: new Date(Date.now() + ttlMs),
        })
        .returning({ id: authOneTimeTokens.id });
      if (options.pkce && created) {
        await tx
          .insert(authFlowStates)
          .values({ userId, oneTimeTokenId: created.id, ...options.pkce });
      }
    });
    return verifyLink(token, type, options.redirectTo);
  }

  async function sendConfirmation(
    user: AuthUser,
    redirectTo: string,
    pkce: PkceChallenge | null,
  ): Promise<void> {
    const link = await createLink(user.id, 'signup', SIGNUP_TOKEN_TTL_MS, { redirectTo, pkce });
    await mailer.send({
      to: user.email,
      ...MAIL_MESSAGES.signupConfirmation.render({ link }),
      link,
    });
  }

  /** Someone signed up with a confirmed address: its owner hears of it, nobody else. */
  async function sendAlreadyRegistered(user: AuthUser): Promise<void> {
    await mailer.send({
      to: user.email,
      ...MAIL_MESSAGES.alreadyRegistered.render({ loginUrl: `${siteUrl}/login` }),
    });
  }

  return {
    async signUp(
      input: {
        email: unknown;
        password: unknown;
        data: unknown;
        redirectTo: string;
      } & PkceParams,
    ): Promise<SignUpResult> {
      const email = normalizeEmail(input.email);
      const pkce = parsePkceParams(input.codeChallenge, input.codeChallengeMethod);
      const password = checkPasswordStrength(input.password, deps.passwordRule);
      const userMetadata = mergeMetadata({}, input.data);
      const alreadyRegistered = async (): Promise<SignUpResult> => {
        const existing = await findByEmail(email);
        if (!deps.requireEmailConfirmation || !existing) {
          throw new GoTrueError(422, 'user_already_exists', 'User already registered');
        }
        // The stored password never changes here. A new account's hash costs this long too,
        // so the answer's timing does not tell either.
        await hashPassword(password);
        if (existing.emailConfirmedAt) await sendAlreadyRegistered(existing);
        else await sendConfirmation(existing, input.redirectTo, pkce);
        return { kind: 'confirmation_sent', user: obfuscatedUser(email, userMetadata) };
      };
      if (await findByEmail(email)) return alreadyRegistered();

      const [created] = await db
        .insert(authUsers)
        .values({
          email,
          passwordHash: await hashPassword(password),
          userMetadata,
          emailConfirmedAt: deps.requireEmailConfirmation ? null : new Date(),
        })
        .onConflictDoNothing()
        .returning();
      if (!created) return alreadyRegistered();
      if (!deps.requireEmailConfirmation) {
        return { kind: 'signed_in', session: await sessions.start(created) };
      }
      await sendConfirmation(created, input.redirectTo, pkce);
      return { kind: 'confirmation_sent', user: created };
    },

    async signInWithPassword(input: { email: unknown; password: unknown }): Promise<IssuedSession> {
      const email = normalizeEmail(input.email);
      const password = typeof input.password === 'string' ? input.password : '';
      const user = await findByEmail(email);
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

    /**
     * The user these credentials belong to, or null; opens no session (re-authentication before
     * an account is deleted). Takes as long for an unknown email as for a wrong password.
     */
    async verifyCredentials(input: {
      email: unknown;
      password: unknown;
    }): Promise<AuthUser | null> {
      const email = normalizeEmail(input.email);
      const password = typeof input.password === 'string' ? input.password : '';
      const user = await findByEmail(email);
      const matches = await verifyPassword(
        password,
        user?.passwordHash ?? (await dummyPasswordHash()),
      );
      return user && matches ? user : null;
    },

    /** Removes the auth user; their sessions and tokens go with them (ON DELETE CASCADE). */
    async deleteUser(tx: AppDatabase, id: string): Promise<void> {
      await tx.delete(authUsers).where(eq(authUsers.id, id));
    },

    async getUser(claims: AccessClaims): Promise<AuthUser> {
      return sessions.requireLive(claims);
    },

    /**
     * PUT /user. A new password ends every other session of the user and every unused reset
     * link, and confirms the email (whoever sets it holds a session or a reset link). A new email,
     * with confirmation on, changes only when the link sent to it is opened (`newEmail`).
     */
    async updateUser(
      claims: AccessClaims,
      input: { password?: unknown; data?: unknown; email?: unknown; redirectTo: string },
    ): Promise<{ user: AuthUser; newEmail: string | null }> {
      const user = await sessions.requireLive(claims);
      const changes: Partial<typeof authUsers.$inferInsert> = {};
      if (input.password !== undefined) {
        const password = checkPasswordStrength(input.password, deps.passwordRule);
        if (await verifyPassword(password, user.passwordHash)) {
          throw new GoTrueError(
            422,
            'same_password',
            'New password should be different from the old password.',
          );
        }
        changes.passwordHash = await hashPassword(password);
        changes.emailConfirmedAt = user.emailConfirmedAt ?? new Date();
      }
      if (input.data !== undefined) {
        changes.userMetadata = mergeMetadata(user.userMetadata, input.data);
      }
      let newEmail: string | null = null;
      if (input.email !== undefined) {
        const email = normalizeEmail(input.email);
        if (email !== user.email) {
          if (await findByEmail(email)) {
            throw new GoTrueError(
              422,
              'email_exists',
              'A user with this email address has already been registered',
            );
          }
          if (deps.requireEmailConfirmation) newEmail = email;
          else changes.email = email;
        }
      }

      const updated = await db.transaction(async (tx) => {
        const t = tx as unknown as AppDatabase;
        const [row] =
          Object.keys(changes).length === 0
            ? [user]
            : await t.update(authUsers).set(changes).where(eq(authUsers.id, user.id)).returning();
        if (changes.passwordHash) {
          await sessions.revokeOtherSessions(t, user.id, claims.sessionId);
          await expireLinks(t, user.id, 'recovery');
          // Auth codes issued from links but not yet exchanged die with them.
          await t.delete(authFlowStates).where(eq(authFlowStates.userId, user.id));
        }
        return row ?? user;
      });
      if (newEmail) {
        const link = await createLink(user.id, 'email_change', EMAIL_CHANGE_TOKEN_TTL_MS, {
          redirectTo: input.redirectTo,
          email: newEmail,
        });
        await mailer.send({ to: newEmail, ...MAIL_MESSAGES.emailChange.render({ link }), link });
      }
      return { user: updated, newEmail };
    },

    /** Sends a reset link if the account exists; the caller answers {} either way. */
    async recover(input: { email: unknown; redirectTo: string } & PkceParams): Promise<void> {
      const email = normalizeEmail(input.email);
      const pkce = parsePkceParams(input.codeChallenge, input.codeChallengeMethod);
      const user = await findByEmail(email);
      if (!user) return;
      const link = await createLink(user.id, 'recovery', RECOVERY_TOKEN_TTL_MS, {
        redirectTo: input.redirectTo,
        pkce,
      });
      await mailer.send({ to: email, ...MAIL_MESSAGES.recovery.render({ link }), link });
    },

    /**
     * Consumes a one-time link token: a session for its user, or the auth code of the PKCE flow
     * the link continues; null when invalid. Opening any of them proves the address, so it
     * confirms the email too.
     */
    async verify(input: { token: unknown; type: unknown }): Promise<VerifyResult> {
      const token = typeof input.token === 'string' ? input.token : '';
      const type =
        input.type === 'recovery' || input.type === 'signup' || input.type === 'email_change'
          ? input.type
          : null;
      if (!token || !type) return null;
      const verified = await db.transaction(async (tx) => {
        const [claimed] = await tx
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
          .returning({
            id: authOneTimeTokens.id,
            userId: authOneTimeTokens.userId,
            email: authOneTimeTokens.email,
          });
        if (!claimed) return null;
        const changes: Partial<typeof authUsers.$inferInsert> = {};
        if (type === 'email_change') {
          if (!claimed.email) return null;
          // Taken meanwhile by another account: the link no longer applies.
          const [taken] = await tx
            .select({ id: authUsers.id })
            .from(authUsers)
            .where(eq(authUsers.email, claimed.email));
          if (taken) return null;
          changes.email = claimed.email;
        }
        await tx
          .update(authUsers)
          .set({
            ...changes,
            emailConfirmedAt: sql`coalesce(${authUsers.emailConfirmedAt}, now())`,
          })
          .where(eq(authUsers.id, claimed.userId));
        // With PKCE the link signs nobody in: it issues the code its requester's verifier redeems.
        const authCode = createOpaqueToken();
        const [flow] = await tx
          .update(authFlowStates)
          .set({ authCodeHash: hashToken(authCode), authCodeIssuedAt: new Date() })
          .where(eq(authFlowStates.oneTimeTokenId, claimed.id))
          .returning({ id: authFlowStates.id });
        return { userId: claimed.userId, authCode: flow ? authCode : null };
      });
      if (verified?.authCode) return { kind: 'auth_code', authCode: verified.authCode };
      const user = verified ? await findById(verified.userId) : undefined;
      return user ? { kind: 'session', session: await sessions.start(user) } : null;
    },

    /**
     * `grant_type=pkce`: the session for an auth code and the verifier of its challenge, with
     * GoTrue's errors. The code is deleted as it is redeemed, so it works once.
     */
    async exchangeAuthCode(input: {
      authCode: unknown;
      codeVerifier: unknown;
    }): Promise<IssuedSession> {
      const { authCode, codeVerifier } = input;
      if (
        typeof authCode !== 'string' ||
        typeof codeVerifier !== 'string' ||
        !authCode ||
        !codeVerifier
      ) {
        throw new GoTrueError(
          400,
          'validation_failed',
          'invalid request: both auth code and code verifier should be non-empty',
        );
      }
      const notFound = () =>
        new GoTrueError(
          404,
          'flow_state_not_found',
          'invalid flow state, no valid flow state found',
        );
      const [flow] = await db
        .select()
        .from(authFlowStates)
        .where(eq(authFlowStates.authCodeHash, hashToken(authCode)));
      if (!flow?.authCodeIssuedAt) throw notFound();
      if (flow.authCodeIssuedAt.getTime() + AUTH_CODE_TTL_MS < Date.now()) {
        await db.delete(authFlowStates).where(eq(authFlowStates.id, flow.id));
        throw new GoTrueError(
          422,
          'flow_state_expired',
          'invalid flow state, flow state has expired',
        );
      }
      if (!verifierMatches(flow, codeVerifier)) {
        throw new GoTrueError(
          400,
          'bad_code_verifier',
          'code challenge does not match previously saved code verifier',
        );
      }
      // Deleted by whichever request gets here first: a concurrent exchange finds nothing.
      const [redeemed] = await db
        .delete(authFlowStates)
        .where(eq(authFlowStates.id, flow.id))
        .returning({ userId: authFlowStates.userId });
      const user = redeemed ? await findById(redeemed.userId) : undefined;
      if (!user) throw notFound();
      return sessions.start(user);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
