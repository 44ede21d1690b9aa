/**
 * "Rename document": a new name for how she finds it; the file itself never changes. The name is
 * checked by the shared schema; a refusal from the server is said above the field, with what
 * she typed kept.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  useOpenerFocus,
} from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { describeWriteError } from '@/lib/api-errors';
import { documentRelabelSchema, type DocumentDto } from '@shared/documents';
import { useRenameDocument } from '../api';

type RenameValues = { name: string };

type RenameDialogProps = {
  /** The document being renamed, or null when the dialog is closed. */
  document: DocumentDto | null;
  onClose: () => void;
};

export function RenameDialog({ document, onClose }: RenameDialogProps) {
  const focus = useOpenerFocus();
  return (
    <Dialog open={document !== null} onOpenChange={(open) => !open && onClose()}>
      {document !== null && (
        <DialogContent {...focus} className="max-w-md">
          {/* Keyed, so each document opens with its own name in the field. */}
          <RenameForm key={document.id} document={document} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function RenameForm({ document, onDone }: { document: DocumentDto; onDone: () => void }) {
  const rename = useRenameDocument();
  const { t } = useLingui();
  const form = useForm<RenameValues>({
    resolver: zodResolver(documentRelabelSchema),
    defaultValues: { name: document.name },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ name }) =>
    rename.mutate({ id: document.id, name }, { onSuccess: onDone }),
  );
  const oldName = document.name;
  return (
    <>
      <DialogHeader>
        <DialogTitle>
          <Trans>Rename document</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>A new name for “{oldName}”. The file itself does not change.</Trans>
        </DialogDescription>
      </DialogHeader>
      {/* noValidate: the shared schema's messages are shown, not the browser's own bubbles. */}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {rename.isError && (
          <Alert tone="error">
            {describeWriteError(
              rename.error,
              t`The document could not be renamed. Please try again.`,
            )}
          </Alert>
        )}
        <TextField
          label={t`Name`}
          autoComplete="off"
          readOnly={rename.isPending}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <DialogFooter>
          <Button variant="outline" disabled={rename.isPending} onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" isLoading={rename.isPending} loadingText={t`Saving…`}>
            <Trans>Save name</Trans>
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
