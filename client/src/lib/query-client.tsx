import {
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
  type DefaultOptions,
} from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';

/**
 * The default data cache (docs/product.md#limits-and-timings): stale after 60 s, kept 5 min, 1
 * retry, no refetch on focus.
 */
const queryConfig = {
  queries: {
    staleTime: 60_000,
    gcTime: 5 * 60_000,
    retry: 1,
    refetchOnWindowFocus: false,
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}

/** The app's single client; tests build their own with `createQueryClient()`. */
const queryClient = createQueryClient();

/**
 * Forgets every answer the app's client holds. Its keys do not name the user, so when a session
 * ends without the page reloading (signed out in another tab or on another device), the next
 * person to sign in here must not be shown the last one's lists while hers load.
 */
export function forgetAllAnswers(): void {
  queryClient.clear();
}

/**
 * Gives what it wraps the app's client, or the client already provided above it (a test's own).
 * The app has no client at its root: TanStack Query loads with the first page or provider that
 * reads data, never with a signed-out visitor's landing page
 * (docs/decisions/014-landing-weight-and-long-lists.md). Every such part shares the one cache.
 */
export function WithQueryClient({ children }: { children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  return <QueryClientProvider client={provided ?? queryClient}>{children}</QueryClientProvider>;
}
