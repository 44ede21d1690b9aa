/**
 * Signed integrity checkpoints: a check signs one at every 1,000 revisions it found intact, the
 * quick check recomputes only the revisions after the latest and trusts that one's signature,
 * and the full check (GET /api/integrity?full=1, the nightly run) recomputes everything and
 * verifies every checkpoint. Chains are inserted directly, thousands at a time.
 */
import { generateKeyPairSync, sign } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type ChainHead,
  checkChain,
  revisionHashInput,
  sha256HexWeb,
  type StoredRevision,
} from '@shared/evidence';
import { revisionCheckpoints } from '../../db/schema';
import type { AppDatabase } from '../../db/connect';
import { sha256Hex } from '../../security/tokens';
import { createLogger } from '../../http/logger';
import { LogCapture } from '../../test/app';
import { buildChain, insertChain } from '../../test/chains';
import { TEST_DRIVERS } from '../../test/databases';
import { storedChain } from '../../test/revisions';
import { setUpTrackerApi } from '../../test/tracker-suites';
import type { ApiClient } from '../../test/trackers';
import { checkIntegrity, checkpointBytes, CHECKPOINT_INTERVAL } from './integrity';
import { checkEveryChain, msUntilNightlyCheck, startNightlyCheck } from './nightly-check';
import { loadReceiptKeys, signBytes, verifySignedBytes } from './receipt-keys';

const headOf = (chain: StoredRevision[]): ChainHead => ({
  seq: chain.at(-1)!.seq,
  hash: chain.at(-1)!.hash,
});

/** Runs `statement` with the revisions' append-only trigger off: a tamperer. */
async function tamper(db: AppDatabase, statement: ReturnType<typeof sql>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table revisions disable trigger revisions_append_only`);
    await tx.execute(statement);
    await tx.execute(sql`alter table revisions enable trigger revisions_append_only`);
  });
}

/** `chain` with the data of `seq` edited and every hash from there on recomputed: a rewrite. */
function rewrittenFrom(chain: StoredRevision[], seq: number): StoredRevision[] {
  let prevHash = chain[seq - 2]?.hash ?? chain[0]!.prev_hash;
  return chain.map((revision) => {
    if (revision.seq < seq) return revision;
    const edited = revision.seq === seq ? { ...revision.data, amount: '1.00' } : revision.data;
    const next = { ...revision, data: edited, prev_hash: prevHash };
    next.hash = sha256Hex(revisionHashInput(prevHash, next)) as string;
    prevHash = next.hash;
    return next;
  });
}

describe.each(TEST_DRIVERS)('signed integrity checkpoints on %s', (driver) => {
  const { context, database } = setUpTrackerApi(driver);
  const db = () => database().db;

  /** A signed-in user whose log holds `chain`. */
  async function userWithChain(chain: StoredRevision[]) {
    const { api, user } = await context.freeUser();
    await insertChain(db(), user.id, chain);
    return { api, user };
  }

  const integrity = async (api: ApiClient, query = '') => {
    const response = await api.get(`/api/integrity${query}`);
    expect(response.status).toBe(200);
    return response.body;
  };

  const checkpointsOf = (userId: number) =>
    db()
      .select()
      .from(revisionCheckpoints)
      .where(eq(revisionCheckpoints.userId, userId))
      .orderBy(asc(revisionCheckpoints.seq));

  const setCheckpoint = (
    userId: number,
    seq: number,
    change: Partial<{ hash: string; signature: string; keyId: string }>,
  ) =>
    db()
      .update(revisionCheckpoints)
      .set(change)
      .where(and(eq(revisionCheckpoints.userId, userId), eq(revisionCheckpoints.seq, seq)));

  const editData = (userId: number, seq: number) =>
    tamper(
      db(),
      sql`update revisions set data = jsonb_set(data, '{amount}', '"1.00"')
          where user_id = ${userId} and seq = ${seq}`,
    );

  it('signs a checkpoint at every 1,000 revisions once a check found them intact', async () => {
    const chain = buildChain(2500);
    const { api, user } = await userWithChain(chain);
    expect(await checkpointsOf(user.id)).toEqual([]);

    expect(await integrity(api)).toEqual({
      valid: true,
      revisions: 2500,
      head: headOf(chain),
      first_bad_seq: null,
    });

    const checkpoints = await checkpointsOf(user.id);
    const { current } = await loadReceiptKeys(db());
    expect(CHECKPOINT_INTERVAL).toBe(1000);
    expect(checkpoints.map(({ seq, hash, keyId }) => ({ seq, hash, keyId }))).toEqual([
      { seq: 1000, hash: chain[999]!.hash, keyId: current.kid },
      { seq: 2000, hash: chain[1999]!.hash, keyId: current.kid },
    ]);
    for (const checkpoint of checkpoints) {
      const bytes = checkpointBytes(user.id, checkpoint.seq, checkpoint.hash);
      expect(new TextDecoder().decode(bytes)).toBe(
        `fairsplit-checkpoint\n${user.id}\n${checkpoint.seq}\n${checkpoint.hash}`,
      );
      expect(await verifySignedBytes(db(), bytes, checkpoint.signature, checkpoint.keyId)).toBe(
        true,
      );
    }

    // Started from 2000, the next check still counts and heads the whole chain.
    const more = buildChain(600, headOf(chain));
    await insertChain(db(), user.id, more);
    expect(await integrity(api)).toEqual({
      valid: true,
      revisions: 3100,
      head: headOf(more),
      first_bad_seq: null,
    });
    expect((await checkpointsOf(user.id)).map(({ seq }) => seq)).toEqual([1000, 2000, 3000]);
    expect(await integrity(api, '?full=1')).toMatchObject({ valid: true, revisions: 3100 });
  });

  it('recomputes only the revisions after the latest checkpoint; the full check and the nightly run recompute all', async () => {
    const { api, user } = await userWithChain(buildChain(2500));
    await integrity(api);

    await editData(user.id, 1500);
    expect(await integrity(api)).toMatchObject({ valid: true, revisions: 2500 });
    expect(await integrity(api, '?full=1')).toMatchObject({
      valid: false,
      revisions: 2500,
      first_bad_seq: 1500,
    });

    const logs = new LogCapture();
    const night = await checkEveryChain(db(), createLogger('info', logs));
    expect(night.failed).toContain(user.id);
    const failures = logs.lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'a chain of revisions failed the nightly integrity check');
    expect(failures.map((line) => line.userId)).toContain(user.id);
    for (const line of failures) {
      expect(Object.keys(line).sort()).toEqual([
        'hostname',
        'level',
        'msg',
        'pid',
        'time',
        'userId',
      ]);
    }
    expect(logs.text).not.toMatch(/Expense|1\.00|@/);

    await editData(user.id, 2200);
    expect(await integrity(api)).toMatchObject({
      valid: false,
      revisions: 2500,
      first_bad_seq: 2200,
    });
  });

  it('signs nothing past a revision it found broken', async () => {
    const chain = buildChain(2500);
    chain[1499] = { ...chain[1499]!, data: { ...chain[1499]!.data, amount: '1.00' } };
    const { api, user } = await userWithChain(chain);

    expect(await integrity(api)).toMatchObject({ valid: false, first_bad_seq: 1500 });
    expect((await checkpointsOf(user.id)).map(({ seq }) => seq)).toEqual([1000]);
  });

  describe('a checkpoint that does not hold makes the chain invalid', () => {
    const otherKey = generateKeyPairSync('ed25519').privateKey;
    const forgeries: [string, (userId: number, hash: string) => Promise<object>][] = [
      [
        'signed by another key under the real key id',
        async (userId, hash) => ({
          signature: sign(null, checkpointBytes(userId, 2000, hash), otherKey).toString('base64'),
        }),
      ],
      ['with a signature that is not one', async () => ({ signature: 'forged' })],
      [
        'signed by the real key over another seq',
        async (userId, hash) => signBytes(db(), checkpointBytes(userId, 1000, hash)),
      ],
      ['naming a key that was never published', async () => ({ keyId: 'fs-0000000000000000' })],
    ];

    it.each(forgeries)('the latest checkpoint %s', async (_case, forge) => {
      const { api, user } = await userWithChain(buildChain(2500));
      await integrity(api);
      const [, latest] = await checkpointsOf(user.id);
      await setCheckpoint(user.id, 2000, await forge(user.id, latest!.hash));

      for (const query of ['', '?full=1']) {
        expect(await integrity(api, query)).toEqual({
          valid: false,
          revisions: 2500,
          head: { seq: 2500, hash: expect.any(String) },
          first_bad_seq: 2000,
        });
      }
    });

    it('an earlier checkpoint with a bad signature: the full check finds it, and signs nothing more', async () => {
      const chain = buildChain(2500);
      const { api, user } = await userWithChain(chain);
      await integrity(api);
      await setCheckpoint(user.id, 1000, { signature: 'forged' });
      await insertChain(db(), user.id, buildChain(600, headOf(chain)));

      // The quick check relies on the latest checkpoint alone, whose signature it verifies.
      expect(await checkIntegrity(db(), user.id, { full: true })).toMatchObject({
        valid: false,
        revisions: 3100,
        first_bad_seq: 1000,
      });
      expect((await checkpointsOf(user.id)).map(({ seq }) => seq)).toEqual([1000, 2000]);
    });

    it('one moved from another user whose chain holds the same hash', async () => {
      const chain = buildChain(2500);
      const alice = await userWithChain(chain);
      const bob = await userWithChain(chain);
      await integrity(alice.api);
      await integrity(bob.api);
      const [, alices] = await checkpointsOf(alice.user.id);
      await setCheckpoint(bob.user.id, 2000, {
        signature: alices!.signature,
        keyId: alices!.keyId,
      });

      expect(await integrity(bob.api)).toMatchObject({ valid: false, first_bad_seq: 2000 });
      expect(await integrity(alice.api)).toMatchObject({ valid: true });
    });

    it('one whose hash, though signed by the key, is not its revision’s', async () => {
      const { api, user } = await userWithChain(buildChain(2500));
      await integrity(api);
      const hash = 'f'.repeat(64);
      await setCheckpoint(user.id, 2000, {
        hash,
        ...(await signBytes(db(), checkpointBytes(user.id, 2000, hash))),
      });

      expect(await integrity(api)).toMatchObject({ valid: false, first_bad_seq: 2000 });
    });

    it('a chain rewritten under its checkpoints, every hash recomputed after an edit', async () => {
      const chain = buildChain(2500);
      const { api, user } = await userWithChain(chain);
      await integrity(api);
      await tamper(db(), sql`delete from revisions where user_id = ${user.id} and seq >= 600`);
      await insertChain(db(), user.id, rewrittenFrom(chain, 600).slice(599));

      // The chain alone recomputes: only the signed checkpoints tell the rewrite.
      const alone = await checkChain(await storedChain(db(), user.id), sha256HexWeb);
      expect(alone).toMatchObject({ valid: true, revisions: 2500 });
      for (const query of ['', '?full=1']) {
        expect(await integrity(api, query)).toMatchObject({
          valid: false,
          revisions: 2500,
          first_bad_seq: 1000,
        });
      }
    });
  });

  describe('the nightly run', () => {
    it.each([
      ['2026-11-26T01:00:00.000Z', 2 * 3600_000],
      ['2026-11-26T03:00:00.000Z', 24 * 3600_000],
      ['2026-11-26T23:30:00.000Z', 3.5 * 3600_000],
    ])('starts at 03:00 UTC: from %s, in %i ms', (now, ms) => {
      expect(msUntilNightlyCheck(new Date(now))).toBe(ms);
    });

    it('runs at its hour, purges expired documents after it, then waits for the next day; stop ends it', async () => {
      const { api } = await userWithChain(buildChain(10));
      await integrity(api);
      const times = ['2026-11-26T02:59:59.980Z', '2026-11-26T03:00:05.000Z'];
      const logs = new LogCapture();
      const nightly = startNightlyCheck({
        db: db(),
        config: context.testApp.config,
        logger: createLogger('info', logs),
        now: () => new Date(times.length > 1 ? times.shift()! : times[0]!),
      });
      try {
        await expect
          .poll(() => logs.lines.map((line) => JSON.parse(line).msg), { timeout: 20_000 })
          .toContain('deleted documents purged');
      } finally {
        await nightly.stop();
      }
      expect(logs.lines.filter((line) => line.includes('check done'))).toHaveLength(1);
    });
  });
});
