import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Fingerprint, ShieldAlert, ShieldCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { liveTexts } from '@/components/ui/live-texts';
import { Spinner } from '@/components/ui/spinner';
import { WhatIsThis } from '@/components/ui/what-is-this';
import type { IntegrityResponse } from '@shared/evidence';
import { EVIDENCE_LOAD_TEXTS, integrityQueryOptions } from '../api';
import { countChanges, formatDateTime } from '../format';
import { LoadErrorAlert } from './evidence-dialog';

/** '12 changes recorded', '1 change recorded', 'No changes recorded yet.' */
function changesRecordedText(count: number): string {
  if (count === 0) return t`No changes recorded yet.`;
  const changes = countChanges(count);
  return t`${changes} recorded`;
}

/** The card's words: plain ones, not a cryptographer's ("chain", "hash"). */
const INTEGRITY_WORDS = liveTexts({
  intact: msg`Nothing altered`,
  broken: msg`Altered outside Fairsplit`,
  brokenAt: (seq: number) => msg`Altered from history entry ${seq}`,
  fingerprint: msg`Fingerprint of your records`,
  explained: msg`A code worked out from every change you have recorded, in order. If any past entry were altered, the code would no longer match. Note it down or copy it: a lawyer can compare it with the one printed on an export, and Fairsplit checks it again whenever you press Verify now.`,
});

/** A hash as the card shows it: its first 12 characters, enough to compare by eye. */
function shortHash(hash: string): string {
  return `${hash.slice(0, 12)}…`;
}

/**
 * The profile's 'Record integrity' card: how many changes the log holds, whether its chain
 * still recomputes, the latest hash to note down or copy, and a check on demand.
 */
export function IntegrityCard() {
  const integrity = useQuery(integrityQueryOptions);
  const { t } = useLingui();
  return (
    <SectionCard
      title={t`Record integrity`}
      icon={Fingerprint}
      description={t`Every change to your expenses, events, net worth items, division target, saved settlement figures and who is who is kept in a chain of records that cannot be altered without it showing here.`}
    >
      <div className="mt-4">
        {integrity.isPending ? (
          <Spinner size="sm" label={t`Checking your records`} />
        ) : integrity.isError ? (
          <LoadErrorAlert error={integrity.error} texts={EVIDENCE_LOAD_TEXTS.integrity} />
        ) : (
          <IntegrityDetails check={integrity.data} checkedAt={integrity.dataUpdatedAt} />
        )}
      </div>
      <Button
        variant="outline"
        className="mt-4"
        isLoading={integrity.isFetching}
        loadingText={t`Verifying...`}
        onClick={() => void integrity.refetch()}
      >
        <ShieldCheck aria-hidden="true" className="size-4" />
        <Trans>Verify now</Trans>
      </Button>
    </SectionCard>
  );
}

function IntegrityDetails({ check, checkedAt }: { check: IntegrityResponse; checkedAt: number }) {
  const { valid, revisions, head, first_bad_seq } = check;
  const { t } = useLingui();
  const checked = formatDateTime(new Date(checkedAt).toISOString());
  return (
    <div className="space-y-3">
      <div role="status" className="space-y-2">
        <p className="text-slate-900">{changesRecordedText(revisions)}</p>
        {valid ? (
          <Badge tone="success">
            <ShieldCheck aria-hidden="true" className="size-3.5" />
            {INTEGRITY_WORDS.intact}
          </Badge>
        ) : (
          <>
            <Badge tone="error">
              <ShieldAlert aria-hidden="true" className="size-3.5" />
              {first_bad_seq === null
                ? INTEGRITY_WORDS.broken
                : INTEGRITY_WORDS.brokenAt(first_bad_seq)}
            </Badge>
            <p className="text-sm text-red-800">
              <Trans>
                The records from that change on no longer match what was written at the time, so
                they may have been altered outside Fairsplit. Please contact support.
              </Trans>
            </p>
          </>
        )}
        <p className="text-xs text-slate-500">
          <Trans>Checked {checked}</Trans>
        </p>
      </div>
      {revisions > 0 && (
        <div>
          <div className="flex flex-wrap items-center gap-x-2 text-sm">
            <span className="font-medium text-slate-600">{INTEGRITY_WORDS.fingerprint}</span>
            <code title={head.hash} className="font-mono text-slate-900">
              {shortHash(head.hash)}
            </code>
            <CopyButton text={head.hash} label={t`Copy fingerprint`} className="min-h-11" />
          </div>
          <WhatIsThis>{INTEGRITY_WORDS.explained}</WhatIsThis>
        </div>
      )}
    </div>
  );
}
