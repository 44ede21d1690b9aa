import { Trans, useLingui } from '@lingui/react/macro';
import { RecordRow, RecordTable } from '@/components/trackers/record-table';
import { cn } from '@/lib/cn';
import { useLanguage } from '@/lib/i18n';
import { isPendingRecord } from '@/lib/optimistic-list';
import { formatDisplayDate } from '@shared/dates';
import { formatUsd, requireAmountCents } from '@shared/money';
import { useSupportReader } from './reader';
import { supportPayerName, type SupportLedgerDto, type SupportOrderDto } from '@shared/support';
import { orderName, scheduleFromText } from '../words';
import { hasRowActions, SupportRowActions } from './support-row-actions';

type OrdersTableProps = {
  orders: readonly SupportOrderDto[];
  ledger: SupportLedgerDto;
  onHistory?: (order: SupportOrderDto) => void;
  /** The owner's page; a read-only view (a shared link's) gives neither, and has no Edit or Delete. */
  onEdit?: (order: SupportOrderDto) => void;
  onDelete?: (order: SupportOrderDto) => void;
};

const headerCell = 'px-4 py-3 font-medium text-slate-600';
// Cells are padded from `sm` up; on a phone each row is a two-column grid padded as a whole.
const bodyCell = 'sm:px-4 sm:py-2 sm:align-middle';
const phoneRow =
  'max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:gap-x-3 max-sm:px-4 max-sm:pt-3 max-sm:pb-1';

/** 'Behind $500.00', 'Credit $50.00' or 'Up to date': where the order stands today. */
function Balance({ order, ledger }: { order: SupportOrderDto; ledger: SupportLedgerDto }) {
  const { t } = useLingui();
  const balance = ledger.orders.find((entry) => entry.order_id === order.id);
  if (balance === undefined) return <span className="text-slate-500">{t`No dues yet`}</span>;
  if (requireAmountCents(balance.arrears) > 0) {
    const behind = formatUsd(balance.arrears);
    return <span className="font-medium text-amber-800">{t`Behind ${behind}`}</span>;
  }
  if (requireAmountCents(balance.credit) > 0) {
    const credit = formatUsd(balance.credit);
    return <span className="text-slate-900">{t`Credit ${credit}`}</span>;
  }
  return <span className="text-slate-600">{t`Up to date`}</span>;
}

/** The order's schedule in words, its end, and the schedule it had before its last change. */
function Schedule({ order }: { order: SupportOrderDto }) {
  const { t } = useLingui();
  const language = useLanguage();
  const current = order.terms.at(-1);
  const before = order.terms.at(-2);
  const since = current?.from ?? order.first_due;
  const ends = order.end_date === null ? null : formatDisplayDate(order.end_date, language);
  const earlier =
    before === undefined
      ? null
      : scheduleFromText(before.amount, before.frequency, before.from ?? before.first_due);
  return (
    <>
      <span className="block">{scheduleFromText(order.amount, order.frequency, since)}</span>
      {earlier !== null && (
        <span className="block text-sm text-slate-500">{t`Before that: ${earlier}`}</span>
      )}
      <span className="block text-sm text-slate-500">
        {ends === null ? t`No end date` : t`Ends ${ends}`}
      </span>
    </>
  );
}

/**
 * Order, Who pays, Schedule, Where it stands and Actions. On a phone the header hides and each
 * row stacks as a card: the order and where it stands on top, who pays and the schedule below
 * on the left, the actions on the right.
 */
export function OrdersTable({ orders, ledger, onHistory, onEdit, onDelete }: OrdersTableProps) {
  const { t } = useLingui();
  const isOwner = useSupportReader() === 'owner';
  const language = useLanguage();
  const hasActions = hasRowActions({ onHistory, onEdit, onDelete });
  return (
    <RecordTable
      caption={isOwner ? t`Your support orders` : t`Support orders`}
      columns={
        <>
          <th scope="col" className={headerCell}>
            <Trans>Order</Trans>
          </th>
          <th scope="col" className={cn(headerCell, 'xl:w-48')}>
            <Trans>Who pays</Trans>
          </th>
          <th scope="col" className={headerCell}>
            <Trans>Schedule</Trans>
          </th>
          <th scope="col" className={cn(headerCell, 'text-right xl:w-40')}>
            <Trans>Where it stands</Trans>
          </th>
          {hasActions && (
            <th scope="col" className={cn(headerCell, 'text-right xl:w-44')}>
              <Trans>Actions</Trans>
            </th>
          )}
        </>
      }
    >
      {orders.map((order) => {
        const isPending = isPendingRecord(order);
        const name = orderName(order);
        const caseNumber = order.case_number;
        return (
          <RecordRow key={order.id} isPending={isPending} className={phoneRow}>
            <th
              scope="row"
              className={cn(
                bodyCell,
                'text-left font-medium break-words text-slate-900 max-sm:col-start-1 max-sm:row-start-1',
              )}
            >
              {name}
              {caseNumber !== null && (
                <span className="block text-sm font-normal text-slate-600">
                  {t`Case ${caseNumber}`}
                </span>
              )}
            </th>
            <td className={cn(bodyCell, 'text-slate-700 max-sm:col-start-1 max-sm:row-start-2')}>
              {isOwner || order.payer === 'other_party'
                ? supportPayerName(order.payer, language)
                : t`The account holder pays`}
            </td>
            <td
              className={cn(
                bodyCell,
                'text-slate-700 tabular-nums max-sm:col-start-1 max-sm:row-start-3',
              )}
            >
              <Schedule order={order} />
            </td>
            <td
              className={cn(
                bodyCell,
                'text-right tabular-nums max-sm:col-start-2 max-sm:row-start-1 sm:whitespace-nowrap',
              )}
            >
              <Balance order={order} ledger={ledger} />
            </td>
            {hasActions && (
              <SupportRowActions
                name={name}
                disabled={isPending}
                onHistory={onHistory && (() => onHistory(order))}
                onEdit={onEdit && (() => onEdit(order))}
                onDelete={onDelete && (() => onDelete(order))}
                className="max-sm:col-start-2 max-sm:row-span-2 max-sm:row-start-2 max-sm:self-end"
              />
            )}
          </RecordRow>
        );
      })}
    </RecordTable>
  );
}
