/**
 * The local test-mode checkout's calls (billing mode 'local'): the session it shows, and
 * paying or cancelling it, each answering where the browser goes next.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { redirectTo } from '@/lib/redirect';

export type CheckoutSessionStatus = 'open' | 'complete' | 'cancelled';

/** GET /api/billing/checkout/:session. */
export interface CheckoutSession {
  id: string;
  email: string;
  /** '29.99' */
  amount: string;
  currency: string;
  interval: string;
  status: CheckoutSessionStatus;
}

export const checkoutKeys = {
  all: ['checkout-session'] as const,
  session: (sessionId: string) => [...checkoutKeys.all, sessionId] as const,
};

const sessionUrl = (sessionId: string) => `/api/billing/checkout/${encodeURIComponent(sessionId)}`;

export function useCheckoutSession(sessionId: string | null) {
  return useQuery({
    queryKey: checkoutKeys.session(sessionId ?? ''),
    queryFn: () => apiRequest<CheckoutSession>('GET', sessionUrl(sessionId!)),
    enabled: sessionId !== null,
    // An unknown session stays unknown; a retry would only delay saying so.
    retry: false,
    staleTime: 0,
  });
}

type Finish = 'complete' | 'cancel';

/** POST …/complete or …/cancel, then the browser follows redirect_url (a full page load). */
export function useFinishCheckout(sessionId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: Finish) => {
      const { redirect_url: url } = await apiRequest<{ redirect_url?: string }>(
        'POST',
        `${sessionUrl(sessionId ?? '')}/${action}`,
      );
      if (!url) throw new Error('The checkout did not say where to go next.');
      return url;
    },
    onSuccess: (url) => redirectTo(url),
    // E.g. finished in another tab: reading the session again shows how it ended.
    onError: () => queryClient.invalidateQueries({ queryKey: checkoutKeys.all }),
  });
}
