/**
 * The support ledger under `npm run bench` (after the disclosure's): the real server in its own
 * process, on a fresh PGlite directory (or, with DATABASE_URL, a throwaway database on that
 * server), a premium user with 4 orders over ten years — weekly, every two weeks, twice a month
 * and monthly, 1,196 dues in all, one of them changed halfway — 2,000 payments and 50
 * reimbursement requests; then GET /api/support (the page's one read: orders, payments, the
 * ledger through the last day, the requests) 5 times to warm up and 30 times measured, one after
 * another. Each time is the wall time on loopback from request to last byte. Target: ≤ 300 ms
 * each. Writes bench-results/support-<driver>-<timestamp>.json and
 * bench-results/latest-support-<driver>.json. Exits 0 whether or not the target is met (a
 * measurement); 1 only if it could not measure.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchDatabaseEnv, freePort, ROOT, startChild } from './processes';
import { createPremiumUser, fetchCsrf, userHeaders } from './seed';

const PAYMENTS = 2_000;
const REQUESTS = 50;
const WARMUP = 5;
const RUNS = 30;
const TARGET_MS = 300;
const FIRST_DUE = '2016-12-01';
const THROUGH = '2026-11-30';

async function send(
  origin: string,
  headers: Record<string, string>,
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
): Promise<{ id: number }> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== (method === 'POST' ? 201 : 200)) {
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as { id: number };
}

/** A day of the ten years, spread evenly: payment i of n. */
function dayOf(i: number, n: number): string {
  const start = Date.UTC(2016, 11, 1);
  const end = Date.UTC(2026, 10, 30);
  return new Date(start + Math.floor(((end - start) * i) / n)).toISOString().slice(0, 10);
}

async function main(): Promise<void> {
  const workDir = mkdtempSync(join(tmpdir(), 'fairsplit-bench-support-'));
  const serverUrl = process.env.DATABASE_URL;
  const driver = serverUrl ? 'postgres' : 'pglite';
  const database = await benchDatabaseEnv(serverUrl, workDir, 'fairsplit_bench_support');
  const app = await startChild({
    name: 'app',
    script: 'server/index.ts',
    port: await freePort(),
    env: { ...database.env, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    logFile: join(workDir, 'app.log'),
  });
  const times: number[] = [];
  let answer: { ledger?: { dues?: unknown[]; arrears?: string; arrears_i_owe?: string } } = {};
  try {
    const user = await createPremiumUser(app.origin);
    const headers = userHeaders(user, await fetchCsrf(app.origin));
    const frequencies = ['weekly', 'biweekly', 'semimonthly', 'monthly'] as const;
    const orders: number[] = [];
    for (const [i, frequency] of frequencies.entries()) {
      const order = {
        type: i === 3 ? 'spousal_support' : 'child_support',
        payer: i % 2 === 0 ? 'other_party' : 'me',
        amount: `${150 + i * 100}.00`,
        frequency,
        first_due: FIRST_DUE,
        case_number: `16-FL-${1000 + i}`,
      };
      const { id } = await send(app.origin, headers, 'POST', '/api/support/orders', order);
      orders.push(id);
      if (i === 0) {
        await send(app.origin, headers, 'PUT', `/api/support/orders/${id}`, {
          ...order,
          amount: '175.00',
          effective_from: '2021-06-01',
        });
      }
    }
    for (let i = 0; i < PAYMENTS; i += 1) {
      await send(app.origin, headers, 'POST', '/api/support/payments', {
        order_id: orders[i % orders.length],
        date: dayOf(i, PAYMENTS),
        amount: `${100 + ((i * 7919) % 900)}.${String(i % 100).padStart(2, '0')}`,
        method: i % 3 === 0 ? 'check' : 'bank_transfer',
        ...(i % 3 === 0 && { reference: String(1000 + i) }),
      });
    }
    for (let i = 0; i < REQUESTS; i += 1) {
      await send(app.origin, headers, 'POST', '/api/support/reimbursements', {
        name: `Shared cost ${i + 1}`,
        amount: `${40 + i}.50`,
        share_percent: 50,
        requested_on: dayOf(i, REQUESTS),
      });
    }
    const url = `${app.origin}/api/support?through=${THROUGH}`;
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
    records: {
      orders: 4,
      dues: answer.ledger?.dues?.length,
      payments: PAYMENTS,
      reimbursement_requests: REQUESTS,
    },
    through: THROUGH,
    runs: RUNS,
    p50_ms: at(0.5),
    p95_ms: at(0.95),
    max_ms: sorted[sorted.length - 1]!,
    arrears: answer.ledger?.arrears,
    arrears_i_owe: answer.ledger?.arrears_i_owe,
    target_ms: TARGET_MS,
    met: sorted[sorted.length - 1]! <= TARGET_MS,
  };
  console.log(
    `\nGET /api/support on ${driver} (4 orders, ${report.records.dues} dues, ${PAYMENTS} payments, ${REQUESTS} requests), ${RUNS} runs:`,
  );
  console.log(
    `  p50 ${report.p50_ms.toFixed(1)} ms, p95 ${report.p95_ms.toFixed(1)} ms, max ${report.max_ms.toFixed(1)} ms (target ≤ ${TARGET_MS}): ${report.met ? 'met' : 'NOT met'}`,
  );
  const dir = join(ROOT, 'bench-results');
  mkdirSync(dir, { recursive: true });
  const stamp = report.date.replace(/[:.]/g, '-');
  const json = `${JSON.stringify(report, null, 2)}\n`;
  writeFileSync(join(dir, `support-${driver}-${stamp}.json`), json);
  writeFileSync(join(dir, `latest-support-${driver}.json`), json);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
