/**
 * The integrity check: the user's chain of revisions, recomputed.
 *
 * Every CHECKPOINT_INTERVAL revisions the chain gets a signed checkpoint: the seq and hash of
 * that revision, signed with the receipt key once a check has recomputed the chain up to it and
 * found it intact. A check then starts from the latest checkpoint instead of from seq 1: it
 * verifies that checkpoint's signature, that the revision at its seq still carries its hash,
 * and recomputes only the revisions after it. A chain of a million revisions is checked in
 * milliseconds rather than seconds. The price: an edit before the latest checkpoint that leaves
 * the stored hashes alone, or a revision deleted from before it, is found only by the full
 * check (`full`), which the nightly job runs for every user; until then the revisions before
 * the checkpoint are counted as its seq says.
 */
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import {
  type ChainCheck,
  type ChainHead,
  checkChain,
  EMPTY_CHAIN_HEAD,
  type EvidenceEntity,
  type RevisionData,
  type StoredRevision,
} from '@shared/evidence';
import { revisionCheckpoints, revisions } from '../../db/schema';
import type { AppDatabase } from '../../db/connect';
import { sha256Hex } from '../../security/tokens';
import { signBytes, verifySignedBytes } from './receipt-keys';

const CHAIN_PAGE_SIZE = 2000;

/** A checkpoint is signed at every multiple of this seq. */
export const CHECKPOINT_INTERVAL = 1000;

// Far under Postgres's 65,535 bind parameters (five a row).
const CHECKPOINT_INSERT_BATCH = 1000;

export interface ReadChainOptions {
  /** Only the revisions after this seq. */
  after?: number;
  /** Stops the read between two pages (a server shutting down). */
  signal?: AbortSignal;
}

/** The user's revisions in seq order, read a page at a time. */
export async function* readChain(
  db: AppDatabase,
  userId: number,
  { after = 0, signal }: ReadChainOptions = {},
): AsyncGenerator<StoredRevision> {
  for (;;) {
    signal?.throwIfAborted();
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

/**
 * The bytes a checkpoint's signature covers. The user's id is among them, so a checkpoint
 * copied to another user whose chain happens to hold the same hash does not verify there.
 */
export function checkpointBytes(userId: number, seq: number, hash: string): Uint8Array {
  return new TextEncoder().encode(`fairsplit-checkpoint\n${userId}\n${seq}\n${hash}`);
}

interface StoredCheckpoint extends ChainHead {
  signature: string;
  keyId: string;
  /** The hash the revision at the checkpoint's seq carries now; null when it is gone. */
  revisionHash: string | null;
}

/** The user's checkpoints, newest first (`limit` of them), each with its revision's hash now. */
async function readCheckpoints(
  db: AppDatabase,
  userId: number,
  limit?: number,
): Promise<StoredCheckpoint[]> {
  const query = db
    .select({
      seq: revisionCheckpoints.seq,
      hash: revisionCheckpoints.hash,
      signature: revisionCheckpoints.signature,
      keyId: revisionCheckpoints.keyId,
      revisionHash: revisions.hash,
    })
    .from(revisionCheckpoints)
    .leftJoin(
      revisions,
      and(
        eq(revisions.userId, revisionCheckpoints.userId),
        eq(revisions.seq, revisionCheckpoints.seq),
      ),
    )
    .where(eq(revisionCheckpoints.userId, userId))
    .orderBy(desc(revisionCheckpoints.seq));
  return limit === undefined ? query : query.limit(limit);
}

/** Whether a checkpoint's signature is the receipt key's and its revision still matches it. */
async function checkpointHolds(
  db: AppDatabase,
  userId: number,
  checkpoint: StoredCheckpoint,
): Promise<boolean> {
  if (checkpoint.revisionHash !== checkpoint.hash) return false;
  try {
    return await verifySignedBytes(
      db,
      checkpointBytes(userId, checkpoint.seq, checkpoint.hash),
      checkpoint.signature,
      checkpoint.keyId,
    );
  } catch {
    // A signature of the wrong length or kind is no signature.
    return false;
  }
}

/** Signs and keeps a checkpoint for each head; a checkpoint already there is left as it is. */
async function writeCheckpoints(db: AppDatabase, userId: number, heads: ChainHead[]) {
  const rows = [];
  for (const { seq, hash } of heads) {
    const { signature, keyId } = await signBytes(db, checkpointBytes(userId, seq, hash));
    rows.push({ userId, seq, hash, signature, keyId });
  }
  for (let start = 0; start < rows.length; start += CHECKPOINT_INSERT_BATCH) {
    await db
      .insert(revisionCheckpoints)
      .values(rows.slice(start, start + CHECKPOINT_INSERT_BATCH))
      .onConflictDoNothing();
  }
}

/** Passes the revisions on, noting the seq and hash of each one a checkpoint belongs at. */
async function* notingCheckpointSeqs(
  chain: AsyncIterable<StoredRevision>,
  noted: ChainHead[],
): AsyncGenerator<StoredRevision> {
  for await (const revision of chain) {
    if (revision.seq % CHECKPOINT_INTERVAL === 0) {
      noted.push({ seq: revision.seq, hash: revision.hash });
    }
    yield revision;
  }
}

interface RecomputeOptions {
  /** Sign the checkpoints the recomputation passed (false once a checkpoint has failed). */
  sign: boolean;
  /** Seqs that have a checkpoint already, not to be signed again. */
  existing?: ReadonlySet<number>;
  signal?: AbortSignal | undefined;
}

/**
 * Recomputes the chain after `start` (a verified checkpoint, or the empty head), then signs a
 * checkpoint at every multiple of the interval it passed before any broken revision.
 */
async function recomputeAfter(
  db: AppDatabase,
  userId: number,
  start: ChainHead,
  { sign, existing = new Set(), signal }: RecomputeOptions,
): Promise<ChainCheck> {
  const passed: ChainHead[] = [];
  const chain = await checkChain(
    notingCheckpointSeqs(readChain(db, userId, { after: start.seq, signal }), passed),
    sha256Hex,
    start,
  );
  if (sign) {
    const intact = passed.filter(
      ({ seq }) =>
        (chain.first_bad_seq === null || seq < chain.first_bad_seq) && !existing.has(seq),
    );
    await writeCheckpoints(db, userId, intact);
  }
  return chain;
}

export interface IntegrityOptions {
  /** Recompute from seq 1 and verify every checkpoint, not just the latest (the nightly job). */
  full?: boolean;
  /** Stops a long check between two pages of revisions (a server shutting down). */
  signal?: AbortSignal;
}

/**
 * Checks the user's chain: by default from the latest checkpoint on, in full from seq 1 with
 * `full`. Either way `revisions` counts the whole chain and `head` is its last revision. A
 * checkpoint that fails (a bad signature, or its revision's hash is no longer the one signed)
 * makes the chain invalid, reported at the checkpoint's seq unless a revision before it is
 * already broken; the quick check then runs the full one, so both report a failure alike.
 */
export async function checkIntegrity(
  db: AppDatabase,
  userId: number,
  { full = false, signal }: IntegrityOptions = {},
): Promise<ChainCheck> {
  if (!full) {
    // Only the latest checkpoint's signature is verified here. The quick check relies on that
    // one alone (each earlier one vouches for a shorter prefix of the same chain), and
    // verifying them all would take longer than the whole check is allowed: at 1,000
    // checkpoints, a chain of a million revisions, the Ed25519 verifications alone took about
    // 125 ms against the 100 ms target (docs/benchmarks.md). The full check verifies them all.
    const [latest] = await readCheckpoints(db, userId, 1);
    if (!latest) return recomputeAfter(db, userId, EMPTY_CHAIN_HEAD, { sign: true, signal });
    if (await checkpointHolds(db, userId, latest)) {
      return recomputeAfter(db, userId, latest, { sign: true, signal });
    }
  }

  const { seqs, failed } = await verifyCheckpoints(db, userId);
  // Nothing is signed on top of a chain that no longer matches what was signed before.
  const chain = await recomputeAfter(db, userId, EMPTY_CHAIN_HEAD, {
    sign: failed.length === 0,
    existing: seqs,
    signal,
  });
  if (failed.length === 0) return chain;
  return {
    ...chain,
    valid: false,
    first_bad_seq: Math.min(failed[0]!, chain.first_bad_seq ?? Number.POSITIVE_INFINITY),
  };
}

/**
 * Verifies every checkpoint of the user (its signature, and its revision's hash): the seqs that
 * have one, and those that fail, in order.
 */
export async function verifyCheckpoints(
  db: AppDatabase,
  userId: number,
): Promise<{ seqs: Set<number>; failed: number[] }> {
  const checkpoints = await readCheckpoints(db, userId);
  const held = await Promise.all(
    checkpoints.map((checkpoint) => checkpointHolds(db, userId, checkpoint)),
  );
  return {
    seqs: new Set(checkpoints.map(({ seq }) => seq)),
    failed: checkpoints
      .filter((_, index) => !held[index])
      .map(({ seq }) => seq)
      .reverse(),
  };
}
