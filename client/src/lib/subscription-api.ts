/**
 * The subscription's data (spec §3, §7): the profile with its subscription, the status
 * checks, checkout and cancellation calls, and the rules that read them (display name,
 * cancel_at_period_end). Plain functions; the React side is in subscription.tsx.
 */
import type { SubscriptionStatus } from '@shared/auth';
import { apiRequest, parseApiErrorBody } from './api-client';
import { localKeys, profileCacheKey, readStorage, removeStorage, writeStorage } from './storage';

/** Spec §9 (Timing), every subscription timing in one place. */
export const SUBSCRIPTION_TIMINGS = {
  /** The subscription context polls the profile this often. */
  profilePollMs: 10_000,
  /** After this long without an answer the cached profile is used. */
  profileLoadTimeoutMs: 8_000,
  /** A cached profile older than this is not used. */
  profileCacheMaxAgeMs: 5 * 60_000,
  /** The account page polls the profile this often (plus on focus and mount). */
  accountPollMs: 5_000,
  /** The account page's retries and their delay. */
  accountRetries: 2,
  accountRetryDelayMs: 1_000,
  /** The account page verifies each user's status with the server at most this often. */
  perUserVerificationMs: 5 * 60_000,
  /** Between two manual verifications. */
  manualVerificationCooldownMs: 30_000,
  /** After payment_success=true the status becomes premium this much later. */
  premiumAfterPaymentMs: 2_000,
  /** The premium guard gives up and goes to Account Settings after this long. */
  premiumCheckRedirectMs: 8_000,
  /** The profile page shows its spinner this long at load. */
  profileSpinnerMs: 500,
  /** Without a known period end, a cancelled subscription is said to run this many days more. */
  cancelFallbackDays: 30,
} as const;

export const PREMIUM_PRICE = '$29.99';
export const FREE_PRICE = '$0';

export const PROFILE_URL = '/api/profile';
export const CHECK_STATUS_URL = '/api/subscriptions/check-status';
export const CREATE_CHECKOUT_URL = '/api/subscriptions/create-checkout';
export const CANCEL_SUBSCRIPTION_URL = '/api/subscriptions/cancel';
export const BILLING_PORTAL_URL = '/api/subscriptions/portal';

/** The subscription inside the profile (spec §3). */
export interface ProfileSubscription {
  id: number;
  external_id: string;
  status: string;
  /** Spec §3: may arrive as a boolean, 't', 'yes', 1…; read it with isCancelAtPeriodEnd. */
  cancel_at_period_end: unknown;
  /** ISO timestamp, or null when the provider did not say. */
  period_end: string | null;
}

/** GET /api/profile. */
export interface Profile {
  subscription_status: SubscriptionStatus;
  subscription: ProfileSubscription | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  username: string | null;
}

/** GET /api/subscriptions/check-status. */
export interface CheckStatusResponse {
  subscription_status: SubscriptionStatus;
  status_changed: boolean;
  was_downgraded: boolean;
}

/** POST /api/subscriptions/cancel. */
export interface CancelSubscriptionResponse {
  success: boolean;
  subscription: ProfileSubscription | null;
}

/** Anything but 'premium' (a missing or unknown value included) is the free plan. */
export function toSubscriptionStatus(value: unknown): SubscriptionStatus {
  return value === 'premium' ? 'premium' : 'free';
}

const TRUTHY = new Set(['true', 't', 'yes', 'y', '1']);

/** Spec §3: cancel_at_period_end is true for true, 't', 'true', 'yes', 'y', 1 and '1'. */
export function isCancelAtPeriodEnd(value: unknown): boolean {
  if (value === true || value === 1) return true;
  return typeof value === 'string' && TRUTHY.has(value.trim().toLowerCase());
}

/** Spec §3: a status of 'cancelled' or 'canceled' counts as cancelled. */
export function isCancelledStatus(status: string | null | undefined): boolean {
  const value = status?.trim().toLowerCase();
  return value === 'cancelled' || value === 'canceled';
}

type NameSource = {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  username?: string | null;
};

/**
 * Spec §3: the first and last name joined, else the part of the email before the @, else the
 * username, else 'User'. A lone first or last name still counts as a name.
 */
export function getDisplayName(source: NameSource | null | undefined): string {
  const name = [source?.first_name, source?.last_name]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  if (name !== '') return name;
  const local = source?.email?.split('@')[0]?.trim() ?? '';
  if (local !== '') return local;
  const username = source?.username?.trim() ?? '';
  return username !== '' ? username : 'User';
}

/** The period end as a Date, or null when absent or unreadable. */
export function parsePeriodEnd(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Spec §4: until when a cancelled subscription keeps Premium (30 days ahead when unknown). */
export function accessEndDate(periodEnd: string | null | undefined, now = new Date()): Date {
  const known = parsePeriodEnd(periodEnd);
  if (known) return known;
  // Calendar days (setDate), so a daylight-saving change does not shift the time of day.
  const fallback = new Date(now);
  fallback.setDate(fallback.getDate() + SUBSCRIPTION_TIMINGS.cancelFallbackDays);
  return fallback;
}

type CachedProfile = { profile: Profile; timestamp: number };

/** GET /api/profile; every answer is also kept as this user's cached profile. */
export async function fetchProfile(userId: string): Promise<Profile> {
  const profile = await apiRequest<Profile>('GET', PROFILE_URL);
  const entry: CachedProfile = { profile, timestamp: Date.now() };
  writeStorage('local', profileCacheKey(userId), JSON.stringify(entry));
  return profile;
}

/** This user's cached profile if it is at most 5 minutes older than `now`, else null. */
export function readCachedProfile(userId: string, now: number): Profile | null {
  const raw = readStorage('local', profileCacheKey(userId));
  if (raw === null) return null;
  try {
    const entry = JSON.parse(raw) as Partial<CachedProfile>;
    if (typeof entry.timestamp !== 'number' || typeof entry.profile !== 'object') return null;
    const age = now - entry.timestamp;
    if (age < 0 || age > SUBSCRIPTION_TIMINGS.profileCacheMaxAgeMs) return null;
    return entry.profile ?? null;
  } catch {
    return null;
  }
}

export async function checkSubscriptionStatus(): Promise<CheckStatusResponse> {
  const response = await apiRequest<Partial<CheckStatusResponse>>('GET', CHECK_STATUS_URL);
  return {
    subscription_status: toSubscriptionStatus(response.subscription_status),
    status_changed: response.status_changed === true,
    was_downgraded: response.was_downgraded === true,
  };
}

/**
 * POST /api/subscriptions/create-checkout → the checkout page's URL. A new checkout is a new
 * payment to report, so the 'payment status already checked' mark is cleared first.
 */
export async function createCheckout(): Promise<string> {
  removeStorage('local', localKeys.paymentStatusChecked);
  const { checkout_url: url } = await apiRequest<{ checkout_url?: string }>(
    'POST',
    CREATE_CHECKOUT_URL,
  );
  if (!url) throw new Error('Failed to create checkout session');
  return url;
}

export function cancelSubscription(): Promise<CancelSubscriptionResponse> {
  return apiRequest<CancelSubscriptionResponse>('POST', CANCEL_SUBSCRIPTION_URL);
}

/** POST /api/subscriptions/portal → the billing portal's URL. */
export async function createBillingPortalSession(): Promise<string> {
  const { url } = await apiRequest<{ url?: string }>('POST', BILLING_PORTAL_URL);
  if (!url) throw new Error('Failed to open the billing portal');
  return url;
}

/** The server's `{ error }` text for a failed call, else `fallback` (network errors, bad JSON). */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return parseApiErrorBody(error).error ?? fallback;
}
