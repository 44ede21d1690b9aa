import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '@/test/deferred';
import { EARLY_ANSWER_KEEP_MS } from '@/lib/api-client';
import { checkAuthStatus } from '@/features/auth';
import { localKeys } from '@/lib/storage';
import { sendFirstReadsEarly } from './early-reads';

const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);
const TOKEN = 'access-123';
const USER_ID = 'user-1';

const fetchMock = vi.fn<typeof fetch>();

/** Each fetch's answer, by url, resolved by the test when it chooses. */
let answers: Map<string, ReturnType<typeof deferred<Response>>>;

function answerFor(url: string) {
  const answer = answers.get(url);
  if (!answer) throw new Error(`no fetch of ${url}`);
  return answer;
}

function urls() {
  return fetchMock.mock.calls.map(([input]) => input);
}

/** Lets every pending promise callback run (no timers are involved). */
async function flushMicrotasks() {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

/** A stored session whose token runs out `msLeft` after NOW. */
function storeSession(msLeft: number, storage: Storage = localStorage) {
  storage.setItem(
    localKeys.authSession,
    JSON.stringify({
      access_token: TOKEN,
      refresh_token: 'refresh',
      expires_at: (NOW + msLeft) / 1000,
      user: { id: USER_ID, email: 'jo@example.com' },
    }),
  );
}

const ONE_HOUR = 3_600_000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: NOW });
  answers = new Map();
  fetchMock.mockImplementation((input) => {
    const answer = deferred<Response>();
    answers.set(String(input), answer);
    return answer.promise;
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  // Drops the early answers no request took, so none reaches the next test.
  vi.advanceTimersByTime(EARLY_ANSWER_KEEP_MS);
  vi.useRealTimers();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('with a session the page can start from', () => {
  it('on /expenses sends the status, language and list at once, and the profile once the status answered', async () => {
    storeSession(ONE_HOUR);
    window.history.replaceState(null, '', '/expenses');

    sendFirstReadsEarly();

    expect(urls()).toEqual(['/api/auth/status', '/api/account/language', '/api/expenses']);

    // The language and the list answering do not send the profile: only the status does.
    answerFor('/api/account/language').resolve(new Response('{}'));
    answerFor('/api/expenses').resolve(new Response('[]'));
    await flushMicrotasks();
    expect(urls()).toHaveLength(3);

    answerFor('/api/auth/status').resolve(new Response('{}'));
    await flushMicrotasks();
    expect(urls()).toEqual([
      '/api/auth/status',
      '/api/account/language',
      '/api/expenses',
      '/api/profile',
    ]);
  });

  it('keeps a downgrade the early check found for the app’s own check, which the server no longer tells', async () => {
    storeSession(ONE_HOUR);
    window.history.replaceState(null, '', '/home');

    sendFirstReadsEarly();
    answerFor('/api/auth/status').resolve(
      Response.json({ subscription_status: 'free', was_downgraded: true }),
    );
    await flushMicrotasks();
    expect(urls()).toContain('/api/profile');

    // The app asks again (the early answer was dropped) and the server has nothing more to say.
    fetchMock.mockImplementation(async () =>
      Response.json({ subscription_status: 'free', was_downgraded: false }),
    );
    vi.advanceTimersByTime(EARLY_ANSWER_KEEP_MS);
    await expect(checkAuthStatus(USER_ID)).resolves.toEqual({
      subscription_status: 'free',
      was_downgraded: true,
    });
  });

  it('sends every read as a GET with her id, her token and the page’s language', async () => {
    storeSession(ONE_HOUR);
    window.history.replaceState(null, '', '/expenses');

    sendFirstReadsEarly();
    answerFor('/api/auth/status').resolve(new Response('{}'));
    await flushMicrotasks();

    expect(fetchMock).toHaveBeenCalledTimes(4);
    for (const [, init] of fetchMock.mock.calls) {
      expect(init).toEqual({
        method: 'GET',
        credentials: 'include',
        headers: {
          'user-id': USER_ID,
          Authorization: `Bearer ${TOKEN}`,
          'Accept-Language': 'en',
          'Content-Type': 'application/json',
        },
      });
    }
  });

  it('on /home sends the status and language, then the profile, and no list', async () => {
    storeSession(ONE_HOUR);
    window.history.replaceState(null, '', '/home');

    sendFirstReadsEarly();
    expect(urls()).toEqual(['/api/auth/status', '/api/account/language']);
    answerFor('/api/account/language').resolve(new Response('{}'));
    await flushMicrotasks();
    expect(urls()).toHaveLength(2);

    answerFor('/api/auth/status').resolve(new Response('{}'));
    await flushMicrotasks();

    expect(urls()).toEqual(['/api/auth/status', '/api/account/language', '/api/profile']);
  });

  it.each([
    ['/networth', '/api/networth'],
    ['/events', '/api/events'],
  ])('on %s sends that tracker’s list, %s', (page, list) => {
    storeSession(ONE_HOUR);
    window.history.replaceState(null, '', page);

    sendFirstReadsEarly();

    expect(urls()).toEqual(['/api/auth/status', '/api/account/language', list]);
  });

  it('sends the profile after a status that was refused', async () => {
    storeSession(ONE_HOUR);
    window.history.replaceState(null, '', '/home');

    sendFirstReadsEarly();
    answerFor('/api/auth/status').resolve(new Response('{"error":"expired"}', { status: 401 }));
    await flushMicrotasks();

    expect(urls()).toEqual(['/api/auth/status', '/api/account/language', '/api/profile']);
  });

  it('sends the profile after a status whose fetch failed', async () => {
    storeSession(ONE_HOUR);
    window.history.replaceState(null, '', '/home');

    sendFirstReadsEarly();
    answerFor('/api/auth/status').reject(new TypeError('Failed to fetch'));
    await flushMicrotasks();

    expect(urls()).toEqual(['/api/auth/status', '/api/account/language', '/api/profile']);
  });

  it('asks in the language saved in this browser', async () => {
    storeSession(ONE_HOUR);
    localStorage.setItem(localKeys.language, 'es');
    window.history.replaceState(null, '', '/events');

    sendFirstReadsEarly();
    answerFor('/api/auth/status').resolve(new Response('{}'));
    await flushMicrotasks();

    expect(fetchMock).toHaveBeenCalledTimes(4);
    for (const [, init] of fetchMock.mock.calls) {
      expect(init?.headers).toMatchObject({ 'Accept-Language': 'es' });
    }
  });

  it('asks in the browser’s language when none is saved', () => {
    storeSession(ONE_HOUR);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX', 'en-US']);
    window.history.replaceState(null, '', '/home');

    sendFirstReadsEarly();

    expect(fetchMock).toHaveBeenCalledTimes(2);
    for (const [, init] of fetchMock.mock.calls) {
      expect(init?.headers).toMatchObject({ 'Accept-Language': 'es' });
    }
  });

  it('starts from a session exactly 90 s from running out', () => {
    storeSession(90_000);
    window.history.replaceState(null, '', '/home');

    sendFirstReadsEarly();

    expect(urls()).toEqual(['/api/auth/status', '/api/account/language']);
  });

  it('starts from a session kept for this tab only (sessionStorage)', () => {
    storeSession(ONE_HOUR, sessionStorage);
    window.history.replaceState(null, '', '/home');

    sendFirstReadsEarly();

    expect(urls()).toEqual(['/api/auth/status', '/api/account/language']);
  });
});

describe('without a session the page can start from', () => {
  it.each<[string, () => void, string]>([
    ['no stored session', () => {}, '/expenses'],
    ['a session less than 90 s from running out', () => storeSession(89_000), '/expenses'],
    ['a session that has run out', () => storeSession(-ONE_HOUR), '/expenses'],
    [
      'a stored session that cannot be read',
      () => localStorage.setItem(localKeys.authSession, '{'),
      '/expenses',
    ],
    [
      'a sign-in’s tokens in the URL hash',
      () => storeSession(ONE_HOUR),
      '/expenses#access_token=new-token&refresh_token=r&type=magiclink',
    ],
    [
      'a refused link’s error in the URL',
      () => storeSession(ONE_HOUR),
      '/login?error=access_denied&error_description=expired',
    ],
  ])('with %s sends nothing', async (_what, arrange, url) => {
    arrange();
    window.history.replaceState(null, '', url);

    sendFirstReadsEarly();
    await flushMicrotasks();

    expect(fetchMock).not.toHaveBeenCalled();
  });
});
