/**
 * The owner's saved settlement figures and decision analysis through a link that covers them,
 * read-only, with the history of each. Loaded only for such a link: its charts' library is not
 * part of any other view (e2e/bundle.spec.ts).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import { SectionCard } from '@/components/ui/card';
import {
  DecisionInputsSummary,
  DecisionResultsView,
  LabelledFigures,
} from '@/features/decision-analysis';
import { savedAtText as savedAt } from '@shared/dates';
import { formatUsdWhole } from '@shared/money';
import type { SharedViewResponse } from '@shared/sharing';

type SharedSettlementProps = {
  settlement: NonNullable<SharedViewResponse['settlement']>;
  /** A History button for the entity's one record. */
  historyButton: (entity: 'settlement_scenario' | 'decision_analysis', name: string) => ReactNode;
};

export function SharedSettlement({ settlement, historyButton }: SharedSettlementProps) {
  const { t } = useLingui();
  const { scenario, decision_analysis: analysis } = settlement;
  return (
    <SectionCard title={t`Settlement figures and decision analysis`} icon={Scale}>
      {scenario === null && analysis === null && (
        <p className="mt-3 text-slate-700">
          <Trans>The account holder has not saved settlement figures or a decision analysis.</Trans>
        </p>
      )}
      {scenario !== null && (
        <div className="mt-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold text-slate-900">
              <Trans>Settlement vs. Trial Calculator</Trans>
            </h3>
            {historyButton('settlement_scenario', t`the saved figures`)}
          </div>
          <p className="mt-1 text-sm text-slate-600">{t`Saved ${savedAt(scenario.updated_at)}`}</p>
          <div className="mt-2">
            <LabelledFigures
              rows={
                [
                  [t`Settlement costs`, formatUsdWhole(scenario.settlement_costs)],
                  [t`Trial costs`, formatUsdWhole(scenario.trial_costs)],
                  [t`Settlement percentage`, `${scenario.settlement_percent}%`],
                  [t`Worst case at trial`, `${scenario.worst_percent}%`],
                  [t`Expected case at trial`, `${scenario.expected_percent}%`],
                  [t`Best case at trial`, `${scenario.best_percent}%`],
                  [t`Risk tolerance`, String(scenario.risk_tolerance)],
                ] as const
              }
            />
          </div>
        </div>
      )}
      {analysis !== null && (
        <div className="mt-6">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold text-slate-900">
              <Trans>Decision analysis</Trans>
            </h3>
            {historyButton('decision_analysis', t`the decision analysis`)}
          </div>
          <p className="mt-1 mb-3 text-sm text-slate-600">{t`Saved ${savedAt(analysis.updated_at)}`}</p>
          <DecisionInputsSummary inputs={analysis} />
          <div className="mt-4">
            <DecisionResultsView inputs={analysis} results={analysis.results} headingLevel={4} />
          </div>
        </div>
      )}
    </SectionCard>
  );
}
