import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { classifyLoadError } from '@/lib/api-errors';
import { EXPENSE_TEXT } from './api';
import { apiRefusal } from '@/test/refusals';

const body = (value: unknown) => JSON.stringify(value);
const loadFailure = (error: unknown) => classifyLoadError(error, EXPENSE_TEXT);

describe('classifyLoadError with the expense texts', () => {
  it('asks to log in on 401', () => {
    const failure = loadFailure(apiRefusal('unauthorized', 'Authentication required'));
    expect(failure.kind).toBe('signed-out');
    expect(failure.message).toBe('Please log in to view your expenses.');
  });

  it("uses the server's error text, else 'Failed to fetch expenses'", () => {
    expect(loadFailure(new ApiError(500, body({ error: 'Database unavailable' }))).message).toBe(
      'Database unavailable',
    );
    expect(loadFailure(new ApiError(500, 'oops')).message).toBe('Failed to fetch expenses');
  });

  it("says 'An unknown error occurred' when no answer came back", () => {
    expect(loadFailure(new TypeError('Failed to fetch')).message).toBe('An unknown error occurred');
  });

  it("treats a 403 as a failed load with the server's text (no premium card)", () => {
    expect(
      loadFailure(
        apiRefusal('premium_required', 'Premium subscription required for this feature.'),
      ),
    ).toEqual({ kind: 'failed', message: 'Premium subscription required for this feature.' });
  });
});
