import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AuthState } from '@/features/auth';
import type { SubscriptionState } from '@/features/subscriptions';
import {
  authState,
  jo,
  PREMIUM_PLAN_STATE,
  subscriptionState,
  TestContexts,
} from '@/test/contexts';
import { TRACKER_HEADINGS, type TrackerHeadingText } from '@/components/trackers/tracker-heading';
import { RequirePremium } from './require-premium';

function renderGuard(
  auth: Partial<AuthState>,
  subscription: Partial<SubscriptionState>,
  heading?: TrackerHeadingText,
) {
  const memory = memoryLocation({ path: '/networth', record: true });
  const view = render(
    <TestContexts
      auth={authState({ user: jo, ...auth })}
      subscription={subscriptionState(subscription)}
    >
      <Router hook={memory.hook}>
        <Switch>
          <Route path="/login">login screen</Route>
          <Route path="/subscription">subscription redirect</Route>
          <Route path="/account-settings">account settings</Route>
          <Route path="/networth">
            <RequirePremium heading={heading}>premium page</RequirePremium>
          </Route>
        </Switch>
      </Router>
    </TestContexts>,
  );
  return { memory, view };
}

const premium = PREMIUM_PLAN_STATE;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('RequirePremium (the premium guard)', () => {
  it('shows the page to a premium user', () => {
    renderGuard({}, premium);
    expect(screen.getByText('premium page')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login, replacing the history entry', () => {
    const { memory } = renderGuard({ user: null }, {});
    expect(screen.getByText('login screen')).toBeInTheDocument();
    expect(memory.history).toEqual(['/login']);
  });

  it('sends a signed-in free user to /subscription (Account Settings)', () => {
    const { memory } = renderGuard({}, {});
    expect(screen.getByText('subscription redirect')).toBeInTheDocument();
    expect(memory.history).toEqual(['/subscription']);
  });

  it('says "Verifying your account..." while the account is loading', () => {
    renderGuard({ user: null, isLoading: true }, { isSubscriptionLoading: true });
    expect(screen.getByText('Verifying your account...')).toBeInTheDocument();
    expect(screen.queryByText('premium page')).toBeNull();
  });

  it('says "Checking your subscription status..." while the plan is loading', () => {
    renderGuard({}, { isSubscriptionLoading: true });
    expect(screen.getByText('Checking your subscription status...')).toBeInTheDocument();
    expect(screen.queryByText('premium page')).toBeNull();
  });

  it("shows the page's heading above the sentence while it checks, when it has one", () => {
    renderGuard({}, { isSubscriptionLoading: true }, TRACKER_HEADINGS.networth);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Combined Net Worth Tracker' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Track assets and debts for divorce financial planning'),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(
      screen.getByText('Checking your subscription status...'),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Checking your subscription status');
    expect(screen.queryByText('premium page')).toBeNull();
  });

  it('shows the heading while the account loads too, and nothing of it once the page shows', () => {
    const { view } = renderGuard(
      { user: null, isLoading: true },
      { isSubscriptionLoading: true },
      TRACKER_HEADINGS.expenses,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Expense Tracker' })).toBeInTheDocument();
    expect(screen.getByText('Verifying your account...')).toBeInTheDocument();

    view.rerender(
      <TestContexts auth={authState({ user: jo })} subscription={subscriptionState(premium)}>
        <Router hook={memoryLocation({ path: '/networth' }).hook}>
          <RequirePremium heading={TRACKER_HEADINGS.expenses}>premium page</RequirePremium>
        </Router>
      </TestContexts>,
    );
    expect(screen.getByText('premium page')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByText('Verifying your account...')).toBeNull();
  });

  it('shows no heading and no page frame while it checks a page without one', () => {
    renderGuard({}, { isSubscriptionLoading: true });
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('main')).toBeNull();
  });

  it('goes to Account Settings when the check takes over 8 s', () => {
    const { memory } = renderGuard({}, { isSubscriptionLoading: true });

    act(() => vi.advanceTimersByTime(7_999));
    expect(screen.getByText('Checking your subscription status...')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('account settings')).toBeInTheDocument();
    expect(memory.history).toEqual(['/account-settings']);
  });

  it('lets the page through when the check answers premium in time', () => {
    const { view } = renderGuard({}, { isSubscriptionLoading: true });
    act(() => vi.advanceTimersByTime(3_000));

    view.rerender(
      <TestContexts auth={authState({ user: jo })} subscription={subscriptionState(premium)}>
        <Router hook={memoryLocation({ path: '/networth' }).hook}>
          <RequirePremium>premium page</RequirePremium>
        </Router>
      </TestContexts>,
    );
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('premium page')).toBeInTheDocument();
  });
});
