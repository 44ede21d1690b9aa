/**
 * `npm test`: typecheck, lint, unit + client + API tests (vitest; API tests also on Postgres
 * when TEST_DATABASE_URL is set), then the Playwright journeys against the built app.
 * Every step runs even when an earlier one failed, so one run shows every problem; the last
 * line counts the tests: "Total: N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

interface Step {
  name: string;
  command: string[];
  report?: string;
  needs?: string;
}

const VITEST_REPORT = 'test-results/vitest-report.json';
const E2E_REPORT = 'test-results/e2e-report.json';

const steps: Step[] = [
  { name: 'typecheck', command: ['tsc', '--noEmit', '-p', '.'] },
  { name: 'lint', command: ['eslint', '.', '--max-warnings', '0'] },
  { name: 'format', command: ['prettier', '--check', '.', '--log-level', 'warn'] },
  {
    name: 'unit, client and API tests',
    command: [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${VITEST_REPORT}`,
    ],
    report: VITEST_REPORT,
  },
  { name: 'chromium', command: ['tsx', 'scripts/ensure-chromium.ts'] },
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
}

function readCounts(step: Step): Counts | null {
  if (!step.report || !existsSync(step.report)) return null;
  const report = JSON.parse(readFileSync(step.report, 'utf8'));
  if (step.report === VITEST_REPORT) {
    return { passed: report.numPassedTests, failed: report.numFailedTests };
  }
  const stats = report.stats;
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
}

mkdirSync('test-results', { recursive: true });
rmSync(VITEST_REPORT, { force: true });
rmSync(E2E_REPORT, { force: true });

const failedSteps = new Set<string>();
const total: Counts = { passed: 0, failed: 0 };
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
  }
  const countText = counts ? ` (${counts.passed} passed, ${counts.failed} failed)` : '';
  lines.push(`  ${ok ? '✓' : '✗'} ${step.name}${countText} in ${seconds}s`);
}

console.log(`\nSummary\n${lines.join('\n')}`);
if (failedSteps.size > 0) console.log(`Failed steps: ${[...failedSteps].join(', ')}`);
console.log(`Total: ${total.passed} passed, ${total.failed} failed`);
process.exit(failedSteps.size > 0 ? 1 : 0);
