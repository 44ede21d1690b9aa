/**
 * Long chains of revisions without the API: computed here with the server's own hashing and
 * inserted in bulk, for tests and measurements that need thousands (or a million) of them.
 */
import {
  type ChainHead,
  EMPTY_CHAIN_HEAD,
  revisionHashInput,
  type StoredRevision,
} from '@shared/evidence';
import { revisions } from '../db/schema';
import type { AppDatabase } from '../db/connect';
import { sha256Hex } from '../security/tokens';

/** One time for every revision: what the hash covers is the same whatever the time. */
const CHAIN_RECORDED_AT = '2026-11-26T09:00:00.000Z';

/**
 * `count` valid revisions following `after` (the empty head: a new chain), one expense created
 * each, made one at a time so a million never sit in memory together.
 */
export function* generateChain(
  count: number,
  after: ChainHead = EMPTY_CHAIN_HEAD,
): Generator<StoredRevision> {
  let prevHash = after.hash;
  for (let seq = after.seq + 1; seq <= after.seq + count; seq += 1) {
    const revision = {
      seq,
      entity: 'expense' as const,
      entity_id: seq,
      action: 'create' as const,
      data: { id: seq, name: `Expense ${seq}`, amount: '12.50', date: '2025-03-05' },
      recorded_at: CHAIN_RECORDED_AT,
    };
    const hash = sha256Hex(revisionHashInput(prevHash, revision)) as string;
    yield { ...revision, prev_hash: prevHash, hash };
    prevHash = hash;
  }
}

export const buildChain = (count: number, after?: ChainHead): StoredRevision[] => [
  ...generateChain(count, after),
];

// Ten parameters a row, as the server's own batches.
const INSERT_BATCH = 1000;

/** Stores `chain` as the user's revisions, exactly as given (a test may hand in a forged one). */
export async function insertChain(
  db: AppDatabase,
  userId: number,
  chain: StoredRevision[],
): Promise<void> {
  for (let start = 0; start < chain.length; start += INSERT_BATCH) {
    await db.insert(revisions).values(
      chain.slice(start, start + INSERT_BATCH).map((revision) => ({
        userId,
        seq: revision.seq,
        entity: revision.entity,
        entityId: revision.entity_id,
        action: revision.action,
        data: revision.data,
        recordedAt: new Date(revision.recorded_at),
        prevHash: revision.prev_hash,
        hash: revision.hash,
      })),
    );
  }
}
