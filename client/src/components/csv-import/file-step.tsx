import { Trans, useLingui } from '@lingui/react/macro';
import { FileUp } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { Input, Label } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useSharedText } from '@/lib/i18n';
import type { ParsedCsv } from '@shared/csv-import';
import { readCsvFile } from './read-csv-file';
import { WizardFooter } from './wizard-footer';

/** A file that passed the checks, and its table. */
export type CsvSource = { fileName: string; csv: ParsedCsv };

type FileStepProps = {
  /** Where such a file comes from, beside the drop box. */
  intro: ReactNode;
  /** What the file may be, under the field. */
  hint: string;
  onRead: (source: CsvSource) => void;
  onCancel: () => void;
};

/**
 * Step 1: pick a file, or drop one on the box. It is checked (size, binary, rows) before
 * anything is shown, and refused with the reason under the field.
 */
export function FileStep({ intro, hint, onRead, onCancel }: FileStepProps) {
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const [isReading, setIsReading] = useState(false);
  const { t } = useLingui();
  const sharedText = useSharedText();

  async function take(file: File | undefined) {
    if (file === undefined) return;
    setError(null);
    setIsReading(true);
    const result = await readCsvFile(file);
    setIsReading(false);
    if (result.ok) onRead({ fileName: file.name, csv: result.csv });
    else setError(result.message);
  }

  return (
    <>
      <FileDropZone onFiles={([file]) => void take(file)} className="space-y-4">
        <div className="flex items-start gap-3 text-slate-700">
          <FileUp aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-slate-500" />
          <p>{intro}</p>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={inputId}>
            <Trans>CSV file</Trans>
          </Label>
          <Input
            id={inputId}
            type="file"
            accept=".csv,text/csv,.txt,text/plain"
            // Focus starts here when the dialog opens: choosing the file is the first thing to do.
            autoFocus
            disabled={isReading}
            aria-invalid={error ? true : undefined}
            aria-describedby={[`${inputId}-hint`, error ? `${inputId}-error` : null]
              .filter(Boolean)
              .join(' ')}
            onChange={(event) => {
              void take(event.target.files?.[0]);
              // The same file chosen again (after fixing it) must fire a change again.
              event.target.value = '';
            }}
            className="bg-white file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:font-medium file:text-slate-800"
          />
          <p id={`${inputId}-hint`} className="text-sm text-slate-500">
            {hint}
          </p>
          {error && (
            <p id={`${inputId}-error`} role="alert" className="text-sm text-destructive">
              {sharedText(error)}
            </p>
          )}
        </div>
        {isReading && (
          <div className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner size="sm" label={t`Reading the file`} />
            <span aria-hidden="true">
              <Trans>Reading the file...</Trans>
            </span>
          </div>
        )}
      </FileDropZone>
      <WizardFooter>
        <Button variant="outline" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </WizardFooter>
    </>
  );
}
