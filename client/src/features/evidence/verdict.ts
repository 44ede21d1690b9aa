import { msg, t } from '@lingui/core/macro';
import type { SnapshotKind, VerifyResponse } from '@shared/evidence';
import { liveTexts } from '@/components/ui/live-texts';
import { formatDay } from './format';

/** What she dropped in, hashed in the browser; null until a file is given. */
export type FileDigest =
  | { state: 'checking' }
  | { state: 'unreadable' }
  | { state: 'read'; fileName: string; sha256: string };

export type Verdict = { tone: 'good' | 'bad' | 'neutral'; text: string };

const KIND_NOUNS = liveTexts({
  networth_pdf: msg`net worth report`,
  case_file: msg`case file`,
  csv: msg`CSV export`,
  data_export: msg`data export`,
  disclosure_pdf: msg`financial disclosure`,
  support_pdf: msg`support arrears statement`,
} satisfies Record<SnapshotKind, unknown>);

/** Whether the file is one the export listed. */
export function isListedFile(snapshot: VerifyResponse, digest: FileDigest | null): boolean | null {
  if (digest?.state !== 'read') return null;
  return snapshot.files.some((listed) => listed.sha256.toLowerCase() === digest.sha256);
}

/**
 * The one sentence /verify leads with (docs/product.md#the-verify-page): genuine or not, and
 * whether anything has changed since, in words a judge or a non-lawyer reads without help. The
 * hashes behind it are under Details.
 */
export function exportVerdict(snapshot: VerifyResponse, digest: FileDigest | null): Verdict {
  const day = formatDay(snapshot.created_at);
  const kind = KIND_NOUNS[snapshot.kind];
  // Whether, never how much: a stranger holding one file learns nothing of the owner's activity.
  const since = snapshot.changed_since
    ? t`the records have changed since`
    : t`nothing has changed since`;
  if (snapshot.receipt && !snapshot.receipt.signature_valid) {
    return {
      tone: 'bad',
      text: t`Warning: the signed receipt of this ${kind} of ${day} does not check with Fairsplit's key. Do not rely on it.`,
    };
  }
  if (!snapshot.chain_valid) {
    return {
      tone: 'bad',
      text: t`Warning: the records behind this ${kind} of ${day} were altered outside Fairsplit. Do not rely on it.`,
    };
  }
  const isListed = isListedFile(snapshot, digest);
  if (isListed === false) {
    return {
      tone: 'bad',
      text: t`Not genuine: this file differs from the ${kind} exported on ${day}.`,
    };
  }
  if (isListed) {
    return { tone: 'good', text: t`Genuine: this is the file exported on ${day}, and ${since}.` };
  }
  return {
    tone: 'neutral',
    text: t`This code belongs to a ${kind} exported on ${day}, and ${since}. Drop the file below to check it is that file.`,
  };
}
