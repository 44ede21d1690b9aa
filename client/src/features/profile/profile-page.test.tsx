import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@/features/subscriptions';
import { jo, renderSignedIn, reply, stubApi } from '@/test/render-signed-in';
import { ProfilePage } from './profile-page';

const profile: Profile = {
  subscription_status: 'free',
  subscription: null,
  first_name: 'Joanna',
  last_name: 'Smith-Jones',
  email: 'jo@example.com',
  username: 'jo',
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Past the 500 ms load spinner. */
function passSpinner() {
  act(() => vi.advanceTimersByTime(500));
}

function detail(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return within(term.nextElementSibling as HTMLElement);
}

describe('ProfilePage', () => {
  it('shows a spinner for 500 ms first', () => {
    stubApi(() => reply(200, profile));
    renderSignedIn(<ProfilePage />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile');
    expect(screen.queryByRole('heading', { name: 'User Profile' })).toBeNull();
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByRole('heading', { name: 'User Profile' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { level: 1, name: 'User Profile' })).toBeInTheDocument();
  });

  it('shows the name, email, account status and a Free plan with the upgrade link', async () => {
    const calls = stubApi(() => reply(200, profile));
    renderSignedIn(<ProfilePage />, { plan: 'free' });
    passSpinner();

    expect(await screen.findByText('Joanna Smith-Jones')).toBeInTheDocument();
    // The plan query's first read checks the status after sign-in, then reads the profile.
    const planReads = calls.filter(
      ({ path }) => path === '/api/auth/status' || path === '/api/profile',
    );
    expect(planReads).toMatchObject([
      { method: 'GET', path: '/api/auth/status' },
      { method: 'GET', path: '/api/profile' },
    ]);
    expect(detail('Email address').getByText('jo@example.com')).toBeInTheDocument();
    expect(detail('Account status').getByText('Active')).toBeInTheDocument();
    const plan = detail('Subscription plan');
    expect(plan.getByText('Free')).toBeInTheDocument();
    expect(plan.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/account-settings',
    );
  });

  it('shows the Premium badge for a subscriber, with no upgrade link', async () => {
    stubApi(() => reply(200, { ...profile, subscription_status: 'premium' }));
    renderSignedIn(<ProfilePage />, { plan: 'premium' });
    passSpinner();

    const plan = detail('Subscription plan');
    expect(plan.getByText('Premium')).toBeInTheDocument();
    expect(plan.queryByRole('link')).toBeNull();
  });

  it('names the user by the email before the profile arrives, per the display-name rule', () => {
    stubApi(() => new Promise<Response>(() => {}));
    renderSignedIn(<ProfilePage />, { user: { ...jo, firstName: null, lastName: null } });
    passSpinner();

    expect(detail('Name').getByText('jo')).toBeInTheDocument();
  });

  it('links to Change Password and to Devices and sign-ins in the Account Security card, and to Account Settings', () => {
    stubApi(() => reply(200, profile));
    renderSignedIn(<ProfilePage />);
    passSpinner();

    const security = screen.getByRole('heading', { name: 'Account Security' }).parentElement!;
    expect(within(security).getByRole('link', { name: 'Change Password' })).toHaveAttribute(
      'href',
      '/change-password',
    );
    expect(within(security).getByRole('link', { name: 'Devices and sign-ins' })).toHaveAttribute(
      'href',
      '/devices',
    );
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Account Settings' }),
    ).toHaveAttribute('href', '/account-settings');
  });

  it('shows the Record integrity card with the number of changes recorded', async () => {
    stubApi(({ path }) =>
      path === '/api/integrity'
        ? reply(200, {
            valid: true,
            revisions: 12,
            head: { seq: 12, hash: 'a'.repeat(64) },
            first_bad_seq: null,
          })
        : reply(200, profile),
    );
    renderSignedIn(<ProfilePage />);
    passSpinner();

    expect(screen.getByRole('heading', { name: 'Record integrity' })).toBeInTheDocument();
    expect(await screen.findByText('12 changes recorded')).toBeInTheDocument();
    expect(screen.getByText('Nothing altered')).toBeInTheDocument();
  });

  it('signs out from its Sign Out button', async () => {
    stubApi(() => reply(200, profile));
    const signOut = vi.fn(async () => {});
    renderSignedIn(<ProfilePage />, { signOut });
    passSpinner();

    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));

    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('asks a signed-out visitor to log in', () => {
    renderSignedIn(<ProfilePage />, { user: null });
    passSpinner();

    expect(screen.getByText('Please log in to view your profile.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  });
});
