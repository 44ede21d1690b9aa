/**
 * Settle or go to trial, priced the way mediators and lawyers do it on paper: the cost of each
 * phase of litigation, the likely outcomes weighed by their probabilities and discounted for the
 * months a decision takes, against the offer on the table (GET/PUT /api/decision-analysis).
 *
 * Every result is exact until its one rounding, half away from zero, to the cent: money is
 * integer cents, hours hundredths, probabilities tenths of a percent and the discount rate
 * hundredths of a percent, all as BigInt. The discount factor (1 + r)^(months ÷ 12) is a
 * rational number when months is a multiple of 12, and otherwise a twelfth root taken to
 * DISCOUNT_DIGITS decimal places (far more than the 30 significant digits a cent needs).
 *
 * The premium Settlement vs. Trial Calculator (shared/settlement.ts) is a different, fixed rule;
 * this one does not change it.
 */
import { z } from 'zod';
import {
  type AmountText,
  amountToCents,
  centsToAmountText,
  divideRoundingHalfAwayFromZero,
  MAX_AMOUNT_CENTS,
  parseMoney,
} from './money';
import { optionalText, requiredText, textLimit } from './validation';

export const DECISION_BOUNDS = {
  phases: 8,
  outcomes: 3,
  nameMaxLength: 60,
  noteMaxLength: 2000,
  /** Attorney hours in one phase, with at most two decimals. */
  maxHours: 10_000,
  /** Months until a decision, whole months. */
  maxMonths: 120,
  /** Percent a year, with at most two decimals. */
  maxDiscountRate: 100,
} as const;

/**
 * The defaults a new analysis starts from, each with where it comes from (the screen shows both).
 */
export const DECISION_DEFAULTS = {
  /** Nolo's survey of family-law attorneys: the average hourly rate. */
  rate: '270.00',
  /** NCSC 2018: 263 days, the 75th percentile time to disposition, rounded up to whole months. */
  months: 9,
  discountRate: 5,
} as const;

/** The names a new analysis gives its phases and outcomes (she may rename them). */
export const DECISION_DEFAULT_NAMES = {
  filing: 'Filing and discovery',
  mediation: 'Mediation',
  pretrial: 'Pretrial',
  trial: 'Trial',
  best: 'Best',
  likely: 'Most likely',
  worst: 'Worst',
} as const;

const DEFAULT_PHASES = ['filing', 'mediation', 'pretrial', 'trial'] as const;

/** Where each default comes from, in the words the screen and the case file print. */
export const DECISION_SOURCE_NOTES = {
  rate: 'Average hourly rate of a family-law attorney: $270 (Nolo survey of attorneys).',
  months:
    'Time to a decision: 9 months (263 days, the 75th percentile time to disposition of divorce cases, NCSC 2018, rounded up).',
  discountRate:
    'Discount rate: 5% a year; money you get later is worth less than money you get today.',
} as const;

export const DECISION_MESSAGES = {
  offerInvalid: 'Offer must be an amount of money, negative when you would pay',
  amountTooPrecise: 'Amounts can have at most 2 decimal places',
  amountTooLarge: 'Amounts must be at most 99,999,999.99',
  costInvalid: 'Costs must be zero or more',
  phasesInvalid: 'Give at most 8 phases of litigation',
  phaseNameRequired: 'Each phase needs a name',
  hoursInvalid: 'Hours must be from 0 to 10,000, with at most 2 decimals',
  monthsInvalid: 'Months until a decision must be a whole number from 0 to 120',
  outcomesInvalid: 'Give one to three outcomes: best, most likely and worst',
  outcomeLabelRequired: 'Each outcome needs a name',
  valueInvalid: 'Each outcome needs an amount, negative when you would pay',
  probabilityInvalid: 'Probabilities must be from 0 to 100, with at most 1 decimal',
  probabilitiesSum: 'The probabilities of the outcomes must add up to 100%',
  outcomesOrder: 'Outcomes go from best to worst: each one no better than the one before',
  discountRateInvalid:
    'Discount rate must be from 0 to 100 percent a year, with at most 2 decimals',
} as const;

export const DECISION_NAME_LIMITS = {
  phase: textLimit('Phase name', DECISION_BOUNDS.nameMaxLength),
  outcome: textLimit('Outcome name', DECISION_BOUNDS.nameMaxLength),
  note: textLimit('Note', DECISION_BOUNDS.noteMaxLength),
} as const;

// --- Exact numbers -------------------------------------------------------------------------

/**
 * A non-negative decimal with at most `places` decimals (a number or its text) as a whole
 * number of 1/10^places; null when it is anything else.
 */
export function decimalToScaled(value: unknown, places: number): number | null {
  const text =
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d{1,9})(?:\.(\d+))?$/.exec(text);
  if (!match || (match[2] ?? '').length > places) return null;
  return Number(match[1]) * 10 ** places + Number((match[2] ?? '').padEnd(places, '0') || '0');
}

/** The text of a scaled decimal, trailing zeros dropped: (1250, 2) → "12.5", (50, 1) → "5". */
export function scaledToText(scaled: number, places: number): string {
  const unit = 10 ** places;
  const whole = Math.trunc(scaled / unit);
  const fraction = String(scaled % unit)
    .padStart(places, '0')
    .replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}.${fraction}`;
}

/** A fraction of two BigInts; `den` is positive. */
export interface Ratio {
  num: bigint;
  den: bigint;
}

/** Decimal places of the discount factor when it is a root (DISCOUNT_SCALE = 10^these). */
export const DISCOUNT_DIGITS = 40;
const DISCOUNT_SCALE = 10n ** BigInt(DISCOUNT_DIGITS);

/** ⌊a^(1/n)⌋ for a ≥ 0, by Newton's method from above. */
function integerRoot(a: bigint, n: bigint): bigint {
  if (a < 2n) return a;
  let x = 1n << BigInt(Math.ceil(a.toString(2).length / Number(n)));
  for (;;) {
    const next = ((n - 1n) * x + a / x ** (n - 1n)) / n;
    if (next >= x) return x;
    x = next;
  }
}

/**
 * (1 + r)^(months ÷ 12) with r in hundredths of a percent: exact for whole years, else the
 * twelfth root of (1 + r)^months to DISCOUNT_DIGITS decimals (rounded down).
 */
export function discountFactor(months: number, rateHundredths: number): Ratio {
  const base = 10_000n + BigInt(rateHundredths);
  if (months % 12 === 0) {
    const years = BigInt(months / 12);
    return { num: base ** years, den: 10_000n ** years };
  }
  const power = BigInt(months);
  const scaled = (base ** power * DISCOUNT_SCALE ** 12n) / 10_000n ** power;
  return { num: integerRoot(scaled, 12n), den: DISCOUNT_SCALE };
}

// --- The analysis --------------------------------------------------------------------------

export interface DecisionPhase {
  name: string;
  hours: string;
  rate: AmountText;
  experts: AmountText;
  court_costs: AmountText;
}

export interface DecisionOutcome {
  label: string;
  /** What the user receives, negative when she pays. */
  value: AmountText;
  /** Percent, with at most one decimal. */
  probability: string;
}

/** The analysis as it is saved and sent: money as decimal text, every number as written. */
export interface DecisionInputs {
  offer: AmountText;
  settlement_costs: AmountText;
  phases: DecisionPhase[];
  months: number;
  outcomes: DecisionOutcome[];
  /** Percent a year: "5" is 5 %. */
  discount_rate: string;
  note: string | null;
}

export type OutcomeKey = 'best' | 'likely' | 'worst';

/** The keys of one, two or three outcomes, in their order. */
export function outcomeKeys(count: number): OutcomeKey[] {
  if (count === 1) return ['likely'];
  if (count === 2) return ['best', 'worst'];
  return ['best', 'likely', 'worst'];
}

export interface DecisionResults {
  /** C: what litigation costs, all phases together. */
  litigation_cost: AmountText;
  /** Σ pᵢ · Vᵢ ÷ (1 + r)^(months ÷ 12) − C. */
  ev_trial: AmountText;
  /** The offer less what settling costs. */
  settlement_value: AmountText;
  /** Expected value of trial − settlement value: above zero, trial is worth more on average. */
  difference: AmountText;
  /**
   * The best outcome's probability (percent, one decimal) at which trial and the offer are worth
   * the same, the others sharing the rest as they do now ("44.8"); null when no probability gets
   * there.
   */
  break_even_probability: string | null;
  /** Each outcome's discounted value less C. */
  range: Partial<Record<OutcomeKey, AmountText>>;
}

/** The inputs in whole units: cents, hundredths of an hour, tenths of a percent. */
interface Scaled {
  offer: bigint;
  settlementCosts: bigint;
  /** C × 100, in cents: hours are hundredths. */
  cost100: bigint;
  months: number;
  rateHundredths: number;
  values: bigint[];
  probabilities: bigint[];
}

function cents(amount: AmountText): bigint {
  const parsed = parseMoney(amount);
  if (!parsed.ok) throw new TypeError(`Not an amount: ${amount}`);
  return BigInt(parsed.cents);
}

function scaledOrThrow(value: string, places: number): number {
  const scaled = decimalToScaled(value, places);
  if (scaled === null) throw new TypeError(`Not a decimal with ${places} places: ${value}`);
  return scaled;
}

const round = (ratio: Ratio): bigint => divideRoundingHalfAwayFromZero(ratio.num, ratio.den);
/** Tenths as text with its one decimal: 590n → "59.0". */
const tenthsText = (tenths: bigint): string => `${tenths / 10n}.${tenths % 10n}`;
const money = (value: bigint): AmountText => centsToAmountText(Number(value));

/** A phase's cost × 100, in cents, exactly: hours are hundredths. */
function phaseCost100(phase: DecisionPhase): bigint {
  return (
    BigInt(scaledOrThrow(phase.hours, 2)) * cents(phase.rate) +
    100n * (cents(phase.experts) + cents(phase.court_costs))
  );
}

/**
 * What one phase costs, rounded once to the cent (the cost of litigation rounds once over all
 * of them, so their sum may differ from it by a cent when hours have fractions).
 */
export function phaseCost(phase: DecisionPhase): AmountText {
  return money(round({ num: phaseCost100(phase), den: 100n }));
}

function scale(inputs: DecisionInputs): Scaled {
  return {
    offer: cents(inputs.offer),
    settlementCosts: cents(inputs.settlement_costs),
    cost100: inputs.phases.reduce((sum, phase) => sum + phaseCost100(phase), 0n),
    months: inputs.months,
    rateHundredths: scaledOrThrow(inputs.discount_rate, 2),
    values: inputs.outcomes.map((outcome) => cents(outcome.value)),
    probabilities: inputs.outcomes.map((outcome) => BigInt(scaledOrThrow(outcome.probability, 1))),
  };
}

/**
 * The expected value of trial, exactly, in cents, for the given probability of each outcome as
 * fractions over `probabilityDen` (tenths of a percent: 1000): Σ pᵢ · Vᵢ ÷ y − C.
 */
function expectedTrialValue(
  scaled: Scaled,
  y: Ratio,
  probabilities: readonly bigint[],
  probabilityDen: bigint,
): Ratio {
  const weighted = scaled.values.reduce(
    (sum, value, index) => sum + value * probabilities[index]!,
    0n,
  );
  // weighted · y.den ÷ (probabilityDen · y.num) − cost100 ÷ 100
  return {
    num: 100n * weighted * y.den - probabilityDen * y.num * scaled.cost100,
    den: 100n * probabilityDen * y.num,
  };
}

/**
 * The best outcome's probability, as an exact fraction, at which the expected value of trial
 * equals the settlement value: the other outcomes share the rest in their present proportion
 * (equally when they have none). Null with a single outcome, when the best outcome is worth no
 * more than the others, or when the probability would fall outside 0–100 %.
 */
function breakEvenShare(scaled: Scaled, y: Ratio): Ratio | null {
  const [best, ...others] = scaled.values;
  if (best === undefined || others.length === 0) return null;
  const otherProbabilities = scaled.probabilities.slice(1);
  const shared = otherProbabilities.reduce((sum, p) => sum + p, 0n);
  const weights = shared === 0n ? others.map(() => 1n) : otherProbabilities;
  const q = weights.reduce((sum, p) => sum + p, 0n);
  const t = others.reduce((sum, value, index) => sum + value * weights[index]!, 0n);
  // p = ((SV + C) · y − T/Q) ÷ (V₁ − T/Q), with SV + C = (100 · SV + cost100) ÷ 100
  const settlementValue = scaled.offer - scaled.settlementCosts;
  let num = (100n * settlementValue + scaled.cost100) * y.num * q - 100n * t * y.den;
  let den = 100n * y.den * (best * q - t);
  if (den === 0n) return null;
  if (den < 0n) {
    num = -num;
    den = -den;
  }
  if (num < 0n || num > den) return null;
  return { num, den };
}

/** The results of an analysis, each rounded once to the cent. */
export function analyseDecision(inputs: DecisionInputs): DecisionResults {
  const scaled = scale(inputs);
  const y = discountFactor(scaled.months, scaled.rateHundredths);
  const ev = expectedTrialValue(scaled, y, scaled.probabilities, 1000n);
  const settlementValue = scaled.offer - scaled.settlementCosts;
  const share = breakEvenShare(scaled, y);
  const keys = outcomeKeys(scaled.values.length);
  return {
    litigation_cost: money(round({ num: scaled.cost100, den: 100n })),
    ev_trial: money(round(ev)),
    settlement_value: money(settlementValue),
    // From the rounded expected value, the settlement value being whole cents: the difference
    // on screen is always the two figures above it subtracted (rounding x − n half away from
    // zero is not round(x) − n when the sign changes on a half cent).
    difference: money(round(ev) - settlementValue),
    break_even_probability:
      share === null ? null : tenthsText(round({ num: share.num * 1000n, den: share.den })),
    range: Object.fromEntries(
      scaled.values.map((value, index) => [
        keys[index]!,
        // value ÷ y − cost100 ÷ 100
        money(round({ num: 100n * value * y.den - y.num * scaled.cost100, den: 100n * y.num })),
      ]),
    ),
  };
}

/**
 * For the property tests: the exact expected value of trial when the best outcome has the
 * break-even probability, the others sharing the rest as analyseDecision says; null when there
 * is no break-even. It is computed apart from the break-even's own formula.
 */
export function expectedValueAtBreakEven(inputs: DecisionInputs): Ratio | null {
  const scaled = scale(inputs);
  const y = discountFactor(scaled.months, scaled.rateHundredths);
  const share = breakEvenShare(scaled, y);
  if (share === null) return null;
  const others = scaled.probabilities.slice(1);
  const shared = others.reduce((sum, p) => sum + p, 0n);
  const weights = shared === 0n ? others.map(() => 1n) : others;
  const q = weights.reduce((sum, p) => sum + p, 0n);
  // Over the common denominator share.den · q: best gets share · q, outcome j (1 − share) · wⱼ.
  const probabilities = [
    share.num * q,
    ...weights.map((weight) => (share.den - share.num) * weight),
  ];
  return expectedTrialValue(scaled, y, probabilities, share.den * q);
}

// --- Sensitivity -----------------------------------------------------------------------------

/** The changes the sensitivity chart tries, in percent: −50 % to +50 % in steps of 10. */
export const SENSITIVITY_STEPS = [-50, -40, -30, -20, -10, 0, 10, 20, 30, 40, 50] as const;

/** Which outcome's probability the sensitivity moves: the most likely, else the best. */
export function sensitivityOutcome(count: number): number {
  return count === 3 ? 1 : 0;
}

/**
 * The probabilities with outcome `index`'s scaled by (100 + change) %, to the tenth, within
 * 0–100 %; the others share the rest in their present proportion (equally when they had none),
 * the last of them taking what rounding leaves. Tenths of a percent.
 */
export function probabilitiesWith(
  tenths: readonly number[],
  index: number,
  change: number,
): number[] {
  const moved = Math.min(1000, Math.max(0, Math.round((tenths[index]! * (100 + change)) / 100)));
  const others = tenths.map((_, at) => at).filter((at) => at !== index);
  const before = others.reduce((sum, at) => sum + tenths[at]!, 0);
  const result = [...tenths];
  result[index] = moved;
  let left = 1000 - moved;
  others.forEach((at, position) => {
    const share =
      position === others.length - 1
        ? left
        : Math.round(
            ((1000 - moved) * (before === 0 ? 1 : tenths[at]!)) /
              (before === 0 ? others.length : before),
          );
    result[at] = Math.min(share, left);
    left -= result[at]!;
  });
  return result;
}

export interface Sensitivity {
  steps: readonly number[];
  /** The expected value of trial at each step of the chosen outcome's probability; null with one outcome. */
  probability: AmountText[] | null;
  /** The expected value of trial with every phase's attorney hours changed by each step. */
  hours: AmountText[];
}

/** How the expected value of trial moves with the most likely outcome's probability and the hours. */
export function sensitivity(inputs: DecisionInputs): Sensitivity {
  const tenths = inputs.outcomes.map((outcome) => scaledOrThrow(outcome.probability, 1));
  const index = sensitivityOutcome(inputs.outcomes.length);
  const ev = (changed: DecisionInputs) => analyseDecision(changed).ev_trial;
  return {
    steps: SENSITIVITY_STEPS,
    probability:
      inputs.outcomes.length === 1
        ? null
        : SENSITIVITY_STEPS.map((change) => {
            const moved = probabilitiesWith(tenths, index, change);
            return ev({
              ...inputs,
              outcomes: inputs.outcomes.map((outcome, at) => ({
                ...outcome,
                probability: scaledToText(moved[at]!, 1),
              })),
            });
          }),
    hours: SENSITIVITY_STEPS.map((change) =>
      ev({
        ...inputs,
        phases: inputs.phases.map((phase) => ({
          ...phase,
          hours: scaledToText(
            Math.round((scaledOrThrow(phase.hours, 2) * (100 + change)) / 100),
            2,
          ),
        })),
      }),
    ),
  };
}

// --- The wire ------------------------------------------------------------------------------

/** Why an amount is refused: too precise, too large (either way when negatives are allowed), else invalid. */
function amountIssue(parsed: ReturnType<typeof parseMoney>, minCents: number, invalid: string) {
  if (!parsed.ok && parsed.reason === 'too_precise') return DECISION_MESSAGES.amountTooPrecise;
  const negative = parsed.ok ? parsed.cents < 0 : parsed.isNegative;
  const tooLarge = parsed.ok
    ? Math.abs(parsed.cents) > MAX_AMOUNT_CENTS
    : parsed.reason === 'too_large';
  return tooLarge && (!negative || minCents < 0) ? DECISION_MESSAGES.amountTooLarge : invalid;
}

/** A money field, `min` cents and up, as its two-decimal text. */
function amountField(minCents: number, invalid: string) {
  return z
    .custom<number | string>((value) => typeof value === 'number' || typeof value === 'string', {
      error: invalid,
    })
    .transform((value, ctx) => {
      const parsed = parseMoney(value);
      if (parsed.ok && parsed.cents >= minCents && Math.abs(parsed.cents) <= MAX_AMOUNT_CENTS) {
        return centsToAmountText(parsed.cents);
      }
      ctx.addIssue({
        code: 'custom',
        message: amountIssue(parsed, minCents, invalid),
        input: value,
      });
      return z.NEVER;
    });
}

/** A decimal with at most `places` decimals from 0 to `max`, as its text ("12.5"). */
function decimalField(places: number, max: number, message: string) {
  return z
    .custom<number | string>((value) => typeof value === 'number' || typeof value === 'string', {
      error: message,
    })
    .transform((value, ctx) => {
      const scaled = decimalToScaled(value, places);
      if (scaled === null || scaled > max * 10 ** places) {
        ctx.addIssue({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return scaledToText(scaled, places);
    });
}

const cost = amountField(0, DECISION_MESSAGES.costInvalid);
/** A cost that may be left out: none is $0.00. */
const optionalCost = cost.nullish().transform((value) => value ?? '0.00');

const phaseSchema = z.object({
  name: requiredText(DECISION_MESSAGES.phaseNameRequired, DECISION_NAME_LIMITS.phase),
  hours: decimalField(2, DECISION_BOUNDS.maxHours, DECISION_MESSAGES.hoursInvalid),
  rate: cost,
  experts: optionalCost,
  court_costs: optionalCost,
});

const outcomeSchema = z.object({
  label: requiredText(DECISION_MESSAGES.outcomeLabelRequired, DECISION_NAME_LIMITS.outcome),
  value: amountField(-MAX_AMOUNT_CENTS, DECISION_MESSAGES.valueInvalid),
  probability: decimalField(1, 100, DECISION_MESSAGES.probabilityInvalid),
});

/** PUT /api/decision-analysis's body. */
export const decisionInputsSchema = z.object({
  offer: amountField(-MAX_AMOUNT_CENTS, DECISION_MESSAGES.offerInvalid),
  settlement_costs: optionalCost,
  phases: z
    .array(phaseSchema, { error: DECISION_MESSAGES.phasesInvalid })
    .max(DECISION_BOUNDS.phases, { error: DECISION_MESSAGES.phasesInvalid }),
  months: z
    .number({ error: DECISION_MESSAGES.monthsInvalid })
    .int({ error: DECISION_MESSAGES.monthsInvalid })
    .min(0, { error: DECISION_MESSAGES.monthsInvalid })
    .max(DECISION_BOUNDS.maxMonths, { error: DECISION_MESSAGES.monthsInvalid }),
  outcomes: z
    .array(outcomeSchema, { error: DECISION_MESSAGES.outcomesInvalid })
    .min(1, { error: DECISION_MESSAGES.outcomesInvalid })
    .max(DECISION_BOUNDS.outcomes, { error: DECISION_MESSAGES.outcomesInvalid })
    .superRefine((outcomes, ctx) => {
      if (outcomes.length < 1 || outcomes.length > DECISION_BOUNDS.outcomes) return;
      const tenths = outcomes.reduce(
        (sum, outcome) => sum + (decimalToScaled(outcome.probability, 1) ?? 0),
        0,
      );
      if (tenths !== 1000) {
        ctx.addIssue({ code: 'custom', message: DECISION_MESSAGES.probabilitiesSum });
        return;
      }
      // Each value has passed its own check by now (a failed one stops the refinement).
      const values = outcomes.map((outcome) => amountToCents(outcome.value) ?? 0);
      if (values.some((value, index) => index > 0 && value > values[index - 1]!)) {
        ctx.addIssue({ code: 'custom', message: DECISION_MESSAGES.outcomesOrder });
      }
    }),
  discount_rate: decimalField(
    2,
    DECISION_BOUNDS.maxDiscountRate,
    DECISION_MESSAGES.discountRateInvalid,
  )
    .nullish()
    .transform((value) => value ?? String(DECISION_DEFAULTS.discountRate)),
  note: optionalText(DECISION_NAME_LIMITS.note.tooLong, DECISION_NAME_LIMITS.note),
}) satisfies z.ZodType<DecisionInputs, unknown>;

export type DecisionInputsBody = z.input<typeof decisionInputsSchema>;

/** What the analysis starts from before it is first saved: the records fill what they can. */
export interface DecisionPrefill {
  /** The division planner's proposed payment, as the user receives it (negative: she pays). */
  offer: AmountText | null;
  /** The marital estate of the division: what the outcomes are shares of. */
  marital_estate: AmountText | null;
  /** Legal fees in the expense tracker so far (spent: not part of what is still to come). */
  legal_fees_to_date: AmountText;
}

/** GET and PUT /api/decision-analysis. */
export interface DecisionAnalysisResponse {
  /** False until she saves: the inputs are then the defaults, filled from her records. */
  saved: boolean;
  inputs: DecisionInputs;
  results: DecisionResults;
  prefill: DecisionPrefill;
  updated_at: string | null;
}

/**
 * The analysis a user starts from: four phases at the average rate, one outcome at the offer,
 * named in her language by `translate` (a shared text's Spanish twin).
 */
export function defaultDecisionInputs(
  prefill: DecisionPrefill,
  translate: (english: string) => string = (english) => english,
): DecisionInputs {
  const offer = prefill.offer ?? '0.00';
  return {
    offer,
    settlement_costs: '0.00',
    phases: DEFAULT_PHASES.map((phase) => ({
      name: translate(DECISION_DEFAULT_NAMES[phase]),
      hours: '0',
      rate: DECISION_DEFAULTS.rate,
      experts: '0.00',
      court_costs: '0.00',
    })),
    months: DECISION_DEFAULTS.months,
    outcomes: [
      { label: translate(DECISION_DEFAULT_NAMES.likely), value: offer, probability: '100' },
    ],
    discount_rate: String(DECISION_DEFAULTS.discountRate),
    note: null,
  };
}

const amountText = z.string().regex(/^-?\d+\.\d{2}$/);

const inputsResponseSchema = z.object({
  offer: amountText,
  settlement_costs: amountText,
  phases: z.array(
    z.object({
      name: z.string(),
      hours: z.string(),
      rate: amountText,
      experts: amountText,
      court_costs: amountText,
    }),
  ),
  months: z.number(),
  outcomes: z.array(z.object({ label: z.string(), value: amountText, probability: z.string() })),
  discount_rate: z.string(),
  note: z.string().nullable(),
}) satisfies z.ZodType<DecisionInputs>;

const resultsSchema = z.object({
  litigation_cost: amountText,
  ev_trial: amountText,
  settlement_value: amountText,
  difference: amountText,
  break_even_probability: z.string().nullable(),
  range: z.object({
    best: amountText.optional(),
    likely: amountText.optional(),
    worst: amountText.optional(),
  }),
}) satisfies z.ZodType<DecisionResults>;

/** A saved analysis as the log, the data download, the case file and a shared link hold it. */
export type SavedDecision = DecisionInputs & { results: DecisionResults; updated_at: string };

export const savedDecisionSchema = inputsResponseSchema.extend({
  results: resultsSchema,
  updated_at: z.string(),
}) satisfies z.ZodType<SavedDecision>;

export const decisionAnalysisResponseSchema = z.object({
  saved: z.boolean(),
  inputs: inputsResponseSchema,
  results: resultsSchema,
  prefill: z.object({
    offer: amountText.nullable(),
    marital_estate: amountText.nullable(),
    legal_fees_to_date: amountText,
  }),
  updated_at: z.string().nullable(),
}) satisfies z.ZodType<DecisionAnalysisResponse>;
