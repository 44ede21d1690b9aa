/**
 * Keeps the signed-in user's plan current (docs/product.md#stored-data,
 * #profile-and-account-settings, #api-conventions, #limits-and-timings) and shares it through
 * SubscriptionContext (read it with useSubscription).
 *
 * - The plan is one query (usePlanQuery): its first read after sign-in checks the status
 *   (GET /api/auth/status, 1.5 s) before the profile, and it is read again every 10 s (5 s on
 *   the account settings page).
 * - Without an answer, after 8 s or once the read has failed, a cached profile of this user (at
 *   most 5 minutes old) decides, else free.
 * - A downgrade the sign-in check found is told once, and so is a later answer that turns
 *   premium into free.
 * - After a checkout the landing page's `payment_success` / `error` are reported once and
 *   removed from the URL; a success also makes the plan premium 2 s later.
 */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { toSubscriptionStatus, type SubscriptionStatus } from '@shared/subscriptions';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useToast, type ToastOptions } from '@/components/ui/toast';
import { useAuth } from '@/features/auth';
import { localKeys, readStorage, removeStorage, writeStorage } from '@/lib/storage';
import { markPlanPaid, profileKeys, readCachedProfile, usePlanQuery } from './api';
import {
  paymentLandingVariant,
  paymentResultToast,
  readPaymentResult,
  searchWithoutPaymentParams,
} from './payment-result';
import { SUBSCRIPTION_TIMINGS } from './timings';
import { SubscriptionContext, type SubscriptionState } from './use-subscription';

/**
 * Per docs/product.md#messages-word-for-word, after sign-in when the check reports was_downgraded.
 */
const DOWNGRADED_TOAST = {
  title: msg`Subscription Status Changed`,
  description: msg`Your subscription is no longer active. You've been downgraded to the free plan.`,
};

/**
 * Per docs/product.md#profile-and-account-settings, when a later answer turns premium into free.
 */
const NO_LONGER_ACTIVE_TOAST = {
  title: msg`Subscription Status Changed`,
  description: msg`Your premium subscription is no longer active.`,
};

/** A toast of descriptors, in the language being spoken now. */
function spoken(toast: { title: MessageDescriptor; description: MessageDescriptor }): ToastOptions {
  return { title: i18n._(toast.title), description: i18n._(toast.description) };
}

/** A moment that belongs to one user, so nothing carries over to the next sign-in. */
type UserMoment = { userId: string; at: number };

export function SubscriptionProvider({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const userId = auth.user?.id ?? null;
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const plan = usePlanQuery();

  useEffect(() => {
    // A 'subscription cancelled' mark from an earlier visit is stale by now
    // (docs/product.md#profile-and-account-settings).
    removeStorage('local', localKeys.subscriptionCancelled);
  }, []);

  // Without an answer: wait, until the read fails or 8 s pass; then the cache decides.
  const read = plan.data;
  const hasAnswer = read !== undefined;
  const [waitedFor, setWaitedFor] = useState<UserMoment | null>(null);
  useEffect(() => {
    if (userId === null || hasAnswer) return;
    const timer = setTimeout(
      () => setWaitedFor({ userId, at: Date.now() }),
      SUBSCRIPTION_TIMINGS.profileLoadTimeoutMs,
    );
    return () => clearTimeout(timer);
  }, [userId, hasAnswer]);
  const gaveUpAt = plan.isError
    ? plan.errorUpdatedAt
    : waitedFor?.userId === userId
      ? waitedFor.at
      : null;
  const cachedStatus = useMemo(() => {
    if (userId === null || hasAnswer || gaveUpAt === null) return null;
    const cached = readCachedProfile(userId, gaveUpAt);
    return cached ? toSubscriptionStatus(cached.subscription_status) : null;
  }, [userId, hasAnswer, gaveUpAt]);

  const subscriptionStatus: SubscriptionStatus = read?.status ?? cachedStatus ?? 'free';
  const isSubscriptionLoading =
    auth.isLoading || (userId !== null && !hasAnswer && gaveUpAt === null);

  // A downgrade is told once: the one the sign-in check found, or a later server answer that
  // turns premium into free (docs/product.md#profile-and-account-settings). An answer that only
  // stands in for the server (a payment just made) is not compared.
  const lastServerStatus = useRef<{ userId: string; status: SubscriptionStatus } | null>(null);
  useEffect(() => {
    if (userId === null || read?.source !== 'server') return;
    const previous = lastServerStatus.current?.userId === userId ? lastServerStatus.current : null;
    lastServerStatus.current = { userId, status: read.status };
    if (previous === null) {
      if (read.wasDowngraded) toast(spoken(DOWNGRADED_TOAST));
    } else if (previous.status === 'premium' && read.status === 'free') {
      toast(spoken(NO_LONGER_ACTIVE_TOAST));
    }
  }, [userId, read, toast]);

  // The checkout's result on the page it returned to (docs/product.md#profile-and-account-settings,
  // #messages-word-for-word).
  useEffect(() => {
    if (userId === null) return;
    const variant = paymentLandingVariant(location);
    const result = variant ? readPaymentResult(search) : null;
    if (!variant || !result) return;

    // The URL loses the parameters right away, so a reload or Back never reports them again.
    const rest = searchWithoutPaymentParams(search);
    navigate(rest ? `${location}?${rest}` : location, { replace: true });

    // 'payment status already checked'. Cleared when a new checkout starts
    // (docs/product.md#stored-data).
    if (readStorage('local', localKeys.paymentStatusChecked) === search) return;
    writeStorage('local', localKeys.paymentStatusChecked, search);

    toast(paymentResultToast(result, variant));
    if (!result.succeeded) return;
    void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    // Not cleared with the page: the plan lives in the query cache, which outlives it.
    setTimeout(() => markPlanPaid(queryClient, userId), SUBSCRIPTION_TIMINGS.premiumAfterPaymentMs);
  }, [userId, location, search, navigate, toast, queryClient]);

  const subscription = useMemo<SubscriptionState>(
    () => ({
      subscriptionStatus,
      isPremium: subscriptionStatus === 'premium',
      isSubscriptionLoading,
    }),
    [subscriptionStatus, isSubscriptionLoading],
  );

  return (
    <SubscriptionContext.Provider value={subscription}>{children}</SubscriptionContext.Provider>
  );
}
