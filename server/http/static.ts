import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import express, { type RequestHandler, type Router } from 'express';

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

/**
 * The built JS and CSS, brotli- or gzip-compressed for browsers that accept it: about a
 * quarter of the bytes, which is most of a phone's wait on a slow network. Each file is
 * compressed once, on its first request, and kept in memory (its name carries its content
 * hash, so it never changes). Anything else goes on to express.static.
 */
function compressedAssets(distDir: string): RequestHandler {
  const cache = new Map<string, Promise<Buffer>>();
  return (req, res, next) => {
    if (!COMPRESSIBLE_ASSET.test(req.path)) {
      next();
      return;
    }
    res.vary('Accept-Encoding');
    // Ours to choose among what the browser accepts: brotli first (smaller).
    const encoding = req.acceptsEncodings('br') || req.acceptsEncodings('gzip');
    if (encoding !== 'br' && encoding !== 'gzip') {
      next();
      return;
    }
    const key = `${encoding}:${req.path}`;
    let compressed = cache.get(key);
    if (!compressed) {
      compressed = readFile(join(distDir, req.path)).then(encoders[encoding]);
      cache.set(key, compressed);
      // A missing file is not remembered: only real assets take memory.
      compressed.catch(() => cache.delete(key));
    }
    compressed.then(
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
 * Serves the built SPA: hashed assets cached for a year (scripts and styles compressed),
 * everything else revalidated, and index.html for any other GET so client-side routes
 * survive a reload.
 */
export function spaRouter(distDir: string): Router | null {
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml)) return null;
  const router = express.Router();
  router.get('/assets/{*path}', compressedAssets(distDir));
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
  router.get('/{*path}', (req, res, next) => {
    if (!req.accepts('html')) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return router;
}
