import { Trans, useLingui } from '@lingui/react/macro';
import { RecordRow, RecordTable } from '@/components/trackers/record-table';
import { RecordDocumentsButton } from '@/features/documents';
import { useSupportReader } from './reader';
import { cn } from '@/lib/cn';
import { useLanguage } from '@/lib/i18n';
import { isPendingRecord } from '@/lib/optimistic-list';
import { formatDisplayDate } from '@shared/dates';
import { formatUsd } from '@shared/money';
import {
  paymentMethodName,
  type SupportLedgerDto,
  type SupportOrderDto,
  type SupportPaymentDto,
} from '@shared/support';
import { allocationText, orderName, paymentName } from '../words';
import { hasRowActions, SupportRowActions } from './support-row-actions';

type PaymentsTableProps = {
  /** Newest first. */
  payments: readonly SupportPaymentDto[];
  orders: readonly SupportOrderDto[];
  ledger: SupportLedgerDto;
  onHistory?: (payment: SupportPaymentDto) => void;
  /**
   * The owner's page; a read-only view (a shared link's) gives neither, and has no Edit, Delete
   * or documents button (its holder opens the documents in the view's Documents section).
   */
  onEdit?: (payment: SupportPaymentDto) => void;
  onDelete?: (payment: SupportPaymentDto) => void;
};

const headerCell = 'px-4 py-3 font-medium text-slate-600';
const bodyCell = 'sm:px-4 sm:py-2 sm:align-middle';
const phoneRow =
  'max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:gap-x-3 max-sm:px-4 max-sm:pt-3 max-sm:pb-1';

/** 'Check 1042', 'Cash': how it was paid, with its reference when it has one. */
function HowPaid({ payment }: { payment: SupportPaymentDto }) {
  const { t } = useLingui();
  const language = useLanguage();
  const method = paymentMethodName(payment.method, language);
  if (payment.reference === null) return method;
  const reference = payment.reference;
  return payment.method === 'check' ? t`Check ${reference}` : t`${method}, reference ${reference}`;
}

/**
 * Date, Order, Amount, How paid, Went to and Actions (with the documents that prove it). On a
 * phone each row stacks as a card: the date and amount on top, the order, how it was paid and
 * where it went below on the left, the actions on the right.
 */
export function PaymentsTable({
  payments,
  orders,
  ledger,
  onHistory,
  onEdit,
  onDelete,
}: PaymentsTableProps) {
  const { t } = useLingui();
  const isOwner = useSupportReader() === 'owner';
  const language = useLanguage();
  const orderOf = new Map(orders.map((order) => [order.id, order]));
  const hasActions = hasRowActions({ onHistory, onEdit, onDelete });
  return (
    <RecordTable
      caption={isOwner ? t`Your support payments` : t`Support payments`}
      columns={
        <>
          <th scope="col" className={cn(headerCell, 'xl:w-36')}>
            <Trans>Date</Trans>
          </th>
          <th scope="col" className={headerCell}>
            <Trans>Order</Trans>
          </th>
          <th scope="col" className={cn(headerCell, 'text-right xl:w-32')}>
            <Trans>Amount</Trans>
          </th>
          <th scope="col" className={headerCell}>
            <Trans>How paid</Trans>
          </th>
          <th scope="col" className={headerCell}>
            <Trans>Went to</Trans>
          </th>
          {hasActions && (
            <th scope="col" className={cn(headerCell, 'text-right xl:w-56')}>
              <Trans>Actions</Trans>
            </th>
          )}
        </>
      }
    >
      {payments.map((payment) => {
        const isPending = isPendingRecord(payment);
        const name = paymentName(payment);
        const order = orderOf.get(payment.order_id);
        return (
          <RecordRow key={payment.id} isPending={isPending} className={phoneRow}>
            <th
              scope="row"
              className={cn(
                bodyCell,
                'text-left font-medium whitespace-nowrap text-slate-900 max-sm:col-start-1 max-sm:row-start-1',
              )}
            >
              {formatDisplayDate(payment.date, language)}
            </th>
            <td
              className={cn(
                bodyCell,
                'break-words text-slate-700 max-sm:col-start-1 max-sm:row-start-2',
              )}
            >
              {order === undefined ? '' : orderName(order)}
              {payment.note !== null && (
                <span className="block text-sm break-words text-slate-500">{payment.note}</span>
              )}
            </td>
            <td
              className={cn(
                bodyCell,
                'money text-right font-medium whitespace-nowrap text-slate-900 max-sm:col-start-2 max-sm:row-start-1',
              )}
            >
              {formatUsd(payment.amount)}
            </td>
            <td
              className={cn(
                bodyCell,
                'break-words text-slate-700 max-sm:col-start-1 max-sm:row-start-3',
              )}
            >
              <HowPaid payment={payment} />
            </td>
            <td
              className={cn(
                bodyCell,
                'text-sm text-slate-600 tabular-nums max-sm:col-start-1 max-sm:row-start-4',
              )}
            >
              {allocationText(payment, ledger)}
            </td>
            {hasActions && (
              <SupportRowActions
                name={name}
                disabled={isPending}
                onHistory={onHistory && (() => onHistory(payment))}
                onEdit={onEdit && (() => onEdit(payment))}
                onDelete={onDelete && (() => onDelete(payment))}
                className="max-sm:col-start-2 max-sm:row-span-3 max-sm:row-start-2 max-sm:self-end"
                leading={
                  onEdit && (
                    <RecordDocumentsButton
                      entity="support_payment"
                      id={payment.id}
                      name={name}
                      count={payment.document_count}
                      disabled={isPending}
                    />
                  )
                }
              />
            )}
          </RecordRow>
        );
      })}
    </RecordTable>
  );
}
