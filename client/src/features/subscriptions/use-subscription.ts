/**
 * The user's plan, as the rest of the app sees it (docs/product.md#stored-data: subscriptionStatus,
 * isPremium, isSubscriptionLoading). SubscriptionProvider keeps it current; everything else reads
 * it through useSubscription().
 */
import type { SubscriptionStatus } from '@shared/subscriptions';
import { createContext, useContext } from 'react';

export interface SubscriptionState {
  subscriptionStatus: SubscriptionStatus;
  isPremium: boolean;
  /** True until the server (or, after 8 s, the cached profile) has said which plan the user has. */
  isSubscriptionLoading: boolean;
}

const unknownPlan: SubscriptionState = {
  subscriptionStatus: 'free',
  isPremium: false,
  isSubscriptionLoading: false,
};

export const SubscriptionContext = createContext<SubscriptionState>(unknownPlan);

export function useSubscription(): SubscriptionState {
  return useContext(SubscriptionContext);
}
