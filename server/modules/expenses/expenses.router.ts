/** Spec §7: GET/POST /api/expenses, PUT/DELETE /api/expenses/:id, premium only. */
import type { Router } from 'express';
import {
  type ExpenseImportResponse,
  expenseImportSchema,
  expenseInputSchema,
  type ExpenseValues,
  IMPORT_MESSAGES,
} from '@shared/expenses';
import { formatZodError } from '@shared/validation';
import { PREMIUM_REQUIRED } from '@shared/subscriptions';
import type { AppDatabase } from '../../db/connect';
import type { TokenVerifier } from '../../gotrue/sessions/access-tokens';
import { AppError } from '../../http/app-error';
import { trackerRouter } from '../../http/record-routes';
import { parseBody } from '../../http/validate';
import { expenseRecords } from './expenses.service';

export const EXPENSE_NOT_FOUND = 'Expense not found';

export function expensesRouter(db: AppDatabase, verifier: TokenVerifier): Router {
  const router = trackerRouter(db, verifier, {
    premiumRequired: PREMIUM_REQUIRED,
    inputSchema: expenseInputSchema,
    updateSchema: expenseInputSchema,
    notFound: EXPENSE_NOT_FOUND,
    records: expenseRecords,
  });

  /**
   * POST /api/expenses/import: up to 5,000 rows, each checked by the schema a single POST uses;
   * one invalid row and nothing is written, with every invalid row named. The body may be up
   * to 2 MB (its parser is mounted ahead of the API's smaller one).
   */
  router.post('/import', async (req, res) => {
    const { rows } = parseBody(expenseImportSchema, req.body);
    const valid: ExpenseValues[] = [];
    const problems: string[] = [];
    rows.forEach((row, index) => {
      const parsed = expenseInputSchema.safeParse(row);
      if (parsed.success) valid.push(parsed.data);
      else problems.push(`row ${index + 1}: ${formatZodError(parsed.error)}`);
    });
    if (problems.length > 0) {
      throw new AppError('validation_failed', IMPORT_MESSAGES.invalidRows, problems.join('; '));
    }
    const expenses = await expenseRecords.createMany(db, req.user!.id, valid);
    res.status(201).json({ imported: expenses.length, expenses } satisfies ExpenseImportResponse);
  });

  return router;
}
