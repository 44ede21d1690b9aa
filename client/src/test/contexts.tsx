/**
 * The auth and subscription contexts a screen reads, filled in by a test: whole states with
 * only the parts the test is about set, and one provider for both.
 */
import type { ReactNode } from 'react';
import { LayoutSessionProvider } from '@/app/layout-session-provider';
import { AuthContext, type AuthState, type AuthUser } from '@/features/auth';
import { SubscriptionContext, type SubscriptionState } from '@/features/subscriptions';

export const jo: AuthUser = {
  id: '5b7e1c7e-0000-4000-8000-000000000001',
  email: 'jo@example.com',
  firstName: 'Jo',
  lastName: 'Smith',
};

/** Signed out and done loading, unless the test says otherwise. */
export function authState(overrides: Partial<AuthState> = {}): AuthState {
  return { user: null, isLoading: false, signOut: async () => {}, ...overrides };
}

/** The free plan, known, unless the test says otherwise. */
export function subscriptionState(overrides: Partial<SubscriptionState> = {}): SubscriptionState {
  return {
    subscriptionStatus: 'free',
    isPremium: false,
    isSubscriptionLoading: false,
    ...overrides,
  };
}

export const PREMIUM_PLAN_STATE: Partial<SubscriptionState> = {
  subscriptionStatus: 'premium',
  isPremium: true,
};

/**
 * Provides both contexts, and the layout's view of them; a state left out is signed out, or the
 * known free plan.
 */
export function TestContexts({
  auth = authState(),
  subscription = subscriptionState(),
  children,
}: {
  auth?: AuthState;
  subscription?: SubscriptionState;
  children: ReactNode;
}) {
  return (
    <AuthContext.Provider value={auth}>
      <SubscriptionContext.Provider value={subscription}>
        <LayoutSessionProvider>{children}</LayoutSessionProvider>
      </SubscriptionContext.Provider>
    </AuthContext.Provider>
  );
}
