import { afterEach, describe, expect, it } from 'vitest';
import { clearAllStorage, localKeys, sessionKeys } from './storage';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('emptying the storage at sign-out', () => {
  it('removes everything of the user’s and keeps only this browser’s language', () => {
    localStorage.setItem(localKeys.subscriptionStatus, 'premium');
    localStorage.setItem(`${localKeys.profileCachePrefix}u1`, '{}');
    localStorage.setItem(localKeys.language, 'es');
    sessionStorage.setItem(sessionKeys.freeCalculator, '{}');

    clearAllStorage();

    expect(Object.keys(localStorage)).toEqual([localKeys.language]);
    expect(localStorage.getItem(localKeys.language)).toBe('es');
    expect(sessionStorage.length).toBe(0);
  });

  it('leaves nothing when no language was chosen', () => {
    localStorage.setItem(localKeys.subscriptionStatus, 'free');
    clearAllStorage();
    expect(localStorage.length).toBe(0);
  });
});
