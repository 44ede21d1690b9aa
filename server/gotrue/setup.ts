/**
 * Everything authentication needs, prepared at boot (it reads the signing key from the
 * database), then handed to createApp.
 */
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/connect';
import { createAccountsService, type AccountsService } from './accounts/accounts.service';
import { createSignInRecorder, type SignInRecorder } from '../modules/devices/devices.service';
import pino, { type Logger } from 'pino';
import type { Mailer } from '../mail/mailer';
import { createMailQueue, type MailQueue } from '../mail/mail-queue';
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
  local: {
    accounts: AccountsService;
    sessions: SessionsService;
    keys: SigningKeys;
    signIns: SignInRecorder;
  } | null;
  /**
   * Mail sent after the answer (a reset link, the notice of a new professional link), kept in
   * the database until delivered; null without a mailer. One per process, so the dev outbox,
   * which waits for the queue before it lists, waits for all of it.
   */
  mailQueue: MailQueue | null;
}

export async function setUpAuth(
  config: Config,
  database: DatabaseHandle,
  mailer: Mailer | null,
  logger: Logger = pino({ level: 'silent' }),
): Promise<AuthSetup> {
  // What a restart left behind goes out now.
  const mailQueue = mailer ? createMailQueue({ db: database.db, mailer, logger }) : null;
  void mailQueue?.deliverDue();
  if (config.auth.mode === 'supabase') {
    return {
      verifier: supabaseTokenVerifier(config.auth.url, config.auth.jwtSecret),
      local: null,
      mailQueue,
    };
  }
  const keys = await loadSigningKeys(database.db);
  const issuer = localIssuer(config);
  // config.ts refuses production without SMTP_URL when this server sends the auth emails.
  if (!mailer || !mailQueue) {
    throw new Error('the built-in auth server needs SMTP_URL to send its emails');
  }
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
    mailQueue,
    requireEmailConfirmation: config.auth.requireEmailConfirmation,
    passwordRule: config.auth.password,
    siteUrl: config.publicUrl,
    updatePasswordRequireCurrentPassword: config.auth.updatePasswordRequireCurrentPassword,
    recoveryMailIntervalSeconds: config.auth.recoveryMailIntervalSeconds,
  });
  return {
    verifier: localTokenVerifier(keys, issuer, sessionRules),
    local: {
      accounts,
      sessions,
      keys,
      signIns: createSignInRecorder({ db: database.db, mailQueue, siteUrl: config.publicUrl }),
    },
    mailQueue,
  };
}
