import { sql } from 'drizzle-orm';
import { Router } from 'express';
import type { DatabaseHandle } from '../../db/connect';
import { AppError } from '../../http/app-error';

export function healthRouter(database: DatabaseHandle): Router {
  const router = Router();
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
