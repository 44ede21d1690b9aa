import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ClipboardList } from 'lucide-react';
import { SectionCard } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { MonthField, Statement, useMonthChoice } from '@/features/disclosure';
import type { DisclosureResponse } from '@shared/disclosure';
import { sharedDisclosureQueryOptions } from '../api';

/**
 * The owner's financial disclosure through the link, read-only: the last whole month first,
 * another month on request (each read is logged for the owner, like the page).
 */
export function SharedDisclosure({
  token,
  passcode,
  first,
}: {
  token: string;
  passcode: string | null;
  first: DisclosureResponse;
}) {
  const { t } = useLingui();
  const { typed, month, choose } = useMonthChoice(first.month);
  const other = useQuery({
    ...sharedDisclosureQueryOptions(token, passcode, month),
    enabled: month !== first.month,
  });
  const statement = month === first.month ? first : other.data;
  return (
    <SectionCard title={t`Financial disclosure`} icon={ClipboardList}>
      <p className="mt-2 text-sm text-slate-600">
        <Trans>
          Drafted from the records for one month. A draft to copy onto a court's form — not a court
          form.
        </Trans>
      </p>
      <div className="mt-4 max-w-xs">
        <MonthField typed={typed} onChoose={choose} />
      </div>
      <div className="mt-4 space-y-6">
        {statement ? (
          <Statement statement={statement} readOnly />
        ) : other.isError ? (
          <p className="text-slate-700">
            <Trans>This month could not be loaded. Please try again.</Trans>
          </p>
        ) : (
          <Spinner label={t`Loading the financial disclosure`} />
        )}
      </div>
    </SectionCard>
  );
}
