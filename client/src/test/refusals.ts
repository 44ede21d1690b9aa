/**
 * The server's refusals as the client tests fake them, built from the one table of codes and
 * statuses (ERROR_STATUS in shared/api.ts), so a fake cannot send a code with a status the server
 * never pairs it with.
 */
import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '@shared/api';
import { ApiError } from '@/lib/api-client';

/** The body the server sends for `code`. */
function refusalBody(code: ErrorCode, error: string, details?: string): ErrorBody {
  return details === undefined ? { error, code } : { error, code, details };
}

/** The status and body of a refusal, for a canned answer (`{ status, body }`). */
export function refusal(code: ErrorCode, error: string, details?: string) {
  return { status: ERROR_STATUS[code], body: refusalBody(code, error, details) };
}

/** The ApiError the client's request helpers throw for that refusal. */
export function apiRefusal(code: ErrorCode, error = 'Refused', details?: string): ApiError {
  return new ApiError(ERROR_STATUS[code], JSON.stringify(refusalBody(code, error, details)));
}

/** The refusal as the fetch stub answers it. */
export function refusalResponse(code: ErrorCode, error: string, details?: string): Response {
  return new Response(JSON.stringify(refusalBody(code, error, details)), {
    status: ERROR_STATUS[code],
    headers: { 'Content-Type': 'application/json' },
  });
}
