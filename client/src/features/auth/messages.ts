/** The auth screens' toasts (docs/product.md#messages-word-for-word), word for word. */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ToastOptions, ToastVariant } from '@/components/ui/toast-model';

/** A toast's words as descriptors, read in the language being spoken when it is shown. */
export type AuthToast = {
  title: MessageDescriptor;
  description: MessageDescriptor;
  variant?: ToastVariant;
};

export const AUTH_TOASTS = {
  loggedIn: { title: msg`Welcome back!`, description: msg`You have been logged in successfully.` },
  /** Only when a confirmation is really required: the sign-up answered without a session. */
  accountCreated: {
    title: msg`Account created`,
    description: msg`Please check your email to confirm your account.`,
  },
  /** Not the original description's words (docs/departures.md): no email waits for her, she is signed in. */
  accountCreatedSignedIn: { title: msg`Account created`, description: msg`You are signed in.` },
  resetEmailSent: {
    title: msg`Password Reset Email Sent`,
    description: msg`Check your email for a link to reset your password.`,
  },
  passwordUpdated: {
    title: msg`Password Updated`,
    description: msg`Your password has been updated successfully.`,
  },
  invalidResetLink: {
    title: msg`Invalid reset link`,
    description: msg`The password reset link is invalid or expired. Please request a new one.`,
    variant: 'destructive',
  },
  resetLinkError: {
    title: msg`Error processing reset link`,
    description: msg`An error occurred while processing your reset link. Please try again.`,
    variant: 'destructive',
  },
  loggedOut: { title: msg`Logged Out`, description: msg`You have been logged out successfully.` },
  logoutSyncIssue: {
    title: msg`Logout Completed`,
    description: msg`You've been logged out, but there was a sync issue with the server.`,
  },
  logoutError: {
    title: msg`Logout Error`,
    description: msg`Attempting to redirect you to login page`,
    variant: 'destructive',
  },
} satisfies Record<string, AuthToast>;

/** A toast of AUTH_TOASTS in the language being spoken now. */
export function authToast({ title, description, variant }: AuthToast): ToastOptions {
  return { title: i18n._(title), description: i18n._(description), ...(variant && { variant }) };
}

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

/** A service failure: 'Login Error' and the like, with the service's own message. */
export function serviceErrorToast(title: string, error: { message: string }): ToastOptions {
  const message = isNetworkFailure(error) ? i18n._(UNEXPECTED_ERROR) : error.message;
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
