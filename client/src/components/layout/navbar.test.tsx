import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderLayout } from '@/test/render-layout';
import { Navbar } from './navbar';

beforeEach(() => {
  // vaul asks for media queries (jsdom has none): a phone-sized, fine-pointer window.
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
});

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

function mainNav() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

describe('Navbar', () => {
  it('links the logo to /home for a signed-in user and to / for a visitor', () => {
    const { unmount } = renderLayout(<Navbar />);
    expect(screen.getByRole('link', { name: 'Fairsplit' })).toHaveAttribute('href', '/home');
    unmount();

    renderLayout(<Navbar />, { user: null });
    expect(screen.getByRole('link', { name: 'Fairsplit' })).toHaveAttribute('href', '/');
  });

  it('offers Log in and Sign up to a visitor, and no account links', () => {
    renderLayout(<Navbar />, { user: null });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it.each(['/home', '/dashboard'])('marks Home as the current page on %s', (path) => {
    renderLayout(<Navbar />, { path });
    expect(mainNav().getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(mainNav().getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
  });

  it('links Home, Profile and Account Settings', () => {
    renderLayout(<Navbar />, { path: '/profile' });
    expect(mainNav().getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(mainNav().getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(mainNav().getByRole('link', { name: 'Account Settings' })).toHaveAttribute(
      'href',
      '/account-settings',
    );
  });

  it('links to Settings beside the plan, marked as current on every section', () => {
    const { unmount } = renderLayout(<Navbar />, { path: '/home' });
    const settings = screen.getByRole('link', { name: 'Settings' });
    expect(settings).toHaveAttribute('href', '/settings');
    expect(settings).not.toHaveAttribute('aria-current');
    unmount();

    renderLayout(<Navbar />, { path: '/settings/privacy' });
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a free user the Upgrade call to action, leading to Account Settings', () => {
    renderLayout(<Navbar />, { plan: 'free' });
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/account-settings',
    );
    expect(screen.queryByText('Premium')).toBeNull();
  });

  it('shows a subscriber the Premium badge instead', () => {
    renderLayout(<Navbar />, { plan: 'premium' });
    expect(screen.getByText('Premium')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull();
  });

  it('gives a subscriber the tools beside the three links, and a free user none', () => {
    const { unmount } = renderLayout(<Navbar />, { plan: 'premium', path: '/networth' });
    const tools = within(screen.getByRole('navigation', { name: 'Tools' }));
    expect(tools.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Expenses',
      'Net worth',
      'Events',
      'Calculators',
      'Case file',
    ]);
    expect(tools.getByRole('link', { name: 'Net worth' })).toHaveAttribute('aria-current', 'page');
    unmount();

    renderLayout(<Navbar />, { plan: 'free' });
    expect(screen.queryByRole('navigation', { name: 'Tools' })).toBeNull();
  });

  it('signs out from "Log out"', async () => {
    const signOut = vi.fn(async () => {});
    renderLayout(<Navbar />, { signOut });
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});

describe('the mobile menu', () => {
  // Inside the drawer, clicks go without pointer events: vaul reads those as the start and end
  // of a drag and measures CSS transforms, which jsdom does not compute.
  async function openMenu() {
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    return within(await screen.findByRole('dialog', { name: 'Menu' }));
  }

  it('opens a drawer titled Menu with the links, the upgrade and the account control', async () => {
    renderLayout(<Navbar />, { plan: 'free', path: '/dashboard' });

    const menu = await openMenu();

    const nav = within(menu.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(nav.getByRole('link', { name: 'Account Settings' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(menu.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/account-settings',
    );
    expect(menu.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(menu.getByText('jo@example.com')).toBeInTheDocument();
  });

  it('shows a subscriber the Premium badge instead of the upgrade', async () => {
    renderLayout(<Navbar />, { plan: 'premium' });
    const menu = await openMenu();
    expect(menu.getByText('Premium')).toBeInTheDocument();
    expect(menu.queryByRole('link', { name: 'Upgrade to Premium' })).toBeNull();
  });

  it('lists the tools under Tools: all nine for a subscriber, the calculators for a free user', async () => {
    const { unmount } = renderLayout(<Navbar />, { plan: 'premium' });
    let menu = await openMenu();
    let tools = within(menu.getByRole('navigation', { name: 'Tools' }));
    expect(tools.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/expenses',
      '/networth',
      '/events',
      '/documents',
      '/settlement-calculator',
      '/case-file',
      '/income',
      '/disclosure',
      '/support',
    ]);
    unmount();

    renderLayout(<Navbar />, { plan: 'free' });
    menu = await openMenu();
    tools = within(menu.getByRole('navigation', { name: 'Tools' }));
    expect(tools.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/free-settlement-calculator',
    ]);
  });

  it('navigates and closes when a link is chosen', async () => {
    const { memory } = renderLayout(<Navbar />, { path: '/home' });
    const menu = await openMenu();

    fireEvent.click(menu.getByRole('link', { name: 'Profile' }));

    expect(memory.history.at(-1)).toBe('/profile');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });

  it('closes with its close button', async () => {
    renderLayout(<Navbar />);
    const menu = await openMenu();

    fireEvent.click(menu.getByRole('button', { name: 'Close menu' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });

  it('offers Log in and Sign up to a visitor', async () => {
    renderLayout(<Navbar />, { user: null });
    const menu = await openMenu();
    expect(menu.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(menu.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });
});
