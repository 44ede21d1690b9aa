import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useLayoutSession } from '@/components/layout/layout-session';
import { AuthContext } from '@/features/auth';
import { SubscriptionContext } from '@/features/subscriptions';
import { authState, jo, PREMIUM_PLAN_STATE, subscriptionState } from '@/test/contexts';
import { LayoutSessionProvider } from './layout-session-provider';

function SessionProbe() {
  const session = useLayoutSession();
  return (
    <>
      <p>{`${session.user?.email ?? 'visitor'} ${session.isPremium ? 'premium' : 'free'}`}</p>
      <p>{session.isPlanLoading ? 'plan loading' : 'plan known'}</p>
      <button type="button" onClick={() => void session.signOut()}>
        Sign out
      </button>
    </>
  );
}

function renderProbe(auth = authState(), subscription = subscriptionState()) {
  render(
    <AuthContext.Provider value={auth}>
      <SubscriptionContext.Provider value={subscription}>
        <LayoutSessionProvider>
          <SessionProbe />
        </LayoutSessionProvider>
      </SubscriptionContext.Provider>
    </AuthContext.Provider>,
  );
}

describe('LayoutSessionProvider', () => {
  it('gives the layout the signed-in user, the plan and the sign-out of the auth state', async () => {
    const signOut = vi.fn(async () => {});
    renderProbe(authState({ user: jo, signOut }), subscriptionState(PREMIUM_PLAN_STATE));

    expect(screen.getByText('jo@example.com premium')).toBeInTheDocument();
    expect(screen.getByText('plan known')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('says a visitor is signed out, and that the plan is still being checked', () => {
    renderProbe(authState(), subscriptionState({ isSubscriptionLoading: true }));

    expect(screen.getByText('visitor free')).toBeInTheDocument();
    expect(screen.getByText('plan loading')).toBeInTheDocument();
  });
});
