/**
 * Fills the AuthContext from supabase-js (docs/product.md#sign-up-log-in-and-password-reset): the
 * stored session at start, then its events. A newly seen user is registered in the product's
 * database in the background, so it cannot hold up sign-in. The plan is the SubscriptionProvider's
 * business (app/signed-in-session.tsx, loaded while someone is or may be signed in). It also
 * clears what the service worker kept of anyone's records when a session ends
 * (docs/offline.md).
 */
import type { AuthError, AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useToast, type ToastOptions } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { setApiAuthSource } from '@/lib/api-client';
import { AuthContext, type AuthState, type AuthUser, type SignOutOptions } from './use-auth';
import { registerDbUser } from './auth-sync';
import { logger } from '@/lib/logger';
import { forgetOfflineRecords } from '@/lib/offline';
import {
  clearAllStorage,
  localKeys,
  readStorage,
  removeStorage,
  sessionKeys,
  writeStorage,
} from '@/lib/storage';
import {
  existingSupabase,
  getSupabase,
  needsAuthClientOnLoad,
  whenSupabaseReady,
} from './supabase';
import { afterPageLoad } from '@/lib/after-load';
import { raceTimeout, TimeoutError } from '@/lib/timeout';
import { readStoredSession, sessionToStartFrom, type StoredSession } from './stored-session';
import { AUTH_TOASTS, authToast, type AuthToast } from './messages';

/** The page reloads 200 ms after sign-out (docs/product.md#limits-and-timings). */
export const SIGN_OUT_RELOAD_DELAY_MS = 200;
/** How long sign-out waits for the auth service before finishing locally. */
const SIGN_OUT_TIMEOUT_MS = 3_000;

function metadataText(metadata: Record<string, unknown> | undefined, key: string): string | null {
  const value = metadata?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function toAuthUser(session: Pick<Session, 'user'> | StoredSession | null): AuthUser | null {
  const user = session?.user;
  if (!user) return null;
  return {
    id: user.id,
    email: user.email ?? '',
    firstName: metadataText(user.user_metadata, 'first_name'),
    lastName: metadataText(user.user_metadata, 'last_name'),
  };
}

function sameUser(a: AuthUser | null, b: AuthUser | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.id === b.id && a.email === b.email && a.firstName === b.firstName && a.lastName === b.lastName
  );
}

/**
 * A refresh token the service no longer knows means the session is already gone
 * (docs/product.md#sign-up-log-in-and-password-reset).
 */
function isRefreshTokenNotFound(error: AuthError): boolean {
  return error.code === 'refresh_token_not_found' || /refresh token not found/i.test(error.message);
}

/**
 * Offline, with an access token that has run out: supabase-js cannot refresh it, so it reports
 * no session, yet keeps it stored until the auth service refuses it. The stored session then
 * still says whose records this browser may show from its cache (docs/offline.md); the server
 * sees none of it, and once online the refresh either renews it or signs her out.
 */
function storedSessionWhileOffline(): StoredSession | null {
  if (typeof navigator === 'undefined' || navigator.onLine) return null;
  return readStoredSession();
}

/**
 * How long after the page's load event supabase-js loads when the page started from the stored
 * session: her page and its records come first on a slow network. Until then a sign-out or a
 * password change loads it at once, and a session ended in another tab is learnt when it loads.
 */
export const AUTH_CLIENT_DEFERRAL_MS = 3_000;

/** How long a sign-out waits for supabase-js to load before finishing on this browser alone. */
const AUTH_CLIENT_LOAD_TIMEOUT_MS = 10_000;

/**
 * The user the page started as, from the stored session, while supabase-js has not loaded: the
 * stored session is used for her requests only while it is still hers (another tab may have
 * signed in someone else since).
 */
let startedAsUserId: string | null = null;

/** The `user-id` header and bearer token of every /api call come from the current session. */
async function currentApiAuth() {
  // Offline, supabase-js would first try to renew a token that ran out, for up to 30 s; before
  // it has loaded, a stored session it would use as it is serves the same.
  const fresh = existingSupabase() ? null : sessionToStartFrom();
  const stored = storedSessionWhileOffline() ?? (fresh?.user.id === startedAsUserId ? fresh : null);
  if (stored) return { userId: stored.user.id, accessToken: stored.access_token };
  // Without a loaded client there is no session: a signed-out page need not load supabase-js.
  const client = existingSupabase() ?? (needsAuthClientOnLoad() ? getSupabase() : null);
  if (!client) return null;
  try {
    const supabase = await client;
    const { data } = await supabase.auth.getSession();
    const session = data.session;
    return session ? { userId: session.user.id, accessToken: session.access_token } : null;
  } catch {
    return null;
  }
}

function readPendingToast(): ToastOptions | null {
  const raw = readStorage('session', sessionKeys.pendingToast);
  if (raw === null) return null;
  removeStorage('session', sessionKeys.pendingToast);
  try {
    const parsed = JSON.parse(raw) as Partial<ToastOptions>;
    return typeof parsed.title === 'string' ? (parsed as ToastOptions) : null;
  } catch {
    return null;
  }
}

type ProviderState = {
  user: AuthUser | null;
  isLoading: boolean;
};

type AuthProviderProps = {
  children: ReactNode;
  /** Reloads the page after sign-out; tests replace it (jsdom cannot reload). */
  reloadPage?: () => void;
};

function reloadWindow() {
  window.location.reload();
}

export function AuthProvider({ children, reloadPage = reloadWindow }: AuthProviderProps) {
  // Decided once per page: is there a session to restore (or auth tokens in the URL), and can
  // the page start from it before supabase-js has loaded?
  const [restoresSession] = useState(needsAuthClientOnLoad);
  const [startingSession] = useState(() => {
    const fresh = sessionToStartFrom();
    startedAsUserId = fresh?.user.id ?? null;
    return fresh;
  });
  const startsFromStoredSession = startingSession !== null;
  // The stored session names her at once when supabase-js would use it as it is, and offline,
  // where supabase-js may spend 30 s trying to renew it.
  const [state, setState] = useState<ProviderState>(() => {
    const stored = storedSessionWhileOffline() ?? startingSession;
    return stored
      ? { user: toAuthUser(stored), isLoading: false }
      : { user: null, isLoading: restoresSession };
  });
  // Whose answers this page holds in memory: when the session turns out to be someone else's, or
  // nobody's, they go (below).
  const shownUserId = useRef<string | null>(state.user?.id ?? null);
  const [location, navigate] = useLocation();
  const { toast } = useToast();

  // The auth callback outlives renders; it reads the latest location and navigate through refs.
  const locationRef = useRef(location);
  const navigateRef = useRef(navigate);
  useEffect(() => {
    locationRef.current = location;
    navigateRef.current = navigate;
  });

  const syncedUserId = useRef<string | null>(null);

  useEffect(() => {
    // A toast written before a reload (sign-out) is shown on the fresh page.
    const pending = readPendingToast();
    if (pending) toast(pending);

    setApiAuthSource(currentApiAuth);

    let active = true;
    let unsubscribe: (() => void) | undefined;

    const handleEvent = (event: AuthChangeEvent, session: Session | null) => {
      if (!active) return;
      const user = toAuthUser(
        session ?? (event === 'INITIAL_SESSION' ? storedSessionWhileOffline() : null),
      );
      setState((current) => ({
        user: sameUser(current.user, user) ? current.user : user,
        isLoading: false,
      }));

      if (user && syncedUserId.current !== user.id) {
        syncedUserId.current = user.id;
        // Another user's records kept on this browser (a session that ended with the browser,
        // or one ended while this page was closed) go; hers stay (docs/offline.md).
        void forgetOfflineRecords(user.id);
        // Out of the callback: supabase-js holds its lock while it notifies subscribers, and the
        // API calls below ask it for the session.
        setTimeout(() => void registerDbUser(user), 0);
      }
      if (!user) syncedUserId.current = null;
      // Signed out here, in another tab, or everywhere from another device (its refresh was
      // refused): the records this browser kept for reading offline go (docs/offline.md).
      // So do all of them when the stored session turned out to be gone.
      if (event === 'SIGNED_OUT' || (event === 'INITIAL_SESSION' && !user)) {
        void forgetOfflineRecords();
      }
      // And what this page holds in memory: the next user to sign in here starts from nothing;
      // so does a page that started from a stored session that was someone else's, or nobody's,
      // by the time supabase-js loaded (another tab signed out, or in as someone else).
      const shownBefore = shownUserId.current;
      shownUserId.current = user?.id ?? null;
      if (event === 'SIGNED_OUT' || (shownBefore !== null && shownBefore !== shownUserId.current)) {
        void import('@/lib/query-client').then(({ forgetAllAnswers }) => forgetAllAnswers());
      }

      if (event === 'PASSWORD_RECOVERY') {
        // The stored reset URL, if any, was kept before supabase-js cleared the hash.
        writeStorage('session', sessionKeys.passwordResetInProgress, 'true');
        if (locationRef.current !== paths.updatePassword) {
          navigateRef.current(paths.updatePassword);
        }
      }
    };

    // Listen as soon as the client exists, whoever loads it (this provider, or a sign-in screen).
    const stopWaiting = whenSupabaseReady((supabase: SupabaseClient) => {
      if (!active) return;
      // The first event is INITIAL_SESSION: the stored session (or none) once loaded.
      const { data } = supabase.auth.onAuthStateChange(handleEvent);
      unsubscribe = () => data.subscription.unsubscribe();
    });
    // Without a session to restore the visitor is signed out (state starts so), and supabase-js
    // waits until a sign-in screen asks for it. Nobody's records stay kept on this browser.
    if (!restoresSession) void forgetOfflineRecords();
    const loadClient = () => {
      getSupabase().catch((error: unknown) => {
        logger.error('The auth service could not be reached; continuing signed out.', error);
        if (active) setState((current) => ({ ...current, isLoading: false }));
      });
    };
    let cancelDeferredLoad: (() => void) | undefined;
    if (existingSupabase()) loadClient();
    else if (startsFromStoredSession) {
      cancelDeferredLoad = afterPageLoad(AUTH_CLIENT_DEFERRAL_MS, loadClient);
    } else if (restoresSession) loadClient();

    return () => {
      active = false;
      cancelDeferredLoad?.();
      stopWaiting();
      unsubscribe?.();
    };
    // Runs once per mount: toast is stable, restoresSession and startsFromStoredSession never change.
  }, [toast, restoresSession, startsFromStoredSession]);

  /**
   * After an account deletion the server has already ended every session. The browser leaves
   * for the public goodbye page before anything says "signed out", so the login guard of the
   * page it was on never sends it to /login, and only then forgets the session: supabase-js's
   * local scope, whose request the server answers "session not found" (which it accepts).
   */
  const forgetDeletedAccount = useCallback(async () => {
    navigateRef.current(paths.goodbye);
    syncedUserId.current = null;
    setState({ user: null, isLoading: false });
    try {
      const supabase = await raceTimeout(AUTH_CLIENT_LOAD_TIMEOUT_MS, getSupabase());
      // Any error it answers changes nothing: the storage it would clear is cleared below, and
      // the reload drops what it holds in memory.
      await raceTimeout(SIGN_OUT_TIMEOUT_MS, supabase.auth.signOut({ scope: 'local' }));
    } catch (error) {
      logger.warn(
        'The auth client could not sign out the deleted account; clearing anyway.',
        error,
      );
    }
    await forgetOfflineRecords();
    clearAllStorage();
    setTimeout(reloadPage, SIGN_OUT_RELOAD_DELAY_MS);
  }, [reloadPage]);

  const signOutEverywhere = useCallback(async () => {
    let pending: AuthToast = AUTH_TOASTS.loggedOut;
    // The server's answer clears this site's storage (Clear-Site-Data), the language too.
    const language = readStorage('local', localKeys.language);
    try {
      const supabase = await raceTimeout(AUTH_CLIENT_LOAD_TIMEOUT_MS, getSupabase());
      const { error } = await raceTimeout(SIGN_OUT_TIMEOUT_MS, supabase.auth.signOut());
      if (error && !isRefreshTokenNotFound(error)) {
        logger.warn('The auth service did not confirm the sign-out.', error);
        pending = AUTH_TOASTS.logoutSyncIssue;
      }
    } catch (error) {
      if (error instanceof TimeoutError) {
        logger.warn('The auth service did not answer the sign-out in time.', error);
        pending = AUTH_TOASTS.logoutSyncIssue;
      } else {
        logger.error('Sign-out failed; clearing this browser and going to login anyway.', error);
        pending = AUTH_TOASTS.logoutError;
      }
    }
    // The provider's sign-out runs first so it still finds the refresh token to revoke.
    await forgetOfflineRecords();
    clearAllStorage();
    if (language !== null) writeStorage('local', localKeys.language, language);
    // Written after the clear, so the toast survives it and shows after the reload.
    writeStorage('session', sessionKeys.pendingToast, JSON.stringify(authToast(pending)));
    syncedUserId.current = null;
    setState({ user: null, isLoading: false });
    navigateRef.current(paths.login);
    setTimeout(reloadPage, SIGN_OUT_RELOAD_DELAY_MS);
  }, [reloadPage]);

  const signOut = useCallback(
    ({ reason = 'user' }: SignOutOptions = {}) =>
      reason === 'account-deleted' ? forgetDeletedAccount() : signOutEverywhere(),
    [forgetDeletedAccount, signOutEverywhere],
  );

  const value = useMemo<AuthState>(() => ({ ...state, signOut }), [state, signOut]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
