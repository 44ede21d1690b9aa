/**
 * The class of a name shown beside its icon only when the bar has room: from 1280 px in
 * English, from 1536 px in Spanish, whose names are longer (the name stays for screen readers).
 */
export function wideBarName(locale: string): string {
  return locale === 'es' ? 'sr-only 2xl:not-sr-only' : 'sr-only xl:not-sr-only';
}
