/**
 * The division planner's rule: who receives which marital item, and the equalization payment
 * that brings Spouse 1 to the target share of the marital estate. One pure function in integer
 * cents; the server answers from it and the client renders it, never a second implementation.
 *
 * Separate items stay out of the division. Over marital items (net = assets − debts): R1 and R2
 * are the net proposed to Spouse 1 and to Spouse 2 (a split item gives Spouse 1 its share of its
 * net, rounded half away from zero to the cent, and Spouse 2 the rest); S is the net of items to
 * be sold plus items not decided yet, whose proceeds are split by the target share. With
 * E = R1 + R2 + S and t = target / 100, the payment is P = t × (R1 + R2) − R1, rounded half away
 * from zero to the cent: P > 0, Spouse 2 pays Spouse 1; P < 0, Spouse 1 pays Spouse 2.
 */
import type { Language } from './language';
import { z } from 'zod';
import {
  centsToAmountText,
  divideRoundingHalfAwayFromZero,
  formatUsd,
  requireAmountCents,
} from './money';
import { PLAIN_SPOUSE_LABELS, type SpouseLabels } from './parties';

export const CHARACTERS = ['marital', 'separate'] as const;
export type Character = (typeof CHARACTERS)[number];

export const PROPOSALS = ['spouse_1', 'spouse_2', 'split', 'sell'] as const;
export type Proposal = (typeof PROPOSALS)[number];

export const DIVISION_MESSAGES = {
  characterInvalid: 'Character must be marital or separate',
  proposalInvalid: 'Proposed to must be spouse_1, spouse_2, split, sell or null',
  splitShareInvalid: 'Split share must be a percentage from 0 to 100 with at most one decimal',
  splitShareRequired: 'A split item needs the share going to Spouse 1',
  splitShareOnlyForSplit: 'Split share applies only to an item proposed to be split',
  jointSeparate: 'A joint item cannot be separate property',
  targetShareInvalid: 'Target share must be a whole percentage from 0 to 100',
} as const;

export const DEFAULT_TARGET_SHARE = 50;

/**
 * Where an item is proposed to go, as the reports print it: 'Spouse 1', 'Split: 62.5% to
 * Spouse 1', 'Sell', 'Undecided'; separate property is 'Not divided'. The spouses are named as
 * `spouses` says ('Spouse 1 (you, Jo)'), plain until she says who is who.
 */
export function proposedDivisionLabel(
  item: {
    character: Character;
    proposed_to: Proposal | null;
    split_share: string | null;
  },
  spouses: SpouseLabels = PLAIN_SPOUSE_LABELS,
  language: Language = 'en',
): string {
  const words = DIVISION_WORDS[language];
  if (item.character === 'separate') return words.notDivided;
  switch (item.proposed_to) {
    case 'spouse_1':
    case 'spouse_2':
      return spouses[item.proposed_to];
    case 'split':
      return words.split(item.split_share ?? '?', spouses.spouse_1);
    case 'sell':
      return words.sell;
    default:
      return words.undecided;
  }
}

/** The division's words, in each language (the Spanish addresses the reader as usted). */
const DIVISION_WORDS = {
  en: {
    notDivided: 'Not divided',
    split: (share: string, spouse1: string) => `Split: ${share}% to ${spouse1}`,
    sell: 'Sell',
    undecided: 'Undecided',
    goal: (share: number) => `To reach a ${share}/${100 - share} split of the marital estate`,
    noPayment: (goal: string) => `${goal}, no payment is needed.`,
    pays: (goal: string, from: string, to: string, amount: string) =>
      `${goal}, ${from} pays ${to} ${amount}.`,
    negativeEstate:
      "The marital estate is negative: the debts are larger than the assets, so each spouse's share is a share of the debt.",
    zeroEstate:
      'The marital estate is $0.00: the debts are as large as the assets, so each spouse should end with nothing from it.',
  },
  es: {
    notDivided: 'No se divide',
    split: (share: string, spouse1: string) => `Dividir: ${share}% para ${spouse1}`,
    sell: 'Vender',
    undecided: 'Sin decidir',
    goal: (share: number) =>
      `Para llegar a una división ${share}/${100 - share} del patrimonio conyugal`,
    noPayment: (goal: string) => `${goal}, no hace falta ningún pago.`,
    pays: (goal: string, from: string, to: string, amount: string) =>
      `${goal}, ${from} le paga a ${to} ${amount}.`,
    negativeEstate:
      'El patrimonio conyugal es negativo: las deudas son mayores que los bienes, así que la parte de cada cónyuge es una parte de la deuda.',
    zeroEstate:
      'El patrimonio conyugal es $0.00: las deudas son tan grandes como los bienes, así que a cada cónyuge no le queda nada de él.',
  },
} satisfies Record<Language, unknown>;

/** What the rule reads of a net-worth item. */
export interface DivisionItem {
  id: number;
  name: string;
  classification: 'asset' | 'debt';
  ownership: 'spouse_1' | 'spouse_2' | 'joint';
  /** Two-decimal text, never negative; a debt's value counts against the net. */
  value: string;
  character: Character;
  proposed_to: Proposal | null;
  /** Spouse 1's percentage of a split item, one decimal ("62.5"); null otherwise. */
  split_share: string | null;
}

export type Spouse = 'spouse_1' | 'spouse_2';

/** Amounts in integer cents. */
export interface DivisionCents {
  targetShare: number;
  marital: { assets: number; debts: number; net: number };
  /** R1 and R2: the net each receives in kind. */
  receives: Record<Spouse, number>;
  /** The net of each spouse's separate items (left out of the division). */
  separate: Record<Spouse, number>;
  toSell: { net: number; count: number };
  undecided: { net: number; count: number };
  /** P: positive when Spouse 2 pays Spouse 1. */
  payment: number;
  /** What each ends with from the marital estate: in kind, their share of S, and the payment. */
  afterPayment: Record<Spouse, number>;
  /** E. */
  estate: number;
}

/** An item's net in cents: its value, negative for a debt. */
export function itemNetCents(item: Pick<DivisionItem, 'classification' | 'value'>): number {
  const cents = requireAmountCents(item.value);
  return item.classification === 'debt' ? -cents : cents;
}

/** A split share's text as tenths of a percent: "62.5" → 625. */
export function splitShareTenths(share: string): number {
  const tenths = Math.round(Number(share) * 10);
  if (!Number.isInteger(tenths) || tenths < 0 || tenths > 1000) {
    throw new RangeError(`not a split share: ${share}`);
  }
  return tenths;
}

/** Spouse 1's part of a split item's net: share × net, half away from zero to the cent. */
export function splitPartCents(netCents: number, tenths: number): number {
  return Number(divideRoundingHalfAwayFromZero(BigInt(netCents) * BigInt(tenths), 1000n));
}

/** `share` percent of `cents`, half away from zero to the cent. */
function percentOf(cents: number, share: number): number {
  return Number(divideRoundingHalfAwayFromZero(BigInt(cents) * BigInt(share), 100n));
}

/** The division of `items` at `targetShare` (Spouse 1's whole percent of the marital estate). */
export function divideEstate(items: readonly DivisionItem[], targetShare: number): DivisionCents {
  const marital = { assets: 0, debts: 0, net: 0 };
  const receives = { spouse_1: 0, spouse_2: 0 };
  const separate = { spouse_1: 0, spouse_2: 0 };
  const toSell = { net: 0, count: 0 };
  const undecided = { net: 0, count: 0 };

  for (const item of items) {
    const net = itemNetCents(item);
    if (item.character === 'separate') {
      // A joint item cannot be separate (the schema and the table refuse it).
      if (item.ownership !== 'joint') separate[item.ownership] += net;
      continue;
    }
    if (net >= 0) marital.assets += net;
    else marital.debts -= net;
    marital.net += net;
    switch (item.proposed_to) {
      case 'spouse_1':
      case 'spouse_2':
        receives[item.proposed_to] += net;
        break;
      case 'split': {
        const part = splitPartCents(net, splitShareTenths(item.split_share ?? '0'));
        receives.spouse_1 += part;
        receives.spouse_2 += net - part;
        break;
      }
      case 'sell':
        toSell.net += net;
        toSell.count += 1;
        break;
      case null:
        undecided.net += net;
        undecided.count += 1;
        break;
    }
  }

  const inKind = receives.spouse_1 + receives.spouse_2;
  const sold = toSell.net + undecided.net;
  const payment = Number(
    divideRoundingHalfAwayFromZero(
      BigInt(targetShare) * BigInt(inKind) - 100n * BigInt(receives.spouse_1),
      100n,
    ),
  );
  const soldToSpouse1 = percentOf(sold, targetShare);
  return {
    targetShare,
    marital,
    receives,
    separate,
    toSell,
    undecided,
    payment,
    afterPayment: {
      spouse_1: receives.spouse_1 + soldToSpouse1 + payment,
      spouse_2: receives.spouse_2 + (sold - soldToSpouse1) - payment,
    },
    estate: inKind + sold,
  };
}

/**
 * The one sentence a person reads: 'To reach a 50/50 split of the marital estate, Spouse 2 pays
 * Spouse 1 $12,345.67.' (or no payment is needed), with the user's "who is who" in `spouses`
 * ('Spouse 2 (Sam) pays Spouse 1 (you, Jo) …').
 */
export function divisionSentence(
  { targetShare, payment }: Pick<DivisionCents, 'targetShare' | 'payment'>,
  spouses: SpouseLabels = PLAIN_SPOUSE_LABELS,
  language: Language = 'en',
): string {
  const words = DIVISION_WORDS[language];
  const goal = words.goal(targetShare);
  if (payment === 0) return words.noPayment(goal);
  const [from, to] =
    payment > 0 ? [spouses.spouse_2, spouses.spouse_1] : [spouses.spouse_1, spouses.spouse_2];
  return words.pays(goal, from, to, formatUsd(centsToAmountText(Math.abs(payment))));
}

/**
 * The sentence of an API answer with the labels the reader should see: the client shows the
 * answer in the user's own words even while a change is on its way (or her names just changed).
 */
export function answerSentence(
  answer: DivisionResponse,
  spouses: SpouseLabels,
  language: Language = 'en',
): string {
  const cents = requireAmountCents(answer.payment.amount);
  const payment = answer.payment.from === 'spouse_1' ? -cents : answer.payment.from ? cents : 0;
  return divisionSentence({ targetShare: answer.target_share, payment }, spouses, language);
}

/** The words for a marital estate that is not positive, or null when it is. */
export function estateNote(estateCents: number, language: Language = 'en'): string | null {
  if (estateCents < 0) return DIVISION_WORDS[language].negativeEstate;
  if (estateCents === 0) return DIVISION_WORDS[language].zeroEstate;
  return null;
}

/** What "Balance with this item" proposes, or why it cannot. */
export type Balancing =
  { ok: true; splitShare: string; payment: number } | { ok: false; reason: string };

export const BALANCE_REASONS = {
  debt: 'A debt cannot balance the division: only an asset can be split to even it out.',
  separate: 'Separate property is not divided.',
  empty: 'An item worth $0.00 cannot balance the division.',
  tooSmall:
    'This item is too small to balance the division: even all of it to one spouse leaves a payment.',
} as const;

/**
 * The split of item `id` that brings the payment to zero: Spouse 1's share to 0.1 %, the one of
 * the two nearest tenths that leaves the smaller payment (the cents left over stay a payment).
 */
export function balanceWithItem(
  items: readonly DivisionItem[],
  targetShare: number,
  id: number,
): Balancing {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw new RangeError(`no item ${id}`);
  if (item.character === 'separate') return { ok: false, reason: BALANCE_REASONS.separate };
  if (item.classification === 'debt') return { ok: false, reason: BALANCE_REASONS.debt };
  const net = itemNetCents(item);
  if (net === 0) return { ok: false, reason: BALANCE_REASONS.empty };

  const withShare = (tenths: number) =>
    items.map((other) =>
      other.id === id
        ? { ...other, proposed_to: 'split' as const, split_share: (tenths / 10).toFixed(1) }
        : other,
    );
  // P is t × (R1 + R2) − R1; with the item split, R1 + R2 does not depend on the share and R1
  // grows with it, so the share that zeroes P is (t × (R1 + R2) − R1 without the item) / net.
  const zeroShare = divideEstate(withShare(0), targetShare).payment;
  // zeroShare is the payment with all of the item to Spouse 2; each tenth moves net / 1000.
  const idealTenths = (zeroShare * 1000) / net;
  if (idealTenths < -0.5 || idealTenths > 1000.5) {
    return { ok: false, reason: BALANCE_REASONS.tooSmall };
  }
  const candidates = [Math.floor(idealTenths), Math.ceil(idealTenths)].filter(
    (tenths) => tenths >= 0 && tenths <= 1000,
  );
  let best: { tenths: number; payment: number } | null = null;
  for (const tenths of candidates) {
    const payment = divideEstate(withShare(tenths), targetShare).payment;
    if (best === null || Math.abs(payment) < Math.abs(best.payment)) best = { tenths, payment };
  }
  return { ok: true, splitShare: (best!.tenths / 10).toFixed(1), payment: best!.payment };
}

// --- Wire contracts ------------------------------------------------------------------------

export const targetShareSchema = z.object({
  target_share: z
    .number({ error: DIVISION_MESSAGES.targetShareInvalid })
    .int({ error: DIVISION_MESSAGES.targetShareInvalid })
    .min(0, { error: DIVISION_MESSAGES.targetShareInvalid })
    .max(100, { error: DIVISION_MESSAGES.targetShareInvalid }),
});

type SpouseSide = { receives_net: string; separate_net: string; after_payment: string };

export type DivisionResponse = {
  target_share: number;
  marital: { assets: string; debts: string; net: string };
  spouse_1: SpouseSide;
  spouse_2: SpouseSide;
  to_sell: { net: string; count: number };
  undecided: { net: string; count: number };
  payment: {
    from: 'spouse_1' | 'spouse_2' | null;
    to: 'spouse_1' | 'spouse_2' | null;
    amount: string;
  };
  sentence: string;
};

const spouseSideSchema = z.object({
  receives_net: z.string(),
  separate_net: z.string(),
  after_payment: z.string(),
});
const spouseOrNone = z.enum(['spouse_1', 'spouse_2']).nullable();

/** The answer's contract, as the client reads it (requestParsed) and the tests fake it. */
export const divisionResponseSchema = z.object({
  target_share: z.number(),
  marital: z.object({ assets: z.string(), debts: z.string(), net: z.string() }),
  spouse_1: spouseSideSchema,
  spouse_2: spouseSideSchema,
  to_sell: z.object({ net: z.string(), count: z.number() }),
  undecided: z.object({ net: z.string(), count: z.number() }),
  payment: z.object({ from: spouseOrNone, to: spouseOrNone, amount: z.string() }),
  sentence: z.string(),
}) satisfies z.ZodType<DivisionResponse>;

/** The API's answer: every amount as two-decimal text; the sentence names `spouses`. */
export function toDivisionResponse(
  division: DivisionCents,
  spouses: SpouseLabels = PLAIN_SPOUSE_LABELS,
  language: Language = 'en',
): DivisionResponse {
  const money = centsToAmountText;
  const side = (spouse: Spouse) => ({
    receives_net: money(division.receives[spouse]),
    separate_net: money(division.separate[spouse]),
    after_payment: money(division.afterPayment[spouse]),
  });
  const { payment } = division;
  return {
    target_share: division.targetShare,
    marital: {
      assets: money(division.marital.assets),
      debts: money(division.marital.debts),
      net: money(division.marital.net),
    },
    spouse_1: side('spouse_1'),
    spouse_2: side('spouse_2'),
    to_sell: { net: money(division.toSell.net), count: division.toSell.count },
    undecided: { net: money(division.undecided.net), count: division.undecided.count },
    payment: {
      from: payment > 0 ? 'spouse_2' : payment < 0 ? 'spouse_1' : null,
      to: payment > 0 ? 'spouse_1' : payment < 0 ? 'spouse_2' : null,
      amount: money(Math.abs(payment)),
    },
    sentence: divisionSentence(division, spouses, language),
  };
}
