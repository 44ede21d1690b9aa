/// <reference lib="webworker" />
/**
 * The service worker (docs/offline.md), built by vite-plugin-pwa with Workbox.
 *
 * - The app shell (every script, style, icon and index.html of this build) is precached, and a
 *   page opened by address gets index.html — never for /api, /auth, /verify or /shared, which the
 *   server answers itself.
 * - The signed-in user's GET answers for her records go to the network first; one that takes
 *   longer than 3 s or fails is read from her own cache (`fairsplit-records-<user id>`, 200
 *   answers only, a week at most), marked with the time the server sent it.
 * - A new version waits until the page asks it to take over ("Update available — Reload").
 * - Sign-out asks it to forget every user's records.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import {
  CONFIG_CACHE,
  deleteRecordsCaches,
  isReadableOffline,
  NETWORK_TIMEOUT_SECONDS,
  NO_SHELL_FALLBACK,
  OFFLINE_COPY_HEADER,
  OFFLINE_MAX_AGE_SECONDS,
  recordsCacheName,
  tokenSubject,
  WORKER_COMMANDS,
} from '@shared/offline';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NO_SHELL_FALLBACK }),
);

/** A kept answer, when it is used, says when the server sent it. */
const markOfflineCopy = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    const sent = Date.parse(cachedResponse.headers.get('Date') ?? '');
    headers.set(
      OFFLINE_COPY_HEADER,
      new Date(Number.isNaN(sent) ? Date.now() : sent).toISOString(),
    );
    return new Response(await cachedResponse.blob(), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

/** Only a JSON answer is a record: never a file (a CSV, a PDF, a picture), whatever its path. */
const jsonOnly = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    /^application\/json\b/.test(response.headers.get('Content-Type') ?? '') ? response : null,
};

function networkFirst(cacheName: string, expiration: ExpirationPlugin): NetworkFirst {
  return new NetworkFirst({
    cacheName,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    // One answer per address in her own cache, whatever language or token it was asked with.
    matchOptions: { ignoreVary: true },
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      jsonOnly,
      expiration,
      markOfflineCopy,
    ],
  });
}

const byUser = new Map<string, { strategy: NetworkFirst; expiration: ExpirationPlugin }>();
const week = () => new ExpirationPlugin({ maxAgeSeconds: OFFLINE_MAX_AGE_SECONDS });

/** Her records, from her own cache when the network does not answer. */
function readRecords(options: RouteHandlerCallbackOptions): Promise<Response> {
  const request = options.request as Request;
  const user = tokenSubject(request.headers.get('Authorization'));
  if (!user) return fetch(request);
  let kept = byUser.get(user);
  if (!kept) {
    const expiration = week();
    kept = { strategy: networkFirst(recordsCacheName(user), expiration), expiration };
    byUser.set(user, kept);
  }
  return kept.strategy.handle(options);
}

registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.method === 'GET' && isReadableOffline(url.pathname),
  readRecords,
);
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === '/api/config',
  networkFirst(CONFIG_CACHE, week()),
);

/** Every user's records and their expiry times, gone, but `keepUserId`'s if given. */
async function forgetRecords(keepUserId?: string): Promise<void> {
  const forgotten = [...byUser].filter(([user]) => user !== keepUserId);
  for (const [user] of forgotten) byUser.delete(user);
  await Promise.all(forgotten.map(([, { expiration }]) => expiration.deleteCacheAndMetadata()));
  await deleteRecordsCaches(caches, keepUserId);
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: unknown; keep?: unknown } | null;
  if (data?.type === WORKER_COMMANDS.takeOver) void self.skipWaiting();
  if (data?.type === WORKER_COMMANDS.forgetRecords) {
    const done = forgetRecords(typeof data.keep === 'string' ? data.keep : undefined);
    event.waitUntil(done);
    void done.then(() => event.ports[0]?.postMessage('forgotten'));
  }
});
