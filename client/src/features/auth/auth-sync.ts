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

/** GET /api/auth/status; null when it failed or took longer than 1.5 s (the caller uses free). */
export async function checkAuthStatus(): Promise<AuthStatusResponse | null> {
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
    return status;
  } catch (error) {
    logger.warn('Could not check the subscription status; treating the user as free.', error);
    return null;
  }
}
