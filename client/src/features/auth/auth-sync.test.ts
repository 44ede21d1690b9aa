import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiAuthSource } from '@/lib/api-client';
import { API_PATHS } from '@shared/api';
import { checkAuthStatus, noteEarlyStatusCheck, registerDbUser } from './auth-sync';
import { logger } from '@/lib/logger';
import { localKeys } from '@/lib/storage';

const user = {
  id: '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5',
  email: 'jo@example.com',
  firstName: 'Jo',
  lastName: null,
};

const fetchMock = vi.fn<typeof fetch>();

/** A fetch that never answers on its own, but rejects like a browser when its signal aborts. */
function hangingFetch(_url: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'XSRF-TOKEN=csrf-1; path=/';
  setApiAuthSource(async () => ({ userId: user.id, accessToken: 'token-1' }));
  vi.spyOn(logger, 'warn').mockImplementation(() => {});
  localStorage.clear();
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  setApiAuthSource(async () => null);
});

describe('registerDbUser', () => {
  it('posts the documented body with the bearer token, user-id and CSRF headers', async () => {
    fetchMock.mockResolvedValue(Response.json({ ok: true }));

    await expect(registerDbUser(user)).resolves.toBe(true);

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(API_PATHS.registerDbUser);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      id: user.id,
      email: 'jo@example.com',
      first_name: 'Jo',
      last_name: '',
      idType: 'uuid',
    });
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer token-1',
      'user-id': user.id,
      'CSRF-Token': 'csrf-1',
    });
  });

  it('gives up a request after 1.5 s and tries once more, all within 3 s', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hangingFetch);

    const result = registerDbUser(user);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_500);

    await expect(result).resolves.toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('retries after a server error and succeeds', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response('boom', { status: 500 }))
      .mockResolvedValueOnce(Response.json({ ok: true }));

    await expect(registerDbUser(user)).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('only logs a refusal such as an invalid csrf token, without retrying or throwing', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: 'invalid csrf token' }), { status: 403 }),
    );

    await expect(registerDbUser(user)).resolves.toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.stringContaining('Could not register'),
      expect.objectContaining({ status: 403 }),
    );
  });
});

describe('checkAuthStatus', () => {
  it('reads the status and remembers it', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ subscription_status: 'premium', was_downgraded: false }),
    );

    await expect(checkAuthStatus('user-1')).resolves.toEqual({
      subscription_status: 'premium',
      was_downgraded: false,
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(API_PATHS.authStatus);
    expect(localStorage.getItem(localKeys.subscriptionStatus)).toBe('premium');
    expect(Number(localStorage.getItem(localKeys.lastAuthStatusCheck))).toBeGreaterThan(0);
  });

  it('passes on was_downgraded', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ subscription_status: 'free', was_downgraded: true }),
    );

    await expect(checkAuthStatus('user-1')).resolves.toEqual({
      subscription_status: 'free',
      was_downgraded: true,
    });
  });

  it('gives up after 1.5 s and answers null (the caller uses free)', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hangingFetch);

    const result = checkAuthStatus('user-1');
    await vi.advanceTimersByTimeAsync(1_500);

    await expect(result).resolves.toBeNull();
  });

  it('reports, once, a downgrade the early check found when the server says it no more', async () => {
    await noteEarlyStatusCheck(
      'user-1',
      Response.json({ subscription_status: 'free', was_downgraded: true }),
    );
    fetchMock.mockImplementation(async () =>
      Response.json({ subscription_status: 'free', was_downgraded: false }),
    );

    // Another user's check is not told it.
    await expect(checkAuthStatus('user-2')).resolves.toEqual({
      subscription_status: 'free',
      was_downgraded: false,
    });
    await expect(checkAuthStatus('user-1')).resolves.toEqual({
      subscription_status: 'free',
      was_downgraded: true,
    });
    await expect(checkAuthStatus('user-1')).resolves.toEqual({
      subscription_status: 'free',
      was_downgraded: false,
    });
  });

  it('notes nothing from an early check that found no downgrade, failed, or was refused', async () => {
    await noteEarlyStatusCheck(
      'user-1',
      Response.json({ subscription_status: 'premium', was_downgraded: false }),
    );
    await noteEarlyStatusCheck('user-1', null);
    await noteEarlyStatusCheck(
      'user-1',
      Response.json({ subscription_status: 'free', was_downgraded: true }, { status: 401 }),
    );
    await noteEarlyStatusCheck('user-1', new Response('not json'));
    fetchMock.mockResolvedValue(
      Response.json({ subscription_status: 'free', was_downgraded: false }),
    );

    await expect(checkAuthStatus('user-1')).resolves.toEqual({
      subscription_status: 'free',
      was_downgraded: false,
    });
  });

  it('answers null when the server fails', async () => {
    fetchMock.mockResolvedValue(new Response('nope', { status: 500 }));

    await expect(checkAuthStatus('user-1')).resolves.toBeNull();
  });
});
