/**
 * How long GET /api/account/export takes for an account with 10,000 revisions (the target
 * in docs/testing.md#measurements: within 2 s), as a ZIP, on PGlite, or on Postgres when
 * TEST_DATABASE_URL names a server (a throwaway database is made and dropped):
 *
 *   npx tsx scripts/data-export-timing.ts
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/data-export-timing.ts
 *
 * 10,000 expenses, one revision each; the export is timed five times in process and the
 * median printed. A measurement, not a test.
 */
import { driverName, timeFiveRuns, withSeededAccount } from './seeded-account';

const REVISIONS = 10_000;
const TARGET_MS = 2000;

await withSeededAccount(REVISIONS, async (api) => {
  let bytes = 0;
  const { median, min, max } = await timeFiveRuns(async () => {
    const response = await api
      .get('/api/account/export?format=zip')
      .buffer(true)
      .parse((res, callback) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => callback(null, Buffer.concat(chunks)));
      });
    if (response.status !== 200) throw new Error(`export failed: ${response.status}`);
    bytes = (response.body as Buffer).length;
  });
  console.log(
    `Data export on ${driverName}: ${REVISIONS.toLocaleString('en-US')} revisions and expenses, ` +
      `ZIP ${(bytes / 1e6).toFixed(1)} MB, median ${median.toFixed(0)} ms of 5 (min ${min.toFixed(0)}, ` +
      `max ${max.toFixed(0)}) — target ≤ ${TARGET_MS} ms: ${median <= TARGET_MS ? 'PASS' : 'FAIL'}`,
  );
});
