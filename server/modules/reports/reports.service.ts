/**
 * The exports the server makes and vouches for: the net-worth report and the case file (the
 * owner's, or one made through a shared link of exactly what the link covers). Each is made
 * here, from the records as they are now, under a snapshot taken first; every file is hashed as
 * it is made, and the snapshot records those hashes and their signed receipt before a byte goes
 * out. No client ever names a hash: what /verify vouches for is what this module produced.
 */
import {
  DISCLOSURE_CSV_NAME,
  DISCLOSURE_PDF_NAME,
  SUPPORT_CSV_NAME,
  SUPPORT_PDF_NAME,
} from '@shared/exports';
import { type DisclosureLayout, previousMonth } from '@shared/disclosure';
import type { Verification } from './pdf-layout';
import { todayIsoDate } from '@shared/dates';
import { TZDate } from '@date-fns/tz';
import {
  disclosureCsv,
  findDisclosureForUser,
  hasDisclosureRecords,
} from '../disclosure/disclosure.service';
import { buildDisclosureReport } from './disclosure-report';
import { buildSupportReport } from './support-report';
import { findSupportForUser, hasSupportRecords, supportCsv } from '../support/support.service';
import { categoriesResponse, type NetworthItemDto, type NetworthSummary } from '@shared/networth';
import { getDisplayName } from '@shared/display-name';
import { EXPORT_FILES, type ExportTracker } from '@shared/csv';
import type { PaperSize } from '@shared/paper-size';
import { ACCOUNT_HOLDER, type SpouseLabels, spouseLabels, YOU } from '@shared/parties';
import { answerLanguage, translateText } from '../../http/language';
import type { ShareScope } from '@shared/sharing';
import { users } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { EXPORT_CODE_HEADER } from '@shared/api-paths';
import type { AppDatabase } from '../../db/connect';
import { findSavedDecision } from '../decision/decision.service';
import { findDivisionForUser } from '../division/division.service';
import { eventRecords } from '../events/events.service';
import {
  finishExport,
  recordCarrier,
  recordedBeforeLast,
  startExport,
} from '../evidence/evidence.service';
import { expenseRecords } from '../expenses/expenses.service';
import { type DocumentStores, linkedDocumentFiles } from '../documents/documents.service';
import { exportCsvText } from '../export/export.service';
import { findNetworthForUser } from '../networth/networth.service';
import { findScenario } from '../settlement/settlement.service';
import { findParties } from '../users/users.service';
import { buildCaseFilePdf, CASE_FILE_PDF_NAME, type CaseFileData } from './case-file-pdf';
import { caseFileSettlement } from './case-file-settlement';
import {
  CASE_FILE_ZIP_NAME,
  caseFileManifest,
  type ExportFile,
  madeFile,
  zipCaseFile,
} from './case-file-zip';
import { buildNetworthReport, PDF_FILE_NAME } from './networth-report';

/** A file the server made and recorded, ready to send: whole, or made as it is sent. */
export type MadeExport = {
  code: string;
  name: string;
  contentType: string;
} & ({ bytes: Uint8Array } | { chunks: AsyncIterable<Uint8Array> });

interface Where {
  /** PUBLIC_URL: the printed /verify address is built from configuration only. */
  publicUrl: string;
  /** The reader's time zone, for the times printed. */
  timeZone: string;
}

/**
 * Sends a made export as a download, with its verification code in a header for the toast. One
 * made as it is sent goes out a piece at a time; if it fails half-way (a stored document no
 * longer matches), the connection is cut, so no one is handed a file that looks whole.
 */
export async function sendExport(res: Response, made: MadeExport): Promise<void> {
  res.set({
    'Content-Type': made.contentType,
    'Content-Disposition': `attachment; filename="${made.name}"`,
    [EXPORT_CODE_HEADER]: made.code,
  });
  if ('chunks' in made) {
    await pipeline(Readable.from(made.chunks), res);
    return;
  }
  res.set('Content-Length', String(made.bytes.byteLength));
  res.end(Buffer.from(made.bytes.buffer, made.bytes.byteOffset, made.bytes.byteLength));
}

const verifyUrlOf = (publicUrl: string) => `${publicUrl}/verify`;

const categoryNames = new Map(
  [...categoriesResponse().asset_categories, ...categoriesResponse().debt_categories].map(
    (choice) => [choice.id, choice.name],
  ),
);

/** The net-worth report of the user's records now, recorded under a new code. */
export async function makeNetworthReport(
  db: AppDatabase,
  userId: number,
  { publicUrl, timeZone }: Where,
): Promise<MadeExport> {
  const snapshot = await startExport(db, userId, 'networth_pdf');
  const [{ items, summary }, division, parties] = await Promise.all([
    findNetworthForUser(db, userId),
    findDivisionForUser(db, userId),
    findParties(db, userId),
  ]);
  const language = answerLanguage();
  const pdf = buildNetworthReport(items, summary, {
    generatedAt: new Date(snapshot.created_at),
    timeZone,
    categoryNames,
    division,
    spouses: spouseLabels(parties, translateText(YOU, language), language),
    language,
    verification: { code: snapshot.code, verifyUrl: verifyUrlOf(publicUrl) },
  });
  const file = { name: PDF_FILE_NAME, bytes: new Uint8Array(pdf.output('arraybuffer')) };
  await finishExport(db, userId, snapshot, [madeFile(file)]);
  return { code: snapshot.code, contentType: 'application/pdf', ...file };
}

/** The financial disclosure of `month` as a PDF in `layout`, recorded under a new code. */
export async function makeDisclosureReport(
  db: AppDatabase,
  userId: number,
  { publicUrl, timeZone, month, layout }: Where & { month: string; layout: DisclosureLayout },
): Promise<MadeExport> {
  const snapshot = await startExport(db, userId, 'disclosure_pdf');
  const statement = await findDisclosureForUser(db, userId, month);
  const pdf = buildDisclosureReport(statement, {
    layout,
    generatedAt: new Date(snapshot.created_at),
    timeZone,
    language: answerLanguage(),
    verification: { code: snapshot.code, verifyUrl: verifyUrlOf(publicUrl) },
  });
  const file = { name: DISCLOSURE_PDF_NAME, bytes: new Uint8Array(pdf.output('arraybuffer')) };
  await finishExport(db, userId, snapshot, [madeFile(file)]);
  return { code: snapshot.code, contentType: 'application/pdf', ...file };
}

/** The support arrears statement through `through` (today where she is), recorded under a new code. */
export async function makeSupportReport(
  db: AppDatabase,
  userId: number,
  { publicUrl, timeZone, through }: Where & { through: string | null },
): Promise<MadeExport> {
  const snapshot = await startExport(db, userId, 'support_pdf');
  const overview = await findSupportForUser(
    db,
    userId,
    through ?? todayIsoDate(new TZDate(snapshot.created_at, timeZone)),
  );
  const pdf = buildSupportReport(overview, {
    generatedAt: new Date(snapshot.created_at),
    timeZone,
    language: answerLanguage(),
    verification: { code: snapshot.code, verifyUrl: verifyUrlOf(publicUrl) },
  });
  const file = { name: SUPPORT_PDF_NAME, bytes: new Uint8Array(pdf.output('arraybuffer')) };
  await finishExport(db, userId, snapshot, [madeFile(file)]);
  return { code: snapshot.code, contentType: 'application/pdf', ...file };
}

/** The support ledger through `through` for the case file: the arrears statement and its CSV. */
async function supportFiles(
  db: AppDatabase,
  userId: number,
  options: { through: string; timeZone: string; generatedAt: Date; verification: Verification },
): Promise<ExportFile[]> {
  const overview = await findSupportForUser(db, userId, options.through);
  const pdf = buildSupportReport(overview, { ...options, language: answerLanguage() });
  return [
    { name: SUPPORT_PDF_NAME, bytes: new Uint8Array(pdf.output('arraybuffer')) },
    { name: SUPPORT_CSV_NAME, bytes: new TextEncoder().encode(supportCsv(overview)) },
  ];
}

/** The financial disclosure of `month` for the case file: its PDF and its CSV. */
async function disclosureFiles(
  db: AppDatabase,
  userId: number,
  options: { month: string; timeZone: string; generatedAt: Date; verification: Verification },
): Promise<ExportFile[]> {
  const statement = await findDisclosureForUser(db, userId, options.month);
  const pdf = buildDisclosureReport(statement, {
    ...options,
    layout: 'fl150',
    language: answerLanguage(),
  });
  return [
    { name: DISCLOSURE_PDF_NAME, bytes: new Uint8Array(pdf.output('arraybuffer')) },
    {
      name: DISCLOSURE_CSV_NAME,
      bytes: new TextEncoder().encode(disclosureCsv(statement)),
    },
  ];
}

/** The records each tracker's documents are attached to. */
const ENTITY_OF = { expenses: 'expense', events: 'event', networth: 'networth_item' } as const;

/** What a case file holds: everything for the owner, the covered trackers through a share. */
export interface CaseFileScope {
  /** Null for the owner's own case file. */
  shareId: number | null;
  trackers: readonly ShareScope[];
  /** The name on the cover: the owner's display name, or the initials a share shows. */
  name: string;
  spouses: SpouseLabels;
  /**
   * The owner's saved settlement figures and decision analysis, her strategy: in her own case
   * file, and in a link's only when the link covers `settlement`.
   */
  withSettlement: boolean;
}

/** The owner's own case file: every tracker, her name, who is who as she said it. */
export async function ownCaseFileScope(db: AppDatabase, userId: number): Promise<CaseFileScope> {
  const [[user], parties] = await Promise.all([
    db
      .select({
        first_name: users.firstName,
        last_name: users.lastName,
        email: users.email,
        username: users.username,
      })
      .from(users)
      .where(eq(users.id, userId)),
    findParties(db, userId),
  ]);
  return {
    shareId: null,
    trackers: ['networth', 'expenses', 'events', 'disclosure', 'support'],
    name: getDisplayName(user),
    spouses: spouseLabels(parties, translateText(YOU, answerLanguage()), answerLanguage()),
    withSettlement: true,
  };
}

async function loadCaseFileData(
  db: AppDatabase,
  userId: number,
  scope: CaseFileScope,
): Promise<CaseFileData> {
  const covers = new Set(scope.trackers);
  const you = scope.shareId === null ? undefined : ACCOUNT_HOLDER;
  const [networth, division, expenses, events, scenario, decision] = await Promise.all([
    covers.has('networth') ? findNetworthForUser(db, userId) : undefined,
    covers.has('networth') ? findDivisionForUser(db, userId, you) : undefined,
    covers.has('expenses') ? expenseRecords.list(db, userId) : undefined,
    covers.has('events') ? eventRecords.list(db, userId) : undefined,
    scope.withSettlement ? findScenario(db, userId) : null,
    scope.withSettlement ? findSavedDecision(db, userId) : null,
  ]);
  const records =
    networth && division
      ? {
          items: networth.items as NetworthItemDto[],
          summary: networth.summary as NetworthSummary,
          division,
          spouses: scope.spouses,
        }
      : undefined;
  return {
    name: scope.name,
    ...(records && { networth: records }),
    ...(expenses && { expenses }),
    ...(events && { events }),
    // The calculator's result is worked out on the net worth and the expenses: without both in
    // the file, its page would show figures the file does not hold.
    ...(scenario &&
      records &&
      expenses && {
        settlement: caseFileSettlement(scenario, records, expenses, answerLanguage()),
      }),
    ...(decision && { decision }),
  };
}

/**
 * The case file of `scope`: the PDF, the covered trackers' CSVs (byte for byte their
 * downloads), the manifest and the signed receipt, in one ZIP, recorded under a new code.
 */
export async function makeCaseFile(
  db: AppDatabase,
  userId: number,
  scope: CaseFileScope,
  {
    publicUrl,
    timeZone,
    paperSize,
    stores,
  }: Where & { paperSize: PaperSize; stores: DocumentStores },
): Promise<MadeExport> {
  const snapshot = await startExport(db, userId, 'case_file', scope.shareId);
  const verifyUrl = verifyUrlOf(publicUrl);
  const trackers = (['expenses', 'events', 'networth'] as ExportTracker[]).filter((tracker) =>
    scope.trackers.includes(tracker),
  );
  const [data, csvs] = await Promise.all([
    loadCaseFileData(db, userId, scope),
    Promise.all(
      trackers.map(async (tracker) => ({
        name: EXPORT_FILES[tracker],
        bytes: new TextEncoder().encode(await exportCsvText(db, userId, tracker)),
      })),
    ),
  ]);
  const pdf: ExportFile = {
    name: CASE_FILE_PDF_NAME,
    bytes: new Uint8Array(
      buildCaseFilePdf(data, {
        paperSize,
        timeZone,
        exportedAt: new Date(snapshot.created_at),
        verification: { code: snapshot.code, verifyUrl },
        head: snapshot.head,
        language: answerLanguage(),
      }).output('arraybuffer'),
    ),
  };
  // The owner's own case file carries the documents that prove its records. A shared link's
  // does not: its holder opens the files one by one, so the owner's log names each file read.
  const documents =
    scope.shareId === null
      ? await linkedDocumentFiles(
          db,
          stores,
          userId,
          trackers.map((tracker) => ENTITY_OF[tracker]),
        )
      : [];
  // The financial disclosure of the last whole month where she is, as a PDF in FL-150's order
  // and as CSV: in a shared link's case file when it covers it, in her own once she has begun it.
  const withDisclosure =
    scope.trackers.includes('disclosure') &&
    (scope.shareId !== null || (await hasDisclosureRecords(db, userId)));
  const disclosure = withDisclosure
    ? await disclosureFiles(db, userId, {
        month: previousMonth(todayIsoDate(new TZDate(snapshot.created_at, timeZone))),
        timeZone,
        generatedAt: new Date(snapshot.created_at),
        verification: { code: snapshot.code, verifyUrl },
      })
    : [];
  // The support ledger through today where she is, likewise: in a shared link's case file when
  // it covers it, in her own once she has an order or a reimbursement request.
  const withSupport =
    scope.trackers.includes('support') &&
    (scope.shareId !== null || (await hasSupportRecords(db, userId)));
  const support = withSupport
    ? await supportFiles(db, userId, {
        through: todayIsoDate(new TZDate(snapshot.created_at, timeZone)),
        timeZone,
        generatedAt: new Date(snapshot.created_at),
        verification: { code: snapshot.code, verifyUrl },
      })
    : [];
  const made = [
    ...[pdf, ...csvs, ...disclosure, ...support].map(madeFile),
    // As each arrived: its bytes are checked against it again as the ZIP is sent.
    ...documents.map(({ name, sha256, bytes }) => ({ name, sha256, bytes })),
  ];
  // The receipt is signed before the ZIP is made (the ZIP carries it); the ZIP's own hash is
  // recorded before its last bytes go out, so /verify vouches for it too.
  const receipt = await finishExport(db, userId, snapshot, made);
  const zip = zipCaseFile(
    [pdf, ...csvs, ...disclosure, ...support, ...documents],
    caseFileManifest(snapshot, verifyUrl, made),
    receipt,
  );
  return {
    code: snapshot.code,
    name: CASE_FILE_ZIP_NAME,
    contentType: 'application/zip',
    chunks: recordedBeforeLast(zip, (file) =>
      recordCarrier(db, userId, snapshot, { name: CASE_FILE_ZIP_NAME, ...file }),
    ),
  };
}
