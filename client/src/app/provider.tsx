import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastProvider } from '@/components/ui/toast';
import { i18n } from '@/lib/i18n';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { useFollowAccountLanguage } from '@/features/account/language';
import { AuthProvider, useAuth } from '@/features/auth';
import { SubscriptionProvider } from '@/features/subscriptions/subscription-provider';

type AppProviderProps = {
  children: ReactNode;
  /** Tests pass a fresh client so cached data never leaks between them. */
  queryClient?: QueryClient;
};

/** Speaks the language the signed-in user chose on her account (lib/i18n.ts). */
function FollowAccountLanguage() {
  const { user } = useAuth();
  useFollowAccountLanguage(user?.id);
  return null;
}

export function AppProvider({ children, queryClient = appQueryClient }: AppProviderProps) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <AuthProvider>
            <FollowAccountLanguage />
            <SubscriptionProvider>{children}</SubscriptionProvider>
          </AuthProvider>
        </ToastProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
