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
