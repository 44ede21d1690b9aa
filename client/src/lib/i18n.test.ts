import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialLanguage } from './i18n';
import { localKeys } from './storage';

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the first language', () => {
  it('follows the browser on a first visit: its first language we speak, else English', () => {
    browserLanguages(['es-MX', 'en-US']);
    expect(initialLanguage()).toBe('es');
    browserLanguages(['fr-FR', 'es-US', 'en']);
    expect(initialLanguage()).toBe('es');
    browserLanguages(['en-GB', 'es']);
    expect(initialLanguage()).toBe('en');
    browserLanguages(['de-DE', 'fr']);
    expect(initialLanguage()).toBe('en');
  });

  it('is the one chosen in this browser before, whatever the browser prefers', () => {
    browserLanguages(['es-US']);
    localStorage.setItem(localKeys.language, 'en');
    expect(initialLanguage()).toBe('en');
    localStorage.setItem(localKeys.language, 'fr');
    expect(initialLanguage()).toBe('es');
  });
});
