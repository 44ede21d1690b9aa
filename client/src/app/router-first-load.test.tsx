/**
 * A page's first showing in a fresh app, in a file of its own: the router's lazy pages remember
 * their code once shown, so a test after another that showed the page would see nothing of this.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RoutedApp } from '@/test/render-router';
import { memoryLocation } from 'wouter/memory-location';
import { getSupabase } from '@/features/auth/supabase';
import type { SubscriptionState } from '@/features/subscriptions';
import { authState, PREMIUM_PLAN_STATE, subscriptionState } from '@/test/contexts';
import { createFakeSupabase, fakeSession } from '@/test/fake-supabase';
import { reply, stubApi } from '@/test/render-signed-in';

vi.mock('@/features/auth/supabase', async () =>
  (await import('@/test/supabase-module-mock')).supabaseModuleMock(),
);

const signedIn = authState({
  user: { id: 'u1', email: 'jo@example.com', firstName: 'Jo', lastName: 'Smith' },
});

// Transformed once here, so the test measures the router, not the first import.
beforeAll(async () => {
  await Promise.all([
    import('@/features/expenses/expenses-page'),
    import('@/features/events/events-page'),
    import('@/features/networth/networth-page'),
    import('@/lib/query-client'),
  ]);
}, 60_000);

beforeEach(() => {
  // jsdom does not implement scrolling (the router scrolls to the top on every page).
  vi.stubGlobal('scrollTo', vi.fn());
  vi.mocked(getSupabase).mockResolvedValue(createFakeSupabase(fakeSession()) as never);
  stubApi(() => reply(200, []));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AppRouter, on a page opened from outside', () => {
  it("draws a tracker's heading while her plan is checked, and the page the moment it answers", async () => {
    const memory = memoryLocation({ path: '/expenses' });
    const tree = (subscription: SubscriptionState) => (
      <RoutedApp memory={memory} auth={signedIn} subscription={subscription} />
    );
    const view = render(tree(subscriptionState({ isSubscriptionLoading: true })));
    expect(screen.getByRole('heading', { level: 1, name: 'Expense Tracker' })).toBeInTheDocument();
    expect(screen.getByText('Checking your subscription status...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Expense' })).toBeNull();

    // Once that screen is painted, the page's code is fetched (here: imported).
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    view.rerender(tree(subscriptionState(PREMIUM_PLAN_STATE)));

    // At once: no "Loading page" in between, which React would then hold for 300 ms.
    expect(screen.queryByText('Loading page')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Expense' })).toBeInTheDocument();
    expect(screen.queryByText('Checking your subscription status...')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it("keeps the tracker's heading while its code arrives after her plan has answered", async () => {
    const memory = memoryLocation({ path: '/events' });
    const tree = (subscription: SubscriptionState) => (
      <RoutedApp memory={memory} auth={signedIn} subscription={subscription} />
    );
    const view = render(tree(subscriptionState({ isSubscriptionLoading: true })));
    view.rerender(tree(subscriptionState(PREMIUM_PLAN_STATE)));

    // Not the route table's spinner alone: the heading stays, with the page's spinner under it.
    expect(screen.getByRole('heading', { level: 1, name: 'Event Tracker' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
    expect(screen.queryByText('Checking your subscription status...')).toBeNull();

    expect(await screen.findByRole('button', { name: 'Add Event' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('shows no heading before the page when she opens a tracker from within the app', async () => {
    // Her plan is known: she came from another page. A heading with nothing to use under it
    // would have her (or her screen reader) start on a screen that is about to go.
    const memory = memoryLocation({ path: '/networth' });
    render(
      <RoutedApp
        memory={memory}
        auth={signedIn}
        subscription={subscriptionState(PREMIUM_PLAN_STATE)}
      />,
    );

    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Combined Net Worth Tracker' }),
    ).toBeInTheDocument();
    // The page's own heading, with its help under it: no frame came first.
    expect(screen.getByText(/What does .net worth. mean/)).toBeInTheDocument();
  });
});
