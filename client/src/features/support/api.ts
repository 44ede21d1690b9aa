/**
 * The Support page's data (docs/support.md): GET /api/support?through= (orders, payments, the
 * ledger and the reimbursement requests) under one query key; two trackers on that one answer —
 * the orders and the payments — each written optimistically as every tracker's
 * (components/trackers/use-records.ts); the reimbursement requests and their moves, written
 * when the server answers; and the arrears statement (PDF) and the ledger (CSV). The ledger is
 * worked out with the server's own rule (shared/support.ts's supportLedger) the moment an order
 * or a payment changes, so the screen never shows a figure the server would not.
 */
import { msg, t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordRequests, type RecordTracker } from '@/components/trackers/use-records';
import { liveTexts } from '@/components/ui/live-texts';
import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/features/auth';
import { downloadServerExport, evidenceKeys } from '@/features/evidence';
import { requestParsed } from '@/lib/api-client';
import { ActionError, describeWriteError } from '@/lib/api-errors';
import type { RecordList, RecordOrder } from '@/lib/optimistic-list';
import { formatDisplayDate, todayIsoDate } from '@shared/dates';
import { browserTimeZone, SUPPORT_CSV_NAME, SUPPORT_PDF_NAME } from '@shared/exports';
import { formatUsd } from '@shared/money';
import {
  reimbursementDtoSchema,
  supportLedger,
  supportOrderDtoSchema,
  supportOverviewSchema,
  supportPaymentDtoSchema,
  supportOrdersResponseSchema,
  supportPaymentsResponseSchema,
  type ReimbursementDto,
  type ReimbursementValues,
  type ReimbursementTarget,
  type SupportOrderDto,
  type SupportOrderValues,
  type SupportOverview,
  type SupportPaymentDto,
  type SupportPaymentValues,
} from '@shared/support';
import { stillRequestedText } from './summary';
import { describePayment, orderName, scheduleText } from './words';

/** Here, not in shared/api.ts: only this page asks for them, and the landing page stays light. */
const SUPPORT_PATHS = {
  overview: (through: string) => `/api/support?through=${encodeURIComponent(through)}`,
  orders: '/api/support/orders',
  order: (id: number) => `/api/support/orders/${id}`,
  payments: '/api/support/payments',
  payment: (id: number) => `/api/support/payments/${id}`,
  reimbursements: '/api/support/reimbursements',
  transition: (id: number) => `/api/support/reimbursements/${id}/transition`,
  csv: (through: string) => `/api/support/export.csv?through=${encodeURIComponent(through)}`,
  report: '/api/exports/support',
};

/** The query keys of this feature's data; invalidating `all` refreshes everything under it. */
const supportKeys = {
  all: ['support'] as const,
  /** GET /api/support: orders, payments, the ledger through today and the requests. */
  list: () => [...supportKeys.all, 'overview'] as const,
};

/** Why GET /api/support did not load (docs/product.md#messages-word-for-word). */
const LOAD_TEXTS = {
  signedOut: msg`Please log in to view your support records.`,
  premiumRequired: msg`Premium subscription required for this feature.`,
  loadFailed: msg`Failed to fetch your support records`,
};

/** The page's texts for an answer that did not load, while it loads, and the downloads. */
export const SUPPORT_TEXTS = liveTexts({
  ...LOAD_TEXTS,
  loadErrorTitle: msg`Error Loading Support`,
  loadErrorDescription: msg`There was a problem loading your support records. Please try again later.`,
  loading: msg`Loading your support records`,
  pdfFailedTitle: msg`PDF Generation Failed`,
  pdfFailedDescription: msg`There was an error generating your arrears statement.`,
  pdfDoneTitle: msg`PDF Generated`,
  pdfDoneDescription: msg`Your arrears statement has been downloaded.`,
  csvFailedTitle: msg`CSV export failed`,
  csvFailedDescription: msg`There was an error exporting your support ledger.`,
});

/** An order's writes and their failures. */
export const ORDER_TEXTS = liveTexts({
  ...LOAD_TEXTS,
  notFound: msg`Support order not found`,
  empty: msg`No support orders yet. Add the order the court made, or the one you agreed on.`,
  addFirst: msg`Add your first order`,
  confirmDelete: msg`Are you sure you want to delete this order?`,
  add: {
    failedTitle: msg`Failed to add order`,
    fallback: msg`Failed to add order`,
    signedOut: msg`You must be logged in to add an order`,
  },
  update: {
    failedTitle: msg`Failed to update order`,
    fallback: msg`Failed to update order`,
    signedOut: msg`You must be logged in to update an order`,
  },
  remove: {
    failedTitle: msg`Failed to delete order`,
    fallback: msg`Failed to delete order`,
    signedOut: msg`You must be logged in to delete an order`,
  },
});

/** A payment's writes and their failures. */
export const PAYMENT_TEXTS = liveTexts({
  ...LOAD_TEXTS,
  notFound: msg`Payment not found`,
  empty: msg`No payments yet. Record each payment as it is made.`,
  addFirst: msg`Record the first payment`,
  confirmDelete: msg`Are you sure you want to delete this payment?`,
  add: {
    failedTitle: msg`Failed to record payment`,
    fallback: msg`Failed to record payment`,
    signedOut: msg`You must be logged in to record a payment`,
  },
  update: {
    failedTitle: msg`Failed to update payment`,
    fallback: msg`Failed to update payment`,
    signedOut: msg`You must be logged in to update a payment`,
  },
  remove: {
    failedTitle: msg`Failed to delete payment`,
    fallback: msg`Failed to delete payment`,
    signedOut: msg`You must be logged in to delete a payment`,
  },
});

/** A reimbursement request's writes, their toasts and their failures. */
export const REQUEST_TEXTS = liveTexts({
  request: {
    failedTitle: msg`Failed to request reimbursement`,
    fallback: msg`Failed to request reimbursement`,
    signedOut: msg`You must be logged in to request a reimbursement`,
  },
  move: {
    failedTitle: msg`Failed to update the request`,
    fallback: msg`Failed to update the request`,
    signedOut: msg`You must be logged in to update a request`,
  },
});

/**
 * The server's order: oldest first (by `key`), then by id; a row still waiting for the server
 * (a negative id) comes last, the most recently added of them at the very end.
 */
function oldestFirstBy<Row extends { id: number }>(key: (row: Row) => string): RecordOrder<Row> {
  return (a, b) => {
    const isTemporaryA = a.id < 0;
    if (isTemporaryA !== b.id < 0) return isTemporaryA ? 1 : -1;
    if (isTemporaryA) return b.id - a.id;
    if (key(a) !== key(b)) return key(a) < key(b) ? -1 : 1;
    return a.id - b.id;
  };
}

/** The answer with these orders and payments, and the ledger worked out from them as the server does. */
function withLedger(
  answer: SupportOverview,
  orders: SupportOrderDto[],
  payments: SupportPaymentDto[],
): SupportOverview {
  return {
    ...answer,
    orders,
    payments,
    ledger: supportLedger(orders, payments, answer.ledger.through),
  };
}

const orderList: RecordList<SupportOrderDto, SupportOverview> = {
  records: (answer) => answer.orders,
  withRecords: (answer, orders) => withLedger(answer, orders, answer.payments),
  order: oldestFirstBy((order) => order.created_at),
};

const paymentList: RecordList<SupportPaymentDto, SupportOverview> = {
  records: (answer) => answer.payments,
  withRecords: (answer, payments) => withLedger(answer, answer.orders, payments),
  order: oldestFirstBy((payment) => payment.date),
};

/** GET /api/support through today (her local calendar day). */
function fetchSupport(): Promise<SupportOverview> {
  return requestParsed(supportOverviewSchema, 'GET', SUPPORT_PATHS.overview(todayIsoDate()));
}

/** What the order forms send: the edit form also says from when a new schedule applies. */
export type OrderValues = SupportOrderValues & { effective_from?: string | null };

// The list is GET /api/support's (fetchSupport): these requests' own fetchList is not used.
const orderRequests = recordRequests<SupportOrderDto, OrderValues>({
  list: SUPPORT_PATHS.orders,
  item: SUPPORT_PATHS.order,
  listSchema: supportOrdersResponseSchema.transform((answer) => answer.orders),
  recordSchema: supportOrderDtoSchema,
});

const paymentRequests = recordRequests<SupportPaymentDto, SupportPaymentValues>({
  list: SUPPORT_PATHS.payments,
  item: SUPPORT_PATHS.payment,
  listSchema: supportPaymentsResponseSchema.transform((answer) => answer.payments),
  recordSchema: supportPaymentDtoSchema,
});

/** The support orders: the page reads and writes them through this tracker. */
export const supportOrderTracker: RecordTracker<SupportOrderDto, OrderValues, SupportOverview> = {
  keys: supportKeys,
  list: orderList,
  ...orderRequests,
  fetchList: fetchSupport,
  newRecord: ({ effective_from: _from, ...values }) => ({
    ...values,
    terms: [
      {
        from: null,
        amount: values.amount,
        frequency: values.frequency,
        first_due: values.first_due,
      },
    ],
  }),
  texts: ORDER_TEXTS,
  addedToast: (order) => {
    const name = orderName(order);
    const schedule = scheduleText(order.amount, order.frequency);
    return { title: t`Order added`, description: t`“${name}” (${schedule}) has been added.` };
  },
  updatedToast: (order) => {
    const name = orderName(order);
    return { title: t`Order updated`, description: t`Your changes to “${name}” have been saved.` };
  },
  removedToast: (order) => {
    const name = orderName(order);
    return { title: t`Order deleted`, description: t`“${name}” has been deleted.` };
  },
};

/** The payments, on the same answer as the orders. */
export const supportPaymentTracker: RecordTracker<
  SupportPaymentDto,
  SupportPaymentValues,
  SupportOverview
> = {
  keys: supportKeys,
  list: paymentList,
  ...paymentRequests,
  fetchList: fetchSupport,
  newRecord: (values) => ({ ...values, document_count: 0 }),
  texts: PAYMENT_TEXTS,
  addedToast: (payment) => {
    const money = formatUsd(payment.amount);
    const date = formatDisplayDate(payment.date);
    return { title: t`Payment recorded`, description: t`${money} on ${date} has been recorded.` };
  },
  updatedToast: (payment) => {
    const what = describePayment(payment);
    return { title: t`Payment updated`, description: t`Your changes to ${what} have been saved.` };
  },
  removedToast: (payment) => {
    const what = describePayment(payment);
    return { title: t`Payment deleted`, description: t`The record of ${what} has been deleted.` };
  },
};

/** Refreshes the page's answer and the evidence log once a request's write has settled. */
function useRefreshAfterWrite() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: supportKeys.all }),
      queryClient.invalidateQueries({ queryKey: evidenceKeys.all }),
    ]);
}

/** POST /api/support/reimbursements: a request from an expense, or for something named. */
export function useRequestReimbursement() {
  const { toast } = useToast();
  const { user } = useAuth();
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationKey: [...supportKeys.all, 'request'],
    mutationFn: (values: ReimbursementValues) => {
      if (user === null) throw new ActionError(REQUEST_TEXTS.request.signedOut);
      return requestParsed(reimbursementDtoSchema, 'POST', SUPPORT_PATHS.reimbursements, values);
    },
    onSuccess: (request) => {
      const money = formatUsd(request.requested_amount);
      const name = request.name;
      toast({
        title: t`Reimbursement requested`,
        description: t`${money} for “${name}” has been requested.`,
      });
    },
    onError: (error) => {
      toast({
        title: REQUEST_TEXTS.request.failedTitle,
        description: describeWriteError(error, REQUEST_TEXTS.request.fallback),
        variant: 'destructive',
      });
    },
    onSettled: refresh,
  });
}

/** What a move sends: paid with an amount, disputed with a reason, resolved with a note. */
export type ReimbursementMove = {
  to: ReimbursementTarget;
  amount?: string;
  reason?: string;
  note?: string | null;
};

/** The toast after the server accepted a move, by where the request now stands. */
function movedToast(request: ReimbursementDto) {
  const name = request.name;
  switch (request.status) {
    case 'paid':
      return { title: t`Marked paid`, description: t`“${name}” is paid in full.` };
    case 'partly_paid': {
      const rest = formatUsd(stillRequestedText(request));
      return {
        title: t`Marked partly paid`,
        description: t`${rest} is still requested for “${name}”.`,
      };
    }
    case 'disputed':
      return { title: t`Marked disputed`, description: t`“${name}” is marked disputed.` };
    default:
      return { title: t`Marked resolved`, description: t`“${name}” is marked resolved.` };
  }
}

/** POST /api/support/reimbursements/:id/transition: 409 when the request's state does not allow it. */
export function useMoveReimbursement() {
  const { toast } = useToast();
  const { user } = useAuth();
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationKey: [...supportKeys.all, 'move'],
    mutationFn: ({ id, move }: { id: number; move: ReimbursementMove }) => {
      if (user === null) throw new ActionError(REQUEST_TEXTS.move.signedOut);
      return requestParsed(reimbursementDtoSchema, 'POST', SUPPORT_PATHS.transition(id), move);
    },
    onSuccess: (request) => toast(movedToast(request)),
    onError: (error) => {
      toast({
        title: REQUEST_TEXTS.move.failedTitle,
        description: describeWriteError(error, REQUEST_TEXTS.move.fallback),
        variant: 'destructive',
      });
    },
    onSettled: refresh,
  });
}

/** The arrears statement the server makes (and records, with its code on every page). */
export function downloadSupportPdf(through: string) {
  return downloadServerExport({
    method: 'POST',
    url: SUPPORT_PATHS.report,
    body: { through, time_zone: browserTimeZone() },
    fileName: SUPPORT_PDF_NAME,
    contentType: 'application/pdf',
  });
}

/** The ledger, payments and requests as CSV, from the server. */
export function downloadSupportCsv(through: string) {
  return downloadServerExport({
    method: 'GET',
    url: SUPPORT_PATHS.csv(through),
    fileName: SUPPORT_CSV_NAME,
    contentType: 'text/csv',
  });
}
