/**
 * A document opened: an image or a PDF is shown here, any other file offers its download; and
 * under it the fingerprint Fairsplit took when the file arrived. On a phone it fills the screen;
 * the file scrolls between the title and the buttons, so Close is always in reach.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { useId } from 'react';
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
import { Spinner } from '@/components/ui/spinner';
import { describeWriteError } from '@/lib/api-errors';
import type { DocumentDto } from '@shared/documents';
import {
  type DocumentSource,
  useDocumentContent,
  useDocumentPicture,
  useDownloadDocument,
} from '../api';
import { documentSummary, isHeic, isViewable } from '../document-facts';
import { useBlobSource } from '../use-blob-source';

/** Read by the readability check: an explanation beside a term. */
const FINGERPRINT_HELP = msg({
  message:
    'Fairsplit computed this fingerprint when the file arrived. If the file is changed, even by one byte, the fingerprint changes.',
  comment: 'help',
});

function ImagePreview({ blob, name }: { blob: Blob; name: string }) {
  const ref = useBlobSource<HTMLImageElement>(blob);
  return (
    <img
      ref={ref}
      alt={name}
      className="mx-auto max-h-[60dvh] max-w-full rounded-md border border-slate-200 object-contain"
    />
  );
}

function PdfPreview({ blob, name }: { blob: Blob; name: string }) {
  const ref = useBlobSource<HTMLIFrameElement>(blob);
  return (
    <iframe
      ref={ref}
      title={name}
      className="h-[60dvh] w-full rounded-md border border-slate-200"
    />
  );
}

/** A HEIC photo, shown as the JPEG copy the server made of it (only Safari shows HEIC). */
function HeicPreview({ document, source }: { document: DocumentDto; source?: DocumentSource }) {
  const copy = useDocumentPicture(document, 'preview', true, source);
  const { t } = useLingui();
  if (copy.isError) return <NotShown />;
  if (copy.data === undefined) {
    return (
      <div className="flex justify-center py-12">
        <Spinner size="lg" label={t`Loading the file`} />
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <ImagePreview blob={copy.data} name={document.name} />
      <p className="text-sm text-slate-600">
        <Trans>
          Shown as a JPEG copy, because most browsers cannot show HEIC photos. Download keeps the
          original HEIC file, the one the fingerprint is for.
        </Trans>
      </p>
    </div>
  );
}

function NotShown() {
  return (
    <p className="text-slate-700">
      <Trans>This kind of file cannot be shown here. Download it to open it on your device.</Trans>
    </p>
  );
}

function Preview({ document, source }: { document: DocumentDto; source?: DocumentSource }) {
  const viewable = isViewable(document);
  const content = useDocumentContent(document, viewable, source);
  const { t } = useLingui();
  // Her own documents have pictures; a source without them (a shared link) shows none.
  const hasPictures = source === undefined || source.picturePath !== undefined;
  if (isHeic(document) && hasPictures) {
    return <HeicPreview document={document} source={source} />;
  }
  if (!viewable) return <NotShown />;
  if (content.isError) {
    return (
      <Alert tone="error">
        <p className="font-medium">
          <Trans>The file could not be shown.</Trans>
        </p>
        <p>{describeWriteError(content.error, t`Please try again, or download it.`)}</p>
      </Alert>
    );
  }
  if (content.data === undefined) {
    return (
      <div className="flex justify-center py-12">
        <Spinner size="lg" label={t`Loading the file`} />
      </div>
    );
  }
  return document.type === 'application/pdf' ? (
    <PdfPreview blob={content.data} name={document.name} />
  ) : (
    <ImagePreview blob={content.data} name={document.name} />
  );
}

type DocumentViewerProps = {
  /** The document shown, or null when the viewer is closed. */
  document: DocumentDto | null;
  onClose: () => void;
  /** Where its bytes come from: her own documents unless a shared link's view says otherwise. */
  source?: DocumentSource;
};

export function DocumentViewer({ document, onClose, source }: DocumentViewerProps) {
  // Opened by a button, not a Radix trigger: focus goes back to that button on close.
  const focus = useOpenerFocus();
  return (
    <Dialog open={document !== null} onOpenChange={(open) => !open && onClose()}>
      {document !== null && (
        <DialogContent
          {...focus}
          width="wide"
          className="flex flex-col overflow-hidden max-sm:inset-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-none"
        >
          <ViewerContent document={document} onClose={onClose} source={source} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ViewerContent({
  document,
  onClose,
  source,
}: {
  document: DocumentDto;
  onClose: () => void;
  source: DocumentSource | undefined;
}) {
  const download = useDownloadDocument(source);
  const { t, i18n } = useLingui();
  const fingerprintId = useId();
  const { name } = document;
  return (
    <>
      <DialogHeader>
        <DialogTitle className="break-words">{name}</DialogTitle>
        <DialogDescription>{documentSummary(document)}</DialogDescription>
      </DialogHeader>
      {/* Scrolls on a small screen: focusable, so the keyboard can scroll it too. */}
      <div
        role="region"
        aria-label={t`The file and its fingerprint`}
        tabIndex={0}
        className="min-h-0 flex-1 space-y-5 overflow-y-auto rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <Preview document={document} source={source} />
        <section aria-labelledby={fingerprintId} className="space-y-1">
          <h3 id={fingerprintId} className="text-sm font-semibold text-slate-900">
            <Trans>Fingerprint (SHA-256)</Trans>
          </h3>
          <p className="font-mono text-sm break-all text-slate-800">{document.sha256}</p>
          <p className="text-sm text-slate-600">{i18n._(FINGERPRINT_HELP)}</p>
        </section>
      </div>
      <DialogFooter className="mt-4">
        <Button variant="outline" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
        <Button
          isLoading={download.isPending}
          aria-label={t`Download ${name}`}
          onClick={() => download.mutate(document)}
        >
          {!download.isPending && <Download aria-hidden="true" className="size-4" />}
          <Trans>Download</Trans>
        </Button>
      </DialogFooter>
    </>
  );
}
