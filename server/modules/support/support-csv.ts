/**
 * The support ledger as CSV: stable English headers and words, like every export, so a file made
 * in one language reads the same in the other; money as plain decimals. One record per due (with
 * what was allocated to it), per payment, per order and month (due, paid, arrears at the month's
 * end), and per reimbursement request.
 */
import { CSV_BOM, csvRecord, userText } from '@shared/csv';
import {
  type SupportOverview,
  disputeReasonName,
  paymentMethodName,
  reimbursementStatusName,
  supportOrderName,
  supportPayerName,
} from '@shared/support';

const SUPPORT_CSV_HEADERS = [
  'Section',
  'Order',
  'Case number',
  'Payer',
  'Date',
  'Month',
  'Due',
  'Paid',
  'Credit',
  'Arrears',
  'Status',
  'Method',
  'Reference',
  'Note',
] as const;

type CsvLine = Partial<Record<(typeof SUPPORT_CSV_HEADERS)[number], string>>;

export function supportCsv(overview: SupportOverview): string {
  const orders = new Map(overview.orders.map((order) => [order.id, order]));
  const orderCells = (orderId: number): CsvLine => {
    const order = orders.get(orderId)!;
    return {
      Order: supportOrderName(order),
      'Case number': userText(order.case_number),
      Payer: supportPayerName(order.payer),
    };
  };
  const allocation = new Map(overview.ledger.payments.map((row) => [row.payment_id, row]));
  const { ledger } = overview;
  const lines: CsvLine[] = [
    ...ledger.dues.map((due) => ({
      Section: 'Due',
      ...orderCells(due.order_id),
      Date: due.due_date,
      Due: due.amount,
      Paid: due.allocated,
      Status: due.status,
    })),
    ...overview.payments
      .filter((payment) => payment.date <= ledger.through)
      .map((payment) => ({
        Section: 'Payment',
        ...orderCells(payment.order_id),
        Date: payment.date,
        Paid: payment.amount,
        Credit: allocation.get(payment.id)?.credit ?? '',
        Method: paymentMethodName(payment.method),
        Reference: userText(payment.reference),
        Note: userText(payment.note),
      })),
    ...ledger.months.map((month) => ({
      Section: 'Month',
      ...orderCells(month.order_id),
      Month: month.month,
      Due: month.due,
      Paid: month.paid,
      Arrears: month.arrears_end,
    })),
    ...ledger.orders.map((order) => ({
      Section: 'Order total',
      ...orderCells(order.order_id),
      Date: ledger.through,
      Due: order.due,
      Paid: order.paid,
      Credit: order.credit,
      Arrears: order.arrears,
    })),
    ...overview.reimbursements.requests.map((request) => ({
      Section: 'Reimbursement request',
      Order: userText(request.name),
      Date: request.requested_on,
      Due: request.requested_amount,
      Paid: request.paid_amount,
      Status: reimbursementStatusName(request.status),
      Reference: `${request.share_percent}% of ${request.amount}`,
      Note: [
        request.dispute_reason ? disputeReasonName(request.dispute_reason) : '',
        userText(request.note),
      ]
        .filter((part) => part !== '')
        .join(': '),
    })),
  ];
  return (
    CSV_BOM +
    csvRecord([...SUPPORT_CSV_HEADERS]) +
    lines.map((line) => csvRecord(SUPPORT_CSV_HEADERS.map((header) => line[header] ?? ''))).join('')
  );
}
