/**
 * `npm run lighthouse`: Lighthouse performance and accessibility for `/` and `/login`, with the
 * mobile (Lighthouse's default) and desktop presets, in the system Chromium.
 *
 * It builds nothing: run `npm run build` first. It boots the built app as `npm run serve`
 * does (server/index.ts, in a child process) on a fresh PGlite directory, runs each page and
 * preset LIGHTHOUSE_RUNS times (default 3; Lighthouse's own advice against run-to-run noise)
 * and keeps the run with the median performance score. It prints the scores against the
 * targets (performance ≥ 95, accessibility 100) and the audits that cost points, writes
 * bench-results/lighthouse.json, and exits 0 either way (it is a measurement).
 *
 * Chromium: CHROMIUM_PATH, else the usual system paths (scripts/chromium.ts).
 * LIGHTHOUSE_ORIGIN (e.g. http://localhost:5000) audits a server that is already running
 * instead of booting one.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { freePort, ROOT, startChild } from './bench/processes';
import { CHROMIUM_HOW_TO, findChromium } from './chromium';

const PAGES = ['/', '/login'];
const PRESETS = ['mobile', 'desktop'] as const;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const TARGETS = { performance: 95, accessibility: 100 };
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

type Preset = (typeof PRESETS)[number];

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

async function audit(chromePath: string, url: string, preset: Preset): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
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
async function auditWithRetry(chromePath: string, url: string, preset: Preset): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(chromePath, url, preset);
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
    for (const path of PAGES) {
      for (const preset of PRESETS) {
        const runs: Result[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          runs.push(await auditWithRetry(chromePath, `${server.origin}${path}`, preset));
        }
        runs.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
        const lhr = runs[Math.floor((runs.length - 1) / 2)]!;
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
          `${path.padEnd(7)} ${preset.padEnd(8)} performance ${String(performance).padStart(3)} ` +
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
