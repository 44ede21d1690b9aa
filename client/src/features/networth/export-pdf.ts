/**
 * Export PDF: the server makes the net-worth report from the records as they are, so the file
 * /verify vouches for is the one it made; the browser only saves it.
 */
import { msg } from '@lingui/core/macro';
import { liveTexts } from '@/components/ui/live-texts';
import { API_PATHS } from '@shared/api';
import { browserTimeZone, NETWORTH_REPORT_NAME } from '@shared/exports';
import { downloadServerExport } from '@/features/evidence';

export const PDF_TEXTS = liveTexts({
  emptyTitle: msg`Cannot generate PDF`,
  emptyDescription: msg`You need to add some items to your net worth tracker first.`,
  failedTitle: msg`PDF Generation Failed`,
  failedDescription: msg`There was an error generating your PDF report.`,
  doneTitle: msg`PDF Generated`,
  doneDescription: msg`Your net worth report has been downloaded.`,
});

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
