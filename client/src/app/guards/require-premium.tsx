/**
 * The premium guard (docs/product.md#route-guards Route guards): a signed-out visitor goes to
 * /login, a signed-in user without Premium to /subscription (which is Account Settings). While the
 * account or the plan is still being checked it says so, and after 8 s it gives up and opens
 * Account Settings. The server enforces Premium on its own; this guard is for the experience.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { SUBSCRIPTION_TIMINGS } from '@/features/subscriptions/timings';
import { useSubscription } from '@/features/subscriptions/use-subscription';
import { withGuard } from './with-guard';

const PREMIUM_GUARD_TEXTS = {
  verifyingAccount: msg`Verifying your account...`,
  checkingSubscription: msg`Checking your subscription status...`,
} as const;

function Checking({ text }: { text: string }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      {/* The status region's own words, apart from the visible sentence. */}
      <Spinner size="lg" label={text.replace(/\.+$/, '')} />
      <p className="text-slate-700">{text}</p>
    </div>
  );
}

export function RequirePremium({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const { isPremium, isSubscriptionLoading } = useSubscription();
  const isChecking = isLoading || (user !== null && isSubscriptionLoading);
  const [timedOut, setTimedOut] = useState(false);
  const { t } = useLingui();

  useEffect(() => {
    if (!isChecking) return;
    const timer = setTimeout(() => setTimedOut(true), SUBSCRIPTION_TIMINGS.premiumCheckRedirectMs);
    return () => clearTimeout(timer);
  }, [isChecking]);

  if (isChecking) {
    if (timedOut) return <Redirect to={paths.accountSettings} replace />;
    return (
      <Checking
        text={t(
          isLoading
            ? PREMIUM_GUARD_TEXTS.verifyingAccount
            : PREMIUM_GUARD_TEXTS.checkingSubscription,
        )}
      />
    );
  }
  if (!user) return <Redirect to={paths.login} replace />;
  if (!isPremium) return <Redirect to={paths.subscription} replace />;
  return children;
}

/** Wraps a page in the premium guard, for the route table. */
export const withPremiumGuard = withGuard(RequirePremium, 'WithPremiumGuard');
