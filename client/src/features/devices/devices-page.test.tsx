import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSupabase } from '@/features/auth';
import { testClientConfig } from '@/test/client-config';
import { createFakeSupabase, fakeSession } from '@/test/fake-supabase';
import { renderSignedIn, reply, stubApi, toastRegion, type ApiCall } from '@/test/render-signed-in';
import type { DeviceSession, SignIn } from '@shared/devices';
import { DevicesPage } from './devices-page';
import { refusalResponse } from '@/test/refusals';

vi.mock('@/features/auth/supabase', async () =>
  (await import('@/test/supabase-module-mock')).supabaseModuleMock(),
);

afterEach(() => {
  vi.unstubAllGlobals();
});

const THIS_LAPTOP: DeviceSession = {
  id: '11111111-1111-4111-8111-111111111111',
  browser: 'Chrome 131',
  system: 'Windows 10',
  network: '203.0.113.0/24',
  created_at: '2025-03-01T09:00:00.000Z',
  last_active_at: '2025-03-05T18:25:00.000Z',
  is_current: true,
};
const PHONE: DeviceSession = {
  id: '22222222-2222-4222-8222-222222222222',
  browser: 'Mobile Safari 17',
  system: 'iOS 17.5 (iPhone)',
  network: '198.51.100.0/24',
  created_at: '2025-03-04T07:30:00.000Z',
  last_active_at: '2025-03-04T08:00:00.000Z',
  is_current: false,
};
const UNKNOWN: DeviceSession = {
  id: '33333333-3333-4333-8333-333333333333',
  browser: null,
  system: null,
  network: null,
  created_at: '2025-03-02T10:00:00.000Z',
  last_active_at: '2025-03-02T10:00:00.000Z',
  is_current: false,
};

const SIGN_INS: SignIn[] = [
  {
    id: 9,
    outcome: 'wrong_password',
    method: null,
    browser: 'Firefox 133',
    system: 'Linux',
    network: '192.0.2.0/24',
    created_at: '2025-03-05T20:00:00.000Z',
  },
  {
    id: 8,
    outcome: 'success',
    method: 'password',
    browser: 'Mobile Safari 17',
    system: 'iOS 17.5 (iPhone)',
    network: '198.51.100.0/24',
    created_at: '2025-03-04T07:30:00.000Z',
  },
];

/** The built-in sign-in's API: the lists, and `write` for every write. */
function playApi({
  sessions = () => [THIS_LAPTOP, PHONE, UNKNOWN],
  signIns = SIGN_INS,
  write = () => reply(500, {}),
  authMode = 'local',
}: {
  sessions?: () => DeviceSession[];
  signIns?: SignIn[];
  write?: (call: ApiCall) => Response;
  authMode?: 'local' | 'supabase';
} = {}): ApiCall[] {
  return stubApi((call) => {
    if (call.path === '/api/config') {
      return reply(
        200,
        testClientConfig(
          authMode === 'supabase'
            ? { auth: { mode: 'supabase', url: 'https://project.supabase.co', anonKey: 'anon' } }
            : {},
        ),
      );
    }
    if (call.method !== 'GET') return write(call);
    if (call.path === '/api/account/sessions') return reply(200, { sessions: sessions() });
    if (call.path === '/api/account/sign-ins') {
      return reply(200, { sign_ins: signIns, has_more: false });
    }
    return reply(404, { error: 'Not found' });
  });
}

const writes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET');
/** The signed-in browser listed under `name`. */
function device(name: string): HTMLElement {
  const items = within(screen.getByRole('region', { name: 'Signed in now' })).getAllByRole(
    'listitem',
  );
  const found = items.find((item) => item.querySelector('p')?.textContent?.startsWith(name));
  if (!found) throw new Error(`no device named ${name}`);
  return found;
}
const isListed = (name: string) =>
  within(screen.getByRole('region', { name: 'Signed in now' }))
    .queryAllByRole('listitem')
    .some((item) => item.querySelector('p')?.textContent?.startsWith(name));

function detail(scope: HTMLElement, term: string) {
  return within(scope).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('the Devices and sign-ins page, with the built-in sign-in', () => {
  it('lists every signed-in browser, this one first and marked, with its network and times', async () => {
    playApi();
    renderSignedIn(<DevicesPage />);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Devices and sign-ins' }),
    ).toBeInTheDocument();
    await screen.findByText('Chrome 131 on Windows 10');
    const signedIn = screen.getByRole('region', { name: 'Signed in now' });
    const names = within(signedIn)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent);
    expect(names).toEqual([
      'Chrome 131 on Windows 10This device',
      'Mobile Safari 17 on iOS 17.5 (iPhone)',
      'Unknown browser',
    ]);
    const laptop = device('Chrome 131 on Windows 10');
    expect(detail(laptop, 'Network')).toBe('203.0.113.0/24');
    expect(detail(laptop, 'Last active')).toBe('Now');
    expect(within(laptop).queryByRole('button')).toBeNull();
    const phone = device('Mobile Safari 17 on iOS 17.5 (iPhone)');
    expect(detail(phone, 'Network')).toBe('198.51.100.0/24');
    expect(detail(phone, 'Signed in')).toMatch(/^Mar 4, 2025, \d{1,2}:30 (AM|PM)$/);
    expect(
      within(phone).getByRole('button', { name: 'Sign out Mobile Safari 17 on iOS 17.5 (iPhone)' }),
    ).toBeInTheDocument();
    expect(detail(device('Unknown browser'), 'Network')).toBe('Unknown');
  });

  it('lists ninety days of sign-ins, refused attempts included, with the browser and network', async () => {
    playApi();
    renderSignedIn(<DevicesPage />);

    const history = await screen.findByRole('region', { name: 'Sign-in history' });
    await within(history).findByText('Refused: wrong password');
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(
        /^Refused: wrong passwordMar 5, 2025, .+Firefox 133 on Linux · 192\.0\.2\.0\/24$/,
      ),
      expect.stringMatching(
        /^Signed inMar 4, 2025, .+Mobile Safari 17 on iOS 17\.5 \(iPhone\) · 198\.51\.100\.0\/24 · with the password$/,
      ),
    ]);
    expect(within(history).getByRole('link', { name: 'Change Password' })).toHaveAttribute(
      'href',
      '/change-password',
    );
  });

  it('says when there has been no sign-in in ninety days', async () => {
    playApi({ signIns: [] });
    renderSignedIn(<DevicesPage />);

    expect(await screen.findByText('No sign-ins in the last 90 days.')).toBeInTheDocument();
  });

  it('signs one browser out after asking, and drops it from the list', async () => {
    const user = userEvent.setup();
    let sessions = [THIS_LAPTOP, PHONE, UNKNOWN];
    const calls = playApi({
      sessions: () => sessions,
      write: (call) => {
        sessions = sessions.filter(
          (session) => call.path !== `/api/account/sessions/${session.id}`,
        );
        return reply(204);
      },
    });
    renderSignedIn(<DevicesPage />);

    await user.click(
      await screen.findByRole('button', { name: 'Sign out Mobile Safari 17 on iOS 17.5 (iPhone)' }),
    );
    const dialog = screen.getByRole('alertdialog', {
      name: 'Sign out Mobile Safari 17 on iOS 17.5 (iPhone)?',
    });
    expect(writes(calls)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));

    expect(
      await toastRegion().findByText('Mobile Safari 17 on iOS 17.5 (iPhone) is signed out.'),
    ).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { method: 'DELETE', path: `/api/account/sessions/${PHONE.id}`, body: undefined },
    ]);
    await waitFor(() => expect(isListed('Mobile Safari 17')).toBe(false));
    expect(isListed('Unknown browser')).toBe(true);
  });

  it('keeps the browser listed when Cancel is chosen', async () => {
    const user = userEvent.setup();
    const calls = playApi();
    renderSignedIn(<DevicesPage />);

    await user.click(await screen.findByRole('button', { name: 'Sign out Unknown browser' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(writes(calls)).toEqual([]);
    expect(isListed('Unknown browser')).toBe(true);
  });

  it('signs out all other browsers after asking, and says how many', async () => {
    const user = userEvent.setup();
    let sessions = [THIS_LAPTOP, PHONE, UNKNOWN];
    const calls = playApi({
      sessions: () => sessions,
      write: () => {
        sessions = [THIS_LAPTOP];
        return reply(200, { signed_out: 2 });
      },
    });
    renderSignedIn(<DevicesPage />);

    await user.click(await screen.findByRole('button', { name: 'Sign out all other devices' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out all other devices?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out all other devices' }));

    expect(await toastRegion().findByText('2 other devices were signed out.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/api/account/sessions/sign-out-others', body: undefined },
    ]);
    expect(await screen.findByText('No other device is signed in.')).toBeInTheDocument();
  });

  it('works from the keyboard: Tab to a Sign out button, Enter to ask, Escape to keep it', async () => {
    const user = userEvent.setup();
    const calls = playApi();
    renderSignedIn(<DevicesPage />);
    const button = await screen.findByRole('button', {
      name: 'Sign out Mobile Safari 17 on iOS 17.5 (iPhone)',
    });

    while (document.activeElement !== button) await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(writes(calls)).toEqual([]);
  });

  it('says so when this browser itself has been signed out meanwhile', async () => {
    stubApi((call) =>
      call.path === '/api/config'
        ? reply(200, testClientConfig())
        : refusalResponse('unauthorized', 'Invalid or expired session. Please log in again.'),
    );
    renderSignedIn(<DevicesPage />);

    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'This device is no longer signed in. Please log in again.',
      'This device is no longer signed in. Please log in again.',
    ]);
  });
});

describe('the Devices and sign-ins page, with hosted Supabase', () => {
  const session = fakeSession();
  session.user.last_sign_in_at = '2025-03-05T18:25:00.000Z';
  const fake = createFakeSupabase(session);

  beforeEach(() => {
    vi.mocked(getSupabase).mockResolvedValue(fake as never);
  });

  it('says what it cannot list, asks for nothing it cannot have, and signs the others out through supabase-js', async () => {
    const user = userEvent.setup();
    const calls = playApi({ authMode: 'supabase' });
    renderSignedIn(<DevicesPage />);

    expect(
      await screen.findByText(
        'Your account signs in through a service that does not let Fairsplit list the browsers signed in to it, or its past sign-ins.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText(/^Mar 5, 2025, /)).toBeInTheDocument();
    expect(screen.getByText(/^Mar 5, 2025, /).parentElement).toHaveTextContent(
      /^Your last sign-in: Mar 5, 2025/,
    );
    await user.click(screen.getByRole('button', { name: 'Sign out all other devices' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', {
        name: 'Sign out all other devices',
      }),
    );

    expect(await toastRegion().findByText('Other devices signed out')).toBeInTheDocument();
    expect(fake.auth.signOut).toHaveBeenCalledWith({ scope: 'others' });
    expect(calls.map((call) => call.path)).toEqual(['/api/config']);
  });
});
