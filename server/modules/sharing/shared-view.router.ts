/**
 * /api/shared/:token — the shared view, for whoever holds the link (and its passcode): public,
 * read-only by construction (GET routes only; any other method is 405), scoped to what the
 * share covers on every query, with the owner's records read under the owner's id. Every
 * failure to open is the same 404 (sharing.service.ts). Sent with noindex, no-referrer and
 * no-store.
 */
import { answerLanguage, translateText } from '../../http/language';
import { API_MESSAGES } from '@shared/api-messages';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Request, Router } from 'express';
import { EXPORT_FILES, type ExportTracker } from '@shared/csv';
import { DOCUMENT_MESSAGES, type DocumentDto } from '@shared/documents';
import { type EvidenceEntity, historyQuerySchema } from '@shared/evidence';
import { caseFileRequestSchema, EXPORT_MESSAGES, SHARED_EXPORTS_PER_DAY } from '@shared/exports';
import { ACCOUNT_HOLDER, spouseLabels } from '@shared/parties';
import { TZDate } from '@date-fns/tz';
import { todayIsoDate } from '@shared/dates';
import { disclosureQuerySchema, previousMonth } from '@shared/disclosure';
import { ledgerQuerySchema } from '@shared/support';
import {
  SCOPE_OF_ENTITY,
  SHARE_PASSCODE_HEADER,
  SHARING_MESSAGES,
  type SharedViewResponse,
} from '@shared/sharing';
import type { Config } from '../../config';
import type { AppDatabase } from '../../db/connect';
import { hitRateLimit } from '../../security/rate-limit';
import { AppError } from '../../http/app-error';
import { privateLink } from '../../http/security';
import { parseBody, parseId } from '../../http/validate';
import { findSavedDecision } from '../decision/decision.service';
import { findDivisionForUser } from '../division/division.service';
import { findDisclosureForUser } from '../disclosure/disclosure.service';
import { findSupportForUser } from '../support/support.service';
import {
  type DocumentStores,
  findDocumentFile,
  isInlineRequest,
  sendFile,
} from '../documents/documents.service';
import { checkIntegrity, countRevisions, findRecordHistory } from '../evidence/evidence.service';
import { makeCaseFile, sendExport } from '../reports/reports.service';
import { eventRecords } from '../events/events.service';
import { expenseRecords } from '../expenses/expenses.service';
import { exportCsv } from '../export/export.service';
import { findNetworthForUser } from '../networth/networth.service';
import { findScenario } from '../settlement/settlement.service';
import { findParties } from '../users/users.service';
import { listSharedDocuments, openedRecently, openShare, recordAccess } from './sharing.service';

/** The share a request names, opened with the passcode it carries. */
function openShareOf(db: AppDatabase, req: Request, token: string) {
  return openShare(db, token, req.get(SHARE_PASSCODE_HEADER), req.ip ?? 'unknown');
}

const notCovered = () => AppError.notFound(SHARING_MESSAGES.notCovered);

/** Now, read on the UTC calendar: the shared view's "last month" does not depend on the host. */
const utcNow = () => new TZDate(Date.now(), 'UTC');

export function sharedViewRouter(config: Config, db: AppDatabase, stores: DocumentStores): Router {
  const router = Router();
  router.use(privateLink);
  router.use((req, _res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      throw new AppError('read_only', API_MESSAGES.sharedReadOnly);
    }
    next();
  });

  router.get('/:token', async (req, res) => {
    const share = await openShareOf(db, req, req.params.token);
    const covers = new Set(share.scopes);
    // Counts only the changes to what the link covers: how active the owner is elsewhere is
    // none of the holder's business.
    const coveredEntities = (Object.keys(SCOPE_OF_ENTITY) as (keyof typeof SCOPE_OF_ENTITY)[])
      .filter((entity) => covers.has(SCOPE_OF_ENTITY[entity]))
      .map((entity): EvidenceEntity => entity);
    const [
      networth,
      division,
      expenses,
      events,
      documents,
      disclosure,
      support,
      integrity,
      parties,
      covered,
      scenario,
      decision,
    ] = await Promise.all([
      covers.has('networth') ? findNetworthForUser(db, share.ownerId) : undefined,
      covers.has('networth') ? findDivisionForUser(db, share.ownerId, ACCOUNT_HOLDER) : undefined,
      covers.has('expenses') ? expenseRecords.list(db, share.ownerId) : undefined,
      covers.has('events') ? eventRecords.list(db, share.ownerId) : undefined,
      covers.has('documents') ? listSharedDocuments(db, share) : undefined,
      covers.has('disclosure')
        ? findDisclosureForUser(db, share.ownerId, previousMonth(todayIsoDate(utcNow())))
        : undefined,
      covers.has('support')
        ? findSupportForUser(db, share.ownerId, todayIsoDate(utcNow()))
        : undefined,
      checkIntegrity(db, share.ownerId),
      findParties(db, share.ownerId),
      countRevisions(db, share.ownerId, coveredEntities),
      covers.has('settlement') ? findScenario(db, share.ownerId) : undefined,
      covers.has('settlement') ? findSavedDecision(db, share.ownerId) : undefined,
    ]);
    await recordAccess(db, share, 'view', { userAgent: req.get('user-agent'), ip: req.ip ?? '' });
    res.json({
      shared_by: share.sharedBy,
      expires_at: share.expiresAt.toISOString(),
      scopes: share.scopes,
      spouses: spouseLabels(
        parties,
        translateText(ACCOUNT_HOLDER, answerLanguage()),
        answerLanguage(),
      ),
      ...(networth && { networth }),
      ...(division && { division }),
      ...(expenses && { expenses }),
      ...(events && { events }),
      ...(documents && { documents }),
      ...(disclosure && { disclosure }),
      ...(support && { support }),
      ...(covers.has('settlement') && {
        settlement: { scenario: scenario ?? null, decision_analysis: decision ?? null },
      }),
      integrity: {
        valid: integrity.valid,
        revisions: covered,
        checked_at: new Date().toISOString(),
      },
    } satisfies SharedViewResponse);
  });

  // Another month of the financial disclosure; logged as a view, like the page.
  router.get('/:token/disclosure', async (req, res) => {
    const { month } = parseBody(disclosureQuerySchema, req.query);
    const share = await openShareOf(db, req, req.params.token);
    if (!share.scopes.includes('disclosure')) throw notCovered();
    const statement = await findDisclosureForUser(db, share.ownerId, month);
    await recordAccess(db, share, 'view', { userAgent: req.get('user-agent'), ip: req.ip ?? '' });
    res.json(statement);
  });

  // The support ledger through another date; logged as a view, like the page.
  router.get('/:token/support', async (req, res) => {
    const { through } = parseBody(ledgerQuerySchema, req.query);
    const share = await openShareOf(db, req, req.params.token);
    if (!share.scopes.includes('support')) throw notCovered();
    const overview = await findSupportForUser(db, share.ownerId, through ?? todayIsoDate(utcNow()));
    await recordAccess(db, share, 'view', { userAgent: req.get('user-agent'), ip: req.ip ?? '' });
    res.json(overview);
  });

  router.get('/:token/history', async (req, res) => {
    const share = await openShareOf(db, req, req.params.token);
    const { entity, id } = parseBody(historyQuerySchema, req.query);
    if (!share.scopes.includes(SCOPE_OF_ENTITY[entity])) throw notCovered();
    // A document's history only while the list shows it: not a deleted one's.
    if (entity === 'document' && !(await findDocumentFile(db, share.ownerId, id))) {
      throw AppError.notFound(API_MESSAGES.recordNotFound);
    }
    const history = await findRecordHistory(db, share.ownerId, entity, id);
    if (!history) throw AppError.notFound(API_MESSAGES.recordNotFound);
    if (entity !== 'document') {
      res.json({ revisions: history });
      return;
    }
    // What a document proves, as the list says it: only the records this link covers.
    const covered = (links: unknown) =>
      Array.isArray(links)
        ? links.filter((link: DocumentDto['links'][number]) =>
            share.scopes.includes(SCOPE_OF_ENTITY[link.entity]),
          )
        : links;
    res.json({
      revisions: history.map((revision) => ({
        ...revision,
        data: { ...revision.data, links: covered(revision.data.links) },
        changes: revision.changes
          .map((change) =>
            change.field === 'links'
              ? { ...change, from: covered(change.from), to: covered(change.to) }
              : change,
          )
          .filter((change) => JSON.stringify(change.from) !== JSON.stringify(change.to)),
      })),
    });
  });

  /**
   * The case file of exactly what this link covers, made here like the owner's own, and marked
   * on /verify as made through a shared link. Counted per link and day before anything is made.
   */
  router.get('/:token/export', async (req, res) => {
    const share = await openShareOf(db, req, req.params.token);
    const { paper_size: paperSize, time_zone: timeZone } = parseBody(
      caseFileRequestSchema,
      req.query,
    );
    const limit = await hitRateLimit(
      db,
      `shared-export:share:${share.id}`,
      SHARED_EXPORTS_PER_DAY,
      24 * 60 * 60,
    );
    if (!limit.allowed) {
      res.set('Retry-After', String(limit.retryAfterSeconds));
      throw new AppError('rate_limited', EXPORT_MESSAGES.sharedExportsLimited);
    }
    const parties = await findParties(db, share.ownerId);
    const made = await makeCaseFile(
      db,
      share.ownerId,
      {
        shareId: share.id,
        trackers: share.scopes,
        name: share.sharedBy,
        spouses: spouseLabels(
          parties,
          translateText(ACCOUNT_HOLDER, answerLanguage()),
          answerLanguage(),
        ),
        withSettlement: share.scopes.includes('settlement'),
      },
      { publicUrl: config.publicUrl, timeZone, paperSize, stores },
    );
    await recordAccess(db, share, 'download', {
      userAgent: req.get('user-agent'),
      ip: req.ip ?? '',
    });
    await sendExport(res, made);
  });

  /**
   * One of the owner's live documents, shown (`?inline=1`, images and PDFs) or downloaded, with
   * the headers of the owner's own copy but never stored. Every GET that serves bytes goes in
   * the owner's access log with the file, once they are in hand (a store that is down logs
   * nothing); only a piece past the start of a file this link opened in the last few minutes
   * (a PDF viewer reading on) is not logged again. Any other range, however it is cut, is.
   */
  router.get('/:token/documents/:id/content', async (req, res) => {
    const share = await openShareOf(db, req, req.params.token);
    if (!share.scopes.includes('documents')) throw notCovered();
    const file = await findDocumentFile(db, share.ownerId, parseId(req.params.id));
    if (!file) throw AppError.notFound(DOCUMENT_MESSAGES.notFound);
    const kind = isInlineRequest(req, file) ? 'view' : 'download';
    await sendFile(req, res, stores, file, {
      cacheControl: 'no-store',
      beforeSend: async ({ start }) => {
        if (req.method !== 'GET') return;
        if (start > 0 && (await openedRecently(db, share, file.id))) return;
        await recordAccess(
          db,
          share,
          kind,
          { userAgent: req.get('user-agent'), ip: req.ip ?? '' },
          file.id,
        );
      },
    });
  });

  for (const [tracker, fileName] of Object.entries(EXPORT_FILES) as [ExportTracker, string][]) {
    router.get(`/:token/export/${fileName}`, async (req, res) => {
      const share = await openShareOf(db, req, req.params.token);
      if (!share.scopes.includes(tracker)) throw notCovered();
      res.set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${fileName}"`,
      });
      await pipeline(Readable.from(exportCsv(db, share.ownerId, tracker)), res).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
        },
      );
    });
  }

  return router;
}
