/**
 * Support orders, payments and reimbursement requests (docs/support.md): the wire contracts, the
 * labels in both languages, the reimbursement request's states and its deadline clocks. The
 * ledger's arithmetic lives in shared/support-ledger.ts.
 */
import { z } from 'zod';
import { type Language, labelIn } from './language';
import { centsToAmountText, divideRoundingHalfAwayFromZero, requireAmountCents } from './money';
import {
  SUPPORT_FREQUENCIES,
  addDays,
  buildLedger,
  daysBetween,
  type LedgerOrder,
} from './support-ledger';
import { calendarDateField, moneyField, optionalText, requiredText, textLimit } from './validation';

export { SUPPORT_FREQUENCIES, type SupportFrequency } from './support-ledger';

export const SUPPORT_ORDER_TYPES = [
  'child_support',
  'spousal_support',
  'medical_support',
  'other',
] as const;
export type SupportOrderType = (typeof SUPPORT_ORDER_TYPES)[number];

/** Who pays the order, from the user's side. */
export const SUPPORT_PAYERS = ['me', 'other_party'] as const;
export type SupportPayer = (typeof SUPPORT_PAYERS)[number];

export const PAYMENT_METHODS = [
  'bank_transfer',
  'check',
  'cash',
  'payment_app',
  'wage_withholding',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const REIMBURSEMENT_STATUSES = [
  'requested',
  'partly_paid',
  'paid',
  'disputed',
  'resolved',
] as const;
export type ReimbursementStatus = (typeof REIMBURSEMENT_STATUSES)[number];

/** What a transition asks for; partly paid is where a payment short of the rest leads. */
export const REIMBURSEMENT_TARGETS = ['paid', 'disputed', 'resolved'] as const;
export type ReimbursementTarget = (typeof REIMBURSEMENT_TARGETS)[number];

export const DISPUTE_REASON_IDS = [
  'not_shared',
  'wrong_amount',
  'not_agreed',
  'duplicate',
  'other',
] as const;
export type DisputeReason = (typeof DISPUTE_REASON_IDS)[number];

/** The moves each state allows (a state not listed allows none). */
export const REIMBURSEMENT_MOVES: Readonly<
  Record<ReimbursementStatus, readonly ReimbursementTarget[]>
> = {
  requested: ['paid', 'disputed'],
  partly_paid: ['paid', 'disputed'],
  disputed: ['resolved', 'paid'],
  paid: [],
  resolved: [],
};

/** California's family law gives 30 days to send the itemised statement and 30 to pay it (docs/support.md). */
export const DEFAULT_CLOCK_DAYS = 30;
export const MAX_CLOCK_DAYS = 365;
/** The other party's share when nothing else is known. */
export const DEFAULT_SHARE_PERCENT = '50.00';

export const SUPPORT_CASE_NUMBER_MAX_LENGTH = 100;
export const SUPPORT_TEXT_MAX_LENGTH = 200;
export const SUPPORT_NOTE_MAX_LENGTH = 2000;
const caseNumberLimit = textLimit('Case number', SUPPORT_CASE_NUMBER_MAX_LENGTH);
const referenceLimit = textLimit('Reference', SUPPORT_TEXT_MAX_LENGTH);
const nameLimit = textLimit('Name', SUPPORT_TEXT_MAX_LENGTH);
const noteLimit = textLimit('Note', SUPPORT_NOTE_MAX_LENGTH);

export const SUPPORT_MESSAGES = {
  typeInvalid: 'Choose the kind of support',
  payerInvalid: 'Choose who pays',
  frequencyInvalid: 'Choose how often it is due',
  amountPositive: 'Amount must be positive',
  amountTooPrecise: 'Amount can have at most 2 decimal places',
  amountTooLarge: 'Amount must be at most 99,999,999.99',
  firstDueInvalid: 'First due date must be a date from 1950 to 2100',
  endDateInvalid: 'End date must be a date from 1950 to 2100',
  endBeforeFirstDue: 'End date cannot be before the first due date',
  effectiveFromInvalid: 'The change must take effect on a date from 1950 to 2100',
  caseNumberTooLong: caseNumberLimit.tooLong,
  caseNumberInvalidCharacter: caseNumberLimit.invalidCharacter,
  orderNotFound: 'Support order not found',
  orderHasPayments:
    'This order has payments, so it cannot be deleted. End it with an end date instead.',
  dateInvalid: 'Date must be a date from 1950 to 2100',
  methodInvalid: 'Choose how it was paid',
  referenceTooLong: referenceLimit.tooLong,
  referenceInvalidCharacter: referenceLimit.invalidCharacter,
  noteTooLong: noteLimit.tooLong,
  noteInvalidCharacter: noteLimit.invalidCharacter,
  orderIdInvalid: 'Choose the order this payment is for',
  paymentNotFound: 'Payment not found',
  throughInvalid: 'Through must be a date as YYYY-MM-DD, from 1950 to 2100',
  nameRequired: 'Name is required',
  nameTooLong: nameLimit.tooLong,
  nameInvalidCharacter: nameLimit.invalidCharacter,
  expenseOrName: 'Choose an expense, or give a name and an amount',
  expenseNotFound: 'Expense not found',
  sharePercentInvalid: 'Share must be a percentage from 0.01 to 100, with at most 2 decimals',
  requestedOnInvalid: 'Requested on must be a date from 1950 to 2100',
  clockDaysInvalid: 'Days must be a whole number from 1 to 365',
  reimbursementNotFound: 'Reimbursement request not found',
  targetInvalid: 'Choose paid, disputed or resolved',
  transitionNotAllowed: 'This request’s status does not allow that change',
  paidTooMuch: 'Amount paid cannot be more than what is still requested',
  reasonRequired: 'Choose why the request is disputed',
  otherNeedsNote: 'Say in the note why the request is disputed',
} as const;

const amount = moneyField(1, {
  invalid: SUPPORT_MESSAGES.amountPositive,
  tooPrecise: SUPPORT_MESSAGES.amountTooPrecise,
  tooLarge: SUPPORT_MESSAGES.amountTooLarge,
});

/** Blank form fields arrive as '' or null: both mean "not given". */
const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/**
 * The dates the ledger counts between: enough for any order a living person has, and a bound on
 * the dues one order can generate (weekly over 151 years is 7,880).
 */
export const SUPPORT_DATE_RANGE = { from: '1950-01-01', to: '2100-12-31' } as const;

/** A calendar date within SUPPORT_DATE_RANGE. */
export const supportDate = (message: string) =>
  calendarDateField(message).refine(
    (date) => date >= SUPPORT_DATE_RANGE.from && date <= SUPPORT_DATE_RANGE.to,
    { error: message },
  );

const optionalDate = (message: string) =>
  z.preprocess(blankToNull, supportDate(message).nullable());

export const supportOrderInputSchema = z
  .object({
    type: z.enum(SUPPORT_ORDER_TYPES, { error: SUPPORT_MESSAGES.typeInvalid }),
    payer: z.enum(SUPPORT_PAYERS, { error: SUPPORT_MESSAGES.payerInvalid }),
    amount,
    frequency: z.enum(SUPPORT_FREQUENCIES, { error: SUPPORT_MESSAGES.frequencyInvalid }),
    first_due: supportDate(SUPPORT_MESSAGES.firstDueInvalid),
    end_date: optionalDate(SUPPORT_MESSAGES.endDateInvalid),
    case_number: optionalText(SUPPORT_MESSAGES.caseNumberTooLong, caseNumberLimit),
  })
  .superRefine((values, ctx) => {
    if (values.end_date !== null && values.end_date < values.first_due) {
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: SUPPORT_MESSAGES.endBeforeFirstDue,
      });
    }
  });
export type SupportOrderInput = z.input<typeof supportOrderInputSchema>;
export type SupportOrderValues = z.output<typeof supportOrderInputSchema>;

/** PUT also says from when a change of amount, frequency or first due applies (default today). */
export const supportOrderUpdateSchema = supportOrderInputSchema.and(
  z.object({ effective_from: optionalDate(SUPPORT_MESSAGES.effectiveFromInvalid) }),
);
export type SupportOrderUpdateValues = z.output<typeof supportOrderUpdateSchema>;

const positiveId = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, { error: message });

export const supportPaymentInputSchema = z.object({
  order_id: positiveId(SUPPORT_MESSAGES.orderIdInvalid),
  date: supportDate(SUPPORT_MESSAGES.dateInvalid),
  amount,
  method: z.enum(PAYMENT_METHODS, { error: SUPPORT_MESSAGES.methodInvalid }),
  reference: optionalText(SUPPORT_MESSAGES.referenceTooLong, referenceLimit),
  note: optionalText(SUPPORT_MESSAGES.noteTooLong, noteLimit),
});
export type SupportPaymentInput = z.input<typeof supportPaymentInputSchema>;
export type SupportPaymentValues = z.output<typeof supportPaymentInputSchema>;

/** A percentage with at most two decimals, 0.01–100, as the numeric(5,2) text ("33.33"). */
const sharePercentField = z
  .custom<number | string>((value) => typeof value === 'number' || typeof value === 'string', {
    error: SUPPORT_MESSAGES.sharePercentInvalid,
  })
  .transform((value, ctx) => {
    const hundredths = percentToHundredths(value);
    if (hundredths === null || hundredths < 1 || hundredths > 10_000) {
      ctx.addIssue({ code: 'custom', message: SUPPORT_MESSAGES.sharePercentInvalid, input: value });
      return z.NEVER;
    }
    return centsToAmountText(hundredths);
  });

/** "33.33" or 50 → hundredths of a percent; null when not a number with ≤ 2 decimals. */
export function percentToHundredths(value: unknown): number | null {
  const text =
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const clockDays = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? DEFAULT_CLOCK_DAYS : value),
  z
    .number({ error: SUPPORT_MESSAGES.clockDaysInvalid })
    .int({ error: SUPPORT_MESSAGES.clockDaysInvalid })
    .min(1, { error: SUPPORT_MESSAGES.clockDaysInvalid })
    .max(MAX_CLOCK_DAYS, { error: SUPPORT_MESSAGES.clockDaysInvalid }),
);

export const reimbursementInputSchema = z
  .object({
    expense_id: z.preprocess(blankToNull, positiveId(SUPPORT_MESSAGES.expenseNotFound).nullable()),
    name: z.preprocess(
      blankToNull,
      requiredText(SUPPORT_MESSAGES.nameRequired, nameLimit).nullable(),
    ),
    amount: z.preprocess(blankToNull, amount.nullable()),
    share_percent: z.preprocess(blankToNull, sharePercentField.nullable()),
    requested_on: supportDate(SUPPORT_MESSAGES.requestedOnInvalid),
    statement_days: clockDays,
    payment_days: clockDays,
  })
  .superRefine((values, ctx) => {
    const hasNameAndAmount = values.name !== null && values.amount !== null;
    const hasNeither = values.name === null && values.amount === null;
    if (values.expense_id === null ? !hasNameAndAmount : !hasNeither) {
      ctx.addIssue({
        code: 'custom',
        path: ['expense_id'],
        message: SUPPORT_MESSAGES.expenseOrName,
      });
    }
  });
export type ReimbursementInput = z.input<typeof reimbursementInputSchema>;
export type ReimbursementValues = z.output<typeof reimbursementInputSchema>;

export const reimbursementTransitionSchema = z
  .object({
    to: z.enum(REIMBURSEMENT_TARGETS, { error: SUPPORT_MESSAGES.targetInvalid }),
    amount: z.preprocess(blankToNull, amount.nullable()),
    reason: z.preprocess(
      blankToNull,
      z.enum(DISPUTE_REASON_IDS, { error: SUPPORT_MESSAGES.reasonRequired }).nullable(),
    ),
    note: optionalText(SUPPORT_MESSAGES.noteTooLong, noteLimit),
  })
  .superRefine((values, ctx) => {
    if (values.to === 'disputed' && values.reason === null) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: SUPPORT_MESSAGES.reasonRequired });
    }
    if (values.to === 'disputed' && values.reason === 'other' && values.note === null) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: SUPPORT_MESSAGES.otherNeedsNote });
    }
  });
export type ReimbursementTransition = z.output<typeof reimbursementTransitionSchema>;

export const ledgerQuerySchema = z.object({
  through: z.preprocess(
    (value) => (value === undefined || value === '' ? null : value),
    z
      .string({ error: SUPPORT_MESSAGES.throughInvalid })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: SUPPORT_MESSAGES.throughInvalid })
      .pipe(supportDate(SUPPORT_MESSAGES.throughInvalid))
      .nullable(),
  ),
});

/** The other party's share of an amount: amount × percent ÷ 100, rounded half away from zero once. */
export function requestedAmountCents(amountCents: number, sharePercent: string): number {
  const hundredths = percentToHundredths(sharePercent);
  if (hundredths === null) throw new TypeError(`Not a share: ${sharePercent}`);
  return Number(divideRoundingHalfAwayFromZero(BigInt(amountCents) * BigInt(hundredths), 10_000n));
}

export type TransitionOutcome =
  | { ok: true; status: ReimbursementStatus; paid_cents: number }
  | { ok: false; reason: 'not_allowed' }
  | { ok: false; reason: 'paid_too_much'; still_requested_cents: number };

/**
 * Where a transition leads: paid with an amount short of what is still requested is partly paid
 * (another payment later may complete it); paid without an amount pays the rest.
 */
export function reimbursementTransition(
  status: ReimbursementStatus,
  requestedCents: number,
  paidCents: number,
  to: ReimbursementTarget,
  amountCents: number | null,
): TransitionOutcome {
  if (!REIMBURSEMENT_MOVES[status].includes(to)) return { ok: false, reason: 'not_allowed' };
  if (to !== 'paid') return { ok: true, status: to, paid_cents: paidCents };
  const rest = requestedCents - paidCents;
  const payment = amountCents ?? rest;
  if (payment > rest) return { ok: false, reason: 'paid_too_much', still_requested_cents: rest };
  const total = paidCents + payment;
  return { ok: true, status: total === requestedCents ? 'paid' : 'partly_paid', paid_cents: total };
}

/** The request's clocks: statement by the expense's date + its days; payment by the request + its days. */
export function reimbursementDeadlines(request: {
  expense_date: string | null;
  requested_on: string;
  statement_days: number;
  payment_days: number;
}): { statement_due: string | null; payment_due: string } {
  return {
    statement_due:
      request.expense_date === null ? null : addDays(request.expense_date, request.statement_days),
    payment_due: addDays(request.requested_on, request.payment_days),
  };
}

/** Days from `today` to a deadline: positive ahead, 0 today, negative past it. */
export function daysLeft(today: string, deadline: string): number {
  return daysBetween(today, deadline);
}

/** A request still waiting for the other party: requested or partly paid. */
export function isWaiting(status: ReimbursementStatus): boolean {
  return status === 'requested' || status === 'partly_paid';
}

const termSchema = z.object({
  from: z.string().nullable(),
  amount: z.string(),
  frequency: z.enum(SUPPORT_FREQUENCIES),
  first_due: z.string(),
});
export type SupportTermDto = z.infer<typeof termSchema>;

export const supportOrderDtoSchema = z.object({
  id: z.number(),
  type: z.enum(SUPPORT_ORDER_TYPES),
  payer: z.enum(SUPPORT_PAYERS),
  amount: z.string(),
  frequency: z.enum(SUPPORT_FREQUENCIES),
  first_due: z.string(),
  end_date: z.string().nullable(),
  case_number: z.string().nullable(),
  /** Every schedule the order has had, the current one last. */
  terms: z.array(termSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SupportOrderDto = z.infer<typeof supportOrderDtoSchema>;

export const supportPaymentDtoSchema = z.object({
  id: z.number(),
  order_id: z.number(),
  date: z.string(),
  amount: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** How many documents prove it (the list's answer; 0 in a write's). */
  document_count: z.number().int().nonnegative().default(0),
});
export type SupportPaymentDto = z.infer<typeof supportPaymentDtoSchema>;

const reimbursementEventSchema = z.object({
  status: z.enum(REIMBURSEMENT_STATUSES),
  on: z.string(),
  amount: z.string().nullable(),
  reason: z.enum(DISPUTE_REASON_IDS).nullable(),
  note: z.string().nullable(),
});
export type ReimbursementEvent = z.infer<typeof reimbursementEventSchema>;

export const reimbursementDtoSchema = z.object({
  id: z.number(),
  expense_id: z.number().nullable(),
  name: z.string(),
  category: z.string().nullable(),
  expense_date: z.string().nullable(),
  amount: z.string(),
  share_percent: z.string(),
  requested_amount: z.string(),
  paid_amount: z.string(),
  requested_on: z.string(),
  status: z.enum(REIMBURSEMENT_STATUSES),
  dispute_reason: z.enum(DISPUTE_REASON_IDS).nullable(),
  note: z.string().nullable(),
  statement_days: z.number(),
  payment_days: z.number(),
  statement_due: z.string().nullable(),
  payment_due: z.string(),
  events: z.array(reimbursementEventSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ReimbursementDto = z.infer<typeof reimbursementDtoSchema>;

export const reimbursementListSchema = z.object({
  requests: z.array(reimbursementDtoSchema),
  /** The share last asked for in each expense category, which the next request starts from. */
  presets: z.record(z.string(), z.string()),
});
export type ReimbursementList = z.infer<typeof reimbursementListSchema>;

export const supportOrdersResponseSchema = z.object({
  orders: z.array(supportOrderDtoSchema),
});

export const supportPaymentsResponseSchema = z.object({
  payments: z.array(supportPaymentDtoSchema),
});

/** GET /api/support/ledger: money as decimal strings. */
export const supportLedgerSchema = z.object({
  through: z.string(),
  dues: z.array(
    z.object({
      order_id: z.number(),
      due_date: z.string(),
      amount: z.string(),
      allocated: z.string(),
      status: z.enum(['paid', 'partial', 'unpaid']),
    }),
  ),
  months: z.array(
    z.object({
      order_id: z.number(),
      month: z.string(),
      due: z.string(),
      paid: z.string(),
      arrears_end: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      payment_id: z.number(),
      order_id: z.number(),
      allocated: z.string(),
      credit: z.string(),
    }),
  ),
  orders: z.array(
    z.object({
      order_id: z.number(),
      payer: z.enum(SUPPORT_PAYERS),
      due: z.string(),
      paid: z.string(),
      arrears: z.string(),
      credit: z.string(),
    }),
  ),
  arrears: z.string(),
  credit: z.string(),
  arrears_i_owe: z.string(),
  credit_i_hold: z.string(),
});
export type SupportLedgerDto = z.infer<typeof supportLedgerSchema>;

/** Everything the Support page and the shared view read, in one answer. */
export const supportOverviewSchema = z.object({
  orders: z.array(supportOrderDtoSchema),
  payments: z.array(supportPaymentDtoSchema),
  ledger: supportLedgerSchema,
  reimbursements: reimbursementListSchema,
});
export type SupportOverview = z.infer<typeof supportOverviewSchema>;

/** An order as the ledger reads it. */
export function ledgerOrderOf(order: SupportOrderDto): LedgerOrder {
  return {
    id: order.id,
    end_date: order.end_date,
    terms: order.terms.map((term) => ({
      from: term.from,
      amount_cents: requireAmountCents(term.amount),
      frequency: term.frequency,
      first_due: term.first_due,
    })),
  };
}

/**
 * GET /api/support/ledger's answer through a date: the ledger of shared/support-ledger.ts in
 * decimal strings, with each order's payer, and the totals split by who pays: `arrears` and
 * `credit` over the orders the other party pays, `arrears_i_owe` and `credit_i_hold` over hers.
 */
export function supportLedger(
  orders: readonly SupportOrderDto[],
  payments: readonly SupportPaymentDto[],
  through: string,
): SupportLedgerDto {
  const ledger = buildLedger(
    orders.map(ledgerOrderOf),
    payments.map((payment) => ({
      id: payment.id,
      order_id: payment.order_id,
      date: payment.date,
      amount_cents: requireAmountCents(payment.amount),
    })),
    through,
  );
  const payerOf = new Map(orders.map((order) => [order.id, order.payer]));
  const total = (payer: SupportPayer, field: 'arrears_cents' | 'credit_cents') =>
    centsToAmountText(
      ledger.orders
        .filter((order) => payerOf.get(order.order_id) === payer)
        .reduce((sum, order) => sum + order[field], 0),
    );
  return {
    through,
    dues: ledger.dues.map((due) => ({
      order_id: due.order_id,
      due_date: due.due_date,
      amount: centsToAmountText(due.amount_cents),
      allocated: centsToAmountText(due.allocated_cents),
      status: due.status,
    })),
    months: ledger.months.map((month) => ({
      order_id: month.order_id,
      month: month.month,
      due: centsToAmountText(month.due_cents),
      paid: centsToAmountText(month.paid_cents),
      arrears_end: centsToAmountText(month.arrears_end_cents),
    })),
    payments: ledger.payments.map((payment) => ({
      payment_id: payment.payment_id,
      order_id: payment.order_id,
      allocated: centsToAmountText(payment.allocated_cents),
      credit: centsToAmountText(payment.credit_cents),
    })),
    orders: ledger.orders.map((order) => ({
      order_id: order.order_id,
      payer: payerOf.get(order.order_id)!,
      due: centsToAmountText(order.due_cents),
      paid: centsToAmountText(order.paid_cents),
      arrears: centsToAmountText(order.arrears_cents),
      credit: centsToAmountText(order.credit_cents),
    })),
    arrears: total('other_party', 'arrears_cents'),
    credit: total('other_party', 'credit_cents'),
    arrears_i_owe: total('me', 'arrears_cents'),
    credit_i_hold: total('me', 'credit_cents'),
  };
}

export const SUPPORT_ORDER_TYPE_LABELS: Readonly<Record<SupportOrderType, string>> = {
  child_support: 'Child support',
  spousal_support: 'Spousal support',
  medical_support: 'Medical support',
  other: 'Other add-on',
};
export const SUPPORT_ORDER_TYPE_LABELS_ES: Readonly<Record<SupportOrderType, string>> = {
  child_support: 'Manutención de los hijos',
  spousal_support: 'Manutención del cónyuge',
  medical_support: 'Manutención médica',
  other: 'Otro adicional',
};

export const SUPPORT_PAYER_LABELS: Readonly<Record<SupportPayer, string>> = {
  me: 'I pay',
  other_party: 'The other party pays',
};
export const SUPPORT_PAYER_LABELS_ES: Readonly<Record<SupportPayer, string>> = {
  me: 'Yo pago',
  other_party: 'La otra parte paga',
};

export const SUPPORT_FREQUENCY_LABELS: Readonly<
  Record<(typeof SUPPORT_FREQUENCIES)[number], string>
> = {
  weekly: 'Every week',
  biweekly: 'Every two weeks',
  semimonthly: 'Twice a month',
  monthly: 'Every month',
};
export const SUPPORT_FREQUENCY_LABELS_ES: Readonly<
  Record<(typeof SUPPORT_FREQUENCIES)[number], string>
> = {
  weekly: 'Cada semana',
  biweekly: 'Cada dos semanas',
  semimonthly: 'Dos veces al mes',
  monthly: 'Cada mes',
};

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  bank_transfer: 'Bank transfer',
  check: 'Check',
  cash: 'Cash',
  payment_app: 'Payment app',
  wage_withholding: 'Wage withholding',
};
export const PAYMENT_METHOD_LABELS_ES: Readonly<Record<PaymentMethod, string>> = {
  bank_transfer: 'Transferencia bancaria',
  check: 'Cheque',
  cash: 'Efectivo',
  payment_app: 'Aplicación de pagos',
  wage_withholding: 'Retención del salario',
};

export const REIMBURSEMENT_STATUS_LABELS: Readonly<Record<ReimbursementStatus, string>> = {
  requested: 'Requested',
  partly_paid: 'Partly paid',
  paid: 'Paid',
  disputed: 'Disputed',
  resolved: 'Resolved',
};
export const REIMBURSEMENT_STATUS_LABELS_ES: Readonly<Record<ReimbursementStatus, string>> = {
  requested: 'Solicitado',
  partly_paid: 'Pagado en parte',
  paid: 'Pagado',
  disputed: 'En disputa',
  resolved: 'Resuelto',
};

export const DISPUTE_REASON_LABELS: Readonly<Record<DisputeReason, string>> = {
  not_shared: 'Not a shared expense',
  wrong_amount: 'Wrong amount',
  not_agreed: 'Not agreed beforehand',
  duplicate: 'Duplicate',
  other: 'Other reason',
};
export const DISPUTE_REASON_LABELS_ES: Readonly<Record<DisputeReason, string>> = {
  not_shared: 'No es un gasto compartido',
  wrong_amount: 'Importe equivocado',
  not_agreed: 'No se acordó antes',
  duplicate: 'Duplicado',
  other: 'Otro motivo',
};

export const supportOrderTypeName = labelIn(
  SUPPORT_ORDER_TYPE_LABELS,
  SUPPORT_ORDER_TYPE_LABELS_ES,
);
export const supportPayerName = labelIn(SUPPORT_PAYER_LABELS, SUPPORT_PAYER_LABELS_ES);
export const supportFrequencyName = labelIn(SUPPORT_FREQUENCY_LABELS, SUPPORT_FREQUENCY_LABELS_ES);
export const paymentMethodName = labelIn(PAYMENT_METHOD_LABELS, PAYMENT_METHOD_LABELS_ES);
/** "Child support #3": how the page, the statement and the CSV name an order. */
export function supportOrderName(
  order: Pick<SupportOrderDto, 'id' | 'type'>,
  language: Language = 'en',
): string {
  return `${supportOrderTypeName(order.type, language)} #${order.id}`;
}

export const reimbursementStatusName = labelIn(
  REIMBURSEMENT_STATUS_LABELS,
  REIMBURSEMENT_STATUS_LABELS_ES,
);
export const disputeReasonName = labelIn(DISPUTE_REASON_LABELS, DISPUTE_REASON_LABELS_ES);
