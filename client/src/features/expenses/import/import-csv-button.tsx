import { useIsMutating } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { TrackerLoading } from '@/components/trackers/tracker-states';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { expenseImportMutationKey } from '../api';

// The wizard and Papa Parse are their own chunk, fetched when the button is pointed at,
// focused or pressed: the Expense Tracker page does not carry them.
const loadWizard = () => import('./import-wizard');
const ImportWizard = lazy(() =>
  loadWizard().then(
    (module) => ({ default: module.ImportWizard }),
    () => ({ default: WizardUnavailable }),
  ),
);

export const IMPORT_TEXT = {
  button: 'Import CSV',
  title: 'Import expenses from CSV',
  description:
    "Add months of expenses from your bank's CSV export at once. Nothing is saved until you have checked the rows.",
  loading: 'Loading the importer',
  unavailable:
    'The importer could not be loaded. Check your connection, reload the page and try again.',
} as const;

/**
 * The Expense Tracker's "Import CSV" button and its dialog: wide on a desktop; on a phone as
 * tall as the screen at most, scrolling under buttons that stay in view. It cannot be closed
 * while an import is being sent.
 */
export function ImportCsvButton({ disabled = false }: { disabled?: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const isImporting = useIsMutating({ mutationKey: expenseImportMutationKey }) > 0;
  const preload = () => void loadWizard().catch(() => undefined);
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (!isImporting) setIsOpen(open);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" disabled={disabled} onPointerEnter={preload} onFocus={preload}>
          <FileUp aria-hidden="true" className="size-4" />
          {IMPORT_TEXT.button}
        </Button>
      </DialogTrigger>
      <DialogContent width="wide" hideCloseButton={isImporting}>
        <DialogHeader>
          <DialogTitle>{IMPORT_TEXT.title}</DialogTitle>
          <DialogDescription>{IMPORT_TEXT.description}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<TrackerLoading label={IMPORT_TEXT.loading} />}>
          <ImportWizard onClose={() => setIsOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}

function WizardUnavailable() {
  return <Alert tone="error">{IMPORT_TEXT.unavailable}</Alert>;
}
