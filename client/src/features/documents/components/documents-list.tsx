/**
 * Her documents, newest first: each with its type, size, day and the kinds of record it proves,
 * and View, Download, Rename and Delete. The search narrows them by any of what is shown, or by
 * the names of the records they prove (read from the trackers once she starts searching).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, Eye, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { DOCUMENT_RESTORE_DAYS, type DocumentDto } from '@shared/documents';
import { useDeleteDocument, useDownloadDocument } from '../api';
import { documentSummary, linkCounts, matchesSearch } from '../document-facts';
import { useLinkedRecordNames } from '../linked-record-names';
import { ENTITY_LABELS } from '../texts';
import { DocumentThumbnail } from './document-thumbnail';
import { DocumentViewer } from './document-viewer';
import { RenameDialog } from './rename-dialog';

/** The kinds of record it proves, as chips: 'Expense', 'Event × 2'. */
function LinkChips({ document }: { document: DocumentDto }) {
  const { t } = useLingui();
  const counts = linkCounts(document);
  if (counts.length === 0) {
    return (
      <p className="text-sm text-slate-500">
        <Trans>Not attached to a record</Trans>
      </p>
    );
  }
  return (
    <ul aria-label={t`Attached to`} className="flex flex-wrap gap-1.5">
      {counts.map(([entity, count]) => {
        const label = ENTITY_LABELS[entity];
        return (
          <li key={entity}>
            <Badge tone="primary">{count === 1 ? label : t`${label} × ${count}`}</Badge>
          </li>
        );
      })}
    </ul>
  );
}

type DocumentItemProps = {
  document: DocumentDto;
  isDownloading: boolean;
  onView: () => void;
  onDownload: () => void;
  onRename: () => void;
  onDelete: () => void;
};

function DocumentItem({
  document,
  isDownloading,
  onView,
  onDownload,
  onRename,
  onDelete,
}: DocumentItemProps) {
  const { t } = useLingui();
  const { name } = document;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 gap-3">
        <DocumentThumbnail document={document} />
        <div className="min-w-0 space-y-1.5">
          <p className="font-medium break-words text-slate-900">{name}</p>
          <p className="text-sm text-slate-600">{documentSummary(document)}</p>
          <LinkChips document={document} />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:shrink-0 sm:flex-wrap sm:justify-end">
        <Button variant="outline" aria-label={t`View ${name}`} onClick={onView}>
          <Eye aria-hidden="true" className="size-4" />
          <Trans>View</Trans>
        </Button>
        <Button
          writes
          variant="outline"
          aria-label={t`Download ${name}`}
          isLoading={isDownloading}
          onClick={onDownload}
        >
          {!isDownloading && <Download aria-hidden="true" className="size-4" />}
          <Trans>Download</Trans>
        </Button>
        <Button writes variant="outline" aria-label={t`Rename ${name}`} onClick={onRename}>
          <Pencil aria-hidden="true" className="size-4" />
          <Trans>Rename</Trans>
        </Button>
        <Button
          writes
          variant="outline"
          aria-label={t`Delete ${name}`}
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          <Trans>Delete</Trans>
        </Button>
      </div>
    </li>
  );
}

export function DocumentsList({ documents }: { documents: readonly DocumentDto[] }) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const [isSearching, setIsSearching] = useState(false);
  const [viewing, setViewing] = useState<DocumentDto | null>(null);
  const [renaming, setRenaming] = useState<DocumentDto | null>(null);
  const [deleting, setDeleting] = useState<DocumentDto | null>(null);
  const remove = useDeleteDocument();
  const download = useDownloadDocument();
  const records = useLinkedRecordNames(documents, isSearching);
  const shown = documents.filter((document) => matchesSearch(document, query, records.nameOf));
  const total = documents.length;
  const found = shown.length;
  const searched = query.trim();
  const deletingName = deleting?.name ?? '';
  const days = DOCUMENT_RESTORE_DAYS;

  return (
    <div className="space-y-4">
      <TextField
        type="search"
        label={t`Search documents`}
        hint={t`By name, type, date, or the record it proves.`}
        value={query}
        onFocus={() => setIsSearching(true)}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p role="status" className="sr-only">
        {searched !== '' && t`Showing ${found} of ${total}.`}
      </p>
      {found === 0 && records.isLoading ? (
        <div className="flex justify-center py-6">
          <Spinner label={t`Searching the records your documents prove`} />
        </div>
      ) : found === 0 ? (
        <p className="text-slate-600">
          <Trans>No documents match “{searched}”.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white shadow-sm">
          {shown.map((document) => (
            <DocumentItem
              key={document.id}
              document={document}
              isDownloading={download.isPending && download.variables?.id === document.id}
              onView={() => setViewing(document)}
              onDownload={() => download.mutate(document)}
              onRename={() => setRenaming(document)}
              onDelete={() => setDeleting(document)}
            />
          ))}
        </ul>
      )}
      <DocumentViewer document={viewing} onClose={() => setViewing(null)} />
      <RenameDialog document={renaming} onClose={() => setRenaming(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t`Delete “${deletingName}”?`}
        description={t`You can restore it from Recently deleted for ${days} days.`}
        confirmLabel={t`Delete`}
        isDestructive
        isConfirming={remove.isPending}
        onConfirm={() => {
          if (deleting !== null) remove.mutate(deleting, { onSettled: () => setDeleting(null) });
        }}
      />
    </div>
  );
}
