/**
 * The line under an income or deduction's amount: while she types, the monthly figure the
 * server will keep, worked out with the same rule (shared/income.ts's monthlyCents), so
 * "$2,000.00 every two weeks is $4,333.33 a month" shows before she saves, not $4,000.
 */
import { msg } from '@lingui/core/macro';
import { liveTexts } from '@/components/ui/live-texts';
import {
  hoursToHundredths,
  MAX_HOURS_PER_WEEK,
  monthlyCents,
  type IncomeFrequency,
} from '@shared/income';
import { amountToCents, centsToAmountText, formatUsd } from '@shared/money';

const SENTENCES = liveTexts({
  weekly: (amount: string, monthly: string) => msg`${amount} every week is ${monthly} a month`,
  biweekly: (amount: string, monthly: string) =>
    msg`${amount} every two weeks is ${monthly} a month`,
  semimonthly: (amount: string, monthly: string) =>
    msg`${amount} twice a month is ${monthly} a month`,
  monthly: (amount: string, monthly: string) => msg`${amount} every month is ${monthly} a month`,
  quarterly: (amount: string, monthly: string) =>
    msg`${amount} every three months is ${monthly} a month`,
  yearly: (amount: string, monthly: string) => msg`${amount} a year is ${monthly} a month`,
  hourly: (amount: string, hours: string, monthly: string) =>
    msg`${amount} an hour for ${hours} hours a week is ${monthly} a month`,
});

/** Hours as she typed them, when they are hours a week the schema takes (0.01 to 168). */
function validHoursHundredths(hours: unknown): number | null {
  const hundredths = hoursToHundredths(hours);
  if (hundredths === null || hundredths < 1 || hundredths > MAX_HOURS_PER_WEEK * 100) return null;
  return hundredths;
}

/**
 * The sentence for what is typed, or null while the amount (or, for hourly pay, the hours) is
 * not yet one the form would save.
 */
export function monthlyEcho(
  typedAmount: unknown,
  frequency: IncomeFrequency,
  typedHours: unknown = null,
): string | null {
  const cents = amountToCents(typeof typedAmount === 'string' ? typedAmount.trim() : typedAmount);
  if (typedAmount === '' || cents === null || cents <= 0) return null;
  const amount = formatUsd(centsToAmountText(cents));
  if (frequency === 'hourly') {
    const hundredths = validHoursHundredths(typedHours);
    if (hundredths === null) return null;
    const monthly = formatUsd(centsToAmountText(monthlyCents(cents, 'hourly', hundredths)));
    return SENTENCES.hourly(amount, String(hundredths / 100), monthly);
  }
  const monthly = formatUsd(centsToAmountText(monthlyCents(cents, frequency)));
  return SENTENCES[frequency](amount, monthly);
}

/** Hours a week as stored ("37.50") as she would type them ("37.5"). */
export function hoursText(hours: string): string {
  return String(Number(hours));
}
