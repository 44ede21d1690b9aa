import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { classifyLoadError } from '@/lib/api-errors';
import { EVENT_TEXT } from './api';
import { apiRefusal } from '@/test/refusals';

const body = (value: unknown) => JSON.stringify(value);
const loadFailure = (error: unknown) => classifyLoadError(error, EVENT_TEXT);

describe('classifyLoadError with the event texts', () => {
  it('asks to log in on 401', () => {
    expect(loadFailure(apiRefusal('unauthorized', 'Authentication required'))).toEqual({
      kind: 'signed-out',
      message: 'Please log in to view your events.',
    });
  });

  it("reports a 403 as an access error with the server's message, or the product's", () => {
    expect(
      loadFailure(
        apiRefusal('premium_required', 'Premium subscription required to access Event Tracker.'),
      ),
    ).toEqual({
      kind: 'premium-required',
      message: 'Premium subscription required to access Event Tracker.',
    });
    expect(loadFailure(new ApiError(403, body({ code: 'premium_required' })))).toEqual({
      kind: 'premium-required',
      message: 'Premium subscription required to access Event Tracker.',
    });
  });

  it("uses the server's error text for other failures, else 'Failed to fetch events'", () => {
    expect(loadFailure(new ApiError(500, body({ error: 'Database unavailable' })))).toEqual({
      kind: 'failed',
      message: 'Database unavailable',
    });
    expect(loadFailure(new ApiError(502, 'Bad gateway'))).toEqual({
      kind: 'failed',
      message: 'Failed to fetch events',
    });
  });

  it("says 'An unknown error occurred' when no answer came back", () => {
    expect(loadFailure(new TypeError('Failed to fetch'))).toEqual({
      kind: 'failed',
      message: 'An unknown error occurred',
    });
  });
});
