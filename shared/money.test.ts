import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountToCents,
  centsToAmountText,
  divideRoundingHalfAwayFromZero,
  formatPercent,
  formatUsd,
  formatUsdWhole,
  MAX_AMOUNT_CENTS,
  parseMoney,
  requireAmountCents,
  roundDollarsToCents,
  sumAmountTexts,
} from './money';

describe('amountToCents', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['-3.10', -310],
    ['  7.05 ', 705],
    ['0', 0],
    ['-0.00', 0],
    ['.5', 50],
    ['007.10', 710],
    ['99999999.99', 9_999_999_999],
    ['123456789012.34', 12_345_678_901_234],
  ])('reads the string %j as %i cents', (input, cents) => {
    expect(amountToCents(input)).toBe(cents);
  });

  it.each([
    [12, 1200],
    [12.5, 1250],
    [-3.1, -310],
    [0.01, 1],
    [99999999.99, 9_999_999_999],
    [-0, 0],
  ])('reads the number %d as %i cents', (input, cents) => {
    expect(amountToCents(input)).toBe(cents);
  });

  it('never returns negative zero', () => {
    expect(Object.is(amountToCents('-0'), 0)).toBe(true);
    expect(Object.is(amountToCents(-0), 0)).toBe(true);
  });

  it('rejects 0.1 + 0.2 instead of rounding it', () => {
    expect(0.1 + 0.2).toBe(0.30000000000000004);
    expect(amountToCents(0.1 + 0.2)).toBeNull();
  });

  it.each([
    ['NaN', NaN],
    ['Infinity', Infinity],
    ['-Infinity', -Infinity],
    ['exponent string', '1e5'],
    ['three decimals', '12.345'],
    ['three decimal number', 12.345],
    ['empty string', ''],
    ['blank string', '   '],
    ['word', 'abc'],
    ['trailing dot', '12.'],
    ['bare dot', '.'],
    ['bare minus', '-'],
    ['plus sign', '+5'],
    ['thousands separator', '1,000'],
    ['inner space', '1 000'],
    ['dollar sign', '$5'],
    ['hex', '0x10'],
    ['object', {}],
    ['array', [12]],
    ['boolean true', true],
    ['boolean false', false],
    ['null', null],
    ['undefined', undefined],
    ['large number in exponent form', 1e21],
    ['tiny number in exponent form', 1e-7],
    ['digits beyond exact cents', '123456789012345678.00'],
  ])('returns null for %s', (_label, input) => {
    expect(amountToCents(input)).toBeNull();
  });

  it('round-trips 0.01 and 99999999.99', () => {
    expect(centsToAmountText(amountToCents('0.01') ?? NaN)).toBe('0.01');
    expect(centsToAmountText(amountToCents(0.01) ?? NaN)).toBe('0.01');
    expect(centsToAmountText(amountToCents('99999999.99') ?? NaN)).toBe('99999999.99');
    expect(centsToAmountText(amountToCents(99999999.99) ?? NaN)).toBe('99999999.99');
  });

  it('reads back every amount centsToAmountText writes, up to the numeric(10,2) limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_AMOUNT_CENTS, max: MAX_AMOUNT_CENTS }), (cents) => {
        expect(amountToCents(centsToAmountText(cents))).toBe(cents);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads every two-decimal number as its cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_AMOUNT_CENTS, max: MAX_AMOUNT_CENTS }), (cents) => {
        expect(amountToCents(Number(centsToAmountText(cents)))).toBe(cents);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('parseMoney', () => {
  it('says why a value is not money', () => {
    expect(parseMoney('12.345')).toEqual({ ok: false, reason: 'too_precise', isNegative: false });
    expect(parseMoney(-0.001)).toEqual({ ok: false, reason: 'too_precise', isNegative: true });
    expect(parseMoney(1e-7)).toEqual({ ok: false, reason: 'too_precise', isNegative: false });
    expect(parseMoney(1e21)).toEqual({ ok: false, reason: 'too_large', isNegative: false });
    expect(parseMoney(-1e21)).toEqual({ ok: false, reason: 'too_large', isNegative: true });
    expect(parseMoney('99999999999999999')).toEqual({
      ok: false,
      reason: 'too_large',
      isNegative: false,
    });
    expect(parseMoney('abc')).toEqual({ ok: false, reason: 'invalid', isNegative: false });
    expect(parseMoney('-abc')).toEqual({ ok: false, reason: 'invalid', isNegative: true });
    expect(parseMoney(null)).toEqual({ ok: false, reason: 'invalid', isNegative: false });
  });

  it('gives the cents of a valid amount', () => {
    expect(parseMoney('1234.5')).toEqual({ ok: true, cents: 123_450 });
  });
});

describe('centsToAmountText', () => {
  it.each([
    [1250, '12.50'],
    [1, '0.01'],
    [-310, '-3.10'],
    [-5, '-0.05'],
    [0, '0.00'],
    [-0, '0.00'],
    [9_999_999_999, '99999999.99'],
    [-9_999_999_999, '-99999999.99'],
  ])('writes %i cents as %j', (cents, amount) => {
    expect(centsToAmountText(cents)).toBe(amount);
  });

  it('refuses fractional or unsafe cents', () => {
    expect(() => centsToAmountText(1.5)).toThrow(RangeError);
    expect(() => centsToAmountText(NaN)).toThrow(RangeError);
    expect(() => centsToAmountText(2 ** 53)).toThrow(RangeError);
  });
});

describe('sumAmountTexts', () => {
  it('sums 10,000 × "0.01" to exactly "100.00"', () => {
    expect(sumAmountTexts(Array.from({ length: 10_000 }, () => '0.01'))).toBe('100.00');
  });

  it('sums strings and numbers without float error', () => {
    expect(sumAmountTexts([0.1, 0.2])).toBe('0.30');
    expect(sumAmountTexts(['12.50', 7, '-3.10'])).toBe('16.40');
    expect(sumAmountTexts(['99999999.99', '99999999.99'])).toBe('199999999.98');
  });

  it('sums an empty list to "0.00"', () => {
    expect(sumAmountTexts([])).toBe('0.00');
  });

  it('throws on a value that is not money', () => {
    expect(() => sumAmountTexts(['1.00', 'abc'])).toThrow(TypeError);
    expect(() => sumAmountTexts([0.1 + 0.2])).toThrow(TypeError);
  });
});

describe('formatUsd', () => {
  it.each([
    ['1234.5', '$1,234.50'],
    [1234.5, '$1,234.50'],
    ['0.01', '$0.01'],
    ['-3.10', '-$3.10'],
    [-3.1, '-$3.10'],
    ['0', '$0.00'],
    ['99999999.99', '$99,999,999.99'],
    ['-1234567.8', '-$1,234,567.80'],
    ['100', '$100.00'],
    ['1000', '$1,000.00'],
  ])('formats %j as %j', (amount, text) => {
    expect(formatUsd(amount)).toBe(text);
  });

  it('rounds a computed number with more than two decimals to the cent', () => {
    expect(formatUsd(0.1 + 0.2)).toBe('$0.30');
    expect(formatUsd(2.675)).toBe('$2.68');
    expect(formatUsd(-0.004)).toBe('$0.00');
  });

  it('returns a value that is not a number unchanged', () => {
    expect(formatUsd('abc')).toBe('abc');
  });
});

describe('formatUsdWhole', () => {
  it.each([
    [250_000, '$250,000'],
    [-5_000, '-$5,000'],
    [0, '$0'],
    [-0, '$0'],
    [-0.4, '$0'],
    [1_234.5, '$1,235'],
    [100_000_000, '$100,000,000'],
  ])('formats %d as %j', (value, text) => {
    expect(formatUsdWhole(value)).toBe(text);
  });
});

describe('formatPercent', () => {
  it.each([
    [33.333, '33.3%'],
    [100, '100.0%'],
    [0, '0.0%'],
    [66.66, '66.7%'],
    [-12.34, '-12.3%'],
    [-0.01, '0.0%'],
  ])('formats %d as %j', (value, text) => {
    expect(formatPercent(value)).toBe(text);
  });
});

describe('divideRoundingHalfAwayFromZero (the one rounding rule)', () => {
  it.each([
    [5n, 2n, 3n],
    [-5n, 2n, -3n],
    [5n, -2n, -3n],
    [4n, 3n, 1n],
    [-4n, 3n, -1n],
    [0n, 7n, 0n],
  ])('%s / %s rounds to %s', (numerator, denominator, rounded) => {
    expect(divideRoundingHalfAwayFromZero(numerator, denominator)).toBe(rounded);
  });

  it('is never more than half away from the exact quotient, and a tie moves away from zero', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.boolean(),
        (numerator, magnitude, isNegative) => {
          const denominator = isNegative ? -magnitude : magnitude;
          const rounded = divideRoundingHalfAwayFromZero(numerator, denominator);
          // |numerator − rounded × denominator| ≤ |denominator| / 2, in integers.
          const twiceError = 2n * (numerator - rounded * denominator);
          const limit = magnitude;
          expect(twiceError <= limit && twiceError >= -limit).toBe(true);
          const abs = (value: bigint) => (value < 0n ? -value : value);
          if (rounded !== 0n) expect(rounded < 0n).toBe(numerator < 0n !== denominator < 0n);
          // On a tie the magnitude goes up: away from zero.
          if (abs(twiceError) === limit)
            expect(abs(rounded) * magnitude > abs(numerator)).toBe(true);
        },
      ),
    );
  });

  it('refuses a zero denominator', () => {
    expect(() => divideRoundingHalfAwayFromZero(1n, 0n)).toThrow(RangeError);
  });
});

describe('roundDollarsToCents', () => {
  it.each([
    [2.675, 268],
    [1.005, 101],
    [-1.005, -101],
    [0.1 + 0.2, 30],
    [-0.004, 0],
    [12.5, 1250],
  ])(
    'rounds %j dollars to %j cents, half away from zero as the number is written',
    (dollars, cents) => {
      expect(roundDollarsToCents(dollars)).toBe(cents);
    },
  );

  it('keeps every two-decimal amount exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_AMOUNT_CENTS, max: MAX_AMOUNT_CENTS }), (cents) => {
        expect(roundDollarsToCents(cents / 100)).toBe(cents);
      }),
    );
  });

  it('refuses a value that is not a finite number', () => {
    expect(() => roundDollarsToCents(Number.NaN)).toThrow(RangeError);
  });
});

describe('requireAmountCents', () => {
  it('reads money and names what is not', () => {
    expect(requireAmountCents('12.50')).toBe(1250);
    expect(() => requireAmountCents('12.505')).toThrow('Not an amount of money: 12.505');
  });
});
