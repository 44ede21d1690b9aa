/**
 * The premium guard (docs/product.md#route-guards Route guards): a signed-out visitor goes to
 * /login, a signed-in user without Premium to /subscription (which is Account Settings). While the
 * account or the plan is still being checked it says so, and after 8 s it gives up and opens
 * Account Settings. The server enforces Premium on its own; this guard is for the experience.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { PageFrame } from '@/components/layout/page-frame';
import {
  TRACKER_HEADER_CLASSES,
  TrackerHeading,
  type TrackerHeadingText,
} from '@/components/trackers/tracker-heading';
import { Card } from '@/components/ui/card-surface';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/cn';
import { SUBSCRIPTION_TIMINGS } from '@/features/subscriptions/timings';
import { useSubscription } from '@/features/subscriptions/use-subscription';
import { type GuardProps, withGuard } from './with-guard';

const PREMIUM_GUARD_TEXTS = {
  verifyingAccount: msg`Verifying your account...`,
  checkingSubscription: msg`Checking your subscription status...`,
} as const;

/**
 * Her page's name at once, where the page will show it (components/trackers/tracker-heading.tsx),
 * with `children` where its content will be.
 */
function HeadingFrame({ heading, children }: { heading: TrackerHeadingText; children: ReactNode }) {
  const top = (
    <div className={heading.inCard ? TRACKER_HEADER_CLASSES.inCard : TRACKER_HEADER_CLASSES.above}>
      <TrackerHeading text={heading} />
    </div>
  );
  return (
    <PageFrame>
      {heading.inCard ? (
        <Card className="overflow-hidden">
          {top}
          {children}
        </Card>
      ) : (
        <>
          {top}
          {children}
        </>
      )}
    </PageFrame>
  );
}

/** The spinner and the sentence: alone on the screen, or under the page's heading. */
function Checking({ text, heading }: { text: string; heading?: TrackerHeadingText }) {
  const status = (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-4 px-4 text-center',
        heading ? 'py-12' : 'min-h-dvh',
      )}
    >
      {/* The status region's own words, apart from the visible sentence. */}
      <Spinner size="lg" label={text.replace(/\.+$/, '')} />
      <p className="text-slate-700">{text}</p>
    </div>
  );
  return heading ? <HeadingFrame heading={heading}>{status}</HeadingFrame> : status;
}

/** Her page's heading while the page's code is still on its way (the plan answered first). */
function PageLoading({ heading }: { heading: TrackerHeadingText }) {
  const { t } = useLingui();
  return (
    <HeadingFrame heading={heading}>
      <div className="flex justify-center py-12">
        <Spinner size="lg" label={t`Loading page`} />
      </div>
    </HeadingFrame>
  );
}

export function RequirePremium({ children, heading }: GuardProps) {
  const { user, isLoading } = useAuth();
  const { isPremium, isSubscriptionLoading } = useSubscription();
  const isChecking = isLoading || (user !== null && isSubscriptionLoading);
  const [timedOut, setTimedOut] = useState(false);
  // Opened from outside, she saw the heading while the plan was checked: it stays until the page
  // is there. Opened from within the app, the page comes as every page does.
  const [arrivedWhileChecking] = useState(isChecking);
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
        heading={heading}
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
  if (!heading || !arrivedWhileChecking) return children;
  // Not the route table's "Loading page" alone on the screen: her page's name stays.
  return <Suspense fallback={<PageLoading heading={heading} />}>{children}</Suspense>;
}

/** Wraps a page in the premium guard, for the route table. */
export const withPremiumGuard = withGuard(RequirePremium, 'WithPremiumGuard');
