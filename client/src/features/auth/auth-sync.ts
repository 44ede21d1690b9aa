/**
 * App start after sign-in (docs/product.md#sign-up-log-in-and-password-reset, #limits-and-timings):
 * register the user in the product's database and check their subscription status. Neither may hold
 * up sign-in: registration is bounded to 3 s overall and 1.5 s per request, the status check to 1.5
 * s, and failures are logged, never shown.
 */
import { API_PATHS } from '@shared/api-paths';
import type { RegisterDbUserBody } from '@shared/auth';
import type { AuthStatusResponse } from '@shared/subscriptions';
import { ApiError, apiRequest } from '@/lib/api-client';
import type { AuthUser } from './use-auth';
import { requestParsedLazily } from '@/lib/lazy-schemas';
import { logger } from '@/lib/logger';
import { localKeys, writeStorage } from '@/lib/storage';
import { raceTimeout, withTimeout } from '@/lib/timeout';

const AUTH_SYNC_TIMINGS = {
  registrationOverallMs: 3_000,
  registrationRequestMs: 1_500,
  statusCheckMs: 1_500,
} as const;

/** A time-out, a network failure or a server error may pass; a 4xx answer will not. */
function isWorthRetrying(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500;
  return true;
}

/** POST /api/auth/register-db-user. Resolves true when the server accepted it; never rejects. */
export async function registerDbUser(user: AuthUser): Promise<boolean> {
  const body: RegisterDbUserBody = {
    id: user.id,
    email: user.email,
    first_name: user.firstName ?? '',
    last_name: user.lastName ?? '',
    idType: 'uuid',
  };
  const attempt = () =>
    withTimeout(AUTH_SYNC_TIMINGS.registrationRequestMs, (signal) =>
      apiRequest('POST', API_PATHS.registerDbUser, body, { signal }),
    );

  try {
    await raceTimeout(
      AUTH_SYNC_TIMINGS.registrationOverallMs,
      attempt().catch((error: unknown) => {
        if (!isWorthRetrying(error)) throw error;
        logger.warn('Registering the user in the database failed; trying once more.', error);
        return attempt();
      }),
    );
    return true;
  } catch (error) {
    logger.warn('Could not register the user in the database; continuing without it.', error);
    return false;
  }
}

/**
 * Users whose lapsed Premium the sign-in check sent before the app had loaded
 * (app/early-reads.ts) found and downgraded. The server says so once, to that request: if the
 * app's own check does not take its answer (it came too long before, or the token was renewed
 * in between), the app's check asks again and hears nothing of it.
 */
const downgradedEarly = new Set<string>();

/** Reads the early sign-in check's answer (a copy), for a downgrade it reported. */
export async function noteEarlyStatusCheck(userId: string, answer: Response | null) {
  if (!answer?.ok) return;
  try {
    const body = (await answer.json()) as { was_downgraded?: unknown };
    if (body.was_downgraded === true) downgradedEarly.add(userId);
  } catch {
    // Not JSON: the app's own check reads what it is.
  }
}

/**
 * GET /api/auth/status for `userId`; null when it failed or took longer than 1.5 s (the caller
 * uses free). A downgrade the early check found is reported here, once.
 */
export async function checkAuthStatus(userId: string): Promise<AuthStatusResponse | null> {
  try {
    const status = await withTimeout(AUTH_SYNC_TIMINGS.statusCheckMs, (signal) =>
      requestParsedLazily(
        async () => (await import('@shared/subscriptions')).authStatusResponseSchema,
        'GET',
        API_PATHS.authStatus,
        undefined,
        { signal },
      ),
    );
    writeStorage('local', localKeys.subscriptionStatus, status.subscription_status);
    writeStorage('local', localKeys.lastAuthStatusCheck, String(Date.now()));
    return downgradedEarly.delete(userId) ? { ...status, was_downgraded: true } : status;
  } catch (error) {
    logger.warn('Could not check the subscription status; treating the user as free.', error);
    return null;
  }
}
