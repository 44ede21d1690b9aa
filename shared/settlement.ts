/**
 * Settlement vs. trial: every formula, constant and input rule of the calculators
 * (docs/product.md#validation, #limits-and-timings).
 *
 * Money goes in and comes out as US dollars (numbers with at most two decimals: the free
 * calculator's inputs are whole dollars, the premium one's tracker totals carry cents). Inside,
 * every amount is an exact BigInt count of ten-thousandths of a dollar, so `net worth × 37%`
 * never picks up a float error and the threshold comparisons (`× 1.1`, `× 1.15`, …) are exact at
 * their boundaries.
 */
import {
  divideRoundingHalfAwayFromZero,
  formatPercent,
  formatUsdWhole,
  roundDollarsToCents,
} from './money';

export type SettlementVariant = 'premium' | 'free';
export type TrialCase = 'worst' | 'expected' | 'best';
export type RiskBand = 'low' | 'moderate' | 'high';
/**
 * How an outcome compares with the one it is measured against (docs/product.md#limits-and-timings
 * outcome colouring).
 */
export type OutcomeTone = 'green' | 'yellow' | 'red';

export interface NumberRange {
  min: number;
  max: number;
}

// ---------------------------------------------------------------------------------------------
// Input rules (docs/product.md#validation)
// ---------------------------------------------------------------------------------------------

/** The range a calculator money input accepts unless a narrower one is given. */
export const DEFAULT_MONEY_RANGE: NumberRange = { min: 0, max: 1_000_000 };

export type FreeMoneyField =
  'totalAssets' | 'totalDebts' | 'currentExpenses' | 'settlementCosts' | 'trialCosts';
export type PremiumMoneyField = 'settlementCosts' | 'trialCosts';

export const FREE_MONEY_RANGES: Readonly<Record<FreeMoneyField, NumberRange>> = {
  totalAssets: { min: 0, max: 100_000_000 },
  totalDebts: { min: 0, max: 100_000_000 },
  currentExpenses: { min: 0, max: 1_000_000 },
  settlementCosts: { min: 0, max: 100_000 },
  trialCosts: { min: 0, max: 500_000 },
};

export const PREMIUM_MONEY_RANGES: Readonly<Record<PremiumMoneyField, NumberRange>> = {
  settlementCosts: DEFAULT_MONEY_RANGE,
  trialCosts: DEFAULT_MONEY_RANGE,
};

/**
 * The whole dollars a money input's text stands for, or null for an entry with no digits.
 * Only digits count (docs/product.md#validation), but a decimal point ends the dollars: what
 * follows it is cents, rounded half away from zero into the dollars ("5031.12" → 5,031, "5031.50" →
 * 5,032, "$5,031.12" → 5,031). Reading every digit would turn "5031.12" into 503,112.
 */
export function readWholeDollars(raw: string): number | null {
  const point = raw.indexOf('.');
  const dollarDigits = (point === -1 ? raw : raw.slice(0, point)).replace(/\D/g, '');
  const centDigits = point === -1 ? '' : raw.slice(point + 1).replace(/\D/g, '');
  if (dollarDigits === '' && centDigits === '') return null;
  const dollars = dollarDigits === '' ? 0 : Number(dollarDigits);
  // The inputs are never negative (a minus sign is not a digit), so half away from zero is up.
  return centDigits.charAt(0) >= '5' ? dollars + 1 : dollars;
}

/**
 * The whole-dollar value of what was typed into a money input (`readWholeDollars`): an empty
 * entry is 0, and a value outside the range is ignored (the previous value stays).
 */
export function sanitizeMoneyInput(
  raw: string,
  previous: number,
  range: NumberRange = DEFAULT_MONEY_RANGE,
): number {
  const value = readWholeDollars(raw) ?? 0;
  if (!Number.isSafeInteger(value) || value < range.min || value > range.max) return previous;
  return value;
}

// Per docs/product.md#validation: the settlement percentage 0–100 and the risk tolerance 1–10;
// every slider, the trial cases included, moves in whole steps of 1.
export const SETTLEMENT_PERCENT_RANGE: NumberRange = { min: 0, max: 100 };
export const RISK_TOLERANCE_RANGE: NumberRange = { min: 1, max: 10 };
export const SLIDER_STEP = 1;

/** The nearest whole number inside the range; `fallback` for a value that is not a number. */
export function clampToRange(value: number, range: NumberRange, fallback: number): number {
  if (!Number.isFinite(value)) return fallback;
  return Math.min(range.max, Math.max(range.min, Math.round(value)));
}

export interface TrialPercentages {
  worst: number;
  expected: number;
  best: number;
}

/**
 * Where each trial slider may go, given the other two. Premium keeps the cases strictly apart
 * (worst < expected < best); the free calculator lets neighbours meet.
 */
export function trialSliderBounds(
  percentages: TrialPercentages,
  variant: SettlementVariant,
): Record<TrialCase, NumberRange> {
  const gap = variant === 'premium' ? 1 : 0;
  const { worst, expected, best } = percentages;
  return {
    worst: { min: 0, max: expected - gap },
    expected: { min: worst + gap, max: best - gap },
    best: { min: expected + gap, max: 100 },
  };
}

/** The trial percentages after moving one slider to `value`, held inside its bounds. */
export function moveTrialSlider(
  percentages: TrialPercentages,
  which: TrialCase,
  value: number,
  variant: SettlementVariant,
): TrialPercentages {
  const range = trialSliderBounds(percentages, variant)[which];
  return { ...percentages, [which]: clampToRange(value, range, percentages[which]) };
}

// ---------------------------------------------------------------------------------------------
// Defaults (docs/product.md#limits-and-timings)
// ---------------------------------------------------------------------------------------------

/** What the user sets on both calculators; money in whole dollars, percentages 0–100. */
export interface SettlementParameters {
  settlementCosts: number;
  trialCosts: number;
  settlementPercent: number;
  worstPercent: number;
  expectedPercent: number;
  bestPercent: number;
  riskTolerance: number;
}

/** The free calculator also takes the current situation by hand. */
export interface FreeSettlementParameters extends SettlementParameters {
  totalAssets: number;
  totalDebts: number;
  currentExpenses: number;
}

export const PREMIUM_DEFAULTS: Readonly<SettlementParameters> = Object.freeze({
  settlementCosts: 5_000,
  trialCosts: 25_000,
  settlementPercent: 50,
  worstPercent: 30,
  expectedPercent: 50,
  bestPercent: 70,
  riskTolerance: 5,
});

export const FREE_DEFAULTS: Readonly<FreeSettlementParameters> = Object.freeze({
  ...PREMIUM_DEFAULTS,
  totalAssets: 500_000,
  totalDebts: 200_000,
  currentExpenses: 5_000,
});

// ---------------------------------------------------------------------------------------------
// Formulas (docs/product.md#limits-and-timings)
// ---------------------------------------------------------------------------------------------

/** Everything computeSettlement needs; money in dollars (at most two decimals). */
export interface SettlementInputs extends SettlementParameters {
  totalAssets: number;
  totalDebts: number;
  /** Assets minus debts; the premium calculator takes the tracker's own figure. */
  netWorth: number;
  /** Expenses already incurred. */
  expenses: number;
}

/** The inputs for the free calculator's parameters: net worth is assets minus debts. */
export function freeSettlementInputs(parameters: FreeSettlementParameters): SettlementInputs {
  return {
    ...parameters,
    netWorth: parameters.totalAssets - parameters.totalDebts,
    expenses: parameters.currentExpenses,
  };
}

/** One dollar in internal units (ten-thousandths of a dollar: cents × percent points). */
const UNITS_PER_DOLLAR = 10_000n;

/** Dollars as whole cents; a computed value with more than two decimals: the nearest cent. */
function centsOf(dollars: number): bigint {
  return BigInt(roundDollarsToCents(dollars));
}

function unitsOf(dollars: number): bigint {
  return centsOf(dollars) * 100n;
}

/** Units rounded to the nearest cent (halves up, as Math.round rounds a figure's cents). */
function nearestCentUnits(units: bigint): bigint {
  const shifted = units + 50n;
  const cents = shifted / 100n - (shifted % 100n < 0n ? 1n : 0n);
  return cents * 100n;
}

/** Units as dollars; exact, since every value is a whole number of ten-thousandths. */
function dollarsOf(units: bigint): number {
  const whole = units / UNITS_PER_DOLLAR;
  const rest = units % UNITS_PER_DOLLAR;
  return Number(whole) + Number(rest) / Number(UNITS_PER_DOLLAR);
}

/** `net worth × percent`, in units: cents × percent points is exactly ten-thousandths of a dollar. */
function shareUnits(netWorth: number, percent: number): bigint {
  return centsOf(netWorth) * BigInt(Math.round(percent));
}

/** Settlement amount = net worth × settlement percentage. */
export function settlementAmount(netWorth: number, settlementPercent: number): number {
  return dollarsOf(shareUnits(netWorth, settlementPercent));
}

function netSettlementUnits(inputs: SettlementInputs): bigint {
  return (
    shareUnits(inputs.netWorth, inputs.settlementPercent) -
    unitsOf(inputs.expenses) -
    unitsOf(inputs.settlementCosts)
  );
}

function trialOutcomeUnits(inputs: SettlementInputs, percent: number): bigint {
  return (
    shareUnits(inputs.netWorth, percent) - unitsOf(inputs.expenses) - unitsOf(inputs.trialCosts)
  );
}

/** Net settlement = settlement amount − expenses incurred − settlement costs. */
export function netSettlement(inputs: SettlementInputs): number {
  return dollarsOf(netSettlementUnits(inputs));
}

/**
 * Break-even settlement % = (net worth × expected% − trial costs + settlement costs) / net worth
 * × 100: the settlement percentage at which settling leaves as much as the expected trial
 * outcome. Clamped to 0–100, 0 when net worth is 0, rounded half up to one decimal.
 */
export function breakEvenPercent(
  inputs: Pick<SettlementInputs, 'netWorth' | 'expectedPercent' | 'trialCosts' | 'settlementCosts'>,
): number {
  let denominator = centsOf(inputs.netWorth);
  if (denominator === 0n) return 0;
  // In cents × percent points: net worth × expected% − (trial costs − settlement costs) × 100.
  let numerator =
    denominator * BigInt(Math.round(inputs.expectedPercent)) -
    (centsOf(inputs.trialCosts) - centsOf(inputs.settlementCosts)) * 100n;
  if (denominator < 0n) {
    denominator = -denominator;
    numerator = -numerator;
  }
  if (numerator <= 0n) return 0;
  if (numerator >= 100n * denominator) return 100;
  return Number(divideRoundingHalfAwayFromZero(numerator * 10n, denominator)) / 10;
}

/** Risk tolerance 1–3 is low, 4–7 moderate, 8–10 high. */
export function riskBand(riskTolerance: number): RiskBand {
  if (riskTolerance <= 3) return 'low';
  if (riskTolerance <= 7) return 'moderate';
  return 'high';
}

export const RISK_BAND_LABELS: Readonly<Record<RiskBand, string>> = {
  low: 'Low',
  moderate: 'Moderate',
  high: 'High',
};

/** Where one outcome stands against another, at a given margin. */
type OutcomeComparison = 'above' | 'within' | 'below';

/**
 * The one comparison of outcomes that the recommendation, the key findings and the colours all
 * use. `value` is above `reference` at a margin of `percent` (e.g. 115 for "notably better",
 * 100 for "more at all") when it exceeds it by more than (percent − 100)% of the reference's
 * size: `value − reference > (percent − 100) / 100 × |reference|`; below when it falls short by
 * as much; within otherwise.
 *
 * The original product description writes these rules as ratios (`expected > settlement × 1.15`), which are the same
 * thing while the reference is positive, but turn upside down when both outcomes are losses:
 * −40,000 > −35,000 × 1.15 holds, so a ratio would call the larger loss "notably better".
 * Measuring the difference against the reference's magnitude keeps "better" meaning "leaves you
 * more". A reference of exactly 0 has no size to scale by, so any gain over it counts as above
 * and any loss as below; the margin only decides how much more than the reference is needed.
 */
function compareOutcomes(value: bigint, reference: bigint, percent: bigint): OutcomeComparison {
  const margin = (percent - 100n) * (reference < 0n ? -reference : reference);
  const difference = (value - reference) * 100n;
  if (difference > margin) return 'above';
  if (-difference > margin) return 'below';
  return 'within';
}

function toneOfUnits(value: bigint, comparison: bigint): OutcomeTone {
  const standing = compareOutcomes(value, comparison, 110n);
  if (standing === 'above') return 'green';
  if (standing === 'below') return 'red';
  return 'yellow';
}

/** `a` is notably above `b` at the margin `percent` (see compareOutcomes). */
function exceeds(a: bigint, b: bigint, percent: number): boolean {
  return compareOutcomes(a, b, BigInt(percent)) === 'above';
}

/**
 * The recommendation's multipliers (docs/product.md#limits-and-timings), as percentages:
 * - low risk: settlement is the safer choice if it beats the worst trial outcome × `lowSettle`;
 * - moderate: trial if expected beats settlement × `moderateTrial`; settlement if it beats
 *   expected × `moderateSettle`; otherwise the two are similar;
 * - high: trial if the best outcome beats settlement × `highTrial`, otherwise settlement.
 */
export const RECOMMENDATION_THRESHOLDS: Readonly<
  Record<
    SettlementVariant,
    { lowSettle: number; moderateTrial: number; moderateSettle: number; highTrial: number }
  >
> = {
  premium: { lowSettle: 110, moderateTrial: 115, moderateSettle: 105, highTrial: 125 },
  free: { lowSettle: 110, moderateTrial: 120, moderateSettle: 110, highTrial: 130 },
};

export type RecommendationBranch =
  | 'low-settlement-safer'
  | 'low-close-call'
  | 'moderate-trial-better'
  | 'moderate-settlement-better'
  | 'moderate-similar'
  | 'high-trial'
  | 'high-settlement';

interface Recommendation {
  branch: RecommendationBranch;
  /** What the recommendation leans towards. */
  leaning: 'settlement' | 'trial' | 'neither';
  title: string;
  text: string;
}

interface Outcomes {
  netSettlement: bigint;
  worst: bigint;
  expected: bigint;
  best: bigint;
}

/** The figures a recommendation names, as shown ('$120,000'). */
interface RecommendationFigures {
  settle: string;
  worst: string;
  expected: string;
  best: string;
}

type Worded = Pick<Recommendation, 'title' | 'text'>;

/**
 * The words of the recommendation and the key findings. English is here; another language's
 * twin (shared/locales/settlement.es.ts) is passed to computeSettlement by whoever reads it, so
 * an English reader's page does not carry the Spanish.
 */
export interface SettlementWords {
  recommendations: Record<RecommendationBranch, (figures: RecommendationFigures) => Worded>;
  findings: {
    settlingMore: (gap: string) => string;
    trialMore: (gap: string) => string;
    same: string;
    trialCostsMore: (gap: string, trial: string, settlement: string) => string;
    settlingCostsMore: (gap: string, settlement: string, trial: string) => string;
    sameCosts: (costs: string) => string;
    settlingAt: (percent: string, net: string) => string;
    trialRange: (worst: string, best: string, expected: string) => string;
    breakEven: (percent: string) => string;
    risk: (tolerance: number, band: RiskBand) => string;
  };
}

export const SETTLEMENT_WORDS: SettlementWords = {
  recommendations: {
    'low-settlement-safer': ({ settle, worst }) => ({
      title: 'Settling looks like the safer choice',
      text: `You would rather avoid risk, and settling leaves you ${settle}, clearly more than the worst trial outcome of ${worst}. A settlement gives you that amount for certain.`,
    }),
    'low-close-call': ({ settle, worst }) => ({
      title: 'A close call',
      text: `You would rather avoid risk, but settling (${settle}) is not clearly better than even the worst trial outcome (${worst}). Go through these numbers with your lawyer before you decide.`,
    }),
    'moderate-trial-better': ({ settle, expected, worst }) => ({
      title: 'Going to trial may be worth it',
      text: `The expected trial outcome (${expected}) is notably better than settling (${settle}). If you can accept some risk, a trial may pay off, though it could end as low as ${worst}.`,
    }),
    'moderate-settlement-better': ({ settle, expected }) => ({
      title: 'Settling looks slightly better',
      text: `Settling (${settle}) is somewhat better than the expected trial outcome (${expected}), and it spares you the cost and uncertainty of a trial.`,
    }),
    'moderate-similar': ({ settle, expected }) => ({
      title: 'The two paths are similar',
      text: `Settling (${settle}) and the expected trial outcome (${expected}) are close. Weigh the time, stress and uncertainty of a trial against a settlement you can count on.`,
    }),
    'high-trial': ({ settle, best, worst }) => ({
      title: 'A trial could pay off',
      text: `You are comfortable with risk, and the best trial outcome (${best}) is well above settling (${settle}). A trial may be worth pursuing, knowing it could end as low as ${worst}.`,
    }),
    'high-settlement': ({ settle, best }) => ({
      title: 'Settling still looks better',
      text: `Even with a high tolerance for risk, the best trial outcome (${best}) is not far enough above settling (${settle}) to justify the risk of a trial.`,
    }),
  },
  findings: {
    settlingMore: (gap: string) =>
      `Settling leaves you ${gap} more than the expected trial outcome.`,
    trialMore: (gap: string) =>
      `The expected trial outcome is ${gap} more than settling, before the time and stress of a trial.`,
    same: 'Settling and the expected trial outcome leave you with the same amount.',
    trialCostsMore: (gap: string, trial: string, settlement: string) =>
      `A trial costs ${gap} more than settling (${trial} against ${settlement}).`,
    settlingCostsMore: (gap: string, settlement: string, trial: string) =>
      `Settling costs ${gap} more than a trial (${settlement} against ${trial}).`,
    sameCosts: (costs: string) => `Settling and a trial cost the same (${costs}).`,
    settlingAt: (percent: string, net: string) =>
      `Settling at ${percent} of your net worth leaves you ${net} after expenses and costs.`,
    trialRange: (worst: string, best: string, expected: string) =>
      `A trial could leave you anywhere from ${worst} to ${best}; the expected outcome is ${expected}.`,
    breakEven: (percent: string) =>
      `Break-even settlement: ${percent} of your net worth. A settlement above that beats the expected trial outcome.`,
    risk: (tolerance: number, band: RiskBand) =>
      `Your risk tolerance is ${tolerance} out of 10 (${band}).`,
  },
};

function recommendationBranch(
  outcomes: Outcomes,
  band: RiskBand,
  variant: SettlementVariant,
): Pick<Recommendation, 'branch' | 'leaning'> {
  const limits = RECOMMENDATION_THRESHOLDS[variant];
  if (band === 'low') {
    return exceeds(outcomes.netSettlement, outcomes.worst, limits.lowSettle)
      ? { branch: 'low-settlement-safer', leaning: 'settlement' }
      : { branch: 'low-close-call', leaning: 'neither' };
  }
  if (band === 'moderate') {
    if (exceeds(outcomes.expected, outcomes.netSettlement, limits.moderateTrial)) {
      return { branch: 'moderate-trial-better', leaning: 'trial' };
    }
    if (exceeds(outcomes.netSettlement, outcomes.expected, limits.moderateSettle)) {
      return { branch: 'moderate-settlement-better', leaning: 'settlement' };
    }
    return { branch: 'moderate-similar', leaning: 'neither' };
  }
  return exceeds(outcomes.best, outcomes.netSettlement, limits.highTrial)
    ? { branch: 'high-trial', leaning: 'trial' }
    : { branch: 'high-settlement', leaning: 'settlement' };
}

function recommend(
  outcomes: Outcomes,
  band: RiskBand,
  variant: SettlementVariant,
  words: SettlementWords,
): Recommendation {
  const chosen = recommendationBranch(outcomes, band, variant);
  const figures: RecommendationFigures = {
    settle: formatUsdWhole(dollarsOf(outcomes.netSettlement)),
    worst: formatUsdWhole(dollarsOf(outcomes.worst)),
    expected: formatUsdWhole(dollarsOf(outcomes.expected)),
    best: formatUsdWhole(dollarsOf(outcomes.best)),
  };
  return { ...chosen, ...words.recommendations[chosen.branch](figures) };
}

function keyFindingsFor(
  inputs: SettlementInputs,
  outcomes: Outcomes,
  breakEven: number,
  band: RiskBand,
  { findings: words }: SettlementWords,
): string[] {
  const usd = (units: bigint) => formatUsdWhole(dollarsOf(units));
  const difference = outcomes.netSettlement - outcomes.expected;
  // Compared in whole cents, as every figure is shown: a share of a net worth in cents can differ
  // by a ten-thousandth of a dollar, which no one can see and must not decide the sentence.
  const standing = compareOutcomes(
    nearestCentUnits(outcomes.netSettlement),
    nearestCentUnits(outcomes.expected),
    100n,
  );
  const costGap = unitsOf(inputs.trialCosts) - unitsOf(inputs.settlementCosts);
  const trialCosts = formatUsdWhole(inputs.trialCosts);
  const settlementCosts = formatUsdWhole(inputs.settlementCosts);

  let comparison: string;
  if (standing === 'above') comparison = words.settlingMore(usd(difference));
  else if (standing === 'below') comparison = words.trialMore(usd(-difference));
  else comparison = words.same;

  let costs: string;
  if (costGap > 0n) costs = words.trialCostsMore(usd(costGap), trialCosts, settlementCosts);
  else if (costGap < 0n)
    costs = words.settlingCostsMore(usd(-costGap), settlementCosts, trialCosts);
  else costs = words.sameCosts(trialCosts);

  return [
    words.settlingAt(formatPercent(inputs.settlementPercent), usd(outcomes.netSettlement)),
    words.trialRange(usd(outcomes.worst), usd(outcomes.best), usd(outcomes.expected)),
    comparison,
    costs,
    words.breakEven(formatPercent(breakEven)),
    words.risk(inputs.riskTolerance, band),
  ];
}

export interface SettlementResult {
  variant: SettlementVariant;
  totalAssets: number;
  totalDebts: number;
  netWorth: number;
  expenses: number;
  settlementAmount: number;
  netSettlement: number;
  trialOutcomes: Record<TrialCase, number>;
  /** Each trial outcome against the net settlement. */
  trialTones: Record<TrialCase, OutcomeTone>;
  /** The net settlement against the expected trial outcome. */
  settlementTone: OutcomeTone;
  breakEvenPercent: number;
  riskBand: RiskBand;
  recommendation: Recommendation;
  keyFindings: string[];
}

/** Every figure and text the settlement calculators show, for one set of inputs. */
export function computeSettlement(
  inputs: SettlementInputs,
  variant: SettlementVariant,
  words: SettlementWords = SETTLEMENT_WORDS,
): SettlementResult {
  const outcomes: Outcomes = {
    netSettlement: netSettlementUnits(inputs),
    worst: trialOutcomeUnits(inputs, inputs.worstPercent),
    expected: trialOutcomeUnits(inputs, inputs.expectedPercent),
    best: trialOutcomeUnits(inputs, inputs.bestPercent),
  };
  const band = riskBand(inputs.riskTolerance);
  const breakEven = breakEvenPercent(inputs);

  return {
    variant,
    totalAssets: inputs.totalAssets,
    totalDebts: inputs.totalDebts,
    netWorth: inputs.netWorth,
    expenses: inputs.expenses,
    settlementAmount: settlementAmount(inputs.netWorth, inputs.settlementPercent),
    netSettlement: dollarsOf(outcomes.netSettlement),
    trialOutcomes: {
      worst: dollarsOf(outcomes.worst),
      expected: dollarsOf(outcomes.expected),
      best: dollarsOf(outcomes.best),
    },
    trialTones: {
      worst: toneOfUnits(outcomes.worst, outcomes.netSettlement),
      expected: toneOfUnits(outcomes.expected, outcomes.netSettlement),
      best: toneOfUnits(outcomes.best, outcomes.netSettlement),
    },
    settlementTone: toneOfUnits(outcomes.netSettlement, outcomes.expected),
    breakEvenPercent: breakEven,
    riskBand: band,
    recommendation: recommend(outcomes, band, variant, words),
    keyFindings: keyFindingsFor(inputs, outcomes, breakEven, band, words),
  };
}
