/**
 * The evidence log on the wire (shared/evidence.ts): a record's history, deleted records and
 * their restore (premium, like the trackers they belong to), the integrity check (any signed-in
 * user: it reads only the caller's own log), and the public verification of a code, limited
 * per client address. Snapshots are taken only by the exports the server makes.
 */
import { SUPPORT_MESSAGES } from '@shared/support';
import { INCOME_MESSAGES } from '@shared/income';
import { type Request, Router } from 'express';
import {
  deletedQuerySchema,
  EVIDENCE_MESSAGES,
  type EvidenceEntity,
  historyQuerySchema,
  parseSnapshotCode,
  RECEIPT_KEYS_PATH,
  restoreRequestSchema,
  UNSAVED_SETTING_MESSAGES,
} from '@shared/evidence';
import { API_MESSAGES } from '@shared/api-messages';
import { PREMIUM_REQUIRED, PREMIUM_REQUIRED_EVENTS } from '@shared/subscriptions';
import type { AppDatabase } from '../../db/connect';
import type { TokenVerifier } from '../../gotrue/sessions/access-tokens';
import { AppError } from '../../http/app-error';
import { hitRateLimit, limitPerIp } from '../../security/rate-limit';
import { requirePremium } from '../../http/require-premium';
import { requireAuth, requireUser } from '../../http/require-user';
import { parseBody } from '../../http/validate';
import { DOCUMENT_MESSAGES } from '@shared/documents';
import {
  checkIntegrity,
  findDeletedRecords,
  findRecordHistory,
  isWithdrawnCode,
  restoreDeletedRecord,
  verifySnapshot,
} from './evidence.service';
import { loadReceiptKeys, publishedKeys } from './receipt-keys';

// Each in shared/ with its Spanish twin, so the 404 answers in the request's language.
const NOT_FOUND: Record<EvidenceEntity, string> = {
  expense: API_MESSAGES.expenseNotFound,
  event: API_MESSAGES.eventNotFound,
  networth_item: API_MESSAGES.networthItemNotFound,
  document: DOCUMENT_MESSAGES.notFound,
  income_source: INCOME_MESSAGES.sourceNotFound,
  income_deduction: INCOME_MESSAGES.deductionNotFound,
  support_order: SUPPORT_MESSAGES.orderNotFound,
  support_payment: SUPPORT_MESSAGES.paymentNotFound,
  reimbursement: SUPPORT_MESSAGES.reimbursementNotFound,
  ...UNSAVED_SETTING_MESSAGES,
};

/** Full integrity checks, per user and hour (the nightly run checks every chain anyway). */
export const FULL_CHECK_LIMIT = { max: 5, windowSeconds: 60 * 60 };

/** Verification is public: enough for a lawyer checking a stack of exports, not for a crawler. */
export const VERIFY_LIMIT = { max: 30, windowSeconds: 10 * 60 };

/** History is premium like the trackers it belongs to, with the events tracker's own message. */
const premiumMessageFor = (req: Request) =>
  req.query.entity === 'event' ? PREMIUM_REQUIRED_EVENTS : PREMIUM_REQUIRED;

/** /api/history: a record's history, the deleted records and their restore (premium). */
export function historyRouter(db: AppDatabase, verifier: TokenVerifier): Router {
  const router = Router();
  router.use(requireAuth(verifier), requireUser(db), requirePremium(db, premiumMessageFor));

  router.get('/', async (req, res) => {
    const { entity, id } = parseBody(historyQuerySchema, req.query);
    const history = await findRecordHistory(db, req.user!.id, entity, id);
    if (!history) throw AppError.notFound(NOT_FOUND[entity]);
    res.json({ revisions: history });
  });

  router.get('/deleted', async (req, res) => {
    const { entity } = parseBody(deletedQuerySchema, req.query);
    res.json({ items: await findDeletedRecords(db, req.user!.id, entity) });
  });

  router.post('/restore', async (req, res) => {
    const { seq } = parseBody(restoreRequestSchema, req.body);
    res.status(201).json(await restoreDeletedRecord(db, req.user!.id, seq));
  });
  return router;
}

/** /api/integrity: the caller's own chain, checked (any signed-in user). */
export function integrityRouter(db: AppDatabase, verifier: TokenVerifier): Router {
  const router = Router();
  router.get('/', requireAuth(verifier), requireUser(db), async (req, res) => {
    const full = req.query.full === '1';
    if (full) {
      // A full recomputation of a long chain costs seconds of CPU: a few an hour per user.
      const counted = await hitRateLimit(
        db,
        `integrity-full:user:${req.user!.id}`,
        FULL_CHECK_LIMIT.max,
        FULL_CHECK_LIMIT.windowSeconds,
      );
      if (!counted.allowed) {
        throw AppError.rateLimited(
          EVIDENCE_MESSAGES.fullCheckRateLimited,
          counted.retryAfterSeconds,
        );
      }
    }
    res.json(await checkIntegrity(db, req.user!.id, { full }));
  });
  return router;
}

/**
 * /api/snapshots and /api/share-exports once took a file's SHA-256 from the browser, which let
 * anyone with a session or a shared link have /verify vouch for a file Fairsplit never made.
 * The server now makes and hashes every export itself (reports.router.ts); a client that still
 * names a hash is told so (400), signed in or not.
 */
export function clientHashRefusals(): Router {
  const router = Router();
  router.post(['/', '/:code/files'], () => {
    throw new AppError('client_hash_refused', EVIDENCE_MESSAGES.clientHashRefused);
  });
  return router;
}

/** /api/verify/:code: what a code vouches for, public, limited per address. */
export function verifyRouter(db: AppDatabase): Router {
  const router = Router();
  router.get(
    '/:code',
    limitPerIp(db, {
      name: 'verify',
      ...VERIFY_LIMIT,
      message: EVIDENCE_MESSAGES.verifyRateLimited,
    }),
    async (req, res) => {
      const code = parseSnapshotCode(String(req.params.code));
      const verified = code && (await verifySnapshot(db, code));
      if (!verified) {
        if (code && (await isWithdrawnCode(db, code))) {
          throw new AppError('snapshot_withdrawn', EVIDENCE_MESSAGES.withdrawn);
        }
        throw AppError.notFound(EVIDENCE_MESSAGES.snapshotNotFound);
      }
      res.json(verified);
    },
  );

  return router;
}

/**
 * The public keys that sign receipts: RECEIPT_KEYS_PATH lists every key ever used (a rotation
 * keeps the old ones, so old receipts still check), and each key is also served alone as PEM,
 * ready for `openssl pkeyutl -verify -pubin -inkey`.
 */
export function receiptKeysRouter(db: AppDatabase): Router {
  const router = Router();
  router.get(RECEIPT_KEYS_PATH, async (_req, res) => {
    const keys = await loadReceiptKeys(db, { fresh: true });
    res.set('Cache-Control', 'public, max-age=300');
    res.json({ keys: publishedKeys(keys), current: keys.current.kid });
  });
  router.get(`${RECEIPT_KEYS_PATH.replace(/\.json$/, '')}/:kid.pem`, async (req, res) => {
    const keys = await loadReceiptKeys(db, { fresh: true });
    const key = keys.all.find((candidate) => candidate.kid === req.params.kid);
    if (!key) throw AppError.notFound('No receipt key has this id');
    res.set({ 'Content-Type': 'application/x-pem-file', 'Cache-Control': 'public, max-age=300' });
    res.send(key.publicKeyPem);
  });
  return router;
}
