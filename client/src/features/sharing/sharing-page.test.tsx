import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  deferred,
  renderSignedIn,
  reply,
  stubApi,
  toastRegion,
  type ApiCall,
} from '@/test/render-signed-in';
import type { ShareDto } from '@shared/sharing';
import { SharingPage } from './sharing-page';
import { at, makeShare, NOW } from './test-data';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const ACTIVE = makeShare({
  id: 3,
  label: 'My attorney, J. Smith',
  scopes: ['networth', 'expenses', 'events', 'documents'],
  has_passcode: true,
  expires_at: at(2025, 3, 19),
  last_accessed_at: at(2025, 3, 4, 18, 25),
  // More than the log shows: its oldest entries have rolled off.
  first_accessed_at: at(2025, 3, 1, 8, 0),
  access_count: 57,
  accesses: [
    {
      at: at(2025, 3, 4, 18, 25),
      kind: 'download',
      user_agent: 'Chrome on Windows',
      ip_prefix: '203.0.113.x',
      document: null,
    },
    {
      at: at(2025, 3, 4, 18, 20),
      kind: 'download',
      user_agent: 'Chrome on Windows',
      ip_prefix: '203.0.113.x',
      document: { id: 12, name: 'March statement.csv' },
    },
    {
      at: at(2025, 3, 4, 18, 10),
      kind: 'view',
      user_agent: 'Chrome on Windows',
      ip_prefix: '203.0.113.x',
      document: { id: 11, name: 'Braces receipt.pdf' },
    },
    {
      at: at(2025, 3, 4, 9, 5),
      kind: 'view',
      user_agent: 'Safari on iPhone',
      ip_prefix: '2001:db8:1::/48',
      document: null,
    },
  ],
});
const EXPIRED = makeShare({
  id: 2,
  label: 'Mediator',
  scopes: ['expenses'],
  expires_at: at(2025, 3, 1),
  status: 'expired',
});
const REVOKED = makeShare({
  id: 1,
  label: 'Old lawyer',
  scopes: ['networth', 'events'],
  revoked_at: at(2025, 2, 20),
  expires_at: at(2025, 2, 28),
  status: 'revoked',
  last_accessed_at: at(2025, 2, 18, 8, 0),
  accesses: [
    {
      at: at(2025, 2, 18, 8, 0),
      kind: 'view',
      user_agent: 'Firefox on Linux',
      ip_prefix: '198.51.100.x',
      document: null,
    },
  ],
});

/** GET /api/shares answers `shares()`; a write answers `write(call)`. */
function playApi(
  shares: () => ShareDto[] = () => [ACTIVE, EXPIRED, REVOKED],
  write: (call: ApiCall) => Response | Promise<Response> = () => reply(500, {}),
): ApiCall[] {
  return stubApi((call) => {
    if (call.method === 'GET') {
      return call.path === '/api/shares'
        ? reply(200, { shares: shares() })
        : reply(404, { error: 'Not found' });
    }
    return write(call);
  });
}

const writes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET');
const card = (label: string) => screen.findByRole('article', { name: label });

function detail(scope: HTMLElement, term: string) {
  const dt = within(scope).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
}

describe('the Sharing page', () => {
  it('explains what a share does under its one heading', async () => {
    playApi();
    renderSignedIn(<SharingPage />, { plan: 'premium' });

    expect(screen.getByRole('heading', { level: 1, name: 'Sharing' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'A lawyer or mediator you give a link to can read what you choose, and never change it, until the link expires or you revoke it.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Nobody else, including your spouse, sees anything unless they have the link (and its passcode, if you set one).',
      ),
    ).toBeInTheDocument();
    await card('Old lawyer');
    expect(
      screen.getAllByRole('heading').map((heading) => [heading.tagName, heading.textContent]),
    ).toEqual([
      ['H1', 'Sharing'],
      ['H2', 'Your shares'],
      ['H3', 'My attorney, J. Smith'],
      ['H3', 'Mediator'],
      ['H3', 'Old lawyer'],
    ]);
  });

  it('shows a spinner while the shares load', () => {
    stubApi(() => new Promise<Response>(() => {}));
    renderSignedIn(<SharingPage />, { plan: 'premium' });

    expect(screen.getByRole('status')).toHaveTextContent('Loading your shares');
    expect(screen.queryByRole('button', { name: 'New share' })).toBeNull();
  });

  it.each([
    [500, { error: 'Internal server error' }, 'Internal server error'],
    [500, {}, 'Failed to fetch your shares'],
    [
      403,
      { error: 'Premium subscription required for this feature.' },
      'Premium subscription required for this feature.',
    ],
  ])('says why the shares did not load (%i %j)', async (status, body, message) => {
    stubApi(() => reply(status, body));
    renderSignedIn(<SharingPage />, { plan: 'premium' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Your shares could not be loaded${message}`);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('loads again on "Try again" after a failure', async () => {
    let fails = true;
    stubApi(() =>
      fails ? reply(500, { error: 'Internal server error' }) : reply(200, { shares: [] }),
    );
    renderSignedIn(<SharingPage />, { plan: 'premium' });
    await screen.findByRole('alert');

    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('You have not shared anything yet.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers a first share when there is none', async () => {
    playApi(() => []);
    renderSignedIn(<SharingPage />, { plan: 'premium' });

    expect(await screen.findByText('You have not shared anything yet.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Create a link for your lawyer or mediator; you choose what it covers and for how long.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New share' })).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Your shares' })).toBeNull();
  });

  it('shows each share’s status, what it covers, its dates, passcode and last visit', async () => {
    const calls = playApi();
    renderSignedIn(<SharingPage />, { plan: 'premium' });

    const active = await card('My attorney, J. Smith');
    expect(within(active).getByText('Active')).toBeInTheDocument();
    expect(detail(active, 'Covers')).toBe('Net worth and division, Expenses, Events, Documents');
    expect(detail(active, 'Expires')).toBe('Mar 19, 2025');
    expect(detail(active, 'Passcode')).toBe('Yes');
    expect(detail(active, 'Last opened')).toBe('Mar 4, 2025, 6:25 PM');
    expect(detail(active, 'First opened')).toBe('Mar 1, 2025, 8:00 AM');
    expect(detail(active, 'Opened or downloaded')).toBe('57 times');
    expect(
      within(active).getByRole('button', { name: 'Extend My attorney, J. Smith' }),
    ).toBeVisible();
    expect(
      within(active).getByRole('button', { name: 'Revoke My attorney, J. Smith' }),
    ).toBeVisible();

    const expired = await card('Mediator');
    expect(within(expired).getByText('Expired', { selector: 'span' })).toBeInTheDocument();
    expect(detail(expired, 'Covers')).toBe('Expenses');
    expect(detail(expired, 'Expired')).toBe('Mar 1, 2025');
    expect(detail(expired, 'Passcode')).toBe('No');
    expect(detail(expired, 'Last opened')).toBe('Never opened');
    expect(within(expired).getByRole('button', { name: 'Extend Mediator' })).toBeVisible();
    expect(within(expired).queryByRole('button', { name: /^Revoke/ })).toBeNull();

    const revoked = await card('Old lawyer');
    expect(within(revoked).getByText('Revoked', { selector: 'span' })).toBeInTheDocument();
    expect(detail(revoked, 'Covers')).toBe('Net worth and division, Events');
    expect(detail(revoked, 'Revoked')).toBe('Feb 20, 2025');
    expect(detail(revoked, 'Last opened')).toBe('Feb 18, 2025, 8:00 AM');
    expect(within(revoked).queryByRole('button', { name: /^(Extend|Revoke)/ })).toBeNull();

    expect(calls).toEqual([{ method: 'GET', path: '/api/shares', body: undefined }]);
  });

  it('opens and closes each access log, newest first, and says when nobody has visited', async () => {
    playApi();
    renderSignedIn(<SharingPage />, { plan: 'premium' });
    const active = await card('My attorney, J. Smith');

    const toggle = within(active).getByRole('button', {
      name: 'Access log for My attorney, J. Smith',
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(active).queryByRole('list')).toBeNull();

    await userEvent.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const log = within(active).getByRole('list', { name: 'Access log for My attorney, J. Smith' });
    // Who opened the link comes before Extend and Revoke.
    const extend = within(active).getByRole('button', { name: 'Extend My attorney, J. Smith' });
    expect(log.compareDocumentPosition(extend) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Mar 4, 2025, 6:25 PM · Downloaded the case file' + 'Chrome on Windows · 203.0.113.x',
      // Each file opened through the link, by its name.
      'Mar 4, 2025, 6:20 PM · Downloaded the document “March statement.csv”' +
        'Chrome on Windows · 203.0.113.x',
      'Mar 4, 2025, 6:10 PM · Viewed the document “Braces receipt.pdf”' +
        'Chrome on Windows · 203.0.113.x',
      'Mar 4, 2025, 9:05 AM · Opened' + 'Safari on iPhone · 2001:db8:1::/48',
    ]);

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(active).queryByRole('list')).toBeNull();

    const expired = await card('Mediator');
    await userEvent.click(within(expired).getByRole('button', { name: 'Access log for Mediator' }));
    expect(within(expired).getByText('No visits yet.')).toBeVisible();
  });

  it('asks before revoking, and a Cancel sends nothing', async () => {
    const calls = playApi();
    renderSignedIn(<SharingPage />, { plan: 'premium' });
    const active = await card('My attorney, J. Smith');

    await userEvent.click(
      within(active).getByRole('button', { name: 'Revoke My attorney, J. Smith' }),
    );

    const question = screen.getByRole('alertdialog', { name: 'Revoke this link?' });
    expect(question).toHaveAccessibleDescription(
      'Whoever has it will see “This link is no longer active” from now on.',
    );
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(writes(calls)).toEqual([]);
  });

  it('revokes with DELETE, says so, and shows the link as revoked', async () => {
    let shares = [ACTIVE, EXPIRED, REVOKED];
    const answer = deferred<Response>();
    const calls = playApi(
      () => shares,
      () => answer.promise,
    );
    renderSignedIn(<SharingPage />, { plan: 'premium' });
    const active = await card('My attorney, J. Smith');
    await userEvent.click(
      within(active).getByRole('button', { name: 'Revoke My attorney, J. Smith' }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Revoke link' }));

    const question = screen.getByRole('alertdialog', { name: 'Revoke this link?' });
    expect(within(question).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    const revoked = { ...ACTIVE, status: 'revoked' as const, revoked_at: at(2025, 3, 5) };
    shares = [revoked, EXPIRED, REVOKED];
    answer.resolve(reply(200, revoked));

    expect(await toastRegion().findByText('Link revoked')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(writes(calls)).toEqual([{ method: 'DELETE', path: '/api/shares/3', body: undefined }]);
    const card3 = await card('My attorney, J. Smith');
    expect(within(card3).getByText('Revoked', { selector: 'span' })).toBeInTheDocument();
    expect(detail(card3, 'Revoked')).toBe('Mar 5, 2025');
    expect(within(card3).queryByRole('button', { name: /^(Extend|Revoke)/ })).toBeNull();
    await vi.waitFor(() =>
      expect(screen.getByRole('heading', { name: 'My attorney, J. Smith' })).toHaveFocus(),
    );
  });

  it('says why a revocation failed and keeps the link as it was', async () => {
    playApi(undefined, () => reply(404, { error: 'Share not found' }));
    renderSignedIn(<SharingPage />, { plan: 'premium' });
    const active = await card('My attorney, J. Smith');
    await userEvent.click(
      within(active).getByRole('button', { name: 'Revoke My attorney, J. Smith' }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Revoke link' }));

    const toasts = toastRegion();
    expect(await toasts.findByText('Failed to revoke the link')).toBeInTheDocument();
    expect(toasts.getByText('Share not found')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(active).getByText('Active')).toBeInTheDocument();
  });

  it('extends an expired link with PATCH for the chosen days and says until when', async () => {
    let shares = [ACTIVE, EXPIRED, REVOKED];
    const calls = playApi(
      () => shares,
      () => {
        const extended = { ...EXPIRED, status: 'active' as const, expires_at: at(2025, 4, 4) };
        shares = [ACTIVE, extended, REVOKED];
        return reply(200, extended);
      },
    );
    renderSignedIn(<SharingPage />, { plan: 'premium' });
    const expired = await card('Mediator');
    const extend = within(expired).getByRole('button', { name: 'Extend Mediator' });

    await userEvent.click(extend);

    const dialog = screen.getByRole('dialog', { name: 'Extend this link' });
    expect(dialog).toHaveAccessibleDescription(
      'The link works until the day you choose, counted from today.',
    );
    const choice = within(dialog).getByLabelText('Works for');
    expect(choice).toHaveDisplayValue('14 days from now (until Mar 19, 2025)');
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      '7 days from now (until Mar 12, 2025)',
      '14 days from now (until Mar 19, 2025)',
      '30 days from now (until Apr 4, 2025)',
      '90 days from now (until Jun 3, 2025)',
    ]);
    await userEvent.selectOptions(choice, '30 days from now (until Apr 4, 2025)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));

    expect(await toastRegion().findByText('Link extended to Apr 4, 2025')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { method: 'PATCH', path: '/api/shares/2', body: { expires_in_days: 30 } },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(expired).getByText('Active')).toBeInTheDocument();
    expect(detail(expired, 'Expires')).toBe('Apr 4, 2025');
    expect(extend).toHaveFocus();
  });

  it('says why an extension failed', async () => {
    playApi(undefined, () =>
      reply(400, {
        error: 'Validation failed',
        details: 'expires_in_days: Choose an expiry between 1 and 90 days',
      }),
    );
    renderSignedIn(<SharingPage />, { plan: 'premium' });
    const active = await card('My attorney, J. Smith');
    await userEvent.click(
      within(active).getByRole('button', { name: 'Extend My attorney, J. Smith' }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Extend' }));

    const toasts = toastRegion();
    expect(await toasts.findByText('Failed to extend the link')).toBeInTheDocument();
    expect(
      toasts.getByText(
        'Validation failed: expires_in_days: Choose an expiry between 1 and 90 days',
      ),
    ).toBeInTheDocument();
    expect(detail(active, 'Expires')).toBe('Mar 19, 2025');
  });
});
