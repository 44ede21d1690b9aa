/**
 * Export PDF: loads the report builder (and with it jsPDF and its table plugin) only now, so no
 * page ships the PDF library until a user asks for a report (spec §7).
 */
import type { DivisionResponse } from '@shared/division';
import type { NetworthItemDto, NetworthSummary } from '@shared/networth';
import type { SpouseLabels } from '@shared/parties';
import { paths } from '@/config/paths';
import { createVerifiedExport } from '@/features/evidence';
import { downloadBytes } from '@/lib/download';

export const PDF_TEXTS = {
  emptyTitle: 'Cannot generate PDF',
  emptyDescription: 'You need to add some items to your net worth tracker first.',
  failedTitle: 'PDF Generation Failed',
  failedDescription: 'There was an error generating your PDF report.',
  doneTitle: 'PDF Generated',
  doneDescription: 'Your net worth report has been downloaded.',
} as const;

/**
 * Builds the report as a verified export (a snapshot first, its code on every page, the file's
 * SHA-256 recorded after) and hands it to the browser as networth-report.pdf.
 */
export async function downloadNetworthReport(
  items: readonly NetworthItemDto[],
  summary: NetworthSummary,
  {
    categoryNames,
    publicUrl,
    division,
    spouses,
  }: {
    categoryNames: ReadonlyMap<string, string>;
    publicUrl: string;
    /** The proposed division, printed on the report's last page. */
    division: DivisionResponse;
    /** Who is who, beside each 'Spouse 1' and 'Spouse 2'. */
    spouses: SpouseLabels;
  },
): Promise<void> {
  const { buildNetworthReport, PDF_FILE_NAME } = await import('./pdf-report');
  const { files } = await createVerifiedExport({
    kind: 'networth_pdf',
    build: ({ code }) => [
      {
        name: PDF_FILE_NAME,
        bytes: new Uint8Array(
          buildNetworthReport(items, summary, {
            categoryNames,
            division,
            spouses,
            verification: { code, verifyUrl: `${publicUrl}${paths.verify}` },
          }).output('arraybuffer'),
        ),
      },
    ],
  });
  const [report] = files;
  downloadBytes(report!.bytes, PDF_FILE_NAME, 'application/pdf');
}
