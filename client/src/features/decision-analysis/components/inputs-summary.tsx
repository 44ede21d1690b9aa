/**
 * The analysis's inputs as a reader sees them, read-only: a shared link's view prints them
 * above the results, so a lawyer reads every assumption behind a figure.
 */
import { useLingui } from '@lingui/react/macro';
import type { DecisionInputs } from '@shared/decision-analysis';
import { formatUsd } from '@shared/money';
import { FiguresTable } from './figures-table';

/** "$100,000.00 received" or "$5,000.00 paid". */
function useSignedAmount() {
  const { t } = useLingui();
  return (amount: string) =>
    amount.startsWith('-')
      ? t`${formatUsd(amount.slice(1))} paid`
      : t`${formatUsd(amount)} received`;
}

/** Figures as label and value pairs, two columns from a tablet up. */
export function LabelledFigures({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-3 border-b border-slate-100 py-1">
          <dt className="text-slate-600">{label}</dt>
          <dd className="money font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function DecisionInputsSummary({ inputs }: { inputs: DecisionInputs }) {
  const { t } = useLingui();
  const signed = useSignedAmount();
  const rows: [string, string][] = [
    [t`Offer`, signed(inputs.offer)],
    [t`Cost of settling`, formatUsd(inputs.settlement_costs)],
    [t`Months until a decision`, String(inputs.months)],
    [t`Discount rate a year`, `${inputs.discount_rate}%`],
  ];
  return (
    <div className="space-y-4 text-sm">
      <LabelledFigures rows={rows} />
      <FiguresTable
        caption={t`Results at trial`}
        head={[t`Result`, t`Chance`, t`Amount`]}
        rows={inputs.outcomes.map((outcome) => [
          outcome.label,
          `${outcome.probability}%`,
          signed(outcome.value),
        ])}
      />
      <FiguresTable
        caption={t`What a trial costs`}
        head={[t`Step`, t`Attorney hours`, t`Hourly rate`, t`Experts`, t`Court costs`]}
        rows={inputs.phases.map((phase) => [
          phase.name,
          phase.hours,
          formatUsd(phase.rate),
          formatUsd(phase.experts),
          formatUsd(phase.court_costs),
        ])}
      />
      {inputs.note && (
        <div>
          <p className="font-medium text-slate-800">{t`What else matters`}</p>
          <p className="mt-1 whitespace-pre-line text-slate-700">{inputs.note}</p>
        </div>
      )}
    </div>
  );
}
