import { describe, expect, it } from 'vitest';
import { EXPENSE_NAME_MAX_LENGTH, type ExpenseInput, expenseInputSchema } from './expenses';
import { fieldErrors } from './validation';

const valid: ExpenseInput = { name: 'Lawyer retainer', amount: 1250, date: '2025-03-05' };

function errorsFor(input: Record<string, unknown>): Record<string, string> {
  const result = expenseInputSchema.safeParse(input);
  if (result.success) throw new Error('expected the expense to be rejected');
  return fieldErrors(result.error);
}

describe('expenseInputSchema', () => {
  it('accepts a number amount and outputs the exact two-decimal string', () => {
    expect(expenseInputSchema.parse(valid)).toEqual({
      name: 'Lawyer retainer',
      amount: '1250.00',
      date: '2025-03-05',
      category: 'other',
    });
  });

  it('accepts a string amount from a form input', () => {
    expect(expenseInputSchema.parse({ ...valid, amount: '12.5' }).amount).toBe('12.50');
  });

  it('accepts the smallest and largest amounts', () => {
    expect(expenseInputSchema.parse({ ...valid, amount: 0.01 }).amount).toBe('0.01');
    expect(expenseInputSchema.parse({ ...valid, amount: '99999999.99' }).amount).toBe(
      '99999999.99',
    );
  });

  it('trims the name', () => {
    expect(expenseInputSchema.parse({ ...valid, name: '  Rent  ' }).name).toBe('Rent');
  });

  it('takes the date part of an ISO datetime without a timezone shift', () => {
    expect(expenseInputSchema.parse({ ...valid, date: '2025-03-05T23:30:00-08:00' }).date).toBe(
      '2025-03-05',
    );
  });

  it('ignores unknown fields', () => {
    expect(expenseInputSchema.parse({ ...valid, id: 7, user_id: 3 })).not.toHaveProperty('user_id');
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['blank', '   '],
    ['not text', 42],
  ])('rejects an expense with a %s name with "Expense name is required"', (_label, name) => {
    expect(errorsFor({ ...valid, name })).toEqual({ name: 'Expense name is required' });
  });

  it.each([
    ['zero', 0],
    ['zero as a string', '0.00'],
    ['negative', -5],
    ['negative string', '-0.01'],
    ['missing', undefined],
    ['null', null],
    ['empty from the form', ''],
    ['NaN from an empty number input', NaN],
    ['not numeric', 'twelve'],
  ])('rejects a %s amount with "Amount must be positive"', (_label, amount) => {
    expect(errorsFor({ ...valid, amount })).toEqual({ amount: 'Amount must be positive' });
  });

  it.each([
    ['string', '12.345'],
    ['float sum', 0.1 + 0.2],
  ])(
    'rejects a %s amount with three decimals with "Amount can have at most 2 decimal places"',
    (_label, amount) => {
      expect(errorsFor({ ...valid, amount })).toEqual({
        amount: 'Amount can have at most 2 decimal places',
      });
    },
  );

  it.each([
    ['100000000', '100000000'],
    ['100000000.00 as a number', 100_000_000],
    ['1e21', 1e21],
  ])('rejects the amount %s with "Amount must be at most 99,999,999.99"', (_label, amount) => {
    expect(errorsFor({ ...valid, amount })).toEqual({
      amount: 'Amount must be at most 99,999,999.99',
    });
  });

  it.each([
    ['an impossible day', '2025-02-30'],
    ['text', 'not a date'],
    ['an empty string', ''],
    ['missing', undefined],
    ['a number', 20250305],
  ])('rejects %s as the date with "Invalid date format"', (_label, date) => {
    expect(errorsFor({ ...valid, date })).toEqual({ date: 'Invalid date format' });
  });

  it('accepts a name of 200 characters, emoji and right-to-left text included', () => {
    const name = `${'€'.repeat(191)}👨‍👩‍👧 שכר`;
    expect([...name]).toHaveLength(EXPENSE_NAME_MAX_LENGTH);
    expect(expenseInputSchema.parse({ ...valid, name }).name).toBe(name);
  });

  it('rejects a name of 201 characters with "Expense name must be at most 200 characters"', () => {
    expect(errorsFor({ ...valid, name: 'x'.repeat(201) })).toEqual({
      name: 'Expense name must be at most 200 characters',
    });
  });

  it.each([
    ['a NUL character', 'Rent\u0000'],
    ['half of a surrogate pair', 'Rent \uD83D'],
  ])(
    'rejects a name with %s with "Expense name contains a character that is not allowed"',
    (_label, name) => {
      expect(errorsFor({ ...valid, name })).toEqual({
        name: 'Expense name contains a character that is not allowed',
      });
    },
  );

  it('rejects year 0000, which Postgres has no date for, with "Invalid date format"', () => {
    expect(errorsFor({ ...valid, date: '0000-01-01' })).toEqual({ date: 'Invalid date format' });
  });

  it('reports every invalid field at once', () => {
    expect(errorsFor({})).toEqual({
      name: 'Expense name is required',
      amount: 'Amount must be positive',
      date: 'Invalid date format',
    });
  });
});
