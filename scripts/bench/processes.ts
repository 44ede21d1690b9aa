/**
 * Child servers for the benchmark and Lighthouse: each runs in its own process, so the load
 * generator never shares an event loop with the server it measures. A child's output goes to
 * a log file (not through this process), and on failure its tail is shown.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A port that was free a moment ago (the child binds it right after). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ChildServer {
  origin: string;
  pid: number;
  /** SIGTERM and wait for a clean exit (PGlite flushes and releases its directory). */
  stop(): Promise<void>;
}

/**
 * CPU time a process has used so far, in ms (Linux: /proc/<pid>/stat), or null elsewhere.
 * It moves less than throughput with whatever else the machine is doing.
 */
export function cpuTimeMs(pid: number): number | null {
  try {
    // The fields after the command name, which is in parentheses and may contain anything.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime
    return (ticks * 1000) / clockTicksPerSecond();
  } catch {
    return null;
  }
}

let clockTicks: number | undefined;
function clockTicksPerSecond(): number {
  if (clockTicks === undefined) {
    try {
      clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      clockTicks = 100;
    }
  }
  return clockTicks;
}

function tail(path: string, lines = 30): string {
  try {
    return readFileSync(path, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve(child.exitCode);
  }
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/**
 * Starts `node --import tsx <script>` with `env` on top of ours, then waits until
 * `readyPath` answers 200 on the given port.
 */
export async function startChild(options: {
  name: string;
  script: string;
  port: number;
  env: Record<string, string | undefined>;
  logFile: string;
  readyPath?: string;
  nodeArgs?: string[];
  timeoutMs?: number;
}): Promise<ChildServer> {
  const { name, script, port, env, logFile, readyPath = '/api/health' } = options;
  const out = openSync(logFile, 'a');
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);

  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(
        `${name} exited with ${child.exitCode} before it was ready:\n${tail(logFile)}`,
      );
    }
    try {
      const response = await fetch(`${origin}${readyPath}`);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `${name} was not ready after ${options.timeoutMs ?? 60_000} ms:\n${tail(logFile)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    origin,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      const code = await exited(child);
      clearTimeout(timer);
      if (code !== 0 && code !== null) {
        throw new Error(`${name} exited with ${code} on SIGTERM:\n${tail(logFile)}`);
      }
    },
  };
}

/**
 * Where a measurement's server keeps its data: a throwaway database on the Postgres server at
 * `serverUrl` (dropped by `destroy`), or, without one, a PGlite directory under `workDir`.
 */
export async function benchDatabaseEnv(
  serverUrl: string | undefined,
  workDir: string,
  prefix: string,
): Promise<{ env: Record<string, string>; destroy: () => Promise<void> }> {
  if (!serverUrl) return { env: { PGLITE_DIR: join(workDir, 'db') }, destroy: async () => {} };
  const name = `${prefix}_${Date.now()}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    destroy: () => admin(`drop database if exists ${name} with (force)`),
  };
}
