import { STATUS_CODES } from 'node:http';
import { ERROR_STATUS } from '@shared/api';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';

describe('AppError', () => {
  it('takes its status from its code', () => {
    expect(new AppError('validation_failed', 'Validation failed', 'name: required').status).toBe(
      400,
    );
    expect(new AppError('unsupported_media_type', 'Unsupported request encoding').status).toBe(415);
    expect(new AppError('share_revoked', 'Revoked').status).toBe(409);
    expect(new AppError('upstream_failed', 'Stripe returned no checkout URL').status).toBe(502);
    expect(new AppError('unavailable', 'Database unavailable').status).toBe(503);
    expect(new AppError('premium_required', 'Premium').status).toBe(403);
    expect(new AppError('share_inactive', 'Gone').status).toBe(404);
    expect(new AppError('passcode_required', 'Passcode').status).toBe(401);
    expect(AppError.forbidden('No').status).toBe(403);
  });

  it('has one status per code, every one an error status', () => {
    for (const [code, status] of Object.entries(ERROR_STATUS)) {
      expect(new AppError(code as keyof typeof ERROR_STATUS, 'x')).toMatchObject({ code, status });
      expect(STATUS_CODES[status], code).toBeDefined();
      expect(status).toBeGreaterThanOrEqual(400);
    }
  });

  it('names every standard 4xx that Express’s own middleware raises after its status', () => {
    const clientStatuses = Object.keys(STATUS_CODES)
      .map(Number)
      .filter((status) => status >= 400 && status < 500);
    expect(clientStatuses.length).toBeGreaterThan(25);
    for (const status of clientStatuses) {
      const error = AppError.fromStatus(status, STATUS_CODES[status]!);
      expect(error.status).toBe(status);
      expect(error.code).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
    }
    expect(AppError.fromStatus(416, 'x').code).toBe('range_not_satisfiable');
    expect(AppError.fromStatus(400, 'x').code).toBe('bad_request');
    expect(AppError.fromStatus(418, 'x').code).toBe('i_m_a_teapot');
  });

  it('keeps a status that is not a client error out of the HTTP layer’s names', () => {
    expect(AppError.fromStatus(500, 'x')).toMatchObject({ status: 400, code: 'malformed_request' });
    expect(AppError.fromStatus(499, 'x')).toMatchObject({ status: 400, code: 'malformed_request' });
  });
});
