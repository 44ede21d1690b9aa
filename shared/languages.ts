/**
 * The languages Fairsplit speaks. Without zod, so the entry chunk can pick one at start
 * (ADR 014); shared/language.ts re-exports them beside the account's choice among them.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

/** A label of a fixed list in the reader's language; an id not in the list as it is. */
export function labelIn<Id extends string>(
  labels: Readonly<Record<Id, string>>,
  spanish: Readonly<Record<Id, string>>,
): (id: string, language?: Language) => string {
  return (id, language = 'en') => {
    if (!Object.hasOwn(labels, id)) return id;
    return (language === 'es' ? spanish : labels)[id as Id];
  };
}
