import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastProvider } from '@/components/ui/toast';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { AuthProvider } from '@/features/auth';
import { SubscriptionProvider } from '@/features/subscriptions';

type AppProviderProps = {
  children: ReactNode;
  /** Tests pass a fresh client so cached data never leaks between them. */
  queryClient?: QueryClient;
};

export function AppProvider({ children, queryClient = appQueryClient }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <AuthProvider>
          <SubscriptionProvider>{children}</SubscriptionProvider>
        </AuthProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
