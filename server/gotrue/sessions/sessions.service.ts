/**
 * Sessions of the built-in auth server: a session row per sign-in, a short-lived access token
 * (JWT) and a rotating refresh token. Revoking a session ends its tokens at once: the API checks
 * the session on every request (live-session.ts), and its refresh tokens stop working.
 */
import { and, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/connect';
import { pauseShares } from '../../db/share-pauses';
import { authRefreshTokens, authSessions, authUsers, type AuthUser } from '../schema';
import { createOpaqueToken, hashToken } from '../../security/tokens';
import { GoTrueError } from '../wire/errors';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, type AccessClaims } from './access-tokens';
import { liveSessionOfToken, sessionExpiry, type SessionRules } from './live-session';
import { openChildToken, sealChildToken } from './refresh-tokens';
import type { SigningKeys } from './signing-keys';

/** A signed-in session: what the wire turns into GoTrue's session object. */
export interface IssuedSession {
  accessToken: string;
  expiresIn: number;
  expiresAt: number;
  refreshToken: string;
  user: AuthUser;
  /** The session's row: what the Devices page lists, and what a sign-out revokes. */
  sessionId: string;
}

export interface SessionsDeps {
  db: AppDatabase;
  keys: SigningKeys;
  issuer: string;
  rules: SessionRules & {
    /** A used refresh token presented again within this many seconds still refreshes. */
    refreshReuseIntervalSeconds: number;
  };
}

/** How a session began, as GoTrue's AMR names the methods. */
export type SessionMethod = 'password' | 'recovery' | 'signup' | 'email_change';

/** GoTrue's logout scopes (internal/api/logout.go). */
export type SignOutScope = 'global' | 'local' | 'others';

export function createSessionsService({ db, keys, issuer, rules }: SessionsDeps) {
  /** A new refresh token; one that replaces `parent` is kept sealed for it (refresh-tokens.ts). */
  async function issueRefreshToken(
    tx: AppDatabase,
    sessionId: string,
    userId: string,
    parent?: { id: number; token: string },
  ): Promise<string> {
    const token = createOpaqueToken();
    await tx.insert(authRefreshTokens).values({
      tokenHash: hashToken(token),
      sessionId,
      userId,
      ...(parent && { parentId: parent.id, sealedToken: sealChildToken(token, parent.token) }),
    });
    return token;
  }

  /**
   * The newest token of the chain that `parent` began: its child, that child's child, and so
   * on, each opened with the one before. A token used before children were recorded has none
   * yet, and gets its one child now.
   */
  async function newestDescendant(
    tx: AppDatabase,
    parent: { id: number; token: string },
    sessionId: string,
    userId: string,
  ): Promise<string | null> {
    let current = parent;
    for (;;) {
      const [child] = await tx
        .select({ id: authRefreshTokens.id, sealedToken: authRefreshTokens.sealedToken })
        .from(authRefreshTokens)
        .where(eq(authRefreshTokens.parentId, current.id));
      if (!child) {
        return current === parent
          ? issueRefreshToken(tx, sessionId, userId, parent)
          : current.token;
      }
      const token = child.sealedToken ? openChildToken(child.sealedToken, current.token) : null;
      if (!token) return null;
      current = { id: child.id, token };
    }
  }

  async function issue(
    user: AuthUser,
    sessionId: string,
    refreshToken: string,
  ): Promise<IssuedSession> {
    const claims: AccessClaims = {
      sub: user.id,
      email: user.email,
      sessionId,
      userMetadata: user.userMetadata,
    };
    const { token, expiresAt } = await signAccessToken(keys, issuer, claims);
    return {
      accessToken: token,
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
      expiresAt,
      refreshToken,
      user,
      sessionId,
    };
  }

  async function revokeSessions(tx: AppDatabase, userId: string, which: SQL | undefined) {
    await tx
      .update(authSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt), which));
  }

  /** The live session behind an access token, or GoTrue's session_not_found. */
  async function requireLive(claims: AccessClaims): Promise<AuthUser> {
    if (!claims.sessionId) throw new GoTrueError(403, 'session_not_found', 'Session not found');
    const [row] = await db
      .select({ user: authUsers })
      .from(authSessions)
      .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
      .where(liveSessionOfToken({ sessionId: claims.sessionId, authUserId: claims.sub }, rules));
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
    requireLive,

    /**
     * Signs the user in: a new session, its first refresh token and an access token. `method`
     * records how (a password, or which emailed link); a 'recovery' session may set a new
     * password without the old one.
     */
    async start(user: AuthUser, method: SessionMethod = 'password'): Promise<IssuedSession> {
      const { sessionId, refreshToken, signedIn } = await db.transaction(async (tx) => {
        const [session] = await tx
          .insert(authSessions)
          .values({ userId: user.id, method })
          .returning({ id: authSessions.id });
        const [updated] = await tx
          .update(authUsers)
          .set({ lastSignInAt: new Date() })
          .where(eq(authUsers.id, user.id))
          .returning();
        const token = await issueRefreshToken(tx as unknown as AppDatabase, session!.id, user.id);
        return { sessionId: session!.id, refreshToken: token, signedIn: updated ?? user };
      });
      return issue(signedIn, sessionId, refreshToken);
    },

    /**
     * Rotation, as GoTrue's tokens/service.go: each refresh token is meant to work once. One
     * presented again within the reuse interval (two tabs, a lost answer) is answered with the
     * token already issued after it, so the session keeps one live chain; later, it was stolen
     * or replayed, so the whole session is revoked.
     */
    async refresh(refreshToken: unknown): Promise<IssuedSession> {
      const token = typeof refreshToken === 'string' ? refreshToken : '';
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
      const now = new Date();
      const expiry = sessionExpiry(row.session, rules, now);
      if (expiry) {
        throw new GoTrueError(
          400,
          'session_expired',
          expiry === 'inactivity'
            ? 'Invalid Refresh Token: Session Expired (Inactivity)'
            : 'Invalid Refresh Token: Session Expired',
        );
      }

      const sessionId = row.session.id;
      const userId = row.token.userId;
      const parent = { id: row.token.id, token };
      const next = await db.transaction(async (tx) => {
        const t = tx as unknown as AppDatabase;
        // Concurrent refreshes of one token queue here, on its row: the first issues the
        // child, the others find it.
        const [locked] = await t
          .select({ usedAt: authRefreshTokens.usedAt })
          .from(authRefreshTokens)
          .where(eq(authRefreshTokens.id, parent.id))
          .for('update');
        if (!locked) throw notFound;
        if (
          locked.usedAt &&
          now.getTime() > locked.usedAt.getTime() + rules.refreshReuseIntervalSeconds * 1000
        ) {
          await t
            .update(authSessions)
            .set({ revokedAt: now })
            .where(eq(authSessions.id, sessionId));
          return null;
        }
        const [refreshed] = await t
          .update(authSessions)
          .set({ refreshedAt: now, lastActiveAt: now })
          .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)))
          .returning({ id: authSessions.id });
        if (!refreshed) throw notFound;
        if (locked.usedAt) {
          const newest = await newestDescendant(t, parent, sessionId, userId);
          if (!newest) throw notFound;
          return newest;
        }
        await t
          .update(authRefreshTokens)
          .set({ usedAt: now })
          .where(eq(authRefreshTokens.id, parent.id));
        return issueRefreshToken(t, sessionId, userId, parent);
      });
      if (next === null) {
        throw new GoTrueError(
          400,
          'refresh_token_already_used',
          'Invalid Refresh Token: Already Used',
        );
      }
      const [user] = await db.select().from(authUsers).where(eq(authUsers.id, userId));
      if (!user) throw notFound;
      return issue(user, sessionId, next);
    },

    /**
     * Ends the current session, the user's other ones, or all of them ('global'). Signing every
     * other device out is what she does when she fears someone else is in her account, so it
     * pauses her professional links too. 'global' does not: supabase-js sends it for an
     * ordinary sign-out, and her lawyer's link must not stop each time she leaves.
     */
    async signOut(claims: AccessClaims, scope: SignOutScope): Promise<void> {
      const user = await requireLive(claims);
      if (scope === 'others') {
        await db.transaction(async (tx) => {
          const t = tx as unknown as AppDatabase;
          await revokeSessions(t, user.id, ne(authSessions.id, claims.sessionId!));
          await pauseShares(t, { authUserId: user.id }, 'signed_out_everywhere');
        });
        return;
      }
      const where = scope === 'global' ? undefined : eq(authSessions.id, claims.sessionId!);
      await revokeSessions(db, user.id, where);
    },

    /**
     * After a password change or reset: every session of the user but `keep` (the one that
     * made the change; null keeps none) ends, with its refresh tokens, at once.
     */
    async revokeOtherSessions(tx: AppDatabase, userId: string, keep: string | null) {
      await revokeSessions(tx, userId, keep ? ne(authSessions.id, keep) : undefined);
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
