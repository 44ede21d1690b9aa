/**
 * Billing bookkeeping the browser never sees: processed Stripe events (so a replayed webhook
 * changes nothing) and the local test-mode checkout's sessions.
 */
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '@shared/schema';

export const processedStripeEvents = pgTable('processed_stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const localCheckoutSessions = pgTable(
  'local_checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('local_checkout_sessions_user_id_idx').on(t.userId)],
);
