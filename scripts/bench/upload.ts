/**
 * The documents upload under `npm run bench` (after the API benchmark): a 20 MB PDF posted as
 * the browser posts it (multipart, with its SHA-256) to the real server in its own process,
 * five times, on a fresh PGlite directory (or, with DATABASE_URL, a throwaway database on that
 * server). For each upload it records the wall time on loopback and how far the server's
 * resident memory rose above where it stood before (Linux: the peak RSS, VmHWM, reset through
 * /proc/<pid>/clear_refs before each upload). With BENCH_DOCUMENTS_STORAGE=s3 the files go to
 * an S3-compatible store on loopback (s3rver, as the tests use; its own work is in this
 * process, not the server's). Targets: ≤ 2 s and ≤ 64 MB each. Writes
 * bench-results/upload-<driver>-<timestamp>.json and bench-results/latest-upload-<driver>.json.
 * Exits 0 whether or not the targets are met (a measurement); 1 only if it could not measure.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestS3 } from '../../server/test/s3';
import { benchDatabaseEnv, freePort, ROOT, startChild } from './processes';
import { createPremiumUser, fetchCsrf, userHeaders } from './seed';

const FILE_MB = 20;
const RUNS = 5;
const TARGET_MS = 2_000;
const TARGET_MB = 64;

/** A PDF's signature, then incompressible bytes: 20 MiB the server must take as they come. */
function pdfOf(megabytes: number): Buffer {
  const head = Buffer.from('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n', 'latin1');
  return Buffer.concat([head, randomBytes(megabytes * 1024 * 1024 - head.length)]);
}

/** kB → MB from a /proc/<pid>/status line such as "VmHWM:   123456 kB". */
function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${field}:`));
  if (!line) throw new Error(`/proc/${pid}/status has no ${field}`);
  return Number(line.split(/\s+/)[1]) / 1024;
}

async function main(): Promise<void> {
  const workDir = mkdtempSync(join(tmpdir(), 'fairsplit-bench-upload-'));
  const serverUrl = process.env.DATABASE_URL;
  const s3 = process.env.BENCH_DOCUMENTS_STORAGE === 's3' ? await startTestS3() : null;
  const driver = `${serverUrl ? 'postgres' : 'pglite'}${s3 ? '-s3' : ''}`;
  const { env, destroy: dropDatabase } = await benchDatabaseEnv(
    serverUrl,
    workDir,
    'fairsplit_bench_upload',
  );
  const app = await startChild({
    name: 'app',
    script: 'server/index.ts',
    port: await freePort(),
    env: { ...env, ...s3?.env, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    logFile: join(workDir, 'app.log'),
  });
  const runs: { ms: number; rssRiseMb: number }[] = [];
  try {
    const user = await createPremiumUser(app.origin);
    const headers = userHeaders(user, await fetchCsrf(app.origin));
    const pdf = pdfOf(FILE_MB);
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    for (let run = 0; run < RUNS; run += 1) {
      const form = new FormData();
      form.set('sha256', sha256);
      form.set(
        'file',
        new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }),
        `statement-${run}.pdf`,
      );
      writeFileSync(`/proc/${app.pid}/clear_refs`, '5');
      const before = statusMb(app.pid, 'VmRSS');
      const started = performance.now();
      const response = await fetch(`${app.origin}/api/documents`, {
        method: 'POST',
        headers,
        body: form,
      });
      const answer = (await response.json()) as { sha256?: string };
      const ms = performance.now() - started;
      if (response.status !== 201 || answer.sha256 !== sha256) {
        throw new Error(`upload ${run + 1} answered ${response.status} ${JSON.stringify(answer)}`);
      }
      runs.push({ ms, rssRiseMb: statusMb(app.pid, 'VmHWM') - before });
    }
  } finally {
    await app.stop();
    await s3?.destroy();
    await dropDatabase();
    rmSync(workDir, { recursive: true, force: true });
  }

  const worst = {
    ms: Math.max(...runs.map((run) => run.ms)),
    rssRiseMb: Math.max(...runs.map((run) => run.rssRiseMb)),
  };
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const report = {
    date: new Date().toISOString(),
    driver,
    file_mb: FILE_MB,
    runs,
    median_ms: median(runs.map((run) => run.ms)),
    worst,
    targets: { ms: TARGET_MS, rss_rise_mb: TARGET_MB },
    met: worst.ms <= TARGET_MS && worst.rssRiseMb <= TARGET_MB,
  };
  console.log(`\nUpload of a ${FILE_MB} MB PDF on ${driver}, ${RUNS} runs:`);
  runs.forEach((run, index) =>
    console.log(
      `  ${index + 1}: ${run.ms.toFixed(0)} ms, server memory +${run.rssRiseMb.toFixed(1)} MB`,
    ),
  );
  console.log(
    `  worst: ${worst.ms.toFixed(0)} ms (target ≤ ${TARGET_MS}), +${worst.rssRiseMb.toFixed(1)} MB (target ≤ ${TARGET_MB}): ${report.met ? 'met' : 'NOT met'}`,
  );
  const dir = join(ROOT, 'bench-results');
  mkdirSync(dir, { recursive: true });
  const stamp = report.date.replace(/[:.]/g, '-');
  writeFileSync(
    join(dir, `upload-${driver}-${stamp}.json`),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  writeFileSync(join(dir, `latest-upload-${driver}.json`), `${JSON.stringify(report, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
