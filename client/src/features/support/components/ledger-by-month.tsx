import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { Fragment, useState } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useLanguage } from '@/lib/i18n';
import { formatDisplayDate } from '@shared/dates';
import { monthName } from '@shared/disclosure';
import { formatUsd, requireAmountCents } from '@shared/money';
import type { SupportLedgerDto, SupportOrderDto } from '@shared/support';
import { monthOf } from '@shared/support-ledger';
import { orderName } from '../words';

/** How many months show before 'Show all months'. */
const RECENT_MONTHS = 12;

type LedgerDue = SupportLedgerDto['dues'][number];

const DUE_TONES: Readonly<Record<LedgerDue['status'], BadgeTone>> = {
  paid: 'success',
  partial: 'warning',
  unpaid: 'neutral',
};

function DueStatus({ due }: { due: LedgerDue }) {
  const { t } = useLingui();
  const label = { paid: t`Paid`, partial: t`Partly paid`, unpaid: t`Unpaid` }[due.status];
  return <Badge tone={DUE_TONES[due.status]}>{label}</Badge>;
}

const headerCell = 'px-4 py-3 font-medium text-slate-600';
const bodyCell = 'sm:px-4 sm:py-2 sm:align-middle';

/** A figure of a month: its label shows on a phone, where the header is hidden. */
function MonthFigure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <td
      className={cn(
        bodyCell,
        'money text-right whitespace-nowrap max-sm:text-left',
        strong ? 'font-medium text-slate-900' : 'text-slate-700',
      )}
    >
      <span className="block text-xs font-normal text-slate-500 sm:hidden">{label}</span>
      {formatUsd(value)}
    </td>
  );
}

/**
 * One order's months, newest first: Month, Due, Paid and Behind at month end, each month
 * opening onto its dues and whether each was paid. On a phone the header hides and each month is
 * a card: the month on top, its three figures side by side under it, so nothing scrolls sideways.
 */
function OrderLedger({ order, ledger }: { order: SupportOrderDto; ledger: SupportLedgerDto }) {
  const { t } = useLingui();
  const language = useLanguage();
  const [isShowingAll, setIsShowingAll] = useState(false);
  const [openMonths, setOpenMonths] = useState<ReadonlySet<string>>(new Set());
  const name = orderName(order);
  const months = ledger.months.filter((month) => month.order_id === order.id).reverse();
  const shown = isShowingAll ? months : months.slice(0, RECENT_MONTHS);
  const monthCount = months.length;
  const dues = ledger.dues.filter((due) => due.order_id === order.id);
  const toggle = (month: string) =>
    setOpenMonths((open) => {
      const next = new Set(open);
      if (!next.delete(month)) next.add(month);
      return next;
    });

  return (
    <div className="border-t border-slate-200 first:border-t-0">
      <h3 className="px-4 pt-4 pb-2 font-semibold text-slate-900 sm:px-5">{name}</h3>
      {months.length === 0 ? (
        <p className="px-4 pb-4 text-sm text-slate-600 sm:px-5">
          <Trans>Nothing has fallen due yet.</Trans>
        </p>
      ) : (
        <table className="w-full border-collapse text-left text-sm max-sm:block">
          <caption className="sr-only">{t`Months of ${name}`}</caption>
          <thead className="border-y border-slate-200 bg-slate-50 max-sm:hidden">
            <tr>
              <th scope="col" className={headerCell}>
                <Trans>Month</Trans>
              </th>
              <th scope="col" className={cn(headerCell, 'text-right')}>
                <Trans>Due</Trans>
              </th>
              <th scope="col" className={cn(headerCell, 'text-right')}>
                <Trans>Paid</Trans>
              </th>
              <th scope="col" className={cn(headerCell, 'text-right')}>
                <Trans>Behind at month end</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 max-sm:block">
            {shown.map((month) => {
              const label = monthName(month.month, language);
              const isOpen = openMonths.has(month.month);
              const monthDues = dues.filter((due) => monthOf(due.due_date) === month.month);
              const panelId = `dues-${order.id}-${month.month}`;
              return (
                <Fragment key={month.month}>
                  <tr className="max-sm:grid max-sm:grid-cols-3 max-sm:gap-x-2 max-sm:px-4 max-sm:py-2">
                    <th
                      scope="row"
                      className={cn(
                        bodyCell,
                        'text-left font-medium text-slate-900 max-sm:col-span-3',
                      )}
                    >
                      {monthDues.length === 0 ? (
                        <span className="inline-flex min-h-11 items-center">{label}</span>
                      ) : (
                        <Button
                          variant="ghost"
                          size="sm"
                          className="-ml-2 min-h-11 gap-1 px-2 font-medium"
                          aria-expanded={isOpen}
                          aria-controls={panelId}
                          onClick={() => toggle(month.month)}
                        >
                          <ChevronDown
                            aria-hidden="true"
                            className={cn('size-4 transition-transform', isOpen && 'rotate-180')}
                          />
                          {label}
                        </Button>
                      )}
                    </th>
                    <MonthFigure label={t`Due`} value={month.due} />
                    <MonthFigure label={t`Paid`} value={month.paid} />
                    <MonthFigure
                      label={t`Behind`}
                      value={month.arrears_end}
                      strong={requireAmountCents(month.arrears_end) > 0}
                    />
                  </tr>
                  {isOpen && (
                    <tr id={panelId} className="bg-slate-50 max-sm:block">
                      <td colSpan={4} className="px-4 py-2 max-sm:block sm:px-6">
                        <ul className="divide-y divide-slate-200">
                          {monthDues.map((due) => (
                            <li
                              key={due.due_date}
                              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2"
                            >
                              <span className="text-slate-700">
                                {formatDisplayDate(due.due_date, language)}
                              </span>
                              <span className="flex items-center gap-2">
                                <span className="money text-slate-900">
                                  {formatUsd(due.amount)}
                                </span>
                                <DueStatus due={due} />
                              </span>
                            </li>
                          ))}
                        </ul>
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      )}
      {months.length > RECENT_MONTHS && (
        <div className="px-4 py-3 sm:px-5">
          <Button variant="outline" size="sm" onClick={() => setIsShowingAll((all) => !all)}>
            {isShowingAll
              ? t`Show the last ${RECENT_MONTHS} months`
              : t`Show all ${monthCount} months`}
          </Button>
        </div>
      )}
    </div>
  );
}

/** Each order's months, one after the other. */
export function LedgerByMonth({
  orders,
  ledger,
}: {
  orders: readonly SupportOrderDto[];
  ledger: SupportLedgerDto;
}) {
  return orders.map((order) => <OrderLedger key={order.id} order={order} ledger={ledger} />);
}
