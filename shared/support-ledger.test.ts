import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  buildLedger,
  daysBetween,
  dueDates,
  type Ledger,
  type LedgerOrder,
  type LedgerPayment,
  monthEnd,
  monthOf,
  nextMonth,
  orderDues,
  SUPPORT_FREQUENCIES,
  type SupportFrequency,
  type SupportTerm,
} from './support-ledger';

const DAY_MS = 86_400_000;

/** The calendar date `days` days after 1970-01-01, written here again from Date.UTC. */
function dateOfDay(days: number): string {
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date. */
function dayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** Days in a month by the Gregorian rule, written out (not through Date). */
function monthLength(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  if (month === 2) return leap ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** An order with one schedule from its first due. */
function order(
  id: number,
  amountCents: number,
  frequency: SupportFrequency,
  firstDue: string,
  endDate: string | null = null,
): LedgerOrder {
  return {
    id,
    terms: [{ from: null, amount_cents: amountCents, frequency, first_due: firstDue }],
    end_date: endDate,
  };
}

function payment(id: number, orderId: number, date: string, amountCents: number): LedgerPayment {
  return { id, order_id: orderId, date, amount_cents: amountCents };
}

/** $500.00 due on the 1st of each month from January 2025. */
const monthly500 = order(1, 50_000, 'monthly', '2025-01-01');

describe('date helpers', () => {
  it('gives the month of a date, its last day and the next month', () => {
    expect(monthOf('2025-03-17')).toBe('2025-03');
    expect(monthEnd('2024-02')).toBe('2024-02-29');
    expect(monthEnd('2025-02')).toBe('2025-02-28');
    expect(monthEnd('2100-02')).toBe('2100-02-28');
    expect(monthEnd('2000-02')).toBe('2000-02-29');
    expect(monthEnd('2025-04')).toBe('2025-04-30');
    expect(monthEnd('2025-12')).toBe('2025-12-31');
    expect(nextMonth('2025-01')).toBe('2025-02');
    expect(nextMonth('2025-09')).toBe('2025-10');
    expect(nextMonth('2024-12')).toBe('2025-01');
  });

  it('moves dates by days across month, year and leap-day boundaries', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    // The US clocks move on 2025-03-09 and 2025-11-02: a day is still a day.
    expect(addDays('2025-03-08', 1)).toBe('2025-03-09');
    expect(addDays('2025-03-09', 1)).toBe('2025-03-10');
    expect(addDays('2025-11-01', 2)).toBe('2025-11-03');
    expect(addDays('2025-01-15', 0)).toBe('2025-01-15');
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2025-01-01', '2026-01-01')).toBe(365);
    expect(daysBetween('2025-03-10', '2025-03-01')).toBe(-9);
  });

  it('agrees with UTC day counts for any date from 1901 to 2199', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: dayOf('1901-01-01'), max: dayOf('2199-12-31') }),
        fc.integer({ min: -1000, max: 1000 }),
        (day, shift) => {
          const date = dateOfDay(day);
          expect(addDays(date, shift)).toBe(dateOfDay(day + shift));
          expect(daysBetween(date, dateOfDay(day + shift))).toBe(shift);
        },
      ),
    );
  });
});

describe('dueDates', () => {
  it('falls every 7 days for weekly, through the through date inclusive, across the year end', () => {
    expect(dueDates('2025-01-01', 'weekly', '2025-01-29')).toEqual([
      '2025-01-01',
      '2025-01-08',
      '2025-01-15',
      '2025-01-22',
      '2025-01-29',
    ]);
    expect(dueDates('2025-01-01', 'weekly', '2025-01-28')).toHaveLength(4);
    expect(dueDates('2024-12-25', 'weekly', '2025-01-08')).toEqual([
      '2024-12-25',
      '2025-01-01',
      '2025-01-08',
    ]);
  });

  it('falls every 14 days for biweekly, over a leap day', () => {
    expect(dueDates('2025-01-03', 'biweekly', '2025-02-14')).toEqual([
      '2025-01-03',
      '2025-01-17',
      '2025-01-31',
      '2025-02-14',
    ]);
    expect(dueDates('2025-01-03', 'biweekly', '2025-02-13')).toEqual([
      '2025-01-03',
      '2025-01-17',
      '2025-01-31',
    ]);
    expect(dueDates('2024-02-15', 'biweekly', '2024-03-14')).toEqual([
      '2024-02-15',
      '2024-02-29',
      '2024-03-14',
    ]);
  });

  it("falls monthly on the first due's day, clamped to short months (leap or not)", () => {
    expect(dueDates('2024-01-31', 'monthly', '2024-04-30')).toEqual([
      '2024-01-31',
      '2024-02-29',
      '2024-03-31',
      '2024-04-30',
    ]);
    expect(dueDates('2023-01-31', 'monthly', '2023-03-31')).toEqual([
      '2023-01-31',
      '2023-02-28',
      '2023-03-31',
    ]);
    expect(dueDates('2025-01-30', 'monthly', '2025-03-29')).toEqual(['2025-01-30', '2025-02-28']);
  });

  it('keeps the 29th after a leap day, and knows 2100 is not a leap year but 2000 is', () => {
    const fromLeapDay = dueDates('2024-02-29', 'monthly', '2025-03-29');
    expect(fromLeapDay).toHaveLength(14);
    expect(fromLeapDay.slice(0, 3)).toEqual(['2024-02-29', '2024-03-29', '2024-04-29']);
    expect(fromLeapDay.slice(-3)).toEqual(['2025-01-29', '2025-02-28', '2025-03-29']);
    expect(dueDates('2100-01-29', 'monthly', '2100-03-31')).toEqual([
      '2100-01-29',
      '2100-02-28',
      '2100-03-29',
    ]);
    expect(dueDates('2000-01-30', 'monthly', '2000-03-01')).toEqual(['2000-01-30', '2000-02-29']);
  });

  it('falls twice a month on d and d + 15 when the first due day d is at most 15', () => {
    expect(dueDates('2025-01-15', 'semimonthly', '2025-03-30')).toEqual([
      '2025-01-15',
      '2025-01-30',
      '2025-02-15',
      '2025-02-28',
      '2025-03-15',
      '2025-03-30',
    ]);
    expect(dueDates('2025-01-01', 'semimonthly', '2025-02-28')).toEqual([
      '2025-01-01',
      '2025-01-16',
      '2025-02-01',
      '2025-02-16',
    ]);
    expect(dueDates('2024-01-14', 'semimonthly', '2024-03-31')).toEqual([
      '2024-01-14',
      '2024-01-29',
      '2024-02-14',
      '2024-02-29',
      '2024-03-14',
      '2024-03-29',
    ]);
  });

  it('falls twice a month on d − 15 and d when d is over 15, never before the first due', () => {
    expect(dueDates('2025-01-31', 'semimonthly', '2025-03-31')).toEqual([
      '2025-01-31',
      '2025-02-16',
      '2025-02-28',
      '2025-03-16',
      '2025-03-31',
    ]);
    expect(dueDates('2025-01-16', 'semimonthly', '2025-02-16')).toEqual([
      '2025-01-16',
      '2025-02-01',
      '2025-02-16',
    ]);
    expect(dueDates('2025-01-30', 'semimonthly', '2025-03-15')).toEqual([
      '2025-01-30',
      '2025-02-15',
      '2025-02-28',
      '2025-03-15',
    ]);
  });

  it.each(SUPPORT_FREQUENCIES)(
    'is the first due alone through that day, and nothing through the day before (%s)',
    (frequency) => {
      expect(dueDates('2025-01-31', frequency, '2025-01-31')).toEqual(['2025-01-31']);
      expect(dueDates('2025-01-31', frequency, '2025-01-30')).toEqual([]);
      expect(dueDates('2025-01-31', frequency, '2024-06-01')).toEqual([]);
    },
  );

  it('follows its rule for any first due and through date', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: dayOf('1990-01-01'), max: dayOf('2150-12-31') }),
        fc.integer({ min: -30, max: 800 }),
        fc.constantFrom(...SUPPORT_FREQUENCIES),
        (firstDay, length, frequency) => {
          const firstDue = dateOfDay(firstDay);
          const through = dateOfDay(firstDay + length);
          const dates = dueDates(firstDue, frequency, through);
          if (length < 0) {
            expect(dates).toEqual([]);
            return;
          }
          expect(dates[0]).toBe(firstDue);
          expect(dates.every((date) => date >= firstDue && date <= through)).toBe(true);
          if (frequency === 'weekly' || frequency === 'biweekly') {
            const step = frequency === 'weekly' ? 7 : 14;
            expect(dates).toEqual(
              Array.from({ length: Math.floor(length / step) + 1 }, (_, index) =>
                dateOfDay(firstDay + index * step),
              ),
            );
            return;
          }
          // Every date the rule names, month by month, from the first due's month to through's.
          const [startYear, startMonth, day] = firstDue.split('-').map(Number) as [
            number,
            number,
            number,
          ];
          const days =
            frequency === 'monthly' ? [day] : day <= 15 ? [day, day + 15] : [day - 15, day];
          const expected: string[] = [];
          for (let index = 0; ; index += 1) {
            const year = startYear + Math.floor((startMonth - 1 + index) / 12);
            const month = ((startMonth - 1 + index) % 12) + 1;
            const prefix = `${year}-${String(month).padStart(2, '0')}`;
            if (prefix > through.slice(0, 7)) break;
            for (const each of days) {
              const date = `${prefix}-${String(Math.min(each, monthLength(year, month))).padStart(2, '0')}`;
              if (date >= firstDue && date <= through) expected.push(date);
            }
          }
          expect(dates).toEqual(expected);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('orderDues', () => {
  it('counts a due on the end date and none after it', () => {
    const ending = order(1, 50_000, 'monthly', '2025-01-01', '2025-03-01');
    expect(orderDues(ending, '2025-06-30')).toEqual([
      { due_date: '2025-01-01', amount_cents: 50_000 },
      { due_date: '2025-02-01', amount_cents: 50_000 },
      { due_date: '2025-03-01', amount_cents: 50_000 },
    ]);
    expect(orderDues({ ...ending, end_date: '2025-02-28' }, '2025-06-30')).toEqual([
      { due_date: '2025-01-01', amount_cents: 50_000 },
      { due_date: '2025-02-01', amount_cents: 50_000 },
    ]);
    // The through date still stops it when it comes first.
    expect(orderDues(ending, '2025-01-31')).toEqual([
      { due_date: '2025-01-01', amount_cents: 50_000 },
    ]);
    expect(
      orderDues(order(1, 50_000, 'monthly', '2025-01-01', '2024-12-31'), '2025-06-30'),
    ).toEqual([]);
  });

  it("applies each term from its from date until the next term's", () => {
    const changed: LedgerOrder = {
      id: 1,
      terms: [
        { from: null, amount_cents: 50_000, frequency: 'monthly', first_due: '2025-01-01' },
        { from: '2025-04-01', amount_cents: 60_000, frequency: 'monthly', first_due: '2025-01-01' },
      ],
      end_date: null,
    };
    expect(orderDues(changed, '2025-06-30')).toEqual([
      { due_date: '2025-01-01', amount_cents: 50_000 },
      { due_date: '2025-02-01', amount_cents: 50_000 },
      { due_date: '2025-03-01', amount_cents: 50_000 },
      { due_date: '2025-04-01', amount_cents: 60_000 },
      { due_date: '2025-05-01', amount_cents: 60_000 },
      { due_date: '2025-06-01', amount_cents: 60_000 },
    ]);
    expect(orderDues(changed, '2025-03-31')).toHaveLength(3);
  });

  it('changes frequency mid-month: the old schedule stops the day before, the new starts on its schedule', () => {
    const terms: SupportTerm[] = [
      { from: null, amount_cents: 50_000, frequency: 'monthly', first_due: '2025-01-01' },
      // Weekly on Mondays since 6 January, but only from 15 March.
      { from: '2025-03-15', amount_cents: 10_000, frequency: 'weekly', first_due: '2025-01-06' },
      {
        from: '2025-04-01',
        amount_cents: 25_000,
        frequency: 'semimonthly',
        first_due: '2025-04-01',
      },
    ];
    expect(orderDues({ id: 1, terms, end_date: '2025-04-16' }, '2025-12-31')).toEqual([
      { due_date: '2025-01-01', amount_cents: 50_000 },
      { due_date: '2025-02-01', amount_cents: 50_000 },
      { due_date: '2025-03-01', amount_cents: 50_000 },
      { due_date: '2025-03-17', amount_cents: 10_000 },
      { due_date: '2025-03-24', amount_cents: 10_000 },
      { due_date: '2025-03-31', amount_cents: 10_000 },
      { due_date: '2025-04-01', amount_cents: 25_000 },
      { due_date: '2025-04-16', amount_cents: 25_000 },
    ]);
  });

  it('counts a term from its from date inclusive, and none of its dues before', () => {
    const late: LedgerOrder = {
      id: 1,
      terms: [
        { from: '2025-03-01', amount_cents: 100, frequency: 'monthly', first_due: '2025-01-01' },
      ],
      end_date: null,
    };
    expect(orderDues(late, '2025-04-30').map((due) => due.due_date)).toEqual([
      '2025-03-01',
      '2025-04-01',
    ]);
  });
});

describe('buildLedger', () => {
  it('leaves a partial payment partly paid and the rest in arrears', () => {
    const ledger = buildLedger([monthly500], [payment(1, 1, '2025-01-10', 20_000)], '2025-01-31');
    expect(ledger).toEqual({
      dues: [
        {
          order_id: 1,
          due_date: '2025-01-01',
          amount_cents: 50_000,
          allocated_cents: 20_000,
          status: 'partial',
        },
      ],
      months: [
        {
          order_id: 1,
          month: '2025-01',
          due_cents: 50_000,
          paid_cents: 20_000,
          arrears_end_cents: 30_000,
        },
      ],
      payments: [{ payment_id: 1, order_id: 1, allocated_cents: 20_000, credit_cents: 0 }],
      orders: [
        {
          order_id: 1,
          due_cents: 50_000,
          paid_cents: 20_000,
          arrears_cents: 30_000,
          credit_cents: 0,
        },
      ],
    } satisfies Ledger);
  });

  it('keeps an over-payment as credit, which pays the next due when it falls', () => {
    const payments = [payment(1, 1, '2025-01-10', 70_000)];
    const before = buildLedger([monthly500], payments, '2025-01-31');
    expect(before.dues).toEqual([
      {
        order_id: 1,
        due_date: '2025-01-01',
        amount_cents: 50_000,
        allocated_cents: 50_000,
        status: 'paid',
      },
    ]);
    expect(before.payments).toEqual([
      { payment_id: 1, order_id: 1, allocated_cents: 50_000, credit_cents: 20_000 },
    ]);
    expect(before.orders).toEqual([
      {
        order_id: 1,
        due_cents: 50_000,
        paid_cents: 70_000,
        arrears_cents: 0,
        credit_cents: 20_000,
      },
    ]);
    expect(before.months).toEqual([
      {
        order_id: 1,
        month: '2025-01',
        due_cents: 50_000,
        paid_cents: 70_000,
        arrears_end_cents: 0,
      },
    ]);

    const after = buildLedger([monthly500], payments, '2025-02-01');
    expect(after.dues[1]).toEqual({
      order_id: 1,
      due_date: '2025-02-01',
      amount_cents: 50_000,
      allocated_cents: 20_000,
      status: 'partial',
    });
    expect(after.payments).toEqual([
      { payment_id: 1, order_id: 1, allocated_cents: 70_000, credit_cents: 0 },
    ]);
    expect(after.orders).toEqual([
      {
        order_id: 1,
        due_cents: 100_000,
        paid_cents: 70_000,
        arrears_cents: 30_000,
        credit_cents: 0,
      },
    ]);
    expect(after.months).toEqual([
      {
        order_id: 1,
        month: '2025-01',
        due_cents: 50_000,
        paid_cents: 70_000,
        arrears_end_cents: 0,
      },
      {
        order_id: 1,
        month: '2025-02',
        due_cents: 50_000,
        paid_cents: 0,
        arrears_end_cents: 30_000,
      },
    ]);
  });

  it('holds a payment made before any due as credit until the first due falls', () => {
    const february = order(1, 50_000, 'monthly', '2025-02-01');
    const payments = [payment(1, 1, '2025-01-05', 30_000)];
    expect(buildLedger([february], payments, '2025-01-31')).toEqual({
      dues: [],
      months: [
        { order_id: 1, month: '2025-01', due_cents: 0, paid_cents: 30_000, arrears_end_cents: 0 },
      ],
      payments: [{ payment_id: 1, order_id: 1, allocated_cents: 0, credit_cents: 30_000 }],
      orders: [
        { order_id: 1, due_cents: 0, paid_cents: 30_000, arrears_cents: 0, credit_cents: 30_000 },
      ],
    } satisfies Ledger);
    expect(buildLedger([february], payments, '2025-02-01')).toEqual({
      dues: [
        {
          order_id: 1,
          due_date: '2025-02-01',
          amount_cents: 50_000,
          allocated_cents: 30_000,
          status: 'partial',
        },
      ],
      months: [
        { order_id: 1, month: '2025-01', due_cents: 0, paid_cents: 30_000, arrears_end_cents: 0 },
        {
          order_id: 1,
          month: '2025-02',
          due_cents: 50_000,
          paid_cents: 0,
          arrears_end_cents: 20_000,
        },
      ],
      payments: [{ payment_id: 1, order_id: 1, allocated_cents: 30_000, credit_cents: 0 }],
      orders: [
        {
          order_id: 1,
          due_cents: 50_000,
          paid_cents: 30_000,
          arrears_cents: 20_000,
          credit_cents: 0,
        },
      ],
    } satisfies Ledger);
  });

  it("spends credit on a due before that day's payments", () => {
    const february = order(1, 50_000, 'monthly', '2025-02-01');
    const ledger = buildLedger(
      [february],
      [payment(2, 1, '2025-02-01', 50_000), payment(1, 1, '2025-01-05', 30_000)],
      '2025-02-28',
    );
    expect(ledger.payments).toEqual([
      { payment_id: 1, order_id: 1, allocated_cents: 30_000, credit_cents: 0 },
      { payment_id: 2, order_id: 1, allocated_cents: 20_000, credit_cents: 30_000 },
    ]);
    expect(ledger.orders[0]).toEqual({
      order_id: 1,
      due_cents: 50_000,
      paid_cents: 80_000,
      arrears_cents: 0,
      credit_cents: 30_000,
    });
  });

  it('spends the oldest payment’s credit first', () => {
    const payments = [payment(1, 1, '2025-01-01', 70_000), payment(2, 1, '2025-01-20', 40_000)];
    expect(buildLedger([monthly500], payments, '2025-02-01').payments).toEqual([
      { payment_id: 1, order_id: 1, allocated_cents: 70_000, credit_cents: 0 },
      { payment_id: 2, order_id: 1, allocated_cents: 30_000, credit_cents: 10_000 },
    ]);
    const march = buildLedger([monthly500], payments, '2025-03-01');
    expect(march.payments[1]).toEqual({
      payment_id: 2,
      order_id: 1,
      allocated_cents: 40_000,
      credit_cents: 0,
    });
    expect(march.dues.map((due) => [due.due_date, due.allocated_cents, due.status])).toEqual([
      ['2025-01-01', 50_000, 'paid'],
      ['2025-02-01', 50_000, 'paid'],
      ['2025-03-01', 10_000, 'partial'],
    ]);
  });

  it('takes payments of one date in id order, whatever order they are given in', () => {
    const ledger = buildLedger(
      [monthly500],
      [payment(2, 1, '2025-01-10', 30_000), payment(1, 1, '2025-01-10', 30_000)],
      '2025-01-31',
    );
    expect(ledger.payments).toEqual([
      { payment_id: 1, order_id: 1, allocated_cents: 30_000, credit_cents: 0 },
      { payment_id: 2, order_id: 1, allocated_cents: 20_000, credit_cents: 10_000 },
    ]);
  });

  it("pays its own month's dues first, then the oldest unpaid dues", () => {
    const ledger = buildLedger([monthly500], [payment(1, 1, '2025-03-10', 120_000)], '2025-03-31');
    expect(ledger.dues.map((due) => [due.due_date, due.allocated_cents, due.status])).toEqual([
      ['2025-01-01', 50_000, 'paid'],
      ['2025-02-01', 20_000, 'partial'],
      ['2025-03-01', 50_000, 'paid'],
    ]);
    expect(ledger.months).toEqual([
      {
        order_id: 1,
        month: '2025-01',
        due_cents: 50_000,
        paid_cents: 0,
        arrears_end_cents: 50_000,
      },
      {
        order_id: 1,
        month: '2025-02',
        due_cents: 50_000,
        paid_cents: 0,
        arrears_end_cents: 100_000,
      },
      {
        order_id: 1,
        month: '2025-03',
        due_cents: 50_000,
        paid_cents: 120_000,
        arrears_end_cents: 30_000,
      },
    ]);
    expect(ledger.orders[0]).toEqual({
      order_id: 1,
      due_cents: 150_000,
      paid_cents: 120_000,
      arrears_cents: 30_000,
      credit_cents: 0,
    });
  });

  it('pays dues later in its own month (up to the through date) before older ones', () => {
    // $250.00 on the 1st and 16th from February.
    const twiceMonthly = order(1, 25_000, 'semimonthly', '2025-02-01');
    const payments = [payment(1, 1, '2025-03-05', 60_000)];
    const allocated = (through: string) =>
      buildLedger([twiceMonthly], payments, through).dues.map((due) => [
        due.due_date,
        due.allocated_cents,
      ]);
    expect(allocated('2025-03-31')).toEqual([
      ['2025-02-01', 10_000],
      ['2025-02-16', 0],
      ['2025-03-01', 25_000],
      ['2025-03-16', 25_000],
    ]);
    // Through the 10th, the 16th is not due yet: the rest goes to February.
    expect(allocated('2025-03-10')).toEqual([
      ['2025-02-01', 25_000],
      ['2025-02-16', 10_000],
      ['2025-03-01', 25_000],
    ]);
  });

  it('does not change earlier months’ arrears with a later payment for them', () => {
    const payments = [
      payment(1, 1, '2025-02-10', 50_000),
      payment(2, 1, '2025-03-10', 50_000),
      payment(3, 1, '2025-04-10', 100_000),
    ];
    const april = buildLedger([monthly500], payments, '2025-04-30');
    expect(april.months).toEqual([
      {
        order_id: 1,
        month: '2025-01',
        due_cents: 50_000,
        paid_cents: 0,
        arrears_end_cents: 50_000,
      },
      {
        order_id: 1,
        month: '2025-02',
        due_cents: 50_000,
        paid_cents: 50_000,
        arrears_end_cents: 50_000,
      },
      {
        order_id: 1,
        month: '2025-03',
        due_cents: 50_000,
        paid_cents: 50_000,
        arrears_end_cents: 50_000,
      },
      {
        order_id: 1,
        month: '2025-04',
        due_cents: 50_000,
        paid_cents: 100_000,
        arrears_end_cents: 0,
      },
    ]);
    expect(april.dues.every((due) => due.status === 'paid')).toBe(true);
    expect(buildLedger([monthly500], payments, '2025-03-31').months).toEqual(
      april.months.slice(0, 3),
    );
  });

  it('ignores dues and payments after the through date', () => {
    const ledger = buildLedger(
      [monthly500],
      [payment(1, 1, '2025-01-15', 50_000), payment(2, 1, '2025-02-01', 50_000)],
      '2025-01-31',
    );
    expect(ledger.dues).toHaveLength(1);
    expect(ledger.payments).toEqual([
      { payment_id: 1, order_id: 1, allocated_cents: 50_000, credit_cents: 0 },
    ]);
    expect(ledger.orders[0]).toEqual({
      order_id: 1,
      due_cents: 50_000,
      paid_cents: 50_000,
      arrears_cents: 0,
      credit_cents: 0,
    });
    expect(ledger.months.map((month) => month.month)).toEqual(['2025-01']);
  });

  it('is empty for an order with neither dues nor payments through the date', () => {
    expect(buildLedger([monthly500], [], '2024-12-31')).toEqual({
      dues: [],
      months: [],
      payments: [],
      orders: [{ order_id: 1, due_cents: 0, paid_cents: 0, arrears_cents: 0, credit_cents: 0 }],
    } satisfies Ledger);
  });

  it('keeps months running to the through date after an order ends, paying old dues from credit', () => {
    const ended = order(1, 50_000, 'monthly', '2025-01-01', '2025-02-01');
    const ledger = buildLedger([ended], [payment(1, 1, '2025-03-05', 120_000)], '2025-05-15');
    expect(ledger.payments).toEqual([
      { payment_id: 1, order_id: 1, allocated_cents: 100_000, credit_cents: 20_000 },
    ]);
    expect(ledger.months.map((month) => [month.month, month.arrears_end_cents])).toEqual([
      ['2025-01', 50_000],
      ['2025-02', 100_000],
      ['2025-03', 0],
      ['2025-04', 0],
      ['2025-05', 0],
    ]);
  });

  it('keeps orders apart: a payment for one never pays another', () => {
    const weekly = order(2, 10_000, 'weekly', '2025-01-06');
    const ledger = buildLedger(
      [monthly500, weekly],
      [payment(1, 1, '2025-01-15', 80_000)],
      '2025-01-31',
    );
    expect(ledger.dues.map((due) => [due.order_id, due.due_date, due.allocated_cents])).toEqual([
      [1, '2025-01-01', 50_000],
      [2, '2025-01-06', 0],
      [2, '2025-01-13', 0],
      [2, '2025-01-20', 0],
      [2, '2025-01-27', 0],
    ]);
    expect(ledger.payments).toEqual([
      { payment_id: 1, order_id: 1, allocated_cents: 50_000, credit_cents: 30_000 },
    ]);
    expect(ledger.orders).toEqual([
      {
        order_id: 1,
        due_cents: 50_000,
        paid_cents: 80_000,
        arrears_cents: 0,
        credit_cents: 30_000,
      },
      { order_id: 2, due_cents: 40_000, paid_cents: 0, arrears_cents: 40_000, credit_cents: 0 },
    ]);
    expect(ledger.months).toEqual([
      {
        order_id: 1,
        month: '2025-01',
        due_cents: 50_000,
        paid_cents: 80_000,
        arrears_end_cents: 0,
      },
      {
        order_id: 2,
        month: '2025-01',
        due_cents: 40_000,
        paid_cents: 0,
        arrears_end_cents: 40_000,
      },
    ]);
  });

  it("allocates a changed order's dues at the amount each term sets", () => {
    const changed: LedgerOrder = {
      id: 1,
      terms: [
        { from: null, amount_cents: 50_000, frequency: 'monthly', first_due: '2025-01-01' },
        { from: '2025-04-01', amount_cents: 60_000, frequency: 'monthly', first_due: '2025-01-01' },
      ],
      end_date: null,
    };
    const ledger = buildLedger([changed], [payment(1, 1, '2025-04-02', 200_000)], '2025-04-30');
    expect(ledger.dues.map((due) => [due.due_date, due.amount_cents, due.allocated_cents])).toEqual(
      [
        ['2025-01-01', 50_000, 50_000],
        ['2025-02-01', 50_000, 50_000],
        ['2025-03-01', 50_000, 40_000],
        ['2025-04-01', 60_000, 60_000],
      ],
    );
    expect(ledger.orders[0]?.arrears_cents).toBe(10_000);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties over random orders and payments

const FIRST_DAY = dayOf('2022-06-01');
const dateBetween = (from: string, to: string) =>
  fc.integer({ min: dayOf(from), max: dayOf(to) }).map(dateOfDay);

const termArbitrary = (from: fc.Arbitrary<string | null>) =>
  fc.record({
    from,
    amount_cents: fc.integer({ min: 1, max: 500_000 }),
    frequency: fc.constantFrom(...SUPPORT_FREQUENCIES),
    first_due: dateBetween('2023-01-01', '2025-12-31'),
  });

const scenarioArbitrary = fc
  .record({
    orders: fc.array(
      fc.record({
        first: termArbitrary(fc.constant(null)),
        second: fc.option(termArbitrary(dateBetween('2023-01-01', '2026-06-30')), { nil: null }),
        end_date: fc.option(dateBetween('2023-01-01', '2026-12-31'), { nil: null }),
      }),
      { minLength: 1, maxLength: 3 },
    ),
    payments: fc.array(
      fc.record({
        order: fc.nat(),
        date: dateBetween('2022-06-01', '2026-06-30'),
        amount_cents: fc.integer({ min: 1, max: 1_000_000 }),
      }),
      { maxLength: 15 },
    ),
    through: fc.integer({ min: FIRST_DAY, max: dayOf('2026-12-31') }).map(dateOfDay),
  })
  .map(({ orders, payments, through }) => ({
    orders: orders.map(({ first, second, end_date }, index): LedgerOrder => ({
      id: index + 1,
      terms: second === null ? [first] : [first, second],
      end_date,
    })),
    payments: payments.map(({ order: which, date, amount_cents }, index): LedgerPayment => ({
      id: index + 1,
      order_id: (which % orders.length) + 1,
      date,
      amount_cents,
    })),
    through,
  }));

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The allocation rule written out again, day by day: on each day dues fall and are met by waiting
 * credit (oldest payment first), then that day's payments (by id) pay their own month's dues,
 * earliest first, then older dues, oldest first; the rest waits as credit.
 */
function referenceAllocation(
  ledgerOrder: LedgerOrder,
  payments: readonly LedgerPayment[],
  through: string,
) {
  const dues = orderDues(ledgerOrder, through).map((due) => ({ ...due, allocated: 0 }));
  const own = payments
    .filter((each) => each.order_id === ledgerOrder.id && each.date <= through)
    .map((each) => ({ ...each, allocated: 0 }));
  const days = [...new Set([...dues.map((due) => due.due_date), ...own.map((each) => each.date)])];
  days.sort();
  const give = (due: (typeof dues)[number], holder: (typeof own)[number]) => {
    const cents = Math.min(
      due.amount_cents - due.allocated,
      holder.amount_cents - holder.allocated,
    );
    due.allocated += cents;
    holder.allocated += cents;
  };
  for (const day of days) {
    const waiting = own
      .filter((each) => each.date < day)
      .sort((a, b) => (a.date === b.date ? a.id - b.id : a.date < b.date ? -1 : 1));
    for (const due of dues.filter((each) => each.due_date === day)) {
      for (const holder of waiting) give(due, holder);
    }
    for (const holder of own.filter((each) => each.date === day).sort((a, b) => a.id - b.id)) {
      const month = monthOf(day);
      for (const due of dues.filter((each) => monthOf(each.due_date) === month)) give(due, holder);
      for (const due of dues.filter((each) => monthOf(each.due_date) < month)) give(due, holder);
    }
  }
  return { dues, payments: own };
}

describe('buildLedger, for any orders and payments', () => {
  it('allocates as the rule says, and every figure adds up', () => {
    fc.assert(
      fc.property(scenarioArbitrary, ({ orders, payments, through }) => {
        const ledger = buildLedger(orders, payments, through);
        const counted = payments.filter((each) => each.date <= through);

        // Dues are the orders' dues through the date, in order.
        expect(
          ledger.dues.map(({ order_id, due_date, amount_cents }) => ({
            order_id,
            due_date,
            amount_cents,
          })),
        ).toEqual(
          orders.flatMap((each) =>
            orderDues(each, through).map((due) => ({ order_id: each.id, ...due })),
          ),
        );

        // Against the rule written out again.
        for (const each of orders) {
          const reference = referenceAllocation(each, payments, through);
          expect(
            ledger.dues.filter((due) => due.order_id === each.id).map((due) => due.allocated_cents),
          ).toEqual(reference.dues.map((due) => due.allocated));
          const allocatedById = new Map(
            reference.payments.map((holder) => [holder.id, holder.allocated]),
          );
          for (const result of ledger.payments.filter((row) => row.order_id === each.id)) {
            expect(result.allocated_cents).toBe(allocatedById.get(result.payment_id));
          }
        }

        // (a) Every counted payment once, split into allocated and credit.
        expect(ledger.payments.map((row) => row.payment_id).sort((a, b) => a - b)).toEqual(
          counted.map((each) => each.id),
        );
        for (const row of ledger.payments) {
          const paid = payments.find((each) => each.id === row.payment_id)!;
          expect(row.order_id).toBe(paid.order_id);
          expect(row.allocated_cents).toBeGreaterThanOrEqual(0);
          expect(row.credit_cents).toBeGreaterThanOrEqual(0);
          expect(row.allocated_cents).toBeLessThanOrEqual(paid.amount_cents);
          expect(row.allocated_cents + row.credit_cents).toBe(paid.amount_cents);
        }

        // (b) Each due between nothing and all of it, with the status that says which.
        for (const due of ledger.dues) {
          expect(due.allocated_cents).toBeGreaterThanOrEqual(0);
          expect(due.allocated_cents).toBeLessThanOrEqual(due.amount_cents);
          expect(due.status).toBe(
            due.allocated_cents === due.amount_cents
              ? 'paid'
              : due.allocated_cents === 0
                ? 'unpaid'
                : 'partial',
          );
        }

        for (const each of orders) {
          const dues = ledger.dues.filter((due) => due.order_id === each.id);
          const months = ledger.months.filter((row) => row.order_id === each.id);
          const own = counted.filter((paid) => paid.order_id === each.id);
          const balance = ledger.orders.find((row) => row.order_id === each.id)!;
          const credit = sum(
            ledger.payments
              .filter((row) => row.order_id === each.id)
              .map((row) => row.credit_cents),
          );
          const dueTotal = sum(dues.map((due) => due.amount_cents));
          const allocatedTotal = sum(dues.map((due) => due.allocated_cents));

          // (c) The order's totals, and the last month ending on its arrears.
          expect(balance).toEqual({
            order_id: each.id,
            due_cents: dueTotal,
            paid_cents: sum(own.map((paid) => paid.amount_cents)),
            arrears_cents: dueTotal - allocatedTotal,
            credit_cents: credit,
          });
          if (months.length === 0) {
            expect(dues).toEqual([]);
            expect(own).toEqual([]);
          } else {
            expect(months.at(-1)!.arrears_end_cents).toBe(balance.arrears_cents);
            // One row a month, from the first due's or payment's month to the through date's.
            const start = [dues[0]?.due_date, ...own.map((paid) => paid.date)]
              .filter((date): date is string => date !== undefined)
              .sort()[0]!;
            const expectedMonths: string[] = [];
            for (let month = monthOf(start); month <= monthOf(through); month = nextMonth(month)) {
              expectedMonths.push(month);
            }
            expect(months.map((row) => row.month)).toEqual(expectedMonths);
            for (const row of months) {
              expect(row.due_cents).toBe(
                sum(
                  dues
                    .filter((due) => monthOf(due.due_date) === row.month)
                    .map((due) => due.amount_cents),
                ),
              );
              expect(row.paid_cents).toBe(
                sum(
                  own
                    .filter((paid) => monthOf(paid.date) === row.month)
                    .map((paid) => paid.amount_cents),
                ),
              );
              // (e)
              expect(row.arrears_end_cents).toBeGreaterThanOrEqual(0);
            }
          }

          // (f) Credit only when nothing is left unpaid.
          if (balance.credit_cents > 0) {
            expect(dues.every((due) => due.status === 'paid')).toBe(true);
            expect(balance.arrears_cents).toBe(0);
          }
        }

        // (d) Each month's arrears as the ledger stood at its end.
        for (const month of new Set(ledger.months.map((row) => row.month))) {
          const end = monthEnd(month) < through ? monthEnd(month) : through;
          const then = buildLedger(orders, payments, end);
          for (const row of ledger.months.filter((each) => each.month === month)) {
            const duesThen = then.dues.filter((due) => due.order_id === row.order_id);
            expect(row.arrears_end_cents).toBe(
              sum(duesThen.map((due) => due.amount_cents)) -
                sum(duesThen.map((due) => due.allocated_cents)),
            );
          }
        }

        // (g) Every cent paid is allocated to a due or held as credit.
        expect(sum(counted.map((paid) => paid.amount_cents))).toBe(
          sum(ledger.dues.map((due) => due.allocated_cents)) +
            sum(ledger.payments.map((row) => row.credit_cents)),
        );
      }),
      { numRuns: 200 },
    );
  });
});
