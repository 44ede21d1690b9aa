import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailSchema } from './auth';
import {
  calendarDateField,
  fieldErrors,
  formatZodError,
  EMAIL_MAX_LENGTH,
  hasOnlyStorableCharacters,
  isEmailAddress,
  isTypeableText,
  moneyField,
  optionalText,
  requiredText,
  textLimit,
} from './validation';

function errorOf(schema: z.ZodType, input: unknown): z.ZodError {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the input to be rejected');
  return result.error;
}

const sample = z
  .object({
    name: z.string().min(1, 'Name is required'),
    amount: z.number({ error: 'Amount must be positive' }).positive('Amount must be positive'),
    address: z.object({ city: z.string({ error: 'City is required' }) }),
  })
  .refine((value) => value.name !== 'forbidden', { error: 'Whole body is wrong' });

describe('formatZodError', () => {
  it("joins issues as 'field: message' with '; '", () => {
    const error = errorOf(sample, { name: '', amount: -1, address: {} });
    expect(formatZodError(error)).toBe(
      'name: Name is required; amount: Amount must be positive; address.city: City is required',
    );
  });

  it('writes an issue about the whole body without a field prefix', () => {
    const error = errorOf(sample, { name: 'forbidden', amount: 1, address: { city: 'X' } });
    expect(formatZodError(error)).toBe('Whole body is wrong');
  });
});

describe('fieldErrors', () => {
  it('keeps the first message per field and puts body issues under root', () => {
    const schema = z
      .object({
        name: z
          .string()
          .min(3, 'Too short')
          .regex(/^[a-z]+$/, 'Lowercase only'),
      })
      .refine(() => false, { error: 'Body rule' });
    const error = errorOf(schema, { name: 'A' });
    expect(error.issues.map((issue) => issue.message)).toEqual([
      'Too short',
      'Lowercase only',
      'Body rule',
    ]);
    expect(fieldErrors(error)).toEqual({ name: 'Too short', root: 'Body rule' });
    expect(fieldErrors(errorOf(schema, { name: 'abcd' }))).toEqual({ root: 'Body rule' });
  });

  it('uses dotted paths for nested fields', () => {
    const error = errorOf(sample, { name: 'a', amount: 1, address: {} });
    expect(fieldErrors(error)).toEqual({ 'address.city': 'City is required' });
  });
});

describe('moneyField', () => {
  const messages = { invalid: 'Bad', tooPrecise: 'Precise', tooLarge: 'Large' };
  const field = moneyField(1, messages);

  it.each([
    [12.5, '12.50'],
    ['12.5', '12.50'],
    [' 3 ', '3.00'],
    ['0.01', '0.01'],
    ['99999999.99', '99999999.99'],
  ])('turns %j into %j', (input, output) => {
    expect(field.parse(input)).toBe(output);
  });

  it.each([
    ['missing', undefined, 'Bad'],
    ['null', null, 'Bad'],
    ['NaN from an empty number input', NaN, 'Bad'],
    ['empty string', '', 'Bad'],
    ['text', 'abc', 'Bad'],
    ['boolean', true, 'Bad'],
    ['below the minimum', '0', 'Bad'],
    ['negative', -5, 'Bad'],
    ['huge negative', -1e21, 'Bad'],
    ['three decimals', '1.005', 'Precise'],
    ['float noise', 0.1 + 0.2, 'Precise'],
    ['over the column limit', '100000000', 'Large'],
    ['over the column limit by a cent', 100_000_000, 'Large'],
    ['huge', 1e21, 'Large'],
    ['too many digits', '12345678901234567890', 'Large'],
  ])('rejects %s with its message', (_label, input, message) => {
    const error = errorOf(field, input);
    expect(error.issues.map((issue) => issue.message)).toEqual([message]);
  });
});

describe('calendarDateField', () => {
  const field = calendarDateField('Invalid date format');

  it('outputs YYYY-MM-DD', () => {
    expect(field.parse('2025-03-05T10:00:00Z')).toBe('2025-03-05');
  });

  it.each([['2025-02-30'], [''], [undefined], [20250305]])('rejects %j', (input) => {
    expect(errorOf(field, input).issues.map((issue) => issue.message)).toEqual([
      'Invalid date format',
    ]);
  });
});

describe('requiredText', () => {
  const field = requiredText('Required');

  it('trims', () => {
    expect(field.parse('  hi ')).toBe('hi');
  });

  it.each([[''], ['   '], [undefined], [null], [5]])('rejects %j with one message', (input) => {
    expect(errorOf(field, input).issues.map((issue) => issue.message)).toEqual(['Required']);
  });
});

describe('textLimit', () => {
  it('names the field and the limit in its messages', () => {
    expect(textLimit('Expense name', 200)).toEqual({
      maxLength: 200,
      tooLong: 'Expense name must be at most 200 characters',
      invalidCharacter: 'Expense name contains a character that is not allowed',
    });
  });
});

type CharacterCases = { accepts: [string, string][]; refuses: [string, string][] };

describe.each([
  [
    'hasOnlyStorableCharacters',
    hasOnlyStorableCharacters,
    {
      accepts: [
        ['plain text', 'Lawyer retainer'],
        ['accents and right-to-left script', 'Café مرحبا שלום'],
        ['emoji built from surrogate pairs and joiners', '👨‍👩‍👧 💸'],
        ['a byte-order mark and other control characters', '\uFEFFa\tb\u0001'],
        ['empty text', ''],
      ],
      refuses: [
        ['a NUL character', 'a\u0000b'],
        ['a lone high surrogate', 'a\uD83Db'],
        ['a lone low surrogate', '\uDCA9'],
        ['surrogate halves in the wrong order', '\uDCA9\uD83D'],
      ],
    },
  ],
  [
    'isTypeableText',
    isTypeableText,
    {
      accepts: [
        ['tabs and line breaks', 'line one\r\n\tline two\n'],
        ['accents, scripts and emoji', 'Café مرحبا 👨‍👩‍👧'],
        ['a byte-order mark', '\uFEFFnote'],
      ],
      refuses: [
        ['NUL', 'a\u0000b'],
        ['a bell', 'a\u0007b'],
        ['an escape (terminal colours)', '\u001b[31mred'],
        ['a vertical tab', 'a\u000Bb'],
        ['DEL', 'a\u007Fb'],
        ['a C1 control', 'a\u0085b'],
        ['a lone surrogate', 'a\uD800b'],
      ],
    },
  ],
] satisfies [string, (value: string) => boolean, CharacterCases][])(
  '%s',
  (_name, check, { accepts, refuses }) => {
    it.each(accepts)('accepts %s', (_label, value) => {
      expect(check(value)).toBe(true);
    });

    it.each(refuses)('refuses %s', (_label, value) => {
      expect(check(value)).toBe(false);
    });
  },
);

describe('isEmailAddress', () => {
  it.each([
    'jo@example.com',
    'first.last+tag@mail.example.co.uk',
    "o'neil_x-y@sub-domain.example.org",
    'Jo@Example.COM',
  ])('accepts %j', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });

  it.each([
    '',
    'jo',
    'jo@',
    '@example.com',
    'jo@@example.com',
    'jo@ex@ample.com',
    '.jo@example.com',
    'jo.@example.com',
    'j..o@example.com',
    "jo'@example.com",
    'jo@example',
    'jo@example.c',
    'jo@example.c0m',
    'jo@-example.com',
    'jo@example..com',
    'jo@.example.com',
    'jo@example.com.',
    'j o@example.com',
    'jo\u0000@example.com',
    'jo@exa\u0000mple.com',
    'jo\n@example.com',
  ])('refuses %j', (email) => {
    expect(isEmailAddress(email)).toBe(false);
  });

  it('accepts 254 characters and refuses 255', () => {
    const domain = '@example.com';
    expect(isEmailAddress(`${'a'.repeat(EMAIL_MAX_LENGTH - domain.length)}${domain}`)).toBe(true);
    expect(isEmailAddress(`${'a'.repeat(EMAIL_MAX_LENGTH + 1 - domain.length)}${domain}`)).toBe(
      false,
    );
  });
});

describe('emailSchema on hostile input', () => {
  const message = 'Please enter a valid email address';

  it('refuses an address over 254 characters with the form message', () => {
    const long = `${'a'.repeat(243)}@example.com`;
    expect(long).toHaveLength(255);
    expect(emailSchema.safeParse(long).error?.issues.map((issue) => issue.message)).toEqual([
      message,
    ]);
  });

  it('refuses NUL and other control characters with the form message', () => {
    for (const email of ['jo\u0000@example.com', 'jo@example.com\u0000', 'j\u0007o@example.com']) {
      expect(emailSchema.safeParse(email).error?.issues[0]?.message).toBe(message);
    }
  });

  it('answers crafted 16 KB inputs at once', () => {
    const size = 16 * 1024;
    const inputs = [
      'a'.repeat(size),
      `${'a.'.repeat(size / 2)}@example.com`,
      `jo@${'a.'.repeat(size / 2)}!`,
      `jo@${'a-'.repeat(size / 2)}`,
      `${'a'.repeat(size)}@${'b'.repeat(size)}.com`,
      `${' '.repeat(size)}jo@example.com${' '.repeat(size)}x`,
    ];
    const started = performance.now();
    for (let round = 0; round < 20; round += 1) {
      for (const input of inputs) expect(emailSchema.safeParse(input).success).toBe(false);
    }
    // 120 checks of 16 KB each: linear work is well under a millisecond apiece.
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('requiredText with a limit', () => {
  const field = requiredText('Required', textLimit('Title', 5));

  it('accepts text at the limit once trimmed', () => {
    expect(field.parse('  abcde  ')).toBe('abcde');
  });

  it('counts code points, so an emoji is one character', () => {
    expect(field.parse('💸💸💸ab')).toBe('💸💸💸ab');
    expect(errorOf(field, '💸💸💸abc').issues.map((issue) => issue.message)).toEqual([
      'Title must be at most 5 characters',
    ]);
  });

  it('rejects text over the limit with the limit message', () => {
    expect(errorOf(field, 'abcdef').issues.map((issue) => issue.message)).toEqual([
      'Title must be at most 5 characters',
    ]);
  });

  it.each([['a\u0000b'], ['a\uD800b'], ['a\u0001b'], ['\u001b[2J']])(
    'rejects %j with the character message',
    (input) => {
      expect(errorOf(field, input).issues.map((issue) => issue.message)).toEqual([
        'Title contains a character that is not allowed',
      ]);
    },
  );

  it('still rejects blank text with the required message only', () => {
    expect(errorOf(field, '   ').issues.map((issue) => issue.message)).toEqual(['Required']);
  });
});

describe('optionalText', () => {
  const field = optionalText('Must be text');

  it.each([
    [undefined, null],
    [null, null],
    ['', null],
    ['   ', null],
    [' note ', 'note'],
  ])('turns %j into %j', (input, output) => {
    expect(field.parse(input)).toBe(output);
  });

  it('rejects a non-string', () => {
    expect(errorOf(field, 5).issues[0]?.message).toBe('Must be text');
  });
});

describe('optionalText with a limit', () => {
  const field = optionalText('Must be text', textLimit('Notes', 3));

  it.each([
    [null, null],
    ['  ', null],
    [' abc ', 'abc'],
  ])('turns %j into %j', (input, output) => {
    expect(field.parse(input)).toBe(output);
  });

  it('rejects text over the limit and text with a NUL character', () => {
    expect(errorOf(field, 'abcd').issues[0]?.message).toBe('Notes must be at most 3 characters');
    expect(errorOf(field, '\u0000').issues[0]?.message).toBe(
      'Notes contains a character that is not allowed',
    );
  });
});
