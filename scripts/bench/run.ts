/**
 * `npm run bench`: the API under load, against a bare node:http baseline doing the same
 * database work (scripts/bench/baseline-server.ts), and, for the reads, against a floor that
 * verifies the same token and lets Postgres build the answer in one round trip
 * (scripts/bench/floor-server.ts): app ÷ floor is how far the app is from what this stack can do.
 *
 * 1. Boots the real server (server/index.ts, in a child process) on a fresh PGlite directory,
 *    or, when DATABASE_URL is set, on a throwaway database created on that server (dropped
 *    at the end).
 * 2. Signs a user up and pays the local checkout through the app, then bulk-inserts 1,000
 *    expenses, 500 net-worth items and 500 events for them with SQL.
 * 3. Starts the app and the baseline side by side (on PGlite, each on its own copy of the
 *    seeded directory, since PGlite allows one process per directory) and loads
 *    GET /api/expenses, GET /api/networth, GET /api/events and POST /api/expenses with
 *    autocannon from this process, route by route, one server and then the other (which one
 *    goes first alternates), each after a short warm-up. Interleaving keeps the two
 *    comparable when other work on the machine comes and goes. Before a route is loaded, one
 *    request checks that it answers as expected, and for the reads that both servers answer
 *    byte-identical JSON.
 * 4. Prints req/s, p50 and p99 for both, the app/baseline throughput ratio and each server
 *    process's CPU time per request (from /proc on Linux; it moves less than throughput with
 *    other load on the machine), checks the targets (each read: ratio ≥ 0.75; every route:
 *    app p99 ≤ 50 ms; no errors) and writes everything to
 *    bench-results/<driver>-<timestamp>.json and bench-results/latest-<driver>.json.
 *    It exits 0 whether or not the targets are met (it is a measurement); 1 only if it could
 *    not measure.
 *
 * Environment: DATABASE_URL (Postgres server to create the throwaway database on),
 * BENCH_DURATION (seconds per route, default 10), BENCH_CONNECTIONS (default 50),
 * BENCH_WARMUP (seconds, default 2), BENCH_APP_NODE_ARGS (extra node flags for the app, e.g.
 * "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it), BENCH_ONLY=poll (only the profile poll,
 * e.g. to profile it alone; its report is not written as latest); LOG_LEVEL and DATABASE_POOL_SIZE
 * reach both servers, as they would in production.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type AppDatabase, connectDatabase, type DatabaseTarget } from '../../server/db/connect';
import { makeDataDirPrivate } from '../../server/db/data-dir';
import { type ChildServer, cpuTimeMs, freePort, ROOT, startChild } from './processes';
import {
  type BenchUser,
  createPremiumUser,
  fetchCsrf,
  findUserId,
  insertRows,
  removeRowsAfter,
  SEED,
  userHeaders,
} from './seed';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const ONLY_POLL = process.env.BENCH_ONLY === 'poll';
const TARGET_RATIO = 0.75;
const TARGET_P99_MS = 50;

interface Route {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  read: boolean;
}

const ROUTES: Route[] = [
  { name: 'GET /api/expenses', method: 'GET', path: '/api/expenses', read: true },
  { name: 'GET /api/networth', method: 'GET', path: '/api/networth', read: true },
  { name: 'GET /api/events', method: 'GET', path: '/api/events', read: true },
  {
    name: 'POST /api/expenses',
    method: 'POST',
    path: '/api/expenses',
    body: JSON.stringify({ name: 'Benchmark lunch', amount: '23.45', date: '2026-11-21' }),
    read: false,
  },
];

interface Measurement {
  reqPerSec: number;
  /** The server process's CPU time per request (user + system), when the OS tells. */
  cpuMsPerRequest: number | null;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

interface Target {
  label: 'app' | 'baseline' | 'floor';
  server: ChildServer;
  headers: Record<string, string>;
}

function log(line: string): void {
  process.stdout.write(`${line}\n`);
}

function requestHeaders(route: Route, headers: Record<string, string>) {
  return route.body ? { ...headers, 'content-type': 'application/json' } : headers;
}

async function load(target: Target, route: Route, seconds: number): Promise<Measurement> {
  const result = await autocannon({
    url: `${target.server.origin}${route.path}`,
    method: route.method,
    headers: requestHeaders(route, target.headers),
    ...(route.body ? { body: route.body } : {}),
    connections: CONNECTIONS,
    duration: seconds,
    // autocannon gives up on a request after 10 s by default, and a request it gives up on
    // is missing from the latencies; PGlite's queue under 50 connections can take longer.
    timeout: 60,
  });
  return {
    reqPerSec: result.requests.average,
    cpuMsPerRequest: null,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** One request first: the route must answer as expected before it is loaded. */
async function probe(target: Target, route: Route): Promise<string> {
  const response = await fetch(`${target.server.origin}${route.path}`, {
    method: route.method,
    headers: requestHeaders(route, target.headers),
    ...(route.body ? { body: route.body } : {}),
  });
  const text = await response.text();
  const expected = route.method === 'POST' ? 201 : 200;
  if (response.status !== expected) {
    throw new Error(
      `${target.label} ${route.name}: expected ${expected}, got ${response.status} ${text}`,
    );
  }
  return text;
}

/**
 * The floor builds its JSON in Postgres, so its bytes differ from the app's; it must still
 * answer the same rows with the same fields, or the comparison would flatter it.
 */
function sameShape(route: Route, appBody: string, floorBody: string): void {
  const shape = (text: string) => {
    const value = JSON.parse(text) as unknown;
    const rows = (Array.isArray(value) ? value : (value as { items: unknown[] }).items) as Record<
      string,
      unknown
    >[];
    return { count: rows.length, fields: Object.keys(rows[0] ?? {}).sort() };
  };
  const [app, floor] = [shape(appBody), shape(floorBody)];
  if (JSON.stringify(app) !== JSON.stringify(floor)) {
    throw new Error(
      `${route.name}: the floor answered ${JSON.stringify(floor)}, the app ${JSON.stringify(app)}`,
    );
  }
}

async function measure(target: Target, route: Route): Promise<Measurement> {
  if (WARMUP > 0) await load(target, route, WARMUP);
  const cpuBefore = cpuTimeMs(target.server.pid);
  const measured = await load(target, route, DURATION);
  const cpuAfter = cpuTimeMs(target.server.pid);
  if (cpuBefore !== null && cpuAfter !== null && measured.requests > 0) {
    measured.cpuMsPerRequest = Number(((cpuAfter - cpuBefore) / measured.requests).toFixed(3));
  }
  log(
    `  ${target.label.padEnd(8)} ${route.name.padEnd(20)} ${measured.reqPerSec.toFixed(0).padStart(6)} req/s` +
      `  p50 ${measured.p50} ms  p99 ${measured.p99} ms` +
      (measured.cpuMsPerRequest === null ? '' : `  cpu ${measured.cpuMsPerRequest} ms/req`) +
      (measured.non2xx || measured.errors
        ? `  (${measured.non2xx} non-2xx, ${measured.errors} errors)`
        : ''),
  );
  return measured;
}

/**
 * Every app process of a run (the seeding one and the measured one, on different ports) is one
 * deployment: the same PUBLIC_URL, so a token the first issued is valid on the second.
 */
const APP_ENV = { PUBLIC_URL: 'http://localhost:5000' };

interface Database {
  driver: 'pglite' | 'postgres';
  /** Environment for each server (on PGlite, each its own copy of the data). */
  appEnv: Record<string, string>;
  baselineEnv: Record<string, string>;
  floorEnv: Record<string, string>;
  /** For this process, while no server holds it (PGlite) or beside them (Postgres). */
  target: DatabaseTarget;
  /** Called once seeded: PGlite copies the directory for the baseline. */
  seeded(): void;
  destroy(): Promise<void>;
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A copy of a PGlite data directory that the server accepts: cpSync makes the copy's folders
 * under this process's umask (0755 as a rule), and the server refuses a data directory that
 * others can open. The copy is inside the run's own 0700 directory until then.
 */
function copyDataDir(from: string, to: string): void {
  cpSync(from, to, { recursive: true });
  makeDataDirPrivate(to);
}

async function prepareDatabase(workDir: string): Promise<Database> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dir = join(workDir, 'app-data');
    const copy = join(workDir, 'baseline-data');
    const floorCopy = join(workDir, 'floor-data');
    return {
      driver: 'pglite',
      appEnv: { ...APP_ENV, PGLITE_DIR: dir, DATABASE_URL: '' },
      baselineEnv: { PGLITE_DIR: copy, DATABASE_URL: '' },
      floorEnv: { ...APP_ENV, PGLITE_DIR: floorCopy, DATABASE_URL: '' },
      target: { kind: 'pglite', dir },
      seeded: () => {
        copyDataDir(dir, copy);
        copyDataDir(dir, floorCopy);
      },
      destroy: async () => {},
    };
  }
  const name = `fairsplit_bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    driver: 'postgres',
    appEnv: { ...APP_ENV, DATABASE_URL: url.toString() },
    baselineEnv: { DATABASE_URL: url.toString() },
    floorEnv: { ...APP_ENV, DATABASE_URL: url.toString() },
    target: { kind: 'postgres', url: url.toString(), poolSize: 1 },
    seeded: () => {},
    destroy: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

async function withDatabase<T>(database: Database, fn: (db: AppDatabase) => Promise<T>) {
  const handle = await connectDatabase(database.target);
  try {
    return await fn(handle.db);
  } finally {
    await handle.close();
  }
}

/** A premium user with the seeded rows; the app is stopped again before the bulk insert. */
async function seed(database: Database, workDir: string) {
  const app = await startChild({
    name: 'app',
    script: 'server/index.ts',
    port: await freePort(),
    env: database.appEnv,
    logFile: join(workDir, 'seed.log'),
  });
  let user: BenchUser;
  try {
    user = await createPremiumUser(app.origin);
  } finally {
    await app.stop();
  }
  const seeded = await withDatabase(database, async (db) => {
    const userId = await findUserId(db, user.authUserId);
    const lastExpenseId = await insertRows(db, userId);
    await db.execute(sql`analyze`);
    return { userId, lastExpenseId };
  });
  database.seeded();
  return { user, ...seeded };
}

function verdict(ok: boolean): string {
  return ok ? 'PASS' : 'FAIL';
}

async function main(): Promise<void> {
  const workDir = mkdtempSync(join(tmpdir(), 'fairsplit-bench-'));
  const database = await prepareDatabase(workDir);
  const started = new Date();
  const loadAtStart = loadavg();
  const servers: ChildServer[] = [];
  let cleaning: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      for (const server of servers.reverse()) await server.stop().catch(() => {});
      await database.destroy();
      rmSync(workDir, { recursive: true, force: true });
    })());
  // Ctrl-C mid-run still drops the throwaway database and removes the data directories.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  }
  log(
    `Fairsplit bench: ${database.driver}, ${CONNECTIONS} connections, ${DURATION} s per route ` +
      `(after ${WARMUP} s warm-up), ${availableParallelism()} CPUs (${cpus()[0]?.model ?? 'unknown'})`,
  );

  try {
    log('Seeding one premium user …');
    const { user, userId, lastExpenseId } = await seed(database, workDir);
    log(
      `  users.id ${userId}: ${SEED.expenses} expenses, ${SEED.networthItems} net-worth items, ` +
        `${SEED.events} events`,
    );

    const appServer = await startChild({
      name: 'app',
      script: 'server/index.ts',
      port: await freePort(),
      env: database.appEnv,
      logFile: join(workDir, 'app.log'),
      nodeArgs: (process.env.BENCH_APP_NODE_ARGS ?? '').split(/\s+/).filter(Boolean),
    });
    servers.push(appServer);
    const baselineServer = await startChild({
      name: 'baseline',
      script: 'scripts/bench/baseline-server.ts',
      port: await freePort(),
      env: { ...database.baselineEnv, BENCH_AUTH_USER_ID: user.authUserId },
      logFile: join(workDir, 'baseline.log'),
    });
    servers.push(baselineServer);
    const floorServer = await startChild({
      name: 'floor',
      script: 'scripts/bench/floor-server.ts',
      port: await freePort(),
      env: {
        ...database.floorEnv,
        BENCH_JWKS_URL: `${appServer.origin}/auth/v1/.well-known/jwks.json`,
      },
      logFile: join(workDir, 'floor.log'),
    });
    servers.push(floorServer);
    const app: Target = {
      label: 'app',
      server: appServer,
      headers: userHeaders(user, await fetchCsrf(appServer.origin)),
    };
    // The baseline checks neither token nor CSRF; the same headers keep requests the same size.
    const baseline: Target = { ...app, label: 'baseline', server: baselineServer };
    const floor: Target = { ...app, label: 'floor', server: floorServer };

    log('Loading app (server/index.ts) and baseline (bare node:http), route by route …');
    const rows = [];
    for (const [index, route] of (ONLY_POLL ? [] : ROUTES).entries()) {
      const bodies = [await probe(app, route), await probe(baseline, route)];
      if (route.read && bodies[0] !== bodies[1]) {
        throw new Error(`${route.name}: the app and the baseline answered different bodies`);
      }
      if (route.read) sameShape(route, bodies[0]!, await probe(floor, route));
      const targets = route.read ? [app, baseline, floor] : [app, baseline];
      const results = new Map<Target['label'], Measurement>();
      // Which server goes first rotates from route to route.
      const order = targets.map((_, at) => targets[(at + index) % targets.length]!);
      for (const target of order) {
        results.set(target.label, await measure(target, route));
        // Writes go to one database on Postgres: start each server's load from the seeded rows.
        if (!route.read && database.driver === 'postgres') {
          await withDatabase(database, (db) => removeRowsAfter(db, userId, lastExpenseId));
        }
      }
      const a = results.get('app')!;
      const b = results.get('baseline')!;
      const f = results.get('floor') ?? null;
      const ratio = a.reqPerSec / b.reqPerSec;
      const cpuOverFloor =
        f?.cpuMsPerRequest && a.cpuMsPerRequest ? a.cpuMsPerRequest / f.cpuMsPerRequest : null;
      rows.push({
        route: route.name,
        read: route.read,
        app: a,
        baseline: b,
        floor: f,
        /** App CPU per request ÷ the floor's (target ≤ 1.5). */
        cpuOverFloor: cpuOverFloor === null ? null : Number(cpuOverFloor.toFixed(2)),
        /** The floor's throughput ÷ the app's. */
        floorOverApp: f ? Number((f.reqPerSec / a.reqPerSec).toFixed(2)) : null,
        ratio,
        ratioOk: !route.read || ratio >= TARGET_RATIO,
        p99Ok: a.p99 <= TARGET_P99_MS,
        clean: a.non2xx + a.errors + b.non2xx + b.errors === 0,
      });
    }

    // The poll every signed-in browser makes every 10 s: in full, and revalidated (304).
    log('Loading the app alone with the profile poll, in full and revalidated …');
    const profileRoute: Route = {
      name: 'GET /api/profile',
      method: 'GET',
      path: '/api/profile',
      read: true,
    };
    await probe(app, profileRoute);
    const etag = (
      await fetch(`${app.server.origin}/api/profile`, { headers: app.headers })
    ).headers.get('etag');
    if (!etag) throw new Error('GET /api/profile answered without an ETag');
    const poll = {
      full: await measure(app, profileRoute),
      revalidated: await measure(
        { ...app, headers: { ...app.headers, 'if-none-match': etag } },
        { ...profileRoute, name: 'GET /api/profile 304' },
      ),
    };

    log('');
    log(
      `${'route'.padEnd(20)} | ${'app req/s'.padStart(9)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} | ` +
        `${'base req/s'.padStart(10)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} | ratio | ` +
        `${'floor req/s'.padStart(11)} | cpu ms/req app/base/floor | app÷floor cpu | targets`,
    );
    log('-'.repeat(170));
    for (const row of rows) {
      const checks = [
        row.read ? `ratio ≥ ${TARGET_RATIO} ${verdict(row.ratioOk)}` : 'ratio n/a',
        `p99 ≤ ${TARGET_P99_MS} ms ${verdict(row.p99Ok)}`,
        ...(row.clean ? [] : ['ERRORS: FAIL']),
      ];
      const ms = (value: number) => `${value} ms`.padStart(7);
      const cpu =
        `${row.app.cpuMsPerRequest ?? '?'} / ${row.baseline.cpuMsPerRequest ?? '?'} / ` +
        `${row.floor ? (row.floor.cpuMsPerRequest ?? '?') : 'n/a'}`;
      log(
        `${row.route.padEnd(20)} | ${row.app.reqPerSec.toFixed(0).padStart(9)} ${ms(row.app.p50)} ${ms(row.app.p99)} | ` +
          `${row.baseline.reqPerSec.toFixed(0).padStart(10)} ${ms(row.baseline.p50)} ${ms(row.baseline.p99)} | ` +
          `${row.ratio.toFixed(2).padStart(5)} | ` +
          `${(row.floor ? row.floor.reqPerSec.toFixed(0) : 'n/a').padStart(11)} | ${cpu.padStart(25)} | ` +
          `${String(row.cpuOverFloor ?? 'n/a').padStart(13)} | ${checks.join(', ')}`,
      );
    }
    log(
      `Profile poll: ${poll.full.cpuMsPerRequest ?? '?'} ms CPU per request in full, ` +
        `${poll.revalidated.cpuMsPerRequest ?? '?'} ms as a 304 (target ≤ 0.5 ms), ` +
        `${poll.revalidated.reqPerSec.toFixed(0)} req/s`,
    );
    const pass = rows.every((row) => row.clean && row.ratioOk && row.p99Ok);
    log('');
    log(
      `Overall: ${verdict(pass)}` +
        (database.driver === 'pglite'
          ? ' (the targets are set for Postgres; PGlite is for reference)'
          : ''),
    );

    const report = {
      date: started.toISOString(),
      driver: database.driver,
      machine: {
        cpus: availableParallelism(),
        model: cpus()[0]?.model ?? null,
        node: process.version,
        platform: `${process.platform}-${process.arch}`,
        // Other work on the machine skews the numbers: the 1-minute load at start and end.
        loadAverage: { start: loadAtStart[0], end: loadavg()[0] },
      },
      settings: {
        connections: CONNECTIONS,
        durationSeconds: DURATION,
        warmupSeconds: WARMUP,
        seed: SEED,
        logLevel: process.env.LOG_LEVEL ?? 'info',
        poolSize: Number(process.env.DATABASE_POOL_SIZE ?? 10),
      },
      targets: { readRatioAtLeast: TARGET_RATIO, p99AtMostMs: TARGET_P99_MS },
      routes: rows,
      profilePoll: poll,
      pass,
    };
    const outDir = join(ROOT, 'bench-results');
    mkdirSync(outDir, { recursive: true });
    const stamp = started.toISOString().replace(/[:.]/g, '-');
    const json = `${JSON.stringify(report, null, 2)}\n`;
    if (ONLY_POLL) {
      writeFileSync(join(outDir, `${database.driver}-poll-${stamp}.json`), json);
      log(`Wrote bench-results/${database.driver}-poll-${stamp}.json`);
    } else {
      writeFileSync(join(outDir, `${database.driver}-${stamp}.json`), json);
      writeFileSync(join(outDir, `latest-${database.driver}.json`), json);
      log(
        `Wrote bench-results/${database.driver}-${stamp}.json and latest-${database.driver}.json`,
      );
    }
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
