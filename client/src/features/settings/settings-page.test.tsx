import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testClientConfig } from '@/test/client-config';
import { renderSignedIn, reply, stubApi } from '@/test/render-signed-in';
import { SettingsPage } from './settings-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The API the sections read at load; anything else is not there. */
function playApi() {
  return stubApi(({ path }) => {
    switch (path) {
      case '/api/config':
        return reply(200, testClientConfig());
      case '/api/account/sessions':
        return reply(200, { sessions: [] });
      case '/api/account/sign-ins':
        return reply(200, { sign_ins: [], has_more: false });
      case '/api/integrity':
        return reply(200, {
          valid: true,
          revisions: 12,
          head: { seq: 12, hash: 'a'.repeat(64) },
          first_bad_seq: null,
        });
      case '/api/account/email-preferences':
        return reply(200, { marketing_emails: true });
      default:
        return reply(404, { error: 'Not found' });
    }
  });
}

const SECTIONS = [
  ['Security & devices', '/settings/security'],
  ['Privacy & your data', '/settings/privacy'],
  ['Sharing', '/settings/sharing'],
  ['Email', '/settings/email'],
];

const main = () => within(screen.getByRole('main'));

/** The names of the cards (named regions) a section shows, in order. */
function cardNames() {
  return main()
    .getAllByRole('region')
    .map((region) => region.getAttribute('aria-labelledby'))
    .map((id) => document.getElementById(id!)?.textContent);
}

describe('/settings', () => {
  it('lists the four sections, each with what it holds, each leading to its own address', () => {
    playApi();
    renderSignedIn(<SettingsPage />, { path: '/settings' });

    expect(main().getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const list = within(main().getByRole('navigation', { name: 'Settings' }));
    const links = list.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      SECTIONS.map(([, path]) => path),
    );
    expect(links[0]).toHaveTextContent(
      'Security & devicesYour password, the devices signed in to your account, and a check that your records are unaltered.',
    );
    expect(main().queryAllByRole('region')).toEqual([]);
  });

  it('opens a section from the list', () => {
    playApi();
    const { memory } = renderSignedIn(<SettingsPage />, { path: '/settings' });

    fireEvent.click(main().getByRole('link', { name: /^Email/ }));

    expect(memory.history.at(-1)).toBe('/settings/email');
    expect(main().getByRole('heading', { level: 1, name: 'Email' })).toBeInTheDocument();
  });
});

describe('a settings section', () => {
  it.each([
    [
      '/settings/security',
      'Security & devices',
      ['Password', 'Signed in now', 'Sign-in history', 'Record integrity'],
    ],
    ['/settings/privacy', 'Privacy & your data', ['Who is who', 'Your data', 'Delete account']],
    ['/settings/sharing', 'Sharing', ['Professional access']],
    ['/settings/email', 'Email', ['Email preferences']],
  ])('%s is "%s" with its cards and no others', async (path, title, cards) => {
    playApi();
    renderSignedIn(<SettingsPage />, { path });

    expect(main().getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    // The devices' cards come once the app's configuration says how sign-in works.
    for (const name of cards) await main().findByRole('region', { name });
    expect(cardNames()).toEqual(cards);
  });

  it('marks the open section beside the others, and moves to another in place', () => {
    playApi();
    const { memory } = renderSignedIn(<SettingsPage />, { path: '/settings/privacy' });
    const nav = within(main().getByRole('navigation', { name: 'Settings' }));

    expect(nav.getByRole('link', { name: 'Privacy & your data' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(nav.getByRole('link', { name: 'Sharing' })).not.toHaveAttribute('aria-current');
    expect(nav.getByRole('link', { name: 'All settings' })).toHaveAttribute('href', '/settings');

    fireEvent.click(nav.getByRole('link', { name: 'Sharing' }));

    expect(memory.history.at(-1)).toBe('/settings/sharing');
    expect(main().getByRole('heading', { level: 1, name: 'Sharing' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Sharing' })).toHaveAttribute('aria-current', 'page');
  });

  it('links to Change Password, and shows how many changes the record holds', async () => {
    playApi();
    renderSignedIn(<SettingsPage />, { path: '/settings/security' });

    const password = main().getByRole('region', { name: 'Password' });
    expect(within(password).getByRole('link', { name: 'Change Password' })).toHaveAttribute(
      'href',
      '/change-password',
    );
    const integrity = main().getByRole('region', { name: 'Record integrity' });
    expect(await within(integrity).findByText('12 changes recorded')).toBeInTheDocument();
  });

  it('leads back to the list of sections from a phone-sized screen', () => {
    playApi();
    const { memory } = renderSignedIn(<SettingsPage />, { path: '/settings/email' });

    // The side navigation is hidden below 1024 px; this link is the one a phone shows.
    const back = main()
      .getAllByRole('link', { name: 'All settings' })
      .find((link) => !link.closest('nav'))!;
    fireEvent.click(back);

    expect(memory.history.at(-1)).toBe('/settings');
    expect(main().getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  });
});
