/**
 * The database tables, the server's alone: the client and shared/ never import them (the wire
 * shapes live in shared/). Migrations in migrations/ are generated from this file
 * (`npm run db:generate`).
 *
 * Departures from the product's table list, each recorded in docs/departures.md:
 * - `users.password` does not exist: passwords live with the auth provider, never here.
 * - `users.auth_user_id` links a row to the auth provider's user (a uuid, the token's `sub`).
 */
import { sql } from 'drizzle-orm';
import { EXPENSE_CATEGORIES } from '../../shared/expense-categories';
import { DEDUCTION_TYPES, INCOME_FREQUENCIES, INCOME_TYPES } from '../../shared/income';
import { PROPOSED_BASES } from '../../shared/disclosure';
import {
  DISPUTE_REASON_IDS,
  PAYMENT_METHODS,
  REIMBURSEMENT_STATUSES,
  SUPPORT_FREQUENCIES,
  SUPPORT_ORDER_TYPES,
  SUPPORT_PAYERS,
  type SupportTermDto,
  type ReimbursementEvent,
} from '../../shared/support';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** Postgres bytea as a Buffer (drizzle-orm's pg-core has no bytea column of its own). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

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
    /**
     * Tips and product news by email. On unless declined: the legal text says registered users
     * receive marketing email and can opt out (profile switch or a one-click unsubscribe link).
     */
    marketingOptIn: boolean('marketing_opt_in').notNull().default(true),
    /** The welcome email is still to be sent (once, after sign-up, only while opted in). */
    welcomeEmailDue: boolean('welcome_email_due').notNull().default(true),
    /** "Who is who" (shared/parties.ts): which spouse she is, null until she says. */
    spouseRole: varchar('spouse_role', { length: 8 }),
    spouse1Name: varchar('spouse_1_name', { length: 100 }),
    spouse2Name: varchar('spouse_2_name', { length: 100 }),
    /** The language she chose ('en' or 'es'); null until she chooses (her browser's is used). */
    locale: varchar('locale', { length: 5 }),
  },
  (t) => [
    check('users_subscription_status', sql`${t.subscriptionStatus} in ('free', 'premium')`),
    check('users_spouse_role', sql`${t.spouseRole} in ('spouse_1', 'spouse_2')`),
    check('users_locale', sql`${t.locale} in ('en', 'es')`),
  ],
);

/** 'a', 'b' as SQL list text, for a CHECK that holds a column to a list of shared/. */
function quotedList(values: readonly string[]): string {
  return values.map((value) => `'${value}'`).join(', ');
}

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
    /** An id of shared/expense-categories.ts; what came before categories is 'other'. */
    category: text('category').notNull().default('other'),
  },
  (t) => [
    index('expenses_user_id_idx').on(t.userId),
    check('expenses_amount_min', sql`${t.amount} >= 0.01`),
    check('expenses_name_not_blank', sql`length(btrim(${t.name})) > 0`),
    check('expenses_category', sql.raw(`category in (${quotedList(EXPENSE_CATEGORIES)})`)),
  ],
);

/** A source of income (shared/income.ts): what is paid, how often; hours for hourly pay. */
export const incomeSources = pgTable(
  'income_sources',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    frequency: text('frequency').notNull(),
    hoursPerWeek: numeric('hours_per_week', { precision: 5, scale: 2 }),
    /** What was received last month when it differs from the usual figure. */
    lastMonth: numeric('last_month', { precision: 10, scale: 2 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('income_sources_user_id_idx').on(t.userId),
    check('income_sources_type', sql.raw(`type in (${quotedList(INCOME_TYPES)})`)),
    check('income_sources_frequency', sql.raw(`frequency in (${quotedList(INCOME_FREQUENCIES)})`)),
    check('income_sources_amount_min', sql`${t.amount} >= 0.01`),
    check(
      'income_sources_hours',
      sql`(${t.frequency} = 'hourly') = (${t.hoursPerWeek} is not null)`,
    ),
  ],
);

/** A mandatory deduction from income: taxes, required retirement, union dues, health insurance. */
export const incomeDeductions = pgTable(
  'income_deductions',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    frequency: text('frequency').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('income_deductions_user_id_idx').on(t.userId),
    check('income_deductions_type', sql.raw(`type in (${quotedList(DEDUCTION_TYPES)})`)),
    check(
      'income_deductions_frequency',
      sql.raw(`frequency in (${quotedList(INCOME_FREQUENCIES.filter((f) => f !== 'hourly'))})`),
    ),
    check('income_deductions_amount_min', sql`${t.amount} >= 0.01`),
  ],
);

/**
 * A support order (shared/support.ts). Its dues are generated from `terms`, never stored: each
 * term is a schedule from a date, the current one last and mirrored in amount, frequency and
 * first_due; an edit that changes the schedule appends a term from the day it takes effect.
 */
export const supportOrders = pgTable(
  'support_orders',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    type: text('type').notNull(),
    payer: text('payer').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    frequency: text('frequency').notNull(),
    firstDue: date('first_due', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    caseNumber: text('case_number'),
    terms: jsonb('terms').$type<SupportTermDto[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('support_orders_user_id_idx').on(t.userId),
    check('support_orders_type', sql.raw(`type in (${quotedList(SUPPORT_ORDER_TYPES)})`)),
    check('support_orders_payer', sql.raw(`payer in (${quotedList(SUPPORT_PAYERS)})`)),
    check('support_orders_frequency', sql.raw(`frequency in (${quotedList(SUPPORT_FREQUENCIES)})`)),
    check('support_orders_amount_min', sql`${t.amount} >= 0.01`),
    check('support_orders_end_date', sql`${t.endDate} is null or ${t.endDate} >= ${t.firstDue}`),
  ],
);

/** A payment on a support order. The order cannot go while it has payments (no action FK). */
export const supportPayments = pgTable(
  'support_payments',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => supportOrders.id),
    date: date('date', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    method: text('method').notNull(),
    reference: text('reference'),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('support_payments_user_id_idx').on(t.userId),
    index('support_payments_order_id_idx').on(t.orderId),
    check('support_payments_method', sql.raw(`method in (${quotedList(PAYMENT_METHODS)})`)),
    check('support_payments_amount_min', sql`${t.amount} >= 0.01`),
  ],
);

/**
 * A request to the other party for their share of a shared cost. The expense's name, amount,
 * date and category are copied when it is made, so the request stands if the expense goes.
 */
export const supportReimbursements = pgTable(
  'support_reimbursements',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    expenseId: integer('expense_id').references(() => expenses.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    category: text('category'),
    expenseDate: date('expense_date', { mode: 'string' }),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    sharePercent: numeric('share_percent', { precision: 5, scale: 2 }).notNull(),
    requestedAmount: numeric('requested_amount', { precision: 10, scale: 2 }).notNull(),
    paidAmount: numeric('paid_amount', { precision: 10, scale: 2 }).notNull().default('0'),
    requestedOn: date('requested_on', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('requested'),
    disputeReason: text('dispute_reason'),
    note: text('note'),
    statementDays: integer('statement_days').notNull(),
    paymentDays: integer('payment_days').notNull(),
    events: jsonb('events').$type<ReimbursementEvent[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('support_reimbursements_user_id_idx').on(t.userId),
    check(
      'support_reimbursements_status',
      sql.raw(`status in (${quotedList(REIMBURSEMENT_STATUSES)})`),
    ),
    check(
      'support_reimbursements_reason',
      sql.raw(`dispute_reason is null or dispute_reason in (${quotedList(DISPUTE_REASON_IDS)})`),
    ),
    check('support_reimbursements_share', sql`${t.sharePercent} > 0 and ${t.sharePercent} <= 100`),
    check(
      'support_reimbursements_paid',
      sql`${t.paidAmount} >= 0 and ${t.paidAmount} <= ${t.requestedAmount}`,
    ),
    check('support_reimbursements_statement_days', sql`${t.statementDays} between 1 and 365`),
    check('support_reimbursements_payment_days', sql`${t.paymentDays} between 1 and 365`),
  ],
);

/**
 * What she says about one expense category on the disclosure: her own monthly figure and its
 * basis, what others pay of it each month, and (for attorney fees) what she still owes.
 */
export const disclosureLines = pgTable(
  'disclosure_lines',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    category: text('category').notNull(),
    /** Her proposed monthly figure; null: the line goes by its 12-month average. */
    amount: numeric('amount', { precision: 10, scale: 2 }),
    basis: text('basis').notNull(),
    updatedAt: updatedAt(),
    /** What someone else pays of this category each month. */
    paidByOthers: numeric('paid_by_others', { precision: 10, scale: 2 }),
    /** Attorney fees only: what she still owes her attorney (FL-150 item 15c). */
    owed: numeric('owed', { precision: 10, scale: 2 }),
  },
  (t) => [
    uniqueIndex('disclosure_lines_user_category_idx').on(t.userId, t.category),
    check('disclosure_lines_category', sql.raw(`category in (${quotedList(EXPENSE_CATEGORIES)})`)),
    check('disclosure_lines_basis', sql.raw(`basis in (${quotedList(PROPOSED_BASES)})`)),
    check(
      'disclosure_lines_amounts_min',
      sql`${t.amount} >= 0 and ${t.paidByOthers} >= 0 and ${t.owed} >= 0`,
    ),
    check(
      'disclosure_lines_says_something',
      sql`${t.amount} is not null or ${t.paidByOthers} is not null or ${t.owed} is not null`,
    ),
    check(
      'disclosure_lines_owed_attorney',
      sql`${t.owed} is null or ${t.category} = 'legal.attorney_fees'`,
    ),
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
    /** Division planner (shared/division.ts): marital, or separate (kept out of the division). */
    character: text('character').notNull().default('marital'),
    /** Who receives it: spouse_1, spouse_2, split, sell, or null (not decided yet). */
    proposedTo: text('proposed_to'),
    /** Spouse 1's percentage of a split item, one decimal. */
    splitShare: numeric('split_share', { precision: 4, scale: 1 }),
    /** A debt's monthly payment, for the financial disclosure; null when not given. */
    monthlyPayment: numeric('monthly_payment', { precision: 10, scale: 2 }),
  },
  (t) => [
    index('networth_items_user_id_idx').on(t.userId),
    check('networth_items_classification', sql`${t.classification} in ('asset', 'debt')`),
    check('networth_items_ownership', sql`${t.ownership} in ('spouse_1', 'spouse_2', 'joint')`),
    check('networth_items_value_min', sql`${t.value} >= 0`),
    check('networth_items_name_not_blank', sql`length(btrim(${t.name})) > 0`),
    check('networth_items_character', sql`${t.character} in ('marital', 'separate')`),
    check(
      'networth_items_monthly_payment',
      sql`${t.monthlyPayment} is null or (${t.classification} = 'debt' and ${t.monthlyPayment} >= 0)`,
    ),
    check(
      'networth_items_joint_is_marital',
      sql`not (${t.ownership} = 'joint' and ${t.character} = 'separate')`,
    ),
    check(
      'networth_items_proposed_to',
      sql`${t.proposedTo} is null or ${t.proposedTo} in ('spouse_1', 'spouse_2', 'split', 'sell')`,
    ),
    check(
      'networth_items_split_share',
      sql`(${t.proposedTo} = 'split' and ${t.splitShare} is not null and ${t.splitShare} between 0 and 100)
          or (${t.proposedTo} is distinct from 'split' and ${t.splitShare} is null)`,
    ),
  ],
);

/** Each user's division target: Spouse 1's whole percent of the marital estate. */
export const divisionTargets = pgTable(
  'division_targets',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetShare: integer('target_share').notNull().default(50),
    updatedAt: updatedAt(),
  },
  (t) => [check('division_targets_share', sql`${t.targetShare} between 0 and 100`)],
);

/**
 * Each user's saved settlement figures (the premium calculator's "Save for the case file"): the
 * costs in whole dollars, the percentages, the risk tolerance, and whether the marital estate of
 * the division took the net worth's place. The case file prints them with their result.
 */
export const settlementScenarios = pgTable(
  'settlement_scenarios',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    settlementCosts: integer('settlement_costs').notNull(),
    trialCosts: integer('trial_costs').notNull(),
    settlementPercent: integer('settlement_percent').notNull(),
    worstPercent: integer('worst_percent').notNull(),
    expectedPercent: integer('expected_percent').notNull(),
    bestPercent: integer('best_percent').notNull(),
    riskTolerance: integer('risk_tolerance').notNull(),
    useDivision: boolean('use_division').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'settlement_scenarios_costs',
      sql`${t.settlementCosts} between 0 and 1000000 and ${t.trialCosts} between 0 and 1000000`,
    ),
    check(
      'settlement_scenarios_percents',
      sql`${t.settlementPercent} between 0 and 100 and 0 <= ${t.worstPercent} and ${t.worstPercent} < ${t.expectedPercent} and ${t.expectedPercent} < ${t.bestPercent} and ${t.bestPercent} <= 100`,
    ),
    check('settlement_scenarios_risk', sql`${t.riskTolerance} between 1 and 10`),
  ],
);

/**
 * Each user's decision analysis (settle or go to trial, priced): the inputs as the API takes
 * them (money as decimal text, shared/decision-analysis.ts), one row per user, replaced on every
 * save. The results are computed from them on every read, never stored.
 */
export const decisionAnalyses = pgTable('decision_analyses', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  inputs: jsonb('inputs').notNull(),
  updatedAt: updatedAt(),
});

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

/**
 * The evidence log (shared/evidence.ts): one revision per create, update, delete and restore of
 * an expense, event or net worth item, chained by SHA-256, `seq` gapless per user. Append-only:
 * a trigger (migration 0005) refuses UPDATE and DELETE unless the account-deletion path allows
 * them for its own transaction.
 */
export const revisions = pgTable(
  'revisions',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    seq: integer('seq').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    action: text('action').notNull(),
    /** The record as the API answers it: after the change, or before it for a delete. */
    data: jsonb('data').notNull(),
    /** The database's clock to the millisecond, as the hash covers it. */
    recordedAt: timestamp('recorded_at', { withTimezone: true, precision: 3 }).notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    uniqueIndex('revisions_user_seq_idx').on(t.userId, t.seq),
    index('revisions_user_entity_idx').on(t.userId, t.entity, t.entityId, t.seq),
    check(
      'revisions_entity',
      sql`${t.entity} in ('expense', 'event', 'networth_item', 'division_target', 'settlement_scenario', 'parties', 'document', 'income_source', 'income_deduction', 'disclosure_line', 'support_order', 'support_payment', 'reimbursement', 'decision_analysis')`,
    ),
    check(
      'revisions_action',
      sql`${t.action} in ('create', 'update', 'delete', 'restore', 'relabel', 'link', 'unlink')`,
    ),
    check('revisions_seq_positive', sql`${t.seq} > 0`),
  ],
);

/**
 * An export's fingerprint: the head of the owner's chain when it was taken and the SHA-256 of
 * each file it produced, answered by code on the public /verify page.
 */
export const snapshots = pgTable(
  'snapshots',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    code: text('code').notNull().unique(),
    kind: text('kind').notNull(),
    headSeq: integer('head_seq').notNull(),
    headHash: text('head_hash').notNull(),
    files: jsonb('files').notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** The share whose viewer made this export (a lawyer's case file); null for the owner's. */
    shareId: integer('share_id').references(() => shares.id, { onDelete: 'set null' }),
    /** Made through a shared link (kept when the share itself is deleted with its owner's data). */
    viaShare: boolean('via_share').notNull().default(false),
    /**
     * The signed receipt: its canonical JSON exactly as signed, the Ed25519 signature (base64)
     * and the id of the key that made it (/.well-known/fairsplit-receipts.json). Null for the
     * snapshots made before receipts existed.
     */
    receipt: text('receipt'),
    signature: text('signature'),
    keyId: text('key_id'),
  },
  (t) => [
    index('snapshots_user_id_idx').on(t.userId),
    check(
      'snapshots_kind',
      sql`${t.kind} in ('networth_pdf', 'case_file', 'csv', 'data_export', 'disclosure_pdf', 'support_pdf')`,
    ),
  ],
);

/**
 * Codes of snapshots whose owner deleted the account: /verify says the export was withdrawn,
 * and shows nothing else. A code alone says nothing about anybody.
 */
export const withdrawnSnapshots = pgTable('withdrawn_snapshots', {
  code: text('code').primaryKey(),
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Auth users whose account was deleted: a token they still hold (hosted Supabase tokens live
 * until they expire) never creates their product row again. Only the auth provider's id.
 */
export const deletedAccounts = pgTable('deleted_accounts', {
  authUserId: uuid('auth_user_id').primaryKey(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
});

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

/**
 * Signed integrity checkpoints: every CHECKPOINT_INTERVAL revisions of a user's chain, its seq
 * and hash signed with the receipt key, so a check verifies the signatures and recomputes only
 * the revisions after the last checkpoint.
 */
export const revisionCheckpoints = pgTable(
  'revision_checkpoints',
  {
    userId: ownerId(),
    seq: integer('seq').notNull(),
    hash: text('hash').notNull(),
    signature: text('signature').notNull(),
    keyId: text('key_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.seq] })],
);

export type User = typeof users.$inferSelect;
export type Subscription = typeof subscriptions.$inferSelect;
export type Expense = typeof expenses.$inferSelect;
export type NetworthItem = typeof networthItems.$inferSelect;
export type Event = typeof events.$inferSelect;
export type AppVersion = typeof appVersions.$inferSelect;
export type Revision = typeof revisions.$inferSelect;
export type Snapshot = typeof snapshots.$inferSelect;

/**
 * Professional access (shared/sharing.ts): a read-only link to some of a user's records. Only
 * the SHA-256 of the link's token is kept; the passcode, if any, is hashed like a password.
 * Revoking keeps the row (and its access log) with `revoked_at` set.
 */
export const shares = pgTable(
  'shares',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    label: text('label').notNull(),
    coversNetworth: boolean('covers_networth').notNull(),
    coversExpenses: boolean('covers_expenses').notNull(),
    coversEvents: boolean('covers_events').notNull(),
    coversDocuments: boolean('covers_documents').notNull().default(false),
    /** The financial disclosure: income, deductions and the statement (shared/disclosure.ts). */
    coversDisclosure: boolean('covers_disclosure').notNull().default(false),
    /** Support orders, payments, the ledger and reimbursement requests (shared/support.ts). */
    coversSupport: boolean('covers_support').notNull().default(false),
    /** The saved settlement figures and the decision analysis (shared/decision-analysis.ts). */
    coversSettlement: boolean('covers_settlement').notNull().default(false),
    tokenHash: text('token_hash').notNull().unique(),
    passcodeHash: text('passcode_hash'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastAccessedAt: timestamp('last_accessed_at', { withTimezone: true }),
    /** Kept when older entries of the access log roll off. */
    firstAccessedAt: timestamp('first_accessed_at', { withTimezone: true }),
    accessCount: integer('access_count').notNull().default(0),
    /**
     * Set when the owner's password changed or was reset, all devices were signed out, or
     * Premium lapsed: the link opens nothing until the owner resumes it (with her password).
     */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    pausedReason: text('paused_reason'),
  },
  (t) => [
    index('shares_user_id_idx').on(t.userId),
    check(
      'shares_paused_reason',
      sql`${t.pausedReason} in ('password_changed', 'password_reset', 'signed_out_everywhere', 'premium_lapsed')`,
    ),
    check(
      'shares_covers_something',
      sql`${t.coversNetworth} or ${t.coversExpenses} or ${t.coversEvents} or ${t.coversDocuments} or ${t.coversDisclosure} or ${t.coversSupport} or ${t.coversSettlement}`,
    ),
  ],
);

/**
 * Each opening and download of a share, as the owner sees it: coarse, never the full address.
 * A document viewed or downloaded through the share names it, so the owner sees which file.
 */
export const shareAccesses = pgTable(
  'share_accesses',
  {
    id: serial('id').primaryKey(),
    shareId: integer('share_id')
      .notNull()
      .references(() => shares.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    kind: text('kind').notNull(),
    userAgent: text('user_agent').notNull(),
    ipPrefix: text('ip_prefix').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    documentId: integer('document_id').references(() => documents.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('share_accesses_share_id_idx').on(t.shareId, t.id),
    index('share_accesses_user_id_idx').on(t.userId),
    // A document's row going (an upload cut off, the account deleted) finds its entries here.
    index('share_accesses_document_id_idx').on(t.documentId),
    check('share_accesses_kind', sql`${t.kind} in ('view', 'download')`),
  ],
);

/**
 * A user's documents (shared/documents.ts). A row is written 'uploading' while its bytes arrive,
 * so an unfinished upload is never listed and its reserved bytes count against the quota, and
 * becomes 'stored' in the transaction that checks the hash and writes its revision. The bytes
 * never change; `deleted_at` hides a document for 30 days, then `purged_at` records that its
 * bytes are gone (the row stays: its revisions name it).
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    bytes: integer('bytes').notNull(),
    /** The SHA-256 of the stored bytes, lowercase hex; null until they have all arrived. */
    sha256: varchar('sha256', { length: 64 }),
    status: text('status').notNull().default('uploading'),
    /**
     * Where the bytes are: 'database' (document_chunks) or 's3' (the object
     * `<DOCUMENTS_S3_PREFIX>documents/<id>`); storage_key records the id it was stored under.
     */
    storage: text('storage').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, precision: 3 }),
    purgedAt: timestamp('purged_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    index('documents_user_id_idx').on(t.userId, t.uploadedAt),
    check('documents_status', sql`${t.status} in ('uploading', 'stored')`),
    check('documents_storage', sql`${t.storage} in ('database', 's3')`),
    check('documents_bytes_min', sql`${t.bytes} >= 0`),
  ],
);

/** The bytes of a document kept in the database, in order; they go with their document. */
export const documentChunks = pgTable(
  'document_chunks',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.seq] })],
);

/**
 * Pictures made from an image document when it arrives, for the screens only (never exported,
 * never vouched for: the document's own bytes are the evidence): a `thumbnail` (WebP, at most
 * 320 px a side) for every image, and a `preview` (JPEG) of a HEIC photo, which browsers other than
 * Safari cannot show. Kept in the database whatever the documents' store: they are small and
 * can always be made again from the bytes.
 */
export const documentRenditions = pgTable(
  'document_renditions',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    type: text('type').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.kind] }),
    check('document_renditions_kind', sql`${t.kind} in ('thumbnail', 'preview')`),
  ],
);

/** Which records a document proves: any number of expenses, events and net-worth items. */
export const documentLinks = pgTable(
  'document_links',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.entity, t.entityId] }),
    index('document_links_record_idx').on(t.userId, t.entity, t.entityId),
    check(
      'document_links_entity',
      sql`${t.entity} in ('expense', 'event', 'networth_item', 'support_payment')`,
    ),
  ],
);
