/**
 * Income sources and mandatory deductions (docs/disclosure.md), and the one conversion rule
 * from any pay frequency to a monthly figure: monthly = amount × periods per year ÷ 12, hourly
 * = rate × hours per week × 52 ÷ 12, computed exactly in integer cents and rounded half away
 * from zero once, at the end. $2,000 every two weeks is $4,333.33 a month, not $4,000.
 */
import { z } from 'zod';
import { labelIn } from './language';
import { centsToAmountText, divideRoundingHalfAwayFromZero, requireAmountCents } from './money';
import { moneyField, requiredText, textLimit } from './validation';

export const INCOME_TYPES = [
  'salary',
  'overtime',
  'commissions',
  'self_employment',
  'rental',
  'investment',
  'pension',
  'social_security',
  'disability',
  'unemployment',
  'support_received',
  'other',
] as const;
export type IncomeType = (typeof INCOME_TYPES)[number];

export const DEDUCTION_TYPES = [
  'taxes',
  'required_retirement',
  'union_dues',
  'health_insurance',
  'other',
] as const;
export type DeductionType = (typeof DEDUCTION_TYPES)[number];

export const INCOME_FREQUENCIES = [
  'weekly',
  'biweekly',
  'semimonthly',
  'monthly',
  'quarterly',
  'yearly',
  'hourly',
] as const;
export type IncomeFrequency = (typeof INCOME_FREQUENCIES)[number];
/** A deduction comes off a paycheck: every frequency but hourly. */
export const DEDUCTION_FREQUENCIES = INCOME_FREQUENCIES.filter(
  (frequency): frequency is Exclude<IncomeFrequency, 'hourly'> => frequency !== 'hourly',
);

/** Pay periods in a year for each frequency; hourly pay is counted weekly (× hours). */
export const PERIODS_PER_YEAR: Readonly<Record<IncomeFrequency, bigint>> = {
  weekly: 52n,
  biweekly: 26n,
  semimonthly: 24n,
  monthly: 12n,
  quarterly: 4n,
  yearly: 1n,
  hourly: 52n,
};

/** Hours are typed to the hundredth (37.5, 32.25); a week has 168. */
export const MAX_HOURS_PER_WEEK = 168;

/**
 * The monthly figure, in cents, of `amountCents` paid at `frequency`; for hourly pay,
 * `hoursPerWeekHundredths` is the hours a week × 100 (3750 for 37.5 hours).
 */
export function monthlyCents(
  amountCents: number,
  frequency: IncomeFrequency,
  hoursPerWeekHundredths = 100,
): number {
  const hours = frequency === 'hourly' ? BigInt(hoursPerWeekHundredths) : 100n;
  const numerator = BigInt(amountCents) * PERIODS_PER_YEAR[frequency] * hours;
  return Number(divideRoundingHalfAwayFromZero(numerator, 12n * 100n));
}

/** The weekly figure Connecticut's JD-FM-6 asks for: monthly × 12 ÷ 52, rounded once. */
export function weeklyCentsOfMonthly(monthly: number): number {
  return Number(divideRoundingHalfAwayFromZero(BigInt(monthly) * 12n, 52n));
}

/** Hours as typed ("37.5", 40) → hundredths, or null when not a number with ≤ 2 decimals. */
export function hoursToHundredths(value: unknown): number | null {
  const text =
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The monthly amount of a source or deduction as the API answers it ("4333.33"). */
export function monthlyAmountText(
  amount: string,
  frequency: IncomeFrequency,
  hoursPerWeek: string | null,
): string {
  const hours = hoursPerWeek === null ? 100 : (hoursToHundredths(hoursPerWeek) ?? 0);
  return centsToAmountText(monthlyCents(requireAmountCents(amount), frequency, hours));
}

export const INCOME_NAME_MAX_LENGTH = 200;
const nameLimit = textLimit('Name', INCOME_NAME_MAX_LENGTH);

export const INCOME_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: nameLimit.tooLong,
  nameInvalidCharacter: nameLimit.invalidCharacter,
  typeInvalid: 'Choose a type from the list',
  frequencyInvalid: 'Choose how often it is paid',
  amountPositive: 'Amount must be positive',
  amountTooPrecise: 'Amount can have at most 2 decimal places',
  amountTooLarge: 'Amount must be at most 99,999,999.99',
  lastMonthInvalid: 'Last month must be zero or more',
  hoursRequired: 'Hours per week must be between 0.01 and 168, with at most 2 decimals',
  hoursNotHourly: 'Hours per week apply only to hourly pay',
  sourceNotFound: 'Income source not found',
  deductionNotFound: 'Deduction not found',
} as const;

const amount = moneyField(1, {
  invalid: INCOME_MESSAGES.amountPositive,
  tooPrecise: INCOME_MESSAGES.amountTooPrecise,
  tooLarge: INCOME_MESSAGES.amountTooLarge,
});

/** What she received last month, when it differs from the usual figure (0 allowed). */
const lastMonth = moneyField(0, {
  invalid: INCOME_MESSAGES.lastMonthInvalid,
  tooPrecise: INCOME_MESSAGES.amountTooPrecise,
  tooLarge: INCOME_MESSAGES.amountTooLarge,
});

const hoursField = z
  .custom<number | string>((value) => typeof value === 'number' || typeof value === 'string', {
    error: INCOME_MESSAGES.hoursRequired,
  })
  .transform((value, ctx) => {
    const hundredths = hoursToHundredths(value);
    if (hundredths === null || hundredths < 1 || hundredths > MAX_HOURS_PER_WEEK * 100) {
      ctx.addIssue({ code: 'custom', message: INCOME_MESSAGES.hoursRequired, input: value });
      return z.NEVER;
    }
    return centsToAmountText(hundredths);
  });

/** Blank form fields arrive as '' or null: both mean "not given". */
const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

export const incomeSourceInputSchema = z
  .object({
    name: requiredText(INCOME_MESSAGES.nameRequired, nameLimit),
    type: z.enum(INCOME_TYPES, { error: INCOME_MESSAGES.typeInvalid }),
    amount,
    frequency: z.enum(INCOME_FREQUENCIES, { error: INCOME_MESSAGES.frequencyInvalid }),
    hours_per_week: z.preprocess(blankToNull, hoursField.nullable()),
    last_month: z.preprocess(blankToNull, lastMonth.nullable()),
  })
  .superRefine((values, ctx) => {
    if (values.frequency === 'hourly' && values.hours_per_week === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['hours_per_week'],
        message: INCOME_MESSAGES.hoursRequired,
      });
    }
    if (values.frequency !== 'hourly' && values.hours_per_week !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['hours_per_week'],
        message: INCOME_MESSAGES.hoursNotHourly,
      });
    }
  });
export type IncomeSourceInput = z.input<typeof incomeSourceInputSchema>;
export type IncomeSourceValues = z.output<typeof incomeSourceInputSchema>;

export const incomeDeductionInputSchema = z.object({
  name: requiredText(INCOME_MESSAGES.nameRequired, nameLimit),
  type: z.enum(DEDUCTION_TYPES, { error: INCOME_MESSAGES.typeInvalid }),
  amount,
  frequency: z.enum(DEDUCTION_FREQUENCIES, { error: INCOME_MESSAGES.frequencyInvalid }),
});
export type IncomeDeductionInput = z.input<typeof incomeDeductionInputSchema>;
export type IncomeDeductionValues = z.output<typeof incomeDeductionInputSchema>;

export const incomeSourceDtoSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(INCOME_TYPES),
  amount: z.string(),
  frequency: z.enum(INCOME_FREQUENCIES),
  hours_per_week: z.string().nullable(),
  last_month: z.string().nullable(),
  monthly_amount: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type IncomeSourceDto = z.infer<typeof incomeSourceDtoSchema>;

export const incomeDeductionDtoSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(DEDUCTION_TYPES),
  amount: z.string(),
  frequency: z.enum(INCOME_FREQUENCIES),
  monthly_amount: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type IncomeDeductionDto = z.infer<typeof incomeDeductionDtoSchema>;

/** GET /api/income. */
export const incomeResponseSchema = z.object({
  sources: z.array(incomeSourceDtoSchema),
  deductions: z.array(incomeDeductionDtoSchema),
  monthly_total: z.string(),
  deductions_total: z.string(),
});
export type IncomeResponse = z.infer<typeof incomeResponseSchema>;

export const INCOME_TYPE_LABELS: Readonly<Record<IncomeType, string>> = {
  salary: 'Salary or wages',
  overtime: 'Overtime',
  commissions: 'Commissions and bonuses',
  self_employment: 'Self-employment',
  rental: 'Rental income',
  investment: 'Interest and dividends',
  pension: 'Pension or retirement',
  social_security: 'Social Security',
  disability: 'Disability',
  unemployment: 'Unemployment',
  support_received: 'Support received',
  other: 'Other income',
};

export const DEDUCTION_TYPE_LABELS: Readonly<Record<DeductionType, string>> = {
  taxes: 'Taxes',
  required_retirement: 'Required retirement',
  union_dues: 'Union dues',
  health_insurance: 'Health insurance',
  other: 'Other required deduction',
};

export const FREQUENCY_LABELS: Readonly<Record<IncomeFrequency, string>> = {
  weekly: 'Every week',
  biweekly: 'Every two weeks',
  semimonthly: 'Twice a month',
  monthly: 'Every month',
  quarterly: 'Every three months',
  yearly: 'Every year',
  hourly: 'By the hour',
};

export const INCOME_TYPE_LABELS_ES: Readonly<Record<IncomeType, string>> = {
  salary: 'Sueldo o salario',
  overtime: 'Horas extra',
  commissions: 'Comisiones y bonos',
  self_employment: 'Trabajo por cuenta propia',
  rental: 'Ingresos por alquiler',
  investment: 'Intereses y dividendos',
  pension: 'Pensión o jubilación',
  social_security: 'Seguro Social',
  disability: 'Discapacidad',
  unemployment: 'Desempleo',
  support_received: 'Manutención recibida',
  other: 'Otros ingresos',
};

export const DEDUCTION_TYPE_LABELS_ES: Readonly<Record<DeductionType, string>> = {
  taxes: 'Impuestos',
  required_retirement: 'Jubilación obligatoria',
  union_dues: 'Cuotas sindicales',
  health_insurance: 'Seguro médico',
  other: 'Otra deducción obligatoria',
};

export const FREQUENCY_LABELS_ES: Readonly<Record<IncomeFrequency, string>> = {
  weekly: 'Cada semana',
  biweekly: 'Cada dos semanas',
  semimonthly: 'Dos veces al mes',
  monthly: 'Cada mes',
  quarterly: 'Cada tres meses',
  yearly: 'Cada año',
  hourly: 'Por hora',
};

export const incomeTypeName = labelIn(INCOME_TYPE_LABELS, INCOME_TYPE_LABELS_ES);
export const deductionTypeName = labelIn(DEDUCTION_TYPE_LABELS, DEDUCTION_TYPE_LABELS_ES);
export const frequencyName = labelIn(FREQUENCY_LABELS, FREQUENCY_LABELS_ES);
