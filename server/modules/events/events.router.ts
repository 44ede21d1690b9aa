/** Spec §7: GET/POST /api/events, PUT (partial body)/DELETE /api/events/:id, premium only. */
import type { Router } from 'express';
import { eventInputSchema, eventUpdateSchema } from '@shared/events';
import { PREMIUM_REQUIRED_EVENTS } from '@shared/subscriptions';
import type { AppDatabase } from '../../db/connect';
import type { TokenVerifier } from '../../gotrue/sessions/access-tokens';
import { addRecordWrites, premiumRouter } from '../../http/record-routes';
import { createEvent, deleteEvent, findEventsForUser, updateEvent } from './events.service';

export const EVENT_NOT_FOUND = 'Event not found';

export function eventsRouter(db: AppDatabase, verifier: TokenVerifier): Router {
  const router = premiumRouter(db, verifier, PREMIUM_REQUIRED_EVENTS);

  router.get('/', async (req, res) => {
    res.json(await findEventsForUser(db, req.user!.id));
  });

  return addRecordWrites(router, db, {
    inputSchema: eventInputSchema,
    updateSchema: eventUpdateSchema,
    notFound: EVENT_NOT_FOUND,
    create: createEvent,
    update: updateEvent,
    remove: deleteEvent,
  });
}
