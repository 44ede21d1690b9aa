/**
 * Password-reset links (docs/product.md#route-guards, #stored-data,
 * #sign-up-log-in-and-password-reset). A reset link lands with `type=recovery` and an
 * `access_token` (or a `token`) in the hash or the query. Wherever it lands, the app marks a reset
 * as in progress, keeps the full URL (supabase-js wipes the hash once it has read the session from
 * it) and moves to /update-password with the hash and query intact.
 */
import { isPasswordResetInProgress, readStorage, sessionKeys, writeStorage } from '@/lib/storage';

const UPDATE_PASSWORD_PATH = '/update-password';

/** The query and hash parameters of a URL, hash winning on a clash (that is where tokens go). */
export function readUrlParams(href: string): Record<string, string> {
  const url = new URL(href, 'http://localhost');
  const params: Record<string, string> = {};
  for (const [key, value] of url.searchParams) params[key] = value;
  const hash = url.hash.startsWith('#') ? url.hash.slice(1) : url.hash;
  for (const [key, value] of new URLSearchParams(hash)) params[key] = value;
  return params;
}

/** type=recovery with an access token, or a token in the query (docs/product.md#route-guards). */
export function isRecoveryUrl(href: string): boolean {
  const url = new URL(href, 'http://localhost');
  const params = readUrlParams(href);
  if (params.type !== 'recovery') return false;
  return Boolean(params.access_token) || Boolean(url.searchParams.get('token'));
}

/** The auth service reports a dead link as `#error=…&error_description=…`. */
export function readUrlError(href: string): string | null {
  const params = readUrlParams(href);
  if (!params.error && !params.error_code && !params.error_description) return null;
  return params.error_description ?? params.error ?? params.error_code ?? null;
}

function markPasswordResetStarted(href: string): void {
  writeStorage('session', sessionKeys.passwordResetInProgress, 'true');
  writeStorage('session', sessionKeys.passwordResetUrl, href);
}

export function readStoredResetUrl(): string | null {
  return readStorage('session', sessionKeys.passwordResetUrl);
}

/**
 * Runs once before the app renders (and before supabase-js reads the hash). Returns the path
 * the app was moved to, or null when it stayed.
 */
export function redirectRecoveryLink(location: Location = window.location): string | null {
  const href = location.href;
  const onUpdatePage = location.pathname === UPDATE_PASSWORD_PATH;

  if (isRecoveryUrl(href)) {
    markPasswordResetStarted(href);
  } else if (!isPasswordResetInProgress()) {
    return null;
  }
  if (onUpdatePage) return null;

  const target = `${UPDATE_PASSWORD_PATH}${location.search}${location.hash}`;
  window.history.replaceState(window.history.state, '', target);
  return target;
}
