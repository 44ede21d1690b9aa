import { describe, expect, it } from 'vitest';
import { eventUpdateSchema } from '@shared/events';
import { expenseInputSchema } from '@shared/expenses';
import { AppError } from './app-error';
import { parseBody, parseId } from './validate';

function failure(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('no error was thrown');
}

describe('parseBody', () => {
  it('returns the schema output for a valid body', () => {
    expect(
      parseBody(expenseInputSchema, { name: ' Filing ', amount: 12.5, date: '2025-03-05' }),
    ).toEqual({
      name: 'Filing',
      amount: '12.50',
      date: '2025-03-05',
      category: 'other',
    });
  });

  it('answers 400 "Validation failed" with each field and the product’s message', () => {
    const error = failure(() => parseBody(expenseInputSchema, { name: '', amount: -1, date: 'x' }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Validation failed');
    expect(error.details).toBe(
      'name: Expense name is required; amount: Amount must be positive; date: Invalid date format',
    );
  });

  it('treats a missing body as an empty object', () => {
    const error = failure(() => parseBody(eventUpdateSchema, undefined));
    expect(error.details).toBe('No fields to update');
  });
});

describe('parseId', () => {
  it('accepts a positive integer', () => {
    expect(parseId('42')).toBe(42);
  });

  it('accepts every id a serial column can hand out, up to 2,147,483,647', () => {
    expect(parseId('1000000000')).toBe(1_000_000_000);
    expect(parseId('2147483647')).toBe(2_147_483_647);
  });

  it.each(['0', '-1', '1.5', 'abc', '1e3', '2147483648', '9999999999', '99999999999', ''])(
    'answers 400 for %j',
    (value) => {
      const error = failure(() => parseId(value));
      expect(error.status).toBe(400);
      expect(error.message).toBe('Invalid id');
    },
  );
});
