/**
 * How long the server takes to make the case file for 500 net-worth items, 2,000 expenses and
 * 300 events (budget: 3,000 ms), end to end: POST /api/exports/case-file reads the records,
 * builds the PDF, reads the three CSVs, signs the receipt, zips it all and records the hashes.
 * On PGlite, or on Postgres when TEST_DATABASE_URL names a server (a throwaway database):
 *
 *   npx tsx scripts/case-file-timing.ts
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/case-file-timing.ts
 *
 * Timed five times in process; the median printed. A measurement, not a test: it exits 0 either way.
 */
import { cpus } from 'node:os';
import { VALID_BODIES } from '../server/test/trackers';
import { driverName, timeFiveRuns, withSeededAccount } from './seeded-account';

const BUDGET_MS = 3_000;
const COUNTS = { items: 500, expenses: 2_000, events: 300 };

await withSeededAccount(COUNTS.expenses, async (api) => {
  const items = Array.from({ length: COUNTS.items }, (_, i) => ({
    ...VALID_BODIES.networth,
    name: `Item ${i}, "quoted"`,
    value: 1000 + i,
  }));
  const imported = await api.post('/api/networth/import', { rows: items });
  if (imported.status !== 201) throw new Error(`networth import failed: ${imported.status}`);
  for (let i = 0; i < COUNTS.events; i += 1) {
    const created = await api.post('/api/events', {
      ...VALID_BODIES.events,
      description: `Event ${i}: a hearing, a handover, a message`,
    });
    if (created.status !== 201) throw new Error(`event failed: ${created.status}`);
  }

  let bytes = 0;
  const { median, min, max } = await timeFiveRuns(async () => {
    const response = await api
      .post('/api/exports/case-file', { paper_size: 'a4', time_zone: 'America/New_York' })
      .buffer(true)
      .parse((res, callback) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => callback(null, Buffer.concat(chunks)));
      });
    if (response.status !== 200) throw new Error(`case file failed: ${response.status}`);
    bytes = (response.body as Buffer).length;
  });
  console.log(
    `Case file on ${driverName} (${cpus().length} cores): ${COUNTS.items} items, ` +
      `${COUNTS.expenses.toLocaleString('en-US')} expenses, ${COUNTS.events} events, ZIP ` +
      `${(bytes / 1e6).toFixed(2)} MB, median ${median.toFixed(0)} ms of 5 (min ${min.toFixed(0)}, ` +
      `max ${max.toFixed(0)}) — budget ≤ ${BUDGET_MS} ms: ${median <= BUDGET_MS ? 'PASS' : 'FAIL'}`,
  );
});
