import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RoutedApp } from '@/test/render-router';
import { memoryLocation } from 'wouter/memory-location';
import type { AuthState } from '@/features/auth';
import { sessionKeys, subscriptionVerifiedKey } from '@/lib/storage';
import type { SubscriptionState } from '@/features/subscriptions';
import { getSupabase } from '@/features/auth/supabase';
import { authState, PREMIUM_PLAN_STATE, subscriptionState } from '@/test/contexts';
import { createFakeSupabase, fakeSession } from '@/test/fake-supabase';
import { planStatusReply, reply, stubApi } from '@/test/render-signed-in';

vi.mock('@/features/auth/supabase', async () =>
  (await import('@/test/supabase-module-mock')).supabaseModuleMock(),
);

const signedIn = authState({
  user: { id: 'u1', email: 'jo@example.com', firstName: 'Jo', lastName: 'Smith' },
});
const signedOut = authState();

const premium = subscriptionState(PREMIUM_PLAN_STATE);
const free = subscriptionState();

function renderAt(
  path: string,
  auth: AuthState = signedIn,
  subscription: SubscriptionState = premium,
) {
  const memory = memoryLocation({ path, record: true });
  render(<RoutedApp memory={memory} auth={auth} subscription={subscription} />);
  return memory;
}

function findPageTitle(name: string) {
  return screen.findByRole('heading', { level: 1, name });
}

let scrollTo: ReturnType<typeof vi.fn>;

// The pages' modules are transformed on their first import, which on a busy 2-core machine
// can take longer than a test may: done here once, so each test measures the router alone.
beforeAll(async () => {
  await Promise.all([
    import('@/features/landing/landing-page'),
    import('@/features/auth/login-page'),
    import('@/features/home/home-page'),
    import('@/features/profile/profile-page'),
    import('@/features/settings/settings-page'),
  ]);
}, 60_000);

beforeEach(() => {
  vi.mocked(getSupabase).mockResolvedValue(createFakeSupabase(fakeSession()) as never);
  // jsdom does not implement scrolling; the spy also lets the tests see scroll-to-top happen.
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  // Account Settings verifies the plan at most every 5 minutes; this user just did.
  localStorage.setItem(subscriptionVerifiedKey('u1'), String(Date.now()));
  // The pages' own reads are not what these tests look at: the plan check answers, the rest 404.
  stubApi(({ path }) =>
    path === '/api/auth/status'
      ? planStatusReply('premium')
      : reply(404, { error: 'Not found', code: 'not_found' }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AppRouter', () => {
  it('shows the landing page at /', async () => {
    renderAt('/', signedOut);

    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Loading your profile...')).toBeNull();
  });

  it.each([
    ['/login', 'Log in'],
    ['/signup', 'Sign up'],
    ['/reset-password', 'Reset Password'],
    ['/update-password', 'Set New Password'],
    ['/debug/password-reset', 'Password Reset Diagnostics'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/verify', 'Verify an Export'],
    ['/goodbye', 'Your account has been deleted'],
    ['/unsubscribe', 'Unsubscribe from tips and news'],
    ['/home', 'Home'],
    ['/dashboard', 'Home'],
    ['/profile', 'User Profile'],
    ['/devices', 'Devices and sign-ins'],
    ['/settings', 'Settings'],
    ['/settings/security', 'Security & devices'],
    ['/settings/privacy', 'Privacy & your data'],
    ['/settings/sharing', 'Sharing'],
    ['/settings/email', 'Email'],
    ['/devices/sign-out', 'Sign out a device'],
    ['/account-settings', 'Account Settings'],
    ['/change-password', 'Change Your Password'],
    ['/calculator', 'Calculator'],
    ['/free-settlement-calculator', 'Free Settlement Calculator'],
    ['/expenses', 'Expense Tracker'],
    ['/networth', 'Combined Net Worth Tracker'],
    ['/events', 'Event Tracker'],
    ['/documents', 'Documents'],
    ['/settlement-calculator', 'Settlement vs. Trial Calculator'],
  ])('shows the lazily loaded page for %s titled "%s"', async (path, title) => {
    renderAt(path);

    expect(await findPageTitle(title)).toBeInTheDocument();
  });

  it.each(['/no-such-page', '/expenses/extra', '/debug', '/settings/language'])(
    'shows the not-found screen for the unknown path %s',
    async (path) => {
      renderAt(path);

      expect(await findPageTitle('404 Page Not Found')).toBeInTheDocument();
      expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    },
  );

  it.each([
    '/home',
    '/dashboard',
    '/profile',
    '/settings',
    '/settings/security',
    '/settings/privacy',
    '/settings/sharing',
    '/settings/email',
    '/devices',
    '/account-settings',
    '/change-password',
    '/calculator',
    '/free-settlement-calculator',
    '/expenses',
    '/networth',
    '/events',
    '/documents',
    '/settlement-calculator',
    '/checkout/test',
  ])('sends a signed-out visitor from %s to /login', async (path) => {
    const memory = renderAt(path, signedOut);

    expect(await findPageTitle('Log in')).toBeInTheDocument();
    expect(memory.history.at(-1)).toBe('/login');
  });

  it.each([
    '/',
    '/login',
    '/signup',
    '/reset-password',
    '/debug/password-reset',
    '/terms',
    '/verify',
    '/goodbye',
    '/unsubscribe',
    '/devices/sign-out',
  ])('lets a signed-out visitor see the public page %s', async (path) => {
    const memory = renderAt(path, signedOut);

    await screen.findAllByRole('heading', { level: 1 });
    expect(memory.history.at(-1)).toBe(path);
  });

  it.each([
    '/expenses',
    '/networth',
    '/events',
    '/documents',
    '/settlement-calculator',
    '/case-file',
  ])('sends a free user from the premium route %s to Account Settings', async (path) => {
    const memory = renderAt(path, signedIn, free);

    expect(await findPageTitle('Account Settings')).toBeInTheDocument();
    expect(memory.history.at(-1)).toBe('/account-settings');
  });

  it('lets a free user open /sharing, to see and revoke the links she made with Premium', async () => {
    const memory = renderAt('/sharing', signedIn, free);

    expect(await findPageTitle('Sharing')).toBeInTheDocument();
    expect(memory.history.at(-1)).toBe('/sharing');
  });

  it('sends a signed-out visitor from /sharing to /login', async () => {
    const memory = renderAt('/sharing', signedOut);

    expect(await findPageTitle('Log in')).toBeInTheDocument();
    expect(memory.history.at(-1)).toBe('/login');
  });

  it('shows the local checkout page at /checkout/test to a signed-in user', async () => {
    renderAt('/checkout/test');

    expect(await screen.findByText('Test mode — no real payment is taken')).toBeInTheDocument();
  });

  it('redirects /subscription to /account-settings', async () => {
    const memory = renderAt('/subscription');

    expect(await findPageTitle('Account Settings')).toBeInTheDocument();
    expect(memory.history.at(-1)).toBe('/account-settings');
  });

  it('replaces /subscription in history, so Back does not bounce through the redirect', async () => {
    const memory = renderAt('/subscription');

    await findPageTitle('Account Settings');

    expect(memory.history).toEqual(['/account-settings']);
  });

  it('keeps the checkout result query when redirecting /subscription', async () => {
    const memory = renderAt('/subscription?payment_success=true');

    await findPageTitle('Account Settings');

    expect(memory.history.at(-1)).toBe('/account-settings?payment_success=true');
  });

  it('scrolls to the top on every route change', async () => {
    const memory = renderAt('/terms');
    await findPageTitle('Terms of Service');
    scrollTo.mockClear();

    act(() => memory.navigate('/privacy'));

    expect(await findPageTitle('Privacy Policy')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  describe('while a password reset is in progress', () => {
    afterEach(() => sessionStorage.clear());

    it('takes an in-app navigation to /update-password, as a full page load does', async () => {
      const memory = renderAt('/update-password');
      expect(await findPageTitle('Set New Password')).toBeInTheDocument();
      sessionStorage.setItem(sessionKeys.passwordResetInProgress, 'true');

      act(() => memory.navigate('/home'));

      expect(await findPageTitle('Set New Password')).toBeInTheDocument();
      expect(memory.history.at(-1)).toBe('/update-password');
      expect(memory.history).not.toContain('/home');
    });

    it('lets navigation through once the reset is finished', async () => {
      const memory = renderAt('/update-password');
      expect(await findPageTitle('Set New Password')).toBeInTheDocument();

      act(() => memory.navigate('/terms'));

      expect(await findPageTitle('Terms of Service')).toBeInTheDocument();
      expect(memory.history.at(-1)).toBe('/terms');
    });
  });
});
