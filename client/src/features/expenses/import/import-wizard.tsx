/**
 * The importer's three steps, loaded with Papa Parse only when the dialog opens: choose a file,
 * match its columns, check the rows and import them. Each step's heading takes focus when the
 * step changes, so a screen reader hears where it is.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { buildImportRows, type ColumnMapping, type ImportRow } from '@shared/csv-import';
import { expensesQueryOptions } from '../api';
import { mappingOf } from './column-choice';
import { type ColumnsDecision, ColumnsStep } from './columns-step';
import { type CsvSource, FileStep } from './file-step';
import { PreviewStep } from './preview-step';

type WizardStep =
  | { name: 'file' }
  | { name: 'columns'; source: CsvSource; decision: ColumnsDecision | null }
  | {
      name: 'preview';
      source: CsvSource;
      decision: ColumnsDecision;
      mapping: ColumnMapping;
      rows: ImportRow[];
    };

const HEADINGS = {
  file: { number: 1, title: 'Choose a file' },
  columns: { number: 2, title: 'Match the columns' },
  preview: { number: 3, title: 'Check the rows' },
} as const;

type ImportWizardProps = {
  /** Closes the dialog (Cancel, or once the rows are imported). */
  onClose: () => void;
};

export function ImportWizard({ onClose }: ImportWizardProps) {
  const [step, setStep] = useState<WizardStep>({ name: 'file' });
  const queryClient = useQueryClient();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step.name);

  useEffect(() => {
    if (shownStep.current === step.name) return;
    shownStep.current = step.name;
    headingRef.current?.focus();
  }, [step.name]);

  function preview(source: CsvSource, decision: ColumnsDecision) {
    const mapping = mappingOf(decision.choice);
    // The tracker's list as it stands (loaded before the button was enabled): what a row may
    // duplicate. Read, not subscribed to, so the preview does not change under the user.
    const existing = queryClient.getQueryData(expensesQueryOptions.queryKey) ?? [];
    const rows = buildImportRows(source.csv.rows, mapping, decision.dateFormat, existing);
    setStep({ name: 'preview', source, decision, mapping, rows });
  }

  const heading = HEADINGS[step.name];
  return (
    <section aria-labelledby={headingId}>
      <p className="text-sm text-slate-500">Step {heading.number} of 3</p>
      <h3
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="mb-3 text-base font-semibold text-slate-900 focus:outline-none"
      >
        {heading.title}
      </h3>
      {step.name === 'file' && (
        <FileStep
          onCancel={onClose}
          onRead={(source) => setStep({ name: 'columns', source, decision: null })}
        />
      )}
      {step.name === 'columns' && (
        <ColumnsStep
          source={step.source}
          initial={step.decision}
          onBack={() => setStep({ name: 'file' })}
          onPreview={(decision) => preview(step.source, decision)}
        />
      )}
      {step.name === 'preview' && (
        <PreviewStep
          source={step.source}
          mapping={step.mapping}
          rows={step.rows}
          onBack={() => setStep({ name: 'columns', source: step.source, decision: step.decision })}
          onImported={onClose}
        />
      )}
    </section>
  );
}
