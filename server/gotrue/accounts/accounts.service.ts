/**
 * Accounts of the built-in auth server: sign-up, password sign-in, profile, email and password
 * changes, and the emailed one-time links (confirmation, recovery, email change). No HTTP here;
 * the wire maps results onto GoTrue's format, and sessions/ issues the tokens.
 */
import { mailMessages, mailPhrases } from '../../mail/messages.es';
import { createHash, randomInt } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { hasOnlyStorableCharacters } from '@shared/validation';
import type { AppDatabase } from '../../db/connect';
import { pauseShares } from '../../db/share-pauses';
import {
  authFlowStates,
  authOneTimeTokens,
  authSessions,
  authUsers,
  type AuthUser,
  mailQueue,
} from '../schema';
import { createOpaqueToken, hashToken } from '../../security/tokens';
import type { AccessClaims } from '../sessions/access-tokens';
import type { IssuedSession, SessionsService } from '../sessions/sessions.service';
import { GoTrueError } from '../wire/errors';
import { hitRateLimit } from '../../security/rate-limit';
import type { Mailer } from '../../mail/mailer';
import type { MailQueue } from '../../mail/mail-queue';
import { mailTime } from '../../mail/messages';
import { mergeMetadata } from './metadata';
import { checkPasswordStrength, type PasswordRule } from './password-policy';
import { AUTH_CODE_TTL_MS, parsePkceParams, type PkceChallenge, verifierMatches } from './pkce';
import { hashPassword, verifyPassword } from '../../security/passwords';

const RECOVERY_TOKEN_TTL_MS = 60 * 60 * 1000;
const SIGNUP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
const EMAIL_CHANGE_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
const EMAIL_MAX_LENGTH = 254;

export interface AccountsDeps {
  db: AppDatabase;
  sessions: SessionsService;
  mailer: Mailer;
  /** Mail sent after the answer (the reset link), so its timing and failures never show. */
  mailQueue: MailQueue;
  requireEmailConfirmation: boolean;
  passwordRule: PasswordRule;
  /** The origin of every emailed link (config.publicUrl), never a request's Host. */
  siteUrl: string;
  /**
   * AUTH_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD (on by default): a new password needs the
   * current one (or a reauthentication code), except in a session a reset link just opened.
   */
  updatePasswordRequireCurrentPassword: boolean;
  /** AUTH_RECOVERY_MAIL_INTERVAL: at most one reset mail per account this often (0: no limit). */
  recoveryMailIntervalSeconds: number;
}

/** Who asked for a change, for the notice that tells the account's owner. */
export interface ChangeContext {
  /** The browser, as its User-Agent describes it. */
  device: string;
}

/** A sign-up either signs in at once or, with email confirmation on, waits for the link. */
export type SignUpResult =
  { kind: 'signed_in'; session: IssuedSession } | { kind: 'confirmation_sent'; user: AuthUser };

type OneTimeType = 'recovery' | 'signup' | 'email_change' | 'email_change_current';

/** A reset link's session may set a password without the old one for this long. */
const RECOVERY_SESSION_GRACE_MS = RECOVERY_TOKEN_TTL_MS;
/** GET /reauthenticate's code works once, for this long. */
const REAUTHENTICATION_TTL_MS = 60 * 60 * 1000;

/** GoTrue's answer when the first of the two email-change links is opened. */
const SINGLE_CONFIRMATION_ACCEPTED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/**
 * What opening an emailed link gives: a session (implicit flow), or with PKCE an auth code for
 * `grant_type=pkce`; null when the link is invalid, used or expired.
 */
export type VerifyResult =
  | { kind: 'session'; session: IssuedSession }
  | { kind: 'auth_code'; authCode: string }
  /** The first of the two email-change links: nothing changes until the other is opened. */
  | { kind: 'message'; message: string }
  | null;

/** A checked reset request (prepareRecovery), sent after the answer (sendRecovery). */
export interface RecoveryRequest {
  email: string;
  pkce: PkceChallenge | null;
  redirectTo: string;
}

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

/** A reauthentication code as stored: the SHA-256 of the address and the code together. */
function reauthenticationHash(email: string, code: string): string {
  return createHash('sha256').update(`${email}${code}`).digest('hex');
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
    options: {
      redirectTo: string;
      email?: string;
      pkce?: PkceChallenge | null;
      /** The sign-up's own password hash and names, which opening a signup link sets. */
      signUp?: { passwordHash: string; userMetadata: Record<string, unknown> };
      /** The type the link names (both email-change links say 'email_change', as GoTrue's do). */
      linkType?: OneTimeType;
    },
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
          passwordHash: options.signUp?.passwordHash ?? null,
          userMetadata: options.signUp?.userMetadata ?? null,
          expiresAt: new Date(Date.now() + ttlMs),
        })
        .returning({ id: authOneTimeTokens.id });
      if (options.pkce && created) {
        await tx
          .insert(authFlowStates)
          .values({ userId, oneTimeTokenId: created.id, ...options.pkce });
      }
    });
    return verifyLink(token, options.linkType ?? type, options.redirectTo);
  }

  /** The confirmation link of one sign-up: it carries that sign-up's password and names. */
  async function sendConfirmation(
    user: AuthUser,
    redirectTo: string,
    pkce: PkceChallenge | null,
    signUp: { passwordHash: string; userMetadata: Record<string, unknown> },
  ): Promise<void> {
    const link = await createLink(user.id, 'signup', SIGNUP_TOKEN_TTL_MS, {
      redirectTo,
      pkce,
      signUp,
    });
    await mailer.send({
      to: user.email,
      ...mailMessages().signupConfirmation.render({ link }),
      link,
    });
  }

  /** The account's own address hears of a change to its password or address. */
  async function sendChangeNotice(to: string, change: string, context: ChangeContext) {
    await mailer.send({
      to,
      ...mailMessages().accountChanged.render({
        change,
        when: mailTime(new Date()),
        device: context.device,
        resetUrl: `${siteUrl}/reset-password`,
      }),
    });
  }

  /**
   * Whether this session may set a new password without the current one: GoTrue's recovery
   * session (a reset link opened), and only soon after, so a forgotten open tab does not count.
   */
  async function isFreshRecoverySession(sessionId: string | null | undefined): Promise<boolean> {
    if (!sessionId) return false;
    const [row] = await db
      .select({ method: authSessions.method, createdAt: authSessions.createdAt })
      .from(authSessions)
      .where(eq(authSessions.id, sessionId));
    return (
      row?.method === 'recovery' && Date.now() - row.createdAt.getTime() < RECOVERY_SESSION_GRACE_MS
    );
  }

  /** GoTrue's reauthentication code check: right, unused and recent, then spent. */
  async function spendReauthentication(user: AuthUser, nonce: string): Promise<void> {
    const invalid = () =>
      new GoTrueError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
    if (!user.reauthenticationTokenHash || !user.reauthenticationSentAt) throw invalid();
    if (Date.now() - user.reauthenticationSentAt.getTime() > REAUTHENTICATION_TTL_MS) {
      throw invalid();
    }
    const [spent] = await db
      .update(authUsers)
      .set({ reauthenticationTokenHash: null, reauthenticationSentAt: null })
      .where(
        and(
          eq(authUsers.id, user.id),
          eq(authUsers.reauthenticationTokenHash, reauthenticationHash(user.email, nonce)),
        ),
      )
      .returning({ id: authUsers.id });
    if (!spent) throw invalid();
  }

  /** The reset link for an existing account, queued; nothing for an unknown address. */
  async function queueRecovery({ email, pkce, redirectTo }: RecoveryRequest): Promise<void> {
    const user = await findByEmail(email);
    if (!user) return;
    const interval = deps.recoveryMailIntervalSeconds;
    if (interval > 0) {
      const throttle = await hitRateLimit(db, `recover-mail:${user.id}`, 1, interval);
      if (!throttle.allowed) return;
    }
    const link = await createLink(user.id, 'recovery', RECOVERY_TOKEN_TTL_MS, { redirectTo, pkce });
    await deps.mailQueue.enqueue({ to: email, ...mailMessages().recovery.render({ link }), link });
  }

  /** Resets being queued after their answer went out (mailSettled waits for them). */
  const inFlight = new Set<Promise<void>>();

  /** Someone signed up with a confirmed address: its owner hears of it, nobody else. */
  async function sendAlreadyRegistered(user: AuthUser): Promise<void> {
    await mailer.send({
      to: user.email,
      ...mailMessages().alreadyRegistered.render({ loginUrl: `${siteUrl}/login` }),
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
        // The stored password never changes here: the link this sign-up gets carries its own,
        // which only opening it (proving the address) sets. Hashing it costs what a new
        // account's does, so the answer's timing does not tell either.
        const passwordHash = await hashPassword(password);
        if (existing.emailConfirmedAt) await sendAlreadyRegistered(existing);
        else
          await sendConfirmation(existing, input.redirectTo, pkce, { passwordHash, userMetadata });
        return { kind: 'confirmation_sent', user: obfuscatedUser(email, userMetadata) };
      };
      if (await findByEmail(email)) return alreadyRegistered();

      const passwordHash = await hashPassword(password);
      const [created] = await db
        .insert(authUsers)
        .values({
          email,
          passwordHash,
          userMetadata,
          emailConfirmedAt: deps.requireEmailConfirmation ? null : new Date(),
        })
        .onConflictDoNothing()
        .returning();
      if (!created) return alreadyRegistered();
      if (!deps.requireEmailConfirmation) {
        return { kind: 'signed_in', session: await sessions.start(created) };
      }
      await sendConfirmation(created, input.redirectTo, pkce, { passwordHash, userMetadata });
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

    /**
     * Removes the auth user; their sessions and tokens go with them (ON DELETE CASCADE), and so
     * does any mail still queued for their address (a reset link waiting for the mail server).
     */
    async deleteUser(tx: AppDatabase, id: string): Promise<void> {
      const [gone] = await tx
        .delete(authUsers)
        .where(eq(authUsers.id, id))
        .returning({ email: authUsers.email });
      if (gone) await tx.delete(mailQueue).where(eq(mailQueue.to, gone.email));
    },

    async getUser(claims: AccessClaims): Promise<AuthUser> {
      return sessions.requireLive(claims);
    },

    /**
     * PUT /user. A new password needs the current one (or a reauthentication code) unless this
     * session came from a reset link a moment ago; it ends every other session, every unused
     * reset link and any pending email change, pauses her professional links (shares), and
     * confirms the email. A new email changes only when both links are opened: one to the
     * address in use, one to the new address (GoTrue's secure email change). A taken address
     * answers as a free one does; its owner hears of it. The account's address is told of every
     * password or address change.
     */
    async updateUser(
      claims: AccessClaims,
      input: {
        password?: unknown;
        currentPassword?: unknown;
        nonce?: unknown;
        data?: unknown;
        email?: unknown;
        redirectTo: string;
      },
      context: ChangeContext,
    ): Promise<AuthUser> {
      const user = await sessions.requireLive(claims);
      const changes: Partial<typeof authUsers.$inferInsert> = {};
      /** A new password set in the session a reset link just opened: a reset, not a change. */
      let isReset = false;
      if (input.password !== undefined) {
        const password = checkPasswordStrength(input.password, deps.passwordRule);
        isReset = await isFreshRecoverySession(claims.sessionId);
        if (deps.updatePasswordRequireCurrentPassword && !isReset) {
          if (typeof input.nonce === 'string' && input.nonce !== '') {
            await spendReauthentication(user, input.nonce);
          } else {
            const current = typeof input.currentPassword === 'string' ? input.currentPassword : '';
            if (current === '') {
              throw new GoTrueError(
                400,
                'current_password_required',
                'Current password required when setting new password.',
              );
            }
            if (!(await verifyPassword(current, user.passwordHash))) {
              throw new GoTrueError(
                400,
                'current_password_mismatch',
                'Current password required when setting new password.',
              );
            }
          }
        }
        if (await verifyPassword(password, user.passwordHash)) {
          throw new GoTrueError(
            422,
            'same_password',
            'New password should be different from the old password.',
          );
        }
        changes.passwordHash = await hashPassword(password);
        changes.emailConfirmedAt = user.emailConfirmedAt ?? new Date();
        // Whoever can set the password decides the address: a change asked for meanwhile ends.
        changes.emailChange = null;
        changes.emailChangeConfirmStatus = 0;
      }
      if (input.data !== undefined) {
        changes.userMetadata = mergeMetadata(user.userMetadata, input.data);
      }
      let newEmail: string | null = null;
      let takenBy: AuthUser | undefined;
      if (input.email !== undefined) {
        const email = normalizeEmail(input.email);
        if (email !== user.email) {
          takenBy = await findByEmail(email);
          newEmail = email;
          if (!takenBy) {
            changes.emailChange = email;
            changes.emailChangeConfirmStatus = 0;
            changes.emailChangeSentAt = new Date();
          }
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
          await expireLinks(t, user.id, 'email_change');
          await expireLinks(t, user.id, 'email_change_current');
          // Auth codes issued from links but not yet exchanged die with them.
          await t.delete(authFlowStates).where(eq(authFlowStates.userId, user.id));
          // Her lawyer's links stop with the old password: whoever changed it may not be her.
          await pauseShares(
            t,
            { authUserId: user.id },
            isReset ? 'password_reset' : 'password_changed',
          );
        }
        return row ?? user;
      });
      if (changes.passwordHash)
        await sendChangeNotice(user.email, mailPhrases().yourPassword, context);
      if (newEmail && takenBy) {
        // The same answer as for a free address; the address's owner is the one who hears.
        await sendAlreadyRegistered(takenBy);
        return { ...updated, emailChange: newEmail, emailChangeSentAt: new Date() };
      }
      if (newEmail) {
        const options = { redirectTo: input.redirectTo, email: newEmail };
        const toNew = await createLink(user.id, 'email_change', EMAIL_CHANGE_TOKEN_TTL_MS, options);
        const toCurrent = await createLink(
          user.id,
          'email_change_current',
          EMAIL_CHANGE_TOKEN_TTL_MS,
          { ...options, linkType: 'email_change' },
        );
        await mailer.send({
          to: newEmail,
          ...mailMessages().emailChange.render({ link: toNew }),
          link: toNew,
        });
        await mailer.send({
          to: user.email,
          ...mailMessages().emailChangeCurrent.render({
            link: toCurrent,
            newEmail,
            resetUrl: `${siteUrl}/reset-password`,
          }),
          link: toCurrent,
        });
      }
      return updated;
    },

    /**
     * GET /reauthenticate: a six-digit code to the account's address, which PUT /user accepts
     * as `nonce` in place of the current password. A new code replaces the last.
     */
    async reauthenticate(claims: AccessClaims): Promise<void> {
      const user = await sessions.requireLive(claims);
      if (!user.emailConfirmedAt) {
        throw new GoTrueError(422, 'email_not_confirmed', 'Please verify your email first.');
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db
        .update(authUsers)
        .set({
          reauthenticationTokenHash: reauthenticationHash(user.email, code),
          reauthenticationSentAt: new Date(),
        })
        .where(eq(authUsers.id, user.id));
      await mailer.send({ to: user.email, ...mailMessages().reauthentication.render({ code }) });
    },

    /**
     * A reset request, checked (a malformed address or PKCE challenge is refused here, the
     * same for every address) and ready for `sendRecovery` once the caller has answered.
     */
    prepareRecovery(input: { email: unknown; redirectTo: string } & PkceParams): RecoveryRequest {
      return {
        email: normalizeEmail(input.email),
        pkce: parsePkceParams(input.codeChallenge, input.codeChallengeMethod),
        redirectTo: input.redirectTo,
      };
    },

    /**
     * Queues a reset link if the account exists. The caller has answered {} already, so neither
     * the lookup nor the mail shows in the answer. One mail a minute per account at most
     * (AUTH_RECOVERY_MAIL_INTERVAL, as GoTrue): more requests send nothing, and are never
     * refused, so nobody can stop her own reset by asking for hers first.
     */
    sendRecovery(request: RecoveryRequest): Promise<void> {
      const sending = queueRecovery(request);
      inFlight.add(sending);
      void sending.catch(() => {}).finally(() => inFlight.delete(sending));
      return sending;
    },

    /**
     * Resolves once every reset asked for so far is queued and the queue is empty (or waiting to
     * retry): the dev outbox then holds its mail. For tests and a clean shutdown.
     */
    async mailSettled(): Promise<void> {
      await Promise.allSettled([...inFlight]);
      await deps.mailQueue.deliverDue();
    },

    /**
     * Consumes a one-time link token: a session for its user, or the auth code of the PKCE flow
     * the link continues; null when invalid. Opening any of them proves the address, so it
     * confirms the email too, and voids the sign-up links still unused. A signup link sets the
     * password and names of the sign-up that asked for it and ends every other session; of the
     * two email-change links, the first opened only counts (`message`), the second moves the
     * account.
     */
    async verify(
      input: { token: unknown; type: unknown },
      context: ChangeContext,
    ): Promise<VerifyResult> {
      const token = typeof input.token === 'string' ? input.token : '';
      const type =
        input.type === 'recovery' || input.type === 'signup' || input.type === 'email_change'
          ? input.type
          : null;
      if (!token || !type) return null;
      const types: OneTimeType[] =
        type === 'email_change' ? ['email_change', 'email_change_current'] : [type];
      /** The address an applied email change moved the account from: it hears of it. */
      let movedFrom: string | null = null;
      const verified = await db.transaction(async (tx) => {
        const t = tx as unknown as AppDatabase;
        const [claimed] = await tx
          .update(authOneTimeTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(authOneTimeTokens.tokenHash, hashToken(token)),
              inArray(authOneTimeTokens.type, types),
              isNull(authOneTimeTokens.usedAt),
              sql`${authOneTimeTokens.expiresAt} > now()`,
            ),
          )
          .returning({
            id: authOneTimeTokens.id,
            userId: authOneTimeTokens.userId,
            email: authOneTimeTokens.email,
            passwordHash: authOneTimeTokens.passwordHash,
            userMetadata: authOneTimeTokens.userMetadata,
          });
        if (!claimed) return null;
        const changes: Partial<typeof authUsers.$inferInsert> = {};
        if (type === 'email_change') {
          if (!claimed.email) return null;
          // Counted in one statement, so two links opened at once still add up to two.
          const [counted] = await tx
            .update(authUsers)
            .set({ emailChangeConfirmStatus: sql`${authUsers.emailChangeConfirmStatus} + 1` })
            .where(and(eq(authUsers.id, claimed.userId), eq(authUsers.emailChange, claimed.email)))
            .returning({ status: authUsers.emailChangeConfirmStatus });
          // A later change, or a password change, has replaced the one this link was for.
          if (!counted) return null;
          if (counted.status < 2) return { kind: 'counted' as const };
          // Taken meanwhile by another account: the change no longer applies.
          const [taken] = await tx
            .select({ id: authUsers.id })
            .from(authUsers)
            .where(eq(authUsers.email, claimed.email));
          if (taken) return null;
          const [before] = await tx
            .select({ email: authUsers.email })
            .from(authUsers)
            .where(eq(authUsers.id, claimed.userId));
          movedFrom = before?.email ?? null;
          Object.assign(changes, {
            email: claimed.email,
            emailChange: null,
            emailChangeConfirmStatus: 0,
          });
        }
        if (type === 'signup' && claimed.passwordHash) {
          const [owner] = await tx
            .select({ confirmedAt: authUsers.emailConfirmedAt })
            .from(authUsers)
            .where(eq(authUsers.id, claimed.userId));
          // Before the address is proven, whoever registered it first keeps nothing: the
          // password and names are this sign-up's, and no earlier session survives.
          if (owner && !owner.confirmedAt) {
            changes.passwordHash = claimed.passwordHash;
            changes.userMetadata = claimed.userMetadata ?? {};
            await sessions.revokeOtherSessions(t, claimed.userId, null);
          }
        }
        await tx
          .update(authUsers)
          .set({
            ...changes,
            emailConfirmedAt: sql`coalesce(${authUsers.emailConfirmedAt}, now())`,
          })
          .where(eq(authUsers.id, claimed.userId));
        await expireLinks(t, claimed.userId, 'signup');
        // With PKCE the link signs nobody in: it issues the code its requester's verifier redeems.
        const authCode = createOpaqueToken();
        const [flow] = await tx
          .update(authFlowStates)
          .set({ authCodeHash: hashToken(authCode), authCodeIssuedAt: new Date() })
          .where(eq(authFlowStates.oneTimeTokenId, claimed.id))
          .returning({ id: authFlowStates.id });
        return {
          kind: 'verified' as const,
          userId: claimed.userId,
          authCode: flow ? authCode : null,
        };
      });
      if (!verified) return null;
      if (verified.kind === 'counted')
        return { kind: 'message', message: SINGLE_CONFIRMATION_ACCEPTED };
      if (movedFrom) {
        const user = await findById(verified.userId);
        if (user) {
          await sendChangeNotice(movedFrom, mailPhrases().yourEmailNow(user.email), context);
        }
      }
      if (verified.authCode) return { kind: 'auth_code', authCode: verified.authCode };
      const user = await findById(verified.userId);
      if (!user) return null;
      return { kind: 'session', session: await sessions.start(user, type) };
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
      const [link] = await db
        .select({ type: authOneTimeTokens.type })
        .from(authOneTimeTokens)
        .where(eq(authOneTimeTokens.id, flow.oneTimeTokenId));
      const [redeemed] = await db
        .delete(authFlowStates)
        .where(eq(authFlowStates.id, flow.id))
        .returning({ userId: authFlowStates.userId });
      const user = redeemed ? await findById(redeemed.userId) : undefined;
      if (!user) throw notFound();
      // The session is what the link was: a reset link's may set a password without the old one.
      return sessions.start(user, link?.type === 'recovery' ? 'recovery' : 'signup');
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
