import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { describeLoadError, describeWriteError, ExpenseActionError, isUnauthorized } from './api';

const body = (value: unknown) => JSON.stringify(value);

describe('describeWriteError', () => {
  it("says 'Validation failed: {details}' when the server sent details", () => {
    const error = new ApiError(
      400,
      body({ error: 'Validation failed', details: 'name: Expense name is required' }),
    );
    expect(describeWriteError(error, 'Failed to add expense')).toBe(
      'Validation failed: name: Expense name is required',
    );
  });

  it("uses the server's error text when there are no details", () => {
    const error = new ApiError(404, body({ error: 'Expense not found' }));
    expect(describeWriteError(error, 'Failed to update expense')).toBe('Expense not found');
  });

  it('falls back to the action text when the body says nothing useful', () => {
    expect(
      describeWriteError(new ApiError(502, '<html>Bad gateway</html>'), 'Failed to delete expense'),
    ).toBe('Failed to delete expense');
    expect(describeWriteError(new ApiError(500, body({})), 'Failed to add expense')).toBe(
      'Failed to add expense',
    );
    expect(describeWriteError(new TypeError('Failed to fetch'), 'Failed to add expense')).toBe(
      'Failed to add expense',
    );
  });

  it('shows a client-side refusal as it is', () => {
    expect(describeWriteError(new ExpenseActionError('Expense not found'), 'x')).toBe(
      'Expense not found',
    );
  });

  it("says 'An unknown error occurred' for something that is not an error", () => {
    expect(describeWriteError('boom', 'Failed to add expense')).toBe('An unknown error occurred');
  });
});

describe('describeLoadError', () => {
  it('asks to log in on 401', () => {
    const error = new ApiError(401, body({ error: 'Authentication required' }));
    expect(isUnauthorized(error)).toBe(true);
    expect(describeLoadError(error)).toBe('Please log in to view your expenses.');
  });

  it("uses the server's error text, else 'Failed to fetch expenses'", () => {
    expect(describeLoadError(new ApiError(500, body({ error: 'Database unavailable' })))).toBe(
      'Database unavailable',
    );
    expect(describeLoadError(new ApiError(500, 'oops'))).toBe('Failed to fetch expenses');
    expect(describeLoadError(new TypeError('Failed to fetch'))).toBe('Failed to fetch expenses');
  });
});
