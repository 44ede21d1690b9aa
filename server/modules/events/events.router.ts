/**
 * GET/POST /api/events, PUT (partial body)/DELETE /api/events/:id, premium only
 * (docs/product.md#api-conventions).
 */
import type { Router } from 'express';
import { eventInputSchema, eventUpdateSchema } from '@shared/events';
import { PREMIUM_REQUIRED_EVENTS } from '@shared/subscriptions';
import type { AppDatabase } from '../../db/connect';
import type { TokenVerifier } from '../../gotrue/sessions/access-tokens';
import { trackerRouter } from '../../http/record-routes';
import { eventRecords } from './events.service';

const EVENT_NOT_FOUND = 'Event not found';

export function eventsRouter(db: AppDatabase, verifier: TokenVerifier): Router {
  return trackerRouter(db, verifier, {
    premiumRequired: PREMIUM_REQUIRED_EVENTS,
    inputSchema: eventInputSchema,
    updateSchema: eventUpdateSchema,
    notFound: EVENT_NOT_FOUND,
    records: eventRecords,
  });
}
