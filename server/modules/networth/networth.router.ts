/**
 * Per docs/product.md#api-conventions: GET /api/networth ({ items, summary }), GET
 * /api/networth/categories, POST, PUT /:id, DELETE /:id, and POST /import (every row of a CSV or
 * none), all premium only (the categories belong to the premium tracker).
 */
import { API_MESSAGES } from '@shared/api-messages';
import type { Router } from 'express';
import {
  categoriesResponse,
  type NetworthImportResponse,
  networthItemInputSchema,
} from '@shared/networth';
import { PREMIUM_REQUIRED } from '@shared/subscriptions';
import type { AppDatabase } from '../../db/connect';
import type { TokenVerifier } from '../../gotrue/sessions/access-tokens';
import { importRecords, trackerRouter, undoImport } from '../../http/record-routes';
import { findNetworthJsonForUser, networthItemRecords } from './networth.service';

export function networthRouter(db: AppDatabase, verifier: TokenVerifier): Router {
  const categories = categoriesResponse();
  const router = trackerRouter(db, verifier, {
    premiumRequired: PREMIUM_REQUIRED,
    inputSchema: networthItemInputSchema,
    updateSchema: networthItemInputSchema,
    notFound: API_MESSAGES.networthItemNotFound,
    records: networthItemRecords,
    listJson: findNetworthJsonForUser,
  });

  router.get('/categories', (_req, res) => {
    res.json(categories);
  });

  // POST /api/networth/import: every row or none, like the expenses' import.
  router.post('/import', async (req, res) => {
    const items = await importRecords(
      db,
      req.user!.id,
      req.body,
      networthItemInputSchema,
      networthItemRecords,
    );
    res.status(201).json({ imported: items.length, items } satisfies NetworthImportResponse);
  });

  // POST /api/networth/import/undo: exactly the items an import wrote, all or none.
  router.post('/import/undo', async (req, res) => {
    res.json(await undoImport(db, req.user!.id, req.body, networthItemRecords));
  });

  return router;
}
