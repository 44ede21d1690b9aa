import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

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
export const queryClient = createQueryClient();
