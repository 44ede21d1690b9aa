/**
 * What runs only while someone is, or may be, signed in: her plan, kept current by the
 * SubscriptionProvider, and her account's language. AppProvider loads it on demand, and with it
 * TanStack Query and the schemas the plan is read with, so a visitor's first load carries none
 * of them (docs/decisions/014-landing-weight-and-long-lists.md).
 */
import { useEffect } from 'react';
import { useFollowAccountLanguage } from '@/features/account/language';
import { useAuth } from '@/features/auth';
import { SubscriptionProvider } from '@/features/subscriptions/subscription-provider';
import { useSubscription, type SubscriptionState } from '@/features/subscriptions/use-subscription';
import { WithQueryClient } from '@/lib/query-client';

/** Speaks the language the signed-in user chose on her account (lib/i18n.ts). */
function FollowAccountLanguage() {
  const { user } = useAuth();
  useFollowAccountLanguage(user?.id);
  return null;
}

type PlanReport = (plan: SubscriptionState | null) => void;

/** Hands each new plan to AppProvider, which provides it to the whole app; null once gone. */
function ReportPlan({ onPlan }: { onPlan: PlanReport }) {
  const plan = useSubscription();
  useEffect(() => onPlan(plan), [onPlan, plan]);
  useEffect(() => () => onPlan(null), [onPlan]);
  return null;
}

export function SignedInSession({ onPlan }: { onPlan: PlanReport }) {
  return (
    <WithQueryClient>
      <FollowAccountLanguage />
      <SubscriptionProvider>
        <ReportPlan onPlan={onPlan} />
      </SubscriptionProvider>
    </WithQueryClient>
  );
}
