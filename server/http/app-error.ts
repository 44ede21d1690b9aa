/**
 * The one error type of the API. Thrown anywhere; the error handler turns it into the spec's
 * `{ error, details? }` body with its status.
 */
export type AppErrorCode =
  | 'validation_failed'
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'invalid_csrf_token'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'rate_limited'
  | 'unavailable'
  | 'internal';

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly status: number,
    readonly details?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static validation(details: string): AppError {
    return new AppError('validation_failed', 'Validation failed', 400, details);
  }

  static notFound(message = 'Not found'): AppError {
    return new AppError('not_found', message, 404);
  }

  static unauthorized(message = 'Authentication required'): AppError {
    return new AppError('unauthorized', message, 401);
  }

  static forbidden(message: string): AppError {
    return new AppError('forbidden', message, 403);
  }
}

export interface ErrorBody {
  error: string;
  details?: string;
}
