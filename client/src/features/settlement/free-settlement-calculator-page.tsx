import { Wallet } from 'lucide-react';
import { PageShell } from '@/components/layout/page-shell';
import { formatUsdWhole } from '@shared/money';
import {
  computeSettlement,
  FREE_DEFAULTS,
  FREE_MONEY_RANGES,
  freeSettlementInputs,
} from '@shared/settlement';
import { MoneyParameterField } from './components/money-field';
import { PageHeader } from './components/page-header';
import { Section } from './components/section';
import { SettlementCalculatorView } from './components/settlement-calculator-view';
import { useSettlementParameters } from './parameters';

/** The figures a free user types in; the premium calculator reads them from the trackers. */
const SITUATION_FIELDS = [
  { field: 'totalAssets', label: 'Total Assets' },
  { field: 'totalDebts', label: 'Total Debts' },
  {
    field: 'currentExpenses',
    label: 'Current Expenses',
    hint: 'Expenses already incurred, such as legal fees paid.',
  },
] as const;

export function FreeSettlementCalculatorPage() {
  const [parameters, dispatch] = useSettlementParameters(FREE_DEFAULTS, 'free');
  const inputs = freeSettlementInputs(parameters);
  const result = computeSettlement(inputs, 'free');

  const situation = (
    <Section
      title="Current Situation"
      description="Your figures today. Net worth, what there is to divide, is assets minus debts."
      icon={<Wallet aria-hidden="true" className="size-5 text-primary" />}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {SITUATION_FIELDS.map((money) => (
          <MoneyParameterField
            key={money.field}
            {...money}
            parameters={parameters}
            ranges={FREE_MONEY_RANGES}
            onChange={dispatch}
          />
        ))}
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
