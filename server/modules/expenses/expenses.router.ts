/** Spec §7: GET/POST /api/expenses, PUT/DELETE /api/expenses/:id, premium only. */
import type { Router } from 'express';
import { expenseInputSchema } from '@shared/expenses';
import { PREMIUM_REQUIRED } from '@shared/subscriptions';
import type { AppDatabase } from '../../db/connect';
import type { TokenVerifier } from '../../gotrue/sessions/access-tokens';
import { addRecordWrites, premiumRouter } from '../../http/record-routes';
import {
  createExpense,
  deleteExpense,
  findExpensesForUser,
  updateExpense,
} from './expenses.service';

export const EXPENSE_NOT_FOUND = 'Expense not found';

export function expensesRouter(db: AppDatabase, verifier: TokenVerifier): Router {
  const router = premiumRouter(db, verifier, PREMIUM_REQUIRED);

  router.get('/', async (req, res) => {
    res.json(await findExpensesForUser(db, req.user!.id));
  });

  return addRecordWrites(router, db, {
    inputSchema: expenseInputSchema,
    updateSchema: expenseInputSchema,
    notFound: EXPENSE_NOT_FOUND,
    create: createExpense,
    update: updateExpense,
    remove: deleteExpense,
  });
}
