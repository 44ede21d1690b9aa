import { afterEach, describe, expect, it } from 'vitest';
import { localKeys } from '@/lib/storage';
import {
  authResultInUrl,
  freshStoredSession,
  readStoredSession,
  SESSION_EXPIRY_MARGIN_MS,
} from './stored-session';

const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);

function session(expiresAt: number, overrides: Record<string, unknown> = {}) {
  return {
    access_token: 'access',
    refresh_token: 'refresh',
    expires_at: expiresAt,
    user: { id: 'u1', email: 'jo@example.com' },
    ...overrides,
  };
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the stored session', () => {
  it('is read from localStorage (Remember me) or else sessionStorage', () => {
    expect(readStoredSession()).toBeNull();
    sessionStorage.setItem(localKeys.authSession, JSON.stringify(session(1)));
    expect(readStoredSession()?.user.id).toBe('u1');
    localStorage.setItem(localKeys.authSession, JSON.stringify(session(2, { user: { id: 'u2' } })));
    expect(readStoredSession()?.user.id).toBe('u2');
  });

  it.each([
    ['not JSON', '{'],
    ['no access token', JSON.stringify(session(1, { access_token: '' }))],
    ['no refresh token', JSON.stringify(session(1, { refresh_token: undefined }))],
    ['no expiry', JSON.stringify(session(1, { expires_at: '2026' }))],
    ['no user id', JSON.stringify(session(1, { user: {} }))],
  ])('is not read when it has %s', (_what, raw) => {
    localStorage.setItem(localKeys.authSession, raw);
    expect(readStoredSession()).toBeNull();
  });

  it('is fresh while supabase-js would use it as it is: 90 s or more before it runs out', () => {
    const seconds = (ms: number) => (NOW + ms) / 1000;
    localStorage.setItem(
      localKeys.authSession,
      JSON.stringify(session(seconds(SESSION_EXPIRY_MARGIN_MS))),
    );
    expect(freshStoredSession(NOW)?.user.id).toBe('u1');
    localStorage.setItem(
      localKeys.authSession,
      JSON.stringify(session(seconds(SESSION_EXPIRY_MARGIN_MS - 1_000))),
    );
    expect(freshStoredSession(NOW)).toBeNull();
  });
});

describe('a sign-in or reset link in the URL', () => {
  it.each([
    ['/update-password#access_token=a&type=recovery', true],
    ['/login?error=access_denied&error_description=expired', true],
    ['/expenses?category=food.groceries', false],
    ['/expenses', false],
  ])('%s carries one: %s', (url, carries) => {
    window.history.replaceState(null, '', url);
    expect(authResultInUrl()).toBe(carries);
  });
});
