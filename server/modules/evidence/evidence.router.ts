/**
 * The evidence log on the wire (shared/evidence.ts): a record's history, deleted records and
 * their restore (premium, like the trackers they belong to), the integrity check and snapshots
 * (any signed-in user: they read only the caller's own log), and the public verification of a
 * code, limited per client address.
 */
import { type Request, Router } from 'express';
import {
  deletedQuerySchema,
  EVIDENCE_MESSAGES,
  type EvidenceEntity,
  historyQuerySchema,
  parseSnapshotCode,
  restoreRequestSchema,
  snapshotFilesRequestSchema,
  snapshotRequestSchema,
} from '@shared/evidence';
import { PREMIUM_REQUIRED, PREMIUM_REQUIRED_EVENTS } from '@shared/subscriptions';
import type { AppDatabase } from '../../db/connect';
import type { TokenVerifier } from '../../gotrue/sessions/access-tokens';
import { AppError } from '../../http/app-error';
import { limitPerIp } from '../../http/rate-limit';
import { requireAuth, requireUser } from '../../http/require-user';
import { parseBody } from '../../http/validate';
import { hasPremiumAccess } from '../subscriptions/subscriptions.service';
import {
  addSnapshotFiles,
  checkIntegrity,
  createSnapshot,
  findDeletedRecords,
  findRecordHistory,
  isWithdrawnCode,
  restoreDeletedRecord,
  verifySnapshot,
} from './evidence.service';

const NOT_FOUND: Record<EvidenceEntity, string> = {
  expense: 'Expense not found',
  event: 'Event not found',
  networth_item: 'Net worth item not found',
  division_target: 'No target share has been saved',
  settlement_scenario: 'No settlement figures have been saved',
  parties: 'Who is who has not been said yet',
};

/** Verification is public: enough for a lawyer checking a stack of exports, not for a crawler. */
export const VERIFY_LIMIT = { max: 30, windowSeconds: 10 * 60 };

/** 403 with the tracker's own message unless the caller has premium access. */
async function ensurePremium(db: AppDatabase, req: Request, entity?: EvidenceEntity) {
  if (!(await hasPremiumAccess(db, req.user!.id))) {
    throw AppError.forbidden(entity === 'event' ? PREMIUM_REQUIRED_EVENTS : PREMIUM_REQUIRED);
  }
}

export function evidenceRouter(db: AppDatabase, verifier: TokenVerifier): Router {
  const router = Router();
  const signedIn = [requireAuth(verifier), requireUser(db)];

  router.get('/history', ...signedIn, async (req, res) => {
    const { entity, id } = parseBody(historyQuerySchema, req.query);
    await ensurePremium(db, req, entity);
    const history = await findRecordHistory(db, req.user!.id, entity, id);
    if (!history) throw AppError.notFound(NOT_FOUND[entity]);
    res.json({ revisions: history });
  });

  router.get('/history/deleted', ...signedIn, async (req, res) => {
    const { entity } = parseBody(deletedQuerySchema, req.query);
    await ensurePremium(db, req, entity);
    res.json({ items: await findDeletedRecords(db, req.user!.id, entity) });
  });

  router.post('/history/restore', ...signedIn, async (req, res) => {
    const { seq } = parseBody(restoreRequestSchema, req.body);
    await ensurePremium(db, req);
    res.status(201).json(await restoreDeletedRecord(db, req.user!.id, seq));
  });

  router.get('/integrity', ...signedIn, async (req, res) => {
    res.json(await checkIntegrity(db, req.user!.id, { full: req.query.full === '1' }));
  });

  router.post('/snapshots', ...signedIn, async (req, res) => {
    const { kind, files } = parseBody(snapshotRequestSchema, req.body);
    res.status(201).json(await createSnapshot(db, req.user!.id, kind, files));
  });

  router.post('/snapshots/:code/files', ...signedIn, async (req, res) => {
    const code = parseSnapshotCode(String(req.params.code));
    if (!code) throw AppError.notFound(EVIDENCE_MESSAGES.snapshotNotFound);
    const { files } = parseBody(snapshotFilesRequestSchema, req.body);
    res.json(await addSnapshotFiles(db, req.user!.id, code, files));
  });

  router.get(
    '/verify/:code',
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
          throw new AppError('gone', EVIDENCE_MESSAGES.withdrawn);
        }
        throw AppError.notFound(EVIDENCE_MESSAGES.snapshotNotFound);
      }
      res.json(verified);
    },
  );

  return router;
}
