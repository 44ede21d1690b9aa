/**
 * The one error type of the API. Thrown anywhere; the error handler turns it into the
 * `{ error, code, details? }` body (ErrorBody in shared/api.ts) with the status its code has in
 * ERROR_STATUS, the one table of codes and statuses.
 */
import { ERROR_STATUS, type ErrorCode } from '@shared/api';
import { API_MESSAGES } from '@shared/api-messages';
import statuses from 'statuses';

export class AppError extends Error {
  readonly status: number;
  /** An ErrorCode; for a refusal by the HTTP layer itself, its status's name (see fromStatus). */
  readonly code: string;

  constructor(code: ErrorCode, message: string, details?: string) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = details;
  }

  readonly details: string | undefined;

  /** 429, with the seconds until the caller may try again (sent as Retry-After). */
  retryAfterSeconds?: number;

  /**
   * A 4xx that Express's own middleware raised with only a status (no domain reason): its code
   * is the status's name in snake case, `range_not_satisfiable` for 416.
   */
  static fromStatus(status: number, message: string): AppError {
    const error = new AppError('malformed_request', message);
    const name = statuses.message[status];
    if (status >= 400 && status < 500 && name) {
      Object.assign(error, { status, code: name.toLowerCase().replace(/[^a-z0-9]+/g, '_') });
    }
    return error;
  }

  static validation(details: string): AppError {
    return new AppError('validation_failed', API_MESSAGES.validationFailed, details);
  }

  static notFound(message: string = API_MESSAGES.notFound): AppError {
    return new AppError('not_found', message);
  }

  static unauthorized(message: string = API_MESSAGES.unauthorized): AppError {
    return new AppError('unauthorized', message);
  }

  static forbidden(message: string): AppError {
    return new AppError('forbidden', message);
  }

  /** 429, with the seconds until the caller may try again (sent as Retry-After). */
  static rateLimited(message: string, retryAfterSeconds: number): AppError {
    const error = new AppError('rate_limited', message);
    error.retryAfterSeconds = retryAfterSeconds;
    return error;
  }
}
