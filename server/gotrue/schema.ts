/**
 * Tables of the built-in auth server (local auth mode). Kept apart from shared/schema.ts: the
 * browser never needs their types, and hosted-Supabase deployments leave them empty.
 * Passwords are scrypt hashes; refresh, recovery and confirmation tokens and PKCE auth codes are
 * stored as SHA-256 hashes, so a database leak yields nothing that signs anybody in.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { bigserialPrimaryKey, createdAt, timestampTz, uuidPrimaryKey } from '../db/columns';

/** The owning auth user; their rows go with them. */
const authUserId = () =>
  uuid('user_id')
    .notNull()
    .references(() => authUsers.id, { onDelete: 'cascade' });
/** The SHA-256 of an opaque token (secure-tokens.ts), never the token itself. */
const tokenHash = () => text('token_hash').notNull().unique();

export const authUsers = pgTable('auth_users', {
  id: uuidPrimaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  userMetadata: jsonb('user_metadata').$type<Record<string, unknown>>().notNull().default({}),
  emailConfirmedAt: timestampTz('email_confirmed_at'),
  lastSignInAt: timestampTz('last_sign_in_at'),
  /**
   * A pending email change (GoTrue's secure email change): the new address, and how many of the
   * two links (to the current address and to the new one) have been opened. It applies at two.
   */
  emailChange: text('email_change'),
  emailChangeConfirmStatus: smallint('email_change_confirm_status').notNull().default(0),
  emailChangeSentAt: timestampTz('email_change_sent_at'),
  /** GET /reauthenticate's one-time code, as the SHA-256 of the address and the code. */
  reauthenticationTokenHash: text('reauthentication_token_hash'),
  reauthenticationSentAt: timestampTz('reauthentication_sent_at'),
  createdAt: createdAt(),
  updatedAt: timestampTz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuidPrimaryKey(),
    userId: authUserId(),
    createdAt: createdAt(),
    /**
     * How the session began (GoTrue's AMR method): 'password', 'recovery' (a reset link, which
     * may set a new password without the old one), 'signup', 'email_change' or 'invite'.
     */
    method: text('method').notNull().default('password'),
    /** The last refresh (null: none yet); AUTH_SESSION_INACTIVITY_TIMEOUT counts from it. */
    refreshedAt: timestampTz('refreshed_at'),
    revokedAt: timestampTz('revoked_at'),
    /**
     * What the Devices page shows, from the sign-in's request: its User-Agent (cut to 512
     * characters, control characters removed) and only the network it came from (IPv4 /24,
     * IPv6 /48), never the full address.
     */
    userAgent: text('user_agent'),
    network: text('network'),
    /** Moved on refresh and by API requests, at most once a minute (devices.ts). */
    lastActiveAt: timestampTz('last_active_at').notNull().defaultNow(),
  },
  (t) => [index('auth_sessions_user_id_idx').on(t.userId)],
);

export const authRefreshTokens = pgTable(
  'auth_refresh_tokens',
  {
    id: bigserialPrimaryKey(),
    tokenHash: tokenHash(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    userId: authUserId(),
    usedAt: timestampTz('used_at'),
    /**
     * The token this one replaced. Unique: a token has one child, however often or however
     * concurrently it is presented again within the reuse interval.
     */
    parentId: bigint('parent_id', { mode: 'number' })
      .unique()
      .references((): AnyPgColumn => authRefreshTokens.id, { onDelete: 'cascade' }),
    /**
     * This token itself, sealed with a key derived from its parent token (refresh-tokens.ts), so
     * that the parent presented again can be answered with it. The database alone opens nothing.
     */
    sealedToken: text('sealed_token'),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_refresh_tokens_session_id_idx').on(t.sessionId),
    index('auth_refresh_tokens_user_id_idx').on(t.userId),
  ],
);

export const authOneTimeTokens = pgTable(
  'auth_one_time_tokens',
  {
    id: bigserialPrimaryKey(),
    tokenHash: tokenHash(),
    userId: authUserId(),
    type: text('type').notNull(),
    /** The new address an email_change(_current) token confirms (null for the other types). */
    email: text('email'),
    /**
     * A signup token carries the password and names of the sign-up that asked for it: opening
     * the link sets them, so whoever registered the address first keeps nothing.
     */
    passwordHash: text('password_hash'),
    userMetadata: jsonb('user_metadata').$type<Record<string, unknown>>(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_one_time_tokens_user_id_idx').on(t.userId),
    check(
      'auth_one_time_tokens_type',
      sql`${t.type} in ('recovery', 'signup', 'email_change', 'email_change_current')`,
    ),
  ],
);

/**
 * Sign-in history for the Devices page and the data download: each session begun, and each
 * password sign-in refused (wrong password, locked by the attempt limit, address not yet
 * confirmed), with the same coarse device and network as a session. Kept 90 days.
 */
export const authSignIns = pgTable(
  'auth_sign_ins',
  {
    id: bigserialPrimaryKey(),
    userId: authUserId(),
    outcome: text('outcome').notNull(),
    /** How a successful sign-in began (its session's method); null for a refused one. */
    method: text('method'),
    sessionId: uuid('session_id').references(() => authSessions.id, { onDelete: 'set null' }),
    userAgent: text('user_agent'),
    network: text('network'),
    /** The SHA-256 of the emailed "sign out that device" link's token, until it is used. */
    signOutTokenHash: text('sign_out_token_hash').unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_sign_ins_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('auth_sign_ins_created_at_idx').on(t.createdAt),
    check(
      'auth_sign_ins_outcome',
      sql`${t.outcome} in ('success', 'wrong_password', 'locked', 'unconfirmed')`,
    ),
  ],
);

/**
 * GoTrue's flow_state for PKCE: the code challenge a client sent with an emailed link's request
 * (recover, signup). Opening the link issues the auth code, kept only as its SHA-256; the
 * `grant_type=pkce` exchange deletes the row, so a code works once, and only for a short while.
 */
export const authFlowStates = pgTable(
  'auth_flow_states',
  {
    id: uuidPrimaryKey(),
    userId: authUserId(),
    /** The emailed link this flow continues; it goes with it. */
    oneTimeTokenId: bigint('one_time_token_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => authOneTimeTokens.id, { onDelete: 'cascade' }),
    codeChallenge: text('code_challenge').notNull(),
    codeChallengeMethod: text('code_challenge_method').notNull(),
    authCodeHash: text('auth_code_hash').unique(),
    authCodeIssuedAt: timestampTz('auth_code_issued_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_flow_states_user_id_idx').on(t.userId),
    check(
      'auth_flow_states_code_challenge_method',
      sql`${t.codeChallengeMethod} in ('s256', 'plain')`,
    ),
  ],
);

/** Fixed-window counters; in the database so every instance counts the same requests. */
export const authRateLimits = pgTable(
  'auth_rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestampTz('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * Mail sent after the answer has gone (a password reset): kept here until it is delivered and
 * retried with backoff, so neither a slow nor a failing mail server shows in the answer, and a
 * restart loses nothing. A row is deleted once sent.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: bigserialPrimaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    link: text('link'),
    headers: jsonb('headers').$type<Record<string, string>>(),
    attempts: integer('attempts').notNull().default(0),
    /** When it may be tried next; a claim moves it ahead, so two instances never both send. */
    nextAttemptAt: timestampTz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_queue_next_attempt_at_idx').on(t.nextAttemptAt)],
);

/** Emails the dev mailer "sent" (no SMTP configured; never used in production). */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: bigserialPrimaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    link: text('link'),
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [index('dev_outbox_to_idx').on(t.to)],
);

export type AuthUser = typeof authUsers.$inferSelect;
export type AuthSignIn = typeof authSignIns.$inferSelect;
