/**
 * Subscriptions on the client, one API file (docs/product.md#stored-data,
 * #profile-and-account-settings, #api-conventions, #limits-and-timings): the calls, the plan query
 * (one query and one refresh rule for the plan and the profile), the rules that read the answers
 * (display name, cancel_at_period_end, access end), and the hooks that start a checkout, cancel,
 * open the billing portal and verify the status. Every answer is read with the shared schemas the
 * server answers with.
 */
import {
  cancelSubscriptionResponseSchema,
  checkoutFinishResponseSchema,
  checkoutSessionSchema,
  checkoutUrlResponseSchema,
  checkStatusResponseSchema,
  portalUrlResponseSchema,
  profileSchema,
  toSubscriptionStatus,
  type CheckStatusResponse,
  type Profile,
  type SubscriptionStatus,
} from '@shared/subscriptions';
import { API_PATHS } from '@shared/api';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryFunctionContext,
} from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { useToast, type ToastOptions } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { apiRequestRevalidated, parseApiErrorBody, requestParsed } from '@/lib/api-client';
import { checkAuthStatus, useAuth } from '@/features/auth';
import { redirectTo } from '@/lib/redirect';
import {
  localKeys,
  profileCacheKey,
  readStorage,
  removeStorage,
  writeStorage,
} from '@/lib/storage';

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

/** Per docs/product.md#limits-and-timings (Timing), every subscription timing in one place. */
export const SUBSCRIPTION_TIMINGS = {
  /** The plan is read this often (docs/product.md#profile-and-account-settings). */
  profilePollMs: 10_000,
  /** After this long without an answer the cached profile is used. */
  profileLoadTimeoutMs: 8_000,
  /** A cached profile older than this is not used. */
  profileCacheMaxAgeMs: 5 * 60_000,
  /** On the account page the plan is read this often (plus on focus and on arrival). */
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
  const check = isFirstAttempt ? await checkAuthStatus() : null;
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

function checkSubscriptionStatus(): Promise<CheckStatusResponse> {
  return requestParsed(checkStatusResponseSchema, 'GET', API_PATHS.checkStatus);
}

/**
 * POST /api/subscriptions/create-checkout → the checkout page's URL. A new checkout is a new
 * payment to report, so the 'payment status already checked' mark is cleared first.
 */
export async function createCheckout(): Promise<string> {
  removeStorage('local', localKeys.paymentStatusChecked);
  const { checkout_url: url } = await requestParsed(
    checkoutUrlResponseSchema,
    'POST',
    API_PATHS.createCheckout,
  );
  if (!url) throw new Error('Failed to create checkout session');
  return url;
}

function cancelSubscription() {
  return requestParsed(cancelSubscriptionResponseSchema, 'POST', API_PATHS.cancelSubscription);
}

/** POST /api/subscriptions/portal → the billing portal's URL. */
async function createBillingPortalSession(): Promise<string> {
  const { url } = await requestParsed(portalUrlResponseSchema, 'POST', API_PATHS.billingPortal);
  if (!url) throw new Error('Failed to open the billing portal');
  return url;
}

/** The server's `{ error }` text for a failed call, else `fallback` (network errors, bad JSON). */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return parseApiErrorBody(error).error ?? fallback;
}

/** A mutation whose answer is a URL the browser leaves for; a failure is told in a toast. */
function useRedirectMutation(
  mutationFn: () => Promise<string>,
  failureToast: (error: unknown) => ToastOptions,
) {
  const { toast } = useToast();
  const mutation = useMutation({
    mutationFn,
    onSuccess: (url) => redirectTo(url),
    onError: (error) => toast(failureToast(error)),
  });
  const { mutate } = mutation;
  // Stays true while the browser leaves, so a second click cannot start it again.
  return { start: () => mutate(), isLeaving: mutation.isPending || mutation.isSuccess };
}

const CHECKOUT_ERROR_TITLE = 'Checkout Error';
const CHECKOUT_ERROR_FALLBACK = 'Failed to create checkout session';

/**
 * Starts checkout (docs/product.md#api-conventions): POST create-checkout, then the browser goes to
 * checkout_url; a failure shows 'Checkout Error'. `isStarting` stays true while the browser leaves,
 * so the upgrade buttons cannot start a second checkout.
 */
export function useStartCheckout() {
  const { start, isLeaving } = useRedirectMutation(createCheckout, (error) => ({
    title: CHECKOUT_ERROR_TITLE,
    description: apiErrorMessage(error, CHECKOUT_ERROR_FALLBACK),
    variant: 'destructive',
  }));
  return { startCheckout: start, isStarting: isLeaving };
}

// Intl rather than date-fns' format here: this file loads with every page, and date-fns'
// formatter and locale are 6 KB compressed of it (the landing budget of
// docs/decisions/014-landing-weight-and-long-lists.md).
const BILLING_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** Dates on the account page, e.g. 'June 5, 2026'. */
export function formatBillingDate(date: Date): string {
  return BILLING_DATE.format(date);
}

const CANCEL_TOASTS = {
  /**
   * Said as soon as the server accepts the cancellation (docs/product.md#messages-word-for-word).
   */
  cancelled: {
    title: 'Subscription Cancelled',
    description:
      'Your subscription will remain active until the end of your current billing period',
  },
  failed: {
    title: 'Error',
    description: 'Failed to cancel subscription. Please try again.',
    variant: 'destructive',
  },
} satisfies Record<string, ToastOptions>;

/**
 * Once the profile is read again, the toast names the day Premium ends
 * (docs/product.md#profile-and-account-settings).
 */
function cancelledToast(periodEnd: string | null | undefined, now = new Date()): ToastOptions {
  return {
    title: CANCEL_TOASTS.cancelled.title,
    description: `Your premium access will continue until ${formatBillingDate(accessEndDate(periodEnd, now))}`,
  };
}

/**
 * The toast for a failed cancellation: the server's reason as a 'Cancellation Error' when it
 * gave one (e.g. nothing to cancel), else the account page's general 'Error'.
 */
function cancelFailedToast(error: unknown): ToastOptions {
  const reason = parseApiErrorBody(error).error;
  return reason
    ? { title: 'Cancellation Error', description: reason, variant: 'destructive' }
    : CANCEL_TOASTS.failed;
}

/**
 * Cancelling (docs/product.md#profile-and-account-settings): POST cancel, mark the local
 * 'cancelled' state, refresh the profile and say until when Premium lasts (30 days ahead when the
 * period end is unknown). The fixed 'Subscription Cancelled' toast comes first, while the profile
 * is read again; the dated one then replaces it (one toast at a time), so the user is told at once
 * and then told exactly.
 */
export function useCancelSubscription(currentPeriodEnd: string | null | undefined) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const { toast } = useToast();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: async (response) => {
      writeStorage('local', localKeys.subscriptionCancelled, 'true');
      if (user && response.subscription) {
        const subscription = response.subscription;
        queryClient.setQueryData<PlanRead>(profileKeys.user(user.id), (read) =>
          read?.profile ? { ...read, profile: { ...read.profile, subscription } } : read,
        );
      }
      toast(CANCEL_TOASTS.cancelled);
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
      const refreshed = user
        ? queryClient.getQueryData<PlanRead>(profileKeys.user(user.id))?.profile?.subscription
        : null;
      toast(
        cancelledToast(
          refreshed?.period_end ?? response.subscription?.period_end ?? currentPeriodEnd,
        ),
      );
    },
    onError: (error) => toast(cancelFailedToast(error)),
  });
}

/** 'Manage payment details': POST portal, then the browser goes to the billing portal. */
export function useBillingPortal() {
  const { start, isLeaving } = useRedirectMutation(createBillingPortalSession, (error) => ({
    title: 'Error',
    description: apiErrorMessage(error, 'Failed to open the billing portal. Please try again.'),
    variant: 'destructive',
  }));
  return { openPortal: start, isOpening: isLeaving };
}

/**
 * GET /api/subscriptions/check-status. The answer goes straight into the plan query (the
 * subscription provider reads the plan from it, and tells the user about a downgrade), then
 * the profile is read again for the rest.
 */
export function useVerifySubscription() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation<CheckStatusResponse>({
    mutationFn: checkSubscriptionStatus,
    onSuccess: async (result) => {
      if (user) {
        const status = result.subscription_status;
        queryClient.setQueryData<PlanRead>(profileKeys.user(user.id), (read) =>
          read
            ? {
                ...read,
                status,
                source: 'server',
                profile: read.profile && { ...read.profile, subscription_status: status },
              }
            : read,
        );
      }
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}

const checkoutKeys = {
  all: ['checkout-session'] as const,
  session: (sessionId: string) => [...checkoutKeys.all, sessionId] as const,
};

/** GET /api/billing/checkout/:session, the local test-mode checkout. */
function checkoutSessionQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: checkoutKeys.session(sessionId),
    queryFn: () =>
      requestParsed(checkoutSessionSchema, 'GET', API_PATHS.checkoutSession(sessionId)),
    // An unknown session stays unknown; a retry would only delay saying so.
    retry: false,
    staleTime: 0,
  });
}

export function useCheckoutSession(sessionId: string | null) {
  return useQuery({ ...checkoutSessionQueryOptions(sessionId ?? ''), enabled: sessionId !== null });
}

type Finish = 'complete' | 'cancel';

/** POST …/complete or …/cancel, then the browser follows redirect_url (a full page load). */
export function useFinishCheckout(sessionId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: Finish) => {
      const { redirect_url: url } = await requestParsed(
        checkoutFinishResponseSchema,
        'POST',
        `${API_PATHS.checkoutSession(sessionId ?? '')}/${action}`,
      );
      if (!url) throw new Error('The checkout did not say where to go next.');
      return url;
    },
    onSuccess: (url) => redirectTo(url),
    // E.g. finished in another tab: reading the session again shows how it ended.
    onError: () => queryClient.invalidateQueries({ queryKey: checkoutKeys.all }),
  });
}
