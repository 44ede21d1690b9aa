import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PiggyBank, Receipt, Scale, TrendingDown, TrendingUp, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { useSpouseLabels } from '@/features/account';
import { cn } from '@/lib/cn';
import { useSharedText } from '@/lib/i18n';
import type { NetworthSummary } from '@shared/networth';
import { ownershipRows, summaryTotals, type OwnershipPanel } from '@shared/networth-summary';

function TotalCard({
  label,
  value,
  icon: Icon,
  testId,
}: {
  label: string;
  value: string;
  icon: LucideIcon;
  testId: string;
}) {
  const labelId = useId();
  return (
    <Card className="p-5" role="group" aria-labelledby={labelId}>
      <div className="flex items-center justify-between gap-3">
        <h2 id={labelId} className="text-sm font-medium text-slate-600">
          {label}
        </h2>
        <Icon aria-hidden="true" className="size-5 text-primary" />
      </div>
      <p data-testid={testId} className="money mt-2 text-2xl font-semibold text-slate-900">
        {value}
      </p>
    </Card>
  );
}

const PANELS: Record<
  OwnershipPanel,
  {
    title: MessageDescriptor;
    description: MessageDescriptor;
    /** The progress bar's name: 'Spouse 1 share of assets'. */
    share: (owner: string) => MessageDescriptor;
    bar: string;
    icon: LucideIcon;
  }
> = {
  assets: {
    title: msg`Asset Ownership`,
    description: msg`Who owns what share of the total assets.`,
    share: (owner) => msg`${owner} share of assets`,
    bar: 'bg-primary',
    icon: PiggyBank,
  },
  debts: {
    title: msg`Debt Responsibility`,
    description: msg`Who is responsible for what share of the total debts.`,
    share: (owner) => msg`${owner} share of debts`,
    bar: 'bg-slate-600',
    icon: Receipt,
  },
};

function OwnershipPanelCard({
  summary,
  panel,
}: {
  summary: NetworthSummary;
  panel: OwnershipPanel;
}) {
  const { title, description, share, bar, icon: Icon } = PANELS[panel];
  const titleId = useId();
  const spouses = useSpouseLabels();
  const { i18n } = useLingui();
  const sharedText = useSharedText();
  return (
    <Card className="p-5" role="group" aria-labelledby={titleId}>
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div>
          <h2 id={titleId} className="text-base font-semibold text-slate-900">
            {i18n._(title)}
          </h2>
          <p className="text-sm text-slate-600">{i18n._(description)}</p>
        </div>
      </div>
      <ul className="mt-5 space-y-4">
        {ownershipRows(summary, panel, spouses).map((row) => (
          <li key={row.owner} data-testid={`${panel}-${row.owner}`}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium text-slate-800">{sharedText(row.label)}</span>
              <span className="money text-slate-900">
                <span data-testid={`${panel}-${row.owner}-amount`} className="font-semibold">
                  {row.amount}
                </span>
                <span
                  data-testid={`${panel}-${row.owner}-percent`}
                  className="ml-2 inline-block min-w-14 text-right text-slate-600"
                >
                  {row.percentText}
                </span>
              </span>
            </div>
            <div
              role="progressbar"
              aria-label={i18n._(share(sharedText(row.label)))}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={row.percent}
              aria-valuetext={row.percentText}
              className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className={cn('h-full rounded-full', bar)}
                style={{ width: `${row.percent}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Net Worth, Total Assets and Total Debts, then who owns the assets and who owes the debts. */
export function SummaryTab({ summary }: { summary: NetworthSummary }) {
  const totals = summaryTotals(summary);
  const { t } = useLingui();
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <TotalCard
          label={t`Net Worth`}
          value={totals.netWorth}
          icon={Scale}
          testId="summary-net-worth"
        />
        <TotalCard
          label={t`Total Assets`}
          value={totals.totalAssets}
          icon={TrendingUp}
          testId="summary-total-assets"
        />
        <TotalCard
          label={t`Total Debts`}
          value={totals.totalDebts}
          icon={TrendingDown}
          testId="summary-total-debts"
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <OwnershipPanelCard summary={summary} panel="assets" />
        <OwnershipPanelCard summary={summary} panel="debts" />
      </div>
    </div>
  );
}
