/**
 * /documents (Premium): the receipts, statements and appraisals she keeps, where she adds them,
 * finds them, opens them and attaches them to the records they prove; and the ones she deleted
 * in the last 30 days, to restore.
 */
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileText } from 'lucide-react';
import { useId } from 'react';
import { PageShell } from '@/components/layout/page-shell';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { listLoadFailure } from '@/lib/api-errors';
import type { DocumentDto } from '@shared/documents';
import { useDocuments } from './api';
import { DocumentUploader } from './components/document-uploader';
import { DocumentsList } from './components/documents-list';
import { RecentlyDeleted } from './components/recently-deleted';
import { DOCUMENT_LIST_TEXTS } from './texts';

/** Read by the readability check: the page's one line of explanation. */
const INTRO = msg({
  message:
    'Keep receipts, statements and other papers here. Attach each one to the record it proves.',
  comment: 'help',
});

function YourDocuments() {
  const documents = useDocuments();
  const headingId = useId();
  // DOCUMENT_LIST_TEXTS are read in the language being spoken: a change re-renders.
  useLinguiContext();
  const failure = listLoadFailure(documents, DOCUMENT_LIST_TEXTS);
  const list: readonly DocumentDto[] | undefined = documents.data;

  let body;
  if (failure !== null) {
    body = (
      <Alert tone="error">
        <p className="font-medium">{DOCUMENT_LIST_TEXTS.loadErrorTitle}</p>
        <p>{failure.message}</p>
        {failure.kind === 'failed' && (
          <Button variant="outline" className="mt-3" onClick={() => void documents.refetch()}>
            {DOCUMENT_LIST_TEXTS.retry}
          </Button>
        )}
      </Alert>
    );
  } else if (list === undefined) {
    body = (
      <div className="flex justify-center py-12">
        <Spinner size="lg" label={DOCUMENT_LIST_TEXTS.loading} />
      </div>
    );
  } else if (list.length === 0) {
    body = (
      <Card className="flex flex-col items-center gap-2 p-6 text-center">
        <FileText aria-hidden="true" className="size-8 text-slate-400" />
        <p className="font-medium text-slate-900">
          <Trans>You have no documents yet.</Trans>
        </p>
        <p className="text-sm text-slate-600">
          <Trans>Add your first one above: a receipt, a bank statement or a photo of a bill.</Trans>
        </p>
      </Card>
    );
  } else {
    body = <DocumentsList documents={list} />;
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        <Trans>Your documents</Trans>
      </h2>
      {body}
    </section>
  );
}

export function DocumentsPage() {
  const { t, i18n } = useLingui();
  const addId = useId();
  return (
    <PageShell title={t`Documents`}>
      <div className="max-w-3xl space-y-8">
        <p className="-mt-3 text-slate-700">{i18n._(INTRO)}</p>
        <Card className="p-4 sm:p-6">
          <section aria-labelledby={addId} className="space-y-3">
            <h2 id={addId} className="text-lg font-semibold text-slate-900">
              <Trans>Add documents</Trans>
            </h2>
            <DocumentUploader />
          </section>
        </Card>
        <YourDocuments />
        <RecentlyDeleted />
      </div>
    </PageShell>
  );
}
