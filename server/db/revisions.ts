/**
 * The write side of the evidence log (shared/evidence.ts): a change to a user's record and its
 * revision are one transaction, and a user's changes are serialised by a per-user advisory
 * lock, so `seq` is gapless and every revision names the hash before it. Different users never
 * wait on each other.
 */
import { sql } from 'drizzle-orm';
import {
  canonicalJson,
  type ChainedRevision,
  type ChainHead,
  EMPTY_CHAIN_HEAD,
  type EvidenceEntity,
  revisionHashInput,
  type RevisionAction,
  type RevisionData,
  SINGLE_RECORD_ID,
} from '@shared/evidence';
import { sha256Hex } from '../security/tokens';
import { revisions } from './schema';
import { type AppDatabase, queryRows } from './connect';

// pg_advisory_xact_lock(int, int): this namespace and the user's id. Any constant works; it
// only has to differ from the migration lock's.
const CHAIN_LOCK_NAMESPACE = 724_311_002;

/** What a change tells the log about itself. */
export interface RevisionDraft {
  entity: EvidenceEntity;
  entityId: number;
  action: RevisionAction;
  /** The record as the API answers it: after the change, or before it for a delete. */
  data: RevisionData;
}

/** A change's result, and the revisions that record it in order; null when nothing changed. */
export type RecordedChange<T> = { result: T; revisions: RevisionDraft[] } | null;

/** The user's latest revision, or the empty head; call it under the chain lock. */
export async function readChainHead(db: AppDatabase, userId: number): Promise<ChainHead> {
  const [head] = await queryRows<ChainHead>(
    db,
    sql`select ${revisions.seq} as seq, ${revisions.hash} as hash from ${revisions}
        where ${revisions.userId} = ${userId} order by ${revisions.seq} desc limit 1`,
  );
  return head ?? EMPTY_CHAIN_HEAD;
}

/**
 * Runs `change` in one transaction holding the user's chain lock, then appends the revisions it
 * returns, hashed onto the head in order; when it returns null nothing is appended. Anything
 * thrown rolls back the change and its revisions together.
 */
export async function writeWithRevision<T>(
  db: AppDatabase,
  userId: number,
  change: (tx: AppDatabase) => Promise<RecordedChange<T>>,
): Promise<T | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK_NAMESPACE}, ${userId})`);
    const changed = await change(tx);
    if (!changed) return null;
    await appendRevisions(tx, userId, changed.revisions);
    return changed.result;
  });
}

/**
 * The revision of a one-per-user setting (the division target, the saved settlement figures,
 * who is who) saved as `after`: a create the first time, an update when a field changed, and
 * none when nothing did (a save of the same values leaves the log alone). `updated_at` is not a
 * change by itself.
 */
export function settingRevision(
  entity: EvidenceEntity,
  before: RevisionData | null,
  after: RevisionData,
): RevisionDraft | null {
  const { updated_at: _before, ...old } = before ?? {};
  const { updated_at: _after, ...now } = after;
  if (before && canonicalJson(old) === canonicalJson(now)) return null;
  return { entity, entityId: SINGLE_RECORD_ID, action: before ? 'update' : 'create', data: after };
}

// Ten parameters a row: 1,000 rows stay well under Postgres's 65,535 bind parameters.
const INSERT_BATCH = 1000;

async function appendRevisions(tx: AppDatabase, userId: number, drafts: RevisionDraft[]) {
  if (drafts.length === 0) return;
  // The clock is read under the lock, so recorded_at never runs backwards along the chain.
  const [head] = await queryRows<{ seq: number | null; hash: string | null; now: string }>(
    tx,
    sql`select last.seq, last.hash,
          to_char(date_trunc('milliseconds', clock_timestamp()) at time zone 'UTC',
                  'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as now
        from (values (1)) as one
        left join lateral (
          select ${revisions.seq} as seq, ${revisions.hash} as hash from ${revisions}
          where ${revisions.userId} = ${userId} order by ${revisions.seq} desc limit 1
        ) as last on true`,
  );
  let prevHash = head?.hash ?? EMPTY_CHAIN_HEAD.hash;
  let seq = Number(head?.seq ?? 0);
  const recordedAt = head!.now;
  const rows = drafts.map((draft) => {
    seq += 1;
    const revision: ChainedRevision = {
      seq,
      entity: draft.entity,
      entity_id: draft.entityId,
      action: draft.action,
      data: draft.data,
      recorded_at: recordedAt,
    };
    const hash = sha256Hex(revisionHashInput(prevHash, revision)) as string;
    const row = {
      userId,
      seq,
      entity: revision.entity,
      entityId: revision.entity_id,
      action: revision.action,
      data: revision.data,
      recordedAt: new Date(recordedAt),
      prevHash,
      hash,
    };
    prevHash = hash;
    return row;
  });
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await tx.insert(revisions).values(rows.slice(start, start + INSERT_BATCH));
  }
}
