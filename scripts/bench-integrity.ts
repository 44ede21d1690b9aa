/**
 * How long the integrity check takes on a chain of a million revisions, on Postgres: the default
 * check, which starts from the latest signed checkpoint (target ≤ 100 ms), and the full one from
 * seq 1 that GET /api/integrity?full=1 and the nightly run make.
 *
 *   npx tsx scripts/bench-integrity.ts
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench-integrity.ts
 *
 * A throwaway database is made on the server TEST_DATABASE_URL names (else the local one) and
 * dropped after. One user gets 1,000,000 revisions, computed here with the server's hashing and
 * inserted 10,000 a statement; a first full check signs the checkpoints. The default check is
 * timed nine times in process and the median printed, right at a checkpoint and again with the
 * longest tail there can be (999 revisions after it). A measurement, not a test.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { ChainCheck, ChainHead, StoredRevision } from '../shared/evidence';
import { users } from '../server/db/schema';
import {
  checkIntegrity,
  CHECKPOINT_INTERVAL,
  verifyCheckpoints,
} from '../server/modules/evidence/integrity';
import { generateChain } from '../server/test/chains';
import { createTestDatabase } from '../server/test/databases';

const REVISIONS = 1_000_000;
const TARGET_MS = 100;
const RUNS = 9;
const INSERT_BATCH = 10_000;

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

/** Inserts `count` revisions after `after` for the user; the new head. */
async function insertRevisions(
  client: pg.Client,
  userId: number,
  count: number,
  after?: ChainHead,
): Promise<ChainHead> {
  let batch: StoredRevision[] = [];
  let head = after ?? { seq: 0, hash: '' };
  const flush = async () => {
    await client.query(
      `insert into revisions (user_id, seq, entity, entity_id, action, data, recorded_at, prev_hash, hash)
       select $1, * from unnest($2::int[], $3::text[], $4::int[], $5::text[], $6::jsonb[],
                                $7::timestamptz[], $8::text[], $9::text[])`,
      [
        userId,
        batch.map((revision) => revision.seq),
        batch.map((revision) => revision.entity),
        batch.map((revision) => revision.entity_id),
        batch.map((revision) => revision.action),
        batch.map((revision) => JSON.stringify(revision.data)),
        batch.map((revision) => revision.recorded_at),
        batch.map((revision) => revision.prev_hash),
        batch.map((revision) => revision.hash),
      ],
    );
    batch = [];
  };
  for (const revision of generateChain(count, after)) {
    batch.push(revision);
    head = { seq: revision.seq, hash: revision.hash };
    if (batch.length === INSERT_BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  return head;
}

/** `run` timed once, in ms, with what it answered. */
async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; answer: T }> {
  const started = performance.now();
  const answer = await run();
  return { ms: performance.now() - started, answer };
}

/** The median, smallest and largest of RUNS runs of `run`, in ms. */
async function timeRuns<T>(run: () => Promise<T>, expect: (answer: T) => void) {
  const times: number[] = [];
  for (let attempt = 0; attempt < RUNS; attempt += 1) {
    const { ms, answer } = await timed(run);
    expect(answer);
    times.push(ms);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(RUNS / 2)]!, min: times[0]!, max: times[RUNS - 1]! };
}

const expectIntact = (revisions: number, head: ChainHead) => (check: ChainCheck) => {
  if (!check.valid || check.revisions !== revisions || check.head.hash !== head.hash) {
    throw new Error(`unexpected answer: ${JSON.stringify(check)}`);
  }
};

const figure = (ms: number) => `${ms.toFixed(ms < 10 ? 1 : 0)} ms`;
const summary = ({ median, min, max }: { median: number; min: number; max: number }) =>
  `median ${figure(median)} of ${RUNS} (min ${figure(min)}, max ${figure(max)})`;
const verdict = (ms: number) => `target ≤ ${TARGET_MS} ms: ${ms <= TARGET_MS ? 'PASS' : 'FAIL'}`;
const count = (n: number) => n.toLocaleString('en-US');

const database = await createTestDatabase('postgres');
const client = new pg.Client({ connectionString: database.url! });
try {
  await client.connect();
  const [user] = await database.db
    .insert(users)
    .values({ authUserId: randomUUID(), username: 'bench-integrity', email: 'bench@example.com' })
    .returning({ id: users.id });
  const userId = user!.id;

  const inserted = await timed(() => insertRevisions(client, userId, REVISIONS));
  await client.query('vacuum analyze revisions');
  const head = inserted.answer;
  console.log(`Inserted ${count(REVISIONS)} revisions in ${(inserted.ms / 1000).toFixed(1)} s`);

  const first = await timed(() => checkIntegrity(database.db, userId, { full: true }));
  expectIntact(REVISIONS, head)(first.answer);
  const signed = (await verifyCheckpoints(database.db, userId)).seqs.size;
  console.log(
    `First full check, which signs the ${count(signed)} checkpoints: ${(first.ms / 1000).toFixed(2)} s`,
  );

  const atCheckpoint = await timeRuns(
    () => checkIntegrity(database.db, userId),
    expectIntact(REVISIONS, head),
  );
  console.log(
    `Default check, ${count(REVISIONS)} revisions, none after the latest checkpoint: ` +
      `${summary(atCheckpoint)} — ${verdict(atCheckpoint.median)}`,
  );

  const verifying = await timeRuns(
    () => verifyCheckpoints(database.db, userId),
    ({ failed }) => {
      if (failed.length > 0) throw new Error(`checkpoints failed: ${failed.join(', ')}`);
    },
  );
  console.log(
    `Verifying all ${count(signed)} checkpoint signatures (what the default check leaves to the full one): ` +
      summary(verifying),
  );

  const tail = CHECKPOINT_INTERVAL - 1;
  const longer = await insertRevisions(client, userId, tail, head);
  const withTail = await timeRuns(
    () => checkIntegrity(database.db, userId),
    expectIntact(REVISIONS + tail, longer),
  );
  console.log(
    `Default check, ${count(REVISIONS + tail)} revisions, ${tail} after the latest checkpoint: ` +
      `${summary(withTail)} — ${verdict(withTail.median)}`,
  );

  const full = await timed(() => checkIntegrity(database.db, userId, { full: true }));
  expectIntact(REVISIONS + tail, longer)(full.answer);
  console.log(
    `Full check, ${count(REVISIONS + tail)} revisions and every checkpoint verified, once: ` +
      `${(full.ms / 1000).toFixed(2)} s`,
  );
} finally {
  await client.end();
  await database.destroy();
}
