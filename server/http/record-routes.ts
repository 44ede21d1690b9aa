/**
 * The routes the premium trackers (expenses, events, net worth) share: a router behind
 * requireAuth, requireUser and requirePremium, and POST /, PUT /:id, DELETE /:id on one
 * user's records, where another user's record answers like a missing one.
 */
import { Router } from 'express';
import type { z } from 'zod';
import type { AppDatabase } from '../db/connect';
import type { TokenVerifier } from '../gotrue/sessions/access-tokens';
import { AppError } from './app-error';
import { requirePremium } from './require-premium';
import { requireAuth, requireUser } from './require-user';
import { parseBody, parseId } from './validate';

/** A router whose every route needs a signed-in premium user; `message` is the 403's text. */
export function premiumRouter(db: AppDatabase, verifier: TokenVerifier, message: string): Router {
  const router = Router();
  router.use(requireAuth(verifier), requireUser(db), requirePremium(db, message));
  return router;
}

export interface RecordWrites<Input extends z.ZodType, Update extends z.ZodType, Dto> {
  inputSchema: Input;
  /** PUT's body; the input schema unless updates may be partial. */
  updateSchema: Update;
  /** The 404's text for an id the user has no record with. */
  notFound: string;
  create(db: AppDatabase, userId: number, values: z.output<Input>): Promise<Dto>;
  update(
    db: AppDatabase,
    userId: number,
    id: number,
    values: z.output<Update>,
  ): Promise<Dto | undefined>;
  remove(db: AppDatabase, userId: number, id: number): Promise<boolean>;
}

/** POST / (201), PUT /:id and DELETE /:id (204) for the signed-in user's records. */
export function addRecordWrites<Input extends z.ZodType, Update extends z.ZodType, Dto>(
  router: Router,
  db: AppDatabase,
  writes: RecordWrites<Input, Update, Dto>,
): Router {
  router.post('/', async (req, res) => {
    const values = parseBody(writes.inputSchema, req.body);
    res.status(201).json(await writes.create(db, req.user!.id, values));
  });

  router.put('/:id', async (req, res) => {
    const id = parseId(req.params.id);
    const values = parseBody(writes.updateSchema, req.body);
    const record = await writes.update(db, req.user!.id, id, values);
    if (!record) throw AppError.notFound(writes.notFound);
    res.json(record);
  });

  router.delete('/:id', async (req, res) => {
    const id = parseId(req.params.id);
    if (!(await writes.remove(db, req.user!.id, id))) throw AppError.notFound(writes.notFound);
    res.status(204).end();
  });

  return router;
}
