import { plural, t } from '@lingui/core/macro';
import { useSupportReader } from './reader';
import { Trans, useLingui } from '@lingui/react/macro';
import { History } from 'lucide-react';
import { useId } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/lib/i18n';
import { formatDisplayDate } from '@shared/dates';
import { expenseCategoryName, isExpenseCategory } from '@shared/expense-categories';
import { formatUsd } from '@shared/money';
import {
  daysLeft,
  disputeReasonName,
  isWaiting,
  REIMBURSEMENT_MOVES,
  reimbursementStatusName,
  type ReimbursementDto,
  type ReimbursementStatus,
  type ReimbursementTarget,
} from '@shared/support';
import { daysBetween } from '@shared/support-ledger';

const STATUS_TONES: Readonly<Record<ReimbursementStatus, BadgeTone>> = {
  requested: 'info',
  partly_paid: 'primary',
  paid: 'success',
  disputed: 'warning',
  resolved: 'neutral',
};

/** 'Payment due in 12 days', 'Payment due today', 'Payment 3 days late'. */
function paymentClockText(today: string, paymentDue: string): string {
  const days = daysLeft(today, paymentDue);
  if (days > 0)
    return plural(days, { one: 'Payment due in # day', other: 'Payment due in # days' });
  if (days === 0) return t`Payment due today`;
  const lateDays = -days;
  return plural(lateDays, { one: 'Payment # day late', other: 'Payment # days late' });
}

/** Whether the statement went out within its days of the expense, or how many days after. */
function statementClockText(request: ReimbursementDto): string | null {
  if (request.statement_due === null) return null;
  const late = daysBetween(request.statement_due, request.requested_on);
  if (late <= 0) return t`Statement sent on time`;
  const limit = request.statement_days;
  return plural(late, {
    one: `Statement sent # day after the ${limit}-day limit`,
    other: `Statement sent # days after the ${limit}-day limit`,
  });
}

/** The request's clocks: its payment while it waits, and whether the statement was on time. */
function Clocks({ request, today }: { request: ReimbursementDto; today: string }) {
  const statement = statementClockText(request);
  const isLate = statement !== null && request.requested_on > (request.statement_due ?? '');
  const paymentDays = daysLeft(today, request.payment_due);
  return (
    <div className="flex flex-wrap gap-2">
      {isWaiting(request.status) && (
        <Badge tone={paymentDays < 0 ? 'warning' : 'neutral'} data-testid="payment-clock">
          {paymentClockText(today, request.payment_due)}
        </Badge>
      )}
      {statement !== null && (
        <Badge tone={isLate ? 'warning' : 'neutral'} data-testid="statement-clock">
          {statement}
        </Badge>
      )}
    </div>
  );
}

type RequestsListProps = {
  requests: readonly ReimbursementDto[];
  today: string;
  /** The owner's page; a read-only view (a shared link's) gives none, and has no moves. */
  onMove?: (request: ReimbursementDto, to: ReimbursementTarget) => void;
  onHistory?: (request: ReimbursementDto) => void;
};

/**
 * Each request as a card: what it is for, its status, the amounts, its clocks, its moves (when
 * `onMove` is given) and its history.
 */
export function RequestsList({ requests, today, onMove, onHistory }: RequestsListProps) {
  const { t } = useLingui();
  const isOwner = useSupportReader() === 'owner';
  const idPrefix = useId();
  const language = useLanguage();
  const moveLabels: Readonly<Record<ReimbursementTarget, string>> = {
    paid: t`Mark paid`,
    disputed: t`Mark disputed`,
    resolved: t`Mark resolved`,
  };
  return (
    <ul
      className="divide-y divide-slate-200"
      aria-label={isOwner ? t`Your reimbursement requests` : t`Reimbursement requests`}
    >
      {[...requests].reverse().map((request) => {
        const { name } = request;
        const share = String(Number(request.share_percent));
        const whole = formatUsd(request.amount);
        const reason =
          request.dispute_reason === null
            ? null
            : disputeReasonName(request.dispute_reason, language);
        const origin =
          request.expense_date === null
            ? isOwner
              ? t`Not in your expenses`
              : t`Not in the account holder’s expenses`
            : [
                formatDisplayDate(request.expense_date, language),
                request.category !== null && isExpenseCategory(request.category)
                  ? expenseCategoryName(request.category, language)
                  : null,
              ]
                .filter((part) => part !== null)
                .join(' · ');
        return (
          <li key={request.id} className="space-y-3 p-4 sm:p-5" data-testid="reimbursement">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h3
                  id={`${idPrefix}-${request.id}`}
                  className="font-semibold break-words text-slate-900"
                >
                  {name}
                </h3>
                <p className="text-sm text-slate-600">{origin}</p>
              </div>
              <Badge tone={STATUS_TONES[request.status]} className="shrink-0">
                {reimbursementStatusName(request.status, language)}
              </Badge>
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
              <div>
                <dt className="text-slate-600">
                  <Trans>Amount requested</Trans>
                </dt>
                <dd className="money font-medium text-slate-900">
                  {formatUsd(request.requested_amount)}
                  <span className="block text-xs font-normal text-slate-500">
                    {t`${share}% of ${whole}`}
                  </span>
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">
                  <Trans>Paid</Trans>
                </dt>
                <dd className="money font-medium text-slate-900">
                  {formatUsd(request.paid_amount)}
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">
                  <Trans>Requested on</Trans>
                </dt>
                <dd className="text-slate-900">
                  {formatDisplayDate(request.requested_on, language)}
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">
                  <Trans>Payment due</Trans>
                </dt>
                <dd className="text-slate-900">
                  {formatDisplayDate(request.payment_due, language)}
                </dd>
              </div>
            </dl>
            <Clocks request={request} today={today} />
            {reason !== null && <p className="text-sm text-slate-700">{t`Reason: ${reason}`}</p>}
            {request.note !== null && (
              <p className="text-sm break-words whitespace-pre-line text-slate-700">
                {request.note}
              </p>
            )}
            {(onMove !== undefined || onHistory !== undefined) && (
              <div className="flex flex-wrap items-center gap-2">
                {onMove !== undefined &&
                  REIMBURSEMENT_MOVES[request.status].map((to) => (
                    <Button
                      writes
                      key={to}
                      variant="outline"
                      size="sm"
                      className="min-h-11"
                      aria-describedby={`${idPrefix}-${request.id}`}
                      onClick={() => onMove(request, to)}
                    >
                      {moveLabels[to]}
                    </Button>
                  ))}
                {onHistory !== undefined && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="ml-auto size-11 p-0"
                    aria-label={t`History of ${name}`}
                    title={t`History`}
                    onClick={() => onHistory(request)}
                  >
                    <History aria-hidden="true" className="size-4" />
                  </Button>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
