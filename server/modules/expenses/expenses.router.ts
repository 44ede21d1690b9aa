/** Spec §7: GET/POST /api/expenses, PUT/DELETE /api/expenses/:id, premium only. */
import type { Router } from 'express';
import { expenseInputSchema } from '@shared/expenses';
import { PREMIUM_REQUIRED } from '@shared/subscriptions';
import type { AppDatabase } from '../../db/connect';
import type { TokenVerifier } from '../../gotrue/sessions/access-tokens';
import { trackerRouter } from '../../http/record-routes';
import { expenseRecords } from './expenses.service';

export const EXPENSE_NOT_FOUND = 'Expense not found';

export function expensesRouter(db: AppDatabase, verifier: TokenVerifier): Router {
  return trackerRouter(db, verifier, {
    premiumRequired: PREMIUM_REQUIRED,
    inputSchema: expenseInputSchema,
    updateSchema: expenseInputSchema,
    notFound: EXPENSE_NOT_FOUND,
    records: expenseRecords,
  });
}
