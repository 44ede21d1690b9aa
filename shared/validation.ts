/**
 * Helpers shared by the request schemas: turning a ZodError into the API's `details` text and
 * into per-field messages, and the field builders the feature schemas share (money, calendar
 * date, required and optional text).
 */
import { z } from 'zod';
import { parseCalendarDate } from './dates';
import { centsToAmountText, MAX_AMOUNT_CENTS, type MoneyParseResult, parseMoney } from './money';

/** The key under which issues that belong to no field (a whole-body rule) are reported. */
const ROOT_ERROR_KEY = 'root';

function issuePath(issue: z.core.$ZodIssue): string {
  return issue.path.map(String).join('.');
}

/**
 * The API's `details` text: 'name: Expense name is required; amount: Amount must be positive'.
 * An issue about the whole body has no field prefix.
 */
export function formatZodError(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const path = issuePath(issue);
      return path === '' ? issue.message : `${path}: ${issue.message}`;
    })
    .join('; ');
}

/** The first message for each field ('dispute.notes' for nested paths, `root` for the body). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issuePath(issue) || ROOT_ERROR_KEY;
    errors[key] ??= issue.message;
  }
  return errors;
}

export interface MoneyFieldMessages {
  /** Missing, not a number, or below the minimum. */
  invalid: string;
  tooPrecise: string;
  tooLarge: string;
}

/**
 * A money field that accepts what a form or a JSON body carries (a number, or a numeric
 * string) and outputs the exact two-decimal string ("12.50") for the numeric(10,2) column.
 * `minCents` is inclusive.
 *
 * It checks with z.custom and a transform rather than a union of number and string, because
 * form resolvers report a failed union by the message of one of its members ("expected
 * number"), not the union's own message.
 */
export function moneyField(minCents: number, messages: MoneyFieldMessages) {
  return z
    .custom<number | string>((value) => typeof value === 'number' || typeof value === 'string', {
      error: messages.invalid,
    })
    .transform((value, ctx) => {
      const parsed = parseMoney(value);
      const message = moneyIssue(parsed, minCents, messages);
      if (message !== null || !parsed.ok) {
        ctx.addIssue({ code: 'custom', message: message ?? messages.invalid, input: value });
        return z.NEVER;
      }
      return centsToAmountText(parsed.cents);
    });
}

function moneyIssue(
  parsed: MoneyParseResult,
  minCents: number,
  messages: MoneyFieldMessages,
): string | null {
  if (parsed.ok) {
    if (parsed.cents < minCents) return messages.invalid;
    return parsed.cents > MAX_AMOUNT_CENTS ? messages.tooLarge : null;
  }
  switch (parsed.reason) {
    case 'too_precise':
      return messages.tooPrecise;
    case 'too_large':
      // A huge negative number is first of all below the minimum.
      return parsed.isNegative ? messages.invalid : messages.tooLarge;
    case 'invalid':
      return messages.invalid;
  }
}

/** A calendar-date field: a 'YYYY-MM-DD' or ISO datetime string in, 'YYYY-MM-DD' out. */
export function calendarDateField(message: string) {
  return z
    .custom<string>((value) => typeof value === 'string', { error: message })
    .transform((value, ctx) => {
      const date = parseCalendarDate(value);
      if (date === null) {
        ctx.addIssue({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return date;
    });
}

export interface TextLimit {
  /** The most characters (Unicode code points, as zod counts) accepted after trimming. */
  maxLength: number;
  tooLong: string;
  /** For text Postgres cannot store as sent: see hasOnlyStorableCharacters. */
  invalidCharacter: string;
}

/**
 * Messages for a text field's limit: 'Expense name must be at most 200 characters' and
 * 'Expense name contains a character that is not allowed'.
 */
export function textLimit(label: string, maxLength: number): TextLimit {
  return {
    maxLength,
    tooLong: `${label} must be at most ${maxLength} characters`,
    invalidCharacter: `${label} contains a character that is not allowed`,
  };
}

// Half of a UTF-16 surrogate pair with no other half (in `u` mode a lone half is its own code point).
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Whether Postgres can store the text exactly as given: it rejects NUL in `text` (a 500 if it
 * got that far), and a lone surrogate half cannot be encoded as UTF-8, so the driver would
 * silently store U+FFFD instead.
 */
export function hasOnlyStorableCharacters(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

// C0 controls other than tab, line feed and carriage return; DEL; C1 controls. Typed by no
// keyboard, they only hide text or break logs and exports.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Text a user could have typed and Postgres stores exactly: no control character but tab and line breaks. */
export function isTypeableText(value: string): boolean {
  return !CONTROL_CHARACTER.test(value) && hasOnlyStorableCharacters(value);
}

function limitText(text: z.ZodString, limit: TextLimit | undefined): z.ZodString {
  if (!limit) return text;
  return text
    .max(limit.maxLength, { error: limit.tooLong })
    .refine(isTypeableText, { error: limit.invalidCharacter });
}

/** RFC 5321's longest address; longer input is refused before any pattern looks at it. */
export const EMAIL_MAX_LENGTH = 254;

// Each pattern is one character class between anchors, so each runs in linear time.
const EMAIL_LOCAL_PART = /^[A-Za-z0-9_'+-]+$/;
const EMAIL_LOCAL_LAST = /[A-Za-z0-9_+-]$/;
const DOMAIN_LABEL = /^[A-Za-z0-9][A-Za-z0-9-]*$/;
const TOP_LEVEL_DOMAIN = /^[A-Za-z]{2,}$/;

/**
 * Whether `value` is an email address, accepting what zod's email check accepts (dot-separated
 * local part of letters, digits and _'+-, not ending in ', and a domain of labels ending in a
 * top-level domain of letters), but checked in linear time after a length cap, so a huge or
 * crafted input cannot hold the event loop.
 */
export function isEmailAddress(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  const parts = value.split('@');
  if (parts.length !== 2) return false;
  const [local = '', domain = ''] = parts;
  const labels = domain.split('.');
  const topLevel = labels.pop() ?? '';
  return (
    local.split('.').every((segment) => EMAIL_LOCAL_PART.test(segment)) &&
    EMAIL_LOCAL_LAST.test(local) &&
    labels.length > 0 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL_DOMAIN.test(topLevel)
  );
}

/**
 * A required text field, trimmed, with one message for missing and blank. Text that is stored
 * needs a `limit`; text that must then match a fixed list (a party, a category) does not.
 */
export function requiredText(message: string, limit?: TextLimit) {
  return limitText(z.string({ error: message }).trim().min(1, { error: message }), limit);
}

/** Optional free text: missing, null or blank all become null; anything else not text fails. */
export function optionalText(message: string, limit?: TextLimit) {
  return limitText(z.string({ error: message }).trim(), limit)
    .nullish()
    .transform((value) => (value ? value : null));
}

/**
 * A stored identifier as a label: underscores become spaces, each word gets an initial capital
 * ('financial_advisor' → 'Financial Advisor', 'real_estate' → 'Real Estate').
 */
export function labelFromId(id: string): string {
  return id
    .split('_')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
