/**
 * The owner's documents as a shared link shows them: each file's name, type, size, upload day
 * and fingerprint, the shared records it proves, and View, Download and its History. The bytes
 * are read through the link (with its passcode), and the owner's access log names every file
 * opened, as the section says.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, Eye, FileText } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/card';
import {
  DocumentViewer,
  documentSummary,
  ENTITY_LABELS,
  recordNameLookup,
  useDownloadDocument,
} from '@/features/documents';
import type { DocumentDto } from '@shared/documents';
import type { SharedViewResponse } from '@shared/sharing';
import { sharedDocumentSource } from '../api';

type Link = DocumentDto['links'][number];

/** The name of a record the view shows, by its kind and id: 'Braces', 'Missed pickup'. */
function recordNamesOf(view: SharedViewResponse): (link: Link) => string | undefined {
  return recordNameLookup({
    expenses: view.expenses,
    events: view.events,
    items: view.networth?.items,
  });
}

/** The shared records it proves, each by its kind and name ('Expense: Braces'). */
function ProvedRecords({
  document,
  nameOf,
}: {
  document: DocumentDto;
  nameOf: (link: Link) => string | undefined;
}) {
  const { t } = useLingui();
  if (document.links.length === 0) {
    return (
      <p className="text-sm text-slate-500">
        <Trans>Not attached to a record shared here</Trans>
      </p>
    );
  }
  return (
    <ul aria-label={t`Proves`} className="flex flex-wrap gap-1.5">
      {document.links.map((link) => {
        const kind = ENTITY_LABELS[link.entity];
        const name = nameOf(link);
        return (
          <li key={`${link.entity}-${link.entity_id}`} className="max-w-full">
            <Badge tone="primary" className="max-w-full break-words">
              {name === undefined ? kind : t`${kind}: ${name}`}
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}

export function SharedDocuments({
  token,
  passcode,
  view,
  documents,
  historyButton,
}: {
  token: string;
  passcode: string | null;
  view: SharedViewResponse;
  documents: readonly DocumentDto[];
  /** The History button of a record, as the rest of the view has it. */
  historyButton: (document: DocumentDto) => ReactNode;
}) {
  const { t } = useLingui();
  const [viewing, setViewing] = useState<DocumentDto | null>(null);
  const source = sharedDocumentSource(token, passcode);
  const download = useDownloadDocument(source);
  const nameOf = recordNamesOf(view);
  return (
    <SectionCard
      title={t`Documents`}
      icon={FileText}
      description={t`Each file you view or download is noted in the owner’s access log.`}
    >
      {documents.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">
          <Trans>No documents have been uploaded.</Trans>
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100 rounded-md border border-slate-200">
          {documents.map((document) => {
            const { name, sha256 } = document;
            const isDownloading = download.isPending && download.variables?.id === document.id;
            return (
              <li
                key={document.id}
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between"
              >
                <div className="min-w-0 space-y-1.5">
                  <p className="font-medium break-words text-slate-900">{name}</p>
                  <p className="text-sm text-slate-600">{documentSummary(document)}</p>
                  <p className="text-sm text-slate-600">
                    <Trans>
                      SHA-256:{' '}
                      <span className="font-mono text-xs break-all text-slate-800">{sha256}</span>
                    </Trans>
                  </p>
                  <ProvedRecords document={document} nameOf={nameOf} />
                </div>
                <div className="grid grid-cols-2 gap-2 sm:flex sm:shrink-0 sm:flex-wrap sm:justify-end">
                  <Button
                    variant="outline"
                    aria-label={t`View ${name}`}
                    onClick={() => setViewing(document)}
                  >
                    <Eye aria-hidden="true" className="size-4" />
                    <Trans>View</Trans>
                  </Button>
                  <Button
                    variant="outline"
                    aria-label={t`Download ${name}`}
                    isLoading={isDownloading}
                    onClick={() => download.mutate(document)}
                  >
                    {!isDownloading && <Download aria-hidden="true" className="size-4" />}
                    <Trans>Download</Trans>
                  </Button>
                  <div className="col-span-2 sm:col-span-1">{historyButton(document)}</div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <DocumentViewer document={viewing} onClose={() => setViewing(null)} source={source} />
    </SectionCard>
  );
}
