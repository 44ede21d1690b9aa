/**
 * Everything authentication needs, prepared at boot (it reads the signing key from the
 * database), then handed to createApp.
 */
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/connect';
import {
  localIssuer,
  localTokenVerifier,
  supabaseTokenVerifier,
  type TokenVerifier,
} from './access-tokens';
import { createGoTrueService, type GoTrueService } from './gotrue.service';
import { devOutboxMailer, smtpMailer } from './mailer';
import { loadSigningKeys, type SigningKeys } from './signing-keys';

export interface AuthSetup {
  verifier: TokenVerifier;
  /** The built-in auth server; absent in hosted-Supabase mode. */
  local: { service: GoTrueService; keys: SigningKeys } | null;
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
  const service = createGoTrueService({
    db: database.db,
    keys,
    issuer,
    mailer,
    requireEmailConfirmation: config.auth.requireEmailConfirmation,
  });
  return { verifier: localTokenVerifier(keys, issuer), local: { service, keys } };
}
