/**
 * /api/income (premium): GET the sources and deductions with their monthly figures; POST, PUT
 * /:id and DELETE /:id a source; the same under /deductions for mandatory deductions.
 */
import { type Request, Router } from 'express';
import type { z } from 'zod';
import {
  INCOME_MESSAGES,
  incomeDeductionInputSchema,
  incomeSourceInputSchema,
} from '@shared/income';
import { PREMIUM_REQUIRED } from '@shared/subscriptions';
import type { AppDatabase } from '../../db/connect';
import type { TokenVerifier } from '../../gotrue/sessions/access-tokens';
import { AppError } from '../../http/app-error';
import { requirePremium } from '../../http/require-premium';
import { requireAuth, requireUser } from '../../http/require-user';
import { parseBody, parseId } from '../../http/validate';
import { findIncomeForUser, incomeDeductionRows, incomeSourceRows } from './income.service';

export function incomeRouter(db: AppDatabase, verifier: TokenVerifier): Router {
  const router = Router();
  router.use(requireAuth(verifier), requireUser(db), requirePremium(db, PREMIUM_REQUIRED));

  router.get('/', async (req, res) => {
    res.json(await findIncomeForUser(db, req.user!.id));
  });

  rowRoutes(
    router,
    '/deductions',
    db,
    incomeDeductionInputSchema,
    incomeDeductionRows,
    INCOME_MESSAGES.deductionNotFound,
  );
  rowRoutes(
    router,
    '',
    db,
    incomeSourceInputSchema,
    incomeSourceRows,
    INCOME_MESSAGES.sourceNotFound,
  );
  return router;
}

/** POST `path`, PUT and DELETE `path`/:id on one of the two tables. */
function rowRoutes<Schema extends z.ZodType, Dto>(
  router: Router,
  path: string,
  db: AppDatabase,
  schema: Schema,
  rows: {
    create(db: AppDatabase, userId: number, values: z.output<Schema>): Promise<Dto>;
    update(
      db: AppDatabase,
      userId: number,
      id: number,
      values: z.output<Schema>,
    ): Promise<Dto | undefined>;
    remove(db: AppDatabase, userId: number, id: number): Promise<boolean>;
  },
  notFound: string,
) {
  const userId = (req: Request) => req.user!.id;
  router.post(`${path}/`, async (req, res) => {
    res.status(201).json(await rows.create(db, userId(req), parseBody(schema, req.body)));
  });
  router.put(`${path}/:id`, async (req, res) => {
    const id = parseId(req.params.id);
    const values = parseBody(schema, req.body);
    const row = await rows.update(db, userId(req), id, values);
    if (!row) throw AppError.notFound(notFound);
    res.json(row);
  });
  router.delete(`${path}/:id`, async (req, res) => {
    if (!(await rows.remove(db, userId(req), parseId(req.params.id)))) {
      throw AppError.notFound(notFound);
    }
    res.status(204).end();
  });
}
