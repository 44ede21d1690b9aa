import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, FolderArchive, Sparkles, UserX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { PageShell } from '@/components/layout/page-shell';
import { PlanBadge } from '@/components/layout/plan-badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { accountLinks } from '@/features/account';
import { useAuth } from '@/features/auth';
import { useClientConfig } from '@/lib/client-config';
import { logger } from '@/lib/logger';
import { localKeys, readStorage, subscriptionVerifiedKey, writeStorage } from '@/lib/storage';
import { isCancelAtPeriodEnd, parsePeriodEnd, useProfile } from './api';
import { SUBSCRIPTION_TIMINGS } from './timings';
import {
  formatBillingDate,
  useBillingPortal,
  useCancelSubscription,
  useStartCheckout,
  useVerifySubscription,
} from './billing';
import { useSubscription } from './use-subscription';
import { PlanComparison } from './components/plan-comparison';
import { SubscriptionDetails } from './components/subscription-details';
import { VerifyStatus } from './components/verify-status';

/**
 * Each user's status is verified with the server at most once per 5 minutes
 * (docs/product.md#limits-and-timings).
 */
function usePeriodicVerification() {
  const { user } = useAuth();
  const { mutate } = useVerifySubscription();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (userId === null) return;
    const key = subscriptionVerifiedKey(userId);
    const last = Number(readStorage('local', key));
    if (Number.isFinite(last) && Date.now() - last < SUBSCRIPTION_TIMINGS.perUserVerificationMs) {
      return;
    }
    writeStorage('local', key, String(Date.now()));
    mutate(undefined, {
      onError: (error) => logger.warn('Could not verify the subscription status.', error),
    });
  }, [userId, mutate]);
}

/**
 * Plans and subscription (docs/product.md#profile-and-account-settings): Free vs Premium, the
 * upgrade, and for a subscriber the subscription's details with the billing portal and
 * cancellation. The plan query's refresh rule reads the profile every 5 s here, and again on
 * focus and on arrival.
 */
export function AccountSettingsPage() {
  const { isPremium, isSubscriptionLoading } = useSubscription();
  const profile = useProfile();
  usePeriodicVerification();
  const { data: config } = useClientConfig();
  const checkout = useStartCheckout();
  const portal = useBillingPortal();
  const { t } = useLingui();

  const subscription = profile.data?.subscription ?? null;
  const cancel = useCancelSubscription(subscription?.period_end);
  const [isConfirmingCancel, setIsConfirmingCancel] = useState(false);
  // Set by a cancellation in this visit (docs/product.md#profile-and-account-settings 'mark local
  // state cancelled'); the server's cancel_at_period_end says the same once the profile is read
  // again.
  const [cancelledHere] = useState(
    () => readStorage('local', localKeys.subscriptionCancelled) === 'true',
  );
  const isCancellationPending =
    isCancelAtPeriodEnd(subscription?.cancel_at_period_end) || cancelledHere || cancel.isSuccess;
  const periodEnd = parsePeriodEnd(subscription?.period_end);
  const endsOn = periodEnd ? formatBillingDate(periodEnd) : null;

  const upgradeButton = (
    <Button
      className="w-full"
      isLoading={checkout.isStarting}
      loadingText={t`Opening checkout...`}
      onClick={checkout.startCheckout}
    >
      <Sparkles aria-hidden="true" className="size-4" />
      <Trans>Upgrade to Premium</Trans>
    </Button>
  );

  return (
    <PageShell>
      <Link
        href={paths.home}
        className={buttonClasses({ variant: 'ghost', className: '-ml-3 mb-2' })}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>Back to Home</Trans>
      </Link>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
        <Trans>Account Settings</Trans>
      </h1>
      <p className="mt-1 text-slate-600">
        <Trans>Your plan and subscription.</Trans>
      </p>

      {isSubscriptionLoading ? (
        <div className="flex items-center justify-center gap-3 py-16 text-sm text-slate-600">
          <Spinner label={t`Checking your subscription status`} />
          <Trans>Checking your subscription status...</Trans>
        </div>
      ) : (
        <div className="mt-6 grid gap-6">
          <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
            <div>
              <p className="flex items-center gap-2 text-sm font-medium text-slate-500">
                <Trans>
                  Current plan <PlanBadge isPremium={isPremium} />
                </Trans>
              </p>
              <p className="mt-1 text-slate-700">
                {isPremium
                  ? t`You have every Premium tool.`
                  : t`You are on the Free plan. Upgrade to unlock the trackers and the personalised calculator.`}
              </p>
            </div>
            <VerifyStatus />
          </Card>

          {isPremium && (
            <SubscriptionDetails
              subscription={subscription}
              isCancellationPending={isCancellationPending}
              canManagePayment={config?.billing.mode === 'stripe'}
              onManagePayment={portal.openPortal}
              isOpeningPortal={portal.isOpening}
              onCancel={() => setIsConfirmingCancel(true)}
            />
          )}

          <PlanComparison isPremium={isPremium} upgradeAction={upgradeButton} />

          <Card className="p-5 sm:p-6">
            <h2 className="text-lg font-semibold text-slate-900">
              <Trans>Your account</Trans>
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              <Trans>Download everything Fairsplit keeps about you, or delete your account.</Trans>
            </p>
            <div className="mt-4 flex flex-col gap-3 sm:flex-row">
              <Link href={accountLinks.yourData} className={buttonClasses({ variant: 'outline' })}>
                <FolderArchive aria-hidden="true" className="size-4" />
                <Trans>Your data</Trans>
              </Link>
              <Link
                href={accountLinks.deleteAccount}
                className={buttonClasses({ variant: 'outline' })}
              >
                <UserX aria-hidden="true" className="size-4" />
                <Trans>Delete account</Trans>
              </Link>
            </div>
          </Card>
        </div>
      )}

      <ConfirmDialog
        open={isConfirmingCancel}
        onOpenChange={(open) => {
          if (!cancel.isPending) setIsConfirmingCancel(open);
        }}
        title={t`Cancel your Premium subscription?`}
        description={
          endsOn
            ? t`You keep Premium until ${endsOn}. After that your account moves to the Free plan and the premium tools lock.`
            : t`You keep Premium until the end of your current billing period. After that your account moves to the Free plan and the premium tools lock.`
        }
        cancelLabel={t`Keep Premium`}
        confirmLabel={t`Cancel Subscription`}
        isDestructive
        isConfirming={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(undefined, { onSettled: () => setIsConfirmingCancel(false) })
        }
      />
    </PageShell>
  );
}
