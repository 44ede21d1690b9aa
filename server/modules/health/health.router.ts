import { sql } from 'drizzle-orm';
import { Router } from 'express';
import type { DatabaseHandle } from '../../db/connect';
import { AppError } from '../../http/app-error';

/** Whether this instance should get traffic: false while starting and once stopping. */
export interface Readiness {
  state: 'starting' | 'ready' | 'stopping';
}

/**
 * GET /api/health: alive, with one database round trip. GET /api/health/ready: for a load
 * balancer — 503 while the instance starts or stops (after SIGTERM it keeps serving for the
 * drain period, so the balancer moves traffic away before the listener closes), else the
 * same database round trip.
 */
export function healthRouter(database: DatabaseHandle, readiness: Readiness): Router {
  const router = Router();
  router.get('/ready', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (readiness.state !== 'ready') {
      res.status(503).json({ status: readiness.state });
      return;
    }
    try {
      await database.db.execute(sql`select 1`);
    } catch (error) {
      req.log.error({ err: error }, 'readiness check: database unreachable');
      res.status(503).json({ status: 'database unavailable' });
      return;
    }
    res.json({ status: 'ready' });
  });

  router.get('/', async (req, res) => {
    try {
      await database.db.execute(sql`select 1`);
    } catch (error) {
      req.log.error({ err: error }, 'health check: database unreachable');
      throw new AppError('unavailable', 'Database unavailable');
    }
    res.set('Cache-Control', 'no-store').json({ status: 'ok', database: database.driver });
  });
  return router;
}
