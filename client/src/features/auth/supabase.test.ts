import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localKeys } from '@/lib/storage';

// A fresh module per test: the remember-me choice and the config cache live in module state.
async function loadModule() {
  vi.resetModules();
  return import('./supabase');
}

const KEY = localKeys.authSession;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the session storage adapter (remember me)', () => {
  it('keeps the session in sessionStorage when "Remember me" is not ticked', async () => {
    const { sessionStorageAdapter, setRememberMe } = await loadModule();
    setRememberMe(false);

    await sessionStorageAdapter.setItem(KEY, 'session-json');

    expect(sessionStorage.getItem(KEY)).toBe('session-json');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps the session in localStorage when "Remember me" is ticked', async () => {
    const { sessionStorageAdapter, setRememberMe } = await loadModule();
    setRememberMe(true);

    await sessionStorageAdapter.setItem(KEY, 'session-json');

    expect(localStorage.getItem(KEY)).toBe('session-json');
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('moves the session when the next sign-in chooses the other storage', async () => {
    const { sessionStorageAdapter, setRememberMe } = await loadModule();
    setRememberMe(true);
    await sessionStorageAdapter.setItem(KEY, 'remembered');

    setRememberMe(false);
    await sessionStorageAdapter.setItem(KEY, 'this-browser-session-only');

    expect(localStorage.getItem(KEY)).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBe('this-browser-session-only');
  });

  it('after a reload, writes a refreshed session back where the session already is', async () => {
    localStorage.setItem(KEY, 'remembered');
    const { sessionStorageAdapter } = await loadModule();

    await sessionStorageAdapter.setItem(KEY, 'refreshed');

    expect(localStorage.getItem(KEY)).toBe('refreshed');
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('defaults to sessionStorage when nothing was chosen and nothing is stored', async () => {
    const { sessionStorageAdapter } = await loadModule();

    await sessionStorageAdapter.setItem(KEY, 'new');

    expect(sessionStorage.getItem(KEY)).toBe('new');
  });

  it('reads from either storage and removes from both', async () => {
    const { sessionStorageAdapter } = await loadModule();
    sessionStorage.setItem(KEY, 'in-session');
    expect(await sessionStorageAdapter.getItem(KEY)).toBe('in-session');

    localStorage.setItem(KEY, 'in-local');
    await sessionStorageAdapter.removeItem(KEY);

    expect(localStorage.getItem(KEY)).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(await sessionStorageAdapter.getItem(KEY)).toBeNull();
  });
});

describe('getClientConfig', () => {
  const config = {
    auth: { mode: 'local', url: null, anonKey: 'anon' },
    billing: { mode: 'local' },
    supportEmail: 'support@example.com',
    publicUrl: 'https://fairsplit.example',
  };

  it('fetches /api/config once and shares the answer', async () => {
    const fetchMock = vi.fn(async () => Response.json(config));
    vi.stubGlobal('fetch', fetchMock);
    const { getClientConfig } = await loadModule();

    const [first, second] = await Promise.all([getClientConfig(), getClientConfig()]);
    await getClientConfig();

    expect(first).toEqual(config);
    expect(second).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/config', { credentials: 'include' });
  });

  it('tries again after a failure instead of caching it', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('down', { status: 503 }))
      .mockResolvedValueOnce(Response.json(config));
    vi.stubGlobal('fetch', fetchMock);
    const { getClientConfig } = await loadModule();

    await expect(getClientConfig()).rejects.toThrow('503: down');
    await expect(getClientConfig()).resolves.toEqual(config);
  });
});

describe('resolveAuthUrl', () => {
  it('uses the page origin when the config names no URL (the built-in auth server)', async () => {
    const { resolveAuthUrl } = await loadModule();
    expect(
      resolveAuthUrl({
        auth: { mode: 'local', url: null, anonKey: 'k' },
        billing: { mode: 'local' },
        supportEmail: '',
        publicUrl: 'https://fairsplit.example',
      }),
    ).toBe(window.location.origin);
  });

  it('uses the hosted Supabase URL when there is one', async () => {
    const { resolveAuthUrl } = await loadModule();
    expect(
      resolveAuthUrl({
        auth: { mode: 'supabase', url: 'https://abc.supabase.co', anonKey: 'k' },
        billing: { mode: 'stripe' },
        supportEmail: '',
        publicUrl: 'https://fairsplit.example',
      }),
    ).toBe('https://abc.supabase.co');
  });
});
