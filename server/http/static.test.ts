import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateLink } from './security';
import { spaRouter } from './static';

const dist = mkdtempSync(join(tmpdir(), 'fairsplit-static-'));
const script = `export const greeting = ${JSON.stringify('hello '.repeat(2000))};\n`;
mkdirSync(join(dist, 'assets'));
const indexHtml = `<!doctype html><html><head><script type="module" src="/assets/index-AbCdEf12.js"></script><style>${'.a{color:red}'.repeat(500)}</style></head><body><div id="root"></div></body></html>`;
writeFileSync(join(dist, 'index.html'), indexHtml);
writeFileSync(join(dist, 'assets', 'index-AbCdEf12.js'), script);
// Vite's manifest: the entry, the landing page's chunk with a helper of its own, and a chunk
// both share (already loaded by the entry, so not preloaded twice); a signed-in page's chunk (her
// home), and what reads her plan (the session's chunk and the query client's, sharing a chunk); a
// tracker's chunk.
mkdirSync(join(dist, '.vite'));
writeFileSync(
  join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-AbCdEf12.js', isEntry: true, imports: ['_shared'] },
    _shared: { file: 'assets/shared-Shared12.js' },
    _helper: { file: 'assets/helper-Helper12.js', imports: ['_shared'] },
    'src/features/landing/landing-page.tsx': {
      file: 'assets/landing-page-Landing1.js',
      isDynamicEntry: true,
      imports: ['index.html', '_helper', '_shared'],
    },
    _query: { file: 'assets/query-Query123.js' },
    'src/app/signed-in-session.tsx': {
      file: 'assets/signed-in-session-Session1.js',
      isDynamicEntry: true,
      imports: ['index.html', '_query'],
    },
    'src/lib/query-client.tsx': {
      file: 'assets/query-client-Client12.js',
      isDynamicEntry: true,
      imports: ['_query'],
    },
    'src/features/home/home-page.tsx': {
      file: 'assets/home-page-HomePag1.js',
      isDynamicEntry: true,
      imports: ['index.html', '_query', '_helper'],
    },
    'src/features/expenses/expenses-page.tsx': {
      file: 'assets/expenses-page-Expense1.js',
      isDynamicEntry: true,
      imports: ['index.html', '_query', '_helper'],
    },
  }),
);

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

describe('index.html', () => {
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"([^>]*)>/g)].map(
      (match) => `${match[1]}${match[2]}`,
    );

  it("names the landing page's own scripts on /, so they load alongside the entry", async () => {
    const response = await request.get('/').set('Accept', 'text/html');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(preloads(response.text)).toEqual([
      '/assets/landing-page-Landing1.js',
      '/assets/helper-Helper12.js',
    ]);
  });

  it('names what reads her plan first on a signed-in page, then the page, all at low priority', async () => {
    // Low: the entry's own request comes first, and her first paint waits for none of them.
    const response = await request.get('/home').set('Accept', 'text/html');
    expect(preloads(response.text)).toEqual([
      '/assets/signed-in-session-Session1.js fetchpriority="low"',
      '/assets/query-Query123.js fetchpriority="low"',
      '/assets/query-client-Client12.js fetchpriority="low"',
      '/assets/home-page-HomePag1.js fetchpriority="low"',
      '/assets/helper-Helper12.js fetchpriority="low"',
    ]);
  });

  it("names none of a tracker's scripts: the entry alone draws its heading, and they come after", async () => {
    for (const path of ['/expenses', '/networth', '/events']) {
      const response = await request.get(path).set('Accept', 'text/html');
      expect(response.status).toBe(200);
      expect(response.text).toBe(indexHtml);
    }
  });

  it("keeps the stricter policy a shared link's page sets before it: no-store, no referrer", async () => {
    const withShares = express();
    withShares.use('/shared', privateLink);
    withShares.use(spaRouter(dist)!);
    const response = await supertest(withShares)
      .get(`/shared/${'A'.repeat(43)}`)
      .set('Accept', 'text/html');
    expect(response.status).toBe(200);
    expect(response.text).toBe(indexHtml);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('is the plain index.html on any other path', async () => {
    for (const path of ['/profile', '/login', '/no-such-page']) {
      const response = await request.get(path).set('Accept', 'text/html');
      expect(response.status).toBe(200);
      // /login's page is not in this manifest: nothing to preload.
      expect(response.text).toBe(indexHtml);
    }
  });

  it('carries the configured support address, escaped, on every page and as /index.html', async () => {
    const withEmail = supertest(
      express().use(spaRouter(dist, { supportEmail: 'help+"x"@fairsplit.example' })!),
    );
    const meta =
      '<meta name="fairsplit-support-email" content="help+&quot;x&quot;@fairsplit.example">';
    for (const path of ['/', '/expenses', '/index.html']) {
      const response = await withEmail.get(path).set('Accept', 'text/html');
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.text).toContain(meta);
    }
    // Named, the page is the one any other path gets: not the landing page's preloads.
    const byName = await withEmail.get('/index.html').set('Accept', 'text/html');
    expect(preloads(byName.text)).toEqual([]);
    // Without one configured, nothing is added.
    expect((await request.get('/index.html').set('Accept', 'text/html')).text).toBe(indexHtml);
  });

  it('is sent compressed, and revalidates with its ETag', async () => {
    const brotli = await raw('/profile', 'br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(brotli.body).toString('utf8')).toBe(indexHtml);
    expect(brotli.body.length).toBeLessThan(indexHtml.length / 4);

    const gzipped = await raw('/', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(preloads(gunzipSync(gzipped.body).toString('utf8'))).toHaveLength(2);

    const etag = brotli.headers.etag!;
    const again = await request
      .get('/profile')
      .set('Accept', 'text/html')
      .set('Accept-Encoding', 'br')
      .set('If-None-Match', etag);
    expect(again.status).toBe(304);
  });
});
