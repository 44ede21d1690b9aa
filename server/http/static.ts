import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Router } from 'express';

const HASHED_ASSET = /\/assets\/.+-[\w-]{8,}\.\w+$/;

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, and
 * index.html for any other GET so client-side routes survive a reload.
 */
export function spaRouter(distDir: string): Router | null {
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml)) return null;
  const router = express.Router();
  router.use(
    express.static(distDir, {
      index: false,
      setHeaders(res, path) {
        res.setHeader(
          'Cache-Control',
          HASHED_ASSET.test(path.replaceAll('\\', '/'))
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
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
