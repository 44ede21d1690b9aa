/**
 * Billing bookkeeping the browser never sees: processed Stripe events (so a replayed webhook
 * changes nothing) and the local test-mode checkout's sessions.
 */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from '../db/schema';
import { createdAt, timestampTz, uuidPrimaryKey } from '../db/columns';

export const processedStripeEvents = pgTable('processed_stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestampTz('processed_at').notNull().defaultNow(),
});

export const localCheckoutSessions = pgTable(
  'local_checkout_sessions',
  {
    id: uuidPrimaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    completedAt: timestampTz('completed_at'),
    cancelledAt: timestampTz('cancelled_at'),
    createdAt: createdAt(),
  },
  (t) => [index('local_checkout_sessions_user_id_idx').on(t.userId)],
);
