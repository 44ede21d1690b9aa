/**
 * The one error type of the API. Thrown anywhere; the error handler turns it into the spec's
 * `{ error, details? }` body (ErrorBody in shared/api.ts) with the status its code maps to.
 */

/** Each code's HTTP status: the one place a status is chosen. */
const STATUS_BY_CODE = {
  validation_failed: 400,
  bad_request: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  invalid_csrf_token: 403,
  not_found: 404,
  method_not_allowed: 405,
  not_acceptable: 406,
  proxy_authentication_required: 407,
  request_timeout: 408,
  conflict: 409,
  gone: 410,
  length_required: 411,
  precondition_failed: 412,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  range_not_satisfiable: 416,
  expectation_failed: 417,
  im_a_teapot: 418,
  misdirected_request: 421,
  unprocessable_entity: 422,
  locked: 423,
  failed_dependency: 424,
  too_early: 425,
  upgrade_required: 426,
  precondition_required: 428,
  rate_limited: 429,
  request_header_fields_too_large: 431,
  unavailable_for_legal_reasons: 451,
  internal: 500,
  bad_gateway: 502,
  unavailable: 503,
} as const;

export type AppErrorCode = keyof typeof STATUS_BY_CODE;

const CLIENT_CODE_BY_STATUS = new Map<number, AppErrorCode>();
for (const [code, status] of Object.entries(STATUS_BY_CODE) as [AppErrorCode, number][]) {
  // A bare status gets its plain code: 400 is 'bad_request' (not a validation), 403 'forbidden'.
  if (status < 500 && code !== 'validation_failed' && !CLIENT_CODE_BY_STATUS.has(status)) {
    CLIENT_CODE_BY_STATUS.set(status, code);
  }
}

/**
 * The code of a 4xx status, for errors that arrive with only a status (http-errors from
 * Express's own middleware). Every standard 4xx has one; anything else is a plain bad request.
 */
export function codeForClientStatus(status: number): AppErrorCode {
  return CLIENT_CODE_BY_STATUS.get(status) ?? 'bad_request';
}

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details?: string,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = STATUS_BY_CODE[code];
  }

  static validation(details: string): AppError {
    return new AppError('validation_failed', 'Validation failed', details);
  }

  static notFound(message = 'Not found'): AppError {
    return new AppError('not_found', message);
  }

  static unauthorized(message = 'Authentication required'): AppError {
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

  retryAfterSeconds?: number;
}
