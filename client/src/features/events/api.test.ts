import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { classifyLoadError, describeWriteError, EventActionError } from './api';

const body = (value: unknown) => JSON.stringify(value);

describe('classifyLoadError', () => {
  it('asks to log in on 401', () => {
    expect(
      classifyLoadError(new ApiError(401, body({ error: 'Authentication required' }))),
    ).toEqual({
      kind: 'signed-out',
    });
  });

  it("reports a 403 as an access error with the server's message, or the spec's", () => {
    expect(
      classifyLoadError(
        new ApiError(
          403,
          body({ error: 'Premium subscription required to access Event Tracker.' }),
        ),
      ),
    ).toEqual({
      kind: 'access-denied',
      message: 'Premium subscription required to access Event Tracker.',
    });
    expect(classifyLoadError(new ApiError(403, 'Forbidden'))).toEqual({
      kind: 'access-denied',
      message: 'Premium subscription required to access Event Tracker.',
    });
  });

  it("uses the server's error text for other failures, else 'Failed to fetch events'", () => {
    expect(classifyLoadError(new ApiError(500, body({ error: 'Database unavailable' })))).toEqual({
      kind: 'failed',
      message: 'Database unavailable',
    });
    expect(classifyLoadError(new TypeError('Failed to fetch'))).toEqual({
      kind: 'failed',
      message: 'Failed to fetch events',
    });
  });
});

describe('describeWriteError', () => {
  it('prefers details, then the error text, then the fallback', () => {
    expect(
      describeWriteError(
        new ApiError(
          400,
          body({ error: 'Validation failed', details: 'party: Party is required' }),
        ),
        'Failed to create event',
      ),
    ).toBe('Validation failed: party: Party is required');
    expect(
      describeWriteError(
        new ApiError(404, body({ error: 'Event not found' })),
        'Failed to update event',
      ),
    ).toBe('Event not found');
    expect(describeWriteError(new ApiError(500, ''), 'Failed to delete event')).toBe(
      'Failed to delete event',
    );
    expect(describeWriteError(new EventActionError('Event not found'), 'x')).toBe(
      'Event not found',
    );
    expect(describeWriteError(undefined, 'Failed to delete event')).toBe(
      'An unknown error occurred',
    );
  });
});
