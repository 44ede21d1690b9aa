import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Scale } from 'lucide-react';
import { useState } from 'react';
import { SectionCard } from '@/components/ui/card';
import { TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { SupportRecords, type SupportHistoryOpener } from '@/features/support';
import { useSharedText } from '@/lib/i18n';
import { todayIsoDate } from '@shared/dates';
import { ledgerQuerySchema, SUPPORT_MESSAGES, type SupportOverview } from '@shared/support';
import { sharedSupportQueryOptions } from '../api';

/** The date typed, when it is one the server reads a ledger through (YYYY-MM-DD, 1900–2199). */
function throughDate(value: string): string | null {
  const parsed = ledgerQuerySchema.safeParse({ through: value });
  return parsed.success ? parsed.data.through : null;
}

/**
 * The owner's support orders, payments, ledger and reimbursement requests through the link,
 * read-only: through the day the link was opened first, through another date on request (each
 * read is logged for the owner, like the page).
 */
export function SharedSupport({
  token,
  passcode,
  first,
  onHistory,
}: {
  token: string;
  passcode: string | null;
  first: SupportOverview;
  onHistory: SupportHistoryOpener;
}) {
  const { t } = useLingui();
  const sharedText = useSharedText();
  const [typed, setTyped] = useState(first.ledger.through);
  const [through, setThrough] = useState(first.ledger.through);
  const choose = (value: string) => {
    setTyped(value);
    const date = throughDate(value);
    if (date !== null) setThrough(date);
  };
  const other = useQuery({
    ...sharedSupportQueryOptions(token, passcode, through),
    enabled: through !== first.ledger.through,
  });
  const overview = through === first.ledger.through ? first : other.data;
  return (
    <SectionCard title={t`Support and reimbursements`} icon={Scale}>
      <p className="mt-2 text-sm text-slate-600">
        <Trans>
          The figures are as of the date shown. Choose another date to see what was due, paid and
          behind through it.
        </Trans>
      </p>
      <div className="mt-4 max-w-xs">
        <TextField
          label={t`Through`}
          type="date"
          value={typed}
          error={
            throughDate(typed) === null ? sharedText(SUPPORT_MESSAGES.throughInvalid) : undefined
          }
          onChange={(event) => choose(event.target.value)}
        />
      </div>
      <div className="mt-4">
        {overview ? (
          <SupportRecords overview={overview} today={todayIsoDate()} onHistory={onHistory} />
        ) : other.isError ? (
          <p className="text-slate-700">
            <Trans>The records through this date could not be loaded. Please try again.</Trans>
          </p>
        ) : (
          <Spinner label={t`Loading the support records`} />
        )}
      </div>
    </SectionCard>
  );
}
