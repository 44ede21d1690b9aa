/**
 * GET/POST /api/expenses, PUT/DELETE /api/expenses/:id, premium only
 * (docs/product.md#api-conventions).
 */
import { API_MESSAGES } from '@shared/api-messages';
import type { Router } from 'express';
import {
  type ExpenseImportResponse,
  expenseInputSchema,
  expenseUpdateSchema,
} from '@shared/expenses';
import { PREMIUM_REQUIRED } from '@shared/subscriptions';
import type { AppDatabase } from '../../db/connect';
import type { TokenVerifier } from '../../gotrue/sessions/access-tokens';
import { importRecords, trackerRouter, undoImport } from '../../http/record-routes';
import { expenseRecords } from './expenses.service';

export function expensesRouter(db: AppDatabase, verifier: TokenVerifier): Router {
  const router = trackerRouter(db, verifier, {
    premiumRequired: PREMIUM_REQUIRED,
    inputSchema: expenseInputSchema,
    updateSchema: expenseUpdateSchema,
    notFound: API_MESSAGES.expenseNotFound,
    records: expenseRecords,
  });

  // POST /api/expenses/import: every row or none. The body may be up to 2 MB (its parser is
  // mounted ahead of the API's smaller one).
  router.post('/import', async (req, res) => {
    const expenses = await importRecords(
      db,
      req.user!.id,
      req.body,
      expenseInputSchema,
      expenseRecords,
    );
    res.status(201).json({ imported: expenses.length, expenses } satisfies ExpenseImportResponse);
  });

  // POST /api/expenses/import/undo: exactly the rows an import wrote, all or none.
  router.post('/import/undo', async (req, res) => {
    res.json(await undoImport(db, req.user!.id, req.body, expenseRecords));
  });

  return router;
}
