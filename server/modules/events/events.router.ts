/** Spec §7: GET/POST /api/events, PUT (partial body)/DELETE /api/events/:id, premium only. */
import { Router } from 'express';
import { eventInputSchema, eventUpdateSchema } from '@shared/events';
import type { TokenVerifier } from '../../auth/access-tokens';
import { requireAuth, requireUser } from '../../auth/require-user';
import type { AppDatabase } from '../../db/connect';
import { AppError } from '../../http/app-error';
import { parseBody, parseId } from '../../http/validate';
import { PREMIUM_REQUIRED_EVENTS, requirePremium } from '../subscriptions/premium';
import { createEvent, deleteEvent, findEventsForUser, updateEvent } from './events.service';

export const EVENT_NOT_FOUND = 'Event not found';

export function eventsRouter(db: AppDatabase, verifier: TokenVerifier): Router {
  const router = Router();
  router.use(requireAuth(verifier), requireUser(db), requirePremium(db, PREMIUM_REQUIRED_EVENTS));

  router.get('/', async (req, res) => {
    res.json(await findEventsForUser(db, req.user!.id));
  });

  router.post('/', async (req, res) => {
    const values = parseBody(eventInputSchema, req.body);
    res.status(201).json(await createEvent(db, req.user!.id, values));
  });

  router.put('/:id', async (req, res) => {
    const id = parseId(req.params.id);
    const update = parseBody(eventUpdateSchema, req.body);
    const event = await updateEvent(db, req.user!.id, id, update);
    if (!event) throw AppError.notFound(EVENT_NOT_FOUND);
    res.json(event);
  });

  router.delete('/:id', async (req, res) => {
    const id = parseId(req.params.id);
    if (!(await deleteEvent(db, req.user!.id, id))) throw AppError.notFound(EVENT_NOT_FOUND);
    res.status(204).end();
  });

  return router;
}
