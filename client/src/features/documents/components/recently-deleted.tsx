/**
 * "Recently deleted": documents deleted in the last 30 days, each with Restore. After that their
 * files are erased and they leave this list.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { listLoadFailure } from '@/lib/api-errors';
import { DOCUMENT_RESTORE_DAYS, type DocumentDto } from '@shared/documents';
import { useDeletedDocuments, useRestoreDocument } from '../api';
import { documentSummary, formatDay } from '../document-facts';
import { DOCUMENT_LIST_TEXTS } from '../texts';

function DeletedItem({ document }: { document: DocumentDto }) {
  const restore = useRestoreDocument();
  const { t } = useLingui();
  const { name } = document;
  const day = document.deleted_at === null ? '' : formatDay(document.deleted_at);
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">{name}</p>
        <p className="text-sm text-slate-600">{documentSummary(document)}</p>
        <p className="text-sm text-slate-600">
          <Trans>Deleted {day}</Trans>
        </p>
      </div>
      <Button
        writes
        variant="outline"
        aria-label={t`Restore ${name}`}
        isLoading={restore.isPending}
        onClick={() => restore.mutate(document)}
        className="sm:shrink-0"
      >
        {!restore.isPending && <RotateCcw aria-hidden="true" className="size-4" />}
        <Trans>Restore</Trans>
      </Button>
    </li>
  );
}

export function RecentlyDeleted() {
  const deleted = useDeletedDocuments();
  const headingId = useId();
  const { t } = useLingui();
  const failure = listLoadFailure(deleted, DOCUMENT_LIST_TEXTS);
  const days = DOCUMENT_RESTORE_DAYS;

  let body;
  if (failure !== null) {
    body = <Alert tone="error">{failure.message}</Alert>;
  } else if (deleted.data === undefined) {
    body = <Spinner label={t`Loading deleted documents`} />;
  } else if (deleted.data.length === 0) {
    body = (
      <p className="text-slate-600">
        <Trans>You have not deleted any documents in the last {days} days.</Trans>
      </p>
    );
  } else {
    body = (
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white shadow-sm">
        {deleted.data.map((document) => (
          <DeletedItem key={document.id} document={document} />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          <Trans>Recently deleted</Trans>
        </h2>
        <p className="text-sm text-slate-600">
          <Trans>
            A deleted document can be restored for {days} days. After that, its file is erased.
          </Trans>
        </p>
      </div>
      {body}
    </section>
  );
}
