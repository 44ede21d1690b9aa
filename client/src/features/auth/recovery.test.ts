import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  isRecoveryUrl,
  readStoredResetUrl,
  readUrlError,
  readUrlParams,
  redirectRecoveryLink,
} from './recovery';
import { isPasswordResetInProgress, sessionKeys } from '@/lib/storage';

const RECOVERY_HASH =
  '#access_token=eyJ.abc&expires_in=3600&refresh_token=r1&token_type=bearer&type=recovery';

function goTo(path: string) {
  window.history.replaceState(null, '', path);
}

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  goTo('/');
});

describe('reading a reset link', () => {
  it('reads parameters from both the query and the hash', () => {
    expect(readUrlParams('http://x.test/p?a=1&type=signup#type=recovery&b=2')).toEqual({
      a: '1',
      b: '2',
      type: 'recovery',
    });
  });

  it.each([
    [`http://x.test/${RECOVERY_HASH}`, true],
    ['http://x.test/?access_token=abc&type=recovery', true],
    ['http://x.test/?token=abc&type=recovery', true],
    ['http://x.test/#token=abc&type=recovery', false],
    ['http://x.test/#access_token=abc&type=signup', false],
    ['http://x.test/?type=recovery', false],
    ['http://x.test/home', false],
  ])('%s is a recovery link: %s', (href, expected) => {
    expect(isRecoveryUrl(href)).toBe(expected);
  });

  it("reads the auth service's error from the hash", () => {
    expect(
      readUrlError(
        'http://x.test/update-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      ),
    ).toBe('Email link is invalid or has expired');
    expect(readUrlError(`http://x.test/update-password${RECOVERY_HASH}`)).toBeNull();
  });
});

describe('redirectRecoveryLink', () => {
  it('moves a reset link that landed elsewhere to /update-password with its query and hash', () => {
    goTo(`/?lang=en${RECOVERY_HASH}`);

    const target = redirectRecoveryLink();

    expect(target).toBe(`/update-password?lang=en${RECOVERY_HASH}`);
    expect(window.location.pathname).toBe('/update-password');
    expect(window.location.hash).toBe(RECOVERY_HASH);
    expect(isPasswordResetInProgress()).toBe(true);
    expect(readStoredResetUrl()).toBe(`${window.location.origin}/?lang=en${RECOVERY_HASH}`);
  });

  it('stays on /update-password but still marks the reset and keeps the URL', () => {
    goTo(`/update-password${RECOVERY_HASH}`);

    expect(redirectRecoveryLink()).toBeNull();
    expect(isPasswordResetInProgress()).toBe(true);
    expect(readStoredResetUrl()).toContain('access_token=eyJ.abc');
  });

  it('sends a tab with a reset in progress back to /update-password', () => {
    sessionStorage.setItem(sessionKeys.passwordResetInProgress, 'true');
    goTo('/home');

    expect(redirectRecoveryLink()).toBe('/update-password');
  });

  it('leaves ordinary pages alone', () => {
    goTo('/home?x=1#section');

    expect(redirectRecoveryLink()).toBeNull();
    expect(window.location.pathname).toBe('/home');
    expect(isPasswordResetInProgress()).toBe(false);
  });
});
