/**
 * The language the screens show dates in when a caller does not say: the browser's choice, set
 * by client/src/lib/i18n.ts when she picks one (a module of its own, so the entry chunk that
 * sets it does not carry the date formatting). The server never sets it: it always says.
 */
import type { Language } from './language';

let displayLanguage: Language = 'en';

export function setDisplayLanguage(language: Language): void {
  displayLanguage = language;
}

export function getDisplayLanguage(): Language {
  return displayLanguage;
}
