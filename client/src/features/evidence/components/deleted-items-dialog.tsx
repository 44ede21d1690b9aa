/**
 * The Deleted items dialog of a tracker: each deleted record with its Restore button. Its code
 * loads when the dialog is first opened (DeletedItemsButton).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { describeWriteError } from '@/lib/api-errors';
import type { DeletedItem, RestorableEntity } from '@shared/evidence';
import { deletedItemsQueryOptions, EVIDENCE_LOAD_TEXTS, useRestoreDeleted } from '../api';
import { ENTITY_TEXTS } from '../entities';
import { formatDateTime } from '../format';
import { EvidenceDialog, QueryResult } from './evidence-dialog';

type DeletedItemsDialogProps = {
  entity: RestorableEntity;
  listKey: QueryKey;
  open: boolean;
  onClose: () => void;
};

export function DeletedItemsDialog({ entity, listKey, open, onClose }: DeletedItemsDialogProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  const { t } = useLingui();
  return (
    <EvidenceDialog
      open={open}
      onClose={onClose}
      title={t`Deleted items`}
      description={ENTITY_TEXTS[entity].deletedIntro}
      contentRef={contentRef}
    >
      <DeletedList
        entity={entity}
        listKey={listKey}
        // The restored row and its focused button are gone: focus goes back to the dialog.
        onRestored={() => contentRef.current?.focus()}
      />
    </EvidenceDialog>
  );
}

type DeletedListProps = {
  entity: RestorableEntity;
  listKey: QueryKey;
  onRestored: () => void;
};

function DeletedList({ entity, listKey, onRestored }: DeletedListProps) {
  const texts = ENTITY_TEXTS[entity];
  const deleted = useQuery(deletedItemsQueryOptions(entity));
  const restore = useRestoreDeleted(entity, listKey);
  const [failure, setFailure] = useState<string | null>(null);
  const { toast } = useToast();
  const { t } = useLingui();

  async function restoreItem(item: DeletedItem) {
    setFailure(null);
    try {
      await restore.mutateAsync(item.seq);
      toast(texts.restore.restoredToast(item.data));
      onRestored();
    } catch (error) {
      setFailure(describeWriteError(error, texts.restore.fallback));
    }
  }

  return (
    <QueryResult
      query={deleted}
      loading={t`Loading deleted items`}
      texts={EVIDENCE_LOAD_TEXTS.deleted}
    >
      {({ items }) => (
        <>
          {failure !== null && (
            <Alert tone="error" className="mb-4">
              <p className="font-medium">{texts.restore.failedTitle}</p>
              <p>{failure}</p>
            </Alert>
          )}
          {items.length === 0 ? (
            <p className="py-6 text-center text-slate-600">
              <Trans>No deleted items.</Trans>
            </p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {items.map((item) => (
                <DeletedRow
                  key={item.seq}
                  entity={entity}
                  item={item}
                  isRestoring={restore.isPending && restore.variables === item.seq}
                  disabled={restore.isPending}
                  onRestore={() => void restoreItem(item)}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </QueryResult>
  );
}

type DeletedRowProps = {
  entity: RestorableEntity;
  item: DeletedItem;
  isRestoring: boolean;
  /** True while any restore is on its way. */
  disabled: boolean;
  onRestore: () => void;
};

/** A deleted record: its name, amount (or date), when it was deleted, and its Restore button. */
function DeletedRow({ entity, item, isRestoring, disabled, onRestore }: DeletedRowProps) {
  const texts = ENTITY_TEXTS[entity];
  const name = texts.name(item.data);
  const { t } = useLingui();
  const when = formatDateTime(item.deleted_at);
  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <div className="min-w-0 text-sm">
        <p className="font-medium break-words text-slate-900">{name}</p>
        <p className="money text-slate-700">{texts.detail(item.data)}</p>
        <p className="text-slate-500">
          <Trans>Deleted {when}</Trans>
        </p>
      </div>
      <Button
        writes
        variant="outline"
        aria-label={t`Restore ${name}`}
        disabled={disabled}
        isLoading={isRestoring}
        className="shrink-0"
        onClick={onRestore}
      >
        {!isRestoring && <RotateCcw aria-hidden="true" className="size-4" />}
        <Trans>Restore</Trans>
      </Button>
    </li>
  );
}
