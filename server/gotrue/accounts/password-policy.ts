/**
 * The password rule the server enforces on sign-up and password changes, answered as GoTrue's
 * checkPasswordStrength (internal/api/password.go) answers it.
 */
import { GoTrueError } from '../wire/errors';

/** GoTrue's MaxPasswordLength (bcrypt's limit; kept so both servers accept the same passwords). */
const PASSWORD_MAX_LENGTH = 72;

export interface PasswordRule {
  minLength: number;
  /** Character sets a password must each use; null is the product's rule (see below). */
  requiredCharacters: string[] | null;
}

/**
 * The product's password rule (docs/product.md#validation: a lowercase and an uppercase letter, a
 * number, a special character), named as GoTrue names its sets; "special" is any character outside
 * the first three sets, so the server never refuses a password the form accepts.
 */
const SPEC_SETS = [
  'abcdefghijklmnopqrstuvwxyz',
  'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  '0123456789',
  '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~',
];
const SPEC_TESTS = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/];

function hasEachSet(password: string, rule: PasswordRule): boolean {
  if (rule.requiredCharacters === null) return SPEC_TESTS.every((test) => test.test(password));
  return rule.requiredCharacters.every((set) =>
    Array.from(set).some((character) => password.includes(character)),
  );
}

/** The password, or GoTrue's 422 weak_password with its reasons and messages. */
export function checkPasswordStrength(value: unknown, rule: PasswordRule): string {
  const password = typeof value === 'string' ? value : '';
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw new GoTrueError(
      400,
      'validation_failed',
      `Password cannot be longer than ${PASSWORD_MAX_LENGTH} characters`,
    );
  }
  const reasons: string[] = [];
  const messages: string[] = [];
  if (password.length < rule.minLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${rule.minLength} characters.`);
  }
  if (!hasEachSet(password, rule)) {
    const sets = rule.requiredCharacters ?? SPEC_SETS;
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${sets.join(', ')}.`);
  }
  if (reasons.length > 0) {
    throw new GoTrueError(422, 'weak_password', messages.join(' '), undefined, reasons);
  }
  return password;
}
