import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { Card } from '@/components/ui/card';
import type { SnapshotKind, VerifyResponse } from '@shared/evidence';
import { countChanges, formatDateTime } from '../format';

const KIND_WORDS: Readonly<Record<SnapshotKind, string>> = {
  networth_pdf: 'Net worth report (PDF)',
  case_file: 'Case file',
  csv: 'CSV export',
  data_export: 'Data export',
};

/** What /api/verify says of an export: what, who, when, the record's hash then, and since. */
export function SnapshotSummary({ snapshot }: { snapshot: VerifyResponse }) {
  const { kind, owner, created_at, head, changes_since, chain_valid, files } = snapshot;
  return (
    <Card role="region" aria-label="Verification result" className="p-5 sm:p-6">
      <div role="status" className="space-y-2 text-slate-700">
        <h2 className="text-lg font-semibold text-slate-900">{KIND_WORDS[kind]}</h2>
        <p>
          Exported by {owner} on {formatDateTime(created_at)}
        </p>
        <p className="break-all">
          Fingerprint of the records:{' '}
          <code className="font-mono text-sm text-slate-900">{head.hash}</code>
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
      <h3 className="mt-5 text-sm font-semibold text-slate-900">Files</h3>
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
    </Card>
  );
}
