/**
 * Boot: configuration, database, migrations, listen; and a clean stop on SIGTERM/SIGINT so
 * PGlite flushes its files and releases the data directory.
 */
import type { Server } from 'node:http';
import { createApp, DEFAULT_CLIENT_DIST } from './app';
import type { Readiness } from './modules/health/health.router';
import { setUpAuth } from './gotrue/setup';
import { BILLING_TEST_MODE_WARNING, setUpBilling } from './billing/setup';
import { type Config, ConfigError, loadConfig } from './config';
import { connectDatabase, type DatabaseHandle, PGLITE_MEMORY } from './db/connect';
import { type BackupSocket, serveBackups } from './db/backup';
import { DataDirExposedError, PRIVATE_UMASK } from './db/data-dir';
import { DataDirLockedError } from './db/lock';
import { migrateDatabase } from './db/migrate';
import { loadOrCreateSecret } from './db/secrets';
import type { Logger } from 'pino';
import { createLogger, prettyDestination, wantsPrettyLogs } from './http/logger';
import { createMailer, NO_MAILER_WARNING } from './mail/mailer';
import { createProductMail } from './mail/product-mail';
import { startNightlyCheck } from './modules/evidence/nightly-check';
import { unsupportedNodeWarning } from './runtime';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  // Before anything is written: the data directory, the backup socket and whatever else the
  // server creates are for the user it runs as, not for every account on the machine.
  process.umask(PRIVATE_UMASK);
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee .env.example for every setting.\n`);
      process.exit(1);
    }
    throw error;
  }

  const pretty = wantsPrettyLogs(config.logFormat, {
    isTerminal: process.stdout.isTTY === true,
    isProduction: config.isProduction,
  });
  const logger = createLogger(
    config.logLevel,
    pretty ? prettyDestination(process.stdout.isTTY === true) : undefined,
    { showLinks: config.env === 'development' },
  );
  const nodeWarning = unsupportedNodeWarning(process.version);
  if (nodeWarning) logger.warn(nodeWarning);
  if (config.billing.mode === 'local' && config.billing.isExplicitInProduction) {
    logger.warn(BILLING_TEST_MODE_WARNING);
  }
  let database;
  try {
    database = await connectDatabase(config.database);
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof DataDirExposedError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  await migrateDatabase(database);
  const backups = await openBackupSocket(config.database, database.dump, logger);
  const csrfSecret = config.csrfSecret ?? (await loadOrCreateSecret(database.db, 'csrf'));

  const mailer = createMailer(config, database.db, logger);
  if (!mailer) logger.warn(NO_MAILER_WARNING);
  const auth = await setUpAuth(config, database, mailer, logger);
  const mail = createProductMail({
    db: database.db,
    mailer,
    mailQueue: auth.mailQueue,
    publicUrl: config.publicUrl,
    unsubscribeSecret: await loadOrCreateSecret(database.db, 'unsubscribe'),
    revokeLinkSecret: await loadOrCreateSecret(database.db, 'share-revoke'),
    logger,
  });
  const readiness: Readiness = { state: 'starting' };
  const app = createApp({
    config,
    database,
    logger,
    readiness,
    auth,
    billing: setUpBilling(config, database.db),
    mail,
    csrfSecret,
    clientDistDir: DEFAULT_CLIENT_DIST,
  });
  const nightlyCheck = startNightlyCheck({ db: database.db, config, logger });
  const server: Server = app.listen(config.port, config.host ?? '::', () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    readiness.state = 'ready';
    logger.info(
      { port, database: database.driver, auth: config.auth.mode, billing: config.billing.mode },
      `Fairsplit is listening on http://localhost:${port}`,
    );
    // Links in mail, redirects and the printed /verify address use PUBLIC_URL, never the
    // request's host: a newcomer who opens another origin gets sessions that do not fit.
    logger.info({ publicUrl: config.publicUrl }, `Open ${config.publicUrl} in a browser`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Not ready from now on; requests are still served for the drain period, so a load
    // balancer sees the 503 and sends traffic elsewhere before the listener closes.
    readiness.state = 'stopping';
    logger.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down');
    setTimeout(closeListener, config.shutdownDrainMs);
  };
  const closeListener = () => {
    const force = setTimeout(() => {
      logger.warn('connections still open after the grace period; closing them');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(() => {
      // The nightly check stops between two pages of revisions, before the database closes.
      void Promise.all([backups?.close(), nightlyCheck.stop()])
        .then(() => database.close())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            logger.error({ err: error }, 'error while closing the database');
            process.exit(1);
          },
        );
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/** `npm run backup` asks the running server for the embedded database through this socket. */
async function openBackupSocket(
  target: Config['database'],
  dump: DatabaseHandle['dump'],
  logger: Logger,
): Promise<BackupSocket | null> {
  if (target.kind !== 'pglite' || target.dir === PGLITE_MEMORY || !dump) return null;
  const socket = await serveBackups(target.dir, dump, (error) =>
    logger.error({ err: error }, 'a backup failed'),
  );
  if (!socket) {
    logger.warn(
      `The path of ${target.dir} is too long for the backup socket: npm run backup cannot ` +
        'copy the database while this server runs. Stop the server to back up, or use a shorter PGLITE_DIR.',
    );
  }
  return socket;
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Fairsplit failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
