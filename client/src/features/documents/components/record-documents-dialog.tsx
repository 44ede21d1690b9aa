/**
 * "Documents for Groceries": the documents that prove one record, each openable and detachable;
 * a new file uploaded here is attached as soon as it arrives, and a file uploaded before can be
 * picked from the others.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Eye, Unlink } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { listLoadFailure } from '@/lib/api-errors';
import type { DocumentDto } from '@shared/documents';
import { useDocuments, useLinkDocument, useUnlinkDocument } from '../api';
import { documentSummary, formatDay, isLinkedTo, type DocumentRecord } from '../document-facts';
import { DOCUMENT_LIST_TEXTS } from '../texts';
import { DocumentThumbnail } from './document-thumbnail';
import { DocumentUploader } from './document-uploader';
import { DocumentViewer } from './document-viewer';

type RecordDocumentsDialogProps = {
  record: DocumentRecord;
  /** The record's name, e.g. 'Groceries'. */
  name: string;
};

export function RecordDocumentsDialog({ record, name }: RecordDocumentsDialogProps) {
  const documents = useDocuments();
  const link = useLinkDocument();
  const { t } = useLingui();
  const [viewing, setViewing] = useState<DocumentDto | null>(null);
  const newFileId = useId();
  const failure = listLoadFailure(documents, DOCUMENT_LIST_TEXTS);
  const all = documents.data;
  const attach = (document: DocumentDto) =>
    link.mutate({ document, entity: record.entity, entityId: record.id });

  return (
    <DialogContent width="wide">
      <DialogHeader>
        <DialogTitle className="break-words">{t`Documents for ${name}`}</DialogTitle>
        <DialogDescription>
          <Trans>The receipts, statements and other files that prove this record.</Trans>
        </DialogDescription>
      </DialogHeader>
      <div className="space-y-6">
        {failure !== null ? (
          <Alert tone="error">
            <p className="font-medium">{DOCUMENT_LIST_TEXTS.loadErrorTitle}</p>
            <p>{failure.message}</p>
          </Alert>
        ) : all === undefined ? (
          <div className="flex justify-center py-6">
            <Spinner label={DOCUMENT_LIST_TEXTS.loading} />
          </div>
        ) : (
          <AttachedDocuments
            attached={all.filter((document) => isLinkedTo(document, record))}
            record={record}
            onView={setViewing}
          />
        )}
        <section aria-labelledby={newFileId} className="space-y-2">
          <h3 id={newFileId} className="font-semibold text-slate-900">
            <Trans>Attach a new file</Trans>
          </h3>
          <DocumentUploader onUploaded={attach} />
        </section>
        {all !== undefined && (
          <PickUploaded
            others={all.filter((document) => !isLinkedTo(document, record))}
            isAttaching={link.isPending}
            onAttach={attach}
          />
        )}
      </div>
      <DocumentViewer document={viewing} onClose={() => setViewing(null)} />
    </DialogContent>
  );
}

function AttachedDocuments({
  attached,
  record,
  onView,
}: {
  attached: readonly DocumentDto[];
  record: DocumentRecord;
  onView: (document: DocumentDto) => void;
}) {
  const unlink = useUnlinkDocument();
  const { t } = useLingui();
  if (attached.length === 0) {
    return (
      <p className="text-slate-600">
        <Trans>No documents are attached to this record yet.</Trans>
      </p>
    );
  }
  return (
    <ul
      aria-label={t`Attached documents`}
      className="divide-y divide-slate-100 rounded-md border border-slate-200"
    >
      {attached.map((document) => {
        const { name } = document;
        const isDetaching = unlink.isPending && unlink.variables?.document.id === document.id;
        return (
          <li
            key={document.id}
            className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex min-w-0 items-center gap-3">
              <DocumentThumbnail document={document} />
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">{name}</p>
                <p className="text-sm text-slate-600">{documentSummary(document)}</p>
              </div>
            </div>
            <div className="flex flex-wrap gap-2 sm:shrink-0">
              <Button
                variant="outline"
                aria-label={t`View ${name}`}
                onClick={() => onView(document)}
              >
                <Eye aria-hidden="true" className="size-4" />
                <Trans>View</Trans>
              </Button>
              <Button
                variant="outline"
                aria-label={t`Detach ${name}`}
                isLoading={isDetaching}
                onClick={() =>
                  unlink.mutate({ document, entity: record.entity, entityId: record.id })
                }
              >
                {!isDetaching && <Unlink aria-hidden="true" className="size-4" />}
                <Trans>Detach</Trans>
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** "Attach a file you already uploaded": one of her other documents, picked from a list. */
function PickUploaded({
  others,
  isAttaching,
  onAttach,
}: {
  others: readonly DocumentDto[];
  isAttaching: boolean;
  onAttach: (document: DocumentDto) => void;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const [chosenId, setChosenId] = useState('');
  const chosen = others.find((document) => String(document.id) === chosenId);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen === undefined) return;
    onAttach(chosen);
    setChosenId('');
  }

  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="font-semibold text-slate-900">
        <Trans>Attach a file you already uploaded</Trans>
      </h3>
      {others.length === 0 ? (
        <p className="text-slate-600">
          <Trans>You have no other documents to attach.</Trans>
        </p>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <SelectField
              label={t`Document`}
              value={chosenId}
              onChange={(event) => setChosenId(event.target.value)}
            >
              <option value="">{t`Choose a document`}</option>
              {others.map((document) => {
                const { name } = document;
                const day = formatDay(document.uploaded_at);
                return (
                  <option key={document.id} value={String(document.id)}>
                    {t`${name} (uploaded ${day})`}
                  </option>
                );
              })}
            </SelectField>
          </div>
          <Button type="submit" disabled={chosen === undefined} isLoading={isAttaching}>
            <Trans>Attach</Trans>
          </Button>
        </form>
      )}
    </section>
  );
}
