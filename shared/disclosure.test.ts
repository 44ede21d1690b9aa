import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AVERAGE_MONTHS,
  averageWindow,
  averageWindowDates,
  buildStatement,
  type CategoryMonthTotal,
  type DisclosureDebt,
  disclosureResponseSchema,
  OWED_CATEGORY,
  PROPOSED_BASES,
  type SaidOfCategory,
  type StatementRecords,
} from './disclosure';
import { EXPENSE_CATEGORIES, type ExpenseCategory } from './expense-categories';
import {
  type IncomeDeductionDto,
  type IncomeSourceDto,
  INCOME_FREQUENCIES,
  monthlyCents,
} from './income';
import { MAX_AMOUNT_CENTS } from './money';

/** Two-decimal text of integer cents, written here again: 1250n → "12.50", -5n → "-0.05". */
function text(cents: bigint): string {
  const magnitude = cents < 0n ? -cents : cents;
  return `${cents < 0n ? '-' : ''}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
}

/** Integer cents of a two-decimal text. */
const cents = (amount: string): bigint => BigInt(amount.replace('.', ''));

const sum = (amounts: readonly string[]) => amounts.reduce((total, a) => total + cents(a), 0n);

/** n ÷ d for n ≥ 0, d > 0, rounded half away from zero by quotient and remainder. */
function roundedQuotient(n: bigint, d: bigint): bigint {
  const quotient = n / d;
  return 2n * (n % d) >= d ? quotient + 1n : quotient;
}

/** 'YYYY-MM' `offset` months after `month` (before, when negative). */
function shiftMonth(month: string, offset: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, number - 1 + offset, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

const TIMESTAMP = '2026-02-01T00:00:00.000Z';

function source(id: number, amountCents: number, frequency: IncomeSourceDto['frequency']) {
  const hours = frequency === 'hourly' ? '40.00' : null;
  return {
    id,
    name: `Source ${id}`,
    type: 'salary',
    amount: text(BigInt(amountCents)),
    frequency,
    hours_per_week: hours,
    last_month: null,
    monthly_amount: text(BigInt(monthlyCents(amountCents, frequency, 4000))),
    created_at: TIMESTAMP,
    updated_at: TIMESTAMP,
  } satisfies IncomeSourceDto;
}

function deduction(id: number, amountCents: number, frequency: IncomeDeductionDto['frequency']) {
  return {
    id,
    name: `Deduction ${id}`,
    type: 'taxes',
    amount: text(BigInt(amountCents)),
    frequency,
    monthly_amount: text(BigInt(monthlyCents(amountCents, frequency))),
    created_at: TIMESTAMP,
    updated_at: TIMESTAMP,
  } satisfies IncomeDeductionDto;
}

const monthArbitrary = fc
  .record({ year: fc.integer({ min: 1901, max: 2200 }), month: fc.integer({ min: 1, max: 12 }) })
  .map(({ year, month }) => `${year}-${String(month).padStart(2, '0')}`);

const moneyCents = fc.oneof(
  fc.integer({ min: 1, max: 100_000 }),
  fc.integer({ min: 1, max: MAX_AMOUNT_CENTS }),
);

/** Any user's records for a month: totals in and around its window, income, proposed figures. */
const recordsArbitrary: fc.Arbitrary<StatementRecords> = monthArbitrary.chain((month) =>
  fc.record({
    month: fc.constant(month),
    monthTotals: fc.array(
      fc.record({
        category: fc.constantFrom(...EXPENSE_CATEGORIES),
        // The window is offsets −11 … 0; a few fall outside it on either side.
        month: fc.integer({ min: -14, max: 2 }).map((offset) => shiftMonth(month, offset)),
        amount: moneyCents.map((amount) => text(BigInt(amount))),
      }),
      { maxLength: 60 },
    ),
    sources: fc
      .array(fc.tuple(moneyCents, fc.constantFrom(...INCOME_FREQUENCIES)), { maxLength: 6 })
      .map((pairs) =>
        pairs.map(([amount, frequency], index) => source(index + 1, amount, frequency)),
      ),
    deductions: fc
      .array(
        fc.tuple(
          moneyCents,
          fc.constantFrom(...INCOME_FREQUENCIES.filter((frequency) => frequency !== 'hourly')),
        ),
        { maxLength: 4 },
      )
      .map((pairs) =>
        pairs.map(([amount, frequency], index) =>
          deduction(index + 1, amount, frequency as IncomeDeductionDto['frequency']),
        ),
      ),
    proposed: fc
      .dictionary(
        fc.constantFrom(...EXPENSE_CATEGORIES),
        fc.record({
          // Her own figure, or none (the line goes by its average); what others pay; what she owes.
          amount: fc.option(
            fc.oneof(fc.constant(0), moneyCents).map((amount) => text(BigInt(amount))),
          ),
          basis: fc.constantFrom(...PROPOSED_BASES),
          paid_by_others: fc.option(moneyCents.map((amount) => text(BigInt(amount)))),
          owed: fc.option(moneyCents.map((amount) => text(BigInt(amount)))),
        }),
        { maxKeys: 8 },
      )
      .map(
        (figures) =>
          new Map(
            Object.entries(figures).map(([category, said]) => [
              category,
              {
                ...said,
                basis: said.amount === null ? 'actual' : said.basis,
                owed: category === OWED_CATEGORY ? said.owed : null,
              },
            ]),
          ) as Map<ExpenseCategory, SaidOfCategory>,
      ),
    debts: fc.array(
      fc.record({
        id: fc.nat(),
        name: fc.constant('Loan'),
        category: fc.constant('other_debts'),
        balance: moneyCents.map((amount) => text(BigInt(amount))),
        monthly_payment: fc.option(
          moneyCents.map((amount) => text(BigInt(amount))),
          {
            nil: null,
          },
        ),
      }),
      { maxLength: 5 },
    ),
    assetsTotal: moneyCents.map((amount) => text(BigInt(amount))),
    debtsTotal: moneyCents.map((amount) => text(BigInt(amount))),
    legalFeesPaid: moneyCents.map((amount) => text(BigInt(amount))),
  }),
);

describe('averageWindow', () => {
  it("spans March 2025 to February 2026 for February 2026's statement", () => {
    expect(averageWindow('2026-02')).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });

  it('is the calendar year for December and crosses the year for January', () => {
    expect(averageWindow('2026-12')[0]).toBe('2026-01');
    expect(averageWindow('2026-01')).toEqual([
      ...Array.from({ length: 11 }, (_, index) => `2025-${String(index + 2).padStart(2, '0')}`),
      '2026-01',
    ]);
  });

  it('is always 12 consecutive months, oldest first, ending with the chosen one', () => {
    fc.assert(
      fc.property(monthArbitrary, (month) => {
        const window = averageWindow(month);
        expect(window).toHaveLength(AVERAGE_MONTHS);
        expect(window.at(-1)).toBe(month);
        window.forEach((each, index) => expect(each).toBe(shiftMonth(month, index - 11)));
      }),
    );
  });

  it("runs from the window's first day to the chosen month's last, leap days included", () => {
    expect(averageWindowDates('2026-02')).toEqual(['2025-03-01', '2026-02-28']);
    expect(averageWindowDates('2024-02')).toEqual(['2023-03-01', '2024-02-29']);
    expect(averageWindowDates('2025-12')).toEqual(['2025-01-01', '2025-12-31']);
    expect(averageWindowDates('2025-04')).toEqual(['2024-05-01', '2025-04-30']);
  });
});

describe('buildStatement', () => {
  it("gives every line the same months with data, the month's total and the window's average rounded half away from zero", () => {
    fc.assert(
      fc.property(recordsArbitrary, (records) => {
        const statement = buildStatement(records);
        const window = new Set(averageWindow(records.month));
        const inWindow = records.monthTotals.filter((total) => window.has(total.month));
        const months = new Set(inWindow.map((total) => total.month)).size;

        expect(statement.expenses.map((line) => line.category)).toEqual(EXPENSE_CATEGORIES);
        for (const line of statement.expenses) {
          const ofCategory = inWindow.filter((total) => total.category === line.category);
          const total = sum(ofCategory.map((each) => each.amount));
          const lastMonth = sum(
            ofCategory.filter((each) => each.month === records.month).map((each) => each.amount),
          );
          const average = months === 0 ? 0n : roundedQuotient(total, BigInt(months));
          const figure = records.proposed.get(line.category);
          expect(line).toEqual({
            category: line.category,
            last_month: text(lastMonth),
            average_12m: text(average),
            months_with_data: months,
            proposed: figure?.amount ?? null,
            basis: figure?.amount == null ? 'actual' : figure.basis,
            monthly: figure?.amount ?? text(average),
            paid_by_others: figure?.paid_by_others ?? null,
          });
        }
      }),
      { numRuns: 300 },
    );
  });

  it('has totals that are the sums of its lines, for any records', () => {
    fc.assert(
      fc.property(recordsArbitrary, (records) => {
        const statement = buildStatement(records);
        const income = sum(records.sources.map((each) => each.monthly_amount));
        const deductions = sum(records.deductions.map((each) => each.monthly_amount));
        const expenses = sum(statement.expenses.map((line) => line.monthly));

        expect(statement.totals).toEqual({
          monthly_income: text(income),
          mandatory_deductions: text(deductions),
          net_monthly_income: text(income - deductions),
          monthly_expenses: text(expenses),
          difference: text(income - deductions - expenses),
        });
        expect(statement.income).toEqual({
          sources: records.sources,
          deductions: records.deductions,
          monthly_total: text(income),
        });
        expect(statement.debts_monthly_payments).toBe(
          text(sum(records.debts.map((debt: DisclosureDebt) => debt.monthly_payment ?? '0.00'))),
        );
        expect([statement.debts, statement.assets_total, statement.debts_total]).toEqual([
          records.debts,
          records.assetsTotal,
          records.debtsTotal,
        ]);
        expect(statement.legal_fees_paid).toBe(records.legalFeesPaid);
        expect(statement.legal_fees_owed).toBe(records.proposed.get(OWED_CATEGORY)?.owed ?? null);
        expect(statement.paid_by_others_total).toBe(
          text(sum(statement.expenses.map((line) => line.paid_by_others ?? '0.00'))),
        );
        expect(disclosureResponseSchema.safeParse(statement).success).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('is the same however the month totals are ordered or split, and whatever lies outside the window', () => {
    fc.assert(
      fc.property(recordsArbitrary, fc.nat(), (records, seed) => {
        const window = new Set(averageWindow(records.month));
        // Each total split into two parts that add up to it, shuffled, without the outside ones.
        const split: CategoryMonthTotal[] = records.monthTotals
          .filter((total) => window.has(total.month))
          .flatMap((total) => {
            const whole = cents(total.amount);
            const part = whole / 2n;
            return part === 0n
              ? [total]
              : [
                  { ...total, amount: text(part) },
                  { ...total, amount: text(whole - part) },
                ];
          });
        const shuffled = split
          .map((total, index) => ({ total, key: (index * 7919 + seed) % 104_729 }))
          .sort((a, b) => a.key - b.key)
          .map(({ total }) => total);
        expect(buildStatement({ ...records, monthTotals: shuffled })).toEqual(
          buildStatement(records),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('rounds a category total of 100.05 over 2 months with data to 50.03', () => {
    const records: StatementRecords = {
      month: '2025-08',
      monthTotals: [
        { category: 'utilities.phone', month: '2025-07', amount: '60.02' },
        { category: 'utilities.phone', month: '2025-08', amount: '40.03' },
        // Outside the window of August 2025 (September 2024 … August 2025).
        { category: 'utilities.phone', month: '2024-08', amount: '1000.00' },
        { category: 'pets.care', month: '2025-09', amount: '1000.00' },
      ],
      sources: [source(1, 200_000, 'biweekly')],
      deductions: [deduction(1, 65_000, 'semimonthly')],
      proposed: new Map([
        ['pets.care', { amount: '75.00', basis: 'estimated', paid_by_others: null, owed: null }],
      ]),
      debts: [],
      assetsTotal: '0.00',
      debtsTotal: '0.00',
      legalFeesPaid: '0.00',
    };
    const statement = buildStatement(records);
    expect(statement.expenses.find((line) => line.category === 'utilities.phone')).toEqual({
      category: 'utilities.phone',
      last_month: '40.03',
      average_12m: '50.03',
      months_with_data: 2,
      proposed: null,
      basis: 'actual',
      monthly: '50.03',
      paid_by_others: null,
    });
    expect(statement.expenses.find((line) => line.category === 'pets.care')).toMatchObject({
      average_12m: '0.00',
      months_with_data: 2,
      monthly: '75.00',
    });
    // 4333.33 − 1300.00 = 3033.33; 50.03 + 75.00 = 125.03; 3033.33 − 125.03 = 2908.30
    expect(statement.totals).toEqual({
      monthly_income: '4333.33',
      mandatory_deductions: '1300.00',
      net_monthly_income: '3033.33',
      monthly_expenses: '125.03',
      difference: '2908.30',
    });
  });
});
