/**
 * The plan on the client (docs/product.md#stored-data, #profile-and-account-settings,
 * #api-conventions, #limits-and-timings): the plan query (one query and one refresh rule for the
 * plan and the profile) and the rules that read the answers (display name,
 * cancel_at_period_end, access end). It loads once someone is signed in (with the subscription
 * provider), not with a visitor's first page; what she does with her plan (checkout, cancel,
 * billing portal, verify) is in billing.ts, loaded by the pages that offer it.
 * Every answer is read with the shared schemas the server answers with.
 */
import {
  profileSchema,
  toSubscriptionStatus,
  type Profile,
  type SubscriptionStatus,
} from '@shared/subscriptions';
import { API_PATHS } from '@shared/api';
import {
  queryOptions,
  useQuery,
  type QueryClient,
  type QueryFunctionContext,
} from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { apiRequestRevalidated } from '@/lib/api-client';
import { checkAuthStatus, useAuth } from '@/features/auth';
import { localKeys, profileCacheKey, readStorage, writeStorage } from '@/lib/storage';
import { SUBSCRIPTION_TIMINGS } from './timings';

/** The query keys of this feature's data; invalidating `all` refreshes everything under it. */
export const profileKeys = {
  all: ['profile'] as const,
  /** The signed-in user's plan: GET /api/profile, after the sign-in check on the first read. */
  user: (userId: string) => [...profileKeys.all, userId] as const,
};

export type {
  CheckoutSession,
  CheckStatusResponse,
  Profile,
  ProfileSubscription,
} from '@shared/subscriptions';
export { FREE_PRICE, PREMIUM_PRICE } from '@shared/subscriptions';

const TRUTHY = new Set(['true', 't', 'yes', 'y', '1']);

/**
 * `cancel_at_period_end` is true for true, 't', 'true', 'yes', 'y', 1 and '1'
 * (docs/product.md#stored-data).
 */
export function isCancelAtPeriodEnd(value: unknown): boolean {
  if (value === true || value === 1) return true;
  return typeof value === 'string' && TRUTHY.has(value.trim().toLowerCase());
}

/** A status of 'cancelled' or 'canceled' counts as cancelled (docs/product.md#stored-data). */
export function isCancelledStatus(status: string | null | undefined): boolean {
  const value = status?.trim().toLowerCase();
  return value === 'cancelled' || value === 'canceled';
}

export { getDisplayName } from '@shared/display-name';

/** The period end as a Date, or null when absent or unreadable. */
export function parsePeriodEnd(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Until when a cancelled subscription keeps Premium (30 days ahead when unknown)
 * (docs/product.md#profile-and-account-settings).
 */
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
async function fetchProfile(userId: string): Promise<Profile> {
  // Polled every 10 s: an unchanged profile comes back as a bodiless 304.
  const profile = profileSchema.parse(
    await apiRequestRevalidated<unknown>(API_PATHS.profile, `profile:${userId}`),
  );
  const entry: CachedProfile = { profile, timestamp: Date.now() };
  writeStorage('local', profileCacheKey(userId), JSON.stringify(entry));
  return profile;
}

/**
 * What the plan query holds: the plan, who said so, and the profile it came with. The rest of
 * the app reads the plan through useSubscription and the profile through useProfile.
 */
export interface PlanRead {
  status: SubscriptionStatus;
  /**
   * 'server' for an answer of the server; 'payment' while a checkout that just succeeded stands
   * in for a server that has not caught up yet (docs/product.md#profile-and-account-settings).
   */
  source: 'server' | 'payment';
  /** GET /api/profile's answer; null when only the sign-in check answered. */
  profile: Profile | null;
  /** The sign-in check found a lapsed Premium and downgraded the user just now. */
  wasDowngraded: boolean;
}

/** A server answer is remembered for the next visit (docs/product.md#stored-data). */
function rememberServerRead(read: PlanRead): PlanRead {
  writeStorage('local', localKeys.subscriptionStatus, read.status);
  writeStorage('local', localKeys.lastSubscriptionCheck, String(Date.now()));
  return read;
}

/**
 * One read of the plan. The very first attempt after sign-in asks GET /api/auth/status first:
 * that check brings a lapsed Premium in line on the server and says so, so the profile read
 * after it already agrees and the downgrade is told once. A failed check counts for nothing; a
 * check that answered stands for the plan when the profile cannot be read this time.
 */
async function readPlan(
  userId: string,
  { client, queryKey }: QueryFunctionContext,
): Promise<PlanRead> {
  const state = client.getQueryState(queryKey);
  const isFirstAttempt =
    !state ||
    (state.dataUpdateCount === 0 && state.errorUpdateCount === 0 && state.fetchFailureCount === 0);
  const check = isFirstAttempt ? await checkAuthStatus(userId) : null;
  const wasDowngraded = check?.was_downgraded === true;
  let profile: Profile;
  try {
    profile = await fetchProfile(userId);
  } catch (error) {
    if (!check) throw error;
    return rememberServerRead({
      status: check.subscription_status,
      source: 'server',
      profile: null,
      wasDowngraded,
    });
  }
  return rememberServerRead({
    status: toSubscriptionStatus(profile.subscription_status),
    source: 'server',
    profile,
    wasDowngraded,
  });
}

/**
 * How the plan is kept current (docs/product.md#profile-and-account-settings): read every 10 s;
 * on the account settings page every 5 s, also on focus and on arrival, with 2 retries 1 s apart.
 */
function planRefreshRule(location: string) {
  if (location !== paths.accountSettings) {
    return { refetchInterval: SUBSCRIPTION_TIMINGS.profilePollMs };
  }
  return {
    refetchInterval: SUBSCRIPTION_TIMINGS.accountPollMs,
    refetchOnWindowFocus: true,
    refetchOnMount: 'always' as const,
    retry: SUBSCRIPTION_TIMINGS.accountRetries,
    retryDelay: SUBSCRIPTION_TIMINGS.accountRetryDelayMs,
  };
}

/** The signed-in user's plan, one cache entry that every reader shares and one refresh rule. */
function planQueryOptions(userId: string | null, location: string) {
  return queryOptions({
    queryKey: profileKeys.user(userId ?? ''),
    queryFn: (context) => readPlan(userId ?? '', context),
    enabled: userId !== null,
    ...planRefreshRule(location),
  });
}

/** The plan query's options for the signed-in user on the page shown. */
function usePlanQueryOptions() {
  const { user } = useAuth();
  const [location] = useLocation();
  return planQueryOptions(user?.id ?? null, location);
}

/** The plan query of the signed-in user, as the subscription provider reads it. */
export function usePlanQuery() {
  return useQuery(usePlanQueryOptions());
}

/**
 * After a successful checkout the plan is Premium, even before the server has caught up (a late
 * webhook); the next read of the server decides again.
 */
export function markPlanPaid(queryClient: QueryClient, userId: string) {
  queryClient.setQueryData<PlanRead>(profileKeys.user(userId), (read) => ({
    status: 'premium',
    source: 'payment',
    profile: read?.profile ?? null,
    wasDowngraded: false,
  }));
}

function selectProfile(read: PlanRead): Profile | null {
  return read.profile;
}

/** GET /api/profile for the signed-in user, from the same query as the plan. */
export function useProfile() {
  return useQuery({ ...usePlanQueryOptions(), select: selectProfile });
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
