import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '@/test/deferred';
import { activateLanguage, i18n } from './i18n';
import {
  ApiError,
  apiRequest,
  apiRequestBytes,
  apiRequestRevalidated,
  EARLY_ANSWER_KEEP_MS,
  getCsrfToken,
  requestParsed,
  sendEarly,
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

describe('early answers', () => {
  const AUTH = { userId: 'user-42', accessToken: 'token-abc' };
  const LIST = '/api/expenses';

  /** The header fields the app's own GET carries for AUTH in English. */
  const EARLY_HEADERS = {
    'Accept-Language': 'en',
    'user-id': 'user-42',
    Authorization: 'Bearer token-abc',
    'Content-Type': 'application/json',
  };

  /** Lets every pending promise callback run (no timers are involved). */
  async function flushMicrotasks() {
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
  }

  /** The first fetch answers `{ early: true }`; every later one `{ ok: true }`. */
  function earlyAnswerIs(response: Response | (() => Promise<Response>)) {
    fetchMock.mockImplementationOnce(
      typeof response === 'function' ? response : async () => response,
    );
  }

  beforeEach(() => {
    // Only setTimeout: the keep timer. Promises and Response bodies run as usual.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    setApiAuthSource(async () => AUTH);
  });

  afterEach(() => {
    // Drops every answer a test left untaken, so none reaches the next test.
    vi.advanceTimersByTime(EARLY_ANSWER_KEEP_MS);
    vi.useRealTimers();
    localStorage.clear();
  });

  it('sends the GET at once, with the fields the app’s own request will carry', () => {
    void sendEarly(LIST, AUTH, 'en');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(urlOfCall(0)).toBe(LIST);
    expect(initOfCall(0)).toEqual({
      method: 'GET',
      headers: EARLY_HEADERS,
      credentials: 'include',
    });
  });

  it('is taken by apiRequest of the same GET, same user and language: one fetch in all', async () => {
    earlyAnswerIs(jsonResponse({ early: true }));

    const copy = await sendEarly(LIST, AUTH, 'en');
    const answer = await apiRequest('GET', LIST);

    expect(answer).toEqual({ early: true });
    // sendEarly's copy reads the same answer, apart from the one the request took.
    await expect(copy?.json()).resolves.toEqual({ early: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is waited for by a request made while it is still on its way', async () => {
    const early = deferred<Response>();
    earlyAnswerIs(() => early.promise);
    void sendEarly(LIST, AUTH, 'en');

    let settled = false;
    const request = apiRequest('GET', LIST).finally(() => {
      settled = true;
    });
    await flushMicrotasks();
    expect(settled).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    early.resolve(jsonResponse({ early: true }));

    await expect(request).resolves.toEqual({ early: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is taken only once: the next identical request fetches', async () => {
    earlyAnswerIs(jsonResponse({ early: true }));
    await sendEarly(LIST, AUTH, 'en');

    await expect(apiRequest('GET', LIST)).resolves.toEqual({ early: true });
    await expect(apiRequest('GET', LIST)).resolves.toEqual({ ok: true });

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(urlOfCall(1)).toBe(LIST);
    expect(initOfCall(1).method).toBe('GET');
  });

  it('is taken by a lower-case "get" as by "GET"', async () => {
    earlyAnswerIs(jsonResponse({ early: true }));
    await sendEarly(LIST, AUTH, 'en');

    await expect(apiRequest('get', LIST)).resolves.toEqual({ early: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is taken by requestParsed, whose schema reads the early body', async () => {
    earlyAnswerIs(jsonResponse({ early: true }));
    await sendEarly(LIST, AUTH, 'en');
    const schema = { parse: vi.fn((value: unknown) => ({ parsed: value })) };

    await expect(requestParsed(schema, 'GET', LIST)).resolves.toEqual({
      parsed: { early: true },
    });
    expect(schema.parse).toHaveBeenCalledWith({ early: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is taken by a first apiRequestRevalidated, whose ETag the next one then sends', async () => {
    earlyAnswerIs(
      new Response(JSON.stringify({ email: 'jo@example.com' }), {
        status: 200,
        headers: { ETag: 'W/"early"' },
      }),
    );
    await sendEarly('/api/profile', AUTH, 'en');
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 304 }));

    await expect(apiRequestRevalidated('/api/profile', 'profile:early-1')).resolves.toEqual({
      email: 'jo@example.com',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(apiRequestRevalidated('/api/profile', 'profile:early-1')).resolves.toEqual({
      email: 'jo@example.com',
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(headersOfCall(1)).toMatchObject({ 'If-None-Match': 'W/"early"' });
  });

  it('is not taken by a revalidated read that sends If-None-Match', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ v: 1 }), { status: 200, headers: { ETag: 'W/"1"' } }),
    );
    await apiRequestRevalidated('/api/profile', 'profile:early-2');
    earlyAnswerIs(jsonResponse({ early: true }));
    await sendEarly('/api/profile', AUTH, 'en');
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 304 }));

    await expect(apiRequestRevalidated('/api/profile', 'profile:early-2')).resolves.toEqual({
      v: 1,
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(headersOfCall(2)).toMatchObject({ 'If-None-Match': 'W/"1"' });
    // And dropped: an answer older than that read is never taken.
    await expect(apiRequest('GET', '/api/profile')).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it.each<{
    what: string;
    ask: () => Promise<unknown>;
    method?: string;
    url?: string;
    /** A GET of the same path drops it, whatever it was sent with. */
    drops?: boolean;
  }>([
    {
      what: 'another user',
      drops: true,
      ask: () => {
        setApiAuthSource(async () => ({ userId: 'user-7', accessToken: 'token-7' }));
        return apiRequest('GET', LIST);
      },
    },
    {
      what: 'the same user with another token',
      drops: true,
      ask: () => {
        setApiAuthSource(async () => ({ userId: 'user-42', accessToken: 'token-renewed' }));
        return apiRequest('GET', LIST);
      },
    },
    {
      what: 'no user (anonymous)',
      drops: true,
      ask: () => apiRequest('GET', LIST, undefined, { anonymous: true }),
    },
    {
      what: 'another language',
      drops: true,
      ask: async () => {
        await activateLanguage('es');
        return apiRequest('GET', LIST);
      },
    },
    {
      what: 'another path',
      ask: () => apiRequest('GET', '/api/events'),
      url: '/api/events',
    },
    {
      what: 'the same path with a query',
      ask: () => apiRequest('GET', `${LIST}?category=food`),
      url: `${LIST}?category=food`,
    },
    {
      what: 'a POST to the same url',
      ask: () => {
        setCookie('XSRF-TOKEN', 't');
        return apiRequest('POST', LIST, { name: 'Rent' });
      },
      method: 'POST',
    },
    {
      what: 'a HEAD of the same url',
      ask: () => apiRequest('HEAD', LIST),
      method: 'HEAD',
    },
    {
      what: 'one more header field',
      drops: true,
      ask: () => apiRequest('GET', LIST, undefined, { headers: { 'X-Passcode': 'p' } }),
    },
  ])('is not taken by $what, which fetches for itself', async ({ ask, method, url, drops }) => {
    earlyAnswerIs(jsonResponse({ early: true }));
    await sendEarly(LIST, AUTH, 'en');

    await expect(ask()).resolves.toEqual({ ok: true });

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(urlOfCall(1)).toBe(url ?? LIST);
    expect(initOfCall(1).method).toBe(method ?? 'GET');

    // Another path or method leaves it for the request it was sent for; a GET of its path drops it.
    i18n.activate('en');
    setApiAuthSource(async () => AUTH);
    await expect(apiRequest('GET', LIST)).resolves.toEqual(drops ? { ok: true } : { early: true });
    expect(fetchMock).toHaveBeenCalledTimes(drops ? 3 : 2);
  });

  it('is taken in Spanish by a request in Spanish', async () => {
    await activateLanguage('es');
    earlyAnswerIs(jsonResponse({ early: true }));
    await sendEarly(LIST, AUTH, 'es');

    await expect(apiRequest('GET', LIST)).resolves.toEqual({ early: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(headersOfCall(0)['Accept-Language']).toBe('es');
  });

  it('is still taken just before 10 s', async () => {
    earlyAnswerIs(jsonResponse({ early: true }));
    await sendEarly(LIST, AUTH, 'en');

    vi.advanceTimersByTime(EARLY_ANSWER_KEEP_MS - 1);

    await expect(apiRequest('GET', LIST)).resolves.toEqual({ early: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is dropped after 10 s untaken: the request fetches', async () => {
    expect(EARLY_ANSWER_KEEP_MS).toBe(10_000);
    earlyAnswerIs(jsonResponse({ early: true }));
    await sendEarly(LIST, AUTH, 'en');

    vi.advanceTimersByTime(EARLY_ANSWER_KEEP_MS);

    await expect(apiRequest('GET', LIST)).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a second early send of the same GET replaces the first, and the first’s timer leaves it', async () => {
    earlyAnswerIs(jsonResponse({ early: 1 }));
    await sendEarly(LIST, AUTH, 'en');
    vi.advanceTimersByTime(EARLY_ANSWER_KEEP_MS / 2);
    earlyAnswerIs(jsonResponse({ early: 2 }));
    await sendEarly(LIST, AUTH, 'en');

    // The first one's 10 s are up; the second one's are not.
    vi.advanceTimersByTime(EARLY_ANSWER_KEEP_MS / 2);

    await expect(apiRequest('GET', LIST)).resolves.toEqual({ early: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reaches the taker of a non-OK answer as the usual ApiError; sendEarly still resolves', async () => {
    const body = JSON.stringify({ error: 'Session expired' });
    earlyAnswerIs(new Response(body, { status: 401 }));

    await expect(sendEarly(LIST, AUTH, 'en')).resolves.toMatchObject({ status: 401 });
    const error = await apiRequest('GET', LIST).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).body).toBe(body);
    expect((error as ApiError).message).toBe(`401: ${body}`);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('rejects the taker with the early fetch’s network failure; sendEarly still resolves', async () => {
    const failure = new TypeError('Failed to fetch');
    earlyAnswerIs(async () => {
      throw failure;
    });

    await expect(sendEarly(LIST, AUTH, 'en')).resolves.toBeNull();

    await expect(apiRequest('GET', LIST)).rejects.toBe(failure);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sendEarly resolves only once the answer has come', async () => {
    const early = deferred<Response>();
    earlyAnswerIs(() => early.promise);
    let resolved = false;
    void sendEarly(LIST, AUTH, 'en').then(() => {
      resolved = true;
    });

    await flushMicrotasks();
    expect(resolved).toBe(false);

    early.resolve(jsonResponse({ early: true }));
    await flushMicrotasks();
    expect(resolved).toBe(true);
  });

  it('a request whose signal aborts while the early answer is on its way rejects with the reason at once', async () => {
    const early = deferred<Response>();
    earlyAnswerIs(() => early.promise);
    void sendEarly(LIST, AUTH, 'en');
    const controller = new AbortController();
    const reason = new DOMException('The status check took too long', 'TimeoutError');

    let settled = false;
    const request = apiRequest('GET', LIST, undefined, { signal: controller.signal });
    request.then(
      () => {
        settled = true;
      },
      () => {
        settled = true;
      },
    );
    await flushMicrotasks();
    expect(settled).toBe(false);

    controller.abort(reason);

    await expect(request).rejects.toBe(reason);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // The answer arriving (or failing) later changes nothing, and throws nowhere.
    early.reject(new TypeError('Failed to fetch'));
    await flushMicrotasks();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a request whose signal has already aborted rejects with the reason and fetches nothing', async () => {
    const early = deferred<Response>();
    earlyAnswerIs(() => early.promise);
    void sendEarly(LIST, AUTH, 'en');
    const reason = new Error('gone');

    await expect(
      apiRequest('GET', LIST, undefined, { signal: AbortSignal.abort(reason) }),
    ).rejects.toBe(reason);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    early.resolve(jsonResponse({ early: true }));
  });

  it('a request with a signal that does not abort gets the early answer', async () => {
    const early = deferred<Response>();
    earlyAnswerIs(() => early.promise);
    void sendEarly(LIST, AUTH, 'en');
    const controller = new AbortController();
    const request = apiRequest('GET', LIST, undefined, { signal: controller.signal });

    early.resolve(jsonResponse({ early: true }));

    await expect(request).resolves.toEqual({ early: true });
    // An abort after the answer came changes nothing.
    controller.abort(new Error('late'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
