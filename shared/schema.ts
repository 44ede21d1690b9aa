/**
 * The database tables (spec §3). Imported at runtime by the server only; the client may
 * `import type` from here.
 *
 * Departures from the spec's table list, each recorded in the README:
 * - `users.password` does not exist: passwords live with the auth provider, never here.
 * - `users.auth_user_id` links a row to the auth provider's user (a uuid, the token's `sub`).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    authUserId: uuid('auth_user_id').notNull().unique(),
    username: text('username').notNull().unique(),
    email: text('email').notNull().unique(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    createdAt: createdAt(),
    isVerified: boolean('is_verified').notNull().default(false),
    subscriptionStatus: text('subscription_status').notNull().default('free'),
    /** The payment provider's customer, reused for later checkouts and the billing portal. */
    billingCustomerId: text('billing_customer_id').unique(),
  },
  (t) => [check('users_subscription_status', sql`${t.subscriptionStatus} in ('free', 'premium')`)],
);

/** The owning user's id; a user's rows go with the user. */
const ownerId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    externalId: varchar('external_id', { length: 100 }).notNull().unique(),
    userId: ownerId(),
    status: varchar('status', { length: 50 }).notNull(),
    plan: varchar('plan', { length: 100 }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('subscriptions_user_id_idx').on(t.userId)],
);

export const expenses = pgTable(
  'expenses',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('expenses_user_id_idx').on(t.userId),
    check('expenses_amount_min', sql`${t.amount} >= 0.01`),
    check('expenses_name_not_blank', sql`length(btrim(${t.name})) > 0`),
  ],
);

export const networthItems = pgTable(
  'networth_items',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    name: text('name').notNull(),
    classification: text('classification').notNull(),
    category: text('category').notNull(),
    ownership: text('ownership').notNull(),
    value: numeric('value', { precision: 10, scale: 2 }).notNull().default('0'),
    notes: text('notes'),
    isDisputed: boolean('is_disputed').notNull().default(false),
    disputeNotes: text('dispute_notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('networth_items_user_id_idx').on(t.userId),
    check('networth_items_classification', sql`${t.classification} in ('asset', 'debt')`),
    check('networth_items_ownership', sql`${t.ownership} in ('spouse_1', 'spouse_2', 'joint')`),
    check('networth_items_value_min', sql`${t.value} >= 0`),
    check('networth_items_name_not_blank', sql`length(btrim(${t.name})) > 0`),
  ],
);

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    date: date('date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    party: text('party').notNull(),
    concernLevel: integer('concern_level').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('events_user_id_idx').on(t.userId),
    check('events_concern_level_range', sql`${t.concernLevel} between 1 and 5`),
    check('events_description_not_blank', sql`length(btrim(${t.description})) > 0`),
  ],
);

export const appVersions = pgTable('app_versions', {
  id: serial('id').primaryKey(),
  version: text('version').notNull().unique(),
  databaseName: text('database_name').notNull(),
  isActive: boolean('is_active').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Secrets the servers generate for themselves when none is configured (the CSRF key, and later
 * the local auth signing key). Kept in the database so every instance on one database shares
 * them.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export type User = typeof users.$inferSelect;
export type Subscription = typeof subscriptions.$inferSelect;
export type Expense = typeof expenses.$inferSelect;
export type NetworthItem = typeof networthItems.$inferSelect;
export type Event = typeof events.$inferSelect;
export type AppVersion = typeof appVersions.$inferSelect;
