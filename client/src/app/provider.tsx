import { I18nProvider } from '@lingui/react';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ToastProvider } from '@/components/ui/toast';
import { afterNextPaint } from '@/lib/after-load';
import { i18n } from '@/lib/i18n';
import { AuthProvider, useAuth } from '@/features/auth';
import {
  SubscriptionContext,
  type SubscriptionState,
} from '@/features/subscriptions/use-subscription';

const SignedInSession = lazy(async () => ({
  default: (await import('./signed-in-session')).SignedInSession,
}));

/**
 * The plan, for the whole app. While someone is signed in, or a stored session is being
 * restored, SignedInSession loads beside the page and reports the SubscriptionProvider's plan
 * here. Until its first report, and for a visitor, the plan is what that provider says before
 * any answer: free, and still loading while she may be signed in.
 */
function PlanProvider({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const maybeSignedIn = user !== null || isLoading;
  // Its code is fetched once the page's first screen has been painted: on a slow phone her
  // page's name shows first (app/guards/require-premium.tsx).
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  const [reported, setReported] = useState<SubscriptionState | null>(null);
  const beforeAnyAnswer = useMemo<SubscriptionState>(
    () => ({ subscriptionStatus: 'free', isPremium: false, isSubscriptionLoading: maybeSignedIn }),
    [maybeSignedIn],
  );
  return (
    <SubscriptionContext.Provider value={(maybeSignedIn && reported) || beforeAnyAnswer}>
      {maybeSignedIn && painted && (
        <Suspense fallback={null}>
          <SignedInSession onPlan={setReported} />
        </Suspense>
      )}
      {children}
    </SubscriptionContext.Provider>
  );
}

/**
 * The app's providers. Data (TanStack Query) is not among them: the pages and SignedInSession
 * that read data bring the app's query client with them (lib/query-client.tsx).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <ToastProvider>
        <AuthProvider>
          <PlanProvider>{children}</PlanProvider>
        </AuthProvider>
      </ToastProvider>
    </I18nProvider>
  );
}
