/**
 * A rolling restart drops no request (docs/deployment.md): after SIGTERM the server says it is not
 * ready (/api/health/ready 503) while it keeps serving for SHUTDOWN_DRAIN_MS, and only then
 * closes its listener, finishing what it had started.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverUrl, startServer } from './test/process';

describe('stopping the server', { timeout: 120_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'fairsplit-shutdown-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers /api/health/ready 503 before the listener closes, and fails no request', async () => {
    const server = startServer({ PGLITE_DIR: dir, SHUTDOWN_DRAIN_MS: '3000' });
    const url = await serverUrl(server);
    expect(await (await fetch(`${url}/api/health/ready`)).json()).toEqual({ status: 'ready' });

    const events: { at: number; kind: 'ok' | 'not-ready' | 'failed'; detail?: string }[] = [];
    // A load balancer's view: it polls /ready, and once that says 503 it sends no new request
    // here; whatever it had sent must still be answered.
    let inRotation = true;
    const record = async (path: string) => {
      try {
        const response = await fetch(`${url}${path}`);
        await response.text();
        if (response.ok) events.push({ at: Date.now(), kind: 'ok' });
        else if (response.status === 503 && path.endsWith('/ready')) {
          events.push({ at: Date.now(), kind: 'not-ready' });
          inRotation = false;
        } else events.push({ at: Date.now(), kind: 'failed', detail: String(response.status) });
      } catch (error) {
        const code = (error as { cause?: { code?: string } }).cause?.code;
        events.push({ at: Date.now(), kind: 'failed', detail: code ?? String(error) });
      }
    };
    const worker = async (path: string, pauseMs: number) => {
      while (inRotation) {
        await record(path);
        if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    };
    const workers = [
      ...Array.from({ length: 4 }, () => worker('/api/config', 0)),
      worker('/api/health/ready', 100),
    ];
    await new Promise((resolve) => setTimeout(resolve, 500));
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await Promise.all(workers);
    const exitCode = await server.exited;
    const exited = Date.now();

    expect(exitCode).toBe(0);
    expect(events.filter((event) => event.kind === 'failed')).toEqual([]);
    const notReady = events.find((event) => event.kind === 'not-ready');
    expect(notReady).toBeDefined();
    expect(notReady!.at).toBeGreaterThanOrEqual(signalled);
    // The listener stayed open through the drain: the server left well after saying 503.
    expect(exited - notReady!.at).toBeGreaterThan(1_000);
    expect(
      events.filter((event) => event.kind === 'ok' && event.at > signalled).length,
    ).toBeGreaterThan(0);
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
  });
});
