/**
 * How long GET /api/integrity takes to recompute a chain of 10,000 revisions (the target
 * in docs/testing.md#measurements: within 1 s on Postgres), on PGlite, or on Postgres when
 * TEST_DATABASE_URL names a server (a throwaway database is made and dropped):
 *
 *   npx tsx scripts/integrity-timing.ts
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/integrity-timing.ts
 *
 * 10,000 expenses, one revision each; the check is timed five times in process and the median
 * printed. A measurement, not a test.
 */
import { driverName, timeFiveRuns, withSeededAccount } from './seeded-account';

const REVISIONS = 10_000;
const TARGET_MS = 1000;

await withSeededAccount(REVISIONS, async (api) => {
  const answers: { valid: boolean; revisions: number }[] = [];
  const { median, min, max } = await timeFiveRuns(async () => {
    const response = await api.get('/api/integrity');
    if (response.status !== 200) throw new Error(`integrity failed: ${response.status}`);
    answers.push(response.body);
  });
  const wrong = answers.find((answer) => !answer.valid || answer.revisions !== REVISIONS);
  if (wrong) throw new Error(`unexpected answer: ${JSON.stringify(wrong)}`);
  console.log(
    `Integrity check on ${driverName}: ${REVISIONS.toLocaleString('en-US')} revisions, valid, ` +
      `median ${median.toFixed(0)} ms of 5 (min ${min.toFixed(0)}, max ${max.toFixed(0)}) — ` +
      `target ≤ ${TARGET_MS} ms: ${median <= TARGET_MS ? 'PASS' : 'FAIL'}`,
  );
});
