/**
 * The checkout's way back (docs/product.md#profile-and-account-settings, #messages-word-for-word):
 * the page it returns to carries `payment_success` (true or false) and maybe `error`; the landing
 * page says how it went and removes them.
 */
import { t } from '@lingui/core/macro';
import type { ToastOptions } from '@/components/ui/toast';
import { paths } from '@/config/paths';

export type PaymentResult = { succeeded: true } | { succeeded: false; error: string | null };

/**
 * Which wording a page uses: the profile has its own (docs/product.md#messages-word-for-word
 * "Profile variant").
 */
export type PaymentLandingVariant = 'landing' | 'profile';

const PAYMENT_PARAMS = ['payment_success', 'error'] as const;

/** The pages a checkout may return to, and the wording each uses. */
export function paymentLandingVariant(path: string): PaymentLandingVariant | null {
  switch (path) {
    case paths.home:
    case paths.dashboard:
    case paths.accountSettings:
      return 'landing';
    case paths.profile:
      return 'profile';
    default:
      return null;
  }
}

/** The result a query string reports, or null when it reports none. */
export function readPaymentResult(search: string): PaymentResult | null {
  const params = new URLSearchParams(search);
  const outcome = params.get('payment_success');
  const error = params.get('error');
  if (outcome === 'true' && error === null) return { succeeded: true };
  if (outcome === 'false' || outcome === 'true' || error !== null) {
    return { succeeded: false, error: error?.trim() || null };
  }
  return null;
}

/** The query string without the checkout's parameters ('' when nothing else is left). */
export function searchWithoutPaymentParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of PAYMENT_PARAMS) params.delete(name);
  return params.toString();
}

/** In the language being spoken when the toast is shown. */
export function paymentResultToast(
  result: PaymentResult,
  variant: PaymentLandingVariant,
): ToastOptions {
  if (variant === 'profile') {
    if (result.succeeded) {
      return {
        title: t`Subscription Successful!`,
        description: t`Your premium subscription has been activated.`,
      };
    }
    const error = result.error;
    return {
      title: t`Subscription Failed`,
      description: error
        ? t`Error: ${error}`
        : t`There was an issue with your subscription. Please try again.`,
      variant: 'destructive',
    };
  }
  return result.succeeded
    ? { title: t`Payment Successful`, description: t`Your premium subscription is now active!` }
    : {
        title: t`Payment Failed`,
        description: t`There was an issue processing your payment. Please try again.`,
        variant: 'destructive',
      };
}
