import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import { TrackerActions, TrackerRecords } from '@/components/trackers/tracker-states';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { HistoryTarget } from '@/features/evidence';
import type {
  ReimbursementDto,
  ReimbursementTarget,
  SupportOrderDto,
  SupportOverview,
  SupportPaymentDto,
} from '@shared/support';
import { ORDER_TEXTS, PAYMENT_TEXTS, SUPPORT_TEXTS } from '../api';
import { supportSummary } from '../summary';
import { orderName, paymentName } from '../words';
import { LedgerByMonth } from './ledger-by-month';
import { OrdersTable } from './orders-table';
import { PaymentsTable } from './payments-table';
import { RequestsList } from './requests-list';
import { SupportReaderContext, useSupportReader } from './reader';
import { SupportSummaryCard } from './support-summary';

/** The records whose history can be opened from these sections. */
export type SupportHistoryEntity = 'support_order' | 'support_payment' | 'reimbursement';

/** Opens a record's history: which kind of record, its id and its name. */
export type SupportHistoryOpener = (entity: SupportHistoryEntity, target: HistoryTarget) => void;

/** What the owner's page can do from the sections; a read-only view has none of it. */
type SupportWrites = {
  addOrder: () => void;
  editOrder: (order: SupportOrderDto) => void;
  deleteOrder: (order: SupportOrderDto) => void;
  recordPayment: () => void;
  editPayment: (payment: SupportPaymentDto) => void;
  deletePayment: (payment: SupportPaymentDto) => void;
  requestReimbursement: () => void;
  moveRequest: (request: ReimbursementDto, to: ReimbursementTarget) => void;
};

type SectionProps = {
  id: string;
  title: string;
  description: string;
  /** The section's add button, when it has one. */
  action?: { label: string; onClick: () => void; disabled?: boolean };
  children: ReactNode;
};

/** A card with its heading, its add button, and what it holds. */
export function Section({ id, title, description, action, children }: SectionProps) {
  return (
    <section aria-labelledby={id} className="mb-6">
      <Card className="overflow-hidden">
        <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-5">
          <div>
            <h2 id={id} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            <p className="text-sm text-slate-600">{description}</p>
          </div>
          {action && (
            <TrackerActions>
              <Button writes variant="outline" onClick={action.onClick} disabled={action.disabled}>
                <Plus aria-hidden="true" className="size-4" />
                {action.label}
              </Button>
            </TrackerActions>
          )}
        </div>
        {children}
      </Card>
    </section>
  );
}

/** A section's one line when it holds nothing. */
function Nothing({ children }: { children: ReactNode }) {
  return <p className="px-4 py-8 text-center text-slate-600 sm:px-6">{children}</p>;
}

/** Neither an order nor a request: the page offers the first; a read-only view says so. */
export function isEmptyOverview(overview: SupportOverview): boolean {
  return overview.orders.length === 0 && overview.reimbursements.requests.length === 0;
}

type SupportSectionsProps = {
  overview: SupportOverview;
  /** The day the requests' clocks count from. */
  today: string;
  onHistory?: SupportHistoryOpener;
  /** The owner's page: the add, edit, delete and move buttons; without it, read-only. */
  writes?: SupportWrites;
};

/**
 * The summary, the orders, the payments (newest first), the ledger by month and the
 * reimbursement requests of a non-empty overview: the Support page's, with its buttons, and a
 * shared link's, read-only.
 */
export function SupportSections({ overview, today, onHistory, writes }: SupportSectionsProps) {
  const { t } = useLingui();
  const reader = useSupportReader();
  const hasOrders = overview.orders.length > 0;
  const newestPaymentsFirst = [...overview.payments].reverse();
  const ordersTable = (rows: readonly SupportOrderDto[]) => (
    <OrdersTable
      orders={rows}
      ledger={overview.ledger}
      onHistory={
        onHistory &&
        ((order) => onHistory('support_order', { id: order.id, name: orderName(order) }))
      }
      onEdit={writes?.editOrder}
      onDelete={writes?.deleteOrder}
    />
  );
  const paymentsTable = (rows: readonly SupportPaymentDto[]) => (
    <PaymentsTable
      payments={rows}
      orders={overview.orders}
      ledger={overview.ledger}
      onHistory={
        onHistory &&
        ((payment) => onHistory('support_payment', { id: payment.id, name: paymentName(payment) }))
      }
      onEdit={writes?.editPayment}
      onDelete={writes?.deletePayment}
    />
  );

  let orders: ReactNode;
  if (writes) {
    orders = (
      <TrackerRecords
        page={{ records: overview.orders, editor: { openAdd: writes.addOrder } }}
        texts={{ loading: SUPPORT_TEXTS.loading, ...ORDER_TEXTS }}
        emptyIcon={Scale}
        addFirstVariant="outline"
      >
        {ordersTable}
      </TrackerRecords>
    );
  } else {
    orders = hasOrders ? (
      ordersTable(overview.orders)
    ) : (
      <Nothing>
        <Trans>No support orders.</Trans>
      </Nothing>
    );
  }

  let payments: ReactNode;
  if (writes && hasOrders) {
    payments = (
      <TrackerRecords
        page={{ records: newestPaymentsFirst, editor: { openAdd: writes.recordPayment } }}
        texts={{ loading: SUPPORT_TEXTS.loading, ...PAYMENT_TEXTS }}
        emptyIcon={Scale}
        addFirstVariant="outline"
      >
        {paymentsTable}
      </TrackerRecords>
    );
  } else if (writes) {
    payments = (
      <Nothing>
        <Trans>Add an order first, then record the payments made on it.</Trans>
      </Nothing>
    );
  } else {
    payments =
      newestPaymentsFirst.length > 0 ? (
        paymentsTable(newestPaymentsFirst)
      ) : (
        <Nothing>
          <Trans>No support payments.</Trans>
        </Nothing>
      );
  }

  return (
    <>
      <SupportSummaryCard summary={supportSummary(overview)} />
      <Section
        id="support-orders"
        title={t`Orders`}
        description={t`What is due, how often, and who pays it.`}
        action={writes && { label: t`Add order`, onClick: writes.addOrder }}
      >
        {orders}
      </Section>
      <Section
        id="support-payments"
        title={t`Payments`}
        description={t`Each payment and what it paid: dues first, then any extra as credit.`}
        action={
          writes && {
            label: t`Record payment`,
            onClick: writes.recordPayment,
            disabled: !hasOrders,
          }
        }
      >
        {payments}
      </Section>
      {hasOrders && (
        <Section
          id="support-ledger"
          title={t`Ledger by month`}
          description={t`What fell due each month, what was paid, and what was still behind when the month ended.`}
        >
          <LedgerByMonth orders={overview.orders} ledger={overview.ledger} />
        </Section>
      )}
      <Section
        id="support-requests"
        title={t`Reimbursement requests`}
        description={
          reader === 'owner'
            ? t`Costs you asked the other party to share, and where each request stands.`
            : t`Costs the account holder asked the other party to share, and where each request stands.`
        }
        action={writes && { label: t`Request reimbursement`, onClick: writes.requestReimbursement }}
      >
        {overview.reimbursements.requests.length === 0 ? (
          <Nothing>
            <Trans>No reimbursement requests yet.</Trans>
          </Nothing>
        ) : (
          <RequestsList
            requests={overview.reimbursements.requests}
            today={today}
            onMove={writes?.moveRequest}
            onHistory={onHistory && (({ id, name }) => onHistory('reimbursement', { id, name }))}
          />
        )}
      </Section>
    </>
  );
}

/**
 * An overview's records, read-only, as the Support page shows them: no add, edit, delete, move
 * or documents button, no downloads; each record's history when `onHistory` is given.
 */
export function SupportRecords({
  overview,
  today,
  onHistory,
}: {
  overview: SupportOverview;
  today: string;
  onHistory?: SupportHistoryOpener;
}) {
  if (isEmptyOverview(overview)) {
    return (
      <p className="text-slate-700">
        <Trans>No support orders or reimbursement requests.</Trans>
      </p>
    );
  }
  return (
    <SupportReaderContext.Provider value="holder">
      <SupportSections overview={overview} today={today} onHistory={onHistory} />
    </SupportReaderContext.Provider>
  );
}
