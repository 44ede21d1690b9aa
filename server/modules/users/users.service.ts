/**
 * The product's own user rows, keyed by the auth provider's user id. Created on the first
 * authenticated request or by POST /api/auth/register-db-user, whichever comes first.
 */
import { API_MESSAGES } from '@shared/api-messages';
import { and, eq, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { RegisteredUser } from '@shared/auth';
import { NO_PARTIES, type Parties } from '@shared/parties';
import { toSubscriptionStatus } from '@shared/subscriptions';
import { deletedAccounts, users, type User } from '../../db/schema';
import type { AppDatabase } from '../../db/connect';
import { settingRevision, writeWithRevision } from '../../db/revisions';
import { preparedPerDatabase } from '../../db/prepared';
import {
  liveSessionBounds,
  liveSessionWithin,
  type SessionRules,
} from '../../gotrue/sessions/live-session';
import { authSessions } from '../../gotrue/schema';
import { AppError } from '../../http/app-error';
import { touchSession } from '../devices/devices.service';

export interface UserIdentity {
  authUserId: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  /**
   * The sign-up form's "Tips and news by email" choice (the token's user_metadata), kept as the
   * account's email preference when its row is made; later the profile's switch decides.
   */
  marketingOptIn?: boolean;
}

/** The user as register-db-user answers it (docs/product.md#api-conventions). */
export function toUserDto(user: User): RegisteredUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    subscription_status: toSubscriptionStatus(user.subscriptionStatus),
  };
}

export function findUserByAuthId(db: AppDatabase, authUserId: string): Promise<User | undefined> {
  return db
    .select()
    .from(users)
    .where(eq(users.authUserId, authUserId))
    .then((rows) => rows[0]);
}

/**
 * The built-in auth server's check and the user's row in one query: `live` says whether the
 * token's session still counts (not signed out, revoked by a password change, timed out);
 * `user` is the row, if there is one yet. A live session's "last active" (the Devices page)
 * moves to now when it is a minute old.
 */
export async function findUserInLiveSession(
  db: AppDatabase,
  session: { authUserId: string; sessionId: string },
  rules: SessionRules,
): Promise<{ live: boolean; user: User | undefined }> {
  const bounds = liveSessionBounds(rules);
  const query =
    bounds.createdAfter === undefined ? userInLiveSession(db) : userInLiveTimeboxedSession(db);
  const [row] = await query.execute({ ...session, ...bounds });
  if (row) await touchSession(db, session.sessionId, row.lastActiveAt);
  return { live: row !== undefined, user: row?.user ?? undefined };
}

/** Every signed-in request runs it: prepared (db/prepared.ts), with or without a timebox. */
function userInLiveSessionQuery(db: AppDatabase, timeboxed: boolean) {
  return db
    .select({ user: users, lastActiveAt: authSessions.lastActiveAt })
    .from(authSessions)
    .leftJoin(users, eq(users.authUserId, authSessions.userId))
    .where(
      and(
        eq(authSessions.id, sql.placeholder('sessionId')),
        eq(authSessions.userId, sql.placeholder('authUserId')),
        liveSessionWithin({
          activeSince: sql.placeholder('activeSince'),
          createdAfter: timeboxed ? sql.placeholder('createdAfter') : undefined,
        }),
      ),
    )
    .prepare(timeboxed ? 'user_in_live_timeboxed_session' : 'user_in_live_session');
}
const userInLiveSession = preparedPerDatabase((db) => userInLiveSessionQuery(db, false));
const userInLiveTimeboxedSession = preparedPerDatabase((db) => userInLiveSessionQuery(db, true));

/** 'Jane.Doe+x@Example.com' → 'jane.doe_x'; never empty. */
function usernameBase(email: string): string {
  const local = email.split('@')[0] ?? '';
  const cleaned = local
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '_')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, 30);
  return cleaned || 'user';
}

const MAX_ATTEMPTS = 6;

/**
 * Returns the user's row, creating it if needed (idempotent: one row per auth user however
 * often it is called). Names, when given, are updated; the email always follows the token.
 * `known` is the row when the caller has already looked it up (undefined: look it up here).
 */
export async function ensureUser(
  db: AppDatabase,
  identity: UserIdentity,
  known?: User | null,
): Promise<User> {
  const email = identity.email.trim().toLowerCase();
  const names = {
    ...(identity.firstName != null ? { firstName: identity.firstName } : {}),
    ...(identity.lastName != null ? { lastName: identity.lastName } : {}),
  };
  const existing =
    known === undefined ? await findUserByAuthId(db, identity.authUserId) : (known ?? undefined);
  if (existing) {
    const changed =
      existing.email !== email ||
      (names.firstName !== undefined && names.firstName !== existing.firstName) ||
      (names.lastName !== undefined && names.lastName !== existing.lastName);
    if (!changed) return existing;
    const [updated] = await db
      .update(users)
      .set({ email, ...names })
      .where(eq(users.id, existing.id))
      .returning();
    return updated ?? existing;
  }

  // A first visit, or an account that was deleted while this token was still valid: only the
  // first may create the row.
  const [deleted] = await db
    .select({ authUserId: deletedAccounts.authUserId })
    .from(deletedAccounts)
    .where(eq(deletedAccounts.authUserId, identity.authUserId));
  if (deleted) throw AppError.unauthorized(API_MESSAGES.sessionExpired);

  const base = usernameBase(email);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const username = attempt === 0 ? base : `${base}${randomInt(1000, 100000)}`;
    const [created] = await db
      .insert(users)
      .values({
        authUserId: identity.authUserId,
        email,
        username,
        ...names,
        ...(identity.marketingOptIn !== undefined
          ? { marketingOptIn: identity.marketingOptIn }
          : {}),
      })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    // Nothing inserted: another request created this user meanwhile, or the username or the
    // email is taken.
    const raced = await findUserByAuthId(db, identity.authUserId);
    if (raced) return raced;
    const [sameEmail] = await db.select().from(users).where(eq(users.email, email));
    if (sameEmail) {
      throw new AppError('account_exists', API_MESSAGES.accountExists);
    }
  }
  throw new AppError('username_taken', API_MESSAGES.usernameTaken);
}

/** "Who is who" (shared/parties.ts) as the account keeps it. */
export function toParties(user: Pick<User, 'spouseRole' | 'spouse1Name' | 'spouse2Name'>): Parties {
  return {
    spouse_role:
      user.spouseRole === 'spouse_1' || user.spouseRole === 'spouse_2' ? user.spouseRole : null,
    spouse_1_name: user.spouse1Name,
    spouse_2_name: user.spouse2Name,
  };
}

/** The user's "who is who"; nothing set for a user that does not exist (any more). */
export async function findParties(db: AppDatabase, userId: number): Promise<Parties> {
  const [row] = await db
    .select({
      spouseRole: users.spouseRole,
      spouse1Name: users.spouse1Name,
      spouse2Name: users.spouse2Name,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ? toParties(row) : NO_PARTIES;
}

/** Saves who is who, with its revision; the same answer saved again changes nothing. */
export async function saveParties(
  db: AppDatabase,
  userId: number,
  parties: Parties,
): Promise<Parties> {
  await writeWithRevision(db, userId, async (tx) => {
    const before = await findParties(tx, userId);
    const revision = settingRevision(
      'parties',
      sameParties(before, NO_PARTIES) ? null : before,
      parties,
    );
    if (!revision) return null;
    await tx
      .update(users)
      .set({
        spouseRole: parties.spouse_role,
        spouse1Name: parties.spouse_1_name,
        spouse2Name: parties.spouse_2_name,
      })
      .where(eq(users.id, userId));
    return { result: parties, revisions: [revision] };
  });
  return parties;
}

function sameParties(a: Parties, b: Parties): boolean {
  return (
    a.spouse_role === b.spouse_role &&
    a.spouse_1_name === b.spouse_1_name &&
    a.spouse_2_name === b.spouse_2_name
  );
}
