/**
 * "Who is who": which spouse the user is and, if she likes, both first names, kept on her
 * account. The product's labels stay 'Spouse 1' and 'Spouse 2' (and 'spouse_1' / 'spouse_2' in
 * stored values and CSV); every screen, PDF and shared view adds the choice beside them:
 * 'Spouse 1 (you, Jo)', 'Spouse 2 (Sam)'.
 */
import type { Language } from './language';
import { z } from 'zod';
import { optionalText, textLimit } from './validation';

export const SPOUSE_ROLES = ['spouse_1', 'spouse_2'] as const;
export type SpouseRole = (typeof SPOUSE_ROLES)[number];

export const PARTY_NAME_MAX_LENGTH = 100;
const spouse1NameLimit = textLimit("Spouse 1's first name", PARTY_NAME_MAX_LENGTH);
const spouse2NameLimit = textLimit("Spouse 2's first name", PARTY_NAME_MAX_LENGTH);
/** The limits of the spouses' first names, with their messages. */
export const PARTY_NAME_LIMITS = {
  spouse_1: spouse1NameLimit,
  spouse_2: spouse2NameLimit,
} as const;

export const PARTIES_MESSAGES = {
  roleInvalid: 'Which spouse you are must be spouse_1, spouse_2 or null',
  nameInvalid: 'A first name must be text',
} as const;

/** GET and PUT /api/account/parties. Blank names become null; a missing role is null (unset). */
export const partiesSchema = z.object({
  spouse_role: z.enum(SPOUSE_ROLES, { error: PARTIES_MESSAGES.roleInvalid }).nullable(),
  spouse_1_name: optionalText(PARTIES_MESSAGES.nameInvalid, spouse1NameLimit),
  spouse_2_name: optionalText(PARTIES_MESSAGES.nameInvalid, spouse2NameLimit),
});
export type PartiesInput = z.input<typeof partiesSchema>;
export type Parties = z.output<typeof partiesSchema>;

export const NO_PARTIES: Parties = { spouse_role: null, spouse_1_name: null, spouse_2_name: null };

export const BASE_LABELS_ES: Readonly<Record<SpouseRole, string>> = {
  spouse_1: 'Cónyuge 1',
  spouse_2: 'Cónyuge 2',
};

export const BASE_LABELS: Readonly<Record<SpouseRole, string>> = {
  spouse_1: 'Spouse 1',
  spouse_2: 'Spouse 2',
};

/**
 * The product's label with the user's choice beside it: 'Spouse 1 (you, Jo)', 'Spouse 2 (Sam)',
 * 'Spouse 1 (you)' without a name, and plain 'Spouse 1' while nothing is set. `you` is the word
 * for the user herself: 'you' on her own screens and files, 'account holder' where someone
 * else reads them (the shared view).
 */
export function spouseLabel(
  spouse: SpouseRole,
  parties: Parties | null | undefined,
  you: string = YOU,
  language: Language = 'en',
): string {
  const base = language === 'es' ? BASE_LABELS_ES : BASE_LABELS;
  const name = spouse === 'spouse_1' ? parties?.spouse_1_name : parties?.spouse_2_name;
  const notes = [parties?.spouse_role === spouse ? you : null, name || null].filter(
    (note): note is string => note !== null,
  );
  return notes.length === 0 ? base[spouse] : `${base[spouse]} (${notes.join(', ')})`;
}

export const YOU = 'you';
/** The user as someone she shared her records with reads it. */
export const ACCOUNT_HOLDER = 'account holder';

export type SpouseLabels = Readonly<Record<SpouseRole, string>>;

/** Both labels at once, for code that prints either. */
export function spouseLabels(
  parties: Parties | null | undefined,
  you: string = YOU,
  language: Language = 'en',
): SpouseLabels {
  return {
    spouse_1: spouseLabel('spouse_1', parties, you, language),
    spouse_2: spouseLabel('spouse_2', parties, you, language),
  };
}

/** The plain labels, for where no choice is known. */
export const PLAIN_SPOUSE_LABELS: SpouseLabels = spouseLabels(null);
