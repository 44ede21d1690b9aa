/**
 * The figures at the top of the Support page, from GET /api/support's answer: what fell due and
 * what was paid in the ledger's month, what is behind and what is credit on each side, and the
 * reimbursement requests still waiting. Sums in integer cents (shared/money.ts).
 */
import { centsToAmountText, requireAmountCents, sumAmountTexts } from '@shared/money';
import { isWaiting, type ReimbursementDto, type SupportOverview } from '@shared/support';
import { monthOf } from '@shared/support-ledger';

export interface SupportSummary {
  /** 'YYYY-MM' of the ledger's date: "this month". */
  month: string;
  /** This month's dues and payments over every order, and on each side. */
  dueThisMonth: string;
  paidThisMonth: string;
  dueTheirs: string;
  dueMine: string;
  paidTheirs: string;
  paidMine: string;
  /** Which sides her orders have: the other party pays, she pays. */
  hasTheirs: boolean;
  hasMine: boolean;
  /** Behind and credit on the orders the other party pays, and on hers. */
  arrearsTheirs: string;
  arrearsMine: string;
  creditTheirs: string;
  creditMine: string;
  /** Requests still waiting for the other party (requested or partly paid). */
  waitingCount: number;
  /** What those requests still ask for: requested less paid. */
  waitingTotal: string;
}

export function supportSummary({ orders, payments, ledger, reimbursements }: SupportOverview) {
  const month = monthOf(ledger.through);
  const waiting = reimbursements.requests.filter((request) => isWaiting(request.status));
  const payerOf = new Map(orders.map((order) => [order.id, order.payer]));
  const dues = ledger.dues.filter((due) => monthOf(due.due_date) === month);
  const paid = payments.filter((payment) => monthOf(payment.date) === month);
  const onSide = <Row extends { order_id: number }>(rows: Row[], payer: 'me' | 'other_party') =>
    rows.filter((row) => payerOf.get(row.order_id) === payer);
  return {
    month,
    dueThisMonth: sumAmountTexts(dues.map((due) => due.amount)),
    paidThisMonth: sumAmountTexts(paid.map((payment) => payment.amount)),
    dueTheirs: sumAmountTexts(onSide(dues, 'other_party').map((due) => due.amount)),
    dueMine: sumAmountTexts(onSide(dues, 'me').map((due) => due.amount)),
    paidTheirs: sumAmountTexts(onSide(paid, 'other_party').map((payment) => payment.amount)),
    paidMine: sumAmountTexts(onSide(paid, 'me').map((payment) => payment.amount)),
    hasTheirs: orders.some((order) => order.payer === 'other_party'),
    hasMine: orders.some((order) => order.payer === 'me'),
    arrearsTheirs: ledger.arrears,
    arrearsMine: ledger.arrears_i_owe,
    creditTheirs: ledger.credit,
    creditMine: ledger.credit_i_hold,
    waitingCount: waiting.length,
    waitingTotal: sumAmountTexts(waiting.map(stillRequestedText)),
  } satisfies SupportSummary;
}

/** What is still requested of a request: the amount requested less what has been paid. */
export function stillRequestedText(
  request: Pick<ReimbursementDto, 'requested_amount' | 'paid_amount'>,
): string {
  return centsToAmountText(
    requireAmountCents(request.requested_amount) - requireAmountCents(request.paid_amount),
  );
}

/** True when an amount text is more than zero. */
export function isPositive(amount: string): boolean {
  return requireAmountCents(amount) > 0;
}
