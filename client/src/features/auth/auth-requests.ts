/**
 * What the auth screens say when a request fails or is refused, and the sign-up form's mail
 * hint. Apart from messages.ts, whose toasts the auth provider (in every page's first load)
 * needs: these are the screens' own, loaded with them.
 */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ToastOptions } from '@/components/ui/toast-model';

/** Under the sign-up form's "Tips and news by email" checkbox: what she agrees to, and how mail looks. */
export const MARKETING_EMAILS_SIGNUP_HINT = msg`A welcome with three tips, then news now and then; switch it off at any time in Settings. No email from us mentions separation or divorce before it is opened.`;

const UNEXPECTED_ERROR = msg`An unexpected error occurred`;

/**
 * True when the request never got an answer: supabase-js's AuthRetryableFetchError, or the
 * browser's TypeError from fetch. Its text ('Failed to fetch', 'Load failed') means nothing to
 * a user, so such failures read as the product's 'An unexpected error occurred'.
 */
function isNetworkFailure(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AuthRetryableFetchError'
  );
}

/**
 * The auth service's refusals in Spanish, by their GoTrue error code. In English the service's
 * own words are shown as they come (hosted Supabase's and the built-in server's alike).
 */
const SERVICE_REFUSALS: Readonly<Record<string, MessageDescriptor>> = {
  invalid_credentials: msg`The email address or password is not correct.`,
  email_not_confirmed: msg`Please confirm your email address first, with the link we sent you.`,
  user_already_exists: msg`An account with this email address already exists.`,
  same_password: msg`The new password must be different from the old one.`,
  current_password_required: msg`Enter your current password to set a new one.`,
  current_password_mismatch: msg`Your current password is incorrect.`,
  weak_password: msg`This password is too weak. Choose a longer one with letters, numbers and symbols.`,
  over_request_rate_limit: msg`Too many attempts. Please wait a few minutes and try again.`,
  over_email_send_rate_limit: msg`Too many emails were sent. Please wait a few minutes and try again.`,
  validation_failed: msg`Please enter a valid email address.`,
};

/** What the auth service said, in the language being spoken when a translation is known. */
function serviceMessage(error: { message: string; code?: unknown }): string {
  const known = typeof error.code === 'string' ? SERVICE_REFUSALS[error.code] : undefined;
  return i18n.locale !== 'en' && known ? i18n._(known) : error.message;
}

/** A service failure: 'Login Error' and the like, with the service's own message. */
export function serviceErrorToast(
  title: string,
  error: { message: string; code?: unknown },
): ToastOptions {
  const message = isNetworkFailure(error) ? i18n._(UNEXPECTED_ERROR) : serviceMessage(error);
  return { title, description: message, variant: 'destructive' };
}

/** Something threw ('Login failed', 'Signup failed'): its message, or a generic one. */
export function unexpectedErrorToast(title: string, error: unknown): ToastOptions {
  const message =
    error instanceof Error && error.message && !isNetworkFailure(error)
      ? error.message
      : i18n._(UNEXPECTED_ERROR);
  return { title, description: message, variant: 'destructive' };
}

type ServiceAnswer = { error: { message: string } | null };

/**
 * Sends one auth request and tells its outcome: a refusal as `titles.refused` with the
 * service's own message, a throw as `titles.failed`; `onAccepted` runs when the service agreed.
 */
export async function runAuthRequest<Answer extends ServiceAnswer>(
  toast: (options: ToastOptions) => void,
  titles: { refused: string; failed: string },
  request: () => Promise<Answer>,
  onAccepted: (answer: Answer) => void,
): Promise<void> {
  try {
    const answer = await request();
    if (answer.error) {
      toast(serviceErrorToast(titles.refused, answer.error));
      return;
    }
    onAccepted(answer);
  } catch (error) {
    toast(unexpectedErrorToast(titles.failed, error));
  }
}
