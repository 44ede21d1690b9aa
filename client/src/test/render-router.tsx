/**
 * The app's route table at a memory location, with the session and plan a test gives it (no
 * auth or plan provider runs): for what the router and its guards show.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { Router, type BaseLocationHook, type BaseSearchHook } from 'wouter';
import { AppRouter } from '@/app/router';
import { ToastProvider } from '@/components/ui/toast';
import type { AuthState } from '@/features/auth';
import type { SubscriptionState } from '@/features/subscriptions';
import { createQueryClient } from '@/lib/query-client';
import { TestContexts } from './contexts';

type RoutedAppProps = {
  /** A memoryLocation's hooks. */
  memory: { hook: BaseLocationHook; searchHook: BaseSearchHook };
  auth: AuthState;
  subscription: SubscriptionState;
};

export function RoutedApp({ memory, auth, subscription }: RoutedAppProps) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <TestContexts auth={auth} subscription={subscription}>
        <ToastProvider>
          <Router hook={memory.hook} searchHook={memory.searchHook}>
            <AppRouter />
          </Router>
        </ToastProvider>
      </TestContexts>
    </QueryClientProvider>
  );
}
