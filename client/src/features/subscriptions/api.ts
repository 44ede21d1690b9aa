/**
 * The account page's subscription calls (spec §4, §7, §9): cancel at period end, the billing
 * portal, and verifying the status with the server, each keeping the shared profile current.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useToast, type ToastOptions } from '@/components/ui/toast';
import { parseApiErrorBody } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { profileKeys } from '@/lib/query-keys';
import { redirectTo } from '@/lib/redirect';
import { localKeys, writeStorage } from '@/lib/storage';
import {
  accessEndDate,
  apiErrorMessage,
  cancelSubscription,
  checkSubscriptionStatus,
  createBillingPortalSession,
  type CheckStatusResponse,
  type Profile,
} from '@/lib/subscription-api';

/** Dates on the account page, e.g. 'June 5, 2026'. */
export function formatBillingDate(date: Date): string {
  return format(date, 'MMMM d, yyyy');
}

export const CANCEL_TOASTS = {
  failed: {
    title: 'Error',
    description: 'Failed to cancel subscription. Please try again.',
    variant: 'destructive',
  },
} satisfies Record<string, ToastOptions>;

export function cancelledToast(
  periodEnd: string | null | undefined,
  now = new Date(),
): ToastOptions {
  return {
    title: 'Subscription Cancelled',
    description: `Your premium access will continue until ${formatBillingDate(accessEndDate(periodEnd, now))}`,
  };
}

/**
 * The toast for a failed cancellation: the server's reason as a 'Cancellation Error' when it
 * gave one (e.g. nothing to cancel), else the account page's general 'Error'.
 */
export function cancelFailedToast(error: unknown): ToastOptions {
  const reason = parseApiErrorBody(error).error;
  return reason
    ? { title: 'Cancellation Error', description: reason, variant: 'destructive' }
    : CANCEL_TOASTS.failed;
}

/**
 * Spec §4 Cancelling: POST cancel, mark the local 'cancelled' state, refresh the profile and
 * say until when Premium lasts (30 days ahead when the period end is unknown).
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
        queryClient.setQueryData<Profile>(profileKeys.user(user.id), (profile) =>
          profile ? { ...profile, subscription } : profile,
        );
      }
      toast(cancelledToast(response.subscription?.period_end ?? currentPeriodEnd));
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
    onError: (error) => toast(cancelFailedToast(error)),
  });
}

/** 'Manage payment details': POST portal, then the browser goes to the billing portal. */
export function useBillingPortal() {
  const { toast } = useToast();
  const mutation = useMutation({
    mutationFn: createBillingPortalSession,
    onSuccess: (url) => redirectTo(url),
    onError: (error) =>
      toast({
        title: 'Error',
        description: apiErrorMessage(error, 'Failed to open the billing portal. Please try again.'),
        variant: 'destructive',
      }),
  });
  return {
    openPortal: () => mutation.mutate(),
    isOpening: mutation.isPending || mutation.isSuccess,
  };
}

/**
 * GET /api/subscriptions/check-status. The answer goes straight into the shared profile (the
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
        queryClient.setQueryData<Profile>(profileKeys.user(user.id), (profile) =>
          profile ? { ...profile, subscription_status: result.subscription_status } : profile,
        );
      }
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
