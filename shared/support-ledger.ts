/**
 * The support ledger's arithmetic (docs/support.md): when an order's dues fall, and how payments
 * are allocated to them the way state disbursement units do it. Pure, exact in integer cents, and
 * the only place either is computed: the server's ledger, the PDF, the CSV and the shared view
 * all read its answer.
 *
 * Dates are calendar dates ('YYYY-MM-DD'); day arithmetic runs on UTC day numbers, so no
 * timezone or daylight-saving change can move a due.
 */

export const SUPPORT_FREQUENCIES = ['weekly', 'biweekly', 'semimonthly', 'monthly'] as const;
export type SupportFrequency = (typeof SUPPORT_FREQUENCIES)[number];

/** An order's payment schedule from `from` (inclusive; null: from its first due date). */
export interface SupportTerm {
  from: string | null;
  amount_cents: number;
  frequency: SupportFrequency;
  first_due: string;
}

export interface LedgerOrder {
  id: number;
  /** In the order they took effect; each applies until the next one's `from`. */
  terms: readonly SupportTerm[];
  /** The last day a due can fall on (inclusive), or null. */
  end_date: string | null;
}

export interface LedgerPayment {
  id: number;
  order_id: number;
  date: string;
  amount_cents: number;
}

export interface LedgerDue {
  order_id: number;
  due_date: string;
  amount_cents: number;
  allocated_cents: number;
  status: 'paid' | 'partial' | 'unpaid';
}

export interface LedgerMonth {
  order_id: number;
  /** 'YYYY-MM'. */
  month: string;
  due_cents: number;
  paid_cents: number;
  /** The unpaid dues as they stood at the month's last day (later payments do not change it). */
  arrears_end_cents: number;
}

export interface PaymentAllocation {
  payment_id: number;
  order_id: number;
  allocated_cents: number;
  /** What is left of the payment after everything due through the ledger's date. */
  credit_cents: number;
}

export interface OrderBalance {
  order_id: number;
  due_cents: number;
  paid_cents: number;
  arrears_cents: number;
  credit_cents: number;
}

export interface Ledger {
  dues: LedgerDue[];
  months: LedgerMonth[];
  payments: PaymentAllocation[];
  orders: OrderBalance[];
}

const DAY_MS = 86_400_000;

function dayNumber(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  return Math.round(utc.getTime() / DAY_MS);
}

function dateOfDayNumber(days: number): string {
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function dateIn(year: number, month: number, day: number): string {
  const clamped = Math.min(day, daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(clamped).padStart(2, '0')}`;
}

/** 'YYYY-MM' of a calendar date. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** The last day of a 'YYYY-MM' month. */
export function monthEnd(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return dateIn(year, monthNumber, 31);
}

/** The 'YYYY-MM' after one. */
export function nextMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return monthNumber === 12
    ? `${String(year + 1).padStart(4, '0')}-01`
    : `${String(year).padStart(4, '0')}-${String(monthNumber + 1).padStart(2, '0')}`;
}

/** `date` moved by `days` (negative moves back). */
export function addDays(date: string, days: number): string {
  return dateOfDayNumber(dayNumber(date) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/**
 * Every due date of a schedule from its first due through `through` (inclusive), in order.
 * Weekly and every two weeks: every 7 or 14 days. Monthly: the first due's day of each month, the
 * month's last day when it is shorter. Twice a month: days d and d + 15 when the first due's day d
 * is at most 15, else d − 15 and d, each clamped to the month's last day.
 */
export function dueDates(firstDue: string, frequency: SupportFrequency, through: string): string[] {
  const dates: string[] = [];
  if (through < firstDue) return dates;
  if (frequency === 'weekly' || frequency === 'biweekly') {
    const step = frequency === 'weekly' ? 7 : 14;
    const last = dayNumber(through);
    for (let day = dayNumber(firstDue); day <= last; day += step) dates.push(dateOfDayNumber(day));
    return dates;
  }
  const [startYear, startMonth, day] = firstDue.split('-').map(Number) as [number, number, number];
  const days = frequency === 'monthly' ? [day] : day <= 15 ? [day, day + 15] : [day - 15, day];
  for (let year = startYear, month = startMonth; ;) {
    for (const dayOfMonth of days) {
      const date = dateIn(year, month, dayOfMonth);
      if (date > through) return dates;
      if (date >= firstDue) dates.push(date);
    }
    month += 1;
    if (month === 13) [year, month] = [year + 1, 1];
  }
}

/**
 * An order's dues through `through`: each term's schedule from its `from` to the next term's,
 * none after the order's end date. Dues are generated, never stored, so an edit that takes effect
 * on a date changes the dues from that date on and no earlier one.
 */
export function orderDues(
  order: LedgerOrder,
  through: string,
): { due_date: string; amount_cents: number }[] {
  const last = order.end_date !== null && order.end_date < through ? order.end_date : through;
  const dues: { due_date: string; amount_cents: number }[] = [];
  order.terms.forEach((term, index) => {
    const next = order.terms[index + 1]?.from ?? null;
    for (const date of dueDates(term.first_due, term.frequency, last)) {
      if (term.from !== null && date < term.from) continue;
      if (next !== null && date >= next) break;
      dues.push({ due_date: date, amount_cents: term.amount_cents });
    }
  });
  return dues;
}

interface OpenDue extends LedgerDue {
  month: string;
}

/** Allocations made on one date, for the month-end arrears. */
interface Allocation {
  date: string;
  cents: number;
}

/**
 * Allocates one order's payments to its dues through `through`, as state disbursement units do:
 * payments in date order (then by id); each pays first the unpaid dues of its own calendar month,
 * earliest first, then earlier unpaid dues, oldest first; what is left is credit, which pays
 * later dues on the day they fall due.
 */
function allocateOrder(
  order: LedgerOrder,
  payments: readonly LedgerPayment[],
  through: string,
): Ledger {
  const dues: OpenDue[] = orderDues(order, through).map((due) => ({
    order_id: order.id,
    due_date: due.due_date,
    amount_cents: due.amount_cents,
    allocated_cents: 0,
    status: 'unpaid',
    month: monthOf(due.due_date),
  }));
  const paid = payments
    .filter((payment) => payment.order_id === order.id && payment.date <= through)
    .sort((a, b) => (a.date === b.date ? a.id - b.id : a.date < b.date ? -1 : 1));
  const allocations: Allocation[] = [];
  const results: PaymentAllocation[] = [];
  // Credit waits, oldest payment first, for the dues still to fall.
  const credit: { result: PaymentAllocation }[] = [];
  let nextDue = 0;

  const pay = (due: OpenDue, available: number, date: string): number => {
    const cents = Math.min(available, due.amount_cents - due.allocated_cents);
    if (cents <= 0) return 0;
    due.allocated_cents += cents;
    allocations.push({ date, cents });
    return cents;
  };

  // Dues falling due on a date are met by waiting credit before that date's payments arrive.
  const fallDueThrough = (date: string) => {
    for (; nextDue < dues.length && dues[nextDue]!.due_date <= date; nextDue += 1) {
      const due = dues[nextDue]!;
      for (const held of credit) {
        if (due.allocated_cents === due.amount_cents) break;
        const cents = pay(due, held.result.credit_cents, due.due_date);
        held.result.credit_cents -= cents;
        held.result.allocated_cents += cents;
      }
      while (credit.length > 0 && credit[0]!.result.credit_cents === 0) credit.shift();
    }
  };

  // Where each month's dues begin in the list, and the oldest due not yet fully paid.
  const monthStart = new Map<string, number>();
  dues.forEach((due, index) => {
    if (!monthStart.has(due.month)) monthStart.set(due.month, index);
  });
  let oldestUnpaid = 0;

  for (const payment of paid) {
    fallDueThrough(payment.date);
    const month = monthOf(payment.date);
    let left = payment.amount_cents;
    const start = monthStart.get(month);
    for (let index = start ?? dues.length; left > 0 && dues[index]?.month === month; index += 1) {
      left -= pay(dues[index]!, left, payment.date);
    }
    for (let index = oldestUnpaid; left > 0 && index < dues.length; index += 1) {
      if (dues[index]!.month >= month) break;
      left -= pay(dues[index]!, left, payment.date);
    }
    while (
      oldestUnpaid < dues.length &&
      dues[oldestUnpaid]!.allocated_cents === dues[oldestUnpaid]!.amount_cents
    ) {
      oldestUnpaid += 1;
    }
    const result = {
      payment_id: payment.id,
      order_id: order.id,
      allocated_cents: payment.amount_cents - left,
      credit_cents: left,
    };
    results.push(result);
    if (left > 0) credit.push({ result });
  }
  fallDueThrough(through);

  for (const due of dues) {
    due.status =
      due.allocated_cents === due.amount_cents
        ? 'paid'
        : due.allocated_cents === 0
          ? 'unpaid'
          : 'partial';
  }
  const months = ledgerMonths(order.id, dues, paid, allocations, through);
  const dueTotal = dues.reduce((sum, due) => sum + due.amount_cents, 0);
  const allocatedTotal = dues.reduce((sum, due) => sum + due.allocated_cents, 0);
  return {
    dues: dues.map(({ month: _month, ...due }) => due),
    months,
    payments: results,
    orders: [
      {
        order_id: order.id,
        due_cents: dueTotal,
        paid_cents: paid.reduce((sum, payment) => sum + payment.amount_cents, 0),
        arrears_cents: dueTotal - allocatedTotal,
        credit_cents: results.reduce((sum, result) => sum + result.credit_cents, 0),
      },
    ],
  };
}

/** One row per month from the order's first due or payment to the ledger's date. */
function ledgerMonths(
  orderId: number,
  dues: readonly OpenDue[],
  payments: readonly LedgerPayment[],
  allocations: readonly Allocation[],
  through: string,
): LedgerMonth[] {
  const starts = [dues[0]?.due_date, payments[0]?.date].filter(
    (date): date is string => date !== undefined,
  );
  if (starts.length === 0) return [];
  const last = monthOf(through);
  const months: LedgerMonth[] = [];
  let dueSoFar = 0;
  let allocatedSoFar = 0;
  let dueIndex = 0;
  let paymentIndex = 0;
  let allocationIndex = 0;
  const sortedAllocations = [...allocations].sort((a, b) => (a.date < b.date ? -1 : 1));
  for (let month = monthOf(starts.sort()[0]!); month <= last; month = nextMonth(month)) {
    const end = monthEnd(month);
    let due = 0;
    let paid = 0;
    for (; dueIndex < dues.length && dues[dueIndex]!.month === month; dueIndex += 1) {
      due += dues[dueIndex]!.amount_cents;
    }
    for (; paymentIndex < payments.length && monthOf(payments[paymentIndex]!.date) === month;) {
      paid += payments[paymentIndex]!.amount_cents;
      paymentIndex += 1;
    }
    for (
      ;
      allocationIndex < sortedAllocations.length && sortedAllocations[allocationIndex]!.date <= end;
      allocationIndex += 1
    ) {
      allocatedSoFar += sortedAllocations[allocationIndex]!.cents;
    }
    dueSoFar += due;
    months.push({
      order_id: orderId,
      month,
      due_cents: due,
      paid_cents: paid,
      arrears_end_cents: dueSoFar - allocatedSoFar,
    });
  }
  return months;
}

/** The ledger of every order through `through` (inclusive): dues, months, payments, balances. */
export function buildLedger(
  orders: readonly LedgerOrder[],
  payments: readonly LedgerPayment[],
  through: string,
): Ledger {
  const ledger: Ledger = { dues: [], months: [], payments: [], orders: [] };
  for (const order of orders) {
    const part = allocateOrder(order, payments, through);
    ledger.dues.push(...part.dues);
    ledger.months.push(...part.months);
    ledger.payments.push(...part.payments);
    ledger.orders.push(...part.orders);
  }
  return ledger;
}
