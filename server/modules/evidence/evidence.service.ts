/**
 * The evidence log's read side and its snapshots: a record's history, the deleted records and
 * their restore, the integrity check, and the verification codes exports carry. Revisions are
 * written by the trackers' own writes (db/revisions.ts); everything here reads them, except a
 * restore, which is a tracker write like any other.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  type ChainHead,
  EMPTY_CHAIN_HEAD,
  EVIDENCE_MESSAGES,
  type DeletedItem,
  type EvidenceEntity,
  type HistoryRevision,
  type RestorableEntity,
  revisionChanges,
  type RevisionData,
  type SnapshotFile,
  type SnapshotKind,
  type SnapshotResponse,
  snapshotCodeFromBytes,
  type StoredRevision,
  type VerifyResponse,
} from '@shared/evidence';
import { revisions, snapshots, users, withdrawnSnapshots } from '../../db/schema';
import { type AppDatabase, queryRows } from '../../db/connect';
import type { OwnedRecords } from '../../db/owned-records';
import { readChainHead } from '../../db/revisions';
import { AppError } from '../../http/app-error';
import { eventRecords } from '../events/events.service';
import { checkIntegrity, readChain } from './integrity';
import { checkReceipt, type SignedReceipt, signReceipt } from './receipts';
import { expenseRecords } from '../expenses/expenses.service';
import { networthItemRecords } from '../networth/networth.service';

export { checkIntegrity };
export type { SignedReceipt };
export { rotateReceiptKey } from './receipt-keys';

const RECORDS_OF: Record<RestorableEntity, OwnedRecords<never, never, unknown>> = {
  expense: expenseRecords,
  event: eventRecords,
  networth_item: networthItemRecords,
};

/** Every revision of one of the user's records, oldest first; null when the user has none. */
export async function findRecordHistory(
  db: AppDatabase,
  userId: number,
  entity: EvidenceEntity,
  entityId: number,
): Promise<HistoryRevision[] | null> {
  const rows = await db
    .select({
      seq: revisions.seq,
      action: revisions.action,
      recordedAt: revisions.recordedAt,
      data: revisions.data,
    })
    .from(revisions)
    .where(
      and(
        eq(revisions.userId, userId),
        eq(revisions.entity, entity),
        eq(revisions.entityId, entityId),
      ),
    )
    .orderBy(asc(revisions.seq));
  if (rows.length === 0) return null;
  let before: RevisionData | null = null;
  return rows.map((row) => {
    const data = row.data as RevisionData;
    // A delete keeps the record as it was: it changes no field, it ends the record.
    const changes =
      row.action === 'delete' ? [] : revisionChanges(row.action === 'create' ? null : before, data);
    before = data;
    return {
      seq: row.seq,
      action: row.action as HistoryRevision['action'],
      recorded_at: row.recordedAt.toISOString(),
      data,
      changes,
    };
  });
}

/** The user's records whose latest revision is a delete, the latest deleted first. */
export async function findDeletedRecords(
  db: AppDatabase,
  userId: number,
  entity?: EvidenceEntity,
): Promise<DeletedItem[]> {
  const rows = await queryRows<{
    entity: EvidenceEntity;
    entity_id: number;
    seq: number;
    action: string;
    recorded_at: string;
    data: RevisionData | string;
  }>(
    db,
    sql`select * from (
          select distinct on (entity, entity_id) entity, entity_id, seq, action, data,
            to_char(recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as recorded_at
          from ${revisions}
          where ${revisions.userId} = ${userId}
            ${entity ? sql`and ${revisions.entity} = ${entity}` : sql``}
            -- A deleted document is restored from the Documents page, not from here.
            and ${revisions.entity} in ('expense', 'event', 'networth_item')
          order by entity, entity_id, seq desc
        ) as latest
        where action = 'delete'
        order by seq desc`,
  );
  return rows.map((row) => ({
    entity: row.entity,
    entity_id: Number(row.entity_id),
    seq: Number(row.seq),
    deleted_at: row.recorded_at,
    data: typeof row.data === 'string' ? (JSON.parse(row.data) as RevisionData) : row.data,
  }));
}

/**
 * Puts back the record a delete revision kept, under its id, with a restore revision: 404 for a
 * seq the user does not have, 400 when it is not a delete, 409 when the record came back (or
 * changed) since.
 */
export async function restoreDeletedRecord(
  db: AppDatabase,
  userId: number,
  seq: number,
): Promise<unknown> {
  const [deleted] = await db
    .select()
    .from(revisions)
    .where(and(eq(revisions.userId, userId), eq(revisions.seq, seq)));
  if (!deleted) throw AppError.notFound(EVIDENCE_MESSAGES.revisionNotFound);
  // A document's delete is undone on the Documents page (POST /api/documents/:id/restore); an
  // income source, a deduction or a proposed figure is added again, not restored (its delete
  // stays in the history): only the trackers' rows come back from Deleted items.
  if (deleted.action !== 'delete' || !(deleted.entity in RECORDS_OF)) {
    throw new AppError('not_a_deletion', EVIDENCE_MESSAGES.notADelete);
  }
  const entity = deleted.entity as RestorableEntity;
  return RECORDS_OF[entity].restore(db, userId, deleted.data as RevisionData, async (tx) => {
    // Under the chain lock: the delete must still be the record's latest revision.
    const [later] = await tx
      .select({ seq: revisions.seq })
      .from(revisions)
      .where(
        and(
          eq(revisions.userId, userId),
          eq(revisions.entity, entity),
          eq(revisions.entityId, deleted.entityId),
          gt(revisions.seq, seq),
        ),
      )
      .limit(1);
    if (later) throw new AppError('already_restored', EVIDENCE_MESSAGES.alreadyRestored);
  });
}

/** How many revisions the user's log holds for `entities` (a shared view's covered records). */
export async function countRevisions(
  db: AppDatabase,
  userId: number,
  entities: readonly EvidenceEntity[],
): Promise<number> {
  if (entities.length === 0) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(revisions)
    .where(and(eq(revisions.userId, userId), inArray(revisions.entity, [...entities])));
  return Number(row?.count ?? 0);
}

/** The user's whole evidence log, oldest first, as the chain covers it (the data export). */
export async function listRevisions(db: AppDatabase, userId: number): Promise<StoredRevision[]> {
  const all: StoredRevision[] = [];
  for await (const revision of readChain(db, userId)) all.push(revision);
  return all;
}

/** The user's snapshots, oldest first, with the files each vouches for (the data export). */
export async function listSnapshots(db: AppDatabase, userId: number) {
  const rows = await db
    .select()
    .from(snapshots)
    .where(eq(snapshots.userId, userId))
    .orderBy(asc(snapshots.id));
  return rows.map((row) => ({
    ...toSnapshotResponse(row),
    kind: row.kind as SnapshotKind,
    files: row.files as SnapshotFile[],
    through_shared_link: row.viaShare,
    // The signed receipt as /verify hands it out, so her copy checks offline too.
    receipt:
      row.receipt && row.signature && row.keyId
        ? { json: row.receipt, signature: row.signature, key_id: row.keyId }
        : null,
  }));
}

function toSnapshotResponse(row: typeof snapshots.$inferSelect): SnapshotResponse {
  return {
    code: row.code,
    created_at: row.createdAt.toISOString(),
    head: { seq: row.headSeq, hash: row.headHash },
  };
}

/**
 * Starts an export the server will make: records the head of the user's chain under a new code
 * (the files carry it), before the records are read, so every file shows at least what the
 * code vouches for and /verify reports any change made in between.
 */
export async function startExport(
  db: AppDatabase,
  userId: number,
  kind: SnapshotKind,
  /** The share through which a lawyer or mediator made this export, if so. */
  shareId: number | null = null,
): Promise<SnapshotResponse> {
  const head = await readChainHead(db, userId);
  const [row] = await db
    .insert(snapshots)
    .values({
      userId,
      // 80 random bits: a collision is as likely as guessing a code, and the unique
      // constraint would refuse it rather than mix two exports.
      code: snapshotCodeFromBytes(randomBytes(10)),
      kind,
      headSeq: head.seq,
      headHash: head.hash,
      shareId,
      viaShare: shareId !== null,
    })
    .returning();
  return toSnapshotResponse(row!);
}

/** A file the server made, hashed as it was made. */
export interface MadeFile {
  name: string;
  sha256: string;
  bytes: number;
}

/**
 * Finishes an export started by startExport, before its last byte goes out: names the files it
 * made and signs their receipt. `signed` are the files the receipt lists (those inside a ZIP);
 * the file that carries them with the receipt (the case file's ZIP) is added by recordCarrier
 * once it is made. An export is finished once; the server alone calls this, with hashes it
 * computed.
 */
export async function finishExport(
  db: AppDatabase,
  userId: number,
  snapshot: SnapshotResponse,
  signed: MadeFile[],
): Promise<SignedReceipt> {
  const [found] = await db
    .select({ snapshot: snapshots, user: users })
    .from(snapshots)
    .innerJoin(users, eq(users.id, snapshots.userId))
    .where(and(eq(snapshots.code, snapshot.code), eq(snapshots.userId, userId)));
  if (!found) throw AppError.notFound(EVIDENCE_MESSAGES.snapshotNotFound);
  const receipt = await signReceipt(db, {
    code: snapshot.code,
    kind: found.snapshot.kind as SnapshotKind,
    created_at: snapshot.created_at,
    owner_initials: ownerInitials(found.user),
    files: signed.map(({ name, sha256, bytes }) => ({ name, sha256, bytes })),
    head: snapshot.head,
    through_shared_link: found.snapshot.viaShare,
  });
  const [updated] = await db
    .update(snapshots)
    .set({
      files: signed,
      receipt: receipt.json,
      signature: receipt.signature,
      keyId: receipt.keyId,
    })
    .where(and(eq(snapshots.id, found.snapshot.id), isNull(snapshots.receipt)))
    .returning({ id: snapshots.id });
  if (!updated) throw new Error(`export ${snapshot.code} was already finished`);
  return receipt;
}

/**
 * Adds to a finished export the file that carries its files and receipt (the case file's ZIP),
 * so /verify vouches for it too. The server alone calls this, with the hash it computed.
 */
export async function recordCarrier(
  db: AppDatabase,
  userId: number,
  snapshot: SnapshotResponse,
  carrier: MadeFile,
): Promise<void> {
  const [updated] = await db
    .update(snapshots)
    .set({ files: sql`${snapshots.files} || ${JSON.stringify([carrier])}::jsonb` })
    .where(
      and(
        eq(snapshots.code, snapshot.code),
        eq(snapshots.userId, userId),
        isNotNull(snapshots.receipt),
      ),
    )
    .returning({ id: snapshots.id });
  if (!updated) throw new Error(`export ${snapshot.code} is not finished`);
}

/**
 * A file's `chunks` passed on as they come but for the last, held back until `record` has been
 * given the whole file's SHA-256 and size: whoever holds the whole file can verify it at once
 * (recorded after the end, a quick /verify could find no file).
 */
export async function* recordedBeforeLast(
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  record: (file: { sha256: string; bytes: number }) => Promise<void>,
): AsyncGenerator<Uint8Array> {
  const hash = createHash('sha256');
  let bytes = 0;
  let previous: Uint8Array | null = null;
  for await (const chunk of chunks) {
    hash.update(chunk);
    bytes += chunk.byteLength;
    if (previous) yield previous;
    previous = chunk;
  }
  await record({ sha256: hash.digest('hex'), bytes });
  if (previous) yield previous;
}

/** 'M. S.' from the names the user gave, else the first letter of the username. */
export function ownerInitials(user: {
  firstName: string | null;
  lastName: string | null;
  username: string;
}): string {
  const initial = (name: string | null) => {
    const first = Array.from(name?.trim() ?? '')[0];
    return first ? `${first.toUpperCase()}.` : null;
  };
  const initials = [initial(user.firstName), initial(user.lastName)].filter(Boolean);
  return initials.length > 0 ? initials.join(' ') : (initial(user.username) ?? '?');
}

/**
 * What a code vouches for, for anyone holding it: the export's kind and time, the owner's
 * initials, the chain head and file hashes it recorded, whether anything was recorded since
 * (never how much: a stranger holding one file learns nothing of the owner's activity), whether
 * the owner's chain still recomputes and still holds that head, and its signed receipt with
 * whether the signature checks. Null for an unknown code.
 */
export async function verifySnapshot(
  db: AppDatabase,
  code: string,
): Promise<VerifyResponse | null> {
  const [found] = await db
    .select({
      snapshot: snapshots,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(snapshots)
    .innerJoin(users, eq(users.id, snapshots.userId))
    .where(eq(snapshots.code, code));
  if (!found) return null;
  const { snapshot } = found;
  const [chain, stillHeld] = await Promise.all([
    checkIntegrity(db, snapshot.userId),
    holdsHead(db, snapshot.userId, { seq: snapshot.headSeq, hash: snapshot.headHash }),
  ]);
  const receipt =
    snapshot.receipt && snapshot.signature && snapshot.keyId
      ? { json: snapshot.receipt, signature: snapshot.signature, keyId: snapshot.keyId }
      : null;
  return {
    kind: snapshot.kind as SnapshotKind,
    created_at: snapshot.createdAt.toISOString(),
    owner: ownerInitials(found),
    head: { seq: snapshot.headSeq, hash: snapshot.headHash },
    files: (snapshot.files as SnapshotFile[]).map(({ name, sha256 }) => ({ name, sha256 })),
    changed_since: chain.head.seq > snapshot.headSeq,
    chain_valid: chain.valid && stillHeld,
    through_shared_link: snapshot.viaShare,
    receipt: receipt && {
      json: receipt.json,
      signature: receipt.signature,
      key_id: receipt.keyId,
      signature_valid: await checkReceipt(db, receipt),
    },
  };
}

/** Whether a code belonged to an export whose owner has since deleted the account. */
export async function isWithdrawnCode(db: AppDatabase, code: string): Promise<boolean> {
  const [row] = await db
    .select({ code: withdrawnSnapshots.code })
    .from(withdrawnSnapshots)
    .where(eq(withdrawnSnapshots.code, code));
  return row !== undefined;
}

/** Whether the user's chain still has `head` at its seq (the empty head always). */
async function holdsHead(db: AppDatabase, userId: number, head: ChainHead): Promise<boolean> {
  if (head.seq === EMPTY_CHAIN_HEAD.seq) return head.hash === EMPTY_CHAIN_HEAD.hash;
  const [row] = await db
    .select({ hash: revisions.hash })
    .from(revisions)
    .where(and(eq(revisions.userId, userId), eq(revisions.seq, head.seq)));
  return row?.hash === head.hash;
}
