import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useToast, type ToastOptions } from '@/components/ui/toast';
import { localKeys, readStorage, writeStorage } from '@/lib/storage';
import type { CheckStatusResponse } from '../api';
import { SUBSCRIPTION_TIMINGS } from '../timings';
import { apiErrorMessage, useVerifySubscription } from '../billing';

/** What a manual check tells the user; a downgrade is told by the subscription provider. */
function verificationToast(result: CheckStatusResponse): ToastOptions | null {
  if (result.was_downgraded) return null;
  if (result.status_changed && result.subscription_status === 'premium') {
    return {
      title: t`Subscription Activated`,
      description: t`Your premium subscription is active.`,
    };
  }
  return {
    title: t`Subscription Verified`,
    description:
      result.subscription_status === 'premium'
        ? t`Your Premium plan is active and up to date.`
        : t`You are on the Free plan.`,
  };
}

function readLastManualVerification(): number {
  const value = Number(readStorage('local', localKeys.lastManualVerification));
  return Number.isFinite(value) ? value : 0;
}

/** Whole seconds left of the 30 s cooldown; counts down while the page is open. */
function useCooldown() {
  const [until, setUntil] = useState(
    () => readLastManualVerification() + SUBSCRIPTION_TIMINGS.manualVerificationCooldownMs,
  );
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (secondsLeft === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [secondsLeft]);

  return {
    secondsLeft,
    start: () => {
      const startedAt = Date.now();
      writeStorage('local', localKeys.lastManualVerification, String(startedAt));
      setNow(startedAt);
      setUntil(startedAt + SUBSCRIPTION_TIMINGS.manualVerificationCooldownMs);
    },
  };
}

/**
 * 'Verify subscription status' (docs/product.md#limits-and-timings): asks the server to re-check
 * the plan, at most once every 30 s. Useful when a payment has gone through but the page has not
 * caught up yet.
 */
export function VerifyStatus() {
  const { toast } = useToast();
  const verify = useVerifySubscription();
  const cooldown = useCooldown();
  const { t } = useLingui();
  const secondsLeft = cooldown.secondsLeft;

  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        variant="outline"
        isLoading={verify.isPending}
        disabled={cooldown.secondsLeft > 0}
        onClick={() => {
          cooldown.start();
          verify.mutate(undefined, {
            onSuccess: (result) => {
              const message = verificationToast(result);
              if (message) toast(message);
            },
            onError: (error) =>
              toast({
                title: t`Verification Error`,
                description: apiErrorMessage(error, t`Failed to verify subscription status`),
                variant: 'destructive',
              }),
          });
        }}
      >
        {!verify.isPending && <RefreshCw aria-hidden="true" className="size-4" />}
        <Trans>Verify subscription status</Trans>
      </Button>
      {cooldown.secondsLeft > 0 && !verify.isPending && (
        <p className="text-xs text-slate-500">
          <Trans>You can check again in {secondsLeft} s.</Trans>
        </p>
      )}
    </div>
  );
}
