/**
 * The auth forms' schemas (docs/product.md#validation) and the product API's auth bodies
 * (docs/product.md#api-conventions). The client's forms run them through zodResolver; the server
 * may parse the same shapes, so both sides say the same thing.
 */
import { z } from 'zod';
import { hasOnlyStorableCharacters, isEmailAddress } from './validation';

export const AUTH_MESSAGES = {
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordNeedsUppercase: 'Password must contain at least one uppercase letter',
  passwordNeedsLowercase: 'Password must contain at least one lowercase letter',
  passwordNeedsNumber: 'Password must contain at least one number',
  passwordNeedsSpecial: 'Password must contain at least one special character',
  invalidEmail: 'Please enter a valid email address',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  passwordsDoNotMatch: 'Passwords do not match',
  currentPasswordTooShort: 'Password must be at least 6 characters',
  /** A current password asked for again (a password change, resuming a paused link) was wrong. */
  currentPasswordWrong: 'Your current password is incorrect',
} as const;

/** Password minimum 8, current password minimum 6 (docs/product.md#limits-and-timings). */
const PASSWORD_MIN_LENGTH = 8;
const CURRENT_PASSWORD_MIN_LENGTH = 6;

/**
 * The password rule's parts, in the order docs/product.md lists them: what the sign-up checklist shows
 * as she types (`label`), and what the schema says when one is missing (`message`).
 */
export const PASSWORD_RULES = [
  {
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    message: AUTH_MESSAGES.passwordTooShort,
    isMet: (password: string) => password.length >= PASSWORD_MIN_LENGTH,
  },
  {
    label: 'An uppercase letter',
    message: AUTH_MESSAGES.passwordNeedsUppercase,
    isMet: (password: string) => /[A-Z]/.test(password),
  },
  {
    label: 'A lowercase letter',
    message: AUTH_MESSAGES.passwordNeedsLowercase,
    isMet: (password: string) => /[a-z]/.test(password),
  },
  {
    label: 'A number',
    message: AUTH_MESSAGES.passwordNeedsNumber,
    isMet: (password: string) => /[0-9]/.test(password),
  },
  {
    label: 'A special character, such as ! or #',
    message: AUTH_MESSAGES.passwordNeedsSpecial,
    isMet: (password: string) => /[^A-Za-z0-9]/.test(password),
  },
] as const;

/** The shared password rule (signup, update, change and, per docs/product.md#validation, login). */
export const passwordSchema = PASSWORD_RULES.reduce(
  (schema, rule) => schema.refine(rule.isMet, { error: rule.message }),
  z.string({ error: AUTH_MESSAGES.passwordTooShort }),
);

/**
 * An email address; surrounding spaces (a phone keyboard's habit) are dropped first. At most
 * 254 characters, checked in linear time (isEmailAddress), so a huge input costs nothing.
 */
export const emailSchema = z
  .string({ error: AUTH_MESSAGES.invalidEmail })
  .trim()
  .refine(isEmailAddress, { error: AUTH_MESSAGES.invalidEmail });

function requiredName(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message });
}

type PasswordPair = { confirmPassword: unknown } & Record<string, unknown>;

/**
 * 'Passwords do not match' on confirmPassword. It runs whenever both fields are text, not only
 * once every other field is valid, so a user sees a mismatch at the same time as a weak password.
 */
function confirmationMatches<Field extends string>(field: Field) {
  return {
    check: (values: PasswordPair) => values[field] === values.confirmPassword,
    options: {
      error: AUTH_MESSAGES.passwordsDoNotMatch,
      path: ['confirmPassword'],
      when: (payload: { value: unknown }) => {
        const value = payload.value as Partial<PasswordPair> | undefined;
        return typeof value?.[field] === 'string' && typeof value.confirmPassword === 'string';
      },
    },
  };
}

const signupMatch = confirmationMatches('password');
export const signupSchema = z
  .object({
    firstName: requiredName(AUTH_MESSAGES.firstNameRequired),
    lastName: requiredName(AUTH_MESSAGES.lastNameRequired),
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
    /**
     * "Tips and news by email", ticked by default (marketing email goes to registered users,
     * who can opt out); stored with the account as its email preference.
     */
    marketingEmails: z.boolean().default(true),
  })
  .refine(signupMatch.check, signupMatch.options);
export type SignupValues = z.output<typeof signupSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  rememberMe: z.boolean().optional(),
});
export type LoginValues = z.output<typeof loginSchema>;

export const resetPasswordRequestSchema = z.object({ email: emailSchema });

const updateMatch = confirmationMatches('password');
export const updatePasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine(updateMatch.check, updateMatch.options);

const changeMatch = confirmationMatches('newPassword');
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: AUTH_MESSAGES.currentPasswordTooShort })
      .min(CURRENT_PASSWORD_MIN_LENGTH, { error: AUTH_MESSAGES.currentPasswordTooShort }),
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine(changeMatch.check, changeMatch.options);

const registerName = z
  .string({ error: 'must be text' })
  .trim()
  .max(100, { error: 'must be at most 100 characters' })
  .refine(hasOnlyStorableCharacters, { error: 'contains a character that is not allowed' })
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * POST /api/auth/register-db-user (docs/product.md#api-conventions): body id, email, first_name,
 * last_name, idType. The server takes the email from the token and refuses an id that is not the
 * token's subject; names may be empty for accounts made elsewhere.
 */
export const registerDbUserSchema = z.object({
  id: z.string({ error: 'id is required' }).trim().toLowerCase(),
  email: z.string().optional(),
  first_name: registerName,
  last_name: registerName,
  idType: z.string().optional(),
});
export type RegisterDbUserBody = z.input<typeof registerDbUserSchema>;

/** POST /api/auth/register-db-user's answer: the account row the token now has. */
export const registeredUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  subscription_status: z.enum(['free', 'premium']),
});
export type RegisteredUser = z.output<typeof registeredUserSchema>;
