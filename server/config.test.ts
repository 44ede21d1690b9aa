import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('loadConfig', () => {
  it('runs with no environment at all: PGlite in ./data, port 5000, local auth and billing', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.database).toEqual({ kind: 'pglite', dir: './data' });
    expect(config.auth).toEqual({
      mode: 'local',
      requireEmailConfirmation: false,
      rateLimit: { perIp: 30, perEmail: 10, windowSeconds: 900 },
    });
    expect(config.billing).toEqual({ mode: 'local' });
    expect(config.cookieSecure).toBe(false);
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
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' };
    expect(loadConfig(production).cookieSecure).toBe(true);
    expect(loadConfig({ ...production, COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
  });

  it('refuses production with the built-in auth server but no way to send email', () => {
    expect(problems({ NODE_ENV: 'production' })).toEqual([
      'SMTP_URL is required in production with the built-in auth server (password-reset emails must be delivered)',
    ]);
  });
});
