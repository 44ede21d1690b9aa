import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaRouter } from './static';

const dist = mkdtempSync(join(tmpdir(), 'fairsplit-static-'));
const script = `export const greeting = ${JSON.stringify('hello '.repeat(2000))};\n`;
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(dist, 'assets', 'index-AbCdEf12.js'), script);

const app = express();
app.use(spaRouter(dist)!);
const request = supertest(app);
let server: Server;
beforeAll(
  () =>
    new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    }),
);
afterAll(() => {
  server.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The bytes as sent (supertest would decode them), so the test sees what the browser gets. */
function raw(
  path: string,
  acceptEncoding: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    get(
      `http://127.0.0.1:${port}${path}`,
      { headers: { 'accept-encoding': acceptEncoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    ).on('error', reject);
  });
}

describe('built assets', () => {
  it('sends a hashed script brotli-compressed to a browser that accepts br', async () => {
    const response = await raw('/assets/index-AbCdEf12.js', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(response.body).toString('utf8')).toBe(script);
    expect(response.body.length).toBeLessThan(script.length / 4);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzipped = await raw('/assets/index-AbCdEf12.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString('utf8')).toBe(script);

    const plain = await raw('/assets/index-AbCdEf12.js', 'identity');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.body.toString('utf8')).toBe(script);
  });

  it('lets a script that does not exist fall through, compressed or not', async () => {
    for (const encoding of ['br', 'identity']) {
      const response = await request
        .get('/assets/missing-AbCdEf12.js')
        .set('Accept', 'text/javascript')
        .set('Accept-Encoding', encoding);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.status).toBe(404);
    }
  });
});
