/**
 * How long GET /api/export/expenses.csv takes for a user with 20,000 expenses (the target
 * in docs/testing.md#measurements: ≤ 1 s), on PGlite, or on Postgres when TEST_DATABASE_URL names a
 * server (a throwaway database is made and dropped):
 *
 *   npx tsx scripts/csv-export-timing.ts
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/csv-export-timing.ts
 *
 * The export is timed five times in process (supertest, no network) and the median printed.
 * A measurement, not a test.
 */
import { driverName, timeFiveRuns, withSeededAccount } from './seeded-account';

const ROWS = 20_000;
const TARGET_MS = 1000;

await withSeededAccount(ROWS, async (api) => {
  let bytes = 0;
  const { median, min, max } = await timeFiveRuns(async () => {
    const response = await api.get('/api/export/expenses.csv').buffer(true);
    if (response.text.split('\r\n').length !== ROWS + 2) throw new Error('wrong row count');
    bytes = Buffer.byteLength(response.text);
  });
  console.log(
    `CSV export on ${driverName}: ${ROWS.toLocaleString('en-US')} expenses, ` +
      `${(bytes / 1e6).toFixed(1)} MB, median ${median.toFixed(0)} ms of 5 (min ${min.toFixed(0)}, ` +
      `max ${max.toFixed(0)}) — target ≤ ${TARGET_MS} ms: ${median <= TARGET_MS ? 'PASS' : 'FAIL'}`,
  );
});
