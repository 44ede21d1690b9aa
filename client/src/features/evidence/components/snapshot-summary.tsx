import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { Card } from '@/components/ui/card';
import {
  RECEIPT_FILE_NAME,
  RECEIPT_KEYS_PATH,
  RECEIPT_SIGNATURE_FILE_NAME,
  type SnapshotKind,
  type VerifyResponse,
} from '@shared/evidence';
import { cn } from '@/lib/cn';
import { downloadBytes } from '@/lib/download';
import { formatDateTime } from '../format';
import { exportVerdict, type FileDigest } from '../verdict';

const KIND_WORDS: Readonly<Record<SnapshotKind, MessageDescriptor>> = {
  networth_pdf: msg`Net worth report (PDF)`,
  case_file: msg`Case file`,
  csv: msg`CSV export`,
  data_export: msg`Data export`,
  disclosure_pdf: msg`Financial disclosure (PDF)`,
  support_pdf: msg`Support arrears statement (PDF)`,
};

const VERDICT_STYLES = {
  good: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  bad: 'border-red-200 bg-red-50 text-red-800',
  neutral: 'border-slate-200 bg-slate-50 text-slate-900',
} as const;

type Receipt = NonNullable<VerifyResponse['receipt']>;

/** Whether the export's signed receipt checks with Fairsplit's published key. */
function SignatureLine({ receipt }: { receipt: Receipt }) {
  return receipt.signature_valid ? (
    <p className="flex gap-2 font-medium text-emerald-800">
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <Trans>Signature valid: Fairsplit signed this export's receipt.</Trans>
    </p>
  ) : (
    <p className="flex gap-2 font-medium text-red-700">
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <Trans>Signature not valid: this receipt does not check with Fairsplit's key.</Trans>
    </p>
  );
}

/** The receipt and its signature as files, to check offline with openssl and the public key. */
function ReceiptDownloads({ receipt }: { receipt: Receipt }) {
  const keyId = receipt.key_id;
  const keysPath = RECEIPT_KEYS_PATH;
  const receiptFile = RECEIPT_FILE_NAME;
  const signatureFile = RECEIPT_SIGNATURE_FILE_NAME;
  return (
    <div className="mt-3 text-sm text-slate-700">
      <h3 className="font-semibold text-slate-900">
        <Trans>Signed receipt</Trans>
      </h3>
      <p className="mt-1">
        <Trans>
          Signed with key <code className="font-mono">{keyId}</code>, published at{' '}
          <a className="underline" href={keysPath}>
            {keysPath}
          </a>
          .
        </Trans>
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className="min-h-11 rounded-md border border-slate-300 px-3 font-medium text-slate-900 hover:bg-slate-50"
          onClick={() =>
            downloadBytes(
              new TextEncoder().encode(receipt.json),
              RECEIPT_FILE_NAME,
              'application/json',
            )
          }
        >
          <Trans>Download {receiptFile}</Trans>
        </button>
        <button
          type="button"
          className="min-h-11 rounded-md border border-slate-300 px-3 font-medium text-slate-900 hover:bg-slate-50"
          onClick={() =>
            downloadBytes(
              Uint8Array.from(atob(receipt.signature), (char) => char.charCodeAt(0)),
              RECEIPT_SIGNATURE_FILE_NAME,
              'application/octet-stream',
            )
          }
        >
          <Trans>Download {signatureFile}</Trans>
        </button>
      </div>
    </div>
  );
}

/**
 * What /api/verify says of an export: first the plain verdict (with the checked file, if one was
 * given), then what, who, when and since; the fingerprints under Details.
 */
export function SnapshotSummary({
  snapshot,
  digest,
}: {
  snapshot: VerifyResponse;
  digest: FileDigest | null;
}) {
  const { kind, owner, created_at, head, changed_since, chain_valid, files, receipt } = snapshot;
  const verdict = exportVerdict(snapshot, digest);
  const { t, i18n } = useLingui();
  const when = formatDateTime(created_at);
  return (
    <Card role="region" aria-label={t`Verification result`} className="p-5 sm:p-6">
      <p
        data-testid="verdict"
        className={cn(
          'rounded-md border px-4 py-3 text-base font-semibold',
          VERDICT_STYLES[verdict.tone],
        )}
      >
        {verdict.text}
      </p>
      <div role="status" className="mt-4 space-y-2 text-slate-700">
        <h2 className="text-lg font-semibold text-slate-900">{i18n._(KIND_WORDS[kind])}</h2>
        <p>
          {snapshot.through_shared_link
            ? t`Exported by ${owner} on ${when}, made through a shared link`
            : t`Exported by ${owner} on ${when}`}
        </p>
        <p data-testid="changed-since">
          <Trans>Changed since:</Trans>{' '}
          <strong>{changed_since ? <Trans>Yes</Trans> : <Trans>No</Trans>}</strong>
        </p>
        {receipt && <SignatureLine receipt={receipt} />}
        {chain_valid ? (
          <p className="flex gap-2 font-medium text-emerald-800">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <Trans>The record's history is intact.</Trans>
          </p>
        ) : (
          <p className="flex gap-2 font-medium text-red-700">
            <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <Trans>The record's history does not recompute; it may have been altered.</Trans>
          </p>
        )}
      </div>
      <details className="mt-5">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-slate-900">
          <Trans>Details</Trans>
        </summary>
        <p className="mt-1 text-sm break-all text-slate-700">
          <Trans>Fingerprint of the records:</Trans>{' '}
          <code className="font-mono text-sm text-slate-900">{head.hash}</code>
        </p>
        {receipt && <ReceiptDownloads receipt={receipt} />}
        <h3 className="mt-3 text-sm font-semibold text-slate-900">
          <Trans>Files</Trans>
        </h3>
        {files.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">
            <Trans>No files were listed with this export.</Trans>
          </p>
        ) : (
          <ul className="mt-1 divide-y divide-slate-100 text-sm">
            {files.map((file) => (
              <li key={file.name} className="py-2">
                <p className="font-medium break-all text-slate-900">{file.name}</p>
                <p className="break-all text-slate-600">
                  SHA-256 <code className="font-mono">{file.sha256}</code>
                </p>
              </li>
            ))}
          </ul>
        )}
      </details>
    </Card>
  );
}
