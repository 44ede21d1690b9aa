/**
 * A record's paperclip: how many documents prove it, and the dialog that shows, attaches and
 * detaches them. The dialog's code loads when it is first opened, so a tracker's table carries
 * only the button.
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Paperclip } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import type { DocumentEntity } from '@shared/documents';
import { documentsQueryOptions } from '../api';
import { isLinkedTo } from '../document-facts';

const RecordDocumentsDialog = lazy(async () => ({
  default: (await import('./record-documents-dialog')).RecordDocumentsDialog,
}));

type RecordDocumentsButtonProps = {
  entity: DocumentEntity;
  /** The record's id. */
  id: number;
  /** The record's name as its row shows it, e.g. 'Groceries'. */
  name: string;
  /** `document_count` from the record's list. */
  count: number;
  /** True while the record waits for the server (it has no id to attach to yet). */
  disabled?: boolean;
};

export function RecordDocumentsButton({
  entity,
  id,
  name,
  count,
  disabled = false,
}: RecordDocumentsButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const { t } = useLingui();
  // Documents read since (here or on the Documents page) are fresher than the record's count:
  // attaching or detaching changes them at once. This reads them only when they are there.
  const { data: documents } = useQuery({ ...documentsQueryOptions, enabled: false });
  const shown =
    documents === undefined
      ? count
      : documents.filter((document) => isLinkedTo(document, { entity, id })).length;

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="h-11 min-w-11 gap-1 px-2"
          aria-label={t`Documents for ${name}: ${shown}`}
          title={t`Documents`}
          disabled={disabled}
        >
          <Paperclip aria-hidden="true" className="size-4" />
          {shown > 0 && <span className="text-xs tabular-nums">{shown}</span>}
        </Button>
      </DialogTrigger>
      {isOpen && (
        <Suspense fallback={<LoadingDialog />}>
          <RecordDocumentsDialog record={{ entity, id }} name={name} />
        </Suspense>
      )}
    </Dialog>
  );
}

/** While the dialog's code loads: a titled dialog with a spinner. */
function LoadingDialog() {
  const { t } = useLingui();
  return (
    <DialogContent aria-describedby={undefined}>
      <DialogTitle>{t`Documents`}</DialogTitle>
      <div className="flex justify-center py-8">
        <Spinner label={t`Loading`} />
      </div>
    </DialogContent>
  );
}
