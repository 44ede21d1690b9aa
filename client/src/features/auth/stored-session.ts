/**
 * The session supabase-js keeps in this browser (localStorage when she ticked "Remember me",
 * else sessionStorage), read without loading supabase-js. A page that restores a session reads
 * it the way supabase-js would at start: a session more than 90 s from expiring is used as it
 * is, with no request to the auth service; closer than that, supabase-js renews it first
 * (docs/offline.md#how-a-signed-in-page-starts). The server checks the token on every request, so
 * reading it here trusts it no more than supabase-js does.
 */
import { localKeys, readStorage } from '@/lib/storage';

/** supabase-js's EXPIRY_MARGIN_MS: a session this close to expiring is renewed before use. */
export const SESSION_EXPIRY_MARGIN_MS = 90_000;

/** What this app reads of a stored session: its user and the tokens. */
export interface StoredSession {
  access_token: string;
  refresh_token: string;
  /** Seconds since the epoch. */
  expires_at: number;
  user: { id: string; email?: string; user_metadata?: Record<string, unknown> };
}

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Partial<StoredSession>;
  return (
    typeof session.access_token === 'string' &&
    session.access_token !== '' &&
    typeof session.refresh_token === 'string' &&
    typeof session.expires_at === 'number' &&
    typeof session.user?.id === 'string' &&
    session.user.id !== ''
  );
}

/**
 * What supabase-js keeps under `key`: in localStorage when she ticked "Remember me", else in
 * sessionStorage (supabase.ts writes it there).
 */
export function readAuthItem(key: string): string | null {
  return readStorage('local', key) ?? readStorage('session', key);
}

/** The stored session, whatever its age; null when there is none or it cannot be read. */
export function readStoredSession(): StoredSession | null {
  const raw = readAuthItem(localKeys.authSession);
  if (raw === null) return null;
  try {
    const stored: unknown = JSON.parse(raw);
    return isStoredSession(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The stored session if supabase-js would use it without renewing it first, else null. */
export function freshStoredSession(now = Date.now()): StoredSession | null {
  const stored = readStoredSession();
  return stored && stored.expires_at * 1000 - now >= SESSION_EXPIRY_MARGIN_MS ? stored : null;
}

/** Auth tokens, or a refused link's error, in the page's URL: supabase-js must read them. */
export function authResultInUrl(): boolean {
  const url = `${window.location.search}&${window.location.hash.replace(/^#/, '')}`;
  return /(?:^|[?&])(access_token|refresh_token|token|error|error_description)=/.test(url);
}

/**
 * The stored session a page can start from before supabase-js has loaded: one it would use as it
 * is (docs/offline.md#how-a-signed-in-page-starts). Not when the URL carries a sign-in's or a
 * reset link's tokens: only supabase-js reads those.
 */
export function sessionToStartFrom(): StoredSession | null {
  return authResultInUrl() ? null : freshStoredSession();
}
