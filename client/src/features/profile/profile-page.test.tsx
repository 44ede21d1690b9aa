import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@/features/subscriptions';
import { jo, planStatusReply, renderSignedIn, reply, stubApi } from '@/test/render-signed-in';
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
/** The plan query checks the status, then reads the profile; everything else gets the profile. */
function stubProfileApi(answer: Profile) {
  return stubApi(({ path }) =>
    path === '/api/auth/status'
      ? planStatusReply(answer.subscription_status === 'premium' ? 'premium' : 'free')
      : reply(200, answer),
  );
}

function passSpinner() {
  act(() => vi.advanceTimersByTime(500));
}

function detail(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return within(term.nextElementSibling as HTMLElement);
}

describe('ProfilePage', () => {
  it('shows a spinner for 500 ms first', () => {
    stubProfileApi(profile);
    renderSignedIn(<ProfilePage />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile');
    expect(screen.queryByRole('heading', { name: 'User Profile' })).toBeNull();
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByRole('heading', { name: 'User Profile' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { level: 1, name: 'User Profile' })).toBeInTheDocument();
  });

  it('shows the name, email, account status and a Free plan with the upgrade link', async () => {
    const calls = stubProfileApi(profile);
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
    stubProfileApi({ ...profile, subscription_status: 'premium' });
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
    stubProfileApi(profile);
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

  it("leads to Settings, where the rest of the account's controls live", () => {
    stubProfileApi(profile);
    renderSignedIn(<ProfilePage />);
    passSpinner();

    const settings = screen.getByRole('heading', { name: 'Settings' }).parentElement!;
    expect(within(settings).getByRole('link', { name: 'Open Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    for (const moved of ['Record integrity', 'Who is who', 'Your data', 'Delete account']) {
      expect(screen.queryByRole('heading', { name: moved })).toBeNull();
    }
  });

  it('signs out from its Sign Out button', async () => {
    stubProfileApi(profile);
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
