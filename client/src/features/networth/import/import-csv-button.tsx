import { msg } from '@lingui/core/macro';
import { CsvImportDialog, lazyWizard } from '@/components/csv-import/csv-import-dialog';
import { liveTexts } from '@/components/ui/live-texts';
import { networthImportMutationKey } from '../api';

const NETWORTH_IMPORT_TEXT = liveTexts({
  title: msg`Import assets and debts from CSV`,
  description: msg`Add the items of a spreadsheet or a Fairsplit export at once. Nothing is saved until you have checked the rows.`,
});

const wizard = lazyWizard(
  () => import('./import-wizard'),
  (module) => module.NetworthImportWizard,
);

/** The Net Worth Tracker's "Import CSV" button and its dialog. */
export function NetworthImportButton({ disabled = false }: { disabled?: boolean }) {
  return (
    <CsvImportDialog
      {...NETWORTH_IMPORT_TEXT}
      {...wizard}
      mutationKey={networthImportMutationKey}
      disabled={disabled}
    />
  );
}
