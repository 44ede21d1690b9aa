/**
 * Download case file: the server makes the ZIP (the PDF, the trackers' CSVs, the manifest and
 * the signed receipt) under a new verification code and records every file's SHA-256 before
 * sending it; the browser saves it as it came. A shared view asks through its link for exactly
 * what the link covers.
 */
import { API_PATHS } from '@shared/api';
import { browserTimeZone, CASE_FILE_ZIP_NAME } from '@shared/exports';
import type { PaperSize } from '@shared/paper-size';
import { SHARE_PASSCODE_HEADER, SHARE_TOKEN_HEADER } from '@shared/sharing';
import { downloadServerExport } from '@/features/evidence';

const ZIP = { fileName: CASE_FILE_ZIP_NAME, contentType: 'application/zip' } as const;

/** Makes, records and downloads the user's case file; answers its verification code. */
export function exportCaseFile(paperSize: PaperSize): Promise<{ code: string }> {
  return downloadServerExport({
    method: 'POST',
    url: API_PATHS.caseFile,
    body: { paper_size: paperSize, time_zone: browserTimeZone() },
    ...ZIP,
  });
}

export interface SharedCaseFileRequest {
  token: string;
  /** The passcode the viewer gave, if the share has one. */
  passcode: string | null;
  paperSize: PaperSize;
}

/** The same case file made through a shared link, of exactly what the link covers. */
export function exportSharedCaseFile({
  token,
  passcode,
  paperSize,
}: SharedCaseFileRequest): Promise<{ code: string }> {
  const query = new URLSearchParams({ paper_size: paperSize, time_zone: browserTimeZone() });
  return downloadServerExport({
    method: 'GET',
    url: `${API_PATHS.sharedCaseFile(token)}?${query}`,
    options: {
      anonymous: true,
      headers: {
        [SHARE_TOKEN_HEADER]: token,
        ...(passcode ? { [SHARE_PASSCODE_HEADER]: passcode } : {}),
      },
    },
    ...ZIP,
  });
}
