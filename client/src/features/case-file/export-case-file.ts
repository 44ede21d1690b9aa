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
import { paths } from '@/config/paths';
import { divisionQueryOptions } from '@/features/division';
import { eventsQueryOptions } from '@/features/events';
import { createVerifiedExport, type ExportFile } from '@/features/evidence';
import { expensesQueryOptions } from '@/features/expenses';
import { networthQueryOptions } from '@/features/networth';
import { apiRequestBytes } from '@/lib/api-client';
import { downloadBytes } from '@/lib/download';
import { buildCaseFilePdf, CASE_FILE_PDF_NAME, type CaseFileData } from './case-file-pdf';
import { CASE_FILE_ZIP_NAME, caseFileManifest, zipCaseFile } from './case-file-zip';
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
  const [networth, division, expenses, events] = await Promise.all([
    queryClient.fetchQuery({ ...networthQueryOptions, ...fresh }),
    queryClient.fetchQuery({ ...divisionQueryOptions, ...fresh }),
    queryClient.fetchQuery({ ...expensesQueryOptions, ...fresh }),
    queryClient.fetchQuery({ ...eventsQueryOptions, ...fresh }),
  ]);
  return {
    name,
    networth: { items: networth.items, summary: networth.summary, division },
    expenses,
    events,
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

/** Makes, records and downloads the case file; answers its verification code. */
export async function exportCaseFile({
  queryClient,
  paperSize,
  name,
  publicUrl,
}: CaseFileRequest): Promise<{ code: string }> {
  const verifyUrl = `${publicUrl}${paths.verify}`;
  const { snapshot, files } = await createVerifiedExport({
    kind: 'case_file',
    build: async (snapshot) => {
      const [data, csvs] = await Promise.all([loadRecords(queryClient, name), fetchCsvs()]);
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
      const manifest = await caseFileManifest(snapshot, verifyUrl, contents);
      return [...contents, { name: CASE_FILE_ZIP_NAME, bytes: zipCaseFile(contents, manifest) }];
    },
  });
  const zip = files.find((file) => file.name === CASE_FILE_ZIP_NAME)!;
  downloadBytes(zip.bytes, CASE_FILE_ZIP_NAME, 'application/zip');
  return { code: snapshot.code };
}
