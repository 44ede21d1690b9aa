import { useMemo, type ReactNode } from 'react';
import { type LayoutSession, LayoutSessionContext } from '@/components/layout/layout-session';
import { useAuth } from '@/features/auth';
import { useSubscription } from '@/features/subscriptions/use-subscription';
import { useSaveAccountLanguage } from '@/features/account/language';

/**
 * Hands the layout (page frame, navigation bar, drawer, tools bar) the session it shows, read
 * from the nearest auth and subscription state, so components/layout never imports a feature.
 */
export function LayoutSessionProvider({ children }: { children: ReactNode }) {
  const { user, isLoading, signOut } = useAuth();
  const { isPremium, isSubscriptionLoading } = useSubscription();
  const email = user?.email;
  const saveLanguage = useSaveAccountLanguage(user?.id);
  const session = useMemo<LayoutSession>(
    () => ({
      user: email === undefined ? null : { email },
      isLoading,
      isPremium,
      isPlanLoading: isSubscriptionLoading,
      signOut: () => signOut(),
      saveLanguage,
    }),
    [email, isLoading, isPremium, isSubscriptionLoading, signOut, saveLanguage],
  );
  return <LayoutSessionContext.Provider value={session}>{children}</LayoutSessionContext.Provider>;
}
