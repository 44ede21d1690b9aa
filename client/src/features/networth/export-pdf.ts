/**
 * Export PDF: the server makes the net-worth report from the records as they are, so the file
 * /verify vouches for is the one it made; the browser only saves it.
 */
import { API_PATHS } from '@shared/api';
import { browserTimeZone, NETWORTH_REPORT_NAME } from '@shared/exports';
import { downloadServerExport } from '@/features/evidence';

export const PDF_TEXTS = {
  emptyTitle: 'Cannot generate PDF',
  emptyDescription: 'You need to add some items to your net worth tracker first.',
  failedTitle: 'PDF Generation Failed',
  failedDescription: 'There was an error generating your PDF report.',
  doneTitle: 'PDF Generated',
  doneDescription: 'Your net worth report has been downloaded.',
} as const;

/**
 * Asks the server for the report (it takes the snapshot, prints its code on every page and
 * records the file's SHA-256 and signed receipt) and saves it as networth-report.pdf.
 */
export async function downloadNetworthReport(): Promise<{ code: string }> {
  return downloadServerExport({
    method: 'POST',
    url: API_PATHS.networthReport,
    body: { time_zone: browserTimeZone() },
    fileName: NETWORTH_REPORT_NAME,
    contentType: 'application/pdf',
  });
}
