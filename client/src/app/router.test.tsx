import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppRouter } from './router';

function renderAt(path: string) {
  const memory = memoryLocation({ path, record: true });
  render(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <AppRouter />
    </Router>,
  );
  return memory;
}

function findPageTitle(name: string) {
  return screen.findByRole('heading', { level: 1, name });
}

let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  // jsdom does not implement scrolling; the spy also lets the tests see scroll-to-top happen.
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AppRouter', () => {
  it.each([
    ['/', 'Fairsplit'],
    ['/login', 'Log in'],
    ['/signup', 'Sign up'],
    ['/reset-password', 'Reset Password'],
    ['/update-password', 'Set New Password'],
    ['/debug/password-reset', 'Password Reset Diagnostics'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/home', 'Home'],
    ['/dashboard', 'Home'],
    ['/profile', 'User Profile'],
    ['/account-settings', 'Account Settings'],
    ['/change-password', 'Change Your Password'],
    ['/calculator', 'Calculator'],
    ['/free-settlement-calculator', 'Free Settlement Calculator'],
    ['/expenses', 'Expense Tracker'],
    ['/networth', 'Combined Net Worth Tracker'],
    ['/events', 'Event Tracker'],
    ['/settlement-calculator', 'Settlement vs. Trial Calculator'],
  ])('shows the lazily loaded page for %s titled "%s"', async (path, title) => {
    renderAt(path);

    expect(await findPageTitle(title)).toBeInTheDocument();
  });

  it.each(['/no-such-page', '/expenses/extra', '/debug'])(
    'shows the not-found screen for the unknown path %s',
    async (path) => {
      renderAt(path);

      expect(await findPageTitle('404 Page Not Found')).toBeInTheDocument();
      expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    },
  );

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
});
