/**
 * Environment, parsed once at boot. A bad or missing value stops the server with a message that
 * names the variable; nothing else in the server reads process.env.
 *
 * Each variable is also documented here, once, in ENV_VARS: .env.example and the reference in
 * docs/configuration.md are written from that table (`npm run docs:config`), so what an
 * operator reads cannot drift from what the server parses.
 */
import { isIP } from 'node:net';
import { z } from 'zod';
import { DOCUMENT_LIMITS_MB } from '@shared/documents';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

const postgresUrl = z
  .string()
  .trim()
  .refine((value) => /^postgres(ql)?:\/\/.+/.test(value), {
    message: 'must be a postgres:// or postgresql:// connection URL',
  });

const httpUrl = z
  .string()
  .trim()
  .url({ message: 'must be an http(s) URL' })
  .refine((value) => /^https?:\/\//.test(value), { message: 'must be an http(s) URL' })
  .transform((value) => value.replace(/\/+$/, ''));

const positiveInt = z.coerce
  .number({ message: 'must be a number' })
  .int({ message: 'must be a whole number' })
  .min(1, { message: 'must be at least 1' });

/** Go's duration text, as GoTrue reads its settings: '720h', '1h30m', '90s', '500ms'. */
const DURATION_UNITS_MS: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };

export function parseDurationMs(text: string): number | null {
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== text) return null;
  return parts.reduce(
    (total, [, amount, unit]) => total + Number(amount) * DURATION_UNITS_MS[unit!]!,
    0,
  );
}

const duration = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const ms = parseDurationMs(value);
    if (ms === null || ms <= 0) {
      ctx.addIssue({ code: 'custom', message: "must be a duration such as '720h' or '30m'" });
      return z.NEVER;
    }
    return ms;
  });

/** Express's names for address ranges in `trust proxy`. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (isIP(address) === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as Express reads `trust proxy`: true or false, a number of hops, or a list of
 * addresses, subnets and range names ('loopback', '10.0.0.0/8').
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): boolean | number | string[] | undefined => {
    if (value === '') return undefined;
    if (value === 'true' || value === 'false') return value === 'true';
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        "must be true, false, a number of proxies, or addresses and subnets such as 'loopback, 10.0.0.0/8'",
    });
    return z.NEVER;
  });

/**
 * GoTrue's PASSWORD_REQUIRED_CHARACTERS: character sets separated by ':' (a ':' inside a set
 * is written '\\:'), each of which a password must use; 'none' requires none.
 */
export function parseRequiredCharacters(text: string): string[] {
  if (text === 'none') return [];
  return text
    .split(/(?<!\\):/)
    .map((set) => set.replaceAll('\\:', ':'))
    .filter((set) => set !== '');
}

/** A whole number from min to max; `typeName` says what a non-number should have been. */
function intBetween(min: number, max: number, typeName = 'a number') {
  const range = { message: `must be between ${min} and ${max}` };
  return z.coerce
    .number({ message: `must be ${typeName}` })
    .int({ message: 'must be a whole number' })
    .min(min, range)
    .max(max, range);
}

/** Where the data lives; the backup and restore tools read only these. */
const databaseEnv = {
  DATABASE_URL: postgresUrl.optional().or(z.literal('').transform(() => undefined)),
  PGLITE_DIR: z.string().trim().min(1, { message: 'must not be empty' }).default('./data'),
};

const envSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'], {
        message: 'must be development, production or test',
      })
      .default('development'),
    PORT: intBetween(0, 65535, 'a port number').default(5000),
    HOST: optionalText,
    PUBLIC_URL: httpUrl.optional(),
    ...databaseEnv,
    DATABASE_POOL_SIZE: intBetween(1, 100).default(10),
    /** After SIGTERM, how long /api/health/ready answers 503 while requests are still served. */
    SHUTDOWN_DRAIN_MS: intBetween(0, 120_000).optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        message: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
    /** pretty: one readable line per event; json: pino's JSON; unset: pretty only on a terminal outside production. */
    LOG_FORMAT: z
      .enum(['json', 'pretty'], { message: 'must be json or pretty' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    BODY_LIMIT: z
      .string()
      .regex(/^\d+(b|kb|mb)$/i, { message: 'must look like 100kb or 1mb' })
      .default('100kb'),
    CSRF_SECRET: z
      .string()
      .min(32, { message: 'must be at least 32 characters' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    COOKIE_SECURE: booleanFlag.optional(),
    TRUST_PROXY: trustProxy.optional(),
    SUPPORT_EMAIL: z
      .string()
      .trim()
      .email({ message: 'must be an email address' })
      .default('support@fairsplit.app'),
    SUPABASE_URL: httpUrl.optional().or(z.literal('').transform(() => undefined)),
    SUPABASE_ANON_KEY: optionalText,
    SUPABASE_JWT_SECRET: optionalText,
    /** Hosted Supabase's service-role key: only account deletion uses it (the admin API). */
    SUPABASE_SERVICE_ROLE_KEY: optionalText,
    SMTP_URL: z
      .string()
      .trim()
      .refine((value) => value === '' || /^smtps?:\/\/.+/.test(value), {
        message: 'must be an smtp:// or smtps:// URL',
      })
      .transform((value) => (value === '' ? undefined : value))
      .optional(),
    MAIL_FROM: z
      .string()
      .trim()
      .min(3, { message: 'must be a sender such as "Fairsplit <no-reply@example.com>"' })
      .default('Fairsplit <no-reply@fairsplit.app>'),
    AUTH_REQUIRE_EMAIL_CONFIRMATION: booleanFlag.optional(),
    AUTH_REDIRECT_ALLOW_LIST: optionalText,
    AUTH_DEV_OUTBOX: booleanFlag.optional(),
    AUTH_PASSWORD_MIN_LENGTH: intBetween(1, 72).default(8),
    AUTH_PASSWORD_REQUIRED_CHARACTERS: optionalText,
    AUTH_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD: booleanFlag.default(true),
    AUTH_RECOVERY_MAIL_INTERVAL: intBetween(0, 3600, 'a number of seconds').default(60),
    AUTH_REFRESH_REUSE_INTERVAL: intBetween(0, 3600, 'a number of seconds').default(10),
    AUTH_SESSION_TIMEBOX: duration.optional(),
    AUTH_SESSION_INACTIVITY_TIMEOUT: duration.prefault('720h'),
    AUTH_RATE_LIMIT_PER_IP: positiveInt.default(30),
    AUTH_RATE_LIMIT_PER_EMAIL: positiveInt.default(10),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(900),
    DOCUMENTS_MAX_FILE_MB: intBetween(1, 1024, 'a number of MB').default(DOCUMENT_LIMITS_MB.file),
    DOCUMENTS_QUOTA_MB: intBetween(1, 1_048_576, 'a number of MB').default(
      DOCUMENT_LIMITS_MB.quota,
    ),
    DOCUMENTS_STORAGE: z
      .enum(['database', 's3'], { message: 'must be database or s3' })
      .default('database'),
    DOCUMENTS_S3_BUCKET: optionalText,
    DOCUMENTS_S3_ENDPOINT: httpUrl.optional().or(z.literal('').transform(() => undefined)),
    DOCUMENTS_S3_REGION: optionalText,
    DOCUMENTS_S3_ACCESS_KEY_ID: optionalText,
    DOCUMENTS_S3_SECRET_ACCESS_KEY: optionalText,
    DOCUMENTS_S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    DOCUMENTS_S3_PREFIX: optionalText,
    BILLING_MODE: z.enum(['local', 'stripe'], { message: 'must be local or stripe' }).optional(),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_PRICE_ID: optionalText,
    STRIPE_API_BASE: httpUrl.optional().or(z.literal('').transform(() => undefined)),
  })
  .superRefine((env, ctx) => {
    if (env.DOCUMENTS_STORAGE === 's3' && !env.DOCUMENTS_S3_BUCKET) {
      ctx.addIssue({
        code: 'custom',
        path: ['DOCUMENTS_S3_BUCKET'],
        message: 'is required when DOCUMENTS_STORAGE is s3',
      });
    }
    if (!env.DOCUMENTS_S3_ACCESS_KEY_ID !== !env.DOCUMENTS_S3_SECRET_ACCESS_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['DOCUMENTS_S3_SECRET_ACCESS_KEY'],
        message: 'and DOCUMENTS_S3_ACCESS_KEY_ID are set together, or neither',
      });
    }
    if (env.SUPABASE_URL && !env.SUPABASE_ANON_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['SUPABASE_ANON_KEY'],
        message: 'is required when SUPABASE_URL is set',
      });
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'is required when STRIPE_SECRET_KEY is set (webhooks must be verified)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'is required in production (every link and redirect is built from it)',
      });
    }
    if (env.BILLING_MODE === 'stripe' && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'is required when BILLING_MODE is stripe',
      });
    }
    if (env.NODE_ENV === 'production' && !env.STRIPE_SECRET_KEY && env.BILLING_MODE !== 'local') {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message:
          'is required in production; set BILLING_MODE=local to run the test-mode checkout instead (anyone can then get Premium without paying)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.SUPABASE_URL && !env.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message:
          'is required in production with the built-in auth server (password-reset emails must be delivered)',
      });
    }
  });

/**
 * The sections of the configuration reference, in the order .env.example and
 * docs/configuration.md show them; `note` is said once under the heading.
 */
export type EnvGroup =
  | 'server'
  | 'database'
  | 'security'
  | 'auth'
  | 'supabase'
  | 'mail'
  | 'documents'
  | 'billing'
  | 'tests';

export const ENV_GROUPS: Record<EnvGroup, { heading: string; note?: string }> = {
  server: { heading: 'Server' },
  database: { heading: 'Database' },
  security: { heading: 'Security' },
  auth: {
    heading: 'Built-in auth server',
    note: "Used when `SUPABASE_URL` is unset. A setting that mirrors one of GoTrue's names it, so a GoTrue deployment's values carry over.",
  },
  supabase: {
    heading: 'Hosted Supabase auth',
    note: 'Optional: when `SUPABASE_URL` is set, the SPA signs in with hosted Supabase instead of the built-in auth server.',
  },
  mail: { heading: 'Mail' },
  documents: { heading: 'Documents' },
  billing: { heading: 'Billing' },
  tests: { heading: 'Tests', note: 'Read by the test tools, never by the server.' },
};

/**
 * One environment variable, as an operator reads about it. `default` is the value used when
 * the variable is unset, written as it would be set: setting it changes nothing, in any mode
 * (config.test.ts holds each one to that). Where no one value says what unset means (it
 * depends on the mode, or on another variable), `whenUnset` says it in words instead.
 */
export type EnvVarDoc = {
  group: EnvGroup;
  /** One line for operators: what it does, its accepted values, and any warning. */
  description: string;
  /** Read by the test tools only; loadConfig never reads it. */
  testsOnly?: true;
} & ({ default: string } | { whenUnset: string });

/**
 * Every environment variable, documented once: scripts/config-docs.ts writes .env.example and
 * the reference in docs/configuration.md from this table (`npm run docs:config`), and
 * config.test.ts checks that loadConfig reads exactly the variables listed here (the tests-only
 * ones aside). A variable the schema above reads and this table lacks does not compile.
 */
export const ENV_VARS = {
  NODE_ENV: {
    group: 'server',
    default: 'development',
    description:
      '`development`, `production` or `test`. `production` adds HSTS, `Secure` cookies and `upgrade-insecure-requests`, never opens the dev outbox, and refuses test conveniences: it will not start without `PUBLIC_URL`, without `SMTP_URL` (built-in auth), or without `STRIPE_SECRET_KEY` unless `BILLING_MODE=local` is set.',
  },
  PORT: {
    group: 'server',
    default: '5000',
    description: 'Port for the SPA, `/api` and `/auth/v1` (0 to 65535).',
  },
  HOST: {
    group: 'server',
    whenUnset: 'all interfaces',
    description: 'Interface to listen on, e.g. `127.0.0.1`.',
  },
  PUBLIC_URL: {
    group: 'server',
    whenUnset: '`http://localhost:PORT`; required in production',
    description:
      "The origin users open, e.g. `https://fairsplit.example.com`. Every link and redirect the server builds (reset and confirmation emails, the checkout's return URLs) starts here, never at a request's `Host` or `X-Forwarded-*` headers.",
  },
  LOG_LEVEL: {
    group: 'server',
    default: 'info',
    description:
      '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`. Tokens, cookies, passwords, query-string values and database error texts are never logged; emailed links only when `NODE_ENV=development`.',
  },
  LOG_FORMAT: {
    group: 'server',
    whenUnset: 'readable on a terminal outside production, JSON when piped or in production',
    description:
      "`pretty`: one readable line per event (pino-pretty; `npm run dev` uses it); `json`: pino's JSON. Secrets are redacted before either.",
  },
  SHUTDOWN_DRAIN_MS: {
    group: 'server',
    whenUnset: '`5000` in production, else `0`',
    description:
      'After SIGTERM, how many milliseconds `/api/health/ready` answers 503 while requests are still served, so a load balancer moves traffic away before the listener closes (0 to 120000).',
  },
  BODY_LIMIT: {
    group: 'server',
    default: '100kb',
    description: 'Largest JSON body the API accepts, e.g. `100kb` or `1mb`.',
  },
  SUPPORT_EMAIL: {
    group: 'server',
    default: 'support@fairsplit.app',
    description: 'The contact address shown on the landing page and in the legal pages.',
  },
  DATABASE_URL: {
    group: 'database',
    whenUnset: 'PGlite (Postgres in WebAssembly) in `PGLITE_DIR`',
    description: 'A Postgres connection URL, e.g. `postgres://user:password@host:5432/fairsplit`.',
  },
  DATABASE_POOL_SIZE: {
    group: 'database',
    default: '10',
    description: 'Connections in the Postgres pool (1 to 100); unused with PGlite.',
  },
  PGLITE_DIR: {
    group: 'database',
    default: './data',
    description:
      'Where PGlite keeps its files when `DATABASE_URL` is unset; one server per directory. Made `0700`, and refused if its group or other users can open it.',
  },
  CSRF_SECRET: {
    group: 'security',
    whenUnset: 'generated, kept in the database',
    description:
      'Key that signs the CSRF cookie, at least 32 characters. The generated one is shared by every instance using the same database.',
  },
  COOKIE_SECURE: {
    group: 'security',
    whenUnset: '`true` in production, else `false`',
    description: 'Mark cookies `Secure` (`true` or `false`).',
  },
  TRUST_PROXY: {
    group: 'security',
    whenUnset: '`X-Forwarded-For` is ignored',
    description:
      "Express's `trust proxy` behind a load balancer or reverse proxy: `true`, `false`, the number of proxies in front (`1`), or their addresses and subnets (`loopback, 10.0.0.0/8`). Rate limits, logs and the devices list then use the client address from `X-Forwarded-For`.",
  },
  SUPABASE_URL: {
    group: 'supabase',
    whenUnset: 'the built-in auth server',
    description: "The project's URL, e.g. `https://your-project.supabase.co`.",
  },
  SUPABASE_ANON_KEY: {
    group: 'supabase',
    whenUnset: 'required with `SUPABASE_URL`',
    description: "The project's anon (public) key.",
  },
  SUPABASE_JWT_SECRET: {
    group: 'supabase',
    whenUnset: "tokens are verified with the project's JWKS",
    description: "The project's JWT secret (HS256).",
  },
  SUPABASE_SERVICE_ROLE_KEY: {
    group: 'supabase',
    whenUnset: 'account deletion answers 503 and deletes nothing',
    description:
      "The project's service-role key, used only to delete a user's auth account when they delete their Fairsplit account (the admin API).",
  },
  SMTP_URL: {
    group: 'mail',
    whenUnset: 'required in production with the built-in auth server',
    description:
      'Outgoing email, an `smtp://` or `smtps://` URL, e.g. `smtps://user:password@smtp.example.com:465`. Without it, emails are logged and kept in the dev outbox outside production; in production with hosted Supabase, Fairsplit sends no email of its own (welcome, account deletion notice).',
  },
  MAIL_FROM: {
    group: 'mail',
    default: 'Fairsplit <no-reply@fairsplit.app>',
    description:
      'The sender\'s address. Every email shows the neutral sender name "FS Account" (`server/mail/messages.ts`), whatever name is given here; choose an address that does not say what the app is for.',
  },
  AUTH_REQUIRE_EMAIL_CONFIRMATION: {
    group: 'auth',
    whenUnset: '`true` in production or with `SMTP_URL`, else `false`',
    description:
      "New accounts confirm their email before signing in (GoTrue's `MAILER_AUTOCONFIRM`, inverted).",
  },
  AUTH_REDIRECT_ALLOW_LIST: {
    group: 'auth',
    whenUnset: 'only `PUBLIC_URL`',
    description:
      "Other origins or URL prefixes `redirect_to` may name besides `PUBLIC_URL`, comma-separated, e.g. `https://staging.fairsplit.example` (GoTrue's `URI_ALLOW_LIST`). Any other `redirect_to` falls back to `PUBLIC_URL`.",
  },
  AUTH_DEV_OUTBOX: {
    group: 'auth',
    whenUnset: 'on outside production',
    description:
      'The dev outbox (`GET /auth/v1/dev/outbox?email=…`, answered to loopback addresses only), where the emails kept while `SMTP_URL` is unset can be read. Never in production, whatever the value; `false` turns it off elsewhere.',
  },
  AUTH_PASSWORD_MIN_LENGTH: {
    group: 'auth',
    default: '8',
    description: "The shortest password accepted, 1 to 72 (GoTrue's `PASSWORD_MIN_LENGTH`).",
  },
  AUTH_PASSWORD_REQUIRED_CHARACTERS: {
    group: 'auth',
    whenUnset: 'a lowercase and an uppercase letter, a digit and another character',
    description:
      "Character sets a password must each use, separated by `:` (a `:` inside a set is written `\\:`), e.g. `abcdefghijklmnopqrstuvwxyz:ABCDEFGHIJKLMNOPQRSTUVWXYZ:0123456789`; `none` requires none (GoTrue's `PASSWORD_REQUIRED_CHARACTERS`).",
  },
  AUTH_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD: {
    group: 'auth',
    default: 'true',
    description:
      "A new password needs the current one (or a code from `GET /auth/v1/reauthenticate`), except in a session a reset link opened within the hour (GoTrue's `SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD`).",
  },
  AUTH_RECOVERY_MAIL_INTERVAL: {
    group: 'auth',
    default: '60',
    description:
      "At most one password-reset mail per account in this many seconds, `0` for no limit; more requests are answered the same and send nothing (GoTrue's `SMTP_MAX_FREQUENCY`).",
  },
  AUTH_REFRESH_REUSE_INTERVAL: {
    group: 'auth',
    default: '10',
    description:
      "Seconds during which a rotated refresh token used again returns the current session; later reuse ends the whole session (GoTrue's `SECURITY_REFRESH_TOKEN_REUSE_INTERVAL`).",
  },
  AUTH_SESSION_TIMEBOX: {
    group: 'auth',
    whenUnset: 'no limit',
    description:
      "Sessions end this long after sign-in, a Go duration such as `24h` or `30m` (GoTrue's `SESSIONS_TIMEBOX`).",
  },
  AUTH_SESSION_INACTIVITY_TIMEOUT: {
    group: 'auth',
    default: '720h',
    description:
      "Sessions end after this long without a refresh, a Go duration (`720h` is 30 days; GoTrue's `SESSIONS_INACTIVITY_TIMEOUT`).",
  },
  AUTH_RATE_LIMIT_PER_IP: {
    group: 'auth',
    default: '30',
    description:
      'Attempts per client address over all accounts, in each window, on sign-up, sign-in, password reset, `PUT /auth/v1/user` and reauthentication.',
  },
  AUTH_RATE_LIMIT_PER_EMAIL: {
    group: 'auth',
    default: '10',
    description:
      'Sign-up and sign-in attempts per account from one client address, in each window, so failures elsewhere never lock the owner out; also per user on `PUT /auth/v1/user` and reauthentication. Password reset counts per client address only.',
  },
  AUTH_RATE_LIMIT_WINDOW_SECONDS: {
    group: 'auth',
    default: '900',
    description: 'The window, in seconds, that both limits count in.',
  },
  DOCUMENTS_MAX_FILE_MB: {
    group: 'documents',
    default: String(DOCUMENT_LIMITS_MB.file),
    description:
      'The largest document a user can upload, in MiB (1 to 1024); a larger one is refused (413) before its bytes are read.',
  },
  DOCUMENTS_QUOTA_MB: {
    group: 'documents',
    default: String(DOCUMENT_LIMITS_MB.quota),
    description:
      "What one account's documents may take in all, in MiB, deleted ones still restorable included.",
  },
  DOCUMENTS_STORAGE: {
    group: 'documents',
    default: 'database',
    description:
      "Where new uploads' bytes go: `database` (chunks in Postgres or the embedded PGlite; backups need nothing else) or `s3` (any S3-compatible store, set by the `DOCUMENTS_S3_*` variables). Each document remembers its store, so files uploaded before a switch stay readable as long as both are configured.",
  },
  DOCUMENTS_S3_BUCKET: {
    group: 'documents',
    whenUnset: 'no S3 store; required with `DOCUMENTS_STORAGE=s3`',
    description:
      'The bucket that holds documents. Keep it private (no public access, no listing); the server is the only reader.',
  },
  DOCUMENTS_S3_ENDPOINT: {
    group: 'documents',
    whenUnset: "AWS S3's own endpoint for the region",
    description:
      'The S3-compatible endpoint, e.g. `https://s3.eu-central-003.backblazeb2.com` or a MinIO address.',
  },
  DOCUMENTS_S3_REGION: {
    group: 'documents',
    default: 'us-east-1',
    description: "The bucket's region.",
  },
  DOCUMENTS_S3_ACCESS_KEY_ID: {
    group: 'documents',
    whenUnset: "the AWS SDK's usual credential chain (environment, profile, instance role)",
    description:
      'The access key, with `DOCUMENTS_S3_SECRET_ACCESS_KEY`. It needs only GetObject, PutObject, DeleteObject and the multipart-upload actions on the bucket.',
  },
  DOCUMENTS_S3_SECRET_ACCESS_KEY: {
    group: 'documents',
    whenUnset: 'see `DOCUMENTS_S3_ACCESS_KEY_ID`',
    description: 'The secret of that access key.',
  },
  DOCUMENTS_S3_FORCE_PATH_STYLE: {
    group: 'documents',
    default: 'false',
    description:
      'Address the bucket as `endpoint/bucket/key` rather than `bucket.endpoint/key`, as MinIO and most self-hosted stores need.',
  },
  DOCUMENTS_S3_PREFIX: {
    group: 'documents',
    whenUnset: 'none',
    description:
      "Put before every object's key (e.g. `fairsplit/`), to share a bucket with other data. Keys are built from it: changing it (or the bucket) while documents are stored there leaves them unreadable until they are copied over.",
  },
  BILLING_MODE: {
    group: 'billing',
    whenUnset: '`stripe` with `STRIPE_SECRET_KEY`, else `local`',
    description:
      '`local` or `stripe`. `local` is the in-app test-mode checkout (labelled test mode, with "Pay" and "Cancel"): anyone can get Premium without paying. Production without `STRIPE_SECRET_KEY` refuses to start unless `BILLING_MODE=local` is set, and then warns at boot.',
  },
  STRIPE_SECRET_KEY: {
    group: 'billing',
    whenUnset: 'required in production unless `BILLING_MODE=local`',
    description: "Stripe's secret key (`sk_live_…`); upgrades then go through Stripe Checkout.",
  },
  STRIPE_WEBHOOK_SECRET: {
    group: 'billing',
    whenUnset: 'required with `STRIPE_SECRET_KEY`',
    description:
      'Signing secret (`whsec_…`) of the webhook endpoint `<PUBLIC_URL>/api/stripe/webhook`; webhooks must be verified.',
  },
  STRIPE_PRICE_ID: {
    group: 'billing',
    whenUnset: "the Premium plan's price, sent inline",
    description: 'A recurring monthly price to sell (`price_…`).',
  },
  STRIPE_API_BASE: {
    group: 'billing',
    whenUnset: "Stripe's API",
    description: "Point the Stripe SDK at another API host (the tests' fake Stripe uses it).",
  },
  TEST_DATABASE_URL: {
    group: 'tests',
    testsOnly: true,
    whenUnset: 'the API tests run on PGlite only',
    description:
      'A Postgres URL the API tests may create and drop throwaway databases on, for their second run (CI sets it).',
  },
  CHROMIUM_PATH: {
    group: 'tests',
    testsOnly: true,
    whenUnset: "the system's Chromium, then Playwright's cache",
    description: 'Chromium for the end-to-end tests.',
  },
} satisfies Record<
  keyof z.input<typeof envSchema> | 'TEST_DATABASE_URL' | 'CHROMIUM_PATH',
  EnvVarDoc
>;

type Env = z.infer<typeof envSchema>;

/** An S3-compatible store for documents (DOCUMENTS_S3_*). */
export interface S3Settings {
  bucket: string;
  /** Unset: AWS S3 itself. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the AWS SDK's credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  /** Put before every object's key. */
  prefix: string;
}

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string | undefined;
  /** The origin every link and redirect is built from: PUBLIC_URL, else http://localhost:PORT. */
  publicUrl: string;
  database: { kind: 'postgres'; url: string; poolSize: number } | { kind: 'pglite'; dir: string };
  logLevel: Env['LOG_LEVEL'];
  /** Chosen by LOG_FORMAT; 'auto' is pretty on a terminal outside production, JSON otherwise. */
  logFormat: 'json' | 'pretty' | 'auto';
  bodyLimit: string;
  /** SHUTDOWN_DRAIN_MS: 5 s in production (a load balancer's check interval), 0 otherwise. */
  shutdownDrainMs: number;
  csrfSecret: string | undefined;
  cookieSecure: boolean;
  /** Express's `trust proxy`: a flag, a number of hops, or addresses and subnets. */
  trustProxy: boolean | number | string[] | undefined;
  supportEmail: string;
  auth:
    | {
        mode: 'local';
        /** On by default in production or with an SMTP server (AUTH_REQUIRE_EMAIL_CONFIRMATION). */
        requireEmailConfirmation: boolean;
        rateLimit: { perIp: number; perEmail: number; windowSeconds: number };
        /** Origins or URL prefixes `redirect_to` may name besides publicUrl (comma-separated). */
        redirectAllowList: string[];
        /** The dev outbox: never in production; on elsewhere unless AUTH_DEV_OUTBOX=false. */
        devOutbox: boolean;
        password: {
          minLength: number;
          /**
           * Character sets a password must each use; null is the product's rule (a lowercase and
           * an uppercase letter, a digit, and any other character).
           */
          requiredCharacters: string[] | null;
        };
        /**
         * A new password needs the current one, or a reauthentication code, except right after
         * a reset link (AUTH_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD, on by default).
         */
        updatePasswordRequireCurrentPassword: boolean;
        /**
         * At most one reset mail per account in this many seconds; more requests send nothing
         * and are never refused (AUTH_RECOVERY_MAIL_INTERVAL, GoTrue's 60 by default; 0: no limit).
         */
        recoveryMailIntervalSeconds: number;
        /** A rotated refresh token used again within this many seconds returns the current session. */
        refreshReuseIntervalSeconds: number;
        /** Sessions end this long after sign-in (undefined: never) … */
        sessionTimeboxMs: number | undefined;
        /** … or after this long without a refresh. */
        sessionInactivityTimeoutMs: number;
      }
    | {
        mode: 'supabase';
        url: string;
        anonKey: string;
        jwtSecret: string | undefined;
        serviceRoleKey: string | undefined;
      };
  mail: { smtpUrl: string | undefined; from: string };
  /** Upload limits in bytes (DOCUMENTS_MAX_FILE_MB, DOCUMENTS_QUOTA_MB) and the stores. */
  documents: {
    maxFileBytes: number;
    quotaBytes: number;
    /** Where new uploads go (DOCUMENTS_STORAGE). */
    storage: 'database' | 's3';
    /** The S3-compatible store, when DOCUMENTS_S3_BUCKET is set. */
    s3: S3Settings | null;
  };
  billing:
    | {
        mode: 'local';
        /** Production running the test-mode checkout on purpose (BILLING_MODE=local). */
        isExplicitInProduction: boolean;
      }
    | {
        mode: 'stripe';
        secretKey: string;
        webhookSecret: string;
        priceId: string | undefined;
        apiBase: string | undefined;
      };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws ConfigError naming every bad variable. */
function parseEnv<T extends z.ZodType>(
  schema: T,
  source: Record<string, string | undefined>,
): z.infer<T> {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`,
      ),
    );
  }
  return parsed.data;
}

/** The database the server would use, for tools that need nothing else (backup, restore). */
export function loadDatabaseTarget(
  source: Record<string, string | undefined> = process.env,
): { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string } {
  const env = parseEnv(z.object(databaseEnv), source);
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dir: env.PGLITE_DIR };
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const env = parseEnv(envSchema, source);
  const isProduction = env.NODE_ENV === 'production';
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dir: env.PGLITE_DIR },
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT ?? 'auto',
    bodyLimit: env.BODY_LIMIT,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS ?? (isProduction ? 5_000 : 0),
    csrfSecret: env.CSRF_SECRET,
    cookieSecure: env.COOKIE_SECURE ?? isProduction,
    trustProxy: env.TRUST_PROXY,
    supportEmail: env.SUPPORT_EMAIL,
    auth:
      env.SUPABASE_URL && env.SUPABASE_ANON_KEY
        ? {
            mode: 'supabase',
            url: env.SUPABASE_URL,
            anonKey: env.SUPABASE_ANON_KEY,
            jwtSecret: env.SUPABASE_JWT_SECRET,
            serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY,
          }
        : {
            mode: 'local',
            requireEmailConfirmation:
              env.AUTH_REQUIRE_EMAIL_CONFIRMATION ?? (isProduction || env.SMTP_URL !== undefined),
            rateLimit: {
              perIp: env.AUTH_RATE_LIMIT_PER_IP,
              perEmail: env.AUTH_RATE_LIMIT_PER_EMAIL,
              windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS,
            },
            redirectAllowList: (env.AUTH_REDIRECT_ALLOW_LIST ?? '')
              .split(',')
              .map((entry) => entry.trim().replace(/\/+$/, ''))
              .filter((entry) => entry !== ''),
            devOutbox: !isProduction && (env.AUTH_DEV_OUTBOX ?? true),
            password: {
              minLength: env.AUTH_PASSWORD_MIN_LENGTH,
              requiredCharacters:
                env.AUTH_PASSWORD_REQUIRED_CHARACTERS === undefined
                  ? null
                  : parseRequiredCharacters(env.AUTH_PASSWORD_REQUIRED_CHARACTERS),
            },
            updatePasswordRequireCurrentPassword: env.AUTH_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD,
            recoveryMailIntervalSeconds: env.AUTH_RECOVERY_MAIL_INTERVAL,
            refreshReuseIntervalSeconds: env.AUTH_REFRESH_REUSE_INTERVAL,
            sessionTimeboxMs: env.AUTH_SESSION_TIMEBOX,
            sessionInactivityTimeoutMs: env.AUTH_SESSION_INACTIVITY_TIMEOUT,
          },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    documents: {
      maxFileBytes: env.DOCUMENTS_MAX_FILE_MB * 1024 * 1024,
      quotaBytes: env.DOCUMENTS_QUOTA_MB * 1024 * 1024,
      storage: env.DOCUMENTS_STORAGE,
      s3: env.DOCUMENTS_S3_BUCKET
        ? {
            bucket: env.DOCUMENTS_S3_BUCKET,
            endpoint: env.DOCUMENTS_S3_ENDPOINT,
            region: env.DOCUMENTS_S3_REGION ?? 'us-east-1',
            credentials:
              env.DOCUMENTS_S3_ACCESS_KEY_ID && env.DOCUMENTS_S3_SECRET_ACCESS_KEY
                ? {
                    accessKeyId: env.DOCUMENTS_S3_ACCESS_KEY_ID,
                    secretAccessKey: env.DOCUMENTS_S3_SECRET_ACCESS_KEY,
                  }
                : undefined,
            forcePathStyle: env.DOCUMENTS_S3_FORCE_PATH_STYLE,
            prefix: env.DOCUMENTS_S3_PREFIX ?? '',
          }
        : null,
    },
    billing:
      env.BILLING_MODE !== 'local' && env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            mode: 'stripe',
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            priceId: env.STRIPE_PRICE_ID,
            apiBase: env.STRIPE_API_BASE,
          }
        : { mode: 'local', isExplicitInProduction: isProduction && env.BILLING_MODE === 'local' },
  };
}
