/**
 * How long the case file PDF takes to build in Chromium on this machine, for 500 net-worth
 * items, 2,000 expenses and 300 events (issue 18: at most 3,000 ms).
 *
 *   npx tsx scripts/case-file-timing.ts
 *
 * Bundles the PDF builder and its test data into one browser script (esbuild, minified as a
 * production build is), opens a blank page in the system Chromium (scripts/chromium.ts), builds
 * the whole document three times, each time through to the file's bytes, and prints every run,
 * the median, and PASS or FAIL against the budget. A measurement, not a test: it exits 0 either
 * way (1 only when no Chromium is found).
 */
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { CHROMIUM_HOW_TO, findChromium } from './chromium';

const BUDGET_MS = 3_000;
const RUNS = 3;
const COUNTS = { items: 500, expenses: 2_000, events: 300 };
const root = fileURLToPath(new URL('..', import.meta.url));

/** The page's side: builds the case file for the generated records and times it. */
const ENTRY = `
import { buildCaseFilePdf } from '@/features/case-file/case-file-pdf';
import { makeCaseFileData } from '@/features/case-file/test-data';

const data = makeCaseFileData(${JSON.stringify(COUNTS)});
window.caseFileTiming = () => {
  const started = performance.now();
  const doc = buildCaseFilePdf(data, {
    paperSize: 'a4',
    exportedAt: new Date(),
    verification: { code: 'FS-7K2M-9QXD-4TWE-H3NP', verifyUrl: 'https://fairsplit.example/verify' },
    head: { seq: 4321, hash: 'ab'.repeat(32) },
  });
  const bytes = doc.output('arraybuffer').byteLength;
  return { ms: performance.now() - started, pages: doc.getNumberOfPages(), bytes };
};
`;

async function bundle(): Promise<string> {
  const result = await build({
    stdin: { contents: ENTRY, resolveDir: root, loader: 'ts', sourcefile: 'case-file-timing.ts' },
    absWorkingDir: root,
    tsconfig: 'tsconfig.json',
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    // jsPDF's optional HTML and SVG renderers, which the case file never uses.
    external: ['html2canvas', 'dompurify', 'canvg'],
    logLevel: 'error',
  });
  return result.outputFiles[0]!.text;
}

async function main(): Promise<number> {
  const executablePath = findChromium();
  if (executablePath === null) {
    console.error(CHROMIUM_HOW_TO);
    return 1;
  }
  const script = await bundle();
  const browser = await chromium.launch({ executablePath });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>Case file timing</title>');
    await page.addScriptTag({ content: script });
    const runs: { ms: number; pages: number; bytes: number }[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const result = await page.evaluate(() =>
        (window as unknown as { caseFileTiming: () => (typeof runs)[number] }).caseFileTiming(),
      );
      runs.push(result);
      console.log(
        `run ${run}: ${Math.round(result.ms)} ms (${result.pages} pages, ${(result.bytes / 1024).toFixed(0)} KB)`,
      );
    }
    const median = [...runs].sort((a, b) => a.ms - b.ms)[Math.floor(RUNS / 2)]!.ms;
    const passed = median <= BUDGET_MS;
    console.log(
      `case file PDF, ${COUNTS.items} items, ${COUNTS.expenses} expenses, ${COUNTS.events} events ` +
        `in ${browser.browserType().name()} ${browser.version()} on ${cpus().length} cores: ` +
        `median ${Math.round(median)} ms of ${RUNS} runs — ${passed ? 'PASS' : 'FAIL'} (budget ${BUDGET_MS} ms)`,
    );
    return 0;
  } finally {
    await browser.close();
  }
}

process.exitCode = await main();
