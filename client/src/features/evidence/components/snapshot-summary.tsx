import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { Card } from '@/components/ui/card';
import type { SnapshotKind, VerifyResponse } from '@shared/evidence';
import { cn } from '@/lib/cn';
import { countChanges, formatDateTime } from '../format';
import { exportVerdict, type FileDigest } from '../verdict';

const KIND_WORDS: Readonly<Record<SnapshotKind, string>> = {
  networth_pdf: 'Net worth report (PDF)',
  case_file: 'Case file',
  csv: 'CSV export',
  data_export: 'Data export',
};

const VERDICT_STYLES = {
  good: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  bad: 'border-red-200 bg-red-50 text-red-800',
  neutral: 'border-slate-200 bg-slate-50 text-slate-900',
} as const;

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
  const { kind, owner, created_at, head, changes_since, chain_valid, files } = snapshot;
  const verdict = exportVerdict(snapshot, digest);
  return (
    <Card role="region" aria-label="Verification result" className="p-5 sm:p-6">
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
        <h2 className="text-lg font-semibold text-slate-900">{KIND_WORDS[kind]}</h2>
        <p>
          Exported by {owner} on {formatDateTime(created_at)}
        </p>
        <p>
          <span>{countChanges(changes_since)} recorded since</span> this export was made.
        </p>
        {chain_valid ? (
          <p className="flex gap-2 font-medium text-emerald-800">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            The record's history is intact.
          </p>
        ) : (
          <p className="flex gap-2 font-medium text-red-700">
            <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            The record's history does not recompute; it may have been altered.
          </p>
        )}
      </div>
      <details className="mt-5">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-slate-900">
          Details
        </summary>
        <p className="mt-1 text-sm break-all text-slate-700">
          Fingerprint of the records:{' '}
          <code className="font-mono text-sm text-slate-900">{head.hash}</code>
        </p>
        <h3 className="mt-3 text-sm font-semibold text-slate-900">Files</h3>
        {files.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">No files were listed with this export.</p>
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
