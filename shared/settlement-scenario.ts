/**
 * The settlement figures a user saves for the case file (GET/PUT /api/settlement): the premium
 * calculator's parameters on the wire, and back. Apart from shared/settlement.ts so the landing
 * page's demo, which runs the calculator's rule, does not carry zod.
 */
import type { Language } from './language';
import type { Translation } from './locales/translations';
import { z } from 'zod';
import { type AmountText, formatUsd, requireAmountCents } from './money';
import { DEFAULT_MONEY_RANGE, type SettlementParameters } from './settlement';

export const SCENARIO_MESSAGES = {
  settlementCosts: 'Settlement costs must be a whole number of dollars from 0 to 1,000,000',
  trialCosts: 'Trial costs must be a whole number of dollars from 0 to 1,000,000',
  settlementPercent: 'Settlement percentage must be a whole number from 0 to 100',
  trialPercent: 'Trial percentages must be whole numbers from 0 to 100',
  trialOrder: 'Trial percentages must rise from worst to expected to best',
  riskTolerance: 'Risk tolerance must be a whole number from 1 to 10',
  useDivision: 'Use division must be true or false',
} as const;

const wholeNumber = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

/**
 * The PUT /api/settlement body, in the calculator's ranges (docs/product.md#validation, the premium
 * sliders).
 */
export const settlementScenarioSchema = z
  .object({
    settlement_costs: wholeNumber(0, DEFAULT_MONEY_RANGE.max, SCENARIO_MESSAGES.settlementCosts),
    trial_costs: wholeNumber(0, DEFAULT_MONEY_RANGE.max, SCENARIO_MESSAGES.trialCosts),
    settlement_percent: wholeNumber(0, 100, SCENARIO_MESSAGES.settlementPercent),
    worst_percent: wholeNumber(0, 100, SCENARIO_MESSAGES.trialPercent),
    expected_percent: wholeNumber(0, 100, SCENARIO_MESSAGES.trialPercent),
    best_percent: wholeNumber(0, 100, SCENARIO_MESSAGES.trialPercent),
    risk_tolerance: wholeNumber(1, 10, SCENARIO_MESSAGES.riskTolerance),
    use_division: z.boolean({ error: SCENARIO_MESSAGES.useDivision }).default(false),
  })
  .refine(
    (scenario) =>
      scenario.worst_percent < scenario.expected_percent &&
      scenario.expected_percent < scenario.best_percent,
    { error: SCENARIO_MESSAGES.trialOrder, path: ['expected_percent'] },
  );

export type SettlementScenarioValues = z.output<typeof settlementScenarioSchema>;

/** A saved scenario as the API returns it. */
export interface SettlementScenarioDto extends SettlementScenarioValues {
  updated_at: string;
}

/** GET and PUT /api/settlement: the saved scenario, null until the user saves one. */
export interface SettlementScenarioResponse {
  scenario: SettlementScenarioDto | null;
}

/** A saved scenario's contract: here, and in a shared link's view when it covers `settlement`. */
export const settlementScenarioDtoSchema = settlementScenarioSchema.and(
  z.object({ updated_at: z.string() }),
) satisfies z.ZodType<SettlementScenarioDto>;

/** The answer's contract, as the client reads it (requestParsed) and the tests fake it. */
export const settlementScenarioResponseSchema = z.object({
  scenario: settlementScenarioDtoSchema.nullable(),
}) satisfies z.ZodType<SettlementScenarioResponse>;

/** The calculator's parameters as the wire's scenario, and back. */
export function scenarioFromParameters(
  parameters: SettlementParameters,
  useDivision: boolean,
): SettlementScenarioValues {
  return {
    settlement_costs: parameters.settlementCosts,
    trial_costs: parameters.trialCosts,
    settlement_percent: parameters.settlementPercent,
    worst_percent: parameters.worstPercent,
    expected_percent: parameters.expectedPercent,
    best_percent: parameters.bestPercent,
    risk_tolerance: parameters.riskTolerance,
    use_division: useDivision,
  };
}

export function parametersFromScenario(scenario: SettlementScenarioValues): SettlementParameters {
  return {
    settlementCosts: scenario.settlement_costs,
    trialCosts: scenario.trial_costs,
    settlementPercent: scenario.settlement_percent,
    worstPercent: scenario.worst_percent,
    expectedPercent: scenario.expected_percent,
    bestPercent: scenario.best_percent,
    riskTolerance: scenario.risk_tolerance,
  };
}

/** "Use my division": the button, and what the calculator says of the estate it now divides. */
export const DIVISION_ESTATE_TEXTS = {
  button: 'Use my division',
  hint: 'Divide the marital estate from the Division tab of your Net Worth Tracker instead of your whole net worth.',
  undo: 'Use my net worth',
  figure: 'Marital Estate',
  failedTitle: 'Could not load your division',
  zero: 'Your marital estate is $0.00: the debts are as large as the assets, so there is nothing to divide. The calculator divides $0.',
} as const;

export const DIVISION_ESTATE_TEXTS_ES: Translation<typeof DIVISION_ESTATE_TEXTS> = {
  button: 'Usar mi división',
  hint: 'Divida el patrimonio conyugal de la pestaña División de su Registro de patrimonio neto en lugar de todo su patrimonio neto.',
  undo: 'Usar mi patrimonio neto',
  figure: 'Patrimonio conyugal',
  failedTitle: 'No se pudo cargar su división',
  zero: 'Su patrimonio conyugal es $0.00: las deudas son tan grandes como los bienes, así que no hay nada que dividir. La calculadora divide $0.',
};

/** The value the calculator divides instead of the net worth, and why. */
export interface DivisionEstate {
  /** In dollars, never below zero. */
  netWorth: number;
  message: string;
}

/**
 * The marital estate of the division (`marital.net`, two-decimal text) as the value to divide:
 * an estate of zero or less leaves nothing to divide, so the calculator takes 0 and says why.
 */
export function divisionEstate(maritalNet: AmountText, language: Language = 'en'): DivisionEstate {
  const cents = requireAmountCents(maritalNet);
  const amount = formatUsd(maritalNet);
  const words = ESTATE_WORDS[language];
  if (cents > 0) return { netWorth: cents / 100, message: words.divides(amount) };
  if (cents === 0) return { netWorth: 0, message: words.zero };
  return { netWorth: 0, message: words.negative(amount) };
}

/** What divisionEstate says, in each language. */
const ESTATE_WORDS = {
  en: {
    divides: (amount: string) =>
      `The calculator now divides the marital estate from your division, ${amount}, instead of your net worth.`,
    zero: DIVISION_ESTATE_TEXTS.zero,
    negative: (amount: string) =>
      `Your marital estate is ${amount}: the debts are larger than the assets, so there is nothing to divide. The calculator divides $0.`,
  },
  es: {
    divides: (amount: string) =>
      `Ahora la calculadora divide el patrimonio conyugal de su división, ${amount}, en lugar de su patrimonio neto.`,
    zero: DIVISION_ESTATE_TEXTS_ES.zero,
    negative: (amount: string) =>
      `Su patrimonio conyugal es ${amount}: las deudas son mayores que los bienes, así que no hay nada que dividir. La calculadora divide $0.`,
  },
} satisfies Record<Language, unknown>;
