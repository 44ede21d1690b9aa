import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyseDecision,
  DECISION_MESSAGES,
  decisionInputsSchema,
  type DecisionInputs,
  type DecisionInputsBody,
  defaultDecisionInputs,
  DISCOUNT_DIGITS,
  discountFactor,
  expectedValueAtBreakEven,
  outcomeKeys,
  probabilitiesWith,
  SENSITIVITY_STEPS,
  sensitivity,
  sensitivityOutcome,
} from './decision-analysis';
import { amountToCents } from './money';

const phase = (name: string, hours: number, extra: Partial<Record<string, number>> = {}) => ({
  name,
  hours,
  rate: 270,
  ...extra,
});

/** The worked example: figures checked with Python's decimal module at 60 digits. */
const EXAMPLE: DecisionInputsBody = {
  offer: 100_000,
  phases: [
    phase('Filing and discovery', 20),
    phase('Mediation', 8),
    phase('Pretrial', 15),
    phase('Trial', 30, { experts: 2000, court_costs: 500 }),
  ],
  months: 9,
  outcomes: [
    { label: 'Best', value: 150_000, probability: 25 },
    { label: 'Most likely', value: 110_000, probability: 50 },
    { label: 'Worst', value: 60_000, probability: 25 },
  ],
  note: 'The children need one home before school starts.',
};

const parse = (body: DecisionInputsBody): DecisionInputs => decisionInputsSchema.parse(body);

function refusal(body: unknown): string[] {
  const result = decisionInputsSchema.safeParse(body);
  expect(result.success).toBe(false);
  return result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('analyseDecision', () => {
  it('prices litigation, discounts the outcomes for 9 months at 5 % and finds the break-even', () => {
    expect(analyseDecision(parse(EXAMPLE))).toEqual({
      // 73 hours × $270 + $2,000 + $500
      litigation_cost: '22210.00',
      // $107,500 ÷ 1.05^0.75 (1.0372703747942278…) − $22,210 = 81,427.3954…
      ev_trial: '81427.40',
      settlement_value: '100000.00',
      difference: '-18572.60',
      // 58.99672794753…
      break_even_probability: '59.0',
      range: { best: '122400.32', likely: '83837.57', worst: '35634.13' },
    });
  });

  it('discounts whole years exactly and not at all for a decision today', () => {
    const year = analyseDecision(
      parse({
        ...EXAMPLE,
        phases: [],
        months: 12,
        outcomes: [{ label: 'Only', value: 105, probability: 100 }],
      }),
    );
    expect(year.ev_trial).toBe('100.00');
    expect(year.range).toEqual({ likely: '100.00' });
    const now = analyseDecision(parse({ ...EXAMPLE, phases: [], months: 0 }));
    // 25 % × 150,000 + 50 % × 110,000 + 25 % × 60,000
    expect(now.ev_trial).toBe('107500.00');
  });

  it('rounds once, half away from zero: the cost is not rounded before it is taken off', () => {
    // Half an hour at one cent is half a cent: litigation alone shows $0.01, but $1.00 − $0.005
    // is $0.995, which rounds to $1.00 (rounding the cost first would give $0.99).
    const results = analyseDecision(
      parse({
        offer: 0,
        phases: [{ name: 'Filing', hours: 0.5, rate: 0.01 }],
        months: 0,
        outcomes: [{ label: 'Only', value: 1, probability: 100 }],
      }),
    );
    expect(results.litigation_cost).toBe('0.01');
    expect(results.ev_trial).toBe('1.00');
    expect(results.difference).toBe('1.00');
    const negative = analyseDecision(
      parse({
        offer: 0,
        phases: [],
        months: 0,
        outcomes: [
          { label: 'Best', value: 0, probability: 50 },
          { label: 'Worst', value: -0.01, probability: 50 },
        ],
      }),
    );
    expect(negative.ev_trial).toBe('-0.01');
    expect(negative.range).toEqual({ best: '0.00', worst: '-0.01' });
  });

  it('gives the difference of the two figures it shows, even across a half cent', () => {
    const results = analyseDecision(
      parse({
        offer: 200,
        phases: [],
        months: 0,
        outcomes: [
          { label: 'Best', value: 100.01, probability: 50 },
          { label: 'Worst', value: 100, probability: 50 },
        ],
      }),
    );
    // 100.005 rounds to 100.01; 100.01 − 200 is −99.99 (−99.995 would round to −100.00).
    expect([results.ev_trial, results.settlement_value, results.difference]).toEqual([
      '100.01',
      '200.00',
      '-99.99',
    ]);
  });

  it('keys the range by how many outcomes there are', () => {
    expect(outcomeKeys(1)).toEqual(['likely']);
    expect(outcomeKeys(2)).toEqual(['best', 'worst']);
    expect(outcomeKeys(3)).toEqual(['best', 'likely', 'worst']);
  });

  it('has no break-even with one outcome, or when no probability of the best gets there', () => {
    const single = parse({ ...EXAMPLE, outcomes: [{ label: 'Only', value: 1, probability: 100 }] });
    expect(analyseDecision(single).break_even_probability).toBeNull();
    // Even a certain best outcome ($150,000 discounted, less costs) is worth less than $200,000.
    expect(
      analyseDecision(parse({ ...EXAMPLE, offer: 200_000 })).break_even_probability,
    ).toBeNull();
    // Even the worst outcome beats an offer of nothing.
    expect(analyseDecision(parse({ ...EXAMPLE, offer: 0 })).break_even_probability).toBeNull();
    // Outcomes all worth the same: the probabilities move nothing.
    const flat = parse({
      ...EXAMPLE,
      outcomes: [
        { label: 'Best', value: 5, probability: 50 },
        { label: 'Worst', value: 5, probability: 50 },
      ],
    });
    expect(analyseDecision(flat).break_even_probability).toBeNull();
  });

  it('shares the rest equally when the best outcome has every probability', () => {
    const results = analyseDecision(
      parse({
        offer: 50,
        phases: [],
        months: 0,
        outcomes: [
          { label: 'Best', value: 100, probability: 100 },
          { label: 'Likely', value: 20, probability: 0 },
          { label: 'Worst', value: 0, probability: 0 },
        ],
      }),
    );
    // p · 100 + (1 − p) · 10 = 50 → p = 40/90
    expect(results.break_even_probability).toBe('44.4');
  });
});

describe('discountFactor', () => {
  it('is an exact ratio for whole years', () => {
    expect(discountFactor(12, 500)).toEqual({ num: 10_500n, den: 10_000n });
    expect(discountFactor(24, 500)).toEqual({ num: 110_250_000n, den: 100_000_000n });
    expect(discountFactor(0, 500)).toEqual({ num: 1n, den: 1n });
  });

  it('is the twelfth root of (1 + r)^months, to the last of its decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 120 }).filter((months) => months % 12 !== 0),
        fc.integer({ min: 0, max: 10_000 }),
        (months, rate) => {
          const { num, den } = discountFactor(months, rate);
          expect(den).toBe(10n ** BigInt(DISCOUNT_DIGITS));
          // num ÷ den ≤ ((10000 + r) ÷ 10000)^(months ÷ 12) < (num + 1) ÷ den
          const power = (10_000n + BigInt(rate)) ** BigInt(months);
          const scale = 10_000n ** BigInt(months);
          expect(num ** 12n * scale <= power * den ** 12n).toBe(true);
          expect((num + 1n) ** 12n * scale > power * den ** 12n).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});

// --- Properties ---------------------------------------------------------------------------

const centsArb = (min: number, max: number) =>
  fc.integer({ min, max }).map((cents) => (cents / 100).toFixed(2));

/** One to three outcomes, best first, with probabilities in tenths summing to 100 %. */
const outcomesArb = fc
  .integer({ min: 1, max: 3 })
  .chain((count) =>
    fc.tuple(
      fc.array(fc.integer({ min: -50_000_000, max: 200_000_000 }), {
        minLength: count,
        maxLength: count,
      }),
      fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: count - 1, maxLength: count - 1 }),
    ),
  )
  .map(([values, cuts]) => {
    const sorted = [...values].sort((a, b) => b - a);
    const marks = [0, ...[...cuts].sort((a, b) => a - b), 1000];
    return sorted.map((value, index) => ({
      label: `Outcome ${index + 1}`,
      value: (value / 100).toFixed(2),
      probability: String((marks[index + 1]! - marks[index]!) / 10),
    }));
  });

const phaseArb = fc.record({
  name: fc.constantFrom('Filing and discovery', 'Mediation', 'Pretrial', 'Trial'),
  hours: fc.integer({ min: 0, max: 50_000 }).map((hundredths) => String(hundredths / 100)),
  rate: centsArb(0, 100_000),
  experts: centsArb(0, 2_000_000),
  court_costs: centsArb(0, 500_000),
});

const inputsArb = fc
  .record({
    offer: centsArb(-50_000_000, 200_000_000),
    settlement_costs: centsArb(0, 1_000_000),
    phases: fc.array(phaseArb, { maxLength: 4 }),
    months: fc.integer({ min: 0, max: 120 }),
    outcomes: outcomesArb,
    discount_rate: fc.integer({ min: 0, max: 3000 }).map((hundredths) => String(hundredths / 100)),
  })
  .map((body) => parse({ ...body, note: null }));

const cents = (amount: string) => amountToCents(amount)!;

describe('analyseDecision, properties', () => {
  it('the inputs it is given parse back to themselves', () => {
    fc.assert(
      fc.property(inputsArb, (inputs) => {
        expect(parse(inputs)).toEqual(inputs);
      }),
      { numRuns: 100 },
    );
  });

  it('never gains from more hours, a higher rate, experts or court costs', () => {
    fc.assert(
      fc.property(
        inputsArb.filter((inputs) => inputs.phases.length > 0),
        fc.constantFrom('hours', 'rate', 'experts', 'court_costs'),
        fc.integer({ min: 1, max: 100_000 }),
        (inputs, field, increase) => {
          const phases = inputs.phases.map((one, index) =>
            index === 0
              ? {
                  ...one,
                  [field]:
                    field === 'hours'
                      ? String((Math.round(Number(one.hours) * 100) + increase) / 100)
                      : ((cents(one[field]) + increase) / 100).toFixed(2),
                }
              : one,
          );
          const before = analyseDecision(inputs);
          const after = analyseDecision(parse({ ...inputs, phases }));
          expect(cents(after.ev_trial)).toBeLessThanOrEqual(cents(before.ev_trial));
          expect(cents(after.difference)).toBeLessThanOrEqual(cents(before.difference));
          for (const key of outcomeKeys(inputs.outcomes.length)) {
            expect(cents(after.range[key]!)).toBeLessThanOrEqual(cents(before.range[key]!));
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('never loses when probability moves from an outcome to a better one', () => {
    fc.assert(
      fc.property(
        inputsArb.filter((inputs) => inputs.outcomes.length > 1),
        fc.integer({ min: 1, max: 1000 }),
        fc.nat(),
        (inputs, tenths, pick) => {
          // From a worse outcome (later in the list) to a better one (earlier).
          const to = pick % (inputs.outcomes.length - 1);
          const from = to + 1 + (pick % (inputs.outcomes.length - 1 - to));
          const fromTenths = Math.round(Number(inputs.outcomes[from]!.probability) * 10);
          const moved = Math.min(tenths, fromTenths);
          const outcomes = inputs.outcomes.map((outcome, index) => {
            const delta = index === to ? moved : index === from ? -moved : 0;
            return {
              ...outcome,
              probability: String((Math.round(Number(outcome.probability) * 10) + delta) / 10),
            };
          });
          const before = analyseDecision(inputs);
          const after = analyseDecision(parse({ ...inputs, outcomes }));
          expect(cents(after.ev_trial)).toBeGreaterThanOrEqual(cents(before.ev_trial));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the break-even probability makes trial worth the settlement value, within a cent', () => {
    let found = 0;
    fc.assert(
      fc.property(inputsArb, (inputs) => {
        const results = analyseDecision(inputs);
        const atBreakEven = expectedValueAtBreakEven(inputs);
        expect(atBreakEven === null).toBe(results.break_even_probability === null);
        if (atBreakEven === null) return;
        found += 1;
        const gap = atBreakEven.num - BigInt(cents(results.settlement_value)) * atBreakEven.den;
        expect((gap < 0n ? -gap : gap) <= atBreakEven.den).toBe(true);
        const percent = Number(results.break_even_probability);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
      { numRuns: 400 },
    );
    expect(found).toBeGreaterThan(10);
  });
});

describe('decisionInputsSchema', () => {
  it('reads amounts, hours and percentages as written and fills the defaults', () => {
    const inputs = parse({
      offer: '-12000.5',
      phases: [{ name: ' Trial ', hours: '12.5', rate: '300' }],
      months: 9,
      outcomes: [{ label: 'Only', value: '-500', probability: '100.0' }],
      note: '   ',
    });
    expect(inputs).toEqual({
      offer: '-12000.50',
      settlement_costs: '0.00',
      phases: [
        { name: 'Trial', hours: '12.5', rate: '300.00', experts: '0.00', court_costs: '0.00' },
      ],
      months: 9,
      outcomes: [{ label: 'Only', value: '-500.00', probability: '100' }],
      discount_rate: '5',
      note: null,
    });
  });

  it('names outcomes when the probabilities do not add up to 100 %, or the order is wrong', () => {
    expect(
      refusal({
        ...EXAMPLE,
        outcomes: [
          { label: 'Best', value: 2, probability: 33.3 },
          { label: 'Likely', value: 1, probability: 33.3 },
          { label: 'Worst', value: 0, probability: 33.3 },
        ],
      }),
    ).toEqual([`outcomes: ${DECISION_MESSAGES.probabilitiesSum}`]);
    expect(
      refusal({
        ...EXAMPLE,
        outcomes: [
          { label: 'Best', value: 1, probability: 50 },
          { label: 'Worst', value: 2, probability: 50 },
        ],
      }),
    ).toEqual([`outcomes: ${DECISION_MESSAGES.outcomesOrder}`]);
    expect(refusal({ ...EXAMPLE, outcomes: [] })).toEqual([
      `outcomes: ${DECISION_MESSAGES.outcomesInvalid}`,
    ]);
    expect(
      refusal({
        ...EXAMPLE,
        outcomes: [...EXAMPLE.outcomes, { label: 'Four', value: 0, probability: 0 }],
      }),
    ).toEqual([`outcomes: ${DECISION_MESSAGES.outcomesInvalid}`]);
  });

  it('refuses what cannot be read, with the field it is about', () => {
    expect(
      refusal({ ...EXAMPLE, outcomes: [{ label: 'Only', value: 1, probability: 33.33 }] }),
    ).toEqual([`outcomes.0.probability: ${DECISION_MESSAGES.probabilityInvalid}`]);
    expect(refusal({ ...EXAMPLE, months: 9.5 })).toEqual([
      `months: ${DECISION_MESSAGES.monthsInvalid}`,
    ]);
    expect(refusal({ ...EXAMPLE, months: 121 })).toEqual([
      `months: ${DECISION_MESSAGES.monthsInvalid}`,
    ]);
    expect(refusal({ ...EXAMPLE, discount_rate: 100.01 })).toEqual([
      `discount_rate: ${DECISION_MESSAGES.discountRateInvalid}`,
    ]);
    expect(refusal({ ...EXAMPLE, offer: 'a lot' })).toEqual([
      `offer: ${DECISION_MESSAGES.offerInvalid}`,
    ]);
    expect(refusal({ ...EXAMPLE, offer: 1.234 })).toEqual([
      `offer: ${DECISION_MESSAGES.amountTooPrecise}`,
    ]);
    expect(refusal({ ...EXAMPLE, offer: -100_000_000 })).toEqual([
      `offer: ${DECISION_MESSAGES.amountTooLarge}`,
    ]);
    expect(refusal({ ...EXAMPLE, settlement_costs: -1 })).toEqual([
      `settlement_costs: ${DECISION_MESSAGES.costInvalid}`,
    ]);
    expect(refusal({ ...EXAMPLE, phases: [phase('Trial', 10_000.01)] })).toEqual([
      `phases.0.hours: ${DECISION_MESSAGES.hoursInvalid}`,
    ]);
    expect(
      refusal({ ...EXAMPLE, phases: Array.from({ length: 9 }, () => phase('Trial', 1)) }),
    ).toEqual([`phases: ${DECISION_MESSAGES.phasesInvalid}`]);
    expect(refusal({ ...EXAMPLE, phases: [phase('  ', 1)] })).toEqual([
      `phases.0.name: ${DECISION_MESSAGES.phaseNameRequired}`,
    ]);
    expect(refusal({ ...EXAMPLE, phases: [phase('Tri\u0000al', 1)] })).toEqual([
      'phases.0.name: Phase name contains a character that is not allowed',
    ]);
    expect(refusal({ ...EXAMPLE, note: 'x'.repeat(2001) })).toEqual([
      'note: Note must be at most 2000 characters',
    ]);
  });
});

describe('defaultDecisionInputs', () => {
  it('starts at the offer the division proposes, four phases at $270 an hour and 9 months', () => {
    const inputs = defaultDecisionInputs({
      offer: '25000.00',
      marital_estate: '300000.00',
      legal_fees_to_date: '4200.00',
    });
    expect(parse(inputs)).toEqual(inputs);
    expect(inputs.phases.map((one) => [one.name, one.rate])).toEqual([
      ['Filing and discovery', '270.00'],
      ['Mediation', '270.00'],
      ['Pretrial', '270.00'],
      ['Trial', '270.00'],
    ]);
    expect(inputs.months).toBe(9);
    expect(inputs.discount_rate).toBe('5');
    expect(analyseDecision(inputs)).toMatchObject({
      litigation_cost: '0.00',
      settlement_value: '25000.00',
      // $25,000 nine months away is worth less today: ÷ 1.05^0.75 (Python's decimal: 24,101.7198…).
      ev_trial: '24101.72',
      break_even_probability: null,
    });
  });
});

describe('sensitivity', () => {
  it('moves the most likely outcome’s probability and the hours from −50 % to +50 %', () => {
    const inputs = parse(EXAMPLE);
    const result = sensitivity(inputs);
    expect(result.steps).toEqual([-50, -40, -30, -20, -10, 0, 10, 20, 30, 40, 50]);
    const atZero = analyseDecision(inputs).ev_trial;
    expect(result.hours[5]).toBe(atZero);
    expect(result.probability![5]).toBe(atZero);
    // 73 hours × 50 % × $270 = $9,855 either way.
    expect(cents(result.hours[0]!) - cents(atZero)).toBe(985_500);
    expect(cents(atZero) - cents(result.hours[10]!)).toBe(985_500);
    // Most likely at 25 %: best and worst share the other 75 % as 25 : 25.
    expect(probabilitiesWith([250, 500, 250], 1, -50)).toEqual([375, 250, 375]);
    expect(
      sensitivity(parse({ ...EXAMPLE, outcomes: [{ label: 'Only', value: 1, probability: 100 }] }))
        .probability,
    ).toBeNull();
  });

  it('keeps the probabilities within 0–100 % and adding up to 100 %', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 2 }),
        fc.constantFrom(...SENSITIVITY_STEPS),
        (cuts, change) => {
          const marks = [0, ...[...cuts].sort((a, b) => a - b), 1000];
          const tenths = marks.slice(1).map((mark, index) => mark - marks[index]!);
          const index = sensitivityOutcome(tenths.length);
          const moved = probabilitiesWith(tenths, index, change);
          expect(moved.reduce((sum, p) => sum + p, 0)).toBe(1000);
          for (const p of moved) {
            expect(p).toBeGreaterThanOrEqual(0);
            expect(p).toBeLessThanOrEqual(1000);
          }
        },
      ),
    );
  });
});
