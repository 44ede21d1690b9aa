/**
 * `npm run lighthouse`: Lighthouse performance and accessibility for `/`, `/login` and a
 * signed-in `/expenses` (a premium user made through the app, with 40 expenses), with the
 * mobile (Lighthouse's default) and desktop presets, in the system Chromium. The signed-in
 * audit starts from a cold browser like the others, with only the stored session in place.
 *
 * It builds nothing: run `npm run build` first. It boots the built app as `npm run serve`
 * does (server/index.ts, in a child process) on a fresh PGlite directory, runs each page and
 * preset LIGHTHOUSE_RUNS times (default 3; Lighthouse's own advice against run-to-run noise)
 * and keeps the run with the median performance score. It prints the scores against the
 * targets (performance ≥ 95, accessibility 100) and the audits that cost points, writes
 * bench-results/lighthouse.json, and exits 0 either way (it is a measurement).
 *
 * LIGHTHOUSE_PAGES (e.g. `/expenses`) and LIGHTHOUSE_PRESETS (e.g. `mobile`), comma-separated,
 * audit only those; the median run's whole report goes to bench-results/lighthouse/ (open it
 * in https://googlechrome.github.io/lighthouse/viewer/ or read its audits).
 *
 * Chromium: CHROMIUM_PATH, else the usual system paths (scripts/chromium.ts).
 * LIGHTHOUSE_ORIGIN (e.g. http://localhost:5000) audits a server that is already running
 * instead of booting one.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { freePort, ROOT, startChild } from './bench/processes';
import { createPremiumUser, fetchCsrf, userHeaders } from './bench/seed';
import { CHROMIUM_HOW_TO, findChromium } from './chromium';

/** Each page, and whether it is audited signed in. */
const ALL_PAGES = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/expenses', signedIn: true },
] as const;
/** Where the SPA keeps the session (client/src/lib/storage.ts, localKeys.authSession). */
const SESSION_KEY = 'fairsplit.auth.session';
const BENCH_PASSWORD = 'Bench-Passw0rd!';
const ALL_PRESETS = ['mobile', 'desktop'] as const;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const TARGETS = { performance: 95, accessibility: 100 };
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

type Preset = (typeof ALL_PRESETS)[number];

/** The entries of `all` whose key the comma-separated `chosen` names; all of them without it. */
function chosen<T>(all: readonly T[], key: (entry: T) => string, list: string | undefined): T[] {
  if (!list) return [...all];
  const names = list.split(',').map((name) => name.trim());
  const picked = all.filter((entry) => names.includes(key(entry)));
  if (picked.length === 0) throw new Error(`Nothing to audit for "${list}"`);
  return picked;
}

const PAGES = chosen(ALL_PAGES, (page) => page.path, process.env.LIGHTHOUSE_PAGES);
const PRESETS = chosen(ALL_PRESETS, (preset) => preset, process.env.LIGHTHOUSE_PRESETS);

interface Finding {
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
  /** Up to five elements or resources the audit names. */
  items: string[];
}

function score(lhr: Result, category: 'performance' | 'accessibility'): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

function itemsOf(audit: Result['audits'][string]): string[] {
  const details = audit.details as { items?: Record<string, unknown>[] } | undefined;
  return (details?.items ?? []).slice(0, 5).map((item) => {
    const node = item.node as { snippet?: string; selector?: string } | undefined;
    return String(
      node?.snippet ?? node?.selector ?? item.url ?? item.source ?? JSON.stringify(item),
    );
  });
}

/** The category's audits that did not get full marks and weigh on its score. */
function findings(lhr: Result, category: 'performance' | 'accessibility'): Finding[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .map((ref) => ({ ref, audit: lhr.audits[ref.id]! }))
    .filter(
      ({ ref, audit }) =>
        audit.score !== null &&
        audit.score < 1 &&
        (ref.weight > 0 || audit.scoreDisplayMode === 'metricSavings'),
    )
    .map(({ audit }) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      items: itemsOf(audit),
    }));
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

/**
 * A premium user with 40 expenses, made through the running app, and the session supabase-js
 * would store for her (JSON), as the password grant answers it.
 */
async function signedInSession(origin: string): Promise<string> {
  const user = await createPremiumUser(origin);
  const headers = {
    ...userHeaders(user, await fetchCsrf(origin)),
    'content-type': 'application/json',
  };
  for (let i = 1; i <= 40; i += 1) {
    const response = await fetch(`${origin}/api/expenses`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: `Expense ${i} for the children`,
        amount: (((i * 3745) % 90_000) + 1) / 100,
        date: `2026-${String(1 + (i % 10)).padStart(2, '0')}-${String(1 + (i % 27)).padStart(2, '0')}`,
      }),
    });
    if (response.status !== 201) {
      throw new Error(`POST /api/expenses: ${response.status} ${await response.text()}`);
    }
  }
  const config = (await (await fetch(`${origin}/api/config`)).json()) as {
    auth: { anonKey: string };
  };
  const grant = await fetch(`${origin}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      apikey: config.auth.anonKey,
      authorization: `Bearer ${config.auth.anonKey}`,
    },
    body: JSON.stringify({ email: user.email, password: BENCH_PASSWORD }),
  });
  if (!grant.ok) throw new Error(`password grant: ${grant.status}`);
  return await grant.text();
}

/**
 * Puts the session into the fresh browser's storage for `origin`, from a page of the origin
 * that loads no app code (so no service worker or cache is warmed before the audit).
 */
async function storeSession(port: number, origin: string, session: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${origin}/api/health`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      SESSION_KEY,
      session,
    ] as const);
    await page.close();
  } finally {
    await browser.close();
  }
}

async function audit(
  chromePath: string,
  url: string,
  preset: Preset,
  session: string | null,
): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    if (session) await storeSession(chrome.port, new URL(url).origin, session);
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        // Lighthouse would otherwise empty the origin's storage, the session with it.
        disableStorageReset: session !== null,
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(
        `Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
      );
    }
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

const INDEX_HTML = join(ROOT, 'client', 'dist', 'index.html');

/** Identifies the build: its index.html names every entry asset by content hash. */
function buildId(): string | null {
  return existsSync(INDEX_HTML)
    ? createHash('sha256').update(readFileSync(INDEX_HTML)).digest('hex').slice(0, 12)
    : null;
}

/** The server to audit: LIGHTHOUSE_ORIGIN, or the built app booted on a fresh PGlite directory. */
async function startServer(workDir: string): Promise<{ origin: string; stop(): Promise<void> }> {
  const given = process.env.LIGHTHOUSE_ORIGIN;
  if (given) return { origin: given.replace(/\/+$/, ''), stop: async () => {} };
  return startChild({
    name: 'app',
    script: 'server/index.ts',
    port: await freePort(),
    env: { PGLITE_DIR: join(workDir, 'data'), DATABASE_URL: '', NODE_ENV: 'development' },
    logFile: join(workDir, 'app.log'),
  });
}

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART …). */
async function auditWithRetry(
  chromePath: string,
  url: string,
  preset: Preset,
  session: string | null,
): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(chromePath, url, preset, session);
    } catch (error) {
      if (attempt === 3) throw error;
      process.stdout.write(`        (retrying ${url} ${preset}: ${(error as Error).message})\n`);
    }
  }
}

function verdict(ok: boolean): string {
  return ok ? 'PASS' : 'FAIL';
}

async function main(): Promise<void> {
  const build = buildId();
  if (!build && !process.env.LIGHTHOUSE_ORIGIN) {
    process.stderr.write('No build in client/dist: run `npm run build` first.\n');
    process.exit(1);
  }
  const chromePath = findChromium();
  if (!chromePath) {
    process.stderr.write(`${CHROMIUM_HOW_TO}\n`);
    process.exit(1);
  }

  const workDir = mkdtempSync(join(tmpdir(), 'fairsplit-lighthouse-'));
  const server = await startServer(workDir);
  const started = new Date();
  const results = [];
  try {
    process.stdout.write(
      `Lighthouse ${RUNS}× per page and preset, median run by performance; Chromium ${chromePath}\n\n`,
    );
    const session = await signedInSession(server.origin);
    for (const { path, signedIn } of PAGES) {
      for (const preset of PRESETS) {
        const runs: Result[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          runs.push(
            await auditWithRetry(
              chromePath,
              `${server.origin}${path}`,
              preset,
              signedIn ? session : null,
            ),
          );
        }
        runs.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
        const lhr = runs[Math.floor((runs.length - 1) / 2)]!;
        const reportDir = join(ROOT, 'bench-results', 'lighthouse');
        mkdirSync(reportDir, { recursive: true });
        writeFileSync(
          join(reportDir, `${path === '/' ? 'landing' : path.slice(1)}-${preset}.json`),
          JSON.stringify(lhr),
        );
        const performance = score(lhr, 'performance');
        const accessibility = score(lhr, 'accessibility');
        const row = {
          path,
          preset,
          performance,
          accessibility,
          performanceRuns: runs.map((one) => score(one, 'performance')),
          performancePass: performance >= TARGETS.performance,
          accessibilityPass: accessibility >= TARGETS.accessibility,
          metrics: Object.fromEntries(
            METRICS.map((id) => [id, lhr.audits[id]?.displayValue ?? null]),
          ),
          performanceFindings: findings(lhr, 'performance'),
          accessibilityFindings: findings(lhr, 'accessibility'),
        };
        results.push(row);
        process.stdout.write(
          `${path.padEnd(9)} ${preset.padEnd(8)} performance ${String(performance).padStart(3)} ` +
            `${verdict(row.performancePass)}  accessibility ${String(accessibility).padStart(3)} ` +
            `${verdict(row.accessibilityPass)}  (runs: ${row.performanceRuns.join(', ')}; ` +
            `FCP ${row.metrics['first-contentful-paint']}, LCP ${row.metrics['largest-contentful-paint']}, ` +
            `TBT ${row.metrics['total-blocking-time']}, CLS ${row.metrics['cumulative-layout-shift']})\n`,
        );
        for (const finding of [...row.accessibilityFindings, ...row.performanceFindings]) {
          process.stdout.write(
            `          - ${finding.id}: ${finding.title}` +
              `${finding.displayValue ? ` (${finding.displayValue})` : ''}\n`,
          );
        }
      }
    }
  } finally {
    await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  }

  // Another `npm run build` during the run would mix two builds in one report.
  const rebuilt = !process.env.LIGHTHOUSE_ORIGIN && buildId() !== build;
  if (rebuilt) {
    process.stdout.write('\nWARNING: client/dist was rebuilt during the run; run again.\n');
  }
  const pass = results.every((row) => row.performancePass && row.accessibilityPass);
  process.stdout.write(
    `\nOverall: ${verdict(pass)} (targets: performance ≥ 95, accessibility 100)\n`,
  );
  const outDir = join(ROOT, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    join(outDir, 'lighthouse.json'),
    `${JSON.stringify(
      {
        date: started.toISOString(),
        origin: process.env.LIGHTHOUSE_ORIGIN ?? 'built app on a fresh PGlite directory',
        build: { indexHtmlSha256: build, rebuiltDuringRun: rebuilt },
        runs: RUNS,
        targets: TARGETS,
        pages: results,
        pass,
      },
      null,
      2,
    )}\n`,
  );
  process.stdout.write('Wrote bench-results/lighthouse.json\n');
}

main().catch((error: unknown) => {
  process.stderr.write(
    `lighthouse failed: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
