import { msg } from '@lingui/core/macro';
import { CsvImportDialog, lazyWizard } from '@/components/csv-import/csv-import-dialog';
import { liveTexts } from '@/components/ui/live-texts';
import { expenseImportMutationKey } from '../api';

const IMPORT_TEXT = liveTexts({
  title: msg`Import expenses from CSV`,
  description: msg`Add months of expenses from your bank's CSV export at once. Nothing is saved until you have checked the rows.`,
});

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
