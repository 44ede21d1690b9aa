/**
 * Devices and sign-ins (shared/devices.ts) with the built-in auth server: the account's
 * sessions with their browser and network, ending one or all the others, ninety days of
 * sign-ins, and the mail about a sign-in from a device not seen in that time. Every query is
 * scoped by the verified auth user id; a session id alone never reaches another account's row.
 * Ending a session revokes its row, which the API checks on every request (live-session.ts) and
 * the refresh grant reads: its access and refresh tokens stop at once on every instance.
 */
import { mailMessages } from '../../mail/messages.es';
import { and, asc, desc, eq, gt, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import {
  type DeviceSessions,
  SIGN_IN_HISTORY_DAYS,
  type SignIn,
  type SignInOutcome,
  type SignIns,
} from '@shared/devices';
import { csvRecord, CSV_BOM, userText } from '@shared/csv';
import type { AppDatabase } from '../../db/connect';
import { pauseShares } from '../../db/share-pauses';
import { authSessions, authSignIns, authUsers } from '../../gotrue/schema';
import { liveSession, type SessionRules } from '../../gotrue/sessions/live-session';
import { createOpaqueToken, hashToken } from '../../security/tokens';
import type { MailQueue } from '../../mail/mail-queue';
import { mailTime } from '../../mail/messages';
import {
  describeUserAgent,
  deviceLine,
  isSameDevice,
  type RequestDevice,
  storedDevice,
  type StoredDevice,
} from '../../security/client-info';

/** A browser as a notice names it (the password-change notice uses it too). */
export { deviceLine };

export type { RequestDevice };

const DAY_MS = 24 * 60 * 60 * 1000;
/** "Last active" moves at most this often: one small write a minute per busy session. */
const LAST_ACTIVE_RESOLUTION_MS = 60 * 1000;
/** The most sign-ins the page lists; the data download holds all ninety days. */
const SIGN_INS_SHOWN = 200;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const historySince = (now = Date.now()) => new Date(now - SIGN_IN_HISTORY_DAYS * DAY_MS);

function deviceFields(row: StoredDevice) {
  return { ...describeUserAgent(row.userAgent), network: row.network };
}

/** The account's live sessions, the one asking first, then the most recently active. */
export async function listSessions(
  db: AppDatabase,
  who: { authUserId: string; sessionId: string | null },
  rules: SessionRules,
): Promise<DeviceSessions> {
  const rows = await db
    .select({
      id: authSessions.id,
      userAgent: authSessions.userAgent,
      network: authSessions.network,
      createdAt: authSessions.createdAt,
      lastActiveAt: authSessions.lastActiveAt,
    })
    .from(authSessions)
    .where(and(eq(authSessions.userId, who.authUserId), liveSession(rules)))
    .orderBy(desc(authSessions.lastActiveAt), desc(authSessions.createdAt));
  const sessions = rows.map((row) => ({
    id: row.id,
    ...deviceFields(row),
    created_at: row.createdAt.toISOString(),
    last_active_at: row.lastActiveAt.toISOString(),
    is_current: row.id === who.sessionId,
  }));
  return {
    sessions: [
      ...sessions.filter((session) => session.is_current),
      ...sessions.filter((session) => !session.is_current),
    ],
  };
}

/** Ends one of the account's sessions; false when it has no such session still signed in. */
export async function signOutSession(
  db: AppDatabase,
  authUserId: string,
  sessionId: string,
): Promise<boolean> {
  if (!UUID.test(sessionId)) return false;
  const ended = await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authSessions.id, sessionId),
        eq(authSessions.userId, authUserId),
        isNull(authSessions.revokedAt),
      ),
    )
    .returning({ id: authSessions.id });
  return ended.length > 0;
}

/**
 * Ends every live session of the account but `keep`; how many ended. She does this when she
 * fears someone else is in her account, so her professional links pause with it, in the same
 * transaction, even when no other device was signed in.
 */
export async function signOutOtherSessions(
  db: AppDatabase,
  authUserId: string,
  keep: string,
  rules: SessionRules,
): Promise<number> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as AppDatabase;
    const ended = await t
      .update(authSessions)
      .set({ revokedAt: new Date() })
      .where(
        and(eq(authSessions.userId, authUserId), ne(authSessions.id, keep), liveSession(rules)),
      )
      .returning({ id: authSessions.id });
    await pauseShares(t, { authUserId }, 'signed_out_everywhere');
    return ended.length;
  });
}

function toSignIn(row: typeof authSignIns.$inferSelect): SignIn {
  return {
    id: row.id,
    outcome: row.outcome as SignInOutcome,
    method: row.method as SignIn['method'],
    ...deviceFields(row),
    created_at: row.createdAt.toISOString(),
  };
}

function signInsSince(db: AppDatabase, authUserId: string) {
  return db
    .select()
    .from(authSignIns)
    .where(and(eq(authSignIns.userId, authUserId), gt(authSignIns.createdAt, historySince())))
    .orderBy(desc(authSignIns.createdAt), desc(authSignIns.id));
}

/** The last ninety days of sign-ins, newest first, at most SIGN_INS_SHOWN of them. */
export async function listSignIns(db: AppDatabase, authUserId: string): Promise<SignIns> {
  const rows = await signInsSince(db, authUserId).limit(SIGN_INS_SHOWN + 1);
  return {
    sign_ins: rows.slice(0, SIGN_INS_SHOWN).map(toSignIn),
    has_more: rows.length > SIGN_INS_SHOWN,
  };
}

/**
 * Moves the session's "last active" to now if it is a minute old: called on every signed-in
 * request with the time its own query read, so most requests write nothing, and the condition
 * keeps several instances from writing the same minute twice.
 */
export async function touchSession(
  db: AppDatabase,
  sessionId: string,
  lastActiveAt: Date | null,
): Promise<void> {
  if (lastActiveAt && Date.now() - lastActiveAt.getTime() < LAST_ACTIVE_RESOLUTION_MS) return;
  await db
    .update(authSessions)
    .set({ lastActiveAt: new Date() })
    .where(
      and(
        eq(authSessions.id, sessionId),
        lt(authSessions.lastActiveAt, new Date(Date.now() - LAST_ACTIVE_RESOLUTION_MS)),
      ),
    );
}

/**
 * The emailed "sign out that device" link: ends the session the sign-in began and spends the
 * link. False when the link was used already, or never existed (or its sign-in was pruned).
 */
export async function signOutWithLink(db: AppDatabase, token: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(authSignIns)
      .set({ signOutTokenHash: null })
      .where(eq(authSignIns.signOutTokenHash, hashToken(token)))
      .returning({ sessionId: authSignIns.sessionId, userId: authSignIns.userId });
    if (!spent) return false;
    if (spent.sessionId) {
      await tx
        .update(authSessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(authSessions.id, spent.sessionId),
            eq(authSessions.userId, spent.userId),
            isNull(authSessions.revokedAt),
          ),
        );
    }
    return true;
  });
}

/** For the data download: every session the account has had, and ninety days of sign-ins. */
export async function collectDeviceData(db: AppDatabase, authUserId: string) {
  const [sessions, signIns] = await Promise.all([
    db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, authUserId))
      .orderBy(asc(authSessions.createdAt)),
    signInsSince(db, authUserId),
  ]);
  return {
    devices: sessions.map((row) => ({
      id: row.id,
      ...deviceFields(row),
      user_agent: row.userAgent,
      method: row.method,
      created_at: row.createdAt.toISOString(),
      last_active_at: row.lastActiveAt.toISOString(),
      signed_out_at: row.revokedAt?.toISOString() ?? null,
    })),
    sign_ins: signIns.map((row) => ({ ...toSignIn(row), user_agent: row.userAgent })),
  };
}

export const SIGN_INS_CSV_FILE = 'sign-ins.csv';
const SIGN_INS_CSV_HEADERS = ['When (UTC)', 'Result', 'How', 'Browser', 'System', 'Network'];
const OUTCOME_WORDS: Record<SignInOutcome, string> = {
  success: 'Signed in',
  wrong_password: 'Refused: wrong password',
  locked: 'Refused: too many attempts',
  unconfirmed: 'Refused: email address not confirmed',
};

/**
 * The same ninety days as a spreadsheet (shared/csv.ts rules). The browser and system come
 * from a header anybody can set, so they are neutralised like any text a user typed.
 */
export function signInsCsv(signIns: readonly SignIn[]): string {
  return (
    CSV_BOM +
    csvRecord(SIGN_INS_CSV_HEADERS) +
    signIns
      .map((row) =>
        csvRecord([
          row.created_at,
          OUTCOME_WORDS[row.outcome],
          row.method ?? '',
          userText(row.browser),
          userText(row.system),
          row.network ?? '',
        ]),
      )
      .join('')
  );
}

/** A sign-in the account's owner is told of: from a device not seen in ninety days. */
export interface NewSignInNotice {
  to: string;
  at: Date;
  device: StoredDevice;
  signOutToken: string;
}

/**
 * Removes the history older than ninety days, everybody's: one indexed statement per sign-in
 * keeps the table at ninety days without a scheduled job.
 */
async function pruneSignIns(tx: AppDatabase, now: number): Promise<void> {
  await tx.delete(authSignIns).where(lt(authSignIns.createdAt, historySince(now)));
}

export interface SignInRecorderDeps {
  db: AppDatabase;
  /** Kept in the database and retried while the mail server refuses it. */
  mailQueue: MailQueue;
  /** PUBLIC_URL: the origin of the links in the mail. */
  siteUrl: string;
}

/** The built-in auth server's side: what each sign-in leaves behind, and who hears of it. */
export function createSignInRecorder({ db, mailQueue, siteUrl }: SignInRecorderDeps) {
  return {
    /**
     * A session has begun: its device goes on its row and into the history. If the account
     * has signed in before but not from this browser and network in ninety days, the notice
     * to send (after the answer) comes back, with the single-use link that ends this session.
     */
    async recordSignIn(
      session: { sessionId: string; userId: string },
      request: RequestDevice,
    ): Promise<NewSignInNotice | null> {
      const device = storedDevice(request);
      const now = Date.now();
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as AppDatabase;
        const [began] = await tx
          .update(authSessions)
          .set({ ...device, lastActiveAt: new Date(now) })
          .where(
            and(eq(authSessions.id, session.sessionId), eq(authSessions.userId, session.userId)),
          )
          .returning({ method: authSessions.method });
        const [owner] = await tx
          .select({ email: authUsers.email })
          .from(authUsers)
          .where(eq(authUsers.id, session.userId));
        if (!began || !owner) return null;
        const seen = await tx
          .select({ userAgent: authSignIns.userAgent, network: authSignIns.network })
          .from(authSignIns)
          .where(
            and(
              eq(authSignIns.userId, session.userId),
              eq(authSignIns.outcome, 'success'),
              gt(authSignIns.createdAt, historySince(now)),
            ),
          );
        // The account's first recorded sign-in (a new account, or its first since sessions
        // have kept their device) has nothing to be compared with.
        const [before] = await tx
          .select({ id: authSessions.id })
          .from(authSessions)
          .where(
            and(
              eq(authSessions.userId, session.userId),
              ne(authSessions.id, session.sessionId),
              isNotNull(authSessions.network),
            ),
          )
          .limit(1);
        const isNew = before !== undefined && !seen.some((known) => isSameDevice(known, device));
        const signOutToken = isNew ? createOpaqueToken() : null;
        await tx.insert(authSignIns).values({
          userId: session.userId,
          outcome: 'success',
          method: began.method,
          sessionId: session.sessionId,
          ...device,
          signOutTokenHash: signOutToken ? hashToken(signOutToken) : null,
        });
        await pruneSignIns(tx, now);
        return signOutToken ? { to: owner.email, at: new Date(now), device, signOutToken } : null;
      });
    },

    /**
     * A password sign-in refused for `outcome`, kept for the account the email names. One
     * statement whether or not there is one, committed without waiting for the disk, so the
     * answer takes as long for an unknown address as for a known one.
     */
    async recordRefusedSignIn(
      email: unknown,
      outcome: Exclude<SignInOutcome, 'success'>,
      request: RequestDevice,
    ): Promise<void> {
      if (typeof email !== 'string') return;
      const device = storedDevice(request);
      const now = Date.now();
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as AppDatabase;
        await tx.execute(sql`set local synchronous_commit = off`);
        await tx.execute(sql`
          insert into ${authSignIns} (user_id, outcome, user_agent, network)
          select ${authUsers.id}, ${outcome}, ${device.userAgent}, ${device.network}
          from ${authUsers} where ${authUsers.email} = ${email.trim().toLowerCase()}`);
        await pruneSignIns(tx, now);
      });
    },

    /** Queues the mail to the owner about a new device's sign-in, with the link that signs it out. */
    async sendNewSignInNotice(notice: NewSignInNotice): Promise<void> {
      const signOutUrl = `${siteUrl}/devices/sign-out#token=${notice.signOutToken}`;
      await mailQueue.enqueue({
        to: notice.to,
        ...mailMessages().newSignIn.render({
          when: mailTime(notice.at),
          device: deviceLine(notice.device.userAgent),
          network: notice.device.network ?? 'unknown',
          signOutUrl,
          devicesUrl: `${siteUrl}/devices`,
          resetUrl: `${siteUrl}/reset-password`,
        }),
        // Not kept apart as the message's `link`: the dev outbox's readers take the newest
        // link for a reset or a confirmation, and this one is in the text.
      });
    },
  };
}

export type SignInRecorder = ReturnType<typeof createSignInRecorder>;
