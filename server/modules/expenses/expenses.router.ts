/** Spec §7: GET/POST /api/expenses, PUT/DELETE /api/expenses/:id, premium only. */
import { Router } from 'express';
import { expenseInputSchema } from '@shared/expenses';
import type { TokenVerifier } from '../../auth/access-tokens';
import { requireAuth, requireUser } from '../../auth/require-user';
import type { AppDatabase } from '../../db/connect';
import { AppError } from '../../http/app-error';
import { parseBody, parseId } from '../../http/validate';
import { PREMIUM_REQUIRED, requirePremium } from '../subscriptions/premium';
import {
  createExpense,
  deleteExpense,
  findExpensesForUser,
  updateExpense,
} from './expenses.service';

export const EXPENSE_NOT_FOUND = 'Expense not found';

export function expensesRouter(db: AppDatabase, verifier: TokenVerifier): Router {
  const router = Router();
  router.use(requireAuth(verifier), requireUser(db), requirePremium(db, PREMIUM_REQUIRED));

  router.get('/', async (req, res) => {
    res.json(await findExpensesForUser(db, req.user!.id));
  });

  router.post('/', async (req, res) => {
    const values = parseBody(expenseInputSchema, req.body);
    res.status(201).json(await createExpense(db, req.user!.id, values));
  });

  router.put('/:id', async (req, res) => {
    const id = parseId(req.params.id);
    const values = parseBody(expenseInputSchema, req.body);
    const expense = await updateExpense(db, req.user!.id, id, values);
    if (!expense) throw AppError.notFound(EXPENSE_NOT_FOUND);
    res.json(expense);
  });

  router.delete('/:id', async (req, res) => {
    const id = parseId(req.params.id);
    if (!(await deleteExpense(db, req.user!.id, id))) throw AppError.notFound(EXPENSE_NOT_FOUND);
    res.status(204).end();
  });

  return router;
}
