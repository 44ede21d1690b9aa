/**
 * GET /api/export/expenses.csv, events.csv and networth.csv: the caller's tracker as a CSV
 * download (premium, like the trackers), streamed as it is read.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import { EXPORT_FILES, type ExportTracker } from '@shared/csv';
import { PREMIUM_REQUIRED, PREMIUM_REQUIRED_EVENTS } from '@shared/subscriptions';
import type { AppDatabase } from '../../db/connect';
import type { TokenVerifier } from '../../gotrue/sessions/access-tokens';
import { requirePremium } from '../../http/require-premium';
import { requireAuth, requireUser } from '../../http/require-user';
import { exportCsv } from './export.service';

export function exportRouter(db: AppDatabase, verifier: TokenVerifier): Router {
  const router = Router();
  router.use(requireAuth(verifier), requireUser(db));

  for (const [tracker, fileName] of Object.entries(EXPORT_FILES) as [ExportTracker, string][]) {
    const premium = requirePremium(
      db,
      tracker === 'events' ? PREMIUM_REQUIRED_EVENTS : PREMIUM_REQUIRED,
    );
    router.get(`/${fileName}`, premium, async (req, res) => {
      res.set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${fileName}"`,
      });
      // pipeline() waits for the socket to drain between pages and stops reading the
      // database when the client goes away.
      await pipeline(Readable.from(exportCsv(db, req.user!.id, tracker)), res).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
        },
      );
    });
  }

  return router;
}
