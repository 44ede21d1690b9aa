import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hoursToHundredths,
  INCOME_FREQUENCIES,
  INCOME_MESSAGES,
  type IncomeFrequency,
  incomeDeductionInputSchema,
  incomeSourceInputSchema,
  MAX_HOURS_PER_WEEK,
  monthlyAmountText,
  monthlyCents,
  weeklyCentsOfMonthly,
} from './income';
import { MAX_AMOUNT_CENTS } from './money';

/** Pay periods in a year, written out again here so the rule is checked against its statement. */
const PERIODS: Record<IncomeFrequency, bigint> = {
  weekly: 52n,
  biweekly: 26n,
  semimonthly: 24n,
  monthly: 12n,
  quarterly: 4n,
  yearly: 1n,
  hourly: 52n,
};

/** n ÷ d for n ≥ 0, d > 0, rounded half away from zero by quotient and remainder. */
function roundedQuotient(n: bigint, d: bigint): bigint {
  const quotient = n / d;
  return 2n * (n % d) >= d ? quotient + 1n : quotient;
}

/**
 * The monthly figure as the issue states it: amount × periods ÷ 12, or rate × hours × 52 ÷ 12,
 * as an exact fraction in cents (hours in hundredths, so ÷ 100 more), rounded once.
 */
function expectedMonthlyCents(cents: number, frequency: IncomeFrequency, hundredths: number) {
  const hours = frequency === 'hourly' ? BigInt(hundredths) : 100n;
  return Number(roundedQuotient(BigInt(cents) * PERIODS[frequency] * hours, 1200n));
}

const amountCents = fc.oneof(
  fc.constantFrom(1, 2, 3, 5, 6, 99, 100, 200_000, MAX_AMOUNT_CENTS),
  fc.integer({ min: 1, max: 1_000_000 }),
  fc.integer({ min: 1, max: MAX_AMOUNT_CENTS }),
);
const hoursHundredths = fc.oneof(
  fc.constantFrom(1, 100, 3750, 4000, MAX_HOURS_PER_WEEK * 100),
  fc.integer({ min: 1, max: MAX_HOURS_PER_WEEK * 100 }),
);

describe('monthlyCents', () => {
  it.each([
    [200_000, 'biweekly', 100, 433_333],
    [100_000, 'weekly', 100, 433_333],
    [200_000, 'semimonthly', 100, 400_000],
    [250_000, 'monthly', 100, 250_000],
    [300_000, 'quarterly', 100, 100_000],
    [6_000_000, 'yearly', 100, 500_000],
    [2500, 'hourly', 4000, 433_333],
    [1850, 'hourly', 3750, 300_625],
    // 6 cents a year is half a cent a month: away from zero, 1 cent.
    [6, 'yearly', 100, 1],
    [5, 'yearly', 100, 0],
  ] as const)(
    'turns %i cents paid %s (hours × 100: %i) into %i cents a month',
    (cents, frequency, hours, monthly) => {
      expect(monthlyCents(cents, frequency, hours)).toBe(monthly);
    },
  );

  it('makes $2,000.00 every two weeks $4,333.33 a month, not $4,000.00', () => {
    expect(monthlyCents(200_000, 'biweekly')).toBe(433_333);
    expect(monthlyAmountText('2000.00', 'biweekly', null)).toBe('4333.33');
  });

  it('equals the exact fraction amount × periods ÷ 12, rounded half away from zero once', () => {
    fc.assert(
      fc.property(
        amountCents,
        fc.constantFrom(...INCOME_FREQUENCIES),
        hoursHundredths,
        (cents, frequency, hours) => {
          expect(monthlyCents(cents, frequency, hours)).toBe(
            expectedMonthlyCents(cents, frequency, hours),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('is never more than half a cent from the exact monthly figure', () => {
    fc.assert(
      fc.property(
        amountCents,
        fc.constantFrom(...INCOME_FREQUENCIES),
        hoursHundredths,
        (cents, frequency, hours) => {
          const hoursFactor = frequency === 'hourly' ? BigInt(hours) : 100n;
          const exactTimes1200 = BigInt(cents) * PERIODS[frequency] * hoursFactor;
          const monthly = BigInt(monthlyCents(cents, frequency, hours));
          const gap = monthly * 1200n - exactTimes1200;
          expect(2n * (gap < 0n ? -gap : gap) <= 1200n).toBe(true);
        },
      ),
    );
  });

  it('ignores the hours for every frequency but hourly', () => {
    fc.assert(
      fc.property(
        amountCents,
        fc.constantFrom(...INCOME_FREQUENCIES.filter((frequency) => frequency !== 'hourly')),
        hoursHundredths,
        (cents, frequency, hours) => {
          expect(monthlyCents(cents, frequency, hours)).toBe(monthlyCents(cents, frequency));
        },
      ),
    );
  });

  it('reads the hours as typed through hoursToHundredths in monthlyAmountText', () => {
    expect(monthlyAmountText('18.50', 'hourly', '37.50')).toBe('3006.25');
    expect(monthlyAmountText('25.00', 'hourly', '40.00')).toBe('4333.33');
  });
});

describe('weeklyCentsOfMonthly', () => {
  it('is monthly × 12 ÷ 52, rounded half away from zero', () => {
    expect(weeklyCentsOfMonthly(433_333)).toBe(100_000);
    // 1.00 a month: 12 ÷ 52 × 100 = 23.08 cents → 23
    expect(weeklyCentsOfMonthly(100)).toBe(23);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * MAX_AMOUNT_CENTS }), (monthly) => {
        expect(weeklyCentsOfMonthly(monthly)).toBe(
          Number(roundedQuotient(BigInt(monthly) * 12n, 52n)),
        );
      }),
    );
  });

  it('gives back a weekly amount within one cent after weekly → monthly → weekly', () => {
    fc.assert(
      fc.property(amountCents, (weekly) => {
        const back = weeklyCentsOfMonthly(monthlyCents(weekly, 'weekly'));
        expect(Math.abs(back - weekly)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 2000 },
    );
  });

  it('gives back a monthly amount within two cents after monthly → weekly → monthly', () => {
    // Each rounding is at most half a cent; a weekly half cent is 52 ÷ 12 × 0.5 ≈ 2.17 a month.
    fc.assert(
      fc.property(amountCents, (monthly) => {
        const back = monthlyCents(weeklyCentsOfMonthly(monthly), 'weekly');
        expect(Math.abs(back - monthly)).toBeLessThanOrEqual(2);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('hoursToHundredths', () => {
  it.each([
    ['37.5', 3750],
    [37.5, 3750],
    ['40', 4000],
    [40, 4000],
    [' 0.01 ', 1],
    ['168.00', 16800],
    ['37.125', null],
    ['forty', null],
    ['-1', null],
    ['1e2', null],
    ['', null],
    [null, null],
  ] as const)('reads %j as %j', (value, hundredths) => {
    expect(hoursToHundredths(value)).toBe(hundredths);
  });

  it('reads back any hours written with two decimals or as a number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), (hundredths) => {
        expect(hoursToHundredths((hundredths / 100).toFixed(2))).toBe(hundredths);
        expect(hoursToHundredths(hundredths / 100)).toBe(hundredths);
      }),
    );
  });
});

describe('incomeSourceInputSchema', () => {
  const salary = { name: 'Acme', type: 'salary', amount: '2000', frequency: 'biweekly' };

  it('needs hours for hourly pay and refuses them otherwise', () => {
    const issues = (body: object) =>
      incomeSourceInputSchema.safeParse(body).error?.issues.map((issue) => issue.message);
    expect(issues({ ...salary, frequency: 'hourly' })).toEqual([INCOME_MESSAGES.hoursRequired]);
    expect(issues({ ...salary, hours_per_week: 40 })).toEqual([INCOME_MESSAGES.hoursNotHourly]);
    expect(
      incomeSourceInputSchema.parse({ ...salary, frequency: 'hourly', hours_per_week: '37.5' }),
    ).toMatchObject({ amount: '2000.00', hours_per_week: '37.50', last_month: null });
  });

  it('leaves hourly pay out of the deductions', () => {
    const parsed = incomeDeductionInputSchema.safeParse({
      name: 'Taxes',
      type: 'taxes',
      amount: '10',
      frequency: 'hourly',
    });
    expect(parsed.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['frequency'], INCOME_MESSAGES.frequencyInvalid],
    ]);
  });
});
