import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ChevronRight,
  KeyRound,
  LogOut,
  MonitorSmartphone,
  Settings,
  SlidersHorizontal,
  Sparkles,
} from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { PageShell } from '@/components/layout/page-shell';
import { PlanBadge } from '@/components/layout/plan-badge';
import { useSignOutAction } from '@/components/layout/use-sign-out';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InstallAppCard } from '@/features/offline';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import {
  getDisplayName,
  SUBSCRIPTION_TIMINGS,
  useProfile,
  useSubscription,
} from '@/features/subscriptions';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:items-center sm:gap-4">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

/**
 * A short spinner at load, so the page does not flash half-filled details
 * (docs/product.md#profile-and-account-settings).
 */
function useLoadDelay(ms: number): boolean {
  const [isWaiting, setIsWaiting] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setIsWaiting(false), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return isWaiting;
}

const PROFILE_TEXTS = {
  settingsTitle: msg`Settings`,
  settingsAbout: msg`Security & devices, privacy & your data, sharing with your lawyer or mediator, and email preferences.`,
  openSettings: msg`Open Settings`,
} as const;

/**
 * The profile screen (docs/product.md#profile-and-account-settings): who is signed in, the plan,
 * the password and sign-out. The rest of the account's controls live in Settings, one link away.
 */
export function ProfilePage() {
  const { user } = useAuth();
  const { isPremium, isSubscriptionLoading } = useSubscription();
  const profile = useProfile();
  const isWaiting = useLoadDelay(SUBSCRIPTION_TIMINGS.profileSpinnerMs);
  const { isSigningOut, signOut } = useSignOutAction();
  const { t } = useLingui();

  if (isWaiting) {
    return (
      <PageShell>
        <div className="flex justify-center py-16">
          <Spinner size="lg" label={t`Loading your profile`} />
        </div>
      </PageShell>
    );
  }

  if (!user) {
    return (
      <PageShell title={t`User Profile`}>
        <Card className="max-w-xl p-6">
          <p className="text-slate-700">
            <Trans>Please log in to view your profile.</Trans>
          </p>
          <Link href={paths.login} className={buttonClasses({ className: 'mt-4' })}>
            <Trans>Log In</Trans>
          </Link>
        </Card>
      </PageShell>
    );
  }

  // Until the profile arrives, the session's own details stand in.
  const details = profile.data ?? {
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    username: null,
  };

  return (
    <PageShell title={t`User Profile`}>
      <div className="grid max-w-3xl gap-6">
        <Card className="p-5 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">
            <Trans>Your details</Trans>
          </h2>
          <dl className="mt-2 divide-y divide-slate-100">
            <Detail label={t`Name`}>{getDisplayName(details)}</Detail>
            <Detail label={t`Email address`}>
              <span className="wrap-anywhere">{details.email || user.email}</span>
            </Detail>
            <Detail label={t`Account status`}>
              <Badge tone="success">
                <Trans>Active</Trans>
              </Badge>
            </Detail>
            <Detail label={t`Subscription plan`}>
              {isSubscriptionLoading ? (
                <Spinner size="sm" label={t`Checking your plan`} />
              ) : isPremium ? (
                <PlanBadge isPremium />
              ) : (
                <span className="flex flex-wrap items-center gap-3">
                  <PlanBadge isPremium={false} />
                  <Link
                    href={paths.accountSettings}
                    className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
                  >
                    <Sparkles aria-hidden="true" className="size-4" />
                    <Trans>Upgrade to Premium</Trans>
                  </Link>
                </span>
              )}
            </Detail>
          </dl>
        </Card>

        <Card className="p-5 sm:p-6">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <KeyRound aria-hidden="true" className="size-5 text-slate-500" />
            <Trans>Account Security</Trans>
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>
              Change the password you sign in with, and see every device signed in to your account.
            </Trans>
          </p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <Link href={paths.changePassword} className={buttonClasses({ variant: 'outline' })}>
              <Trans>Change Password</Trans>
            </Link>
            <Link href={paths.devices} className={buttonClasses({ variant: 'outline' })}>
              <MonitorSmartphone aria-hidden="true" className="size-4" />
              <Trans>Devices and sign-ins</Trans>
            </Link>
          </div>
        </Card>

        <Card className="p-5 sm:p-6">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <SlidersHorizontal aria-hidden="true" className="size-5 text-slate-500" />
            {t(PROFILE_TEXTS.settingsTitle)}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t(PROFILE_TEXTS.settingsAbout)}</p>
          <Link href={paths.settings} className={buttonClasses({ className: 'mt-4' })}>
            {t(PROFILE_TEXTS.openSettings)}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        </Card>

        <InstallAppCard />

        <div className="flex flex-col gap-3 sm:flex-row">
          <Link href={paths.accountSettings} className={buttonClasses({ variant: 'outline' })}>
            <Settings aria-hidden="true" className="size-4" />
            <Trans>Account Settings</Trans>
          </Link>
          <Button variant="ghost" isLoading={isSigningOut} onClick={signOut}>
            {!isSigningOut && <LogOut aria-hidden="true" className="size-4" />}
            <Trans>Sign Out</Trans>
          </Button>
        </div>
      </div>
    </PageShell>
  );
}
