import { Trans, useLingui } from '@lingui/react/macro';
import { Download, FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { describeWriteError } from '@/lib/api-errors';
import { logger } from '@/lib/logger';
import { downloadSupportCsv, downloadSupportPdf, SUPPORT_TEXTS } from '../api';

/** The arrears statement (PDF, verified) and the ledger (CSV), both through `through`. */
export function SupportDownloads({ through }: { through: string }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const [busy, setBusy] = useState<'pdf' | 'csv' | null>(null);

  async function download(kind: 'pdf' | 'csv') {
    setBusy(kind);
    try {
      if (kind === 'pdf') {
        const { code } = await downloadSupportPdf(through);
        toast({
          title: SUPPORT_TEXTS.pdfDoneTitle,
          description: `${SUPPORT_TEXTS.pdfDoneDescription} ${t`Verification code: ${code}`}`,
        });
      } else {
        await downloadSupportCsv(through);
      }
    } catch (error) {
      logger.error('Could not download the support records', error);
      toast({
        title: kind === 'pdf' ? SUPPORT_TEXTS.pdfFailedTitle : SUPPORT_TEXTS.csvFailedTitle,
        description: describeWriteError(
          error,
          kind === 'pdf' ? SUPPORT_TEXTS.pdfFailedDescription : SUPPORT_TEXTS.csvFailedDescription,
        ),
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Button
        writes
        onClick={() => void download('pdf')}
        isLoading={busy === 'pdf'}
        disabled={busy !== null}
      >
        <Download aria-hidden="true" className="size-4" />
        <Trans>Arrears statement (PDF)</Trans>
      </Button>
      <Button
        writes
        variant="outline"
        onClick={() => void download('csv')}
        isLoading={busy === 'csv'}
        disabled={busy !== null}
      >
        <FileSpreadsheet aria-hidden="true" className="size-4" />
        <Trans>Download CSV</Trans>
      </Button>
    </div>
  );
}
