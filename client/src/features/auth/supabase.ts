/**
 * The one supabase-js client. Its settings come from GET /api/config at start, so one build
 * talks to the built-in auth server (same origin) or to hosted Supabase.
 *
 * supabase-js is loaded with a dynamic import, in parallel with the config request, so the first
 * screen does not wait for the auth library's code.
 */
import type { ClientConfig } from '@shared/api';
import { API_PATHS } from '@shared/api-paths';
import type { SupabaseClient, SupportedStorage } from '@supabase/supabase-js';
import { currentLanguage } from '@/lib/i18n';
import { authResultInUrl, readAuthItem } from './stored-session';
import {
  localKeys,
  readStorage,
  removeStorage,
  writeStorage,
  type StorageArea,
} from '@/lib/storage';

export type { ClientConfig } from '@shared/api';

let configPromise: Promise<ClientConfig> | null = null;

/**
 * GET /api/config, fetched once; a failure is not cached, so the next call tries again. Its
 * schema loads with it, not with the entry chunk (ADR 014).
 */
export function getClientConfig(): Promise<ClientConfig> {
  configPromise ??= Promise.all([
    fetch(API_PATHS.config, { credentials: 'include' }),
    import('@shared/api'),
  ])
    .then(async ([response, { clientConfigSchema }]) => {
      if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
      return clientConfigSchema.parse(await response.json());
    })
    .catch((error: unknown) => {
      configPromise = null;
      throw error;
    });
  return configPromise;
}

/** The auth service's base URL: null in the config means "the origin this page came from". */
export function resolveAuthUrl(config: ClientConfig): string {
  return config.auth.url ?? window.location.origin;
}

/**
 * Remember me. Ticked: the session goes to localStorage and survives the browser. Not ticked:
 * sessionStorage, so the session ends with the browser. The choice is made at sign-in; later
 * writes (token refreshes) go wherever the session already is.
 */
let rememberChoice: StorageArea | null = null;

export function setRememberMe(remember: boolean): void {
  rememberChoice = remember ? 'local' : 'session';
}

export const sessionStorageAdapter: SupportedStorage = {
  getItem: readAuthItem,
  setItem(key, value) {
    const target = rememberChoice ?? (readStorage('local', key) !== null ? 'local' : 'session');
    writeStorage(target, key, value);
    removeStorage(target === 'local' ? 'session' : 'local', key);
  },
  removeItem(key) {
    removeStorage('local', key);
    removeStorage('session', key);
  },
};

let clientPromise: Promise<SupabaseClient> | null = null;
const readyListeners = new Set<(client: SupabaseClient) => void>();

/**
 * Whether this page needs the auth client straight away: a stored session to restore, or
 * auth tokens (or a refused link's error) in the URL. A signed-out visitor on the landing page
 * needs neither, and is spared downloading supabase-js until a sign-in screen asks for it.
 */
export function needsAuthClientOnLoad(): boolean {
  return readAuthItem(localKeys.authSession) !== null || authResultInUrl();
}

/** The client if something already asked for it, without loading it otherwise. */
export function existingSupabase(): Promise<SupabaseClient> | null {
  return clientPromise;
}

/**
 * Calls `listener` with the client once it exists (at once if it does), however it came to be
 * loaded; returns an unsubscribe function.
 */
export function whenSupabaseReady(listener: (client: SupabaseClient) => void): () => void {
  readyListeners.add(listener);
  void clientPromise?.then(
    (client) => {
      if (readyListeners.has(listener)) {
        readyListeners.delete(listener);
        listener(client);
      }
    },
    () => undefined,
  );
  return () => readyListeners.delete(listener);
}

/** fetch, asking for answers in the language being spoken (server/http/language.ts). */
const inHerLanguage: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  headers.set('Accept-Language', currentLanguage());
  return fetch(input, { ...init, headers });
};

export function getSupabase(): Promise<SupabaseClient> {
  clientPromise ??= Promise.all([getClientConfig(), import('@supabase/supabase-js')])
    .then(([config, { createClient }]) =>
      createClient(resolveAuthUrl(config), config.auth.anonKey, {
        auth: {
          storage: sessionStorageAdapter,
          storageKey: localKeys.authSession,
          persistSession: true,
          autoRefreshToken: true,
          // The recovery link puts its tokens in the URL hash (implicit flow).
          detectSessionInUrl: true,
          flowType: 'implicit',
        },
        // The auth server writes its mails (a reset link) in the language she reads.
        global: { fetch: inHerLanguage },
      }),
    )
    .then((client) => {
      for (const listener of [...readyListeners]) {
        readyListeners.delete(listener);
        listener(client);
      }
      return client;
    })
    .catch((error: unknown) => {
      clientPromise = null;
      throw error;
    });
  return clientPromise;
}
