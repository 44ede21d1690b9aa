/**
 * The routes the premium trackers (expenses, events, net worth) share: a router behind
 * requireAuth, requireUser and requirePremium, with GET /, POST /, PUT /:id and DELETE /:id on
 * one user's records, where another user's record answers like a missing one.
 */
import { Router } from 'express';
import type { z } from 'zod';
import {
  IMPORT_MESSAGES,
  importRowsSchema,
  type UndoImportResponse,
  undoImportSchema,
} from '@shared/import';
import { formatZodError } from '@shared/validation';
import type { AppDatabase } from '../db/connect';
import type { OwnedRecords } from '../db/owned-records';
import type { TokenVerifier } from '../gotrue/sessions/access-tokens';
import { AppError } from './app-error';
import { requirePremium } from './require-premium';
import { requireAuth, requireUser } from './require-user';
import { parseBody, parseId } from './validate';

export interface TrackerRoutes<Input extends z.ZodType, Update extends z.ZodType, Dto> {
  /** The 403's text for a signed-in user without premium. */
  premiumRequired: string;
  inputSchema: Input;
  /** PUT's body; the input schema unless updates may be partial. */
  updateSchema: Update;
  /** The 404's text for an id the user has no record with. */
  notFound: string;
  records: OwnedRecords<z.output<Input>, z.output<Update>, Dto>;
  /** GET /'s answer as JSON text, when it is more than the user's records. */
  listJson?: (db: AppDatabase, userId: number) => Promise<string>;
}

/**
 * A router whose every route needs a signed-in premium user: GET / (the user's records),
 * POST / (201), PUT /:id and DELETE /:id (204). A tracker may add routes of its own, such as
 * POST /import with importRecords.
 */
export function trackerRouter<Input extends z.ZodType, Update extends z.ZodType, Dto>(
  db: AppDatabase,
  verifier: TokenVerifier,
  routes: TrackerRoutes<Input, Update, Dto>,
): Router {
  const { records, notFound } = routes;
  const listJson = routes.listJson ?? records.listJson;
  const router = Router();
  router.use(requireAuth(verifier), requireUser(db), requirePremium(db, routes.premiumRequired));

  // Built by Postgres and sent as it is: no row mapping or JSON.stringify per request.
  router.get('/', async (req, res) => {
    res.type('application/json').send(await listJson(db, req.user!.id));
  });

  // A record's answer carries its documents' count, as the list does (a new one has none).
  router.post('/', async (req, res) => {
    const values = parseBody(routes.inputSchema, req.body);
    const record = await records.create(db, req.user!.id, values);
    res.status(201).json({ ...record, document_count: 0 });
  });

  router.put('/:id', async (req, res) => {
    const id = parseId(req.params.id);
    const values = parseBody(routes.updateSchema, req.body);
    const record = await records.update(db, req.user!.id, id, values);
    if (!record) throw AppError.notFound(notFound);
    res.json({ ...record, document_count: await records.documentCount(db, req.user!.id, id) });
  });

  router.delete('/:id', async (req, res) => {
    const id = parseId(req.params.id);
    if (!(await records.remove(db, req.user!.id, id))) throw AppError.notFound(notFound);
    res.status(204).end();
  });

  return router;
}

/**
 * An import's rows written as records: up to 5,000, each checked by the schema a single POST
 * uses; one invalid row and nothing is written, with every invalid row named ("row 3: value:
 * …"). The rows are written in one transaction, each with its revision.
 */
export async function importRecords<Input extends z.ZodType, Dto>(
  db: AppDatabase,
  userId: number,
  body: unknown,
  inputSchema: Input,
  records: Pick<OwnedRecords<z.output<Input>, unknown, Dto>, 'createMany'>,
): Promise<Dto[]> {
  const { rows } = parseBody(importRowsSchema, body);
  const valid: z.output<Input>[] = [];
  const problems: string[] = [];
  rows.forEach((row, index) => {
    const parsed = inputSchema.safeParse(row);
    if (parsed.success) valid.push(parsed.data);
    else problems.push(`row ${index + 1}: ${formatZodError(parsed.error)}`);
  });
  if (problems.length > 0) {
    throw new AppError('validation_failed', IMPORT_MESSAGES.invalidRows, problems.join('; '));
  }
  return records.createMany(db, userId, valid);
}

/**
 * "Undo this import": deletes exactly the rows an import wrote (the ids it answered with), all
 * or none, each with its delete revision. 409 when one of them is already gone.
 */
export async function undoImport(
  db: AppDatabase,
  userId: number,
  body: unknown,
  records: Pick<OwnedRecords<unknown, unknown, unknown>, 'removeMany'>,
): Promise<UndoImportResponse> {
  const { ids } = parseBody(undoImportSchema, body);
  if (!(await records.removeMany(db, userId, ids))) {
    throw new AppError('import_changed', IMPORT_MESSAGES.undoChanged);
  }
  return { removed: new Set(ids).size };
}
