/**
 * When a session of the built-in auth server still counts: not revoked, younger than
 * AUTH_SESSION_TIMEBOX (if set), and refreshed within AUTH_SESSION_INACTIVITY_TIMEOUT. One SQL
 * condition, so the API's per-request check and the auth server's own checks agree.
 */
import { and, eq, isNull, type Placeholder, sql, type SQL } from 'drizzle-orm';
import { authSessions } from '../schema';

export interface SessionRules {
  /** Sessions end this long after sign-in (undefined: never) … */
  timeboxMs: number | undefined;
  /** … or after this long without a refresh. */
  inactivityTimeoutMs: number;
}

/** The moment a session was last active: its last refresh, else its sign-in. */
const sessionLastActiveAt = sql`coalesce(${authSessions.refreshedAt}, ${authSessions.createdAt})`;

/** The bounds a live session is within at `now`: active since, and created after (a timebox). */
export function liveSessionBounds(rules: SessionRules, now = new Date()) {
  return {
    activeSince: new Date(now.getTime() - rules.inactivityTimeoutMs).toISOString(),
    createdAfter:
      rules.timeboxMs === undefined
        ? undefined
        : new Date(now.getTime() - rules.timeboxMs).toISOString(),
  };
}

/** Values, or placeholders a prepared query fills in on each run. */
export interface LiveSessionBounds {
  activeSince: string | Placeholder<string>;
  createdAfter: string | Placeholder<string> | undefined;
}

export function liveSessionWithin(bounds: LiveSessionBounds): SQL {
  return and(
    isNull(authSessions.revokedAt),
    sql`${sessionLastActiveAt} > ${bounds.activeSince}::timestamptz`,
    bounds.createdAfter === undefined
      ? undefined
      : sql`${authSessions.createdAt} > ${bounds.createdAfter}::timestamptz`,
  )!;
}

export function liveSession(rules: SessionRules, now = new Date()): SQL {
  return liveSessionWithin(liveSessionBounds(rules, now));
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
