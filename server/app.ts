/**
 * createApp(deps) assembles the HTTP application from what it is given; it opens no
 * connection and reads no environment, so tests build it around their own database.
 */
import { keepRequestLanguage } from './http/language';
import { fileURLToPath } from 'node:url';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import { MAX_IMPORT_FILE_BYTES } from '@shared/import';
import { billingRouter, stripeWebhookRouter } from './billing/billing.router';
import type { BillingSetup } from './billing/setup';
import type { Config } from './config';
import type { DatabaseHandle } from './db/connect';
import type { AuthSetup } from './gotrue/setup';
import { goTrueRouter } from './gotrue/wire/gotrue.router';
import { createCsrf } from './http/csrf';
import { apiNotFound, errorHandler } from './http/error-handler';
import { requestLogger } from './http/logger';
import { noStore, privateLink, securityHeaders } from './http/security';
import { spaRouter } from './http/static';
import type { ProductMail } from './mail/product-mail';
import { accountRouter } from './modules/account/account.router';
import { unsubscribeRouter } from './modules/account/unsubscribe.router';
import { clientConfigRouter } from './modules/client-config/client-config.router';
import { devicesRouter } from './modules/devices/devices.router';
import { divisionRouter } from './modules/division/division.router';
import { eventsRouter } from './modules/events/events.router';
import { documentsRouter } from './modules/documents/documents.router';
import { documentStores } from './modules/documents/storage';
import {
  clientHashRefusals,
  historyRouter,
  integrityRouter,
  receiptKeysRouter,
  verifyRouter,
} from './modules/evidence/evidence.router';
import { expensesRouter } from './modules/expenses/expenses.router';
import { exportRouter } from './modules/export/export.router';
import { healthRouter, type Readiness } from './modules/health/health.router';
import { incomeRouter } from './modules/income/income.router';
import { disclosureRouter } from './modules/disclosure/disclosure.router';
import { supportRouter } from './modules/support/support.router';
import { expenseCategoriesRouter } from './modules/disclosure/expense-categories.router';
import { networthRouter } from './modules/networth/networth.router';
import { reportsRouter } from './modules/reports/reports.router';
import { settlementRouter } from './modules/settlement/settlement.router';
import { decisionRouter } from './modules/decision/decision.router';
import { revokeLinkRouter } from './modules/sharing/revoke-link.router';
import { sharedViewRouter } from './modules/sharing/shared-view.router';
import { ownerSharesRouter } from './modules/sharing/owner-shares.router';
import { profileRouter, subscriptionsRouter } from './modules/subscriptions/subscriptions.router';
import { usersRouter } from './modules/users/users.router';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  csrfSecret: string;
  auth: AuthSetup;
  billing: BillingSetup;
  mail: ProductMail;
  /** What /api/health/ready reports; ready unless given (tests). */
  readiness?: Readiness;
  /** The built SPA; omitted in API tests and in `npm run dev` (Vite serves it). */
  clientDistDir?: string | null;
}

export const DEFAULT_CLIENT_DIST = fileURLToPath(new URL('../client/dist', import.meta.url));

export function createApp({
  config,
  database,
  logger,
  csrfSecret,
  auth,
  billing,
  mail,
  readiness = { state: 'ready' },
  clientDistDir,
}: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  // Parsed as Express reads it (config.ts); req.ip, the rate limits and the logs follow it.
  if (config.trustProxy !== undefined) app.set('trust proxy', config.trustProxy);

  app.use(requestLogger(logger));
  // While stopping, every answer asks the client to open its next connection afresh (to an
  // instance that is not stopping), so no request lands on a socket about to close.
  app.use((_req, res, next) => {
    if (readiness.state === 'stopping') res.setHeader('Connection', 'close');
    next();
  });
  app.use(
    securityHeaders({
      isProduction: config.isProduction,
      connectOrigins: config.auth.mode === 'supabase' ? [config.auth.url] : [],
    }),
  );
  app.use(cookieParser());
  app.use(keepRequestLanguage);

  const csrf = createCsrf({ secret: csrfSecret, secureCookie: config.cookieSecure });
  app.use(csrf.issueToken);

  // One set of document stores: the owner's documents and a shared link's are read alike.
  const stores = documentStores(config, database.db, database.driver);
  const api = express.Router();
  api.use(noStore);
  // Stripe signs its webhooks; they carry no cookie or CSRF token, and need the raw body.
  api.use('/stripe/webhook', stripeWebhookRouter(database.db, billing));
  // One-click unsubscribe (RFC 8058): a mail client posts with no cookie or CSRF token; the
  // signed token in the address is the authority.
  api.use('/email/unsubscribe', unsubscribeRouter(database.db, mail));
  // The revoke link in the mail about a new professional link: it may be opened in any browser,
  // signed in or not, and its signed token is the authority. Before /shares, which needs a
  // session for everything else.
  api.use('/shares/revoke-by-link', revokeLinkRouter(database.db, mail));
  // A shared view is read-only: GET routes only (anything else is 405), before the CSRF check
  // so a write is refused for what it is.
  api.use('/shared', sharedViewRouter(config, database.db, stores));
  api.use(csrf.protect);
  // An import carries up to 5,000 rows; every other body stays under the usual limit.
  api.use(['/expenses/import', '/networth/import'], express.json({ limit: MAX_IMPORT_FILE_BYTES }));
  api.use(express.json({ limit: config.bodyLimit }));
  api.use('/health', healthRouter(database, readiness));
  api.use('/config', clientConfigRouter(config));
  api.use('/auth', usersRouter(database.db, auth.verifier, mail));
  api.use('/expenses', expensesRouter(database.db, auth.verifier));
  api.use('/events', eventsRouter(database.db, auth.verifier));
  // Before /networth, whose PUT /:id would take 'division' for an id.
  api.use('/networth/division', divisionRouter(database.db, auth.verifier));
  api.use('/settlement', settlementRouter(database.db, auth.verifier));
  api.use('/decision-analysis', decisionRouter(database.db, auth.verifier));
  api.use('/networth', networthRouter(database.db, auth.verifier));
  api.use('/income', incomeRouter(database.db, auth.verifier));
  api.use('/disclosure', disclosureRouter(database.db, auth.verifier));
  api.use('/support', supportRouter(database.db, auth.verifier));
  api.use('/expense-categories', expenseCategoriesRouter(database.db, auth.verifier));
  api.use('/documents', documentsRouter(config, database.db, auth.verifier, stores));
  api.use('/history', historyRouter(database.db, auth.verifier));
  api.use('/integrity', integrityRouter(database.db, auth.verifier));
  api.use('/verify', verifyRouter(database.db));
  api.use(['/snapshots', '/share-exports'], clientHashRefusals());
  api.use('/export', exportRouter(database.db, auth.verifier));
  api.use('/exports', reportsRouter(config, database.db, auth.verifier, stores));
  api.use('/shares', ownerSharesRouter(config, database.db, auth, mail));
  api.use('/account', devicesRouter(database.db, auth.verifier));
  api.use(
    '/account',
    accountRouter({
      config,
      db: database.db,
      auth,
      billing: billing.provider,
      mail,
      logger,
      stores,
    }),
  );
  api.use('/profile', profileRouter(database.db, auth.verifier));
  api.use(
    '/subscriptions',
    subscriptionsRouter(config, database.db, billing.provider, auth.verifier),
  );
  api.use('/billing', billingRouter(database.db, billing, auth.verifier));
  api.use(apiNotFound);
  app.use('/api', api);

  if (auth.local && config.auth.mode === 'local') {
    app.use(
      '/auth/v1',
      goTrueRouter({
        config,
        db: database.db,
        accounts: auth.local.accounts,
        sessions: auth.local.sessions,
        verifier: auth.verifier,
        keys: auth.local.keys,
        signIns: auth.local.signIns,
        rateLimit: config.auth.rateLimit,
        requireEmailConfirmation: config.auth.requireEmailConfirmation,
      }),
    );
  }

  // The keys that sign export receipts, for anyone checking one offline.
  app.use(receiptKeysRouter(database.db));

  // The shared view's page carries its token in the address, like its API; so does the page of
  // the emailed revoke link.
  app.use('/shared', privateLink);
  app.use('/revoke-link', privateLink);
  const spa = clientDistDir
    ? spaRouter(clientDistDir, { supportEmail: config.supportEmail })
    : null;
  if (spa) app.use(spa);

  app.use(errorHandler());
  return app;
}
