/**
 * /api/exports: the net-worth report, the financial disclosure, the support arrears statement and
 * the case file, made by the server (reports.service.ts)
 * and sent as a download (premium, like the trackers they come from). A POST, because each one
 * records a snapshot; the browser saves the bytes it receives.
 */
import { Router } from 'express';
import {
  caseFileRequestSchema,
  disclosureReportRequestSchema,
  networthReportRequestSchema,
  supportReportRequestSchema,
} from '@shared/exports';
import { PREMIUM_REQUIRED } from '@shared/subscriptions';
import type { Config } from '../../config';
import type { AppDatabase } from '../../db/connect';
import type { TokenVerifier } from '../../gotrue/sessions/access-tokens';
import { requirePremium } from '../../http/require-premium';
import { requireAuth, requireUser } from '../../http/require-user';
import { parseBody } from '../../http/validate';
import type { DocumentStores } from '../documents/documents.service';
import {
  makeCaseFile,
  makeDisclosureReport,
  makeNetworthReport,
  makeSupportReport,
  ownCaseFileScope,
  sendExport,
} from './reports.service';

export function reportsRouter(
  config: Config,
  db: AppDatabase,
  verifier: TokenVerifier,
  stores: DocumentStores,
): Router {
  const router = Router();
  router.use(requireAuth(verifier), requireUser(db), requirePremium(db, PREMIUM_REQUIRED));

  router.post('/networth-report', async (req, res) => {
    const { time_zone: timeZone } = parseBody(networthReportRequestSchema, req.body);
    const userId = req.user!.id;
    await sendExport(
      res,
      await makeNetworthReport(db, userId, { publicUrl: config.publicUrl, timeZone }),
    );
  });

  router.post('/disclosure', async (req, res) => {
    const {
      month,
      layout,
      time_zone: timeZone,
    } = parseBody(disclosureReportRequestSchema, req.body);
    await sendExport(
      res,
      await makeDisclosureReport(db, req.user!.id, {
        publicUrl: config.publicUrl,
        timeZone,
        month,
        layout,
      }),
    );
  });

  router.post('/support', async (req, res) => {
    const { through, time_zone: timeZone } = parseBody(supportReportRequestSchema, req.body);
    await sendExport(
      res,
      await makeSupportReport(db, req.user!.id, {
        publicUrl: config.publicUrl,
        timeZone,
        through,
      }),
    );
  });

  router.post('/case-file', async (req, res) => {
    const { paper_size: paperSize, time_zone: timeZone } = parseBody(
      caseFileRequestSchema,
      req.body,
    );
    const userId = req.user!.id;
    const scope = await ownCaseFileScope(db, userId);
    await sendExport(
      res,
      await makeCaseFile(db, userId, scope, {
        publicUrl: config.publicUrl,
        timeZone,
        paperSize,
        stores,
      }),
    );
  });

  return router;
}
