/**
 * Download case file: a verified export of kind 'case_file'. The snapshot is taken first, then
 * the records are read (so every file shows at least what the snapshot vouches for, and /verify
 * reports any change made in between), the PDF is built, the three CSVs are fetched as they are,
 * and all of it goes into one ZIP with its manifest. The snapshot records the SHA-256 of the
 * PDF, each CSV and the ZIP itself; the browser then saves the ZIP.
 *
 * This module pulls in jsPDF, its table plugin and fflate: the app loads it only with a dynamic
 * import() when the button is pressed.
 */
import type { QueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@shared/api';
import { EXPORT_FILES } from '@shared/csv';
import type { SnapshotResponse } from '@shared/evidence';
import { spouseLabels } from '@shared/parties';
import {
  SHARE_PASSCODE_HEADER,
  SHARE_TOKEN_HEADER,
  type SharedViewResponse,
} from '@shared/sharing';
import { paths } from '@/config/paths';
import { partiesQueryOptions } from '@/features/account';
import { divisionQueryOptions } from '@/features/division';
import { eventsQueryOptions } from '@/features/events';
import { createVerifiedExport, type ExportFile, type VerifiedExport } from '@/features/evidence';
import { expensesQueryOptions } from '@/features/expenses';
import { networthQueryOptions } from '@/features/networth';
import { settlementScenarioQueryOptions } from '@/features/settlement';
import { apiRequest, apiRequestBytes } from '@/lib/api-client';
import { downloadBytes } from '@/lib/download';
import {
  buildCaseFilePdf,
  CASE_FILE_PDF_NAME,
  type CaseFileData,
  type CaseFileNetworth,
} from './case-file-pdf';
import { CASE_FILE_ZIP_NAME, caseFileManifest, zipCaseFile } from './case-file-zip';
import { caseFileSettlement } from './settlement-section';
import type { PaperSize } from './paper-size';

export interface CaseFileRequest {
  queryClient: QueryClient;
  paperSize: PaperSize;
  /** The account holder's display name, for the cover. */
  name: string;
  /** PUBLIC_URL, where the printed /verify address points. */
  publicUrl: string;
}

/** The user's records as they are now: fetched afresh, never from a cache that may be a minute old. */
async function loadRecords(queryClient: QueryClient, name: string): Promise<CaseFileData> {
  const fresh = { staleTime: 0 } as const;
  const [networth, division, expenses, events, { scenario }, parties] = await Promise.all([
    queryClient.fetchQuery({ ...networthQueryOptions, ...fresh }),
    queryClient.fetchQuery({ ...divisionQueryOptions, ...fresh }),
    queryClient.fetchQuery({ ...expensesQueryOptions, ...fresh }),
    queryClient.fetchQuery({ ...eventsQueryOptions, ...fresh }),
    queryClient.fetchQuery({ ...settlementScenarioQueryOptions, ...fresh }),
    queryClient.fetchQuery({ ...partiesQueryOptions, ...fresh }),
  ]);
  const records: CaseFileNetworth = {
    items: networth.items,
    summary: networth.summary,
    division,
    spouses: spouseLabels(parties),
  };
  return {
    name,
    networth: records,
    expenses,
    events,
    settlement: scenario === null ? undefined : caseFileSettlement(scenario, records, expenses),
  };
}

/** The three CSV exports, byte for byte as the server sent them. */
function fetchCsvs(): Promise<ExportFile[]> {
  const names = [EXPORT_FILES.expenses, EXPORT_FILES.events, EXPORT_FILES.networth];
  return Promise.all(
    names.map(async (fileName) => ({
      name: fileName,
      bytes: await apiRequestBytes('GET', API_PATHS.exportCsv(fileName)),
    })),
  );
}

/** The PDF made under `snapshot`, the CSVs, and the ZIP of them all with its manifest. */
function assemble(
  snapshot: SnapshotResponse,
  data: CaseFileData,
  csvs: ExportFile[],
  paperSize: PaperSize,
  verifyUrl: string,
): Promise<ExportFile[]> {
  const pdf: ExportFile = {
    name: CASE_FILE_PDF_NAME,
    bytes: new Uint8Array(
      buildCaseFilePdf(data, {
        paperSize,
        exportedAt: new Date(snapshot.created_at),
        verification: { code: snapshot.code, verifyUrl },
        head: snapshot.head,
      }).output('arraybuffer'),
    ),
  };
  const contents = [pdf, ...csvs];
  return caseFileManifest(snapshot, verifyUrl, contents).then((manifest) => [
    ...contents,
    { name: CASE_FILE_ZIP_NAME, bytes: zipCaseFile(contents, manifest) },
  ]);
}

/** Saves the ZIP among `files` and answers the code it carries. */
function saveZip({ snapshot, files }: VerifiedExport): { code: string } {
  const zip = files.find((file) => file.name === CASE_FILE_ZIP_NAME)!;
  downloadBytes(zip.bytes, CASE_FILE_ZIP_NAME, 'application/zip');
  return { code: snapshot.code };
}

/** Makes, records and downloads the case file; answers its verification code. */
export async function exportCaseFile({
  queryClient,
  paperSize,
  name,
  publicUrl,
}: CaseFileRequest): Promise<{ code: string }> {
  const verifyUrl = `${publicUrl}${paths.verify}`;
  const made = await createVerifiedExport({
    kind: 'case_file',
    build: async (snapshot) => {
      const [data, csvs] = await Promise.all([loadRecords(queryClient, name), fetchCsvs()]);
      return assemble(snapshot, data, csvs, paperSize, verifyUrl);
    },
  });
  return saveZip(made);
}

export interface SharedCaseFileRequest {
  token: string;
  /** The passcode the viewer gave, if the share has one. */
  passcode: string | null;
  /** The shared view as loaded: exactly what the share covers. */
  view: SharedViewResponse;
  paperSize: PaperSize;
  publicUrl: string;
}

/**
 * The same case file made from a shared view, holding exactly what the share covers: the
 * snapshot is taken through the share (GET /api/shared/:token/export), the CSVs of the covered
 * trackers are read through it, and the files' fingerprints are recorded on that snapshot
 * (POST /api/share-exports/:code/files), so /verify vouches for the lawyer's copy as well.
 */
export async function exportSharedCaseFile({
  token,
  passcode,
  view,
  paperSize,
  publicUrl,
}: SharedCaseFileRequest): Promise<{ code: string }> {
  const verifyUrl = `${publicUrl}${paths.verify}`;
  const headers: Record<string, string> = {
    [SHARE_TOKEN_HEADER]: token,
    ...(passcode ? { [SHARE_PASSCODE_HEADER]: passcode } : {}),
  };
  const options = { anonymous: true, headers };
  const base = `/api/shared/${encodeURIComponent(token)}`;
  const data: CaseFileData = {
    name: view.shared_by,
    ...(view.networth && view.division
      ? { networth: { ...view.networth, division: view.division, spouses: view.spouses } }
      : {}),
    ...(view.expenses ? { expenses: view.expenses } : {}),
    ...(view.events ? { events: view.events } : {}),
  };
  const made = await createVerifiedExport({
    kind: 'case_file',
    endpoints: {
      take: () => apiRequest('GET', `${base}/export`, undefined, options),
      recordFiles: (code, files) =>
        apiRequest(
          'POST',
          `/api/share-exports/${encodeURIComponent(code)}/files`,
          { files },
          options,
        ),
    },
    build: async (snapshot) => {
      const csvs = await Promise.all(
        view.scopes.map(async (scope) => ({
          name: EXPORT_FILES[scope],
          bytes: await apiRequestBytes('GET', `${base}/export/${EXPORT_FILES[scope]}`, options),
        })),
      );
      return assemble(snapshot, data, csvs, paperSize, verifyUrl);
    },
  });
  return saveZip(made);
}
