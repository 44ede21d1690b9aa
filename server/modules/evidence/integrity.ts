/**
 * The integrity check: the user's chain of revisions, recomputed.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import {
  checkChain,
  type ChainCheck,
  type EvidenceEntity,
  type RevisionData,
  type StoredRevision,
} from '@shared/evidence';
import { revisions } from '@shared/schema';
import type { AppDatabase } from '../../db/connect';
import { sha256HexNode } from '../../db/revisions';

const CHAIN_PAGE_SIZE = 2000;

/** The user's revisions in seq order, read a page at a time. */
export async function* readChain(db: AppDatabase, userId: number): AsyncGenerator<StoredRevision> {
  let after = 0;
  for (;;) {
    const page = await db
      .select()
      .from(revisions)
      .where(and(eq(revisions.userId, userId), gt(revisions.seq, after)))
      .orderBy(asc(revisions.seq))
      .limit(CHAIN_PAGE_SIZE);
    for (const row of page) {
      yield {
        seq: row.seq,
        entity: row.entity as EvidenceEntity,
        entity_id: row.entityId,
        action: row.action as StoredRevision['action'],
        data: row.data as RevisionData,
        recorded_at: row.recordedAt.toISOString(),
        prev_hash: row.prevHash,
        hash: row.hash,
      };
    }
    if (page.length < CHAIN_PAGE_SIZE) return;
    after = page[page.length - 1]!.seq;
  }
}

/** Recomputes the user's whole chain in one pass. */
export function checkIntegrity(db: AppDatabase, userId: number): Promise<ChainCheck> {
  return checkChain(readChain(db, userId), sha256HexNode);
}

