/**
 * The languages Fairsplit speaks (languages.ts, without zod, for the entry chunk), and the
 * account's choice among them (GET and PUT /api/account/language; the body's rule is in
 * account.ts). zod/mini: the client reads the choice right after sign-in; it loads then, not
 * with the entry chunk (ADR 014).
 */
import * as z from 'zod/mini';
import { LANGUAGES } from './languages';

export { isLanguage, labelIn, LANGUAGES, type Language } from './languages';

/** GET and PUT /api/account/language: her choice, or null until she makes one. */
export const accountLanguageSchema = z.object({ language: z.nullable(z.enum(LANGUAGES)) });
export type AccountLanguage = z.output<typeof accountLanguageSchema>;
