import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import {
  ActionError,
  describeWriteError,
  isRefusal,
  listLoadFailure,
  parseApiErrorBody,
  retryUnlessRefused,
} from './api-errors';
import { apiRefusal } from '@/test/refusals';

const body = (value: unknown) => JSON.stringify(value);

describe('describeWriteError', () => {
  it("says 'Validation failed: {details}' when the server sent details", () => {
    expect(
      describeWriteError(
        new ApiError(
          400,
          body({ error: 'Validation failed', details: 'name: Expense name is required' }),
        ),
        'Failed to add expense',
      ),
    ).toBe('Validation failed: name: Expense name is required');
    expect(
      describeWriteError(
        new ApiError(
          400,
          body({ error: 'Validation failed', details: 'party: Party is required' }),
        ),
        'Failed to create event',
      ),
    ).toBe('Validation failed: party: Party is required');
  });

  it("uses the server's error text when there are no details", () => {
    expect(
      describeWriteError(
        new ApiError(404, body({ error: 'Expense not found' })),
        'Failed to update expense',
      ),
    ).toBe('Expense not found');
    expect(
      describeWriteError(
        new ApiError(404, body({ error: 'Event not found' })),
        'Failed to update event',
      ),
    ).toBe('Event not found');
  });

  it('falls back to the action text when the body says nothing useful', () => {
    expect(
      describeWriteError(new ApiError(502, '<html>Bad gateway</html>'), 'Failed to delete expense'),
    ).toBe('Failed to delete expense');
    expect(describeWriteError(new ApiError(500, body({})), 'Failed to add expense')).toBe(
      'Failed to add expense',
    );
    expect(describeWriteError(new ApiError(500, ''), 'Failed to delete event')).toBe(
      'Failed to delete event',
    );
  });

  it('shows a client-side refusal as it is', () => {
    expect(describeWriteError(new ActionError('Expense not found'), 'x')).toBe('Expense not found');
    expect(describeWriteError(new ActionError('Event not found'), 'x')).toBe('Event not found');
  });

  it("says 'An unknown error occurred' when no answer came back, or for a non-error", () => {
    expect(describeWriteError(new TypeError('Failed to fetch'), 'Failed to add expense')).toBe(
      'An unknown error occurred',
    );
    expect(describeWriteError('boom', 'Failed to add expense')).toBe('An unknown error occurred');
    expect(describeWriteError(undefined, 'Failed to delete event')).toBe(
      'An unknown error occurred',
    );
  });
});

describe('listLoadFailure', () => {
  const texts = { signedOut: 'Please log in.', loadFailed: 'Failed to fetch expenses' };
  const failed = (error: unknown, data?: unknown) =>
    listLoadFailure({ isError: true, error, data }, texts);

  it('reports a failed first load', () => {
    expect(failed(new TypeError('Failed to fetch'))).toEqual({
      kind: 'failed',
      message: 'An unknown error occurred',
    });
  });

  it('keeps the last list on screen when a reload fails', () => {
    expect(failed(new TypeError('Failed to fetch'), [])).toBeNull();
    expect(failed(new ApiError(500, body({ error: 'Database unavailable' })), [])).toBeNull();
  });

  it('still asks to log in when a reload is refused with 401', () => {
    expect(failed(apiRefusal('unauthorized'), [])).toEqual({
      kind: 'signed-out',
      message: 'Please log in.',
    });
  });

  it('is null while nothing failed', () => {
    expect(listLoadFailure({ isError: false, error: null, data: undefined }, texts)).toBeNull();
  });
});

describe('retryUnlessRefused', () => {
  it('retries a server or network failure once, and a refusal (4xx) never', () => {
    expect(retryUnlessRefused(0, new ApiError(500, ''))).toBe(true);
    expect(retryUnlessRefused(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryUnlessRefused(1, new ApiError(503, ''))).toBe(false);
    expect(retryUnlessRefused(0, new ApiError(403, ''))).toBe(false);
    expect(retryUnlessRefused(0, new ApiError(401, ''))).toBe(false);
  });
});

describe('parseApiErrorBody', () => {
  it('returns error and details from a JSON error body', () => {
    const error = new ApiError(
      400,
      JSON.stringify({ error: 'Validation failed', details: 'Expense name is required' }),
    );

    expect(parseApiErrorBody(error)).toEqual({
      error: 'Validation failed',
      details: 'Expense name is required',
    });
  });

  it('returns the code beside the message', () => {
    const error = new ApiError(
      403,
      JSON.stringify({ error: 'Premium subscription required.', code: 'premium_required' }),
    );

    expect(parseApiErrorBody(error)).toEqual({
      error: 'Premium subscription required.',
      code: 'premium_required',
    });
  });

  it('returns {} for a body that is not JSON', () => {
    expect(parseApiErrorBody(new ApiError(500, 'Internal Server Error'))).toEqual({});
  });

  it('returns {} for JSON that is not an object', () => {
    expect(parseApiErrorBody(new ApiError(500, '"oops"'))).toEqual({});
    expect(parseApiErrorBody(new ApiError(500, 'null'))).toEqual({});
  });

  it('ignores fields that are not strings', () => {
    expect(
      parseApiErrorBody(new ApiError(400, JSON.stringify({ error: 3, details: 'd' }))),
    ).toEqual({ details: 'd' });
  });

  it('returns {} for errors that are not ApiError', () => {
    expect(parseApiErrorBody(new Error('network down'))).toEqual({});
    expect(parseApiErrorBody('403: {"error":"x"}')).toEqual({});
  });
});

describe('isRefusal', () => {
  const refused = (body: unknown, status = 400) => new ApiError(status, JSON.stringify(body));

  it('goes by the code, whatever the message says', () => {
    expect(
      isRefusal(
        refused({ error: 'Contraseña incorrecta', code: 'wrong_password' }),
        'wrong_password',
      ),
    ).toBe(true);
    expect(isRefusal(refused({ error: 'Current password is incorrect' }), 'wrong_password')).toBe(
      false,
    );
    expect(isRefusal(refused({ error: 'x', code: 'validation_failed' }), 'wrong_password')).toBe(
      false,
    );
  });

  it('is false for anything that is not a refusal with a body', () => {
    expect(isRefusal(new ApiError(401, ''), 'unauthorized')).toBe(false);
    expect(isRefusal(new TypeError('Failed to fetch'), 'unauthorized')).toBe(false);
    expect(isRefusal(undefined, 'unauthorized')).toBe(false);
  });
});
