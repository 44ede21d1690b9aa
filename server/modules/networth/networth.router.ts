/**
 * Spec §7: GET /api/networth ({ items, summary }), GET /api/networth/categories, POST,
 * PUT /:id, DELETE /:id, all premium only (the categories belong to the premium tracker).
 */
import type { Router } from 'express';
import { categoriesResponse, networthItemInputSchema } from '@shared/networth';
import { PREMIUM_REQUIRED } from '@shared/subscriptions';
import type { AppDatabase } from '../../db/connect';
import type { TokenVerifier } from '../../gotrue/sessions/access-tokens';
import { addRecordWrites, premiumRouter } from '../../http/record-routes';
import {
  createNetworthItem,
  deleteNetworthItem,
  findNetworthItemsForUser,
  findNetworthSummaryForUser,
  updateNetworthItem,
} from './networth.service';

export const NETWORTH_ITEM_NOT_FOUND = 'Net worth item not found';

export function networthRouter(db: AppDatabase, verifier: TokenVerifier): Router {
  const router = premiumRouter(db, verifier, PREMIUM_REQUIRED);
  const categories = categoriesResponse();

  router.get('/', async (req, res) => {
    const userId = req.user!.id;
    const [items, summary] = await Promise.all([
      findNetworthItemsForUser(db, userId),
      findNetworthSummaryForUser(db, userId),
    ]);
    res.json({ items, summary });
  });

  router.get('/categories', (_req, res) => {
    res.json(categories);
  });

  return addRecordWrites(router, db, {
    inputSchema: networthItemInputSchema,
    updateSchema: networthItemInputSchema,
    notFound: NETWORTH_ITEM_NOT_FOUND,
    create: createNetworthItem,
    update: updateNetworthItem,
    remove: deleteNetworthItem,
  });
}
