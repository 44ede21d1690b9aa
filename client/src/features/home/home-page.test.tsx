import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { redirectTo } from '@/lib/redirect';
import { jo } from '@/test/contexts';
import { renderSignedIn, reply, stubApi, toastRegion } from '@/test/render-signed-in';
import { HomePage } from './home-page';

vi.mock('@/lib/redirect', () => ({ redirectTo: vi.fn() }));

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const PREMIUM_TOOLS = [
  'Expense Tracker',
  'Net Worth Tracker',
  'Settlement vs. Trial Calculator',
  'Event Tracker',
];

function featureCard(title: string) {
  return screen.getByRole('article', { name: title });
}

describe('HomePage for a free user', () => {
  it('welcomes the user by first name, with her email, a Free badge and links to Profile and Account Settings', () => {
    renderSignedIn(<HomePage />, { plan: 'free' });
    expect(screen.getByText('Welcome,', { exact: false })).toHaveTextContent('Welcome, Jo');

    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByText('jo@example.com')).toBeInTheDocument();
    expect(main.getByText('Free')).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(main.getByRole('link', { name: 'Account Settings' })).toHaveAttribute(
      'href',
      '/account-settings',
    );
  });

  it('greets by email when there is no first name', () => {
    renderSignedIn(<HomePage />, {
      plan: 'free',
      user: { ...jo, firstName: null },
    });
    expect(screen.getByText('Welcome,', { exact: false })).toHaveTextContent(
      'Welcome, jo@example.com',
    );
  });

  it('shows nothing of the premium case file', () => {
    renderSignedIn(<HomePage />, { plan: 'free' });
    expect(screen.queryByRole('navigation', { name: 'Your tools' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your case file' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download case file' })).toBeNull();
  });

  it('opens the free Settlement Calculator', () => {
    renderSignedIn(<HomePage />, { plan: 'free' });
    expect(
      within(featureCard('Settlement Calculator')).getByRole('link', {
        name: 'Open Settlement Calculator',
      }),
    ).toHaveAttribute('href', '/free-settlement-calculator');
  });

  it('shows each premium tool Locked with "Upgrade to Access", and the upgrade banner', () => {
    renderSignedIn(<HomePage />, { plan: 'free' });

    for (const title of PREMIUM_TOOLS) {
      const card = within(featureCard(title));
      expect(card.getByText('Locked')).toBeInTheDocument();
      expect(card.getByRole('button', { name: 'Upgrade to Access' })).toBeInTheDocument();
      expect(card.queryByRole('link')).toBeNull();
    }
    const banner = within(screen.getByRole('region', { name: 'Upgrade to Premium' }));
    expect(banner.getByRole('button', { name: 'Upgrade Now' })).toBeInTheDocument();
  });

  it.each([
    ['Upgrade Now', () => screen.getByRole('button', { name: 'Upgrade Now' })],
    [
      'Upgrade to Access',
      () => within(featureCard('Event Tracker')).getByRole('button', { name: 'Upgrade to Access' }),
    ],
  ])('"%s" starts checkout and goes to the checkout page', async (_name, button) => {
    const calls = stubApi(() =>
      reply(200, { checkout_url: 'http://localhost/checkout/test?session=abc' }),
    );
    renderSignedIn(<HomePage />, { plan: 'free' });

    await userEvent.click(button());

    await vi.waitFor(() =>
      expect(redirectTo).toHaveBeenCalledWith('http://localhost/checkout/test?session=abc'),
    );
    expect(calls).toEqual([
      { method: 'POST', path: '/api/subscriptions/create-checkout', body: undefined },
    ]);
    // Leaving: no second checkout can start.
    for (const upgrade of screen.getAllByRole('button', { name: /upgrade/i })) {
      expect(upgrade).toBeDisabled();
    }
  });

  it('shows "Checkout Error" with the server’s error when checkout cannot start', async () => {
    stubApi(() => reply(409, { error: 'You already have an active premium subscription.' }));
    renderSignedIn(<HomePage />, { plan: 'free' });

    await userEvent.click(screen.getByRole('button', { name: 'Upgrade Now' }));

    expect(await toastRegion().findByText('Checkout Error')).toBeInTheDocument();
    expect(
      toastRegion().getByText('You already have an active premium subscription.'),
    ).toBeInTheDocument();
    expect(redirectTo).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Upgrade Now' })).toBeEnabled();
  });

  it('falls back to "Failed to create checkout session"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    document.cookie = 'XSRF-TOKEN=test-token';
    renderSignedIn(<HomePage />, { plan: 'free' });

    await userEvent.click(screen.getByRole('button', { name: 'Upgrade Now' }));

    expect(await toastRegion().findByText('Failed to create checkout session')).toBeInTheDocument();
  });
});

describe('HomePage for a premium user', () => {
  it('puts her tools first, under "Your tools"', () => {
    renderSignedIn(<HomePage />, { plan: 'premium' });
    const tools = within(screen.getByRole('navigation', { name: 'Your tools' }));
    expect(
      tools.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Expenses', '/expenses'],
      ['Net worth', '/networth'],
      ['Events', '/events'],
      ['Documents', '/documents'],
      ['Calculators', '/settlement-calculator'],
      ['Case file', '/case-file'],
      ['Income', '/income'],
      ['Financial disclosure', '/disclosure'],
      ['Support', '/support'],
    ]);
  });

  it('shows the Premium badge and every tool Unlocked, with no upgrade prompts', () => {
    renderSignedIn(<HomePage />, { plan: 'premium' });

    expect(within(screen.getByRole('main')).getByText('Premium')).toBeInTheDocument();
    for (const title of PREMIUM_TOOLS) {
      const card = within(featureCard(title));
      expect(card.getByText('Unlocked')).toBeInTheDocument();
      expect(card.getByRole('link', { name: `Open ${title}` })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Upgrade to Access' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upgrade Now' })).toBeNull();
    expect(screen.queryByText('Locked')).toBeNull();
  });

  it('offers the case file download with its paper size', () => {
    renderSignedIn(<HomePage />, { plan: 'premium' });

    const card = within(screen.getByRole('region', { name: 'Your case file' }));
    expect(card.getByRole('combobox', { name: 'Paper size' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Download case file' })).toBeEnabled();
  });

  it('links each tool to its page', () => {
    renderSignedIn(<HomePage />, { plan: 'premium' });
    expect(screen.getByRole('link', { name: 'Open Expense Tracker' })).toHaveAttribute(
      'href',
      '/expenses',
    );
    expect(screen.getByRole('link', { name: 'Open Net Worth Tracker' })).toHaveAttribute(
      'href',
      '/networth',
    );
    expect(
      screen.getByRole('link', { name: 'Open Settlement vs. Trial Calculator' }),
    ).toHaveAttribute('href', '/settlement-calculator');
    expect(screen.getByRole('link', { name: 'Open Event Tracker' })).toHaveAttribute(
      'href',
      '/events',
    );
  });
});

describe('HomePage while the plan is loading', () => {
  it('shows neither locks nor upgrade prompts yet', () => {
    renderSignedIn(<HomePage />, { plan: 'loading' });
    expect(screen.getByText('Checking your plan...')).toBeInTheDocument();
    expect(screen.queryByText('Locked')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upgrade Now' })).toBeNull();
  });
});
