/**
 * Keeps the signed-in user's plan current (docs/product.md#stored-data,
 * #profile-and-account-settings, #api-conventions, #limits-and-timings) and shares it through
 * SubscriptionContext (read it with useSubscription).
 *
 * - After sign-in the status is checked once (GET /api/auth/status, 1.5 s); a downgrade it
 *   reports is told to the user. A failed check means free until something better is known.
 * - Then the profile (GET /api/profile) is read and polled every 10 s.
 * - The newest server answer decides the plan. With none after 8 s, a cached profile of this
 *   user (at most 5 minutes old) decides, else free.
 * - A server answer that turns premium into free is told to the user.
 * - After a checkout the landing page's `payment_success` / `error` are reported once and
 *   removed from the URL; a success also makes the plan premium 2 s later.
 */
import { toSubscriptionStatus, type SubscriptionStatus } from '@shared/subscriptions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useToast, type ToastOptions } from '@/components/ui/toast';
import { useAuth } from '@/features/auth';
import { checkAuthStatus } from '@/features/auth';
import { localKeys, readStorage, removeStorage, writeStorage } from '@/lib/storage';
import {
  authStatusKeys,
  profileKeys,
  profileQueryOptions,
  readCachedProfile,
  SUBSCRIPTION_TIMINGS,
} from './api';
import {
  paymentLandingVariant,
  paymentResultToast,
  readPaymentResult,
  searchWithoutPaymentParams,
} from './payment-result';
import { SubscriptionContext, type SubscriptionState } from './use-subscription';

/**
 * Per docs/product.md#messages-word-for-word, after sign-in when the check reports was_downgraded.
 */
const DOWNGRADED_TOAST: ToastOptions = {
  title: 'Subscription Status Changed',
  description: "Your subscription is no longer active. You've been downgraded to the free plan.",
};

/**
 * Per docs/product.md#profile-and-account-settings, when a later answer turns premium into free.
 */
const NO_LONGER_ACTIVE_TOAST: ToastOptions = {
  title: 'Subscription Status Changed',
  description: 'Your premium subscription is no longer active.',
};

type Answer = { status: SubscriptionStatus; at: number };
/** A moment that belongs to one user, so nothing carries over to the next sign-in. */
type UserMoment = { userId: string; at: number };

function newest(...answers: (Answer | null)[]): Answer | null {
  return answers.reduce<Answer | null>(
    (best, answer) => (answer && (!best || answer.at >= best.at) ? answer : best),
    null,
  );
}

export function SubscriptionProvider({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const userId = auth.user?.id ?? null;
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [location, navigate] = useLocation();
  const search = useSearch();

  useEffect(() => {
    // A 'subscription cancelled' mark from an earlier visit is stale by now
    // (docs/product.md#profile-and-account-settings).
    removeStorage('local', localKeys.subscriptionCancelled);
  }, []);

  const signInCheck = useQuery({
    queryKey: authStatusKeys.user(userId ?? ''),
    // Never rejects: null when the check failed or took over 1.5 s.
    queryFn: checkAuthStatus,
    enabled: userId !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  const canFetchProfile = userId !== null && signInCheck.isFetched;

  const profile = useQuery({
    ...profileQueryOptions(userId ?? ''),
    enabled: canFetchProfile,
    refetchInterval: SUBSCRIPTION_TIMINGS.profilePollMs,
  });

  const [paidAt, setPaidAt] = useState<UserMoment | null>(null);
  const [loadTimedOutAt, setLoadTimedOutAt] = useState<UserMoment | null>(null);

  // The server's answers, newest first wins.
  const checkAnswer: Answer | null =
    userId !== null && signInCheck.data
      ? { status: signInCheck.data.subscription_status, at: signInCheck.dataUpdatedAt }
      : null;
  const profileAnswer: Answer | null =
    userId !== null && profile.data
      ? {
          status: toSubscriptionStatus(profile.data.subscription_status),
          at: profile.dataUpdatedAt,
        }
      : null;
  const serverAnswer = newest(checkAnswer, profileAnswer);
  const paymentAnswer: Answer | null =
    paidAt && paidAt.userId === userId ? { status: 'premium', at: paidAt.at } : null;
  const answer = newest(serverAnswer, paymentAnswer);

  // Without an answer: wait, until the profile fails or 8 s pass; then the cache decides.
  const gaveUpAt = profile.isError
    ? profile.errorUpdatedAt
    : loadTimedOutAt && loadTimedOutAt.userId === userId
      ? loadTimedOutAt.at
      : null;
  const cachedStatus = useMemo(() => {
    if (userId === null || gaveUpAt === null) return null;
    const cached = readCachedProfile(userId, gaveUpAt);
    return cached ? toSubscriptionStatus(cached.subscription_status) : null;
  }, [userId, gaveUpAt]);

  const subscriptionStatus: SubscriptionStatus =
    userId === null ? 'free' : (answer?.status ?? cachedStatus ?? 'free');
  const isSubscriptionLoading =
    auth.isLoading || (userId !== null && answer === null && gaveUpAt === null);
  const hasAnswer = answer !== null;

  useEffect(() => {
    if (userId === null || hasAnswer) return;
    const timer = setTimeout(
      () => setLoadTimedOutAt({ userId, at: Date.now() }),
      SUBSCRIPTION_TIMINGS.profileLoadTimeoutMs,
    );
    return () => clearTimeout(timer);
  }, [userId, hasAnswer]);

  // Remembered for the next visit (docs/product.md#stored-data: subscription status, last check
  // time).
  const serverStatus = serverAnswer?.status ?? null;
  const serverAnsweredAt = serverAnswer?.at ?? null;
  useEffect(() => {
    if (serverStatus === null || serverAnsweredAt === null) return;
    writeStorage('local', localKeys.subscriptionStatus, serverStatus);
    writeStorage('local', localKeys.lastSubscriptionCheck, String(serverAnsweredAt));
  }, [serverStatus, serverAnsweredAt]);

  // After sign-in, a downgrade is told once (docs/product.md#profile-and-account-settings).
  const toldDowngradeFor = useRef<string | null>(null);
  const wasDowngraded = signInCheck.data?.was_downgraded === true;
  useEffect(() => {
    if (userId === null || !wasDowngraded || toldDowngradeFor.current === userId) return;
    toldDowngradeFor.current = userId;
    toast(DOWNGRADED_TOAST);
  }, [userId, wasDowngraded, toast]);

  // Later, any server answer that turns premium into free is told as well.
  const lastServerStatus = useRef<{ userId: string; status: SubscriptionStatus } | null>(null);
  useEffect(() => {
    if (userId === null || serverStatus === null) return;
    const previous = lastServerStatus.current;
    lastServerStatus.current = { userId, status: serverStatus };
    if (previous?.userId === userId && previous.status === 'premium' && serverStatus === 'free') {
      toast(NO_LONGER_ACTIVE_TOAST);
    }
  }, [userId, serverStatus, toast]);

  // The checkout's result on the page it returned to (docs/product.md#profile-and-account-settings,
  // #messages-word-for-word).
  const paymentTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(paymentTimer.current), []);
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
    clearTimeout(paymentTimer.current);
    paymentTimer.current = setTimeout(
      () => setPaidAt({ userId, at: Date.now() }),
      SUBSCRIPTION_TIMINGS.premiumAfterPaymentMs,
    );
  }, [userId, location, search, navigate, toast, queryClient]);

  const subscription = useMemo<SubscriptionState>(
    () => ({
      subscriptionStatus,
      isPremium: subscriptionStatus === 'premium',
      isSubscriptionLoading,
      canFetchProfile,
    }),
    [subscriptionStatus, isSubscriptionLoading, canFetchProfile],
  );

  return (
    <SubscriptionContext.Provider value={subscription}>{children}</SubscriptionContext.Provider>
  );
}
