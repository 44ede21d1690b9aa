import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  proposedDivisionLabel,
  BALANCE_REASONS,
  balanceWithItem,
  divideEstate,
  type DivisionItem,
  divisionSentence,
  itemNetCents,
  type Proposal,
  splitPartCents,
  toDivisionResponse,
} from './division';
import { centsToAmountText } from './money';

let nextId = 1;
function item(overrides: Partial<DivisionItem>): DivisionItem {
  return {
    id: nextId++,
    name: 'Item',
    classification: 'asset',
    ownership: 'joint',
    value: '0.00',
    character: 'marital',
    proposed_to: null,
    split_share: null,
    ...overrides,
  };
}

describe('the worked example of docs/division.md', () => {
  // House $450,000.00 with a $300,000.01 mortgage to Spouse 1, IRA $29,999.70 to Spouse 2,
  // car $20,000.20 to be sold, at 50 %.
  const items = [
    item({ name: 'House', value: '450000.00', proposed_to: 'spouse_1' }),
    item({ name: 'Mortgage', classification: 'debt', value: '300000.01', proposed_to: 'spouse_1' }),
    item({ name: 'IRA', ownership: 'spouse_2', value: '29999.70', proposed_to: 'spouse_2' }),
    item({ name: 'Car', value: '20000.20', proposed_to: 'sell' }),
  ];

  it('has Spouse 1 pay Spouse 2 $60,000.15, each ending with half the estate to the cent', () => {
    // R1 = 149,999.99; R2 = 29,999.70; S = 20,000.20; E = 199,999.89.
    // P = 0.5 × (149,999.99 + 29,999.70) − 149,999.99 = −60,000.145 → −60,000.15.
    const response = toDivisionResponse(divideEstate(items, 50));
    expect(response).toEqual({
      target_share: 50,
      marital: { assets: '499999.90', debts: '300000.01', net: '199999.89' },
      spouse_1: { receives_net: '149999.99', separate_net: '0.00', after_payment: '99999.94' },
      spouse_2: { receives_net: '29999.70', separate_net: '0.00', after_payment: '99999.95' },
      to_sell: { net: '20000.20', count: 1 },
      undecided: { net: '0.00', count: 0 },
      payment: { from: 'spouse_1', to: 'spouse_2', amount: '60000.15' },
      sentence: 'To reach a 50/50 split of the marital estate, Spouse 1 pays Spouse 2 $60,000.15.',
    });
  });
});

describe('divideEstate', () => {
  it('leaves separate items out of the division and lists them by owner', () => {
    const items = [
      item({ value: '1000.00', proposed_to: 'spouse_1' }),
      item({ value: '5000.00', ownership: 'spouse_2', character: 'separate' }),
      item({
        value: '200.00',
        ownership: 'spouse_1',
        character: 'separate',
        classification: 'debt',
      }),
    ];
    const division = divideEstate(items, 50);
    expect(division.separate).toEqual({ spouse_1: -20000, spouse_2: 500000 });
    expect(division.estate).toBe(100000);
    expect(division.payment).toBe(-50000);
  });

  it('treats undecided items as sold, the proceeds split by the target share', () => {
    const division = divideEstate([item({ value: '100.01' })], 60);
    expect(division.undecided).toEqual({ net: 10001, count: 1 });
    expect(division.payment).toBe(0);
    expect(division.afterPayment).toEqual({ spouse_1: 6001, spouse_2: 4000 });
  });

  it('works the same when debts exceed assets', () => {
    const items = [
      item({ value: '1000.00', proposed_to: 'spouse_1' }),
      item({ classification: 'debt', value: '5000.00', proposed_to: 'spouse_2' }),
    ];
    const division = divideEstate(items, 50);
    expect(division.estate).toBe(-400000);
    // Spouse 1 receives +1,000, Spouse 2 −5,000; halves are −2,000 each: Spouse 1 pays 3,000.
    expect(division.payment).toBe(-300000);
    expect(division.afterPayment).toEqual({ spouse_1: -200000, spouse_2: -200000 });
  });

  it('says when no payment is needed', () => {
    expect(divisionSentence({ targetShare: 60, payment: 0 })).toBe(
      'To reach a 60/40 split of the marital estate, no payment is needed.',
    );
    expect(divisionSentence({ targetShare: 50, payment: 1234567 })).toBe(
      'To reach a 50/50 split of the marital estate, Spouse 2 pays Spouse 1 $12,345.67.',
    );
  });
});

// --- Properties ------------------------------------------------------------------------

const cents = fc.integer({ min: 0, max: 9_999_999_999 });
const itemArbitrary = fc
  .record({
    classification: fc.constantFrom('asset' as const, 'debt' as const),
    ownership: fc.constantFrom('spouse_1' as const, 'spouse_2' as const, 'joint' as const),
    cents,
    character: fc.constantFrom('marital' as const, 'separate' as const),
    proposed_to: fc.constantFrom(
      'spouse_1' as const,
      'spouse_2' as const,
      'split' as const,
      'sell' as const,
      null,
    ),
    tenths: fc.integer({ min: 0, max: 1000 }),
  })
  .map(({ cents: value, tenths, ...fields }): DivisionItem => ({
    ...fields,
    id: 0,
    name: 'Item',
    value: centsToAmountText(value),
    character: fields.ownership === 'joint' ? 'marital' : fields.character,
    split_share: fields.proposed_to === 'split' ? (tenths / 10).toFixed(1) : null,
  }));
const itemsArbitrary = fc
  .array(itemArbitrary, { maxLength: 30 })
  .map((items) => items.map((one, index) => ({ ...one, id: index + 1 })));
const share = fc.integer({ min: 0, max: 100 });

/** The same items with the spouses' roles swapped. */
function mirrored(items: DivisionItem[]): DivisionItem[] {
  const other = { spouse_1: 'spouse_2', spouse_2: 'spouse_1' } as const;
  return items.map((one) => ({
    ...one,
    ownership: one.ownership === 'joint' ? 'joint' : other[one.ownership],
    proposed_to:
      one.proposed_to === 'spouse_1' || one.proposed_to === 'spouse_2'
        ? other[one.proposed_to]
        : one.proposed_to,
    split_share: one.split_share === null ? null : (100 - Number(one.split_share)).toFixed(1),
  }));
}

describe('the rule’s properties', () => {
  it('ends with the two sides adding up to the marital estate exactly, Spouse 1 within a cent of t × E', () => {
    fc.assert(
      fc.property(itemsArbitrary, share, (items, target) => {
        const division = divideEstate(items, target);
        const marital = items.filter((one) => one.character === 'marital');
        expect(division.estate).toBe(marital.reduce((sum, one) => sum + itemNetCents(one), 0));
        expect(division.afterPayment.spouse_1 + division.afterPayment.spouse_2).toBe(
          division.estate,
        );
        // |after₁ − t·E| ≤ 1 cent, in exact integers: |100·after₁ − target·E| ≤ 100.
        expect(
          Math.abs(100 * division.afterPayment.spouse_1 - target * division.estate),
        ).toBeLessThanOrEqual(100);
        expect(
          division.receives.spouse_1 +
            division.receives.spouse_2 +
            division.toSell.net +
            division.undecided.net,
        ).toBe(division.estate);
      }),
    );
  });

  it('splits an item into two parts that add up to its net exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -9_999_999_999, max: 9_999_999_999 }),
        fc.integer({ min: 0, max: 1000 }),
        (net, tenths) => {
          const part = splitPartCents(net, tenths);
          const rest = net - part;
          expect(part + rest).toBe(net);
          // Within half a cent of the exact share: |1000·part − tenths·net| ≤ 500.
          expect(Math.abs(1000 * part - tenths * net)).toBeLessThanOrEqual(500);
        },
      ),
    );
  });

  it('splits a debt as the asset of the same size, negated: a half cent rounds away from zero both ways', () => {
    // 50% of 1 cent, and 62.5% of 4 cents: exact half cents.
    expect(splitPartCents(1, 500)).toBe(1);
    expect(splitPartCents(-1, 500)).toBe(-1);
    expect(splitPartCents(4, 625)).toBe(3);
    expect(splitPartCents(-4, 625)).toBe(-3);
    // A $2,500.01 card split in half: $1,250.005 each way, $1,250.01 to Spouse 1.
    expect(splitPartCents(-250_001, 500)).toBe(-125_001);
    expect(splitPartCents(-250_001, 500)).toBe(-splitPartCents(250_001, 500));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9_999_999_999 }),
        fc.integer({ min: 0, max: 1000 }),
        (net, tenths) => {
          // `|| 0`: the part of a zero net is 0, not -0.
          expect(splitPartCents(-net, tenths)).toBe(-splitPartCents(net, tenths) || 0);
        },
      ),
    );
    // Exact half cents, which a random net and share seldom land on: share, and the nets
    // (step × m + offset) whose part at that share ends in half a cent.
    const halfCents = fc
      .tuple(
        fc.constantFrom(
          [500, 2, 1],
          [100, 10, 5],
          [250, 4, 2],
          [750, 4, 2],
          [125, 8, 4],
          [375, 8, 4],
          [625, 8, 4],
          [875, 8, 4],
          [1, 1000, 500],
        ),
        fc.integer({ min: 0, max: 9_999_999 }),
      )
      .map(([[tenths, step, offset], m]) => ({ tenths, net: step * m + offset }));
    fc.assert(
      fc.property(halfCents, ({ tenths, net }) => {
        const part = splitPartCents(net, tenths);
        expect(1000 * part - tenths * net).toBe(500);
        expect(splitPartCents(-net, tenths)).toBe(-part);
      }),
    );
  });

  it('mirrors when the spouses swap and t becomes 100 − t (each half cent rounded may move one cent)', () => {
    fc.assert(
      fc.property(itemsArbitrary, share, (items, target) => {
        const division = divideEstate(items, target);
        const swapped = divideEstate(mirrored(items), 100 - target);
        const splits = items.filter(
          (one) => one.character === 'marital' && one.proposed_to === 'split',
        ).length;
        expect(Math.abs(swapped.payment + division.payment)).toBeLessThanOrEqual(splits);
        expect(swapped.separate).toEqual({
          spouse_1: division.separate.spouse_2,
          spouse_2: division.separate.spouse_1,
        });
        // Each spouse's side becomes the other's: exactly, but for a split item's half cent
        // (it rounds away from zero both ways) and, after the payment, the half cent of the
        // share of what is sold.
        const near = (a: number, b: number, cents: number) =>
          expect(Math.abs(a - b)).toBeLessThanOrEqual(cents);
        near(swapped.receives.spouse_1, division.receives.spouse_2, splits);
        near(swapped.receives.spouse_2, division.receives.spouse_1, splits);
        near(swapped.afterPayment.spouse_1, division.afterPayment.spouse_2, splits + 1);
        near(swapped.afterPayment.spouse_2, division.afterPayment.spouse_1, splits + 1);
        if (splits === 0) {
          expect(swapped.payment + division.payment).toBe(0);
          expect(swapped.receives).toEqual({
            spouse_1: division.receives.spouse_2,
            spouse_2: division.receives.spouse_1,
          });
        }
      }),
    );
  });

  it('never lets a separate item change the payment', () => {
    fc.assert(
      fc.property(itemsArbitrary, itemArbitrary, share, (items, extra, target) => {
        const separate: DivisionItem = {
          ...extra,
          id: items.length + 1,
          ownership: extra.ownership === 'joint' ? 'spouse_1' : extra.ownership,
          character: 'separate',
        };
        const without = divideEstate(items, target);
        const withSeparate = divideEstate([...items, separate], target);
        expect(withSeparate.payment).toBe(without.payment);
        expect(withSeparate.afterPayment).toEqual(without.afterPayment);
      }),
    );
  });

  it('balances with an asset when it can, leaving at most half the item’s 0.1 % (and a cent) to pay', () => {
    fc.assert(
      fc.property(itemsArbitrary, share, fc.nat(), (items, target, pick) => {
        if (items.length === 0) return;
        const chosen = items[pick % items.length]!;
        const result = balanceWithItem(items, target, chosen.id);
        if (chosen.character === 'separate') {
          expect(result).toEqual({ ok: false, reason: BALANCE_REASONS.separate });
        } else if (chosen.classification === 'debt') {
          expect(result).toEqual({ ok: false, reason: BALANCE_REASONS.debt });
        } else if (result.ok) {
          const net = itemNetCents(chosen);
          const balanced = items.map((one) =>
            one.id === chosen.id
              ? { ...one, proposed_to: 'split' as const, split_share: result.splitShare }
              : one,
          );
          const payment = divideEstate(balanced, target).payment;
          expect(payment).toBe(result.payment);
          expect(Math.abs(payment)).toBeLessThanOrEqual(Math.ceil(net / 2000) + 1);
        } else {
          // Impossible only when even all of it to one spouse leaves the payment's sign.
          const toOne = (spouse: 'spouse_1' | 'spouse_2') =>
            divideEstate(
              items.map((one) =>
                one.id === chosen.id ? { ...one, proposed_to: spouse, split_share: null } : one,
              ),
              target,
            ).payment;
          const [allTo2, allTo1] = [toOne('spouse_2'), toOne('spouse_1')];
          expect(result.reason === BALANCE_REASONS.empty || allTo2 < 0 || allTo1 > 0).toBe(true);
        }
      }),
    );
  });
});

describe('proposedDivisionLabel', () => {
  const item = (proposed_to: Proposal | null, split_share: string | null = null) => ({
    character: 'marital' as const,
    proposed_to,
    split_share,
  });
  const named = { spouse_1: 'Spouse 1 (you, Jo)', spouse_2: 'Spouse 2 (Sam)' };

  it('prints the plain labels until she says who is who', () => {
    expect(proposedDivisionLabel(item('spouse_1'))).toBe('Spouse 1');
    expect(proposedDivisionLabel(item('split', '62.5'))).toBe('Split: 62.5% to Spouse 1');
    expect(proposedDivisionLabel(item(null))).toBe('Undecided');
    expect(proposedDivisionLabel({ ...item('sell'), character: 'separate' })).toBe('Not divided');
  });

  it('names both spouses as she said', () => {
    expect(proposedDivisionLabel(item('spouse_2'), named)).toBe('Spouse 2 (Sam)');
    expect(proposedDivisionLabel(item('split', '40.0'), named)).toBe(
      'Split: 40.0% to Spouse 1 (you, Jo)',
    );
    expect(proposedDivisionLabel(item('sell'), named)).toBe('Sell');
  });
});
