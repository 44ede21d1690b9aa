import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ToastProvider } from '@/components/ui/toast';
import { WithQueryClient } from '@/lib/query-client';
import { useAuth } from './use-auth';
import { registerDbUser } from './auth-sync';
import { requestHeaders } from '@/lib/api-client';
import { sessionKeys } from '@/lib/storage';
import { getSupabase, needsAuthClientOnLoad } from './supabase';
import { cleanUpAuthPageTest, installFakeSupabase } from '@/test/auth-page';
import { fakeAuthError, fakeSession, type FakeSupabase } from '@/test/fake-supabase';
import { AUTH_CLIENT_DEFERRAL_MS, AuthProvider, SIGN_OUT_RELOAD_DELAY_MS } from './auth-provider';

vi.mock('./supabase', async () =>
  (await import('@/test/supabase-module-mock')).supabaseModuleMock(),
);
vi.mock('./auth-sync', async () =>
  (await import('@/test/auth-sync-module-mock')).authSyncModuleMock(),
);

let supabase: FakeSupabase;
const reloadPage = vi.fn();

function Probe() {
  const { user, isLoading, signOut } = useAuth();
  return (
    <div>
      <p>{isLoading ? 'loading' : user ? `user:${user.email}` : 'signed out'}</p>
      {user && (
        <p>
          name:{user.firstName} {user.lastName}
        </p>
      )}
      <button type="button" onClick={() => void signOut()}>
        sign out
      </button>
      <button type="button" onClick={() => void signOut({ reason: 'account-deleted' })}>
        account deleted
      </button>
    </div>
  );
}

function renderProvider(path = '/home') {
  const memory = memoryLocation({ path, record: true });
  render(
    <Router hook={memory.hook}>
      <ToastProvider>
        <AuthProvider reloadPage={reloadPage}>
          <Probe />
        </AuthProvider>
      </ToastProvider>
    </Router>,
  );
  return memory;
}

/** The app's query client, holding one of Jo's answers as a page would. */
function holdAnAnswer(): QueryClient {
  const clients: QueryClient[] = [];
  function Held() {
    const client = useQueryClient();
    useEffect(() => {
      client.setQueryData(['expenses'], ['Jo’s expense']);
      clients.push(client);
    }, [client]);
    return null;
  }
  render(
    <WithQueryClient>
      <Held />
    </WithQueryClient>,
  );
  return clients[0]!;
}

function toastRegion() {
  return within(screen.getByRole('region', { name: /notifications/i }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  supabase = installFakeSupabase();
});

afterEach(cleanUpAuthPageTest);

describe('AuthProvider at app start', () => {
  it('is loading until the stored session is known, then signed out without one', async () => {
    renderProvider();
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(registerDbUser).not.toHaveBeenCalled();
  });

  it('loads a stored session, then registers the user in the database', async () => {
    supabase.setSession(fakeSession());

    renderProvider();

    expect(await screen.findByText('user:jo@example.com')).toBeInTheDocument();
    expect(screen.getByText('name:Jo Smith')).toBeInTheDocument();
    await waitFor(() =>
      expect(registerDbUser).toHaveBeenCalledWith({
        id: '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5',
        email: 'jo@example.com',
        firstName: 'Jo',
        lastName: 'Smith',
      }),
    );
  });

  it.each([
    [false, 'user:jo@example.com'],
    [true, 'signed out'],
  ])(
    'with a stored session supabase-js could not renew (online: %s), she is %s',
    async (online, expected) => {
      // Offline the refresh cannot happen: her records still show, from the worker's cache.
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
      const expired = { ...fakeSession(), expires_at: Math.floor(Date.now() / 1000) - 60 };
      localStorage.setItem('fairsplit.auth.session', JSON.stringify(expired));
      renderProvider();
      expect(await screen.findByText(expected)).toBeInTheDocument();
    },
  );

  it('shows a toast left for it before a reload, once', async () => {
    sessionStorage.setItem(
      sessionKeys.pendingToast,
      JSON.stringify({
        title: 'Logged Out',
        description: 'You have been logged out successfully.',
      }),
    );

    renderProvider('/login');

    expect(toastRegion().getByText('Logged Out')).toBeInTheDocument();
    expect(sessionStorage.getItem(sessionKeys.pendingToast)).toBeNull();
  });

  it('starts signed out without loading the auth client when there is no session to restore', async () => {
    vi.mocked(needsAuthClientOnLoad).mockReturnValueOnce(false);

    renderProvider();

    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(getSupabase).not.toHaveBeenCalled();
  });

  it('continues signed out when the auth service cannot be set up', async () => {
    vi.mocked(getSupabase).mockRejectedValue(new Error('config unreachable'));
    vi.spyOn(console, 'error').mockImplementation(() => {});

    renderProvider();

    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });
});

describe('AuthProvider starting from the stored session', () => {
  afterEach(() => vi.useRealTimers());

  /** A stored session that runs out `seconds` from now. */
  function storeSession(seconds: number) {
    const session = { ...fakeSession(), expires_at: Math.floor(Date.now() / 1000) + seconds };
    localStorage.setItem('fairsplit.auth.session', JSON.stringify(session));
  }

  it('names her at once when it has more than 90 s left, and loads supabase-js 3 s after the page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    storeSession(3600);
    supabase.setSession(fakeSession());

    renderProvider();

    expect(screen.getByText('user:jo@example.com')).toBeInTheDocument();
    expect(getSupabase).not.toHaveBeenCalled();
    // Her first requests carry the stored session's token, without the library.
    await expect(requestHeaders('GET')).resolves.toMatchObject({
      'user-id': '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5',
      Authorization: 'Bearer access-token',
    });
    expect(getSupabase).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(AUTH_CLIENT_DEFERRAL_MS - 1));
    expect(getSupabase).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(getSupabase).toHaveBeenCalledTimes(1);
  });

  it('serves her requests only while the stored session is still hers', async () => {
    storeSession(3600);
    renderProvider();
    expect(screen.getByText('user:jo@example.com')).toBeInTheDocument();

    // Another tab signs in as someone else before supabase-js has loaded here.
    localStorage.setItem(
      'fairsplit.auth.session',
      JSON.stringify({ ...fakeSession({ id: 'someone-else' }), expires_at: 4_000_000_000 }),
    );
    const headers = await requestHeaders('GET');
    expect(headers['user-id']).not.toBe('someone-else');
    expect(headers.Authorization).toBeUndefined();
  });

  it('forgets every answer the page holds when the stored session was nobody’s by the time supabase-js loads', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    storeSession(3600);
    const appClient = holdAnAnswer();
    renderProvider();
    expect(screen.getByText('user:jo@example.com')).toBeInTheDocument();

    // Another tab signed out: supabase-js, once loaded, finds no session.
    supabase.setSession(null);
    await act(async () => vi.advanceTimersByTimeAsync(AUTH_CLIENT_DEFERRAL_MS + 100));
    vi.useRealTimers();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    await waitFor(() => expect(appClient.getQueryData(['expenses'])).toBeUndefined());
  });

  it('waits for supabase-js when 90 s or less are left, as supabase-js renews it first', async () => {
    storeSession(90 - 1);

    renderProvider();

    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(getSupabase).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });

  it('is not used when the URL carries a sign-in or reset link: supabase-js reads it', () => {
    storeSession(3600);
    window.history.replaceState(null, '', '/update-password#access_token=x&type=recovery');

    renderProvider();

    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(getSupabase).toHaveBeenCalledTimes(1);
    window.history.replaceState(null, '', '/');
  });
});

describe('AuthProvider on auth events', () => {
  it('signs in and out with the events, registering each new user once', async () => {
    renderProvider();
    await screen.findByText('signed out');

    act(() => supabase.emit('SIGNED_IN', fakeSession()));
    expect(screen.getByText('user:jo@example.com')).toBeInTheDocument();
    act(() => supabase.emit('TOKEN_REFRESHED', fakeSession()));
    await waitFor(() => expect(registerDbUser).toHaveBeenCalledTimes(1));

    act(() => supabase.emit('SIGNED_OUT', null));
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it('forgets every answer the page holds when the session ends without a reload', async () => {
    supabase.setSession(fakeSession());
    const appClient = holdAnAnswer();
    renderProvider();
    await screen.findByText('user:jo@example.com');
    expect(appClient.getQueryData(['expenses'])).toEqual(['Jo’s expense']);

    act(() => supabase.emit('SIGNED_OUT', null));
    await waitFor(() => expect(appClient.getQueryData(['expenses'])).toBeUndefined());
  });

  it('goes to /update-password on a password-recovery event and marks the reset', async () => {
    const memory = renderProvider('/');
    await screen.findByText('signed out');

    act(() => supabase.emit('PASSWORD_RECOVERY', fakeSession()));

    expect(memory.history.at(-1)).toBe('/update-password');
    expect(sessionStorage.getItem(sessionKeys.passwordResetInProgress)).toBe('true');
  });
});

/** Signed in at `path` with something in both storages, then a click on the probe's `button`. */
async function signOutWith(button: 'sign out' | 'account deleted', path: string) {
  supabase.setSession(fakeSession());
  localStorage.setItem('something', 'kept until sign-out');
  sessionStorage.setItem('else', 'too');
  const memory = renderProvider(path);
  await screen.findByText('user:jo@example.com');
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  await user.click(screen.getByRole('button', { name: button }));
  return memory;
}

/** Both storages empty, nobody signed in, and the page reloaded 200 ms later (not before). */
function expectSignedOutAndReloaded() {
  expect(localStorage.getItem('something')).toBeNull();
  expect(sessionStorage.getItem('else')).toBeNull();
  expect(screen.getByText('signed out')).toBeInTheDocument();

  expect(reloadPage).not.toHaveBeenCalled();
  act(() => vi.advanceTimersByTime(SIGN_OUT_RELOAD_DELAY_MS));
  expect(reloadPage).toHaveBeenCalledTimes(1);
}

describe('signOut', () => {
  const signOutFrom = (path = '/home') => signOutWith('sign out', path);

  it('signs out of the provider, clears both storages, goes to /login and reloads after 200 ms', async () => {
    const memory = await signOutFrom();

    expect(supabase.auth.signOut).toHaveBeenCalled();
    expect(memory.history.at(-1)).toBe('/login');
    expectSignedOutAndReloaded();
  });

  it("leaves 'Logged Out' for the reloaded page, written after the clear", async () => {
    await signOutFrom();
    expect(JSON.parse(sessionStorage.getItem(sessionKeys.pendingToast)!)).toEqual({
      title: 'Logged Out',
      description: 'You have been logged out successfully.',
    });
  });

  it('counts refresh_token_not_found as a successful sign-out', async () => {
    supabase.auth.signOut.mockResolvedValueOnce({
      error: fakeAuthError('Invalid Refresh Token: Refresh Token Not Found', {
        status: 400,
        code: 'refresh_token_not_found',
      }),
    });
    await signOutFrom();
    expect(JSON.parse(sessionStorage.getItem(sessionKeys.pendingToast)!).title).toBe('Logged Out');
  });

  it('reports a sync issue when the service fails, and still signs out here', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    supabase.auth.signOut.mockResolvedValueOnce({
      error: fakeAuthError('Failed to fetch', { status: 0 }),
    });
    const memory = await signOutFrom();
    expect(JSON.parse(sessionStorage.getItem(sessionKeys.pendingToast)!)).toEqual({
      title: 'Logout Completed',
      description: "You've been logged out, but there was a sync issue with the server.",
    });
    expect(memory.history.at(-1)).toBe('/login');
  });

  it('shows Logout Error and goes to /login anyway when sign-out throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    supabase.auth.signOut.mockRejectedValueOnce(new Error('lock broken'));
    const memory = await signOutFrom();
    expect(JSON.parse(sessionStorage.getItem(sessionKeys.pendingToast)!)).toMatchObject({
      title: 'Logout Error',
      description: 'Attempting to redirect you to login page',
    });
    expect(memory.history.at(-1)).toBe('/login');
  });
});

describe('signOut after the account was deleted', () => {
  const signOutDeletedFrom = (path = '/profile') => signOutWith('account deleted', path);

  it('forgets the session here only, clears both storages, goes to /goodbye and reloads', async () => {
    const memory = await signOutDeletedFrom();

    expect(supabase.auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(memory.history).toEqual(['/profile', '/goodbye']);
    expectSignedOutAndReloaded();
  });

  it('leaves no toast: the goodbye page says what happened', async () => {
    await signOutDeletedFrom();
    expect(sessionStorage.getItem(sessionKeys.pendingToast)).toBeNull();
  });

  it('still clears this browser and goes to /goodbye when the auth client throws', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    supabase.auth.signOut.mockRejectedValueOnce(new Error('lock broken'));

    const memory = await signOutDeletedFrom();

    await waitFor(() => expect(localStorage.getItem('something')).toBeNull());
    expect(memory.history.at(-1)).toBe('/goodbye');
    expect(sessionStorage.getItem(sessionKeys.pendingToast)).toBeNull();
  });
});

describe('what this browser kept for reading offline', () => {
  let kept: Set<string>;

  beforeEach(() => {
    kept = new Set(['fairsplit-records-jo', 'fairsplit-records-sam', 'fairsplit-config', 'other']);
    vi.stubGlobal('caches', {
      keys: async () => [...kept],
      delete: async (name: string) => kept.delete(name),
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(['sign out', 'account deleted'] as const)(
    'every user’s records go at "%s", before the page reloads',
    async (button) => {
      await signOutWith(button, '/home');
      expect([...kept]).toEqual(['fairsplit-config', 'other']);
      expectSignedOutAndReloaded();
    },
  );

  it('at sign-in only another user’s records go; hers stay', async () => {
    const hers = `fairsplit-records-${fakeSession().user.id}`;
    kept.add(hers);
    supabase.setSession(fakeSession());
    renderProvider();
    await screen.findByText('user:jo@example.com');
    await waitFor(() => expect([...kept]).toEqual(['fairsplit-config', 'other', hers]));
  });

  it('starting with no session to restore, nobody’s records stay', async () => {
    renderProvider();
    await screen.findByText('signed out');
    await waitFor(() => expect([...kept]).toEqual(['fairsplit-config', 'other']));
  });

  it('they go when the session ends elsewhere (the auth client says SIGNED_OUT)', async () => {
    supabase.setSession(fakeSession());
    renderProvider();
    await screen.findByText('user:jo@example.com');
    act(() => supabase.emit('SIGNED_OUT', null));
    await waitFor(() => expect([...kept]).toEqual(['fairsplit-config', 'other']));
  });

  it('the language chosen here outlives the server clearing the site’s storage', async () => {
    localStorage.setItem('fairsplit.language', 'es');
    // The sign-out's answer carries Clear-Site-Data: the browser empties storage before the
    // page hears back.
    supabase.auth.signOut.mockImplementationOnce(async () => {
      localStorage.clear();
      return { error: null };
    });
    await signOutWith('sign out', '/home');
    expect(localStorage.getItem('fairsplit.language')).toBe('es');
    expectSignedOutAndReloaded();
  });
});
