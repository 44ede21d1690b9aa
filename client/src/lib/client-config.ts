import { API_PATHS, clientConfigSchema } from '@shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestParsed } from './api-client';
import { supportEmailOfPage } from './page-meta';

/** The query keys of this feature's data; invalidating `all` refreshes everything under it. */
const clientConfigKeys = {
  /** GET /api/config. */
  all: ['client-config'] as const,
};

/** GET /api/config through the request helper; the deployment's settings do not change while the page is open. */
const clientConfigQueryOptions = queryOptions({
  queryKey: clientConfigKeys.all,
  queryFn: () => requestParsed(clientConfigSchema, 'GET', API_PATHS.config),
  staleTime: Infinity,
});

export function useClientConfig() {
  return useQuery(clientConfigQueryOptions);
}

/**
 * The support address (SUPPORT_EMAIL): as the server wrote it into the page, else from the
 * config once it has loaded; null until then.
 */
export function useSupportEmail(): string | null {
  const { data } = useClientConfig();
  const fromPage = supportEmailOfPage();
  if (fromPage !== null) return fromPage;
  return typeof data?.supportEmail === 'string' && data.supportEmail !== ''
    ? data.supportEmail
    : null;
}
