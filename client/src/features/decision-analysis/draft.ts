/**
 * The analysis as she types it: every figure as the text in its field, and each amount that may
 * be paid rather than received as a positive amount with its direction (a phone's number pad
 * often has no minus key, and "I would pay" says what a minus sign would leave her to guess).
 * The one schema (shared/decision-analysis.ts) reads it; the page shows its results live.
 */
import {
  DECISION_BOUNDS,
  DECISION_DEFAULTS,
  DECISION_MESSAGES,
  decimalToScaled,
  type DecisionInputs,
  type DecisionInputsBody,
  decisionInputsSchema,
} from '@shared/decision-analysis';
import type { AmountText } from '@shared/money';

export type Direction = 'receive' | 'pay';

export interface PhaseDraft {
  name: string;
  hours: string;
  rate: string;
  experts: string;
  court_costs: string;
}

export interface OutcomeDraft {
  label: string;
  direction: Direction;
  value: string;
  probability: string;
}

export interface DecisionDraft {
  offerDirection: Direction;
  offer: string;
  settlement_costs: string;
  phases: PhaseDraft[];
  months: string;
  discount_rate: string;
  outcomes: OutcomeDraft[];
  note: string;
}

/** "-1200.00" → receive/pay and "1200.00". */
function split(amount: AmountText): { direction: Direction; value: string } {
  return amount.startsWith('-')
    ? { direction: 'pay', value: amount.slice(1) }
    : { direction: 'receive', value: amount };
}

/** Cents that are whole dollars read as whole dollars in a field: "270.00" → "270". */
const typed = (amount: AmountText) => amount.replace(/\.00$/, '');

export function draftFromInputs(inputs: DecisionInputs): DecisionDraft {
  const offer = split(inputs.offer);
  return {
    offerDirection: offer.direction,
    offer: typed(offer.value),
    settlement_costs: typed(inputs.settlement_costs),
    phases: inputs.phases.map((phase) => ({
      name: phase.name,
      hours: phase.hours,
      rate: typed(phase.rate),
      experts: typed(phase.experts),
      court_costs: typed(phase.court_costs),
    })),
    months: String(inputs.months),
    discount_rate: inputs.discount_rate,
    outcomes: inputs.outcomes.map((outcome) => {
      const value = split(outcome.value);
      return {
        label: outcome.label,
        direction: value.direction,
        value: typed(value.value),
        probability: outcome.probability,
      };
    }),
    note: inputs.note ?? '',
  };
}

/** A typed amount with its direction: a minus sign in front when she would pay. */
function signed(direction: Direction, value: string): string {
  const trimmed = value.trim();
  return direction === 'pay' && trimmed !== '' ? `-${trimmed}` : trimmed;
}

/** A whole number as a number, anything else as typed (the schema names what is wrong). */
function wholeNumber(value: string): number | string {
  return /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;
}

/** What PUT /api/decision-analysis is sent for the draft. */
function bodyFromDraft(draft: DecisionDraft): DecisionInputsBody {
  return {
    offer: signed(draft.offerDirection, draft.offer),
    settlement_costs: draft.settlement_costs.trim() === '' ? '0' : draft.settlement_costs,
    phases: draft.phases.map((phase) => ({
      name: phase.name,
      hours: phase.hours.trim() === '' ? '0' : phase.hours,
      rate: phase.rate,
      experts: phase.experts.trim() === '' ? '0' : phase.experts,
      court_costs: phase.court_costs.trim() === '' ? '0' : phase.court_costs,
    })),
    months: wholeNumber(draft.months) as number,
    outcomes: draft.outcomes.map((outcome) => ({
      label: outcome.label,
      value: signed(outcome.direction, outcome.value),
      probability: outcome.probability,
    })),
    discount_rate: draft.discount_rate,
    note: draft.note,
  };
}

export type DraftReading =
  { ok: true; inputs: DecisionInputs } | { ok: false; errors: ReadonlyMap<string, string> };

/** How the page words what the schema refuses where its own words would not fit the screen. */
export interface DraftWords {
  /** A minus sign typed where "I would receive / I would pay" says it. */
  noMinus: string;
  /** An amount that is not one: the API's words speak of a minus sign the page does not ask for. */
  notAnAmount: string;
  /** Any other message of the schema, in the reader's language. */
  translate: (english: string) => string;
}

const AMOUNT_MESSAGES: ReadonlySet<string> = new Set([
  DECISION_MESSAGES.offerInvalid,
  DECISION_MESSAGES.valueInvalid,
]);

/** The draft through the one schema: its inputs, or each field's message by its path. */
export function readDraft(draft: DecisionDraft, words: DraftWords): DraftReading {
  const errors = new Map<string, string>();
  // The direction says who pays: a minus sign as well would say it twice, maybe the other way.
  if (draft.offer.trim().startsWith('-')) errors.set('offer', words.noMinus);
  draft.outcomes.forEach((outcome, index) => {
    if (outcome.value.trim().startsWith('-')) errors.set(`outcomes.${index}.value`, words.noMinus);
  });
  const result = decisionInputsSchema.safeParse(bodyFromDraft(draft));
  if (result.success && errors.size === 0) return { ok: true, inputs: result.data };
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join('.');
    if (errors.has(path)) continue;
    errors.set(
      path,
      AMOUNT_MESSAGES.has(issue.message) ? words.notAnAmount : words.translate(issue.message),
    );
  }
  return { ok: false, errors };
}

/** The probabilities she has typed, in tenths, added up; null while one is not a number. */
export function probabilityTotalTenths(outcomes: readonly OutcomeDraft[]): number | null {
  let total = 0;
  for (const outcome of outcomes) {
    const tenths = decimalToScaled(outcome.probability, 1);
    if (tenths === null) return null;
    total += tenths;
  }
  return total;
}

export const NEW_PHASE: PhaseDraft = {
  name: '',
  hours: '0',
  rate: typed(DECISION_DEFAULTS.rate),
  experts: '0',
  court_costs: '0',
};

export const MAX_PHASES = DECISION_BOUNDS.phases;
