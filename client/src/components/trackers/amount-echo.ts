import { amountToCents, centsToAmountText, formatUsd } from '@shared/money';

/**
 * The hint under an amount or value field: while she types, the amount as it will be kept
 * ("= $1,234.50"), so a slipped digit shows at once; the field's own hint while it is empty or
 * not yet an amount (the schema says what is wrong when she saves).
 */
export function amountEcho(typed: unknown, hint: string): string {
  const cents = amountToCents(typeof typed === 'string' ? typed.trim() : typed);
  if (typed === '' || cents === null || cents < 0) return hint;
  return `= ${formatUsd(centsToAmountText(cents))}`;
}
