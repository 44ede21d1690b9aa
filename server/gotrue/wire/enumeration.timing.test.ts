/**
 * A password reset must not tell by its time whether an account exists. This file runs in the
 * `timing` project, alone after the other tests (`npm test`'s "timing tests" step): beside the full
 * suite on two cores, the server's work after the answer competes with the client for the CPU and
 * shows as a gap that an attacker across a network would not see.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, uniqueEmail } from '../../test/auth';
import { type ServerProcess, serverUrl, startServer } from '../../test/process';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * A mail server that takes its time, as real ones do (30 ms before it greets): a reset that
 * talked to it before answering would show it in the answer's time.
 */
async function slowMailServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((socket) => {
    let data = false;
    let buffer = '';
    setTimeout(() => socket.write('220 mail.test ESMTP\r\n'), 30);
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      if (data) {
        if (!buffer.includes('\r\n.\r\n')) return;
        data = false;
        buffer = '';
        socket.write('250 queued\r\n');
        return;
      }
      let end = buffer.indexOf('\r\n');
      while (end !== -1) {
        const line = buffer.slice(0, end).toUpperCase();
        buffer = buffer.slice(end + 2);
        if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250 mail.test\r\n');
        else if (line.startsWith('DATA')) {
          data = true;
          socket.write('354 go on\r\n');
          return;
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
        end = buffer.indexOf('\r\n');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Timed against a server in its own process, as an attacker would see it (in the test's own
 * process, the work the server does after answering would hold up the client's reading of the
 * answer), with a mail server that answers slowly.
 */
describe('password reset timing', { timeout: 120_000 }, () => {
  let server: ServerProcess | null = null;
  let mail: Awaited<ReturnType<typeof slowMailServer>> | null = null;
  let dataDir = '';
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await mail?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('takes the same time for a registered and an unknown address (the median gap within 2 ms)', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'fairsplit-timing-'));
    mail = await slowMailServer();
    server = startServer({
      PGLITE_DIR: join(dataDir, 'db'),
      SMTP_URL: mail.url,
      AUTH_RATE_LIMIT_PER_IP: '1000',
      // Every request for a registered address sends its mail (none is skipped as too soon).
      AUTH_RECOVERY_MAIL_INTERVAL: '0',
    });
    const url = await serverUrl(server);
    const registered = [];
    for (let index = 0; index < 5; index += 1) {
      const email = uniqueEmail(`timed-${index}`);
      // With a mail server, sign-up waits for the address to be confirmed; the account exists.
      const signedUp = await fetch(`${url}/auth/v1/signup`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: TEST_PASSWORD }),
      });
      expect(signedUp.status).toBe(200);
      registered.push(email);
    }
    const post = (email: string) =>
      fetch(`${url}/auth/v1/recover`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      });
    const timed = async (email: string) => {
      const started = process.hrtime.bigint();
      const response = await post(email);
      await response.text();
      const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
      expect(response.status).toBe(200);
      // What the request set going (the mail) finishes before the next is timed.
      await fetch(`${url}/auth/v1/dev/outbox?email=${encodeURIComponent(email)}`);
      return elapsed;
    };
    // Warm both paths first (the first requests compile code and fill caches).
    for (const email of [registered[0]!, uniqueEmail('warm')]) await timed(email);
    // Each round times both, one right after the other, in alternating order, and keeps the
    // gap between them: a slow moment of a busy machine then falls on both halves of a pair
    // instead of on one side's median (the full suite runs beside this test).
    const gaps: number[] = [];
    for (let round = 0; round < 60; round += 1) {
      const known = registered[round % registered.length]!;
      const unknown = uniqueEmail('unknown');
      if (round % 2 === 0) {
        const registeredTime = await timed(known);
        gaps.push(registeredTime - (await timed(unknown)));
      } else {
        const unknownTime = await timed(unknown);
        gaps.push((await timed(known)) - unknownTime);
      }
    }
    expect(Math.abs(median(gaps))).toBeLessThan(2);
  });
});
