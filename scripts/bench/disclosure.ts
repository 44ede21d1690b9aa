/**
 * The financial disclosure under `npm run bench` (after the API and upload benchmarks): the real
 * server in its own process, on a fresh PGlite directory (or, with DATABASE_URL, a throwaway
 * database on that server), a premium user with 5,000 expenses over 24 months in every category
 * (imported as the browser imports them), 20 income sources, 5 mandatory deductions, 10 debts
 * and a few proposed figures; then GET /api/disclosure?month= for the latest month, 5 times to
 * warm up and 30 times measured, one after another. Each time is the wall time on loopback from
 * request to last byte: the server's time plus a loopback round trip. Target: ≤ 300 ms each.
 * Writes bench-results/disclosure-<driver>-<timestamp>.json and
 * bench-results/latest-disclosure-<driver>.json. Exits 0 whether or not the target is met (a
 * measurement); 1 only if it could not measure.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXPENSE_CATEGORIES } from '../../shared/expense-categories';
import { INCOME_FREQUENCIES, INCOME_TYPES } from '../../shared/income';
import { benchDatabaseEnv, freePort, ROOT, startChild } from './processes';
import { createPremiumUser, fetchCsrf, userHeaders } from './seed';

const EXPENSES = 5_000;
const SOURCES = 20;
const WARMUP = 5;
const RUNS = 30;
const TARGET_MS = 300;
const MONTH = '2026-10';

async function send(origin: string, headers: Record<string, string>, path: string, body: unknown) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) {
    throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  }
}

/** 5,000 expenses over the 24 months ending with October 2026, cycling through every category. */
function expenseRows() {
  const october2026 = 2026 * 12 + 9;
  return Array.from({ length: EXPENSES }, (_, i) => {
    const month = october2026 - (i % 24);
    const date = new Date(Date.UTC(Math.floor(month / 12), month % 12, 1 + (i % 28)));
    return {
      date: date.toISOString().slice(0, 10),
      name: `Expense ${i + 1}`,
      amount: (1 + ((i * 7919) % 250000) / 100).toFixed(2),
      category: EXPENSE_CATEGORIES[i % EXPENSE_CATEGORIES.length],
    };
  });
}

async function main(): Promise<void> {
  const workDir = mkdtempSync(join(tmpdir(), 'fairsplit-bench-disclosure-'));
  const serverUrl = process.env.DATABASE_URL;
  const driver = serverUrl ? 'postgres' : 'pglite';
  const database = await benchDatabaseEnv(serverUrl, workDir, 'fairsplit_bench_disclosure');
  const app = await startChild({
    name: 'app',
    script: 'server/index.ts',
    port: await freePort(),
    env: { ...database.env, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    logFile: join(workDir, 'app.log'),
  });
  const times: number[] = [];
  let answer: { expenses?: unknown[]; totals?: Record<string, string> } = {};
  try {
    const user = await createPremiumUser(app.origin);
    const headers = userHeaders(user, await fetchCsrf(app.origin));
    await send(app.origin, headers, '/api/expenses/import', { rows: expenseRows() });
    for (let i = 0; i < SOURCES; i += 1) {
      const frequency = INCOME_FREQUENCIES[i % INCOME_FREQUENCIES.length]!;
      await send(app.origin, headers, '/api/income', {
        name: `Source ${i + 1}`,
        type: INCOME_TYPES[i % INCOME_TYPES.length],
        amount: `${100 + i * 37}.${String(i % 100).padStart(2, '0')}`,
        frequency,
        ...(frequency === 'hourly' && { hours_per_week: 37.5 }),
      });
    }
    for (let i = 0; i < 5; i += 1) {
      await send(app.origin, headers, '/api/income/deductions', {
        name: `Deduction ${i + 1}`,
        type: 'taxes',
        amount: `${50 + i}.25`,
        frequency: 'biweekly',
      });
    }
    for (let i = 0; i < 10; i += 1) {
      await send(app.origin, headers, '/api/networth', {
        name: `Debt ${i + 1}`,
        classification: 'debt',
        category: 'credit_cards',
        ownership: 'joint',
        value: 1000 + i,
        monthly_payment: 50 + i,
      });
    }
    const url = `${app.origin}/api/disclosure?month=${MONTH}`;
    for (let run = 0; run < WARMUP + RUNS; run += 1) {
      const started = performance.now();
      const response = await fetch(url, { headers });
      const text = await response.text();
      const ms = performance.now() - started;
      if (response.status !== 200) throw new Error(`GET answered ${response.status}: ${text}`);
      if (run >= WARMUP) times.push(ms);
      answer = JSON.parse(text) as typeof answer;
    }
  } finally {
    await app.stop();
    await database.destroy();
    rmSync(workDir, { recursive: true, force: true });
  }

  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
  const report = {
    date: new Date().toISOString(),
    driver,
    records: { expenses: EXPENSES, income_sources: SOURCES, deductions: 5, debts: 10 },
    month: MONTH,
    runs: RUNS,
    p50_ms: at(0.5),
    p95_ms: at(0.95),
    max_ms: sorted[sorted.length - 1]!,
    monthly_expenses: answer.totals?.monthly_expenses,
    target_ms: TARGET_MS,
    met: sorted[sorted.length - 1]! <= TARGET_MS,
  };
  console.log(
    `\nGET /api/disclosure on ${driver} (${EXPENSES} expenses, ${SOURCES} income sources), ${RUNS} runs:`,
  );
  console.log(
    `  p50 ${report.p50_ms.toFixed(1)} ms, p95 ${report.p95_ms.toFixed(1)} ms, max ${report.max_ms.toFixed(1)} ms (target ≤ ${TARGET_MS}): ${report.met ? 'met' : 'NOT met'}`,
  );
  const dir = join(ROOT, 'bench-results');
  mkdirSync(dir, { recursive: true });
  const stamp = report.date.replace(/[:.]/g, '-');
  const json = `${JSON.stringify(report, null, 2)}\n`;
  writeFileSync(join(dir, `disclosure-${driver}-${stamp}.json`), json);
  writeFileSync(join(dir, `latest-disclosure-${driver}.json`), json);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
