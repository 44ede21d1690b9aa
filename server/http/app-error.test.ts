import { STATUS_CODES } from 'node:http';
import { describe, expect, it } from 'vitest';
import { AppError, codeForClientStatus } from './app-error';

describe('AppError', () => {
  it('takes its status from its code', () => {
    expect(new AppError('validation_failed', 'Validation failed', 'name: required').status).toBe(
      400,
    );
    expect(new AppError('unsupported_media_type', 'Unsupported request encoding').status).toBe(415);
    expect(new AppError('conflict', 'Taken').status).toBe(409);
    expect(new AppError('bad_gateway', 'Stripe returned no checkout URL').status).toBe(502);
    expect(new AppError('unavailable', 'Database unavailable').status).toBe(503);
    expect(AppError.forbidden('No').status).toBe(403);
  });

  it('gives every standard 4xx status (as Express’s http-errors carry them) a code with that same status', () => {
    const clientStatuses = Object.keys(STATUS_CODES)
      .map(Number)
      .filter((status) => status >= 400 && status < 500);
    expect(clientStatuses.length).toBeGreaterThan(25);
    for (const status of clientStatuses) {
      expect(new AppError(codeForClientStatus(status), STATUS_CODES[status]!).status).toBe(status);
    }
    expect(codeForClientStatus(400)).toBe('bad_request');
  });
});
