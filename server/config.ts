/**
 * Environment, parsed once at boot. A bad or missing value stops the server with a message that
 * names the variable; nothing else in the server reads process.env.
 */
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

/** A whole number from min to max; `typeName` says what a non-number should have been. */
function intBetween(min: number, max: number, typeName = 'a number') {
  const range = { message: `must be between ${min} and ${max}` };
  return z.coerce
    .number({ message: `must be ${typeName}` })
    .int({ message: 'must be a whole number' })
    .min(min, range)
    .max(max, range);
}

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
    DATABASE_URL: postgresUrl.optional().or(z.literal('').transform(() => undefined)),
    DATABASE_POOL_SIZE: intBetween(1, 100).default(10),
    PGLITE_DIR: z.string().trim().min(1, { message: 'must not be empty' }).default('./data'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        message: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
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
    TRUST_PROXY: optionalText,
    SUPPORT_EMAIL: z
      .string()
      .trim()
      .email({ message: 'must be an email address' })
      .default('support@fairsplit.app'),
    SUPABASE_URL: httpUrl.optional().or(z.literal('').transform(() => undefined)),
    SUPABASE_ANON_KEY: optionalText,
    SUPABASE_JWT_SECRET: optionalText,
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
    AUTH_REQUIRE_EMAIL_CONFIRMATION: booleanFlag.default(false),
    AUTH_RATE_LIMIT_PER_IP: positiveInt.default(30),
    AUTH_RATE_LIMIT_PER_EMAIL: positiveInt.default(10),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(900),
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
  publicUrl: string | undefined;
  database: { kind: 'postgres'; url: string; poolSize: number } | { kind: 'pglite'; dir: string };
  logLevel: Env['LOG_LEVEL'];
  bodyLimit: string;
  csrfSecret: string | undefined;
  cookieSecure: boolean;
  trustProxy: string | undefined;
  supportEmail: string;
  auth:
    | {
        mode: 'local';
        requireEmailConfirmation: boolean;
        rateLimit: { perIp: number; perEmail: number; windowSeconds: number };
      }
    | { mode: 'supabase'; url: string; anonKey: string; jwtSecret: string | undefined };
  mail: { smtpUrl: string | undefined; from: string };
  billing:
    | { mode: 'local' }
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
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`,
      ),
    );
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    publicUrl: env.PUBLIC_URL,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dir: env.PGLITE_DIR },
    logLevel: env.LOG_LEVEL,
    bodyLimit: env.BODY_LIMIT,
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
          }
        : {
            mode: 'local',
            requireEmailConfirmation: env.AUTH_REQUIRE_EMAIL_CONFIRMATION,
            rateLimit: {
              perIp: env.AUTH_RATE_LIMIT_PER_IP,
              perEmail: env.AUTH_RATE_LIMIT_PER_EMAIL,
              windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS,
            },
          },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    billing:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            mode: 'stripe',
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            priceId: env.STRIPE_PRICE_ID,
            apiBase: env.STRIPE_API_BASE,
          }
        : { mode: 'local' },
  };
}
