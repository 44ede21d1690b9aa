/**
 * The timing scripts' common start: a throwaway database (PGlite, or Postgres when
 * TEST_DATABASE_URL names a server), the app in process, and one premium user holding `count`
 * expenses imported through POST /api/expenses/import (so each has its revision). Dropped after.
 */
import { createTestApp } from '../server/test/app';
import { createTestDatabase } from '../server/test/databases';
import {
  type ApiClient,
  createTrackerTestContext,
  MANY_SIGN_UPS_ENV,
} from '../server/test/trackers';

export const driverName = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export async function withSeededAccount(
  count: number,
  measure: (api: ApiClient) => Promise<void>,
): Promise<void> {
  const database = await createTestDatabase(driverName);
  try {
    const testApp = await createTestApp(database, MANY_SIGN_UPS_ENV);
    const context = await createTrackerTestContext(testApp, database.db);
    const { api } = await context.premiumUser();
    for (let start = 0; start < count; start += 5000) {
      const rows = Array.from({ length: Math.min(5000, count - start) }, (_, i) => ({
        name: `Expense ${start + i}, "quoted"`,
        amount: (((start + i) % 9999) + 1) / 100,
        date: `2025-${String(((start + i) % 12) + 1).padStart(2, '0')}-15`,
      }));
      const response = await api.post('/api/expenses/import', { rows });
      if (response.status !== 201) throw new Error(`import failed: ${response.status}`);
    }
    await measure(api);
  } finally {
    await database.destroy();
  }
}

/** The median of five runs of `run`, with the smallest and largest, in ms. */
export async function timeFiveRuns(run: () => Promise<void>) {
  const times: number[] = [];
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[2]!, min: times[0]!, max: times[4]! };
}
