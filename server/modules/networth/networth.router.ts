/**
 * Spec §7: GET /api/networth ({ items, summary }), GET /api/networth/categories, POST,
 * PUT /:id, DELETE /:id, all premium only (the categories belong to the premium tracker).
 */
import { Router } from 'express';
import { categoriesResponse, networthItemInputSchema } from '@shared/networth';
import type { TokenVerifier } from '../../auth/access-tokens';
import { requireAuth, requireUser } from '../../auth/require-user';
import type { AppDatabase } from '../../db/connect';
import { AppError } from '../../http/app-error';
import { parseBody, parseId } from '../../http/validate';
import { PREMIUM_REQUIRED, requirePremium } from '../subscriptions/premium';
import {
  createNetworthItem,
  deleteNetworthItem,
  findNetworthItemsForUser,
  findNetworthSummaryForUser,
  updateNetworthItem,
} from './networth.service';

export const NETWORTH_ITEM_NOT_FOUND = 'Net worth item not found';

export function networthRouter(db: AppDatabase, verifier: TokenVerifier): Router {
  const router = Router();
  router.use(requireAuth(verifier), requireUser(db), requirePremium(db, PREMIUM_REQUIRED));
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

  router.post('/', async (req, res) => {
    const values = parseBody(networthItemInputSchema, req.body);
    res.status(201).json(await createNetworthItem(db, req.user!.id, values));
  });

  router.put('/:id', async (req, res) => {
    const id = parseId(req.params.id);
    const values = parseBody(networthItemInputSchema, req.body);
    const item = await updateNetworthItem(db, req.user!.id, id, values);
    if (!item) throw AppError.notFound(NETWORTH_ITEM_NOT_FOUND);
    res.json(item);
  });

  router.delete('/:id', async (req, res) => {
    const id = parseId(req.params.id);
    if (!(await deleteNetworthItem(db, req.user!.id, id))) {
      throw AppError.notFound(NETWORTH_ITEM_NOT_FOUND);
    }
    res.status(204).end();
  });

  return router;
}
