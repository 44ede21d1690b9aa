import type { MessageDescriptor } from '@lingui/core';
import { GlossaryHelp } from '@/components/ui/glossary-help';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Gauge, Gavel, Handshake } from 'lucide-react';
import { formatPercent } from '@shared/money';
import { Slider } from '@/components/ui/slider';
import { useSharedText } from '@/lib/i18n';
import {
  RISK_BAND_LABELS,
  RISK_TOLERANCE_RANGE,
  riskBand,
  SETTLEMENT_PERCENT_RANGE,
  SLIDER_STEP,
  trialSliderBounds,
  type NumberRange,
  type SettlementParameters,
  type SettlementVariant,
  type TrialCase,
} from '@shared/settlement';
import type { ParameterChange } from '../parameters';
import { MoneyParameterField } from './money-field';
import { Section } from './section';

type ParameterSectionsProps = {
  variant: SettlementVariant;
  parameters: SettlementParameters;
  onChange: (change: ParameterChange) => void;
  costRanges: { settlementCosts: NumberRange; trialCosts: NumberRange };
};

const trialLabels: Record<TrialCase, MessageDescriptor> = {
  worst: msg`Worst Case`,
  expected: msg`Expected Case`,
  best: msg`Best Case`,
};

const trialValues = {
  worst: 'worstPercent',
  expected: 'expectedPercent',
  best: 'bestPercent',
} as const satisfies Record<TrialCase, keyof SettlementParameters>;

const iconClass = 'size-5 text-primary';

/** Settlement parameters, trial parameters and risk tolerance: the same on both calculators. */
export function ParameterSections({
  variant,
  parameters,
  onChange,
  costRanges,
}: ParameterSectionsProps) {
  const bounds = trialSliderBounds(
    {
      worst: parameters.worstPercent,
      expected: parameters.expectedPercent,
      best: parameters.bestPercent,
    },
    variant,
  );
  const { t, i18n } = useLingui();
  const sharedText = useSharedText();
  const riskLevel = parameters.riskTolerance;
  const riskLabel = sharedText(RISK_BAND_LABELS[riskBand(riskLevel)]);

  return (
    <>
      <Section
        title={t`Settlement Parameters`}
        description={t`What the proposed settlement gives you, and what it costs to settle.`}
        icon={<Handshake aria-hidden="true" className={iconClass} />}
      >
        <div className="space-y-5">
          <GlossaryHelp term="settlement" />
          <Slider
            label={t`Settlement Percentage`}
            value={parameters.settlementPercent}
            min={SETTLEMENT_PERCENT_RANGE.min}
            max={SETTLEMENT_PERCENT_RANGE.max}
            step={SLIDER_STEP}
            valueText={formatPercent(parameters.settlementPercent)}
            hint={t`Your share of the net worth under the settlement.`}
            onValueChange={(value) => onChange({ type: 'settlementPercent', value })}
          />
          <MoneyParameterField
            field="settlementCosts"
            label={t`Settlement Costs`}
            hint={t`Legal and mediation fees still to pay if you settle.`}
            parameters={parameters}
            ranges={costRanges}
            onChange={onChange}
          />
        </div>
      </Section>

      <Section
        title={t`Trial Parameters`}
        description={t`What a trial might award you, as a share of the net worth, and what it costs.`}
        icon={<Gavel aria-hidden="true" className={iconClass} />}
      >
        <div className="space-y-5">
          <GlossaryHelp term="trial" />
          <MoneyParameterField
            field="trialCosts"
            label={t`Trial Costs`}
            hint={t`Legal fees, experts and court costs of going to trial.`}
            parameters={parameters}
            ranges={costRanges}
            onChange={onChange}
          />
          {(['worst', 'expected', 'best'] as const).map((which) => {
            const lowest = formatPercent(bounds[which].min);
            const highest = formatPercent(bounds[which].max);
            return (
              <Slider
                key={which}
                label={i18n._(trialLabels[which])}
                value={parameters[trialValues[which]]}
                // The track spans only what this case may take, so the accessible range
                // (aria-valuemin/max) is the real one, not 0–100 with values refused.
                min={bounds[which].min}
                max={bounds[which].max}
                step={SLIDER_STEP}
                valueText={formatPercent(parameters[trialValues[which]])}
                hint={t`Between ${lowest} and ${highest}.`}
                onValueChange={(value) => onChange({ type: 'trial', which, value })}
              />
            );
          })}
        </div>
      </Section>

      <Section
        title={t`Risk Tolerance`}
        description={t`How much uncertainty you can live with, from 1 (none) to 10 (a lot).`}
        icon={<Gauge aria-hidden="true" className={iconClass} />}
      >
        <Slider
          label={t`Risk Tolerance`}
          value={parameters.riskTolerance}
          min={RISK_TOLERANCE_RANGE.min}
          max={RISK_TOLERANCE_RANGE.max}
          step={SLIDER_STEP}
          valueText={`${riskLevel} – ${riskLabel}`}
          hint={t`1–3 low, 4–7 moderate, 8–10 high.`}
          onValueChange={(value) => onChange({ type: 'riskTolerance', value })}
        />
      </Section>
    </>
  );
}
