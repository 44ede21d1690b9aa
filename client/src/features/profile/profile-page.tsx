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
  settingsTitle: 'Settings',
  settingsAbout:
    'Security & devices, privacy & your data, sharing with your lawyer or mediator, and email preferences.',
  openSettings: 'Open Settings',
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

  if (isWaiting) {
    return (
      <PageShell>
        <div className="flex justify-center py-16">
          <Spinner size="lg" label="Loading your profile" />
        </div>
      </PageShell>
    );
  }

  if (!user) {
    return (
      <PageShell title="User Profile">
        <Card className="max-w-xl p-6">
          <p className="text-slate-700">Please log in to view your profile.</p>
          <Link href={paths.login} className={buttonClasses({ className: 'mt-4' })}>
            Log In
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
    <PageShell title="User Profile">
      <div className="grid max-w-3xl gap-6">
        <Card className="p-5 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">Your details</h2>
          <dl className="mt-2 divide-y divide-slate-100">
            <Detail label="Name">{getDisplayName(details)}</Detail>
            <Detail label="Email address">
              <span className="wrap-anywhere">{details.email || user.email}</span>
            </Detail>
            <Detail label="Account status">
              <Badge tone="success">Active</Badge>
            </Detail>
            <Detail label="Subscription plan">
              {isSubscriptionLoading ? (
                <Spinner size="sm" label="Checking your plan" />
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
                    Upgrade to Premium
                  </Link>
                </span>
              )}
            </Detail>
          </dl>
        </Card>

        <Card className="p-5 sm:p-6">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <KeyRound aria-hidden="true" className="size-5 text-slate-500" />
            Account Security
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Change the password you sign in with, and see every device signed in to your account.
          </p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <Link href={paths.changePassword} className={buttonClasses({ variant: 'outline' })}>
              Change Password
            </Link>
            <Link href={paths.devices} className={buttonClasses({ variant: 'outline' })}>
              <MonitorSmartphone aria-hidden="true" className="size-4" />
              Devices and sign-ins
            </Link>
          </div>
        </Card>

        <Card className="p-5 sm:p-6">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <SlidersHorizontal aria-hidden="true" className="size-5 text-slate-500" />
            {PROFILE_TEXTS.settingsTitle}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{PROFILE_TEXTS.settingsAbout}</p>
          <Link href={paths.settings} className={buttonClasses({ className: 'mt-4' })}>
            {PROFILE_TEXTS.openSettings}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        </Card>

        <div className="flex flex-col gap-3 sm:flex-row">
          <Link href={paths.accountSettings} className={buttonClasses({ variant: 'outline' })}>
            <Settings aria-hidden="true" className="size-4" />
            Account Settings
          </Link>
          <Button variant="ghost" isLoading={isSigningOut} onClick={signOut}>
            {!isSigningOut && <LogOut aria-hidden="true" className="size-4" />}
            Sign Out
          </Button>
        </div>
      </div>
    </PageShell>
  );
}
