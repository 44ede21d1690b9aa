/**
 * What the service worker keeps for reading offline (docs/offline.md), shared by the worker
 * (client/src/sw.ts), the page that forgets it at sign-out, and their tests.
 *
 * Only the signed-in user's own GET answers for her records are kept, each user's in a cache
 * of her own. Auth, billing, exports, imports, document files, shared links and /verify are
 * never kept: they are not records, or they are someone else's, or they are files she asked
 * for once.
 */

/** Every cache of records starts so; the rest of its name is the user's id. */
export const RECORDS_CACHE_PREFIX = 'fairsplit-records-';

/** The public client configuration, kept so the app can start offline (no user data in it). */
export const CONFIG_CACHE = 'fairsplit-config';

/** Set by the worker on an answer read from the cache: when the server sent it (ISO 8601). */
export const OFFLINE_COPY_HEADER = 'X-Fairsplit-Offline-Copy';

/** What the server sends on sign-out and deletion: the browser drops this site's caches and storage. */
export const CLEAR_SITE_DATA = '"cache", "storage"';

/** What a page tells the worker. */
export const WORKER_COMMANDS = {
  /** A waiting new version takes over (what workbox-window's messageSkipWaiting sends). */
  takeOver: 'SKIP_WAITING',
  /**
   * Forget every user's records (but those of `keep`, a user id, if given). The worker answers
   * on the message's port.
   */
  forgetRecords: 'FORGET_RECORDS',
} as const;

/** How long a kept answer may be shown: a week. */
export const OFFLINE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** How long the network may take before the kept answer is shown instead. */
export const NETWORK_TIMEOUT_SECONDS = 3;

/** The records: trackers, division and settlement, history, profile, the plan she is on. */
const READABLE = new RegExp(
  '^/api/(?:profile|auth/status|account/parties|expenses|networth|events|income|documents|' +
    'support|disclosure|settlement|decision-analysis|snapshots|history|integrity)(?:/|$)',
);
/**
 * Files and one-off answers under those paths: downloads (`/export.csv` too), imports, a
 * document's content and its pictures. The worker also keeps only JSON answers.
 */
const NEVER = /\/(?:export|exports|import|content|thumbnail|preview)(?:[./]|$)/;

/** Whether a same-origin GET of this path is kept for reading offline. */
export function isReadableOffline(pathname: string): boolean {
  return READABLE.test(pathname) && !NEVER.test(pathname);
}

/**
 * Addresses the app shell must never answer for: the server's own paths (the API, auth, the
 * receipt keys), and pages that must come from the server — /verify (checked against the
 * server's current keys), and the private links (/shared, /revoke-link), which the server sends
 * with no-store, no-referrer and noindex.
 */
export const NO_SHELL_FALLBACK = [
  /^\/api\//,
  /^\/auth\//,
  /^\/\.well-known\//,
  /^\/verify(?:\/|$)/,
  /^\/shared(?:\/|$)/,
  /^\/revoke-link(?:\/|$)/,
];

/**
 * Deletes every user's cache of records, but `keepUserId`'s if given: at sign-out (none kept),
 * and when the app starts with no session or with another user's (hers kept).
 */
export async function deleteRecordsCaches(
  storage: CacheStorage,
  keepUserId?: string,
): Promise<void> {
  const keep = keepUserId === undefined ? null : recordsCacheName(keepUserId);
  const names = await storage.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(RECORDS_CACHE_PREFIX) && name !== keep)
      .map((name) => storage.delete(name)),
  );
}

/** The cache of records named for this user. */
export function recordsCacheName(userId: string): string {
  return `${RECORDS_CACHE_PREFIX}${userId}`;
}

/**
 * The user a request is made for: the `sub` of its bearer token. The worker only names a cache
 * with it; the server checks the token itself (a forged one gets no answer to keep). Null for
 * a request without a readable token.
 */
export function tokenSubject(authorization: string | null): string | null {
  const token = /^Bearer ([\w-]+)\.([\w-]+)\.([\w-]+)$/.exec(authorization ?? '');
  if (!token) return null;
  try {
    const base64 = token[2]!.replaceAll('-', '+').replaceAll('_', '/');
    const payload: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const sub = (payload as { sub?: unknown } | null)?.sub;
    return typeof sub === 'string' && /^[\w-]{1,64}$/.test(sub) ? sub : null;
  } catch {
    return null;
  }
}
