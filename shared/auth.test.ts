import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AUTH_MESSAGES,
  changePasswordSchema,
  emailSchema,
  loginSchema,
  passwordSchema,
  registerDbUserSchema,
  resetPasswordRequestSchema,
  signupSchema,
  updatePasswordSchema,
} from './auth';

const GOOD_PASSWORD = 'Sup3r$ecret!';

/** The first message per field, as react-hook-form shows them. */
function firstMessages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || 'root';
    messages[key] ??= issue.message;
  }
  return messages;
}

function passwordMessage(password: string): string | undefined {
  const result = passwordSchema.safeParse(password);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('the password rule', () => {
  it.each([
    ['Ab1!', 'Password must be at least 8 characters long'],
    ['', 'Password must be at least 8 characters long'],
    ['abcdefg1!', 'Password must contain at least one uppercase letter'],
    ['ABCDEFG1!', 'Password must contain at least one lowercase letter'],
    ['Abcdefgh!', 'Password must contain at least one number'],
    ['Abcdefgh1', 'Password must contain at least one special character'],
  ])('rejects %j with "%s"', (password, message) => {
    expect(passwordMessage(password)).toBe(message);
  });

  it('accepts a password with every kind of character and 8 or more of them', () => {
    expect(passwordMessage(GOOD_PASSWORD)).toBeUndefined();
    expect(passwordMessage('Aa1!aaaa')).toBeUndefined();
  });

  it('counts a space or punctuation as a special character', () => {
    expect(passwordMessage('Abcdefg1 ')).toBeUndefined();
    expect(passwordMessage('Abcdefg1.')).toBeUndefined();
  });

  it('reports every rule a password breaks, the length first', () => {
    const result = passwordSchema.safeParse('abc');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ]);
  });
});

describe('the email rule', () => {
  it.each(['', 'not-an-email', 'a@', '@b.co', 'a b@c.co'])(
    'rejects %j with "Please enter a valid email address"',
    (email) => {
      const result = emailSchema.safeParse(email);
      expect(result.error?.issues[0]?.message).toBe('Please enter a valid email address');
    },
  );

  it('accepts an address and drops the spaces around it', () => {
    expect(emailSchema.parse('  jo@example.com ')).toBe('jo@example.com');
  });

  it('says the same for a value that is not text', () => {
    expect(emailSchema.safeParse(42).error?.issues[0]?.message).toBe(
      'Please enter a valid email address',
    );
  });
});

describe('signupSchema', () => {
  const valid = {
    firstName: 'Jo',
    lastName: 'Smith',
    email: 'jo@example.com',
    password: GOOD_PASSWORD,
    confirmPassword: GOOD_PASSWORD,
  };

  it('accepts a complete form and trims the names', () => {
    expect(signupSchema.parse({ ...valid, firstName: ' Jo ', lastName: ' Smith ' })).toMatchObject({
      firstName: 'Jo',
      lastName: 'Smith',
    });
  });

  it('takes the "Tips and news by email" choice, ticked unless she unticks it', () => {
    expect(signupSchema.parse(valid).marketingEmails).toBe(true);
    expect(signupSchema.parse({ ...valid, marketingEmails: false }).marketingEmails).toBe(false);
  });

  it('requires a first name with "First name is required", blank counting as missing', () => {
    expect(firstMessages(signupSchema, { ...valid, firstName: '   ' })).toEqual({
      firstName: 'First name is required',
    });
  });

  it('requires a last name with "Last name is required"', () => {
    expect(firstMessages(signupSchema, { ...valid, lastName: '' })).toEqual({
      lastName: 'Last name is required',
    });
  });

  it('puts "Passwords do not match" on confirmPassword', () => {
    expect(firstMessages(signupSchema, { ...valid, confirmPassword: 'Sup3r$ecret?' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('reports a mismatch alongside other field errors, not only once they are fixed', () => {
    expect(
      firstMessages(signupSchema, {
        ...valid,
        firstName: '',
        password: 'weak',
        confirmPassword: 'other',
      }),
    ).toEqual({
      firstName: 'First name is required',
      password: 'Password must be at least 8 characters long',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('checks the email and the password rule', () => {
    expect(firstMessages(signupSchema, { ...valid, email: 'nope' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(
      firstMessages(signupSchema, {
        ...valid,
        password: 'abcdefg1!',
        confirmPassword: 'abcdefg1!',
      }),
    ).toEqual({ password: 'Password must contain at least one uppercase letter' });
  });
});

describe('loginSchema', () => {
  it('takes an email, a password by the shared rule and an optional remember-me', () => {
    expect(loginSchema.parse({ email: 'jo@example.com', password: GOOD_PASSWORD })).toEqual({
      email: 'jo@example.com',
      password: GOOD_PASSWORD,
    });
    expect(
      loginSchema.parse({ email: 'jo@example.com', password: GOOD_PASSWORD, rememberMe: true }),
    ).toMatchObject({ rememberMe: true });
  });

  it('shows the product’s messages for a bad email and a short password', () => {
    expect(firstMessages(loginSchema, { email: 'jo', password: 'short' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters long',
    });
  });
});

describe('resetPasswordRequestSchema', () => {
  it('asks for a valid email', () => {
    expect(firstMessages(resetPasswordRequestSchema, { email: '' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });
});

describe('updatePasswordSchema', () => {
  it('uses the password rule and the match rule', () => {
    expect(
      firstMessages(updatePasswordSchema, { password: 'Abcdefgh1', confirmPassword: 'x' }),
    ).toEqual({
      password: 'Password must contain at least one special character',
      confirmPassword: 'Passwords do not match',
    });
    expect(
      updatePasswordSchema.safeParse({ password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD })
        .success,
    ).toBe(true);
  });
});

describe('changePasswordSchema', () => {
  const valid = {
    currentPassword: 'old-pw',
    newPassword: GOOD_PASSWORD,
    confirmPassword: GOOD_PASSWORD,
  };

  it('accepts a current password of 6 characters, whatever its make-up', () => {
    expect(changePasswordSchema.safeParse(valid).success).toBe(true);
  });

  it('rejects a current password under 6 characters with "Password must be at least 6 characters"', () => {
    expect(firstMessages(changePasswordSchema, { ...valid, currentPassword: '12345' })).toEqual({
      currentPassword: 'Password must be at least 6 characters',
    });
  });

  it('holds the new password to the shared rule', () => {
    expect(
      firstMessages(changePasswordSchema, {
        ...valid,
        newPassword: 'ABCDEFG1!',
        confirmPassword: 'ABCDEFG1!',
      }),
    ).toEqual({ newPassword: 'Password must contain at least one lowercase letter' });
  });

  it('puts "Passwords do not match" on confirmPassword when it differs from the new password', () => {
    expect(firstMessages(changePasswordSchema, { ...valid, confirmPassword: 'old-pw' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });
});

describe('registerDbUserSchema', () => {
  const body = {
    id: '6F1C2D3E-4A5B-4C6D-8E7F-8091A2B3C4D5',
    email: 'jo@example.com',
    first_name: ' Jo ',
    last_name: 'Smith',
    idType: 'uuid',
  };

  it('accepts the documented body, with the id lower-cased and the names trimmed', () => {
    expect(registerDbUserSchema.parse(body)).toEqual({
      ...body,
      id: '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5',
      first_name: 'Jo',
    });
  });

  it('reads missing or empty names as none (an account made outside the app has none)', () => {
    expect(
      registerDbUserSchema.parse({ ...body, first_name: undefined, last_name: '  ' }),
    ).toMatchObject({ first_name: null, last_name: null });
  });

  it('refuses a missing id, a name over 100 characters and a name with a NUL', () => {
    expect(firstMessages(registerDbUserSchema, { ...body, id: undefined })).toEqual({
      id: 'id is required',
    });
    expect(firstMessages(registerDbUserSchema, { ...body, first_name: 'x'.repeat(101) })).toEqual({
      first_name: 'must be at most 100 characters',
    });
    expect(firstMessages(registerDbUserSchema, { ...body, last_name: 'a\u0000b' })).toEqual({
      last_name: 'contains a character that is not allowed',
    });
  });
});

describe('AUTH_MESSAGES', () => {
  it('holds the validation texts word for word', () => {
    expect(AUTH_MESSAGES).toEqual({
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
      currentPasswordWrong: 'Your current password is incorrect',
    });
  });
});
