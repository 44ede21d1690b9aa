/**
 * Exact money. Amounts travel as strings with two decimals ("1234.50", as Postgres returns
 * numeric(10,2)) and all arithmetic happens in integer cents, so no float ever gets summed.
 */

/**
 * Units in names: `…Cents` holds a whole number of cents (1250), `…Text` or `amountText` the
 * two-decimal string the database and the wire carry ("12.50"), `dollars` a JS number of dollars.
 */
export type AmountText = string;

/** The largest value a numeric(10,2) column holds, 99,999,999.99, in cents. */
export const MAX_AMOUNT_CENTS = 9_999_999_999;

/**
 * Why a value is not an amount of money. Schemas use this to pick a precise message:
 * - `invalid`: not a number or numeric string at all
 * - `too_precise`: more than two decimal places
 * - `too_large`: too many digits to count in cents exactly (beyond Number.MAX_SAFE_INTEGER)
 */
type MoneyParseFailure = 'invalid' | 'too_precise' | 'too_large';

export type MoneyParseResult =
  { ok: true; cents: number } | { ok: false; reason: MoneyParseFailure; isNegative: boolean };

// Digits with up to two decimals, or a bare fraction (".5"); a sign only in front.
const AMOUNT_PATTERN = /^(-?)(\d*)(?:\.(\d+))?$/;

/**
 * Parses a finite number or a numeric string into integer cents, saying why when it cannot.
 * Numbers go through their shortest decimal form (`String(n)`), so a float such as
 * 0.1 + 0.2 (0.30000000000000004) is reported as too precise instead of being rounded.
 */
export function parseMoney(value: unknown): MoneyParseResult {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return fail('invalid', value < 0);
    const text = String(value);
    // String() switches to exponent form below 1e-6 and from 1e21 upwards.
    if (/e/i.test(text)) return fail(Math.abs(value) >= 1 ? 'too_large' : 'too_precise', value < 0);
    return parseAmountText(text);
  }
  if (typeof value === 'string') return parseAmountText(value.trim());
  return fail('invalid', false);
}

function parseAmountText(text: string): MoneyParseResult {
  const match = AMOUNT_PATTERN.exec(text);
  if (!match) return fail('invalid', text.startsWith('-'));
  const [, sign = '', whole = '', fraction] = match;
  const isNegative = sign === '-';
  if (whole === '' && fraction === undefined) return fail('invalid', isNegative);
  if (fraction !== undefined && fraction.length > 2) return fail('too_precise', isNegative);
  const magnitude = Number(`${whole || '0'}${(fraction ?? '').padEnd(2, '0')}`);
  if (!Number.isSafeInteger(magnitude)) return fail('too_large', isNegative);
  // `0 - 0` would give -0 for "-0.00"; keep zero unsigned.
  return { ok: true, cents: isNegative && magnitude !== 0 ? -magnitude : magnitude };
}

function fail(reason: MoneyParseFailure, isNegative: boolean): MoneyParseResult {
  return { ok: false, reason, isNegative };
}

/**
 * Integer cents for a finite number or numeric string with at most two decimals
 * ("12", "12.5", "-3.10", 12.5); null for anything else, including floats that carry more
 * than two decimals and values too large to count in cents exactly.
 */
export function amountToCents(value: unknown): number | null {
  const result = parseMoney(value);
  return result.ok ? result.cents : null;
}

/**
 * The one rounding rule for money and shares: half away from zero. `numerator / denominator`
 * as a whole number, exactly (the denominator must not be zero): 5/2 → 3, -5/2 → -3, 4/3 → 1.
 */
export function divideRoundingHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const magnitude = numerator < 0n ? -numerator : numerator;
  const divisor = denominator < 0n ? -denominator : denominator;
  const rounded = (magnitude * 2n + divisor) / (2n * divisor);
  return negative ? -rounded : rounded;
}

/**
 * A computed dollar value (a float that may carry more than two decimals) as the nearest
 * whole number of cents, half away from zero: 2.675 → 268, -0.005 → -1.
 */
export function roundDollarsToCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not an amount of money: ${dollars}`);
  // Through the shortest decimal text, so 2.675 (stored as 2.67499…) rounds as written.
  const exact = amountToCents(dollars);
  if (exact !== null) return exact;
  const [mantissa = '0', exponent = '0'] = Math.abs(dollars).toExponential().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const digits = BigInt(`${whole}${fraction}`);
  // |dollars| × 100 = digits × 10^(exponent + 2 − fraction.length)
  const shift = Number(exponent) + 2 - fraction.length;
  const cents =
    shift >= 0
      ? digits * 10n ** BigInt(shift)
      : divideRoundingHalfAwayFromZero(digits, 10n ** BigInt(-shift));
  const magnitude = Number(cents);
  return dollars < 0 && magnitude !== 0 ? -magnitude : magnitude;
}

/** The two-decimal string for integer cents: 1250 → "12.50", -310 → "-3.10". */
export function centsToAmountText(cents: number): AmountText {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`centsToAmountText needs a safe integer number of cents, got ${cents}`);
  }
  const magnitude = Math.abs(cents);
  const whole = Math.floor(magnitude / 100);
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${whole}.${fraction}`;
}

/** Integer cents for an amount that must be money; throws a TypeError naming it otherwise. */
export function requireAmountCents(amount: AmountText | number): number {
  const cents = amountToCents(amount);
  if (cents === null) throw new TypeError(`Not an amount of money: ${String(amount)}`);
  return cents;
}

/** The exact sum of amounts as a two-decimal string; throws on a value that is not money. */
export function sumAmountTexts(amounts: readonly (AmountText | number)[]): AmountText {
  let total = 0;
  for (const amount of amounts) {
    total += requireAmountCents(amount);
    if (!Number.isSafeInteger(total)) throw new RangeError('Sum of amounts is too large');
  }
  return centsToAmountText(total);
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * US dollars with two decimals and thousands separators: "$1,234.50", "-$3.10".
 * A number carrying more than two decimals (a computed value) is rounded half away from
 * zero for display; a value that is not a number at all is returned unchanged.
 */
export function formatUsd(amount: string | number): string {
  let cents = amountToCents(amount);
  if (cents === null && typeof amount === 'number' && Number.isFinite(amount)) {
    cents = roundDollarsToCents(amount);
  }
  if (cents === null || !Number.isSafeInteger(cents)) return String(amount);
  const [whole = '0', fraction = '00'] = centsToAmountText(Math.abs(cents)).split('.');
  return `${cents < 0 ? '-' : ''}$${groupThousands(whole)}.${fraction}`;
}

/**
 * Made on first use: a browser's first number format loads its locale data, 20 ms of a slow
 * phone's start on every page that imports this module, and only the calculators need it.
 */
let usdWhole: Intl.NumberFormat | null = null;

/**
 * US dollars without decimals for the calculators (docs/product.md#limits-and-timings): "$250,000",
 * "-$5,000".
 */
export function formatUsdWhole(value: number): string {
  usdWhole ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
    // Values that round to zero show "$0", never "-$0".
    signDisplay: 'negative',
  });
  return usdWhole.format(value);
}

/** A percentage (already scaled to 0–100) with one decimal: 33.333 → "33.3%". */
export function formatPercent(value: number): string {
  const text = value.toFixed(1);
  return `${text === '-0.0' ? '0.0' : text}%`;
}
