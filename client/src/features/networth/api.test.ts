import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { classifyLoadError, describeWriteError } from '@/lib/api-errors';
import { NETWORTH_TEXTS, networthTracker } from './api';
import { apiRefusal } from '@/test/refusals';

const loadFailure = (error: unknown) => classifyLoadError(error, NETWORTH_TEXTS);

/** A failed write's toast description, as the tracker's writes word it. */
const describeWriteFailure = (error: unknown, write: 'add' | 'update' | 'remove') =>
  describeWriteError(error, networthTracker.texts[write].fallback);

describe('describeWriteFailure', () => {
  it('shows the server’s details as "Validation failed: {details}"', () => {
    const error = new ApiError(
      400,
      JSON.stringify({ error: 'Validation failed', details: 'name: Name is required' }),
    );
    expect(describeWriteFailure(error, 'add')).toBe('Validation failed: name: Name is required');
  });

  it('shows the server’s error text when there are no details', () => {
    const error = new ApiError(404, JSON.stringify({ error: 'Net worth item not found' }));
    expect(describeWriteFailure(error, 'update')).toBe('Net worth item not found');
  });

  it('falls back to the write’s own message', () => {
    const error = new ApiError(500, '<html>oops</html>');
    expect(describeWriteFailure(error, 'add')).toBe('Failed to add net worth item');
    expect(describeWriteFailure(error, 'update')).toBe('Failed to update net worth item');
    expect(describeWriteFailure(error, 'remove')).toBe('Failed to delete net worth item');
  });

  it('says "An unknown error occurred" when no answer came back', () => {
    expect(describeWriteFailure(new TypeError('Failed to fetch'), 'remove')).toBe(
      'An unknown error occurred',
    );
  });
});

describe('classifyLoadError with the net worth texts', () => {
  it('asks to log in on 401', () => {
    expect(loadFailure(apiRefusal('unauthorized'))).toEqual({
      kind: 'signed-out',
      message: 'Please log in to view your net worth items.',
    });
  });

  it('shows the Premium Feature card on 403', () => {
    const error = apiRefusal('premium_required', 'Premium subscription required for this feature.');
    expect(loadFailure(error)).toEqual({
      kind: 'premium-required',
      message: 'Premium subscription required for this feature.',
    });
  });

  it('uses the error field, else "Failed to fetch net worth items"', () => {
    expect(loadFailure(new ApiError(500, JSON.stringify({ error: 'Boom' })))).toEqual({
      kind: 'failed',
      message: 'Boom',
    });
    expect(loadFailure(new ApiError(502, 'Bad gateway')).message).toBe(
      'Failed to fetch net worth items',
    );
  });
});
