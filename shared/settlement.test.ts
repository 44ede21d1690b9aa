import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  breakEvenPercent,
  computeSettlement,
  DEFAULT_MONEY_RANGE,
  FREE_DEFAULTS,
  FREE_MONEY_RANGES,
  freeSettlementInputs,
  moveTrialSlider,
  netSettlement,
  PREMIUM_DEFAULTS,
  PREMIUM_MONEY_RANGES,
  readWholeDollars,
  RECOMMENDATION_THRESHOLDS,
  type RecommendationBranch,
  RISK_TOLERANCE_RANGE,
  riskBand,
  sanitizeMoneyInput,
  SETTLEMENT_PERCENT_RANGE,
  SLIDER_STEP,
  settlementAmount,
  type SettlementInputs,
  type SettlementVariant,
  type TrialCase,
  type TrialPercentages,
} from './settlement';

/** The free calculator's defaults: net worth 300,000, expenses 5,000. */
const defaults = freeSettlementInputs(FREE_DEFAULTS);

/**
 * Inputs where the figures are easy to read: net worth 100,000 with no expenses or costs, so
 * the net settlement and each trial outcome are exactly 1,000 × their percentage.
 */
function plain(overrides: Partial<SettlementInputs>): SettlementInputs {
  return {
    totalAssets: 100_000,
    totalDebts: 0,
    netWorth: 100_000,
    expenses: 0,
    settlementCosts: 0,
    trialCosts: 0,
    settlementPercent: 50,
    worstPercent: 30,
    expectedPercent: 50,
    bestPercent: 70,
    riskTolerance: 5,
    ...overrides,
  };
}

describe('the defaults', () => {
  it('are the premium parameters', () => {
    expect(PREMIUM_DEFAULTS).toEqual({
      settlementCosts: 5_000,
      trialCosts: 25_000,
      settlementPercent: 50,
      worstPercent: 30,
      expectedPercent: 50,
      bestPercent: 70,
      riskTolerance: 5,
    });
  });

  it('add assets 500,000, debts 200,000 and expenses 5,000 on the free calculator', () => {
    expect(FREE_DEFAULTS).toEqual({
      ...PREMIUM_DEFAULTS,
      totalAssets: 500_000,
      totalDebts: 200_000,
      currentExpenses: 5_000,
    });
  });

  it('give net worth 300,000 on the free calculator (assets − debts)', () => {
    expect(defaults.netWorth).toBe(300_000);
    expect(defaults.expenses).toBe(5_000);
  });
});

describe('settlement amount = net worth × settlement %', () => {
  it.each([
    [300_000, 50, 150_000],
    [300_000, 0, 0],
    [300_000, 100, 300_000],
    [-100_000, 40, -40_000],
    [1_234.5, 37, 456.765],
    [0.1, 3, 0.003],
  ])('%d × %d%% = %d', (netWorth, percent, expected) => {
    expect(settlementAmount(netWorth, percent)).toBe(expected);
  });
});

describe('net settlement and trial outcomes', () => {
  it('net settlement = amount − expenses − settlement costs (defaults: 150,000 − 5,000 − 5,000)', () => {
    expect(netSettlement(defaults)).toBe(140_000);
  });

  it('goes negative when costs exceed the share', () => {
    const inputs = plain({ netWorth: 10_000, settlementPercent: 10, settlementCosts: 2_500 });
    expect(netSettlement(inputs)).toBe(-1_500);
  });
});

describe('break-even settlement %', () => {
  it.each<[string, Partial<SettlementInputs>, number]>([
    // (300,000 × 50% − 25,000 + 5,000) / 300,000 × 100 = 43.333…
    ['the defaults', { ...defaults }, 43.3],
    ['net worth 0', { netWorth: 0, trialCosts: 10_000 }, 0],
    // (10,000 − 50,000) / 100,000 → below 0
    ['a result below 0 (clamped)', { expectedPercent: 10, trialCosts: 50_000 }, 0],
    // (90,000 + 20,000) / 100,000 → 110
    ['a result above 100 (clamped)', { expectedPercent: 90, settlementCosts: 20_000 }, 100],
    ['exactly 100', { expectedPercent: 90, settlementCosts: 10_000 }, 100],
    // (50,000 − 25,050) / 100,000 = 24.95 exactly, rounded half up (a float would say 24.9)
    ['a value ending in .x5', { expectedPercent: 50, trialCosts: 25_050 }, 25],
    // (50,000 − 16,650) / 100,000 = 33.35
    ['33.35', { expectedPercent: 50, trialCosts: 16_650 }, 33.4],
    // (−50,000 − 25,000 + 5,000) / −100,000 = 70
    [
      'a negative net worth',
      { netWorth: -100_000, expectedPercent: 50, trialCosts: 25_000, settlementCosts: 5_000 },
      70,
    ],
  ])('for %s is %d', (_name, overrides, expected) => {
    expect(breakEvenPercent(plain(overrides))).toBe(expected);
  });
});

describe('risk bands', () => {
  it.each([
    [1, 'low'],
    [3, 'low'],
    [4, 'moderate'],
    [5, 'moderate'],
    [7, 'moderate'],
    [8, 'high'],
    [10, 'high'],
  ])('risk tolerance %d is %s', (tolerance, band) => {
    expect(riskBand(tolerance)).toBe(band);
  });
});

describe('outcome colouring: green above 1.1×, red below 0.9×, yellow otherwise', () => {
  it('colours the default trial outcomes against the net settlement of 140,000', () => {
    const result = computeSettlement(defaults, 'free');
    // 60,000 and 120,000 are below 126,000; 180,000 is above 154,000.
    expect(result.trialTones).toEqual({ worst: 'red', expected: 'red', best: 'green' });
    // 140,000 against the expected 120,000: above 132,000.
    expect(result.settlementTone).toBe('green');
  });
});

describe('the recommendation', () => {
  // With `plain` inputs the net settlement is 1,000 × s and each trial outcome 1,000 × its %.
  const cases: Array<[SettlementVariant, string, Partial<SettlementInputs>, RecommendationBranch]> =
    [
      // Low risk (1–3), both variants: settlement > worst × 1.1.
      [
        'premium',
        'low, 56,000 > 50,000 × 1.1',
        {
          riskTolerance: 1,
          settlementPercent: 56,
          worstPercent: 50,
          expectedPercent: 60,
          bestPercent: 70,
        },
        'low-settlement-safer',
      ],
      [
        'premium',
        'low, 55,000 = 50,000 × 1.1 exactly',
        {
          riskTolerance: 3,
          settlementPercent: 55,
          worstPercent: 50,
          expectedPercent: 60,
          bestPercent: 70,
        },
        'low-close-call',
      ],
      [
        'free',
        'low, 56,000 > 50,000 × 1.1',
        {
          riskTolerance: 2,
          settlementPercent: 56,
          worstPercent: 50,
          expectedPercent: 60,
          bestPercent: 70,
        },
        'low-settlement-safer',
      ],
      [
        'free',
        'low, 55,000 = 50,000 × 1.1 exactly',
        {
          riskTolerance: 1,
          settlementPercent: 55,
          worstPercent: 50,
          expectedPercent: 60,
          bestPercent: 70,
        },
        'low-close-call',
      ],
      // Moderate (4–7), premium: expected > settlement × 1.15, then settlement > expected × 1.05.
      [
        'premium',
        'moderate, 47,000 > 40,000 × 1.15',
        { riskTolerance: 4, settlementPercent: 40, expectedPercent: 47 },
        'moderate-trial-better',
      ],
      [
        'premium',
        'moderate, 46,000 = 40,000 × 1.15 exactly',
        { riskTolerance: 4, settlementPercent: 40, expectedPercent: 46 },
        'moderate-similar',
      ],
      [
        'premium',
        'moderate, 43,000 > 40,000 × 1.05',
        { riskTolerance: 7, settlementPercent: 43, expectedPercent: 40 },
        'moderate-settlement-better',
      ],
      [
        'premium',
        'moderate, 42,000 = 40,000 × 1.05 exactly',
        { riskTolerance: 7, settlementPercent: 42, expectedPercent: 40 },
        'moderate-similar',
      ],
      // Moderate, free: the looser 1.2 and 1.1.
      [
        'free',
        'moderate, 49,000 > 40,000 × 1.2',
        { riskTolerance: 5, settlementPercent: 40, expectedPercent: 49 },
        'moderate-trial-better',
      ],
      [
        'free',
        'moderate, 48,000 = 40,000 × 1.2 exactly',
        { riskTolerance: 5, settlementPercent: 40, expectedPercent: 48 },
        'moderate-similar',
      ],
      [
        'free',
        'moderate, 47,000 (a premium trial) is similar on free',
        { riskTolerance: 5, settlementPercent: 40, expectedPercent: 47 },
        'moderate-similar',
      ],
      [
        'free',
        'moderate, 45,000 > 40,000 × 1.1',
        { riskTolerance: 6, settlementPercent: 45, expectedPercent: 40 },
        'moderate-settlement-better',
      ],
      [
        'free',
        'moderate, 44,000 = 40,000 × 1.1 exactly',
        { riskTolerance: 6, settlementPercent: 44, expectedPercent: 40 },
        'moderate-similar',
      ],
      [
        'free',
        'moderate, 43,000 (a premium settlement) is similar on free',
        { riskTolerance: 6, settlementPercent: 43, expectedPercent: 40 },
        'moderate-similar',
      ],
      // High (8–10): best > settlement × 1.25 (premium) or × 1.3 (free).
      [
        'premium',
        'high, 51,000 > 40,000 × 1.25',
        { riskTolerance: 8, settlementPercent: 40, bestPercent: 51 },
        'high-trial',
      ],
      [
        'premium',
        'high, 50,000 = 40,000 × 1.25 exactly',
        { riskTolerance: 10, settlementPercent: 40, bestPercent: 50, expectedPercent: 45 },
        'high-settlement',
      ],
      [
        'free',
        'high, 53,000 > 40,000 × 1.3',
        { riskTolerance: 9, settlementPercent: 40, bestPercent: 53 },
        'high-trial',
      ],
      [
        'free',
        'high, 52,000 = 40,000 × 1.3 exactly',
        { riskTolerance: 8, settlementPercent: 40, bestPercent: 52 },
        'high-settlement',
      ],
      [
        'free',
        'high, 51,000 (a premium trial) is settlement on free',
        { riskTolerance: 10, settlementPercent: 40, bestPercent: 51 },
        'high-settlement',
      ],
    ];

  it.each(cases)('%s: %s → %s', (variant, _name, overrides, branch) => {
    expect(computeSettlement(plain(overrides), variant).recommendation.branch).toBe(branch);
  });

  it('compares exactly where floats would not: 115 is not more than 100 × 1.15', () => {
    // Net settlement 10,000 × 1% = 100; expected 10,000 × 2% − 85 = 115. In floats
    // 100 * 1.15 is 114.99999999999999, which would wrongly recommend a trial.
    const inputs = plain({
      netWorth: 10_000,
      settlementPercent: 1,
      expectedPercent: 2,
      trialCosts: 85,
    });
    const result = computeSettlement(inputs, 'premium');
    expect(result.netSettlement).toBe(100);
    expect(result.trialOutcomes.expected).toBe(115);
    expect(result.recommendation.branch).toBe('moderate-similar');
  });

  it('for the free defaults: 140,000 > 120,000 × 1.1, so settling looks slightly better', () => {
    const { recommendation } = computeSettlement(defaults, 'free');
    expect(recommendation.branch).toBe('moderate-settlement-better');
    expect(recommendation.leaning).toBe('settlement');
    expect(recommendation.text).toContain('$140,000');
    expect(recommendation.text).toContain('$120,000');
  });

  it('gives every branch its own title', () => {
    const titles = new Map<RecommendationBranch, string>();
    for (const [variant, , overrides, branch] of cases) {
      titles.set(branch, computeSettlement(plain(overrides), variant).recommendation.title);
    }
    expect(titles.size).toBe(7);
  });
});

describe('the advice never contradicts the figures', () => {
  /** Whole cents of a result figure (every figure is exact to the cent). */
  const cents = (dollars: number) => Math.round(dollars * 100);
  /** `a` beats `b` by more than (percent − 100)% of |b|, computed here independently, in cents. */
  const beats = (a: number, b: number, percent: number) =>
    (cents(a) - cents(b)) * 100 > (percent - 100) * Math.abs(cents(b));

  it("with both outcomes losses, does not recommend the larger loss (the issue's example)", () => {
    // Assets 360,000, debts 300,000, fees already paid 60,000, settling 5,000, trial 10,000.
    const inputs: SettlementInputs = {
      ...PREMIUM_DEFAULTS,
      totalAssets: 360_000,
      totalDebts: 300_000,
      netWorth: 60_000,
      expenses: 60_000,
      settlementCosts: 5_000,
      trialCosts: 10_000,
    };
    const result = computeSettlement(inputs, 'premium');
    expect(result.netSettlement).toBe(-35_000);
    expect(result.trialOutcomes.expected).toBe(-40_000);
    expect(result.keyFindings[2]).toBe(
      'Settling leaves you $5,000 more than the expected trial outcome.',
    );
    expect(result.recommendation.branch).toBe('moderate-settlement-better');
    expect(result.settlementTone).toBe('green');
    expect(result.trialTones.expected).toBe('red');
  });

  const money = (max: number) => fc.integer({ min: 0, max });
  const arbitraryInputs = fc
    .record({
      // Net worth of every sign, with cents: debts may exceed assets.
      netWorthCents: fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }),
      expenses: money(1_000_000),
      settlementCosts: money(1_000_000),
      trialCosts: money(1_000_000),
      settlementPercent: fc.integer({ min: 0, max: 100 }),
      cases: fc.uniqueArray(fc.integer({ min: 0, max: 100 }), { minLength: 3, maxLength: 3 }),
      riskTolerance: fc.integer({ min: 1, max: 10 }),
      variant: fc.constantFrom<SettlementVariant>('premium', 'free'),
    })
    .map(({ netWorthCents, cases, variant, ...rest }) => {
      const [worstPercent = 0, expectedPercent = 0, bestPercent = 0] = [...cases].sort(
        (a, b) => a - b,
      );
      const netWorth = netWorthCents / 100;
      const inputs: SettlementInputs = {
        ...rest,
        totalAssets: Math.max(netWorth, 0),
        totalDebts: Math.max(-netWorth, 0),
        netWorth,
        worstPercent,
        expectedPercent,
        bestPercent,
      };
      return { inputs, variant };
    });

  it('calls two outcomes the same when they differ by less than a cent (found by the property below)', () => {
    // 1 % of a net worth of −$0.01 is −$0.0001: the expected outcome is a ten-thousandth of a
    // dollar below the settlement, which is the same amount to the cent.
    const result = computeSettlement(
      {
        expenses: 0,
        settlementCosts: 2,
        trialCosts: 2,
        settlementPercent: 0,
        riskTolerance: 1,
        totalAssets: 0,
        totalDebts: 0.01,
        netWorth: -0.01,
        worstPercent: 0,
        expectedPercent: 1,
        bestPercent: 2,
      },
      'premium',
    );
    expect(result.keyFindings[2]).toBe(
      'Settling and the expected trial outcome leave you with the same amount.',
    );
  });

  it('recommendation, key findings and colours agree, for outcomes of every sign', () => {
    fc.assert(
      fc.property(arbitraryInputs, ({ inputs, variant }) => {
        const result = computeSettlement(inputs, variant);
        const limits = RECOMMENDATION_THRESHOLDS[variant];
        const settle = result.netSettlement;
        const { worst, expected, best } = result.trialOutcomes;
        const finding = result.keyFindings[2] ?? '';

        // The findings say which leaves more, and the colours never say the opposite.
        if (cents(settle) > cents(expected)) {
          expect(finding).toMatch(/^Settling leaves you \$[\d,]+ more/);
          expect(result.settlementTone).not.toBe('red');
          expect(result.trialTones.expected).not.toBe('green');
        } else if (cents(settle) < cents(expected)) {
          expect(finding).toMatch(/^The expected trial outcome is \$[\d,]+ more/);
          expect(result.settlementTone).not.toBe('green');
          expect(result.trialTones.expected).not.toBe('red');
        } else {
          expect(finding).toBe(
            'Settling and the expected trial outcome leave you with the same amount.',
          );
        }

        // The recommended option is never the one left behind beyond the threshold.
        switch (result.recommendation.branch) {
          case 'low-settlement-safer':
            expect(beats(settle, worst, limits.lowSettle)).toBe(true);
            expect(result.trialTones.worst).not.toBe('green');
            break;
          case 'low-close-call':
            expect(beats(settle, worst, limits.lowSettle)).toBe(false);
            break;
          case 'moderate-trial-better':
            expect(beats(expected, settle, limits.moderateTrial)).toBe(true);
            expect(finding).toMatch(/^The expected trial outcome is/);
            expect(result.trialTones.expected).toBe('green');
            expect(result.settlementTone).not.toBe('green');
            break;
          case 'moderate-settlement-better':
            expect(beats(settle, expected, limits.moderateSettle)).toBe(true);
            expect(beats(expected, settle, limits.moderateTrial)).toBe(false);
            expect(finding).toMatch(/^Settling leaves you/);
            expect(result.trialTones.expected).not.toBe('green');
            break;
          case 'moderate-similar':
            expect(beats(expected, settle, limits.moderateTrial)).toBe(false);
            expect(beats(settle, expected, limits.moderateSettle)).toBe(false);
            break;
          case 'high-trial':
            expect(beats(best, settle, limits.highTrial)).toBe(true);
            expect(result.trialTones.best).toBe('green');
            break;
          case 'high-settlement':
            expect(beats(best, settle, limits.highTrial)).toBe(false);
            break;
        }
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('computeSettlement', () => {
  it('returns every figure the screen shows for the free defaults', () => {
    const result = computeSettlement(defaults, 'free');

    expect(result).toMatchObject({
      variant: 'free',
      totalAssets: 500_000,
      totalDebts: 200_000,
      netWorth: 300_000,
      expenses: 5_000,
      settlementAmount: 150_000,
      netSettlement: 140_000,
      trialOutcomes: { worst: 60_000, expected: 120_000, best: 180_000 },
      breakEvenPercent: 43.3,
      riskBand: 'moderate',
    });
    expect(result.keyFindings).toEqual([
      'Settling at 50.0% of your net worth leaves you $140,000 after expenses and costs.',
      'A trial could leave you anywhere from $60,000 to $180,000; the expected outcome is $120,000.',
      'Settling leaves you $20,000 more than the expected trial outcome.',
      'A trial costs $20,000 more than settling ($25,000 against $5,000).',
      'Break-even settlement: 43.3% of your net worth. A settlement above that beats the expected trial outcome.',
      'Your risk tolerance is 5 out of 10 (moderate).',
    ]);
  });

  it('says so when the expected trial outcome is better and settling costs more', () => {
    const result = computeSettlement(
      plain({
        settlementPercent: 40,
        expectedPercent: 50,
        settlementCosts: 3_000,
        trialCosts: 1_000,
      }),
      'premium',
    );
    // 40,000 − 3,000 = 37,000 against 50,000 − 1,000 = 49,000.
    expect(result.keyFindings).toContain(
      'The expected trial outcome is $12,000 more than settling, before the time and stress of a trial.',
    );
    expect(result.keyFindings).toContain(
      'Settling costs $2,000 more than a trial ($3,000 against $1,000).',
    );
  });

  it('says so when both paths leave the same amount and cost the same', () => {
    const result = computeSettlement(plain({ settlementCosts: 1_000, trialCosts: 1_000 }), 'free');
    expect(result.keyFindings).toContain(
      'Settling and the expected trial outcome leave you with the same amount.',
    );
    expect(result.keyFindings).toContain('Settling and a trial cost the same ($1,000).');
  });

  it('uses the tracker figures as given, cents included', () => {
    const result = computeSettlement(
      plain({ totalAssets: 1_234.5, totalDebts: 234.25, netWorth: 1_000.25, expenses: 0.25 }),
      'premium',
    );
    // 1,000.25 × 50% − 0.25 = 499.875
    expect(result.netSettlement).toBe(499.875);
    expect(result.netWorth).toBe(1_000.25);
  });
});

describe('money inputs', () => {
  it.each<[string, number, number]>([
    ['12a3', 0, 123],
    ['$1,500', 0, 1_500],
    ['', 750, 0],
    ['abc', 750, 0],
    ['007', 1, 7],
    ['1000000', 1, 1_000_000],
    ['1000001', 42, 42],
    ['-5', 42, 5],
    ['12.50', 0, 13],
    ['5031.12', 0, 5_031],
    ['5031.50', 0, 5_032],
    ['5031.49', 0, 5_031],
    ['5031.5', 0, 5_032],
    ['$5,031.12', 0, 5_031],
    ['5,031.', 0, 5_031],
    ['.75', 9, 1],
    ['999999.50', 42, 1_000_000],
    ['1000000.50', 42, 42],
    ['99999999999999999999', 42, 42],
  ])('%j after %d gives %d in the default range', (raw, previous, expected) => {
    expect(sanitizeMoneyInput(raw, previous)).toBe(expected);
  });

  it.each<[string, number | null]>([
    ['', null],
    ['$', null],
    ['.', null],
    ['0', 0],
    ['0.49', 0],
    ['0.5', 1],
    ['1.2.9', 1],
  ])('reads %j as %j whole dollars', (raw, dollars) => {
    expect(readWholeDollars(raw)).toBe(dollars);
  });

  it('reads dollars and cents as the dollars, cents rounded half away from zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.boolean(),
        (dollars, cents, withSeparators) => {
          const whole = withSeparators ? `$${dollars.toLocaleString('en-US')}` : String(dollars);
          const raw = `${whole}.${String(cents).padStart(2, '0')}`;
          expect(readWholeDollars(raw)).toBe(cents >= 50 ? dollars + 1 : dollars);
        },
      ),
    );
  });

  it.each<[keyof typeof FREE_MONEY_RANGES, number]>([
    ['totalAssets', 100_000_000],
    ['totalDebts', 100_000_000],
    ['currentExpenses', 1_000_000],
    ['settlementCosts', 100_000],
    ['trialCosts', 500_000],
  ])('the free %s accepts up to %d and ignores one more', (field, max) => {
    const range = FREE_MONEY_RANGES[field];
    expect(sanitizeMoneyInput(String(max), 9, range)).toBe(max);
    expect(sanitizeMoneyInput(String(max + 1), 9, range)).toBe(9);
  });

  it('the premium costs use the default range 0–1,000,000', () => {
    expect(PREMIUM_MONEY_RANGES.settlementCosts).toEqual(DEFAULT_MONEY_RANGE);
    expect(PREMIUM_MONEY_RANGES.trialCosts).toEqual({ min: 0, max: 1_000_000 });
  });

  it('never yields NaN and stays in range or keeps the previous value', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 1_000_000 }), (raw, previous) => {
        const value = sanitizeMoneyInput(raw, previous);
        expect(Number.isNaN(value)).toBe(false);
        expect(Number.isInteger(value)).toBe(true);
        expect(value === previous || (value >= 0 && value <= 1_000_000)).toBe(true);
      }),
    );
  });

  it('reads any digit string within range as its number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (value) => {
        expect(sanitizeMoneyInput(String(value), -1, FREE_MONEY_RANGES.totalAssets)).toBe(value);
      }),
    );
  });
});

describe('trial sliders', () => {
  const start: TrialPercentages = { worst: 30, expected: 50, best: 70 };

  it('follows the slider rules: settlement 0–100, risk tolerance 1–10, every slider in steps of 1', () => {
    expect(SETTLEMENT_PERCENT_RANGE).toEqual({ min: 0, max: 100 });
    expect(RISK_TOLERANCE_RANGE).toEqual({ min: 1, max: 10 });
    expect(SLIDER_STEP).toBe(1);
  });

  it.each<[SettlementVariant, TrialCase, number, TrialPercentages]>([
    ['premium', 'worst', 60, { worst: 49, expected: 50, best: 70 }],
    ['premium', 'worst', -5, { worst: 0, expected: 50, best: 70 }],
    ['premium', 'expected', 20, { worst: 30, expected: 31, best: 70 }],
    ['premium', 'expected', 90, { worst: 30, expected: 69, best: 70 }],
    ['premium', 'best', 10, { worst: 30, expected: 50, best: 51 }],
    ['premium', 'best', 150, { worst: 30, expected: 50, best: 100 }],
    ['premium', 'expected', 55, { worst: 30, expected: 55, best: 70 }],
    ['free', 'worst', 60, { worst: 50, expected: 50, best: 70 }],
    ['free', 'expected', 20, { worst: 30, expected: 30, best: 70 }],
    ['free', 'expected', 90, { worst: 30, expected: 70, best: 70 }],
    ['free', 'best', 10, { worst: 30, expected: 50, best: 50 }],
    ['free', 'worst', Number.NaN, start],
  ])('%s: moving %s to %d gives %j', (variant, which, value, expected) => {
    expect(moveTrialSlider(start, which, value, variant)).toEqual(expected);
  });

  const moves = fc.array(
    fc.tuple(
      fc.constantFrom<TrialCase>('worst', 'expected', 'best'),
      fc.integer({ min: -50, max: 150 }),
    ),
    { maxLength: 40 },
  );

  it('premium keeps 0 ≤ worst < expected < best ≤ 100 after any sequence of moves', () => {
    fc.assert(
      fc.property(moves, (sequence) => {
        let state = start;
        for (const [which, value] of sequence) {
          state = moveTrialSlider(state, which, value, 'premium');
          expect(state.worst).toBeGreaterThanOrEqual(0);
          expect(state.worst).toBeLessThan(state.expected);
          expect(state.expected).toBeLessThan(state.best);
          expect(state.best).toBeLessThanOrEqual(100);
        }
      }),
    );
  });

  it('free keeps 0 ≤ worst ≤ expected ≤ best ≤ 100 after any sequence of moves', () => {
    fc.assert(
      fc.property(moves, (sequence) => {
        let state = start;
        for (const [which, value] of sequence) {
          state = moveTrialSlider(state, which, value, 'free');
          expect(state.worst).toBeGreaterThanOrEqual(0);
          expect(state.worst).toBeLessThanOrEqual(state.expected);
          expect(state.expected).toBeLessThanOrEqual(state.best);
          expect(state.best).toBeLessThanOrEqual(100);
        }
      }),
    );
  });
});

describe('break-even properties', () => {
  it('is always within 0–100 with at most one decimal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (netWorthCents, expectedPercent, trialCosts, settlementCosts) => {
          const value = breakEvenPercent({
            netWorth: netWorthCents / 100,
            expectedPercent,
            trialCosts,
            settlementCosts,
          });
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(100);
          expect(Math.round(value * 10) / 10).toBe(value);
        },
      ),
    );
  });

  it('is the settlement % at which settling matches the expected trial outcome', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (netWorth, expectedPercent, trialCosts, settlementCosts) => {
          const inputs = plain({ netWorth, expectedPercent, trialCosts, settlementCosts });
          const breakEven = breakEvenPercent(inputs);
          if (breakEven <= 0 || breakEven >= 100) return;
          const expected = computeSettlement(inputs, 'premium').trialOutcomes.expected;
          const at = (percent: number) => netSettlement({ ...inputs, settlementPercent: percent });
          // A whole point above the (rounded) break-even beats the trial; a point below does not.
          expect(at(Math.ceil(breakEven) + 1)).toBeGreaterThan(expected);
          expect(at(Math.floor(breakEven) - 1)).toBeLessThan(expected);
        },
      ),
    );
  });
});
