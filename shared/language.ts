/**
 * The languages Fairsplit speaks, and the account's choice among them (GET and PUT
 * /api/account/language; the body's rule is in account.ts). zod/mini: the client reads the
 * choice right after sign-in, from the entry chunk (ADR 014).
 */
import * as z from 'zod/mini';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

/** GET and PUT /api/account/language: her choice, or null until she makes one. */
export const accountLanguageSchema = z.object({ language: z.nullable(z.enum(LANGUAGES)) });
export type AccountLanguage = z.output<typeof accountLanguageSchema>;

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
