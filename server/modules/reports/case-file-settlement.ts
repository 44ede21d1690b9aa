/**
 * The case file's settlement page: the figures the user saved in the premium calculator, run
 * by the calculator's own rule (shared/settlement.ts) on the records the file holds: their net
 * worth, or the marital estate of their division when the figures were saved dividing that.
 */
import { divisionEstate } from '@shared/settlement-scenario';
import type { ExpenseDto } from '@shared/expenses';
import { formatUsd, requireAmountCents, sumAmountTexts } from '@shared/money';
import { computeSettlement, SETTLEMENT_WORDS } from '@shared/settlement';
import { SETTLEMENT_WORDS_ES } from '@shared/locales/settlement.es';
import { parametersFromScenario, type SettlementScenarioDto } from '@shared/settlement-scenario';
import type { CaseFileNetworth, CaseFileSettlement } from './case-file-pdf';
import { REPORT_WORDS } from './report-words';
import type { Language } from '@shared/language';

const dollars = (amount: string) => requireAmountCents(amount) / 100;

export function caseFileSettlement(
  scenario: SettlementScenarioDto,
  { summary, division }: CaseFileNetworth,
  expenses: readonly ExpenseDto[],
  language: Language = 'en',
): CaseFileSettlement {
  const words = REPORT_WORDS[language];
  const estate = scenario.use_division ? divisionEstate(division.marital.net, language) : null;
  const result = computeSettlement(
    {
      ...parametersFromScenario(scenario),
      totalAssets: dollars(summary.total_assets),
      totalDebts: dollars(summary.total_debts),
      netWorth: estate?.netWorth ?? dollars(summary.net_worth),
      expenses: dollars(sumAmountTexts(expenses.map((expense) => expense.amount))),
    },
    'premium',
    language === 'es' ? SETTLEMENT_WORDS_ES : SETTLEMENT_WORDS,
  );
  const estateNote =
    estate === null
      ? words.dividesNetWorth(formatUsd(summary.net_worth))
      : estate.netWorth > 0
        ? words.dividesEstate(formatUsd(division.marital.net))
        : estate.message;
  return { scenario, result, estateNote };
}
