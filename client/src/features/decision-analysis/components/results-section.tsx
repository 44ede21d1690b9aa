/**
 * The results, in the order a person asks for them: what settling leaves, what trial leaves on
 * average, which is more and by how much, then where the choice would flip, and the pictures.
 * Each chart has the same figures in a table and a sentence, for a screen reader and for anyone
 * who would rather read than look.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { BarChart3 } from 'lucide-react';
import type { ReactNode } from 'react';
import { GlossaryHelp } from '@/components/ui/glossary-help';
import { cn } from '@/lib/cn';
import { Panel } from './panel';
import {
  type DecisionInputs,
  type DecisionResults,
  outcomeKeys,
  sensitivity,
  sensitivityOutcome,
} from '@shared/decision-analysis';
import { centsToAmountText, formatUsd, requireAmountCents } from '@shared/money';
import { FiguresTable } from './figures-table';
import { type ChartBar, OutcomeChart } from './outcome-chart';
import { SensitivityChart, stepText } from './sensitivity-chart';

function Figure({
  label,
  amount,
  help,
  strong = false,
  testId,
}: {
  label: string;
  amount: string;
  help?: ReactNode;
  strong?: boolean;
  testId: string;
}) {
  return (
    <div className={cn('rounded-md px-3 py-2', strong ? 'bg-primary-soft' : 'bg-slate-50')}>
      <dt className="text-sm text-slate-600">
        {label} {help}
      </dt>
      <dd className="money mt-1 text-xl font-semibold text-slate-900" data-testid={testId}>
        {formatUsd(amount)}
      </dd>
    </div>
  );
}

function FoldedTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly string[])[];
}) {
  return (
    <details className="mt-3 rounded-md border border-slate-200 text-sm">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium text-slate-800">
        {caption}
      </summary>
      <div className="px-3 pb-3">
        <FiguresTable caption={caption} head={head} rows={rows} captionShown={false} />
      </div>
    </details>
  );
}

export function ResultsSection({
  inputs,
  results,
  isStale,
}: {
  inputs: DecisionInputs;
  results: DecisionResults;
  /** The figures on screen cannot be read: these are the results of the last ones that could. */
  isStale: boolean;
}) {
  const { t } = useLingui();
  return (
    <Panel title={t`Results`} icon={BarChart3} className={cn(isStale && 'opacity-70')}>
      {isStale && (
        <p role="status" className="mb-3 text-sm font-medium text-slate-800">
          <Trans>These are the results of your last complete figures.</Trans>
        </p>
      )}
      <DecisionResultsView inputs={inputs} results={results} />
    </Panel>
  );
}

/** The results and their pictures, for the page and for a shared link's read-only view. */
export function DecisionResultsView({
  inputs,
  results,
  headingLevel = 3,
}: {
  inputs: DecisionInputs;
  results: DecisionResults;
  /** Its sub-headings' level: 3 under the page's Results, 4 inside a link's section. */
  headingLevel?: 3 | 4;
}) {
  const { t } = useLingui();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const difference = requireAmountCents(results.difference);
  const gap = formatUsd(centsToAmountText(Math.abs(difference)));
  const verdict =
    difference > 0
      ? t`On average, going to trial leaves you ${gap} more than settling.`
      : difference < 0
        ? t`On average, settling leaves you ${gap} more than going to trial.`
        : t`On average, settling and going to trial leave you the same.`;
  const bestLabel = inputs.outcomes[0]!.label;
  const breakEven =
    inputs.outcomes.length === 1
      ? t`With one result there is no chance to weigh: add the best and the worst to see where the choice would flip.`
      : results.break_even_probability === null
        ? t`No chance of “${bestLabel}” makes trial and the offer come out even.`
        : t`Trial and the offer come out even when “${bestLabel}” has a ${results.break_even_probability}% chance (you put it at ${inputs.outcomes[0]!.probability}%). Above that, trial is worth more on average; below it, settling.`;

  const keys = outcomeKeys(inputs.outcomes.length);
  const bars: ChartBar[] = [
    ...inputs.outcomes.map((outcome, index) => ({
      key: keys[index]!,
      label: outcome.label,
      amount: results.range[keys[index]!]!,
    })),
    { key: 'expected', label: t`Expected value`, amount: results.ev_trial, isAverage: true },
  ];
  const chartSummary = t`${verdict} Expected value of trial ${formatUsd(results.ev_trial)}; settlement value ${formatUsd(results.settlement_value)}.`;

  const moves = sensitivity(inputs);
  const moved = inputs.outcomes[sensitivityOutcome(inputs.outcomes.length)]!.label;
  const probabilityName = t`Chance of “${moved}”`;
  const low = formatUsd(moves.hours[0]!);
  const high = formatUsd(moves.hours.at(-1)!);
  const hoursSummary = t`With 50% fewer attorney hours, the expected value of trial would be ${low}; with 50% more, ${high}.`;
  const sensitivitySummary = moves.probability
    ? `${t`If the chance of “${moved}” were half what you put, the expected value of trial would be ${formatUsd(moves.probability[0]!)}; one and a half times, ${formatUsd(moves.probability.at(-1)!)}.`} ${hoursSummary}`
    : hoursSummary;
  // Nothing costs anything yet: the comparison would rest on the waiting alone.
  const isStarting = results.litigation_cost === '0.00';

  return (
    <>
      <dl className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
        <Figure
          label={t`Settlement value`}
          amount={results.settlement_value}
          help={<GlossaryHelp term="settlement" />}
          testId="settlement-value"
        />
        <Figure
          label={t`Expected value of trial`}
          amount={results.ev_trial}
          help={<GlossaryHelp term="expected value" />}
          strong
          testId="ev-trial"
        />
        <Figure
          label={t`Cost of a trial`}
          amount={results.litigation_cost}
          testId="litigation-cost"
        />
        <Figure
          label={t`Difference`}
          amount={results.difference}
          help={
            <span className="block text-xs">{t`Expected value of trial minus settlement value`}</span>
          }
          testId="difference"
        />
      </dl>
      {isStarting && (
        <p className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          <Trans>
            A trial costs nothing here yet. Fill in your lawyer’s hours for each step, and the
            results a judge might reach, before you weigh these figures.
          </Trans>
        </p>
      )}
      <p className="mt-4 font-medium text-slate-900" data-testid="verdict">
        {verdict}
      </p>
      <p className="mt-2 text-slate-700" data-testid="break-even">
        {breakEven}
      </p>

      <Heading className="mt-6 font-semibold text-slate-900">
        <Trans>What each result leaves you</Trans>
      </Heading>
      <p className="mt-1 mb-3 text-sm text-slate-600">
        <Trans>
          Each result after the cost of a trial and the months of waiting, against the settlement
          value.
        </Trans>
      </p>
      <OutcomeChart bars={bars} settlementValue={results.settlement_value} summary={chartSummary} />
      <FoldedTable
        caption={t`See these figures as a table`}
        head={[t`Result`, t`Chance`, t`What it leaves you`]}
        rows={[
          ...inputs.outcomes.map((outcome, index) => [
            outcome.label,
            `${outcome.probability}%`,
            formatUsd(results.range[keys[index]!]!),
          ]),
          [t`Expected value`, '100%', formatUsd(results.ev_trial)],
          [t`Settlement value`, '', formatUsd(results.settlement_value)],
        ]}
      />

      <Heading className="mt-6 font-semibold text-slate-900">
        <Trans>If your guesses are off</Trans>
      </Heading>
      <p className="mt-1 mb-3 text-sm text-slate-600">{sensitivitySummary}</p>
      <SensitivityChart
        sensitivity={moves}
        settlementValue={results.settlement_value}
        probabilityName={probabilityName}
        summary={sensitivitySummary}
      />
      <FoldedTable
        caption={t`See these figures as a table`}
        head={[t`Change`, ...(moves.probability ? [probabilityName] : []), t`Attorney hours`]}
        rows={moves.steps.map((step, index) => [
          stepText(step),
          ...(moves.probability ? [formatUsd(moves.probability[index]!)] : []),
          formatUsd(moves.hours[index]!),
        ])}
      />
    </>
  );
}
