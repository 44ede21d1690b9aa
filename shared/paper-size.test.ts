import { describe, expect, it } from 'vitest';
import { paperSizeForLocale } from './paper-size';

describe('paperSizeForLocale', () => {
  it.each(['en-US', 'en-CA', 'fr-CA', 'es-MX', 'es-US', 'fil', 'fil-PH', 'en-PH', 'en-us'])(
    'picks US Letter for %s',
    (locale) => {
      expect(paperSizeForLocale(locale)).toBe('letter');
    },
  );

  it.each(['en-GB', 'de-DE', 'fr', 'es-ES', 'en', 'ja-JP', 'pt-BR'])(
    'picks A4 for %s',
    (locale) => {
      expect(paperSizeForLocale(locale)).toBe('a4');
    },
  );

  it('picks A4 when the locale is missing or unreadable', () => {
    expect(paperSizeForLocale(undefined)).toBe('a4');
    expect(paperSizeForLocale('')).toBe('a4');
    expect(paperSizeForLocale('not a locale!')).toBe('a4');
  });
});
