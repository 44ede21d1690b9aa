/**
 * The analysis's inputs as a reader sees them, read-only: a shared link's view prints them
 * above the results, so a lawyer reads every assumption behind a figure.
 */
import { useLingui } from '@lingui/react/macro';
import type { DecisionInputs } from '@shared/decision-analysis';
import { formatUsd } from '@shared/money';

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
      <div className="overflow-x-auto">
        <table className="w-full border-collapse">
          <caption className="mb-1 text-left font-medium text-slate-800">
            {t`Results at trial`}
          </caption>
          <thead>
            <tr className="text-slate-600">
              <th scope="col" className="py-1.5 pr-3 text-left font-medium">
                {t`Result`}
              </th>
              <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                {t`Chance`}
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                {t`Amount`}
              </th>
            </tr>
          </thead>
          <tbody>
            {inputs.outcomes.map((outcome, index) => (
              <tr key={index} className="border-t border-slate-100">
                <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                  {outcome.label}
                </th>
                <td className="money py-1.5 pr-3 text-right">{outcome.probability}%</td>
                <td className="money py-1.5 text-right">{signed(outcome.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse">
          <caption className="mb-1 text-left font-medium text-slate-800">
            {t`What a trial costs`}
          </caption>
          <thead>
            <tr className="text-slate-600">
              <th scope="col" className="py-1.5 pr-3 text-left font-medium">
                {t`Step`}
              </th>
              <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                {t`Attorney hours`}
              </th>
              <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                {t`Hourly rate`}
              </th>
              <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                {t`Experts`}
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                {t`Court costs`}
              </th>
            </tr>
          </thead>
          <tbody>
            {inputs.phases.map((phase, index) => (
              <tr key={index} className="border-t border-slate-100">
                <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                  {phase.name}
                </th>
                <td className="money py-1.5 pr-3 text-right">{phase.hours}</td>
                <td className="money py-1.5 pr-3 text-right">{formatUsd(phase.rate)}</td>
                <td className="money py-1.5 pr-3 text-right">{formatUsd(phase.experts)}</td>
                <td className="money py-1.5 text-right">{formatUsd(phase.court_costs)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {inputs.note && (
        <div>
          <p className="font-medium text-slate-800">{t`What else matters`}</p>
          <p className="mt-1 whitespace-pre-line text-slate-700">{inputs.note}</p>
        </div>
      )}
    </div>
  );
}
