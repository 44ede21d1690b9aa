import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { PlanBadge } from '@/components/layout/plan-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { isCancelledStatus, parsePeriodEnd, PREMIUM_PRICE, type ProfileSubscription } from '../api';
import { formatBillingDate } from '../billing';

/** The payment provider's usual statuses, in the words statusLabel would make of them. */
const STATUS_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  active: msg`Active`,
  past_due: msg`Past due`,
  unpaid: msg`Unpaid`,
  incomplete: msg`Incomplete`,
  paused: msg`Paused`,
};

/** 'past_due' → 'Past due'. */
function statusLabel(status: string): string {
  const words = status.trim().replace(/_/g, ' ').toLowerCase();
  const known =
    STATUS_LABELS[words.replace(/ /g, '_')] ?? (words ? undefined : STATUS_LABELS.active);
  if (known) return i18n._(known);
  return words[0]!.toUpperCase() + words.slice(1);
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="flex flex-wrap items-center gap-2 text-sm text-slate-900 sm:col-span-2">
        {children}
      </dd>
    </div>
  );
}

type SubscriptionDetailsProps = {
  subscription: ProfileSubscription | null;
  /** cancel_at_period_end, or a cancellation made on this page that the server has not echoed yet. */
  isCancellationPending: boolean;
  /** Stripe's billing portal; the local test mode has no payment details to manage. */
  canManagePayment: boolean;
  onManagePayment: () => void;
  isOpeningPortal: boolean;
  onCancel: () => void;
};

/**
 * The premium user's subscription (docs/product.md#profile-and-account-settings): plan, status,
 * when it renews or ends, the billing portal and the way to cancel. A pending cancellation shows
 * 'Cancellation Pending' and the status 'Cancelling'; access lasts until the period ends.
 */
export function SubscriptionDetails({
  subscription,
  isCancellationPending,
  canManagePayment,
  onManagePayment,
  isOpeningPortal,
  onCancel,
}: SubscriptionDetailsProps) {
  const isCancelled = isCancelledStatus(subscription?.status);
  const isEnding = isCancellationPending || isCancelled;
  const periodEnd = parsePeriodEnd(subscription?.period_end);
  const { t } = useLingui();
  const status = isCancelled
    ? t`Cancelled`
    : isCancellationPending
      ? t`Cancelling`
      : statusLabel(subscription?.status ?? 'active');
  const price = PREMIUM_PRICE;
  const endsOn = periodEnd
    ? formatBillingDate(periodEnd)
    : t`the end of your current billing period`;

  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby="subscription-details-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="subscription-details-title" className="text-lg font-semibold text-slate-900">
          <Trans>Subscription Details</Trans>
        </h2>
        {isCancellationPending && (
          <Badge tone="warning">
            <Trans>Cancellation Pending</Trans>
          </Badge>
        )}
      </div>
      <dl className="mt-2 divide-y divide-slate-100">
        <Row label={t`Plan`}>
          <PlanBadge isPremium />
          <span className="money text-slate-600">
            <Trans>{price}/month</Trans>
          </span>
        </Row>
        <Row label={t`Status`}>{status}</Row>
        {periodEnd && (
          <Row label={isEnding ? t`Premium access ends on` : t`Renews on`}>
            {formatBillingDate(periodEnd)}
          </Row>
        )}
      </dl>
      {isEnding && (
        <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          <Trans>
            Your subscription will not renew. You keep every Premium tool until {endsOn}, then your
            account moves to the Free plan.
          </Trans>
        </p>
      )}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        {canManagePayment && (
          <Button variant="outline" isLoading={isOpeningPortal} onClick={onManagePayment}>
            {!isOpeningPortal && <CreditCard aria-hidden="true" className="size-4" />}
            <Trans>Manage payment details</Trans>
          </Button>
        )}
        {!isEnding && (
          <Button
            variant="ghost"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={onCancel}
          >
            <Trans>Cancel Subscription</Trans>
          </Button>
        )}
      </div>
      {!canManagePayment && (
        <p className="mt-3 text-xs text-slate-500">
          <Trans>
            Test mode: payments here are simulated, so there are no card details to manage.
          </Trans>
        </p>
      )}
    </Card>
  );
}
