import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import express, { type Request, type RequestHandler, type Router } from 'express';

const HASHED_ASSET = /\/assets\/.+-[\w-]{8,}\.\w+$/;
/** Built scripts and styles directly under /assets/ (no sub-paths, so no `..`). */
const COMPRESSIBLE_ASSET = /^\/assets\/[\w.-]+-[\w-]{8,}\.(?:js|css)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

type Encoding = 'br' | 'gzip';

const encoders: Record<Encoding, (data: Buffer) => Promise<Buffer>> = {
  // Quality 9: within a few per cent of 11 at a fraction of the time.
  br: (data) => promisify(brotliCompress)(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
  gzip: (data) => promisify(gzip)(data, { level: 9 }),
};

/** Brotli first (smaller), else gzip, among what the browser accepts; null for neither. */
function negotiate(req: Request): Encoding | null {
  const encoding = req.acceptsEncodings('br') || req.acceptsEncodings('gzip');
  return encoding === 'br' || encoding === 'gzip' ? encoding : null;
}

/**
 * Compressed bodies, each made once on first request and kept in memory under its key (hashed
 * assets never change; index.html is read at start-up). A load that fails is not remembered.
 */
function compressionCache() {
  const cache = new Map<string, Promise<Buffer>>();
  return (key: string, encoding: Encoding, load: () => Promise<Buffer>): Promise<Buffer> => {
    const cacheKey = `${encoding}:${key}`;
    let compressed = cache.get(cacheKey);
    if (!compressed) {
      compressed = load().then(encoders[encoding]);
      cache.set(cacheKey, compressed);
      compressed.catch(() => cache.delete(cacheKey));
    }
    return compressed;
  };
}

/**
 * The built JS and CSS, brotli- or gzip-compressed for browsers that accept it: about a
 * quarter of the bytes, which is most of a phone's wait on a slow network. Anything else goes
 * on to express.static, as does a script that does not exist.
 */
function compressedAssets(distDir: string): RequestHandler {
  const compress = compressionCache();
  return (req, res, next) => {
    if (!COMPRESSIBLE_ASSET.test(req.path)) {
      next();
      return;
    }
    res.vary('Accept-Encoding');
    const encoding = negotiate(req);
    if (!encoding) {
      next();
      return;
    }
    compress(req.path, encoding, () => readFile(join(distDir, req.path))).then(
      (body) => {
        res.setHeader('Cache-Control', IMMUTABLE);
        res.setHeader('Content-Encoding', encoding);
        res.type(extname(req.path));
        res.send(body);
      },
      () => next(),
    );
  };
}

/**
 * The pages people arrive on from outside (the root, a bookmark, the link in an email, the
 * installed app's start page /home), each with its page module as Vite's manifest names it
 * (relative to client/). Their HTML names the page's chunk next to the entry script, so a
 * phone fetches both at once instead of one after the other (a signed-in page otherwise asks
 * for its chunk only once the session is known). A signed-in page's HTML first names what
 * reads her plan (app/signed-in-session.tsx, with the query client): the plan's requests wait
 * for it, and the page waits for the plan.
 *
 * Not the trackers: the entry alone draws a tracker's name at once while her plan is checked
 * (app/guards/require-premium.tsx), and on one bar of signal that comes first when the entry
 * does not share the line with the page's code; the code follows once it is on screen.
 */
const LANDING_PAGES: Readonly<Record<string, { module: string; signedIn: boolean }>> = {
  '/': { module: 'src/features/landing/landing-page.tsx', signedIn: false },
  '/login': { module: 'src/features/auth/login-page.tsx', signedIn: false },
  '/signup': { module: 'src/features/auth/signup-page.tsx', signedIn: false },
  '/home': { module: 'src/features/home/home-page.tsx', signedIn: true },
};

/** What every signed-in page loads beside its own chunk (app/provider.tsx, app/router.tsx). */
const SIGNED_IN_SESSION_MODULES = ['src/app/signed-in-session.tsx', 'src/lib/query-client.tsx'];

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

function readManifest(distDir: string): Manifest {
  const path = join(distDir, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : {};
}

/** `key` and every chunk it imports statically, as manifest keys. */
function staticClosure(manifest: Manifest, keys: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
}

/** The name of the page's meta element that carries the support address. */
const SUPPORT_EMAIL_META = 'fairsplit-support-email';

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * The support address (SUPPORT_EMAIL, from configuration) written into the page, so the
 * landing page's footer shows it without a request of its own (nor the code to read one).
 */
function withSupportEmail(html: string, supportEmail: string): string {
  if (supportEmail === '') return html;
  const content = supportEmail.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
  // A function, so a `$` in the address is never read as a replacement pattern.
  return html.replace(
    '</head>',
    () => `<meta name="${SUPPORT_EMAIL_META}" content="${content}"></head>`,
  );
}

/**
 * index.html for each landing page, with a modulepreload link for every script of that page
 * that the entry does not already load; the plain index.html for every other path. Each carries
 * the support address.
 */
function indexHtmlByPath(
  distDir: string,
  supportEmail: string,
): { byPath: Map<string, string>; fallback: string } {
  const fallback = withSupportEmail(
    readFileSync(join(distDir, 'index.html'), 'utf8'),
    supportEmail,
  );
  const manifest = readManifest(distDir);
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loadedByEntry = staticClosure(manifest, entryKeys);
  const byPath = new Map<string, string>();
  // A signed-in page's scripts at low priority: her first paint (the bar in index.html) waits
  // for none of them, and the entry's own request goes first.
  const link = (key: string, low: boolean) =>
    `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}"${low ? ' fetchpriority="low"' : ''}>`;
  for (const [path, { module, signedIn }] of Object.entries(LANDING_PAGES)) {
    const modules = signedIn ? [...SIGNED_IN_SESSION_MODULES, module] : [module];
    const links = [...staticClosure(manifest, modules)]
      .filter((key) => !loadedByEntry.has(key))
      .map((key) => link(key, signedIn));
    if (links.length > 0) byPath.set(path, fallback.replace('</head>', `${links.join('')}</head>`));
  }
  return { byPath, fallback };
}

/**
 * Serves the built SPA: hashed assets cached for a year (scripts and styles compressed),
 * everything else revalidated, and index.html for any other GET so client-side routes
 * survive a reload. index.html (which carries the inlined styles) is compressed too; asked for
 * by name (the service worker's precache does), it is the same page as any other path's.
 */
export function spaRouter(distDir: string, { supportEmail = '' } = {}): Router | null {
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml)) return null;
  const pages = indexHtmlByPath(distDir, supportEmail);
  const compress = compressionCache();
  const router = express.Router();
  router.get('/assets/{*path}', compressedAssets(distDir));
  const sendPage: RequestHandler = (req, res, next) => {
    if (!req.accepts('html')) {
      next();
      return;
    }
    const page = pages.byPath.has(req.path) ? req.path : '*';
    const html = pages.byPath.get(req.path) ?? pages.fallback;
    // A page that set its own (stricter) policy keeps it: a shared link's page is no-store.
    if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
    res.vary('Accept-Encoding');
    res.type('html');
    const encoding = negotiate(req);
    if (!encoding) {
      res.send(html);
      return;
    }
    compress(page, encoding, async () => Buffer.from(html)).then((body) => {
      res.setHeader('Content-Encoding', encoding);
      res.send(body);
    }, next);
  };
  // Not the raw file: the page every other path gets (with the support address).
  router.get('/index.html', sendPage);
  router.use(
    express.static(distDir, {
      index: false,
      setHeaders(res, path) {
        res.setHeader(
          'Cache-Control',
          HASHED_ASSET.test(path.replaceAll('\\', '/')) ? IMMUTABLE : 'no-cache',
        );
      },
    }),
  );
  router.get('/{*path}', sendPage);
  return router;
}
