/**
 * When a session of the built-in auth server still counts: not revoked, younger than
 * AUTH_SESSION_TIMEBOX (if set), and refreshed within AUTH_SESSION_INACTIVITY_TIMEOUT. One SQL
 * condition, so the API's per-request check and the auth server's own checks agree.
 */
import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { authSessions } from '../schema';

export interface SessionRules {
  /** Sessions end this long after sign-in (undefined: never) … */
  timeboxMs: number | undefined;
  /** … or after this long without a refresh. */
  inactivityTimeoutMs: number;
}

/** The moment a session was last active: its last refresh, else its sign-in. */
export const sessionLastActiveAt = sql`coalesce(${authSessions.refreshedAt}, ${authSessions.createdAt})`;

export function liveSession(rules: SessionRules, now = new Date()): SQL {
  const activeSince = new Date(now.getTime() - rules.inactivityTimeoutMs).toISOString();
  return and(
    isNull(authSessions.revokedAt),
    sql`${sessionLastActiveAt} > ${activeSince}::timestamptz`,
    rules.timeboxMs === undefined
      ? undefined
      : gt(authSessions.createdAt, new Date(now.getTime() - rules.timeboxMs)),
  )!;
}

/** The session an access token names — its id and its user — if it is still live. */
export function liveSessionOfToken(
  token: { sessionId: string; authUserId: string },
  rules: SessionRules,
): SQL {
  return and(
    eq(authSessions.id, token.sessionId),
    eq(authSessions.userId, token.authUserId),
    liveSession(rules),
  )!;
}

/** Why a session found by its refresh token no longer counts (GoTrue's CheckValidity), or null. */
export function sessionExpiry(
  session: { createdAt: Date; refreshedAt: Date | null },
  rules: SessionRules,
  now = new Date(),
): 'timebox' | 'inactivity' | null {
  if (
    rules.timeboxMs !== undefined &&
    now.getTime() >= session.createdAt.getTime() + rules.timeboxMs
  ) {
    return 'timebox';
  }
  const lastActive = (session.refreshedAt ?? session.createdAt).getTime();
  return now.getTime() >= lastActive + rules.inactivityTimeoutMs ? 'inactivity' : null;
}
