/**
 * The language Fairsplit speaks: English or Spanish (docs/decisions/022-lingui.md).
 *
 * English is written in the code and compiled there by the build, so an English visitor loads
 * no catalog. The Spanish catalog is one file, fetched when Spanish is chosen. The choice is
 * this browser's (local storage, kept through sign-out) and, once signed in, the account's.
 */
import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { setDisplayLanguage } from '@shared/display-language';
import { isLanguage, type Language } from '@shared/languages';
import type { SettlementWords } from '@shared/settlement';
import { localKeys, readStorage, writeStorage } from './storage';

export { isLanguage, type Language };

/** Each language's name in its own words, for the switch that offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/** The choice saved in this browser, else the first of the browser's languages we speak. */
export function initialLanguage(): Language {
  const saved = readStorage('local', localKeys.language);
  if (isLanguage(saved)) return saved;
  const preferred = typeof navigator === 'undefined' ? [] : navigator.languages;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** The Spanish of `shared/`'s messages, once Spanish has been chosen (shared/locales/es.ts). */
let sharedSpanish: ReadonlyMap<string, string> = new Map();
/** The settlement calculators' Spanish words, loaded with the rest. */
let settlementSpanish: SettlementWords | undefined;

async function messagesFor(language: Language) {
  if (language === 'en') return {};
  const [{ messages }, { SPANISH_TEXT, SETTLEMENT_WORDS_ES }] = await Promise.all([
    import('../locales/es/messages.po'),
    import('@shared/locales/es'),
  ]);
  sharedSpanish = SPANISH_TEXT;
  settlementSpanish = SETTLEMENT_WORDS_ES;
  return messages;
}

/** A message of `shared/` (a validation message, a label) in `language`. */
export function sharedText(english: string, language: Language = currentLanguage()): string {
  return language === 'es' ? (sharedSpanish.get(english) ?? english) : english;
}

/**
 * `sharedText` for a component: the text of a `shared/` message or label in the language being
 * spoken, and a new function (so a new render) when the language changes.
 */
/**
 * The words computeSettlement writes its recommendation and findings in: the Spanish ones when
 * Spanish is spoken, else undefined (its English default).
 */
export function useSettlementWords(): SettlementWords | undefined {
  return useLanguage() === 'es' ? settlementSpanish : undefined;
}

/**
 * The language being spoken, for a component: for `shared/` functions that take one (a
 * concern level's label, a party, a category); the component re-renders when it changes.
 */
export function useLanguage(): Language {
  const { i18n: active } = useLingui();
  return isLanguage(active.locale) ? active.locale : 'en';
}

export function useSharedText(): (english: string) => string {
  const language = useLanguage();
  return useCallback((english: string) => sharedText(english, language), [language]);
}

/**
 * Speaks `language` from now on: loads its catalog if it has one, tells every translated
 * component, marks the page (`<html lang>`) and remembers the choice in this browser.
 */
export async function activateLanguage(language: Language): Promise<void> {
  const messages = await messagesFor(language);
  i18n.loadAndActivate({ locale: language, locales: [LOCALE_OF[language]], messages });
  setDisplayLanguage(language);
  document.documentElement.lang = language;
  writeStorage('local', localKeys.language, language);
}

/** The locale dates, numbers and money are formatted in. */
const LOCALE_OF: Record<Language, string> = { en: 'en-US', es: 'es-US' };

export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : 'en';
}

// English until told otherwise: the first paint never waits for a catalog in English.
i18n.loadAndActivate({ locale: 'en', locales: [LOCALE_OF.en], messages: {} });

export { i18n };
