/** An error in GoTrue's shape: supabase-js shows its message and switches on its code. */
export class GoTrueError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
    /** GoTrue's weak_password.reasons ('length', 'characters') for a refused password. */
    readonly weakPasswordReasons?: string[],
  ) {
    super(message);
    this.name = 'GoTrueError';
  }
}

/** The first API version whose errors are `{ code, message }` (GoTrue's APIVersion20240101). */
const API_VERSION_2024_01_01 = Date.parse('2024-01-01T00:00:00Z');

/**
 * GoTrue's error body for the API version the request names in X-Supabase-Api-Version (as
 * supabase-js v2 does): `{ code, message }` from 2024-01-01 on, else the initial
 * `{ code: <status>, error_code, msg }`. weak_password adds its reasons to either.
 */
export function goTrueErrorBody(
  error: GoTrueError,
  requestedApiVersion: string | undefined,
): Record<string, unknown> {
  const versioned =
    requestedApiVersion !== undefined &&
    /^\d{4}-\d{2}-\d{2}$/.test(requestedApiVersion) &&
    Date.parse(`${requestedApiVersion}T00:00:00Z`) >= API_VERSION_2024_01_01;
  const body: Record<string, unknown> = versioned
    ? { code: error.code, message: error.message }
    : { code: error.status, error_code: error.code, msg: error.message };
  if (error.weakPasswordReasons) body.weak_password = { reasons: error.weakPasswordReasons };
  return body;
}
