/**
 * Everything authentication needs, prepared at boot (it reads the signing key from the
 * database), then handed to createApp.
 */
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/connect';
import { createAccountsService, type AccountsService } from './accounts/accounts.service';
import { devOutboxMailer, smtpMailer } from './accounts/mailer';
import {
  localIssuer,
  localTokenVerifier,
  supabaseTokenVerifier,
  type TokenVerifier,
} from './sessions/access-tokens';
import { createSessionsService, type SessionsService } from './sessions/sessions.service';
import { loadSigningKeys, type SigningKeys } from './sessions/signing-keys';

export interface AuthSetup {
  verifier: TokenVerifier;
  /** The built-in auth server; absent in hosted-Supabase mode. */
  local: { accounts: AccountsService; sessions: SessionsService; keys: SigningKeys } | null;
}

export async function setUpAuth(
  config: Config,
  database: DatabaseHandle,
  logger: Logger,
): Promise<AuthSetup> {
  if (config.auth.mode === 'supabase') {
    return { verifier: supabaseTokenVerifier(config.auth.url, config.auth.jwtSecret), local: null };
  }
  const keys = await loadSigningKeys(database.db);
  const issuer = localIssuer(config);
  const mailer = config.mail.smtpUrl
    ? smtpMailer(config.mail.smtpUrl, config.mail.from)
    : devOutboxMailer(database.db, logger);
  const sessionRules = {
    timeboxMs: config.auth.sessionTimeboxMs,
    inactivityTimeoutMs: config.auth.sessionInactivityTimeoutMs,
  };
  const sessions = createSessionsService({
    db: database.db,
    keys,
    issuer,
    rules: {
      ...sessionRules,
      refreshReuseIntervalSeconds: config.auth.refreshReuseIntervalSeconds,
    },
  });
  const accounts = createAccountsService({
    db: database.db,
    sessions,
    mailer,
    requireEmailConfirmation: config.auth.requireEmailConfirmation,
    passwordRule: config.auth.password,
    siteUrl: config.publicUrl,
  });
  return {
    verifier: localTokenVerifier(keys, issuer, sessionRules),
    local: { accounts, sessions, keys },
  };
}
