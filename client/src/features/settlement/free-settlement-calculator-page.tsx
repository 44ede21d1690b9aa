import { Wallet } from 'lucide-react';
import { useReducer } from 'react';
import { PageShell } from '@/components/layout/page-shell';
import { formatUsdWhole } from '@shared/money';
import {
  computeSettlement,
  FREE_DEFAULTS,
  FREE_MONEY_RANGES,
  freeSettlementInputs,
  type FreeSettlementParameters,
} from '@shared/settlement';
import { MoneyField } from './components/money-field';
import { PageHeader } from './components/page-header';
import { Section } from './components/section';
import { SettlementCalculatorView } from './components/settlement-calculator-view';
import { applyParameterChange, type ParameterChange } from './parameters';

function reducer(state: FreeSettlementParameters, change: ParameterChange) {
  return applyParameterChange(state, change, 'free');
}

export function FreeSettlementCalculatorPage() {
  const [parameters, dispatch] = useReducer(reducer, FREE_DEFAULTS);
  const inputs = freeSettlementInputs(parameters);
  const result = computeSettlement(inputs, 'free');

  const situation = (
    <Section
      title="Current Situation"
      description="Your figures today. Net worth, what there is to divide, is assets minus debts."
      icon={<Wallet aria-hidden="true" className="size-5 text-primary" />}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField
          label="Total Assets"
          value={parameters.totalAssets}
          range={FREE_MONEY_RANGES.totalAssets}
          onValueChange={(value) => dispatch({ type: 'money', field: 'totalAssets', value })}
        />
        <MoneyField
          label="Total Debts"
          value={parameters.totalDebts}
          range={FREE_MONEY_RANGES.totalDebts}
          onValueChange={(value) => dispatch({ type: 'money', field: 'totalDebts', value })}
        />
        <MoneyField
          label="Current Expenses"
          value={parameters.currentExpenses}
          range={FREE_MONEY_RANGES.currentExpenses}
          hint="Expenses already incurred, such as legal fees paid."
          onValueChange={(value) => dispatch({ type: 'money', field: 'currentExpenses', value })}
        />
        <div className="rounded-md bg-slate-50 px-3 py-2 sm:self-start">
          <p className="text-sm font-medium text-slate-800">Net Worth</p>
          <p className="money mt-1 text-xl font-semibold text-slate-900" data-testid="net-worth">
            {formatUsdWhole(inputs.netWorth)}
          </p>
        </div>
      </div>
    </Section>
  );

  return (
    <PageShell>
      <PageHeader
        title="Free Settlement Calculator"
        description="Compare settling with going to trial. Enter your own figures; everything updates as you type."
      />
      <SettlementCalculatorView
        variant="free"
        situation={situation}
        parameters={parameters}
        onChange={dispatch}
        costRanges={FREE_MONEY_RANGES}
        result={result}
      />
    </PageShell>
  );
}
