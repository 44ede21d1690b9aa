/**
 * GET/POST /api/events, PUT (partial body)/DELETE /api/events/:id, premium only
 * (docs/product.md#api-conventions).
 */
import { API_MESSAGES } from '@shared/api-messages';
import type { Router } from 'express';
import { eventInputSchema, eventUpdateSchema } from '@shared/events';
import { PREMIUM_REQUIRED_EVENTS } from '@shared/subscriptions';
import type { AppDatabase } from '../../db/connect';
import type { TokenVerifier } from '../../gotrue/sessions/access-tokens';
import { trackerRouter } from '../../http/record-routes';
import { eventRecords } from './events.service';

export function eventsRouter(db: AppDatabase, verifier: TokenVerifier): Router {
  return trackerRouter(db, verifier, {
    premiumRequired: PREMIUM_REQUIRED_EVENTS,
    inputSchema: eventInputSchema,
    updateSchema: eventUpdateSchema,
    notFound: API_MESSAGES.eventNotFound,
    records: eventRecords,
  });
}
