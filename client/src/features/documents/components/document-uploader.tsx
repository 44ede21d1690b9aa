/**
 * Adding files: drop them on the box, choose several, or take a photo on a phone. Each file gets
 * a row with its progress and a Cancel button; a refused file keeps its row with the server's
 * reason in it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Camera, Upload, type LucideIcon } from 'lucide-react';
import { useId, type InputHTMLAttributes } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { cn } from '@/lib/cn';
import type { DocumentDto } from '@shared/documents';
import { DOCUMENT_ACCEPT, TYPE_NAMES } from '../document-facts';
import { useUploads, type UploadRow } from '../use-uploads';

type FilePickerProps = {
  label: string;
  icon: LucideIcon;
  onFiles: (files: File[]) => void;
  variant: 'primary' | 'outline';
  className?: string;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'accept' | 'capture' | 'multiple' | 'aria-describedby'
>;

/**
 * A file input that looks like a button: the input itself is what a keyboard reaches and a
 * screen reader names, so the ring is drawn on the button around it.
 */
function FilePicker({ label, icon: Icon, onFiles, variant, className, ...input }: FilePickerProps) {
  return (
    <label
      className={buttonClasses({
        variant,
        className: cn(
          'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
          className,
        ),
      })}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
      <input
        type="file"
        className="sr-only"
        {...input}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared, so choosing the same file again (after a refusal) starts a new upload.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </label>
  );
}

function UploadRowItem({
  row,
  onCancel,
  onDismiss,
}: {
  row: UploadRow;
  onCancel: () => void;
  onDismiss: () => void;
}) {
  const { t } = useLingui();
  const { name, percent } = row;
  const isFailed = row.stage === 'failed';
  const status = {
    fingerprinting: t`Computing the fingerprint…`,
    sending: t`Uploading… ${percent}%`,
    saving: t`Saving…`,
    failed: '',
  }[row.stage];
  return (
    <li className="rounded-md border border-slate-200 bg-white p-3">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 pt-2 font-medium break-words text-slate-900">{name}</p>
        {isFailed ? (
          <Button variant="outline" aria-label={t`Dismiss ${name}`} onClick={onDismiss}>
            <Trans>Dismiss</Trans>
          </Button>
        ) : (
          <Button variant="outline" aria-label={t`Cancel upload of ${name}`} onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </div>
      {isFailed ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {row.error}
        </p>
      ) : (
        <>
          <div
            role="progressbar"
            aria-label={t`Upload of ${name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={status}
            className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </div>
          <p className="mt-1 text-sm text-slate-600">{status}</p>
        </>
      )}
    </li>
  );
}

type DocumentUploaderProps = {
  /** Each document once the server has stored it (and it is in the list). */
  onUploaded?: (document: DocumentDto) => void;
  className?: string;
};

export function DocumentUploader({ onUploaded, className }: DocumentUploaderProps) {
  const uploads = useUploads(onUploaded);
  const { t, i18n } = useLingui();
  const hintId = useId();
  const types = new Intl.ListFormat(i18n.locale, { type: 'disjunction' }).format(TYPE_NAMES);
  const { lastUploaded } = uploads;
  return (
    <div className={cn('space-y-3', className)}>
      <FileDropZone onFiles={uploads.start}>
        <p className="font-medium text-slate-900">
          <Trans>Drop files here, or choose them.</Trans>
        </p>
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          <Trans>You can upload {types} files.</Trans>
        </p>
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          <FilePicker
            label={t`Choose files`}
            icon={Upload}
            variant="primary"
            accept={DOCUMENT_ACCEPT}
            multiple
            aria-describedby={hintId}
            onFiles={uploads.start}
          />
          {/* A phone opens its camera; with a mouse there is none to open. */}
          <FilePicker
            label={t`Take a photo`}
            icon={Camera}
            variant="outline"
            accept="image/*"
            capture="environment"
            onFiles={uploads.start}
            className="pointer-fine:hidden"
          />
        </div>
      </FileDropZone>
      {uploads.rows.length > 0 && (
        <ul aria-label={t`Uploads`} className="space-y-2">
          {uploads.rows.map((row) => (
            <UploadRowItem
              key={row.key}
              row={row}
              onCancel={() => uploads.cancel(row.key)}
              onDismiss={() => uploads.dismiss(row.key)}
            />
          ))}
        </ul>
      )}
      <p role="status" className="sr-only">
        {lastUploaded !== null && t`${lastUploaded} was uploaded.`}
      </p>
    </div>
  );
}
