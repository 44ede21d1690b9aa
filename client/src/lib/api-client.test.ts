import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from './i18n';
import {
  ApiError,
  apiRequest,
  apiRequestBytes,
  apiRequestRevalidated,
  getCsrfToken,
  setApiAuthSource,
} from './api-client';

const fetchMock = vi.fn<typeof fetch>();

function setCookie(name: string, value: string) {
  document.cookie = `${name}=${value}; path=/`;
}

function clearCookie(name: string) {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The headers of the nth fetch call, as a plain object. */
function headersOfCall(index: number): Record<string, string> {
  const init = fetchMock.mock.calls[index]?.[1];
  return { ...(init?.headers as Record<string, string>) };
}

function initOfCall(index: number): RequestInit {
  const init = fetchMock.mock.calls[index]?.[1];
  if (!init) throw new Error(`fetch call ${index} had no init`);
  return init;
}

function urlOfCall(index: number) {
  return fetchMock.mock.calls[index]?.[0];
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // A fresh Response per call: a body can be read only once.
  fetchMock.mockImplementation(async () => jsonResponse({ ok: true }));
  setApiAuthSource(async () => null);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  clearCookie('XSRF-TOKEN');
  clearCookie('other');
});

describe('apiRequest headers', () => {
  it('sends a JSON content type on every request', async () => {
    await apiRequest('GET', '/api/expenses');

    expect(headersOfCall(0)['Content-Type']).toBe('application/json');
  });

  it('asks for answers in the language she reads', async () => {
    await apiRequest('GET', '/api/expenses');
    await activateLanguage('es');
    await apiRequest('GET', '/api/expenses');

    expect([headersOfCall(0)['Accept-Language'], headersOfCall(1)['Accept-Language']]).toEqual([
      'en',
      'es',
    ]);
  });

  it('sends user-id and a bearer token from the registered auth source', async () => {
    setApiAuthSource(async () => ({ userId: 'user-42', accessToken: 'token-abc' }));

    await apiRequest('GET', '/api/profile');

    const headers = headersOfCall(0);
    expect(headers['user-id']).toBe('user-42');
    expect(headers.Authorization).toBe('Bearer token-abc');
  });

  it('sends neither user-id nor Authorization to a public endpoint asked for anonymously', async () => {
    setApiAuthSource(async () => ({ userId: 'user-42', accessToken: 'token-abc' }));

    await apiRequest('GET', '/api/verify/FS-7K2M-9QXD-4TWE-H3NP', undefined, { anonymous: true });

    const headers = headersOfCall(0);
    expect(headers).not.toHaveProperty('user-id');
    expect(headers).not.toHaveProperty('Authorization');
  });

  it('sends neither user-id nor Authorization when the auth source returns null', async () => {
    await apiRequest('GET', '/api/profile');

    const headers = headersOfCall(0);
    expect(headers).not.toHaveProperty('user-id');
    expect(headers).not.toHaveProperty('Authorization');
  });

  it('asks the auth source on every request, so a refreshed token is used', async () => {
    let token = 'first';
    setApiAuthSource(async () => ({ userId: 'u', accessToken: token }));

    await apiRequest('GET', '/api/profile');
    token = 'second';
    await apiRequest('GET', '/api/profile');

    expect(headersOfCall(0).Authorization).toBe('Bearer first');
    expect(headersOfCall(1).Authorization).toBe('Bearer second');
  });

  it('includes credentials', async () => {
    await apiRequest('GET', '/api/expenses');
    await apiRequest('POST', '/api/expenses', { name: 'Rent' });

    expect(initOfCall(0).credentials).toBe('include');
    expect(fetchMock.mock.calls.at(-1)?.[1]?.credentials).toBe('include');
  });

  it('passes the method and URL through', async () => {
    setCookie('XSRF-TOKEN', 't');

    await apiRequest('DELETE', '/api/expenses/7');

    expect(urlOfCall(0)).toBe('/api/expenses/7');
    expect(initOfCall(0).method).toBe('DELETE');
  });
});

describe('apiRequest CSRF', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'sends the XSRF-TOKEN cookie as CSRF-Token on %s',
    async (method) => {
      setCookie('XSRF-TOKEN', 'csrf-value');

      await apiRequest(method, '/api/expenses/1');

      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(headersOfCall(0)['CSRF-Token']).toBe('csrf-value');
    },
  );

  it.each(['GET', 'HEAD'])('sends no CSRF-Token header on %s', async (method) => {
    setCookie('XSRF-TOKEN', 'csrf-value');

    await apiRequest(method, '/api/expenses');

    expect(headersOfCall(0)).not.toHaveProperty('CSRF-Token');
  });

  it('treats a lower-case method like its upper-case form', async () => {
    setCookie('XSRF-TOKEN', 'csrf-value');

    await apiRequest('post', '/api/expenses', {});
    await apiRequest('get', '/api/expenses');

    expect(initOfCall(0).method).toBe('POST');
    expect(headersOfCall(0)['CSRF-Token']).toBe('csrf-value');
    expect(headersOfCall(1)).not.toHaveProperty('CSRF-Token');
  });

  it('URL-decodes the cookie value', async () => {
    setCookie('other', 'x');
    setCookie('XSRF-TOKEN', encodeURIComponent('a/b+c=d'));

    await apiRequest('POST', '/api/events', {});

    expect(headersOfCall(0)['CSRF-Token']).toBe('a/b+c=d');
  });

  it('fetches GET /api/config first when the cookie is missing, then sends the new cookie', async () => {
    fetchMock.mockImplementation(async (input) => {
      if (input === '/api/config') {
        setCookie('XSRF-TOKEN', 'fresh-token');
        return jsonResponse({});
      }
      return jsonResponse({ id: 1 }, 201);
    });

    await apiRequest('POST', '/api/expenses', { name: 'Rent' });

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(urlOfCall(0)).toBe('/api/config');
    expect(initOfCall(0)).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(urlOfCall(1)).toBe('/api/expenses');
    expect(headersOfCall(1)['CSRF-Token']).toBe('fresh-token');
  });

  it('does not fetch /api/config when the cookie is already present', async () => {
    setCookie('XSRF-TOKEN', 'present');

    await apiRequest('POST', '/api/expenses', {});

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(urlOfCall(0)).toBe('/api/expenses');
  });

  it('sends the fallback "missing-csrf-token" when the bootstrap sets no cookie', async () => {
    await apiRequest('POST', '/api/expenses', {});

    expect(urlOfCall(0)).toBe('/api/config');
    expect(headersOfCall(1)['CSRF-Token']).toBe('missing-csrf-token');
  });

  it('sends the fallback when the bootstrap request itself fails', async () => {
    fetchMock.mockImplementation(async (input) => {
      if (input === '/api/config') throw new TypeError('Failed to fetch');
      return jsonResponse({});
    });

    await apiRequest('PUT', '/api/expenses/1', {});

    expect(headersOfCall(1)['CSRF-Token']).toBe('missing-csrf-token');
  });

  it('shares one bootstrap request between concurrent writes', async () => {
    fetchMock.mockImplementation(async (input) => {
      if (input === '/api/config') setCookie('XSRF-TOKEN', 'shared');
      return jsonResponse({});
    });

    await Promise.all([
      apiRequest('POST', '/api/expenses', {}),
      apiRequest('DELETE', '/api/events/2'),
    ]);

    const configCalls = fetchMock.mock.calls.filter(([input]) => input === '/api/config');
    expect(configCalls).toHaveLength(1);
    expect(headersOfCall(1)['CSRF-Token']).toBe('shared');
    expect(headersOfCall(2)['CSRF-Token']).toBe('shared');
  });
});

describe('apiRequest body', () => {
  it('JSON-stringifies the body when given', async () => {
    setCookie('XSRF-TOKEN', 't');
    const payload = { name: 'Rent', amount: 1200.5, date: '2025-07-01' };

    await apiRequest('POST', '/api/expenses', payload);

    expect(initOfCall(0).body).toBe(JSON.stringify(payload));
  });

  it('sends no body when none is given', async () => {
    setCookie('XSRF-TOKEN', 't');

    await apiRequest('POST', '/api/subscriptions/cancel');

    expect(initOfCall(0).body).toBeUndefined();
  });
});

describe('apiRequest responses', () => {
  it('resolves to the parsed JSON body', async () => {
    fetchMock.mockResolvedValue(jsonResponse([{ id: 1, name: 'Rent' }]));

    await expect(apiRequest('GET', '/api/expenses')).resolves.toEqual([{ id: 1, name: 'Rent' }]);
  });

  it('resolves a 204 to {}', async () => {
    setCookie('XSRF-TOKEN', 't');
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await expect(apiRequest('DELETE', '/api/expenses/1')).resolves.toEqual({});
  });

  it('resolves an unparseable JSON body to {}', async () => {
    fetchMock.mockResolvedValue(new Response('<html>not json</html>', { status: 200 }));

    await expect(apiRequest('GET', '/api/expenses')).resolves.toEqual({});
  });

  it('resolves an empty 200 body to {}', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 200 }));

    await expect(apiRequest('GET', '/api/expenses')).resolves.toEqual({});
  });

  it('throws ApiError "{status}: {body text}" on a non-OK response', async () => {
    const body = JSON.stringify({ error: 'Premium subscription required for this feature.' });
    fetchMock.mockResolvedValue(new Response(body, { status: 403 }));

    const error = await apiRequest('GET', '/api/networth').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect((error as ApiError).message).toBe(`403: ${body}`);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).body).toBe(body);
  });

  it('throws with a plain-text body as-is', async () => {
    fetchMock.mockResolvedValue(new Response('Bad Gateway', { status: 502 }));

    await expect(apiRequest('GET', '/api/expenses')).rejects.toThrow('502: Bad Gateway');
  });
});

describe('apiRequestRevalidated', () => {
  const withEtag = (body: unknown, etag: string) =>
    new Response(JSON.stringify(body), { status: 200, headers: { ETag: etag } });

  it('sends the last ETag and answers a 304 with the value kept from before', async () => {
    fetchMock
      .mockResolvedValueOnce(withEtag({ email: 'jo@example.com' }, 'W/"1"'))
      .mockResolvedValueOnce(new Response(null, { status: 304 }))
      .mockResolvedValueOnce(withEtag({ email: 'new@example.com' }, 'W/"2"'));

    await expect(apiRequestRevalidated('/api/profile', 'profile:a')).resolves.toEqual({
      email: 'jo@example.com',
    });
    await expect(apiRequestRevalidated('/api/profile', 'profile:a')).resolves.toEqual({
      email: 'jo@example.com',
    });
    await expect(apiRequestRevalidated('/api/profile', 'profile:a')).resolves.toEqual({
      email: 'new@example.com',
    });
    expect(headersOfCall(0)).not.toHaveProperty('If-None-Match');
    expect(headersOfCall(1)).toMatchObject({ 'If-None-Match': 'W/"1"' });
    expect(headersOfCall(2)).toMatchObject({ 'If-None-Match': 'W/"1"' });
  });

  it('keeps each key’s answer apart, and treats a 304 it did not ask for as an error', async () => {
    fetchMock.mockResolvedValueOnce(withEtag({ who: 'a' }, 'W/"a"'));
    await apiRequestRevalidated('/api/profile', 'profile:x');
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 304 }));

    const error = await apiRequestRevalidated('/api/profile', 'profile:y').catch(
      (caught: unknown) => caught,
    );

    expect(headersOfCall(1)).not.toHaveProperty('If-None-Match');
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(304);
  });
});

describe('apiRequestBytes', () => {
  it('resolves to the body’s bytes exactly, byte-order mark included', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, 0x49, 0x44, 0x0d, 0x0a]);
    fetchMock.mockResolvedValue(new Response(bytes, { status: 200 }));

    await expect(apiRequestBytes('GET', '/api/export/expenses.csv')).resolves.toEqual(bytes);
  });

  it('sends user-id and the bearer token, with credentials, as apiRequest does', async () => {
    setApiAuthSource(async () => ({ userId: 'user-42', accessToken: 'token-abc' }));
    fetchMock.mockResolvedValue(new Response('ID\r\n', { status: 200 }));

    await apiRequestBytes('GET', '/api/export/events.csv');

    expect(urlOfCall(0)).toBe('/api/export/events.csv');
    expect(initOfCall(0)).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(headersOfCall(0)).toMatchObject({
      'user-id': 'user-42',
      Authorization: 'Bearer token-abc',
    });
    expect(headersOfCall(0)).not.toHaveProperty('CSRF-Token');
  });

  it('throws ApiError "{status}: {body text}" on a non-OK response', async () => {
    const body = JSON.stringify({ error: 'Premium subscription required for this feature.' });
    fetchMock.mockResolvedValue(new Response(body, { status: 403 }));

    const error = await apiRequestBytes('GET', '/api/export/networth.csv').catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`403: ${body}`);
  });
});

describe('getCsrfToken', () => {
  it('returns null when the cookie is absent', () => {
    setCookie('other', 'x');

    expect(getCsrfToken()).toBeNull();
  });

  it('returns the decoded value among other cookies', () => {
    setCookie('other', 'x');
    setCookie('XSRF-TOKEN', 'abc%3D%3D');

    expect(getCsrfToken()).toBe('abc==');
  });

  it('does not mistake a cookie whose name merely ends in XSRF-TOKEN', () => {
    setCookie('X-XSRF-TOKEN', 'wrong');

    expect(getCsrfToken()).toBeNull();
    clearCookie('X-XSRF-TOKEN');
  });
});
