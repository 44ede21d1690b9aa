/**
 * Environment, parsed once at boot. A bad or missing value stops the server with a message that
 * names the variable; nothing else in the server reads process.env.
 */
import { isIP } from 'node:net';
import { z } from 'zod';

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
    BILLING_MODE: z.enum(['local', 'stripe'], { message: 'must be local or stripe' }).optional(),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_PRICE_ID: optionalText,
    STRIPE_API_BASE: httpUrl.optional().or(z.literal('').transform(() => undefined)),
  })
  .superRefine((env, ctx) => {
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

export type Env = z.infer<typeof envSchema>;

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
           * Character sets a password must each use; null is the spec's rule (a lowercase and
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
