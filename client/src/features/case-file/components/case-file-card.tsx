import { Trans } from '@lingui/react/macro';
import { Download, FileArchive } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { useSharedText } from '@/lib/i18n';
import {
  PAPER_SIZE_LABELS,
  PAPER_SIZES,
  paperSizeForLocale,
  type PaperSize,
} from '@shared/paper-size';
import { CASE_FILE_TEXTS, useDownloadCaseFile } from '../use-download-case-file';

function isPaperSize(value: string): value is PaperSize {
  return (PAPER_SIZES as readonly string[]).includes(value);
}

/**
 * "Your case file" on the signed-in home: what the ZIP holds, the paper size (A4 or US Letter,
 * by default the one the browser's locale prints on) and the download. Premium users only; the
 * home page decides.
 */
export function CaseFileCard() {
  const titleId = useId();
  const [paperSize, setPaperSize] = useState<PaperSize>(() =>
    paperSizeForLocale(typeof navigator === 'undefined' ? undefined : navigator.language),
  );
  const download = useDownloadCaseFile();
  const sharedText = useSharedText();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    download.mutate(paperSize);
  }

  return (
    <section aria-labelledby={titleId}>
      <Card className="p-5 sm:p-6">
        <div className="flex gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary">
            <FileArchive aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {CASE_FILE_TEXTS.title}
            </h2>
            <p className="mt-1 text-sm leading-6 text-slate-600">
              <Trans>
                One ZIP with a PDF of your summary, assets and debts, expenses by month and event
                timeline, plus the same records as CSV files, which your lawyer can check at{' '}
                <Link
                  href={paths.verify}
                  className="font-medium text-primary underline underline-offset-4"
                >
                  /verify
                </Link>{' '}
                with the code printed on every page.
              </Trans>
            </p>
          </div>
        </div>
        <form
          className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={submit}
          aria-busy={download.isPending || undefined}
        >
          <div className="sm:w-44">
            <SelectField
              label={CASE_FILE_TEXTS.paperSize}
              value={paperSize}
              disabled={download.isPending}
              onChange={(event) => {
                if (isPaperSize(event.target.value)) setPaperSize(event.target.value);
              }}
            >
              {PAPER_SIZES.map((size) => (
                <option key={size} value={size}>
                  {sharedText(PAPER_SIZE_LABELS[size])}
                </option>
              ))}
            </SelectField>
          </div>
          <Button type="submit" className="w-full sm:w-auto" isLoading={download.isPending}>
            {!download.isPending && <Download aria-hidden="true" className="size-4" />}
            {CASE_FILE_TEXTS.download}
          </Button>
        </form>
        <p role="status" className="mt-3 min-h-5 text-sm text-slate-600">
          {download.isPending ? CASE_FILE_TEXTS.preparing : ''}
        </p>
      </Card>
    </section>
  );
}
