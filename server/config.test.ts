import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  ENV_VARS,
  type EnvVarDoc,
  loadConfig,
  loadDatabaseTarget,
  parseDurationMs,
  parseRequiredCharacters,
} from './config';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

/** The least a production deployment with the built-in auth server must set. */
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://fairsplit.example',
  SMTP_URL: 'smtp://mail:25',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
};

function localAuth(env: Record<string, string>) {
  const { auth } = loadConfig(env);
  if (auth.mode !== 'local') throw new Error('expected the built-in auth server');
  return auth;
}

describe('loadConfig', () => {
  it('runs with no environment at all: PGlite in ./data, port 5000, local auth and billing', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.publicUrl).toBe('http://localhost:5000');
    expect(config.database).toEqual({ kind: 'pglite', dir: './data' });
    expect(config.auth).toEqual({
      mode: 'local',
      requireEmailConfirmation: false,
      rateLimit: { perIp: 30, perEmail: 10, windowSeconds: 900 },
      redirectAllowList: [],
      devOutbox: true,
      password: { minLength: 8, requiredCharacters: null },
      updatePasswordRequireCurrentPassword: true,
      recoveryMailIntervalSeconds: 60,
      refreshReuseIntervalSeconds: 10,
      sessionTimeboxMs: undefined,
      sessionInactivityTimeoutMs: 30 * 24 * 3600 * 1000,
    });
    expect(config.billing).toEqual({ mode: 'local', isExplicitInProduction: false });
    expect(config.cookieSecure).toBe(false);
    expect(config.trustProxy).toBeUndefined();
  });

  it('uses Postgres when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://app@db:5432/fairsplit' });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://app@db:5432/fairsplit',
      poolSize: 10,
    });
  });

  it('names the variable and the problem for each bad value', () => {
    expect(
      problems({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        CSRF_SECRET: 'short',
      }),
    ).toEqual([
      'PORT must be a port number',
      'DATABASE_URL must be a postgres:// or postgresql:// connection URL',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
      'CSRF_SECRET must be at least 32 characters',
    ]);
  });

  it('rejects a port out of range', () => {
    expect(problems({ PORT: '70000' })).toEqual(['PORT must be between 0 and 65535']);
  });

  it('requires the anon key with a Supabase URL', () => {
    expect(problems({ SUPABASE_URL: 'https://abc.supabase.co' })).toEqual([
      'SUPABASE_ANON_KEY is required when SUPABASE_URL is set',
    ]);
  });

  it('says the whole problem in its message, one line per variable', () => {
    expect(() => loadConfig({ PORT: '-1', SUPPORT_EMAIL: 'nobody' })).toThrow(
      'Invalid configuration:\n  - PORT must be between 0 and 65535\n  - SUPPORT_EMAIL must be an email address',
    );
  });

  it('turns secure cookies on in production unless told otherwise', () => {
    expect(loadConfig(PRODUCTION).cookieSecure).toBe(true);
    expect(loadConfig({ ...PRODUCTION, COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
  });

  it('refuses production with the built-in auth server but no way to send email', () => {
    const { SMTP_URL: _smtp, ...withoutSmtp } = PRODUCTION;
    expect(problems(withoutSmtp)).toEqual([
      'SMTP_URL is required in production with the built-in auth server (password-reset emails must be delivered)',
    ]);
  });

  describe('PUBLIC_URL', () => {
    it('is required in production, naming the variable', () => {
      const { PUBLIC_URL: _url, ...withoutUrl } = PRODUCTION;
      expect(problems(withoutUrl)).toEqual([
        'PUBLIC_URL is required in production (every link and redirect is built from it)',
      ]);
    });

    it('defaults to http://localhost:<PORT> outside production', () => {
      expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    });

    it('is an http(s) origin without a trailing slash', () => {
      expect(loadConfig({ PUBLIC_URL: 'https://fairsplit.example/' }).publicUrl).toBe(
        'https://fairsplit.example',
      );
      expect(problems({ PUBLIC_URL: 'ftp://fairsplit.example' })).toEqual([
        'PUBLIC_URL must be an http(s) URL',
      ]);
    });
  });

  describe('BILLING_MODE', () => {
    it('refuses production without Stripe unless the test-mode checkout is chosen', () => {
      const {
        STRIPE_SECRET_KEY: _key,
        STRIPE_WEBHOOK_SECRET: _secret,
        ...withoutStripe
      } = PRODUCTION;
      expect(problems(withoutStripe)).toEqual([
        'STRIPE_SECRET_KEY is required in production; set BILLING_MODE=local to run the test-mode checkout instead (anyone can then get Premium without paying)',
      ]);
      expect(loadConfig({ ...withoutStripe, BILLING_MODE: 'local' }).billing).toEqual({
        mode: 'local',
        isExplicitInProduction: true,
      });
    });

    it('runs the test-mode checkout when local is chosen even with a Stripe key', () => {
      expect(loadConfig({ ...PRODUCTION, BILLING_MODE: 'local' }).billing).toEqual({
        mode: 'local',
        isExplicitInProduction: true,
      });
    });

    it('requires the Stripe key for stripe, and names the allowed values', () => {
      expect(problems({ BILLING_MODE: 'stripe' })).toEqual([
        'STRIPE_SECRET_KEY is required when BILLING_MODE is stripe',
      ]);
      expect(problems({ BILLING_MODE: 'free' })).toEqual(['BILLING_MODE must be local or stripe']);
    });

    it('requires the webhook secret with a Stripe key', () => {
      expect(problems({ STRIPE_SECRET_KEY: 'sk_test_x' })).toEqual([
        'STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set (webhooks must be verified)',
      ]);
    });
  });

  describe('DOCUMENTS_STORAGE and DOCUMENTS_S3_*', () => {
    it('keeps documents in the database unless told otherwise, with no S3 store', () => {
      expect(loadConfig({}).documents).toEqual({
        maxFileBytes: 25 * 1024 * 1024,
        quotaBytes: 2048 * 1024 * 1024,
        storage: 'database',
        s3: null,
      });
    });

    it('reads an S3-compatible store, its region defaulting to us-east-1', () => {
      const config = loadConfig({
        DOCUMENTS_STORAGE: 's3',
        DOCUMENTS_S3_BUCKET: 'fairsplit-docs',
        DOCUMENTS_S3_ENDPOINT: 'https://minio.example:9000/',
        DOCUMENTS_S3_ACCESS_KEY_ID: 'key',
        DOCUMENTS_S3_SECRET_ACCESS_KEY: 'secret',
        DOCUMENTS_S3_FORCE_PATH_STYLE: 'true',
        DOCUMENTS_S3_PREFIX: 'fairsplit/',
      });
      expect(config.documents.storage).toBe('s3');
      expect(config.documents.s3).toEqual({
        bucket: 'fairsplit-docs',
        endpoint: 'https://minio.example:9000',
        region: 'us-east-1',
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        forcePathStyle: true,
        prefix: 'fairsplit/',
      });
      // No keys: the AWS SDK's own chain (an instance role, a profile).
      expect(
        loadConfig({ DOCUMENTS_S3_BUCKET: 'b', DOCUMENTS_S3_REGION: 'eu-west-1' }).documents.s3,
      ).toMatchObject({ region: 'eu-west-1', credentials: undefined, forcePathStyle: false });
    });

    it('needs a bucket for s3, and both halves of a key or neither', () => {
      expect(problems({ DOCUMENTS_STORAGE: 's3' })).toEqual([
        'DOCUMENTS_S3_BUCKET is required when DOCUMENTS_STORAGE is s3',
      ]);
      expect(problems({ DOCUMENTS_STORAGE: 'disk' })).toEqual([
        'DOCUMENTS_STORAGE must be database or s3',
      ]);
      expect(problems({ DOCUMENTS_S3_BUCKET: 'b', DOCUMENTS_S3_ACCESS_KEY_ID: 'key' })).toEqual([
        'DOCUMENTS_S3_SECRET_ACCESS_KEY and DOCUMENTS_S3_ACCESS_KEY_ID are set together, or neither',
      ]);
    });
  });

  describe('TRUST_PROXY', () => {
    it('reads true and false, a number of hops, and addresses as Express does', () => {
      expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
      expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
      expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8, ::1' }).trustProxy).toEqual([
        'loopback',
        '10.0.0.0/8',
        '::1',
      ]);
      expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBeUndefined();
    });

    it('rejects anything else with one clear line', () => {
      const message =
        "TRUST_PROXY must be true, false, a number of proxies, or addresses and subnets such as 'loopback, 10.0.0.0/8'";
      for (const value of ['yes please', '10.0.0.0/33', '1.2.3', 'loopback;rm']) {
        expect(problems({ TRUST_PROXY: value })).toEqual([message]);
      }
    });
  });

  describe('the built-in auth server', () => {
    it('requires email confirmation in production or with SMTP, unless told otherwise', () => {
      expect(localAuth(PRODUCTION).requireEmailConfirmation).toBe(true);
      expect(localAuth({ SMTP_URL: 'smtp://mail:25' }).requireEmailConfirmation).toBe(true);
      expect(localAuth({}).requireEmailConfirmation).toBe(false);
      expect(
        localAuth({ ...PRODUCTION, AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false' })
          .requireEmailConfirmation,
      ).toBe(false);
      expect(localAuth({ AUTH_REQUIRE_EMAIL_CONFIRMATION: 'true' }).requireEmailConfirmation).toBe(
        true,
      );
      expect(problems({ AUTH_REQUIRE_EMAIL_CONFIRMATION: 'maybe' })).toEqual([
        'AUTH_REQUIRE_EMAIL_CONFIRMATION must be true or false',
      ]);
    });

    it('keeps the dev outbox out of production, and turns it off when asked', () => {
      expect(localAuth(PRODUCTION).devOutbox).toBe(false);
      expect(localAuth({ ...PRODUCTION, AUTH_DEV_OUTBOX: 'true' }).devOutbox).toBe(false);
      expect(localAuth({ AUTH_DEV_OUTBOX: 'false' }).devOutbox).toBe(false);
      expect(problems({ AUTH_DEV_OUTBOX: 'off' })).toEqual([
        'AUTH_DEV_OUTBOX must be true or false',
      ]);
    });

    it('reads the redirect allow list as origins or prefixes without trailing slashes', () => {
      expect(
        localAuth({
          AUTH_REDIRECT_ALLOW_LIST: ' https://app.example/ , https://m.example/auth/,, ',
        }).redirectAllowList,
      ).toEqual(['https://app.example', 'https://m.example/auth']);
    });

    it("reads the password rule in GoTrue's format", () => {
      expect(
        localAuth({
          AUTH_PASSWORD_MIN_LENGTH: '12',
          AUTH_PASSWORD_REQUIRED_CHARACTERS: 'abc:ABC:0123456789:!\\:?',
        }).password,
      ).toEqual({ minLength: 12, requiredCharacters: ['abc', 'ABC', '0123456789', '!:?'] });
      expect(localAuth({ AUTH_PASSWORD_REQUIRED_CHARACTERS: 'none' }).password).toEqual({
        minLength: 8,
        requiredCharacters: [],
      });
      expect(parseRequiredCharacters('a::b')).toEqual(['a', 'b']);
      expect(problems({ AUTH_PASSWORD_MIN_LENGTH: '0' })).toEqual([
        'AUTH_PASSWORD_MIN_LENGTH must be between 1 and 72',
      ]);
      expect(problems({ AUTH_PASSWORD_MIN_LENGTH: 'eight' })).toEqual([
        'AUTH_PASSWORD_MIN_LENGTH must be a number',
      ]);
    });

    it('reads the refresh-token reuse interval in seconds', () => {
      expect(localAuth({ AUTH_REFRESH_REUSE_INTERVAL: '0' }).refreshReuseIntervalSeconds).toBe(0);
      expect(problems({ AUTH_REFRESH_REUSE_INTERVAL: 'soon' })).toEqual([
        'AUTH_REFRESH_REUSE_INTERVAL must be a number of seconds',
      ]);
      expect(problems({ AUTH_REFRESH_REUSE_INTERVAL: '3601' })).toEqual([
        'AUTH_REFRESH_REUSE_INTERVAL must be between 0 and 3600',
      ]);
    });

    it('reads the session timebox and inactivity timeout as Go durations, like GoTrue', () => {
      const auth = localAuth({
        AUTH_SESSION_TIMEBOX: '24h',
        AUTH_SESSION_INACTIVITY_TIMEOUT: '1h30m',
      });
      expect(auth.sessionTimeboxMs).toBe(24 * 3600 * 1000);
      expect(auth.sessionInactivityTimeoutMs).toBe(90 * 60 * 1000);
      const message = "must be a duration such as '720h' or '30m'";
      expect(
        problems({ AUTH_SESSION_TIMEBOX: 'a day', AUTH_SESSION_INACTIVITY_TIMEOUT: '0s' }),
      ).toEqual([`AUTH_SESSION_TIMEBOX ${message}`, `AUTH_SESSION_INACTIVITY_TIMEOUT ${message}`]);
    });
  });

  describe('parseDurationMs', () => {
    it("adds up Go's units and refuses anything else", () => {
      expect(parseDurationMs('500ms')).toBe(500);
      expect(parseDurationMs('1.5s')).toBe(1500);
      expect(parseDurationMs('2h45m')).toBe(2 * 3_600_000 + 45 * 60_000);
      expect(parseDurationMs('10')).toBeNull();
      expect(parseDurationMs('10d')).toBeNull();
      expect(parseDurationMs('1h 30m')).toBeNull();
    });
  });
});

describe('loadDatabaseTarget (the backup and restore tools)', () => {
  it('reads only where the data lives, as the server would', () => {
    expect(loadDatabaseTarget({})).toEqual({ kind: 'pglite', dir: './data' });
    expect(loadDatabaseTarget({ PGLITE_DIR: '/srv/fairsplit', PORT: 'not checked here' })).toEqual({
      kind: 'pglite',
      dir: '/srv/fairsplit',
    });
    expect(loadDatabaseTarget({ DATABASE_URL: 'postgres://db/fairsplit' })).toEqual({
      kind: 'postgres',
      url: 'postgres://db/fairsplit',
    });
  });

  it('names a bad value', () => {
    expect(() => loadDatabaseTarget({ DATABASE_URL: 'mysql://db' })).toThrow(
      new ConfigError(['DATABASE_URL must be a postgres:// or postgresql:// connection URL']),
    );
  });
});

describe('ENV_VARS (the documented variables)', () => {
  const documented: [string, EnvVarDoc][] = Object.entries(ENV_VARS);
  const serverVars = documented.filter(([, doc]) => !doc.testsOnly).map(([name]) => name);
  const testVars = documented.filter(([, doc]) => doc.testsOnly).map(([name]) => name);

  /** The variables `load` looks up in the environment it is given, seen through a Proxy. */
  function variablesRead(load: (source: Record<string, string>) => unknown, env: object) {
    const read = new Set<string>();
    const note = (key: string | symbol) => {
      if (typeof key === 'string' && /^[A-Z][A-Z0-9_]*$/.test(key)) read.add(key);
    };
    const source = new Proxy<Record<string, string>>(
      { ...env },
      {
        get: (target, key, receiver) => (note(key), Reflect.get(target, key, receiver)),
        has: (target, key) => (note(key), Reflect.has(target, key)),
        getOwnPropertyDescriptor: (target, key) => (
          note(key),
          Reflect.getOwnPropertyDescriptor(target, key)
        ),
      },
    );
    load(source);
    return read;
  }

  it('lists every variable loadConfig reads, and nothing it does not', () => {
    const read = new Set<string>();
    for (const env of [
      {},
      PRODUCTION,
      { SUPABASE_URL: 'https://project.supabase.co', SUPABASE_ANON_KEY: 'anon' },
      { DATABASE_URL: 'postgres://db/fairsplit', BILLING_MODE: 'stripe', ...PRODUCTION },
    ]) {
      for (const name of variablesRead(loadConfig, env)) read.add(name);
    }
    expect([...read].sort()).toEqual([...serverVars].sort());
    for (const name of variablesRead(loadDatabaseTarget, {})) expect(serverVars).toContain(name);
  });

  it("lists the test tools' variables apart, where those tools read them", () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const toolSources = ['scripts', join('server', 'test'), 'e2e'].flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.ts'))
        .map((file) => readFileSync(join(root, dir, file), 'utf8')),
    );
    expect(testVars.length).toBeGreaterThan(0);
    for (const name of testVars) {
      expect(
        toolSources.some((source) => source.includes(`process.env.${name}`)),
        `${name} is read by a test tool`,
      ).toBe(true);
    }
  });

  it('gives as each default what the server uses when the variable is unset', () => {
    const bases: Record<string, string>[] = [
      {},
      { DATABASE_URL: 'postgres://db/fairsplit' },
      PRODUCTION,
    ];
    for (const [name, doc] of documented) {
      if (!('default' in doc)) continue;
      for (const base of bases.filter((env) => !(name in env))) {
        expect(loadConfig({ ...base, [name]: doc.default }), `${name}=${doc.default}`).toEqual(
          loadConfig(base),
        );
      }
    }
  });
});
