/**
 * The support arrears statement as a PDF (shared/support.ts), laid out like a state disbursement
 * unit's payment history: each order with its schedule, then period by period what fell due,
 * what was paid, what of that period is still unpaid and the arrears at the period's end; then
 * the payments with where each went, and the reimbursement requests. Every figure is read from
 * the one ledger (shared/support-ledger.ts). A4 portrait, the verification footer on every page.
 *
 * The server builds it (reports.service.ts), so the file it vouches for is the one it made.
 */
import { jsPDF } from 'jspdf';
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { formatDisplayDate } from '@shared/dates';
import { monthName } from '@shared/disclosure';
import type { Language } from '@shared/language';
import { centsToAmountText, formatUsd, requireAmountCents } from '@shared/money';
import {
  disputeReasonName,
  paymentMethodName,
  reimbursementStatusName,
  type SupportOrderDto,
  type SupportOverview,
  supportFrequencyName,
  supportOrderName,
  supportPayerName,
} from '@shared/support';
import { monthOf } from '@shared/support-ledger';
import {
  type DocWithTables,
  emptyRow,
  finalY,
  heading,
  INK,
  MARGIN_MM,
  MUTED,
  pageFooters,
  paragraph,
  roomFor,
  SECTION_GAP_MM,
  footedTable,
  TOP_MM,
  type Verification,
} from './pdf-layout';
import { writeIn } from './report-words';

const EN = {
  title: 'Fairsplit — Support Arrears Statement',
  through: (date: string) => `Through ${formatDisplayDate(date, 'en')}`,
  generatedOn: (at: Date, timeZone: string) =>
    `Generated on ${format(at, 'MMMM d, yyyy', { in: tz(timeZone) })}`,
  howAllocated:
    'Each payment pays the unpaid dues of its own month first, then older unpaid dues, oldest first. What is left is credit, which pays later dues as they fall due.',
  summary: 'Summary',
  order: 'Order',
  caseNumber: 'Case number',
  whoPays: 'Who pays',
  schedule: 'Schedule',
  due: 'Due',
  paid: 'Paid',
  arrears: 'Arrears',
  credit: 'Credit',
  noOrders: 'No support orders recorded.',
  arrearsToYou: 'Arrears on orders the other party pays',
  arrearsByYou: 'Arrears on orders you pay',
  creditToYou: 'Credit on orders the other party pays',
  creditByYou: 'Credit on orders you pay',
  scheduleText: (amount: string, frequency: string, from: string) =>
    `${amount} ${frequency.toLowerCase()} from ${from}`,
  ended: (date: string) => `ended ${date}`,
  history: (order: string) => `Payment history — ${order}`,
  period: 'Period',
  balance: 'Balance',
  balanceNote:
    'Balance: what of the period’s dues is still unpaid today. Arrears: all unpaid dues at the period’s end, as they stood then.',
  noPeriods: 'Nothing has fallen due yet.',
  total: 'Total',
  payments: 'Payments',
  date: 'Date',
  amount: 'Amount',
  method: 'Method',
  reference: 'Reference',
  appliedToDues: 'Applied to dues',
  noPayments: 'No payments recorded.',
  requests: 'Reimbursement requests',
  requestedOn: 'Requested on',
  item: 'Item',
  share: 'Share',
  amountRequested: 'Amount requested',
  status: 'Status',
  paymentDue: 'Payment due',
  noRequests: 'No reimbursement requests.',
};

const ES: typeof EN = {
  title: 'Fairsplit — Estado de atrasos de manutención',
  through: (date) => `Hasta el ${formatDisplayDate(date, 'es')}`,
  generatedOn: (at, timeZone) =>
    `Generado el ${new Intl.DateTimeFormat('es-US', { dateStyle: 'long', timeZone }).format(at)}`,
  howAllocated:
    'Cada pago cubre primero las cuotas sin pagar de su propio mes y después las cuotas sin pagar más antiguas. Lo que sobra es crédito, que cubre las cuotas siguientes cuando vencen.',
  summary: 'Resumen',
  order: 'Orden',
  caseNumber: 'Número de caso',
  whoPays: 'Quién paga',
  schedule: 'Calendario',
  due: 'Vencido',
  paid: 'Pagado',
  arrears: 'Atrasos',
  credit: 'Crédito',
  noOrders: 'No hay órdenes de manutención registradas.',
  arrearsToYou: 'Atrasos en las órdenes que paga la otra parte',
  arrearsByYou: 'Atrasos en las órdenes que usted paga',
  creditToYou: 'Crédito en las órdenes que paga la otra parte',
  creditByYou: 'Crédito en las órdenes que usted paga',
  scheduleText: (amount, frequency, from) =>
    `${amount} ${frequency.toLowerCase()} desde el ${from}`,
  ended: (date) => `terminó el ${date}`,
  history: (order) => `Historial de pagos — ${order}`,
  period: 'Período',
  balance: 'Saldo',
  balanceNote:
    'Saldo: lo que de las cuotas del período sigue sin pagar hoy. Atrasos: todas las cuotas sin pagar al final del período, como estaban entonces.',
  noPeriods: 'Todavía no ha vencido nada.',
  total: 'Total',
  payments: 'Pagos',
  date: 'Fecha',
  amount: 'Monto',
  method: 'Forma de pago',
  reference: 'Referencia',
  appliedToDues: 'Aplicado a cuotas',
  noPayments: 'No hay pagos registrados.',
  requests: 'Solicitudes de reembolso',
  requestedOn: 'Solicitado el',
  item: 'Concepto',
  share: 'Parte',
  amountRequested: 'Monto solicitado',
  status: 'Estado',
  paymentDue: 'Pago antes del',
  noRequests: 'No hay solicitudes de reembolso.',
};

export interface SupportReportOptions {
  generatedAt?: Date;
  timeZone?: string;
  verification?: Verification;
  language?: Language;
}

/** Builds the PDF of the support ledger through `overview.ledger.through`. */
export function buildSupportReport(
  overview: SupportOverview,
  {
    generatedAt = new Date(),
    timeZone = 'UTC',
    verification,
    language = 'en',
  }: SupportReportOptions,
): jsPDF {
  const doc: DocWithTables = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  writeIn(doc, language);
  const w = language === 'es' ? ES : EN;
  const { ledger } = overview;
  const day = (date: string) => formatDisplayDate(date, language);
  doc.setProperties({ title: w.title, creator: 'Fairsplit' });

  doc.setFont('helvetica', 'bold');
  doc.setFontSize(18);
  doc.setTextColor(...INK);
  doc.text(w.title, MARGIN_MM, TOP_MM);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  doc.setTextColor(...MUTED);
  doc.text(
    `${w.through(ledger.through)} · ${w.generatedOn(generatedAt, timeZone)}`,
    MARGIN_MM,
    TOP_MM + 7,
  );
  let y = paragraph(doc, w.howAllocated, TOP_MM + 13, 9);

  // Summary first: each order's totals to date, then the totals by who pays.
  const balances = new Map(ledger.orders.map((order) => [order.order_id, order]));
  y = heading(doc, w.summary, y + 6);
  const scheduleOf = (order: SupportOrderDto) =>
    [
      w.scheduleText(
        formatUsd(order.amount),
        supportFrequencyName(order.frequency, language),
        day(order.terms.at(-1)?.from ?? order.first_due),
      ),
      order.end_date === null ? '' : w.ended(day(order.end_date)),
    ]
      .filter((part) => part !== '')
      .join(', ');
  footedTable(doc, {
    startY: y,
    head: [[w.order, w.caseNumber, w.whoPays, w.schedule, w.due, w.paid, w.arrears, w.credit]],
    body:
      overview.orders.length === 0
        ? emptyRow(w.noOrders, 8)
        : overview.orders.map((order) => {
            const balance = balances.get(order.id);
            return [
              supportOrderName(order, language),
              order.case_number ?? '',
              supportPayerName(order.payer, language),
              scheduleOf(order),
              formatUsd(balance?.due ?? '0.00'),
              formatUsd(balance?.paid ?? '0.00'),
              formatUsd(balance?.arrears ?? '0.00'),
              formatUsd(balance?.credit ?? '0.00'),
            ];
          }),
    styles: { fontSize: 8.5, cellPadding: 1.8 },
    columnStyles: { 3: { cellWidth: 40 } },
    numeric: [4, 5, 6, 7],
  });
  y = finalY(doc, y) + 4;
  footedTable(doc, {
    startY: y,
    body: [
      [w.arrearsToYou, formatUsd(ledger.arrears)],
      [w.creditToYou, formatUsd(ledger.credit)],
      [w.arrearsByYou, formatUsd(ledger.arrears_i_owe)],
      [w.creditByYou, formatUsd(ledger.credit_i_hold)],
    ],
    bodyStyles: { fontStyle: 'bold' },
    numeric: [1],
  });
  y = finalY(doc, y) + SECTION_GAP_MM;

  for (const order of overview.orders) {
    y = heading(doc, w.history(supportOrderName(order, language)), roomFor(doc, y, 40));
    doc.setFont('helvetica', 'normal');
    doc.setTextColor(...MUTED);
    y = paragraph(doc, w.balanceNote, y + 2, 8.5) + 1;
    // What of each period's dues is still unpaid now.
    const unpaid = new Map<string, number>();
    for (const due of ledger.dues.filter((due) => due.order_id === order.id)) {
      const month = monthOf(due.due_date);
      const left = requireAmountCents(due.amount) - requireAmountCents(due.allocated);
      unpaid.set(month, (unpaid.get(month) ?? 0) + left);
    }
    const months = ledger.months.filter((month) => month.order_id === order.id);
    const balance = balances.get(order.id);
    footedTable(doc, {
      startY: y,
      head: [[w.period, w.due, w.paid, w.balance, w.arrears]],
      body:
        months.length === 0
          ? emptyRow(w.noPeriods, 5)
          : months.map((month) => [
              monthName(month.month, language),
              formatUsd(month.due),
              formatUsd(month.paid),
              formatUsd(centsToAmountText(unpaid.get(month.month) ?? 0)),
              formatUsd(month.arrears_end),
            ]),
      foot: [
        [
          w.total,
          formatUsd(balance?.due ?? '0.00'),
          formatUsd(balance?.paid ?? '0.00'),
          formatUsd(balance?.arrears ?? '0.00'),
          formatUsd(balance?.arrears ?? '0.00'),
        ],
      ],
      numeric: [1, 2, 3, 4],
    });
    y = finalY(doc, y) + SECTION_GAP_MM;
  }

  y = heading(doc, w.payments, roomFor(doc, y));
  const allocation = new Map(ledger.payments.map((row) => [row.payment_id, row]));
  const orders = new Map(overview.orders.map((order) => [order.id, order]));
  const shown = overview.payments.filter((payment) => payment.date <= ledger.through);
  footedTable(doc, {
    startY: y,
    head: [[w.date, w.order, w.amount, w.method, w.reference, w.appliedToDues, w.credit]],
    body:
      shown.length === 0
        ? emptyRow(w.noPayments, 7)
        : shown.map((payment) => {
            const order = orders.get(payment.order_id);
            const applied = allocation.get(payment.id);
            return [
              day(payment.date),
              order ? supportOrderName(order, language) : '',
              formatUsd(payment.amount),
              paymentMethodName(payment.method, language),
              payment.reference ?? '',
              formatUsd(applied?.allocated ?? '0.00'),
              formatUsd(applied?.credit ?? '0.00'),
            ];
          }),
    styles: { fontSize: 8.5, cellPadding: 1.8 },
    numeric: [2, 5, 6],
  });
  y = finalY(doc, y) + SECTION_GAP_MM;

  y = heading(doc, w.requests, roomFor(doc, y));
  const { requests } = overview.reimbursements;
  footedTable(doc, {
    startY: y,
    head: [[w.requestedOn, w.item, w.share, w.amountRequested, w.paid, w.status, w.paymentDue]],
    body:
      requests.length === 0
        ? emptyRow(w.noRequests, 7)
        : requests.map((request) => [
            day(request.requested_on),
            request.name,
            `${request.share_percent}% × ${formatUsd(request.amount)}`,
            formatUsd(request.requested_amount),
            formatUsd(request.paid_amount),
            [
              reimbursementStatusName(request.status, language),
              request.dispute_reason ? disputeReasonName(request.dispute_reason, language) : '',
            ]
              .filter((part) => part !== '')
              .join(': '),
            day(request.payment_due),
          ]),
    styles: { fontSize: 8.5, cellPadding: 1.8 },
    numeric: [3, 4],
  });

  pageFooters(doc, verification);
  return doc;
}
