import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type {
  NumberRange,
  SettlementParameters,
  SettlementResult,
  SettlementVariant,
} from '@shared/settlement';
import type { ParameterChange } from '../parameters';
import { AboutTool } from './about-tool';
import { ParameterSections } from './parameter-sections';
import { SettlementDisclaimer, SettlementResults } from './settlement-results';

type SettlementCalculatorViewProps = {
  variant: SettlementVariant;
  /** The Current Situation card: inputs on the free calculator, tracker figures on premium. */
  situation: ReactNode;
  parameters: SettlementParameters;
  onChange: (change: ParameterChange) => void;
  costRanges: { settlementCosts: NumberRange; trialCosts: NumberRange };
  result: SettlementResult;
  /** Under the results (premium: saving the figures for the case file). */
  afterResults?: ReactNode;
};

type TabValue = 'calculator' | 'about';

/** The two tabs and the whole calculator, shared by the free and the premium page. */
export function SettlementCalculatorView({
  variant,
  situation,
  parameters,
  onChange,
  costRanges,
  result,
  afterResults,
}: SettlementCalculatorViewProps) {
  const [tab, setTab] = useState<TabValue>('calculator');
  const { t } = useLingui();

  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as TabValue)}>
      <TabsList aria-label={t`Calculator views`}>
        <TabsTrigger value="calculator">
          <Trans>Calculator</Trans>
        </TabsTrigger>
        <TabsTrigger value="about">
          <Trans>About This Tool</Trans>
        </TabsTrigger>
      </TabsList>

      <TabsContent value="calculator">
        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <div className="space-y-6">
            {situation}
            <ParameterSections
              variant={variant}
              parameters={parameters}
              onChange={onChange}
              costRanges={costRanges}
            />
          </div>
          <div className="space-y-6">
            <SettlementResults
              result={result}
              settlementPercent={parameters.settlementPercent}
              trialPercents={{
                worst: parameters.worstPercent,
                expected: parameters.expectedPercent,
                best: parameters.bestPercent,
              }}
              settlementCosts={parameters.settlementCosts}
              trialCosts={parameters.trialCosts}
            />
            {afterResults}
            <SettlementDisclaimer />
          </div>
        </div>
      </TabsContent>

      <TabsContent value="about">
        <AboutTool variant={variant} onBackToCalculator={() => setTab('calculator')} />
      </TabsContent>
    </Tabs>
  );
}
