import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useIsMutating } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
import { type ComponentType, lazy, type LazyExoticComponent, Suspense, useState } from 'react';
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

const IMPORT_DIALOG_TEXT = {
  button: msg`Import CSV`,
  loading: msg`Loading the importer`,
  unavailable: msg`The importer could not be loaded. Check your connection, reload the page and try again.`,
};

/** The importer's steps, given a way to close the dialog. */
export type ImportWizardProps = { onClose: () => void };

type CsvImportDialogProps = {
  /** 'Import expenses from CSV'. */
  title: string;
  description: string;
  /**
   * The wizard, lazy: it and Papa Parse are their own chunk, fetched when the button is pointed
   * at, focused or pressed (`preload`), so the tracker's page does not carry them.
   */
  Wizard: LazyExoticComponent<ComponentType<ImportWizardProps>>;
  preload: () => void;
  /** The import request's mutation key: while it is pending the dialog stays open. */
  mutationKey: readonly unknown[];
  disabled?: boolean;
};

/**
 * A tracker's "Import CSV" button and its dialog: wide on a desktop; on a phone as tall as the
 * screen at most, scrolling under buttons that stay in view. It cannot be closed while an import
 * is being sent.
 */
export function CsvImportDialog({
  title,
  description,
  Wizard,
  preload,
  mutationKey,
  disabled = false,
}: CsvImportDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  const { i18n } = useLingui();
  const isImporting = useIsMutating({ mutationKey: [...mutationKey] }) > 0;
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (!isImporting) setIsOpen(open);
      }}
    >
      <DialogTrigger asChild>
        <Button
          writes
          variant="outline"
          disabled={disabled}
          onPointerEnter={preload}
          onFocus={preload}
        >
          <FileUp aria-hidden="true" className="size-4" />
          {i18n._(IMPORT_DIALOG_TEXT.button)}
        </Button>
      </DialogTrigger>
      <DialogContent width="wide" hideCloseButton={isImporting}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<TrackerLoading label={i18n._(IMPORT_DIALOG_TEXT.loading)} />}>
          <Wizard onClose={() => setIsOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}

/**
 * A lazily loaded wizard and its preload: the module `load` fetches, its `pick`ed component, or
 * a message that it could not be loaded (offline, a deploy in between).
 */
export function lazyWizard<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<ImportWizardProps>,
): Pick<CsvImportDialogProps, 'Wizard' | 'preload'> {
  return {
    Wizard: lazy(() =>
      load().then(
        (module) => ({ default: pick(module) }),
        () => ({ default: WizardUnavailable as ComponentType<ImportWizardProps> }),
      ),
    ),
    preload: () => void load().catch(() => undefined),
  };
}

function WizardUnavailable() {
  const { i18n } = useLingui();
  return <Alert tone="error">{i18n._(IMPORT_DIALOG_TEXT.unavailable)}</Alert>;
}
