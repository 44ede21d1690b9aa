import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useToast, type ToastOptions } from '@/components/ui/toast';
import { localKeys, readStorage, writeStorage } from '@/lib/storage';
import { SUBSCRIPTION_TIMINGS, type CheckStatusResponse } from '../api';
import { apiErrorMessage, useVerifySubscription } from '../billing';

const VERIFICATION_ERROR_FALLBACK = 'Failed to verify subscription status';

/** What a manual check tells the user; a downgrade is told by the subscription provider. */
function verificationToast(result: CheckStatusResponse): ToastOptions | null {
  if (result.was_downgraded) return null;
  if (result.status_changed && result.subscription_status === 'premium') {
    return { title: 'Subscription Activated', description: 'Your premium subscription is active.' };
  }
  return {
    title: 'Subscription Verified',
    description:
      result.subscription_status === 'premium'
        ? 'Your Premium plan is active and up to date.'
        : 'You are on the Free plan.',
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
                title: 'Verification Error',
                description: apiErrorMessage(error, VERIFICATION_ERROR_FALLBACK),
                variant: 'destructive',
              }),
          });
        }}
      >
        {!verify.isPending && <RefreshCw aria-hidden="true" className="size-4" />}
        Verify subscription status
      </Button>
      {cooldown.secondsLeft > 0 && !verify.isPending && (
        <p className="text-xs text-slate-500">You can check again in {cooldown.secondsLeft} s.</p>
      )}
    </div>
  );
}
