import { CsvImportDialog, lazyWizard } from '@/components/csv-import/csv-import-dialog';
import { expenseImportMutationKey } from '../api';

const IMPORT_TEXT = {
  title: 'Import expenses from CSV',
  description:
    "Add months of expenses from your bank's CSV export at once. Nothing is saved until you have checked the rows.",
} as const;

const wizard = lazyWizard(
  () => import('./import-wizard'),
  (module) => module.ImportWizard,
);

/** The Expense Tracker's "Import CSV" button and its dialog. */
export function ImportCsvButton({ disabled = false }: { disabled?: boolean }) {
  return (
    <CsvImportDialog
      {...IMPORT_TEXT}
      {...wizard}
      mutationKey={expenseImportMutationKey}
      disabled={disabled}
    />
  );
}
