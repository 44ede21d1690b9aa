import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Info, Lightbulb, ListChecks, Scale, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { formatPercent, formatUsdWhole } from '@shared/money';
import type { OutcomeTone, SettlementResult, TrialCase } from '@shared/settlement';
import { Section } from './section';

const iconClass = 'size-5 text-primary';

const toneStyles: Record<OutcomeTone, { box: string; pill: string }> = {
  green: {
    box: 'border-emerald-200 bg-emerald-50',
    pill: 'bg-emerald-100 text-emerald-800',
  },
  yellow: {
    box: 'border-amber-200 bg-amber-50',
    pill: 'bg-amber-100 text-amber-900',
  },
  red: {
    box: 'border-red-200 bg-red-50',
    pill: 'bg-red-100 text-red-800',
  },
};

const trialToneText: Record<OutcomeTone, MessageDescriptor> = {
  green: msg`Better than settling`,
  yellow: msg`About the same as settling`,
  red: msg`Worse than settling`,
};

const settlementToneText: Record<OutcomeTone, MessageDescriptor> = {
  green: msg`Better than the expected trial outcome`,
  yellow: msg`About the same as the expected trial outcome`,
  red: msg`Worse than the expected trial outcome`,
};

const trialLabels: Record<TrialCase, MessageDescriptor> = {
  worst: msg`Worst case`,
  expected: msg`Expected case`,
  best: msg`Best case`,
};

function Row({
  label,
  value,
  testId,
  strong = false,
}: {
  label: ReactNode;
  value: string;
  testId?: string;
  strong?: boolean;
}) {
  return (
    <div
      className={cn(
        'flex items-baseline justify-between gap-4 py-2',
        strong && 'border-t border-slate-200 pt-3 font-semibold text-slate-900',
      )}
    >
      <dt className={cn('text-sm', strong ? 'text-slate-900' : 'text-slate-600')}>{label}</dt>
      <dd className={cn('money text-right', strong ? 'text-lg' : 'text-sm')} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function negative(amount: number): string {
  return amount === 0 ? formatUsdWhole(0) : `−${formatUsdWhole(amount)}`;
}

type SettlementResultsProps = {
  result: SettlementResult;
  settlementPercent: number;
  trialPercents: Record<TrialCase, number>;
  settlementCosts: number;
  trialCosts: number;
};

/** Settlement outcome, trial outcomes, recommendation and key findings (recomputed on every change). */
export function SettlementResults({
  result,
  settlementPercent,
  trialPercents,
  settlementCosts,
  trialCosts,
}: SettlementResultsProps) {
  const settlementTone = toneStyles[result.settlementTone];
  const { t, i18n } = useLingui();
  const settlementShare = formatPercent(settlementPercent);
  const expenses = formatUsdWhole(result.expenses);
  const trialCostsText = formatUsdWhole(trialCosts);
  return (
    <>
      <Section
        title={t`Settlement Outcome`}
        icon={<Scale aria-hidden="true" className={iconClass} />}
      >
        <dl>
          <Row
            label={t`Settlement amount (${settlementShare} of net worth)`}
            value={formatUsdWhole(result.settlementAmount)}
            testId="settlement-amount"
          />
          <Row label={t`Expenses already incurred`} value={negative(result.expenses)} />
          <Row label={t`Settlement costs`} value={negative(settlementCosts)} />
          <Row
            label={t`Net settlement`}
            value={formatUsdWhole(result.netSettlement)}
            testId="net-settlement"
            strong
          />
        </dl>
        <p
          className={cn(
            'mt-2 inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium',
            settlementTone.pill,
          )}
        >
          {i18n._(settlementToneText[result.settlementTone])}
        </p>
        <div className="mt-4 flex items-baseline justify-between gap-4 rounded-md bg-slate-50 px-3 py-2">
          <p className="text-sm text-slate-700">
            <Trans>Break-even settlement</Trans>
            <span className="block text-xs text-slate-500">
              <Trans>The settlement percentage that matches the expected trial outcome.</Trans>
            </span>
          </p>
          <p className="money text-lg font-semibold text-slate-900" data-testid="break-even">
            {formatPercent(result.breakEvenPercent)}
          </p>
        </div>
      </Section>

      <Section
        title={t`Trial Outcomes`}
        description={t`After ${expenses} in expenses and ${trialCostsText} in trial costs, compared with settling.`}
        icon={<TrendingUp aria-hidden="true" className={iconClass} />}
      >
        <ul className="space-y-2">
          {(['worst', 'expected', 'best'] as const).map((which) => {
            const tone = result.trialTones[which];
            const label = i18n._(trialLabels[which]);
            const share = formatPercent(trialPercents[which]);
            return (
              <li
                key={which}
                className={cn(
                  'flex items-center justify-between gap-3 rounded-md border px-3 py-2.5',
                  toneStyles[tone].box,
                )}
                data-tone={tone}
                data-testid={`trial-${which}`}
              >
                <div className="min-w-0">
                  <p className="text-sm text-slate-700">
                    {label} ({share})
                  </p>
                  <p
                    className={cn(
                      'mt-1 inline-flex rounded-full px-2 py-0.5 text-xs font-medium',
                      toneStyles[tone].pill,
                    )}
                  >
                    {i18n._(trialToneText[tone])}
                  </p>
                </div>
                <span
                  className="money text-base font-semibold text-slate-900"
                  data-testid={`trial-${which}-amount`}
                >
                  {formatUsdWhole(result.trialOutcomes[which])}
                </span>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section
        title={t`Recommendation`}
        icon={<Lightbulb aria-hidden="true" className={iconClass} />}
        className="border-primary/30"
      >
        <div data-testid="recommendation" data-branch={result.recommendation.branch}>
          <p className="text-base font-semibold text-slate-900">{result.recommendation.title}</p>
          <p className="mt-1 text-sm leading-6 text-slate-700">{result.recommendation.text}</p>
        </div>
      </Section>

      <Section
        title={t`Key Findings`}
        icon={<ListChecks aria-hidden="true" className={iconClass} />}
      >
        <ul
          className="list-disc space-y-2 pl-5 text-sm leading-6 text-slate-700"
          data-testid="key-findings"
        >
          {result.keyFindings.map((finding) => (
            <li key={finding}>{finding}</li>
          ))}
        </ul>
      </Section>
    </>
  );
}

/** The calculators' disclaimer: general information, not advice. */
export function SettlementDisclaimer() {
  const { t } = useLingui();
  return (
    <aside
      aria-label={t`Disclaimer`}
      className="flex gap-3 rounded-lg border border-slate-200 bg-slate-100 p-4 text-xs leading-5 text-slate-600"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <Trans>
          <strong className="font-semibold text-slate-700">Disclaimer:</strong> This calculator
          gives general information to help you plan. It is not legal or financial advice, and
          Fairsplit is not a law firm. The results depend entirely on the figures and estimates you
          enter; no one can predict what a court will decide. Talk to a qualified family law
          attorney or financial professional before you make decisions about your case.
        </Trans>
      </p>
    </aside>
  );
}
