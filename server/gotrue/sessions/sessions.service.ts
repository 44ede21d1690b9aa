/**
 * Sessions of the built-in auth server: a session row per sign-in, a short-lived access token
 * (JWT) and a single-use refresh token per turn. Revoking a session ends its tokens at once:
 * the API checks the session on every request.
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AppDatabase } from '../../db/connect';
import { authRefreshTokens, authSessions, authUsers, type AuthUser } from '../schema';
import { createOpaqueToken, hashToken } from '../secure-tokens';
import { GoTrueError } from '../wire/errors';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, type AccessClaims } from './access-tokens';
import type { SigningKeys } from './signing-keys';

/** A signed-in session: what the wire turns into GoTrue's session object. */
export interface IssuedSession {
  accessToken: string;
  expiresIn: number;
  expiresAt: number;
  refreshToken: string;
  user: AuthUser;
}

export interface SessionsDeps {
  db: AppDatabase;
  keys: SigningKeys;
  issuer: string;
}

export function createSessionsService({ db, keys, issuer }: SessionsDeps) {
  async function issueRefreshToken(
    tx: AppDatabase,
    sessionId: string,
    userId: string,
  ): Promise<string> {
    const token = createOpaqueToken();
    await tx.insert(authRefreshTokens).values({ tokenHash: hashToken(token), sessionId, userId });
    return token;
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
    };
  }

  /** The live session behind an access token, or GoTrue's session_not_found. */
  async function requireLive(claims: AccessClaims): Promise<AuthUser> {
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
    requireLive,

    /** Signs the user in: a new session, its first refresh token and an access token. */
    async start(user: AuthUser): Promise<IssuedSession> {
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
      return issue(signedIn, sessionId, refreshToken);
    },

    /**
     * Rotation: each refresh token works once. Presenting a used one means it was stolen or
     * replayed, so the whole session is revoked.
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
      const [user] = await db.select().from(authUsers).where(eq(authUsers.id, row.token.userId));
      if (!user) throw notFound;
      const next = await issueRefreshToken(db, row.session.id, user.id);
      return issue(user, row.session.id, next);
    },

    /** Ends the current session, the user's other ones, or all of them ('global'). */
    async signOut(claims: AccessClaims, scope: string): Promise<void> {
      const user = await requireLive(claims);
      const mine = eq(authSessions.userId, user.id);
      const open = isNull(authSessions.revokedAt);
      const current = eq(authSessions.id, claims.sessionId!);
      const where =
        scope === 'global'
          ? and(mine, open)
          : scope === 'others'
            ? and(mine, open, ne(authSessions.id, claims.sessionId!))
            : and(mine, open, current);
      await db.update(authSessions).set({ revokedAt: new Date() }).where(where);
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
