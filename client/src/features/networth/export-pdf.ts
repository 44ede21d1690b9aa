/**
 * Export PDF: loads the report builder (and with it jsPDF and its table plugin) only now, so no
 * page ships the PDF library until a user asks for a report (spec §7).
 */
import type { NetworthItemDto } from '@shared/networth';
import type { NetworthSummary } from '@shared/networth';

export const PDF_TEXTS = {
  emptyTitle: 'Cannot generate PDF',
  emptyDescription: 'You need to add some items to your net worth tracker first.',
  failedTitle: 'PDF Generation Failed',
  failedDescription: 'There was an error generating your PDF report.',
  doneTitle: 'PDF Generated',
  doneDescription: 'Your net worth report has been downloaded.',
} as const;

/** Builds the report and hands it to the browser as a download named networth-report.pdf. */
export async function downloadNetworthReport(
  items: readonly NetworthItemDto[],
  summary: NetworthSummary,
  categoryNames: ReadonlyMap<string, string>,
): Promise<void> {
  const { buildNetworthReport, PDF_FILE_NAME } = await import('./pdf-report');
  const doc = buildNetworthReport(items, summary, { categoryNames });
  doc.save(PDF_FILE_NAME);
}
