/**
 * An importer's three steps, the same for every tracker: choose a file, match its columns (the
 * tracker's own step), check the rows and import them. Going back keeps what was decided.
 */
import { type ComponentType, type ReactNode, useState } from 'react';
import { type ImportRow, markUnreadableRows } from '@shared/csv-import';
import type { ImportWizardProps } from './csv-import-dialog';
import { type CsvSource, FileStep } from './file-step';
import { type ImportRowsMutation, type PreviewShape, PreviewStep } from './preview-step';
import { WizardFrame } from './wizard-frame';

/** A tracker's "Match the columns" step: it starts from `initial` when the user comes back. */
export type ColumnsStepProps<Decision> = {
  source: CsvSource;
  initial: Decision | null;
  onBack: () => void;
  onPreview: (decision: Decision) => void;
};

/** The rows a decision reads from the file, and how they show. */
type ImportPreview<Values> = {
  rows: ImportRow<Values>[];
  shape: PreviewShape<Values>;
};

type WizardStep<Decision, Values> =
  | { name: 'file' }
  | { name: 'columns'; source: CsvSource; decision: Decision | null }
  | {
      name: 'preview';
      source: CsvSource;
      decision: Decision;
      preview: ImportPreview<Values>;
    };

type CsvImportWizardProps<Decision, Values> = ImportWizardProps & {
  /** The file step's words: where such a file comes from, and what it may be. */
  intro: ReactNode;
  hint: string;
  ColumnsStep: ComponentType<ColumnsStepProps<Decision>>;
  /** Reads the file's rows as the decision says, when the preview opens. */
  readRows: (source: CsvSource, decision: Decision) => ImportPreview<Values>;
  importRows: ImportRowsMutation<Values>;
};

export function CsvImportWizard<Decision, Values>({
  intro,
  hint,
  ColumnsStep,
  readRows,
  importRows,
  onClose,
}: CsvImportWizardProps<Decision, Values>) {
  const [step, setStep] = useState<WizardStep<Decision, Values>>({ name: 'file' });
  return (
    <WizardFrame step={step.name}>
      {step.name === 'file' && (
        <FileStep
          intro={intro}
          hint={hint}
          onCancel={onClose}
          onRead={(source) => setStep({ name: 'columns', source, decision: null })}
        />
      )}
      {step.name === 'columns' && (
        <ColumnsStep
          source={step.source}
          initial={step.decision}
          onBack={() => setStep({ name: 'file' })}
          onPreview={(decision) => {
            const preview = readRows(step.source, decision);
            // Whatever a tracker made of a row the file's bytes could not give, it is not imported.
            const rows = markUnreadableRows(preview.rows, step.source.csv.unreadableLines);
            setStep({
              name: 'preview',
              source: step.source,
              decision,
              preview: { ...preview, rows },
            });
          }}
        />
      )}
      {step.name === 'preview' && (
        <PreviewStep
          source={step.source}
          rows={step.preview.rows}
          shape={step.preview.shape}
          importRows={importRows}
          onBack={() => setStep({ name: 'columns', source: step.source, decision: step.decision })}
          onImported={onClose}
        />
      )}
    </WizardFrame>
  );
}
