/**
 * What a signed-in user does with her plan (docs/product.md#profile-and-account-settings,
 * #api-conventions): start a checkout, cancel, open the billing portal, verify the status, and
 * finish the local test-mode checkout. Only the pages that offer them load this file; the plan
 * itself is read in api.ts, which every page loads.
 */
import {
  cancelSubscriptionResponseSchema,
  checkoutFinishResponseSchema,
  checkoutSessionSchema,
  checkoutUrlResponseSchema,
  checkStatusResponseSchema,
  portalUrlResponseSchema,
  type CheckStatusResponse,
} from '@shared/subscriptions';
import { t } from '@lingui/core/macro';
import { API_PATHS } from '@shared/api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { useToast, type ToastOptions } from '@/components/ui/toast';

import { requestParsed } from '@/lib/api-client';
import { parseApiErrorBody } from '@/lib/api-errors';
import { currentLanguage } from '@/lib/i18n';
import { useAuth } from '@/features/auth';
import { redirectTo } from '@/lib/redirect';
import { localKeys, removeStorage, writeStorage } from '@/lib/storage';
import { accessEndDate, profileKeys, type PlanRead } from './api';

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

/**
 * Starts checkout (docs/product.md#api-conventions): POST create-checkout, then the browser goes to
 * checkout_url; a failure shows 'Checkout Error'. `isStarting` stays true while the browser leaves,
 * so the upgrade buttons cannot start a second checkout.
 */
export function useStartCheckout() {
  const { start, isLeaving } = useRedirectMutation(createCheckout, (error) => ({
    title: t`Checkout Error`,
    description: apiErrorMessage(error, t`Failed to create checkout session`),
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

/** Dates on the account page, e.g. 'June 5, 2026' ('5 de junio de 2026' in Spanish). */
export function formatBillingDate(date: Date): string {
  return currentLanguage() === 'es' ? SPANISH_BILLING_DATE.format(date) : BILLING_DATE.format(date);
}

const SPANISH_BILLING_DATE = new Intl.DateTimeFormat('es-US', { dateStyle: 'long' });

const CANCEL_TOASTS = {
  /**
   * Said as soon as the server accepts the cancellation (docs/product.md#messages-word-for-word).
   */
  cancelled: (): ToastOptions => ({
    title: t`Subscription Cancelled`,
    description: t`Your subscription will remain active until the end of your current billing period`,
  }),
  failed: (): ToastOptions => ({
    title: t`Error`,
    description: t`Failed to cancel subscription. Please try again.`,
    variant: 'destructive',
  }),
};

/**
 * Once the profile is read again, the toast names the day Premium ends
 * (docs/product.md#profile-and-account-settings).
 */
function cancelledToast(periodEnd: string | null | undefined, now = new Date()): ToastOptions {
  const endsOn = formatBillingDate(accessEndDate(periodEnd, now));
  return {
    title: t`Subscription Cancelled`,
    description: t`Your premium access will continue until ${endsOn}`,
  };
}

/**
 * The toast for a failed cancellation: the server's reason as a 'Cancellation Error' when it
 * gave one (e.g. nothing to cancel), else the account page's general 'Error'.
 */
function cancelFailedToast(error: unknown): ToastOptions {
  const reason = parseApiErrorBody(error).error;
  return reason
    ? { title: t`Cancellation Error`, description: reason, variant: 'destructive' }
    : CANCEL_TOASTS.failed();
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
      toast(CANCEL_TOASTS.cancelled());
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
    title: t`Error`,
    description: apiErrorMessage(error, t`Failed to open the billing portal. Please try again.`),
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
