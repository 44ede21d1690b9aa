import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { redirectTo } from '@/lib/redirect';
import { localKeys, subscriptionVerifiedKey } from '@/lib/storage';
import { testClientConfig } from '@/test/client-config';
import type { Profile, ProfileSubscription } from './api';
import {
  jo,
  renderSignedIn,
  reply,
  planStatusReply,
  stubApi,
  toastRegion,
  type ApiCall,
} from '@/test/render-signed-in';
import { AccountSettingsPage } from './account-settings-page';

vi.mock('@/lib/redirect', () => ({ redirectTo: vi.fn() }));

const activeSubscription: ProfileSubscription = {
  id: 7,
  external_id: 'local_abc',
  status: 'active',
  cancel_at_period_end: false,
  period_end: '2026-04-10T12:00:00.000Z',
};

function profileWith(subscription: ProfileSubscription | null): Profile {
  return {
    subscription_status: subscription ? 'premium' : 'free',
    subscription,
    first_name: 'Jo',
    last_name: 'Smith',
    email: 'jo@example.com',
    username: 'jo',
  };
}

type Overrides = Partial<Record<string, (call: ApiCall) => Response | Promise<Response>>>;

/** The API a subscriber's (or a free user's) account page talks to. */
function stubAccountApi(subscription: ProfileSubscription | null, overrides: Overrides = {}) {
  return stubApi((call) => {
    const key = `${call.method} ${call.path}`;
    const override = overrides[key];
    if (override) return override(call);
    switch (key) {
      case 'GET /api/auth/status':
        return planStatusReply(subscription ? 'premium' : 'free');
      case 'GET /api/profile':
        return reply(200, profileWith(subscription));
      case 'GET /api/config':
        return reply(200, testClientConfig());
      case 'GET /api/subscriptions/check-status':
        return reply(200, {
          subscription_status: subscription ? 'premium' : 'free',
          status_changed: false,
          was_downgraded: false,
        });
      default:
        return reply(404, { error: 'Not found' });
    }
  });
}

function renderPage(plan: 'free' | 'premium') {
  return renderSignedIn(<AccountSettingsPage />, { plan, path: '/account-settings' });
}

function countCalls(calls: ApiCall[], method: string, path: string) {
  return calls.filter((call) => call.method === method && call.path === path).length;
}

beforeEach(() => {
  localStorage.clear();
  // Verified a moment ago, unless a test says otherwise (once per 5 minutes,
  // docs/product.md#limits-and-timings).
  localStorage.setItem(subscriptionVerifiedKey(jo.id), String(Date.now()));
});

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('AccountSettingsPage for a free user', () => {
  it('links to Your data and Delete account in Privacy & your data', () => {
    stubAccountApi(null);
    renderPage('free');
    expect(screen.getByRole('link', { name: 'Your data' })).toHaveAttribute(
      'href',
      '/settings/privacy#your-data',
    );
    expect(screen.getByRole('link', { name: 'Delete account' })).toHaveAttribute(
      'href',
      '/settings/privacy#delete-account',
    );
  });

  it('compares Free ($0/month) with Premium ($29.99/month) and marks Free as current', async () => {
    stubAccountApi(null);
    renderPage('free');

    const free = within(screen.getByRole('article', { name: 'Free' }));
    expect(free.getByText('$0')).toBeInTheDocument();
    expect(free.getByText('Current plan')).toBeInTheDocument();
    expect(free.getByText('The Free Settlement Calculator')).toBeInTheDocument();
    const premium = within(screen.getByRole('article', { name: 'Premium' }));
    expect(premium.getByText('$29.99')).toBeInTheDocument();
    expect(premium.getByText('Expense Tracker')).toBeInTheDocument();
    expect(premium.queryByText('Current plan')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Subscription Details' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
  });

  it('"Upgrade to Premium" starts checkout', async () => {
    const calls = stubAccountApi(null, {
      'POST /api/subscriptions/create-checkout': () =>
        reply(200, { checkout_url: 'http://localhost/checkout/test?session=s1' }),
    });
    renderPage('free');

    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));

    await waitFor(() =>
      expect(redirectTo).toHaveBeenCalledWith('http://localhost/checkout/test?session=s1'),
    );
    expect(countCalls(calls, 'POST', '/api/subscriptions/create-checkout')).toBe(1);
  });
});

describe('AccountSettingsPage for a subscriber', () => {
  it('shows the Subscription Details: plan, Active, and the renewal date', async () => {
    stubAccountApi(activeSubscription);
    renderPage('premium');

    const details = within(await screen.findByRole('region', { name: 'Subscription Details' }));
    expect(details.getByText('Premium')).toBeInTheDocument();
    expect(details.getByText('Active')).toBeInTheDocument();
    expect(await details.findByText('April 10, 2026')).toBeInTheDocument();
    expect(details.getByText('Renews on')).toBeInTheDocument();
    expect(details.queryByText('Cancellation Pending')).toBeNull();
    expect(
      within(screen.getByRole('article', { name: 'Premium' })).getByText('Current plan'),
    ).toBeInTheDocument();
  });

  it('cancels after confirmation: "Subscription Cancelled" until the period end, then pending', async () => {
    const calls = stubAccountApi(activeSubscription, {
      'POST /api/subscriptions/cancel': () =>
        reply(200, {
          success: true,
          subscription: { ...activeSubscription, cancel_at_period_end: true },
        }),
    });
    renderPage('premium');
    const details = within(await screen.findByRole('region', { name: 'Subscription Details' }));
    await details.findByText('April 10, 2026');

    await userEvent.click(details.getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = within(screen.getByRole('alertdialog'));
    expect(dialog.getByText('Cancel your Premium subscription?')).toBeInTheDocument();
    expect(countCalls(calls, 'POST', '/api/subscriptions/cancel')).toBe(0);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel Subscription' }));

    expect(
      await toastRegion().findByText('Your premium access will continue until April 10, 2026'),
    ).toBeInTheDocument();
    expect(toastRegion().getByText('Subscription Cancelled')).toBeInTheDocument();
    expect(countCalls(calls, 'POST', '/api/subscriptions/cancel')).toBe(1);
    expect(localStorage.getItem(localKeys.subscriptionCancelled)).toBe('true');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(details.getByText('Cancellation Pending')).toBeInTheDocument();
    expect(details.getByText('Cancelling')).toBeInTheDocument();
    expect(details.getByText('Premium access ends on')).toBeInTheDocument();
    expect(details.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
  });

  it('says "Subscription Cancelled" for the billing period first, then the date once the profile is read again', async () => {
    let isCancelled = false;
    let releaseProfile = () => {};
    const profileHeld = new Promise<void>((resolve) => {
      releaseProfile = resolve;
    });
    const cancelledSubscription = { ...activeSubscription, cancel_at_period_end: true };
    stubAccountApi(activeSubscription, {
      'POST /api/subscriptions/cancel': () => {
        isCancelled = true;
        return reply(200, { success: true, subscription: cancelledSubscription });
      },
      'GET /api/profile': async () => {
        if (!isCancelled) return reply(200, profileWith(activeSubscription));
        await profileHeld;
        return reply(200, profileWith(cancelledSubscription));
      },
    });
    renderPage('premium');
    const details = within(await screen.findByRole('region', { name: 'Subscription Details' }));
    await details.findByText('April 10, 2026');

    await userEvent.click(details.getByRole('button', { name: 'Cancel Subscription' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel Subscription' }),
    );

    expect(
      await toastRegion().findByText(
        'Your subscription will remain active until the end of your current billing period',
      ),
    ).toBeInTheDocument();
    expect(toastRegion().getByText('Subscription Cancelled')).toBeInTheDocument();
    expect(toastRegion().queryByText(/Your premium access will continue until/)).toBeNull();

    act(() => releaseProfile());

    expect(
      await toastRegion().findByText('Your premium access will continue until April 10, 2026'),
    ).toBeInTheDocument();
    expect(
      toastRegion().queryByText(
        'Your subscription will remain active until the end of your current billing period',
      ),
    ).toBeNull();
    expect(toastRegion().getAllByText('Subscription Cancelled')).toHaveLength(1);
  });

  it('keeps the subscription when the dialog is answered "Keep Premium"', async () => {
    const calls = stubAccountApi(activeSubscription);
    renderPage('premium');
    const details = within(await screen.findByRole('region', { name: 'Subscription Details' }));

    await userEvent.click(details.getByRole('button', { name: 'Cancel Subscription' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep Premium' }));

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(countCalls(calls, 'POST', '/api/subscriptions/cancel')).toBe(0);
  });

  it('says 30 days ahead when the period end is unknown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-03-10T12:00:00Z') });
    const noEnd = { ...activeSubscription, period_end: null };
    stubAccountApi(noEnd, {
      'POST /api/subscriptions/cancel': () =>
        reply(200, { success: true, subscription: { ...noEnd, cancel_at_period_end: true } }),
    });
    renderPage('premium');
    const details = within(await screen.findByRole('region', { name: 'Subscription Details' }));

    await userEvent.click(details.getByRole('button', { name: 'Cancel Subscription' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel Subscription' }),
    );

    expect(
      await toastRegion().findByText('Your premium access will continue until April 9, 2026'),
    ).toBeInTheDocument();
  });

  it('shows "Error" when the cancellation fails for no stated reason', async () => {
    stubAccountApi(activeSubscription, {
      'POST /api/subscriptions/cancel': () => new Response('Bad gateway', { status: 502 }),
    });
    renderPage('premium');
    const details = within(await screen.findByRole('region', { name: 'Subscription Details' }));

    await userEvent.click(details.getByRole('button', { name: 'Cancel Subscription' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel Subscription' }),
    );

    expect(await toastRegion().findByText('Error')).toBeInTheDocument();
    expect(
      toastRegion().getByText('Failed to cancel subscription. Please try again.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem(localKeys.subscriptionCancelled)).toBeNull();
  });

  it('reads cancel_at_period_end "t" as a pending cancellation', async () => {
    stubAccountApi({ ...activeSubscription, cancel_at_period_end: 't' });
    renderPage('premium');

    const details = within(await screen.findByRole('region', { name: 'Subscription Details' }));
    expect(await details.findByText('Cancellation Pending')).toBeInTheDocument();
    expect(details.getByText('Cancelling')).toBeInTheDocument();
    expect(details.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
  });

  it('offers the billing portal with Stripe and goes there', async () => {
    stubAccountApi(activeSubscription, {
      'GET /api/config': () => reply(200, testClientConfig({ billing: { mode: 'stripe' } })),
      'POST /api/subscriptions/portal': () => reply(200, { url: 'https://billing.example/p/1' }),
    });
    renderPage('premium');

    await userEvent.click(await screen.findByRole('button', { name: 'Manage payment details' }));

    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('https://billing.example/p/1'));
  });

  it('has no payment details to manage in local test mode', async () => {
    stubAccountApi(activeSubscription);
    renderPage('premium');
    await screen.findByText(/Test mode: payments here are simulated/);
    expect(screen.queryByRole('button', { name: 'Manage payment details' })).toBeNull();
  });
});

describe('AccountSettingsPage keeping the status current', () => {
  it('reads the profile on arrival and every 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubAccountApi(activeSubscription);
    renderPage('premium');
    await waitFor(() => expect(countCalls(calls, 'GET', '/api/profile')).toBe(1));

    await act(async () => vi.advanceTimersByTime(5_000));
    await waitFor(() => expect(countCalls(calls, 'GET', '/api/profile')).toBe(2));
    await act(async () => vi.advanceTimersByTime(5_000));
    await waitFor(() => expect(countCalls(calls, 'GET', '/api/profile')).toBe(3));
  });

  it('verifies the status with the server once per 5 minutes per user', async () => {
    localStorage.setItem(subscriptionVerifiedKey(jo.id), String(Date.now() - 5 * 60_000 - 1));
    const calls = stubAccountApi(null);
    const { unmount } = renderPage('free');
    await waitFor(() =>
      expect(countCalls(calls, 'GET', '/api/subscriptions/check-status')).toBe(1),
    );
    unmount();

    renderPage('free');
    await screen.findByRole('button', { name: 'Verify subscription status' });
    expect(countCalls(calls, 'GET', '/api/subscriptions/check-status')).toBe(1);
  });

  it('verifies on request, then waits 30 s before the next manual check', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubAccountApi(null);
    renderPage('free');
    const verify = screen.getByRole('button', { name: 'Verify subscription status' });

    await userEvent.click(verify);

    expect(await toastRegion().findByText('Subscription Verified')).toBeInTheDocument();
    expect(countCalls(calls, 'GET', '/api/subscriptions/check-status')).toBe(1);
    expect(verify).toBeDisabled();
    expect(screen.getByText(/You can check again in \d+ s\./)).toBeInTheDocument();

    await act(async () => vi.advanceTimersByTime(30_000));
    expect(verify).toBeEnabled();
  });

  it('says "Subscription Activated" when the check finds a new premium plan', async () => {
    stubAccountApi(null, {
      'GET /api/subscriptions/check-status': () =>
        reply(200, { subscription_status: 'premium', status_changed: true, was_downgraded: false }),
    });
    renderPage('free');

    await userEvent.click(screen.getByRole('button', { name: 'Verify subscription status' }));

    expect(await toastRegion().findByText('Subscription Activated')).toBeInTheDocument();
  });

  it('shows "Verification Error" with the fallback when the check fails', async () => {
    stubAccountApi(null, {
      'GET /api/subscriptions/check-status': () => new Response('oops', { status: 500 }),
    });
    renderPage('free');

    await userEvent.click(screen.getByRole('button', { name: 'Verify subscription status' }));

    expect(await toastRegion().findByText('Verification Error')).toBeInTheDocument();
    expect(toastRegion().getByText('Failed to verify subscription status')).toBeInTheDocument();
  });
});
