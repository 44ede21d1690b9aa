/**
 * Every key the app keeps in the browser's storage (docs/product.md#stored-data), in one place, and
 * access that never throws: storage can be full or disabled (private windows, strict privacy
 * settings), and a failed write must not break sign-in.
 */

/** localStorage keys. */
export const localKeys = {
  /** The supabase-js session when the user ticked "Remember me". */
  authSession: 'fairsplit.auth.session',
  subscriptionStatus: 'fairsplit.subscription.status',
  lastSubscriptionCheck: 'fairsplit.subscription.lastCheck',
  lastAuthStatusCheck: 'fairsplit.auth.lastStatusCheck',
  /** A profile cache per user: `${profileCachePrefix}${userId}` → { profile, timestamp }. */
  profileCachePrefix: 'fairsplit.profile.',
  lastManualVerification: 'fairsplit.subscription.lastManualVerification',
  /** Per user: `${subscriptionVerifiedPrefix}${userId}` → timestamp. */
  subscriptionVerifiedPrefix: 'fairsplit.subscription.verified.',
  paymentStatusChecked: 'fairsplit.payment.statusChecked',
  /**
   * Set when a cancellation was requested; stale by the next app start
   * (docs/product.md#stored-data).
   */
  subscriptionCancelled: 'fairsplit.subscription.cancelled',
  /** Per user: she answered "Not now" to the Division tab's "which spouse are you?". */
  partiesPromptDismissedPrefix: 'fairsplit.parties.notNow.',
  /** The language this browser shows ('en' or 'es'); kept through sign-out (lib/i18n.ts). */
  language: 'fairsplit.language',
  /** How many times this browser has opened the app (the install banner waits for the second). */
  visits: 'fairsplit.visits',
  /** 'true' once she answered "Not now" to the install banner. */
  installBannerDeclined: 'fairsplit.install.notNow',
} as const;

/**
 * The per-user profile cache's key (docs/product.md#stored-data: cached profile, valid 5 minutes).
 */
export function profileCacheKey(userId: string): string {
  return `${localKeys.profileCachePrefix}${userId}`;
}

/** When this user's subscription was last verified with the server (once per 5 minutes). */
export function subscriptionVerifiedKey(userId: string): string {
  return `${localKeys.subscriptionVerifiedPrefix}${userId}`;
}

/** sessionStorage keys: they end with the browser tab. */
export const sessionKeys = {
  /** The supabase-js session when the user did not tick "Remember me". */
  authSession: localKeys.authSession,
  /** 'true' while a password reset link is being used. */
  passwordResetInProgress: 'fairsplit.passwordReset.inProgress',
  /** The full URL the reset link arrived with (its tokens leave the address bar quickly). */
  passwordResetUrl: 'fairsplit.passwordReset.url',
  /** A toast to show after a reload (sign-out reloads the page). */
  pendingToast: 'fairsplit.pendingToast',
  /** Set once this tab's visit is counted (localKeys.visits). */
  visitCounted: 'fairsplit.visit.counted',
  /** The free calculator's figures, so they survive leaving the page (not the tab or sign-out). */
  freeCalculator: 'fairsplit.freeCalculator',
} as const;

export type StorageArea = 'local' | 'session';

function area(which: StorageArea): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(which: StorageArea, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(which: StorageArea, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Full or disabled storage: the value lives only as long as the page, which is acceptable.
  }
}

export function removeStorage(which: StorageArea, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to remove from storage we cannot reach.
  }
}

/**
 * Empties both storage areas (sign-out, docs/product.md#stored-data), except the language: the
 * next person at this browser still reads the language it was set to.
 */
export function clearAllStorage(): void {
  const language = readStorage('local', localKeys.language);
  for (const which of ['local', 'session'] as const) {
    try {
      area(which)?.clear();
    } catch {
      // Unreachable storage holds nothing of ours.
    }
  }
  if (language !== null) writeStorage('local', localKeys.language, language);
}

/** Ends a password-reset flow: the flag and the stored reset URL. */
export function clearPasswordResetState(): void {
  removeStorage('session', sessionKeys.passwordResetInProgress);
  removeStorage('session', sessionKeys.passwordResetUrl);
}

export function isPasswordResetInProgress(): boolean {
  return readStorage('session', sessionKeys.passwordResetInProgress) === 'true';
}
