/**
 * The user's plan, as the rest of the app sees it (spec §3: subscriptionStatus, isPremium,
 * isSubscriptionLoading). The provider that keeps it current lives in app/; screens read it
 * through useSubscription(), load the profile with useProfile() and start a checkout with
 * useStartCheckout().
 */
import type { SubscriptionStatus } from '@shared/auth';
import { useMutation, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { useToast } from '@/components/ui/toast';
import { useAuth } from './auth';
import { profileKeys } from './query-keys';
import { redirectTo } from './redirect';
import { apiErrorMessage, createCheckout, fetchProfile, type Profile } from './subscription-api';

export interface SubscriptionState {
  subscriptionStatus: SubscriptionStatus;
  isPremium: boolean;
  /** True until the server (or, after 8 s, the cached profile) has said which plan the user has. */
  isSubscriptionLoading: boolean;
  /**
   * False until the sign-in status check has answered: the profile is read after it, so the
   * check is the first to see (and report) a downgrade.
   */
  canFetchProfile: boolean;
}

const unknownPlan: SubscriptionState = {
  subscriptionStatus: 'free',
  isPremium: false,
  isSubscriptionLoading: false,
  canFetchProfile: true,
};

export const SubscriptionContext = createContext<SubscriptionState>(unknownPlan);

export function useSubscription(): SubscriptionState {
  return useContext(SubscriptionContext);
}

type ProfileQueryOptions = Pick<
  UseQueryOptions<Profile>,
  'refetchInterval' | 'refetchOnWindowFocus' | 'refetchOnMount' | 'retry' | 'retryDelay'
>;

/** GET /api/profile for the signed-in user; every caller shares one cache entry. */
export function useProfile(options: ProfileQueryOptions = {}) {
  const { user } = useAuth();
  const { canFetchProfile } = useSubscription();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: profileKeys.user(userId),
    queryFn: () => fetchProfile(userId),
    enabled: userId !== '' && canFetchProfile,
    ...options,
  });
}

export const CHECKOUT_ERROR_TITLE = 'Checkout Error';
export const CHECKOUT_ERROR_FALLBACK = 'Failed to create checkout session';

/**
 * Starts checkout (spec §7): POST create-checkout, then the browser goes to checkout_url; a
 * failure shows 'Checkout Error'. `isStarting` stays true while the browser leaves, so the
 * upgrade buttons cannot start a second checkout.
 */
export function useStartCheckout() {
  const { toast } = useToast();
  const mutation = useMutation({
    mutationFn: createCheckout,
    onSuccess: (url) => redirectTo(url),
    onError: (error) =>
      toast({
        title: CHECKOUT_ERROR_TITLE,
        description: apiErrorMessage(error, CHECKOUT_ERROR_FALLBACK),
        variant: 'destructive',
      }),
  });
  const { mutate } = mutation;
  return {
    startCheckout: () => mutate(),
    isStarting: mutation.isPending || mutation.isSuccess,
  };
}
