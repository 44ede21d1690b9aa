import { Gauge, Gavel, Handshake } from 'lucide-react';
import { formatPercent } from '@shared/money';
import { Slider } from '@/components/ui/slider';
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

const trialLabels: Record<TrialCase, string> = {
  worst: 'Worst Case',
  expected: 'Expected Case',
  best: 'Best Case',
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

  return (
    <>
      <Section
        title="Settlement Parameters"
        description="What the proposed settlement gives you, and what it costs to settle."
        icon={<Handshake aria-hidden="true" className={iconClass} />}
      >
        <div className="space-y-5">
          <Slider
            label="Settlement Percentage"
            value={parameters.settlementPercent}
            min={SETTLEMENT_PERCENT_RANGE.min}
            max={SETTLEMENT_PERCENT_RANGE.max}
            step={SLIDER_STEP}
            valueText={formatPercent(parameters.settlementPercent)}
            hint="Your share of the net worth under the settlement."
            onValueChange={(value) => onChange({ type: 'settlementPercent', value })}
          />
          <MoneyParameterField
            field="settlementCosts"
            label="Settlement Costs"
            hint="Legal and mediation fees still to pay if you settle."
            parameters={parameters}
            ranges={costRanges}
            onChange={onChange}
          />
        </div>
      </Section>

      <Section
        title="Trial Parameters"
        description="What a trial might award you, as a share of the net worth, and what it costs."
        icon={<Gavel aria-hidden="true" className={iconClass} />}
      >
        <div className="space-y-5">
          <MoneyParameterField
            field="trialCosts"
            label="Trial Costs"
            hint="Legal fees, experts and court costs of going to trial."
            parameters={parameters}
            ranges={costRanges}
            onChange={onChange}
          />
          {(['worst', 'expected', 'best'] as const).map((which) => (
            <Slider
              key={which}
              label={trialLabels[which]}
              value={parameters[trialValues[which]]}
              // The track spans only what this case may take, so the accessible range
              // (aria-valuemin/max) is the real one, not 0–100 with values refused.
              min={bounds[which].min}
              max={bounds[which].max}
              step={SLIDER_STEP}
              valueText={formatPercent(parameters[trialValues[which]])}
              hint={`Between ${formatPercent(bounds[which].min)} and ${formatPercent(bounds[which].max)}.`}
              onValueChange={(value) => onChange({ type: 'trial', which, value })}
            />
          ))}
        </div>
      </Section>

      <Section
        title="Risk Tolerance"
        description="How much uncertainty you can live with, from 1 (none) to 10 (a lot)."
        icon={<Gauge aria-hidden="true" className={iconClass} />}
      >
        <Slider
          label="Risk Tolerance"
          value={parameters.riskTolerance}
          min={RISK_TOLERANCE_RANGE.min}
          max={RISK_TOLERANCE_RANGE.max}
          step={SLIDER_STEP}
          valueText={`${parameters.riskTolerance} – ${RISK_BAND_LABELS[riskBand(parameters.riskTolerance)]}`}
          hint="1–3 low, 4–7 moderate, 8–10 high."
          onValueChange={(value) => onChange({ type: 'riskTolerance', value })}
        />
      </Section>
    </>
  );
}
