import { msg } from '@lingui/core/macro';
import { useSettlementWords } from '@/lib/i18n';
import { Trans, useLingui } from '@lingui/react/macro';
import { Wallet } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PageShell } from '@/components/layout/page-shell';
import { Alert } from '@/components/ui/alert';
import { liveTexts } from '@/components/ui/live-texts';
import { readStorage, sessionKeys, writeStorage } from '@/lib/storage';
import { formatUsdWhole } from '@shared/money';
import {
  computeSettlement,
  FREE_DEFAULTS,
  FREE_MONEY_RANGES,
  type FreeMoneyField,
  type FreeSettlementParameters,
  freeSettlementInputs,
} from '@shared/settlement';
import { MoneyParameterField } from './components/money-field';
import { PageHeader } from '@/components/layout/page-header';
import { Section } from './components/section';
import { SettlementCalculatorView } from './components/settlement-calculator-view';
import { useSettlementParameters } from './parameters';

export const FREE_CALCULATOR_TEXTS = liveTexts({
  examples: msg`These are example figures. Replace them with your own; they stay here while this tab is open.`,
});

/** The figures a free user types in; the premium calculator reads them from the trackers. */
const SITUATION_FIELDS = [
  { field: 'totalAssets', label: msg`Total Assets` },
  { field: 'totalDebts', label: msg`Total Debts` },
  {
    field: 'currentExpenses',
    label: msg`Current Expenses`,
    hint: msg`Expenses already incurred, such as legal fees paid.`,
  },
] as const;

/**
 * The figures she typed earlier in this tab, if they are still a valid set: every field a whole
 * number in its range and the trial cases in order. Anything else starts from the examples.
 */
function storedFigures(): FreeSettlementParameters | null {
  try {
    const stored = JSON.parse(
      readStorage('session', sessionKeys.freeCalculator) ?? 'null',
    ) as Record<string, unknown> | null;
    if (stored === null || typeof stored !== 'object') return null;
    const figures = { ...FREE_DEFAULTS };
    for (const key of Object.keys(FREE_DEFAULTS) as (keyof FreeSettlementParameters)[]) {
      const value = stored[key];
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) return null;
      figures[key] = value;
    }
    const moneyInRange = (Object.keys(FREE_MONEY_RANGES) as FreeMoneyField[]).every(
      (field) =>
        figures[field] >= FREE_MONEY_RANGES[field].min &&
        figures[field] <= FREE_MONEY_RANGES[field].max,
    );
    const percentsInOrder =
      figures.worstPercent >= 0 &&
      figures.worstPercent <= figures.expectedPercent &&
      figures.expectedPercent <= figures.bestPercent &&
      figures.bestPercent <= 100 &&
      figures.settlementPercent >= 0 &&
      figures.settlementPercent <= 100 &&
      figures.riskTolerance >= 1 &&
      figures.riskTolerance <= 10;
    return moneyInRange && percentsInOrder ? figures : null;
  } catch {
    return null;
  }
}

export function FreeSettlementCalculatorPage() {
  const [initial] = useState(() => storedFigures() ?? FREE_DEFAULTS);
  const [parameters, dispatch] = useSettlementParameters(initial, 'free');
  // What she types survives leaving the page, for as long as the tab (sign-out clears it).
  useEffect(() => {
    if (parameters === FREE_DEFAULTS) return;
    writeStorage('session', sessionKeys.freeCalculator, JSON.stringify(parameters));
  }, [parameters]);
  const isExample = SITUATION_FIELDS.every(
    ({ field }) => parameters[field] === FREE_DEFAULTS[field],
  );
  const inputs = freeSettlementInputs(parameters);
  const result = computeSettlement(inputs, 'free', useSettlementWords());
  const { t, i18n } = useLingui();

  const situation = (
    <Section
      title={t`Current Situation`}
      description={t`Your figures today. Net worth, what there is to divide, is assets minus debts.`}
      icon={<Wallet aria-hidden="true" className="size-5 text-primary" />}
    >
      {isExample && (
        <Alert tone="info" className="mb-4">
          {FREE_CALCULATOR_TEXTS.examples}
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {SITUATION_FIELDS.map((money) => (
          <MoneyParameterField
            key={money.field}
            field={money.field}
            label={i18n._(money.label)}
            hint={'hint' in money ? i18n._(money.hint) : undefined}
            parameters={parameters}
            ranges={FREE_MONEY_RANGES}
            onChange={dispatch}
          />
        ))}
        <div className="rounded-md bg-slate-50 px-3 py-2 sm:self-start">
          <p className="text-sm font-medium text-slate-800">
            <Trans>Net Worth</Trans>
          </p>
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
        title={t`Free Settlement Calculator`}
        description={t`Compare settling with going to trial. Enter your own figures; everything updates as you type.`}
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
