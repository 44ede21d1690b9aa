/**
 * Professional access (shared/sharing.ts): the owner's shares and the one way in for a link's
 * holder. A share is found by the SHA-256 of its token on every request, together with its
 * expiry, revocation and pause, so a revoke or a pause takes effect at once on every instance.
 * Anything that does not open — a malformed, unknown, expired, revoked or paused token, an owner
 * without premium or a wrong passcode — answers the same neutral 404. Pauses are made where
 * their events happen (db/share-pauses.ts); the owner resumes here.
 */
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DocumentDto } from '@shared/documents';
import {
  SCOPE_OF_ENTITY,
  SHARE_PASSCODE,
  SHARE_PASSCODE_BACKOFF_STEPS,
  SHARE_PASSCODE_LIMIT,
  SHARE_SCOPES,
  SHARE_TOKEN_PATTERN,
  SHARING_MESSAGES,
  type ShareAccessDto,
  type ShareDto,
  type SharePauseReason,
  type ShareScope,
} from '@shared/sharing';
import { documents, shareAccesses, shares, users } from '../../db/schema';
import type { AppDatabase } from '../../db/connect';
import { coarseUserAgent, ipPrefix } from '../../security/client-info';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { AppError } from '../../http/app-error';
import { hitRateLimit, refundRateLimit } from '../../security/rate-limit';
import { createOpaqueToken, hashToken } from '../../security/tokens';
import { listDocuments } from '../documents/documents.service';
import { ownerInitials } from '../evidence/evidence.service';
import { hasPremiumAccess } from '../subscriptions/subscriptions.service';

type ShareRow = typeof shares.$inferSelect;

/** How many accesses each share lists for its owner (newest first). */
export const ACCESS_LOG_LENGTH = 50;

const inactive = () => new AppError('share_inactive', SHARING_MESSAGES.inactive);

function scopesOf(
  share: Pick<
    ShareRow,
    | 'coversNetworth'
    | 'coversExpenses'
    | 'coversEvents'
    | 'coversDocuments'
    | 'coversDisclosure'
    | 'coversSupport'
    | 'coversSettlement'
  >,
) {
  const covered: Record<ShareScope, boolean> = {
    networth: share.coversNetworth,
    expenses: share.coversExpenses,
    events: share.coversEvents,
    documents: share.coversDocuments,
    disclosure: share.coversDisclosure,
    support: share.coversSupport,
    settlement: share.coversSettlement,
  };
  return SHARE_SCOPES.filter((scope) => covered[scope]);
}

function statusOf(share: ShareRow, now: Date): ShareDto['status'] {
  if (share.revokedAt) return 'revoked';
  if (share.expiresAt <= now) return 'expired';
  return share.pausedAt ? 'paused' : 'active';
}

function toShareDto(share: ShareRow, accesses: ShareAccessDto[], now = new Date()): ShareDto {
  return {
    id: share.id,
    label: share.label,
    scopes: scopesOf(share),
    has_passcode: share.passcodeHash !== null,
    created_at: share.createdAt.toISOString(),
    expires_at: share.expiresAt.toISOString(),
    revoked_at: share.revokedAt?.toISOString() ?? null,
    paused_at: share.pausedAt?.toISOString() ?? null,
    paused_reason: share.pausedAt ? (share.pausedReason as SharePauseReason) : null,
    last_accessed_at: share.lastAccessedAt?.toISOString() ?? null,
    first_accessed_at: share.firstAccessedAt?.toISOString() ?? null,
    access_count: share.accessCount,
    status: statusOf(share, now),
    accesses,
  };
}

const daysFromNow = (days: number) => sql`now() + make_interval(days => ${days})`;

export async function createShare(
  db: AppDatabase,
  userId: number,
  input: { label: string; scopes: ShareScope[]; expires_in_days: number; passcode: string | null },
): Promise<{ share: ShareDto; token: string }> {
  const token = createOpaqueToken();
  const [row] = await db
    .insert(shares)
    .values({
      userId,
      label: input.label,
      coversNetworth: input.scopes.includes('networth'),
      coversExpenses: input.scopes.includes('expenses'),
      coversEvents: input.scopes.includes('events'),
      coversDocuments: input.scopes.includes('documents'),
      coversDisclosure: input.scopes.includes('disclosure'),
      coversSupport: input.scopes.includes('support'),
      coversSettlement: input.scopes.includes('settlement'),
      tokenHash: hashToken(token),
      passcodeHash: input.passcode === null ? null : await hashPassword(input.passcode),
      expiresAt: daysFromNow(input.expires_in_days),
    })
    .returning();
  return { share: toShareDto(row!, []), token };
}

/**
 * The user's shares, newest first, each with its latest `accessesPerShare` accesses (all of
 * them for the data export).
 */
export async function listShares(
  db: AppDatabase,
  userId: number,
  accessesPerShare: number | null = ACCESS_LOG_LENGTH,
  /** Only this share (an owner's write answers with it). */
  onlyId?: number,
): Promise<ShareDto[]> {
  const rows = await db
    .select()
    .from(shares)
    .where(and(eq(shares.userId, userId), onlyId === undefined ? undefined : eq(shares.id, onlyId)))
    .orderBy(desc(shares.id));
  if (rows.length === 0) return [];
  const query = db
    .select({ access: shareAccesses, documentName: documents.name })
    .from(shareAccesses)
    .leftJoin(documents, eq(documents.id, shareAccesses.documentId))
    .where(
      and(
        eq(shareAccesses.userId, userId),
        inArray(
          shareAccesses.shareId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(desc(shareAccesses.id))
    .$dynamic();
  const accesses = await (accessesPerShare === null
    ? query
    : query.limit(accessesPerShare * rows.length));
  const byShare = new Map<number, ShareAccessDto[]>();
  for (const { access, documentName } of accesses) {
    const list = byShare.get(access.shareId) ?? [];
    if (accessesPerShare === null || list.length < accessesPerShare) {
      list.push({
        at: access.at.toISOString(),
        kind: access.kind as ShareAccessDto['kind'],
        user_agent: access.userAgent,
        ip_prefix: access.ipPrefix,
        document:
          access.documentId === null ? null : { id: access.documentId, name: documentName ?? '' },
      });
    }
    byShare.set(access.shareId, list);
  }
  const now = new Date();
  return rows.map((row) => toShareDto(row, byShare.get(row.id) ?? [], now));
}

/** The user's share `id`, as her list shows it; 404 for another user's or a missing one. */
export async function findShare(db: AppDatabase, userId: number, id: number): Promise<ShareDto> {
  const [found] = await listShares(db, userId, ACCESS_LOG_LENGTH, id);
  if (!found) throw AppError.notFound(SHARING_MESSAGES.notFound);
  return found;
}

/**
 * Revokes the user's share `id` at once, in one statement that every instance reads on the
 * link's next request. Every revocation comes through here: the Sharing page's and the emailed
 * link's. True only for the call that revoked it; false when it was revoked already, or she has
 * no such share (another user's, or one gone with her account).
 */
export async function markShareRevoked(
  db: AppDatabase,
  userId: number,
  id: number,
): Promise<boolean> {
  const revoked = await db
    .update(shares)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(shares.id, id), eq(shares.userId, userId), isNull(shares.revokedAt)))
    .returning({ id: shares.id });
  return revoked.length > 0;
}

/** Revokes at once; revoking again changes nothing. 404 for another user's share. */
export async function revokeShare(db: AppDatabase, userId: number, id: number): Promise<ShareDto> {
  await markShareRevoked(db, userId, id);
  return findShare(db, userId, id);
}

/** Sets the expiry to `days` from now; a revoked share stays revoked (409). */
export async function extendShare(
  db: AppDatabase,
  userId: number,
  id: number,
  days: number,
): Promise<ShareDto> {
  const [updated] = await db
    .update(shares)
    .set({ expiresAt: daysFromNow(days) })
    .where(and(eq(shares.id, id), eq(shares.userId, userId), isNull(shares.revokedAt)))
    .returning({ id: shares.id });
  const share = await findShare(db, userId, id);
  if (!updated) throw new AppError('share_revoked', SHARING_MESSAGES.revokedCannotExtend);
  return share;
}

/**
 * Opens a paused share again (the caller has had the owner's password confirmed). Only the pause
 * is cleared: a revoked or expired share stays so, and one not paused is answered as it is. 404
 * for another user's share.
 */
export async function resumeShare(db: AppDatabase, userId: number, id: number): Promise<ShareDto> {
  await db
    .update(shares)
    .set({ pausedAt: null, pausedReason: null })
    .where(and(eq(shares.id, id), eq(shares.userId, userId)));
  return findShare(db, userId, id);
}

/** A share that opened for its holder: what it covers and whose it is. */
export interface OpenShare {
  id: number;
  ownerId: number;
  sharedBy: string;
  scopes: ShareScope[];
  expiresAt: Date;
}

/**
 * The counters a passcode check is reserved under, in order: the address over every share,
 * then the share from every address (reached only by checks the address's let through, so one
 * address's burst never uses up the share's, and the lawyer at another address still gets in).
 * Each in SHARE_PASSCODE_BACKOFF_STEPS steps: twice the count in eight times the window.
 */
const limitsOf = (shareId: number, ip: string) => {
  const steps = Array.from({ length: SHARE_PASSCODE_BACKOFF_STEPS }, (_, step) => ({
    factor: 2 ** step,
    windowSeconds: SHARE_PASSCODE_LIMIT.windowSeconds * 8 ** step,
  }));
  return [
    ...steps.map(({ factor, windowSeconds }) => ({
      key: `share-passcode:ip:${ip}:${windowSeconds}`,
      max: SHARE_PASSCODE_LIMIT.max * factor,
      windowSeconds,
    })),
    ...steps.map(({ factor, windowSeconds }) => ({
      key: `share-passcode:share:${shareId}:${windowSeconds}`,
      max: SHARE_PASSCODE_LIMIT.perShare * factor,
      windowSeconds,
    })),
  ];
};

/**
 * The share behind `token`, if it is live (not revoked, expired or paused), its owner still has
 * premium, and `passcode` opens it. No passcode for a share that has one: 401 asking for it.
 * Each check is counted before it is made (SHARE_PASSCODE_LIMIT), a right passcode given back;
 * past a limit, 429 until the window ends.
 */
export async function openShare(
  db: AppDatabase,
  token: string,
  passcode: string | undefined,
  ip: string,
): Promise<OpenShare> {
  if (!SHARE_TOKEN_PATTERN.test(token)) throw inactive();
  const [found] = await db
    .select({
      share: shares,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(shares)
    .innerJoin(users, eq(users.id, shares.userId))
    .where(
      and(
        eq(shares.tokenHash, hashToken(token)),
        isNull(shares.revokedAt),
        isNull(shares.pausedAt),
        gt(shares.expiresAt, sql`now()`),
      ),
    );
  if (!found || !(await hasPremiumAccess(db, found.share.userId))) throw inactive();
  const { share } = found;

  if (share.passcodeHash !== null) {
    if (passcode === undefined || passcode === '') {
      throw new AppError('passcode_required', SHARING_MESSAGES.passcodeRequired);
    }
    // Counted before the check, in one statement per counter: however many guesses arrive at
    // once, only the limit's number reach scrypt; the rest are refused without it.
    const limits = limitsOf(share.id, ip);
    for (const { key, max, windowSeconds } of limits) {
      const counted = await hitRateLimit(db, key, max, windowSeconds);
      if (!counted.allowed) {
        throw AppError.rateLimited(SHARING_MESSAGES.passcodeRateLimited, counted.retryAfterSeconds);
      }
    }
    const opens =
      passcode.length <= SHARE_PASSCODE.max && (await verifyPassword(passcode, share.passcodeHash));
    if (!opens) throw inactive();
    // The right passcode is not a guess: each page the lawyer opens gives its count back.
    await Promise.all(
      limits.map(({ key, windowSeconds }) => refundRateLimit(db, key, windowSeconds)),
    );
  }
  return {
    id: share.id,
    ownerId: share.userId,
    sharedBy: ownerInitials(found),
    scopes: scopesOf(share),
    expiresAt: share.expiresAt,
  };
}

/**
 * Notes an opening or a download in the owner's access log, coarsely, with the document it
 * served, if any. The log keeps the latest ACCESS_LOG_LENGTH entries of a share (a link opened
 * thousands of times must not grow the table without end); the first access and the total stay
 * on the share itself.
 */
/** How long a link's opening of a document covers the later pieces a PDF viewer asks for. */
const READING_ON_MINUTES = 10;

/** Whether `share` opened document `documentId` in the last few minutes (its log says so). */
export async function openedRecently(
  db: AppDatabase,
  share: OpenShare,
  documentId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: shareAccesses.id })
    .from(shareAccesses)
    .where(
      and(
        eq(shareAccesses.shareId, share.id),
        eq(shareAccesses.documentId, documentId),
        sql`${shareAccesses.at} > now() - make_interval(mins => ${READING_ON_MINUTES})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function recordAccess(
  db: AppDatabase,
  share: OpenShare,
  kind: ShareAccessDto['kind'],
  request: { userAgent: string | undefined; ip: string },
  documentId: number | null = null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(shareAccesses).values({
      shareId: share.id,
      userId: share.ownerId,
      kind,
      userAgent: coarseUserAgent(request.userAgent),
      ipPrefix: ipPrefix(request.ip),
      documentId,
    });
    await tx
      .update(shares)
      .set({
        lastAccessedAt: sql`now()`,
        firstAccessedAt: sql`coalesce(${shares.firstAccessedAt}, now())`,
        accessCount: sql`${shares.accessCount} + 1`,
      })
      .where(eq(shares.id, share.id));
    await tx.execute(
      sql`delete from ${shareAccesses}
          where ${shareAccesses.shareId} = ${share.id}
            and ${shareAccesses.id} < (
              select min(id) from (
                select ${shareAccesses.id} as id from ${shareAccesses}
                where ${shareAccesses.shareId} = ${share.id}
                order by ${shareAccesses.id} desc limit ${ACCESS_LOG_LENGTH}
              ) as kept)`,
    );
  });
}

/**
 * The owner's live documents as a share shows them, newest first: each with its links to the
 * records the share covers only, so a file never names a record the holder cannot see.
 */
export async function listSharedDocuments(
  db: AppDatabase,
  share: OpenShare,
): Promise<DocumentDto[]> {
  const covered = new Set(share.scopes);
  const owned = await listDocuments(db, share.ownerId, { deleted: false });
  return owned.map((document) => ({
    ...document,
    links: document.links.filter((link) => covered.has(SCOPE_OF_ENTITY[link.entity])),
  }));
}
