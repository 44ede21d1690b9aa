import { Trans } from '@lingui/react/macro';
import type { QueryKey } from '@tanstack/react-query';
import { ArchiveRestore } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { RestorableEntity } from '@shared/evidence';

/** The dialog, whose code (and every tracker's field names) loads when it is first opened. */
const DeletedItemsDialog = lazyDialog(
  async () => (await import('./deleted-items-dialog')).DeletedItemsDialog,
  { isOpen: (props) => props.open, close: (props) => props.onClose() },
);

type DeletedItemsButtonProps = {
  entity: RestorableEntity;
  /** The tracker's list query, reloaded after a restore so the record is back in its table. */
  listKey: QueryKey;
  className?: string;
};

/** A tracker's 'Deleted items' button and the dialog it opens, where each can be restored. */
export function DeletedItemsButton({ entity, listKey, className }: DeletedItemsButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        className={className}
        onPointerEnter={() => void DeletedItemsDialog.preload()}
        onFocus={() => void DeletedItemsDialog.preload()}
        onClick={() => setIsOpen(true)}
      >
        <ArchiveRestore aria-hidden="true" className="size-4" />
        <Trans>Deleted items</Trans>
      </Button>
      <DeletedItemsDialog
        entity={entity}
        listKey={listKey}
        open={isOpen}
        onClose={() => setIsOpen(false)}
      />
    </>
  );
}
