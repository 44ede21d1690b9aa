/**
 * Every word of the Devices and sign-ins page and of the emailed sign-out link's page: calm,
 * plain, and saying what happens before it happens.
 */
import type { SignInOutcome } from '@shared/devices';
import { DEVICES_MESSAGES, SIGN_IN_HISTORY_DAYS } from '@shared/devices';

export const DEVICES_TEXTS = {
  title: 'Devices and sign-ins',
  intro:
    'Every browser signed in to your account, and every sign-in of the last 90 days. If you see one you do not recognise, sign it out, then change your password.',
  sessionsTitle: 'Signed in now',
  sessionsAbout:
    'Signing a device out takes effect at once: whoever uses it would need your password to get back in.',
  thisDevice: 'This device',
  unknownBrowser: 'Unknown browser',
  network: 'Network',
  networkUnknown: 'Unknown',
  signedIn: 'Signed in',
  lastActive: 'Last active',
  now: 'Now',
  signOut: 'Sign out',
  signOutLabel: (device: string) => `Sign out ${device}`,
  confirmOneTitle: (device: string) => `Sign out ${device}?`,
  confirmOneText:
    'That browser is signed out at once. To use your account there again, someone would need your password.',
  signedOutOneTitle: 'Device signed out',
  signedOutOne: (device: string) => `${device} is signed out.`,
  signOutOthers: 'Sign out all other devices',
  confirmOthersTitle: 'Sign out all other devices?',
  confirmOthersText: 'Every browser but this one is signed out at once. You stay signed in here.',
  signedOutOthersTitle: 'Other devices signed out',
  signedOutOthers: (count: number) =>
    count === 0
      ? 'No other device was signed in.'
      : count === 1
        ? 'One other device was signed out.'
        : `${count} other devices were signed out.`,
  signOutFailedTitle: 'Failed to sign out',
  signOutFailed: 'The device could not be signed out. Please try again.',
  noOthers: 'No other device is signed in.',
  loadingSessions: 'Loading your devices',
  loadingHistory: 'Loading your sign-in history',
  sessionsLoadFailed: 'Your devices could not be loaded. Please try again.',
  historyLoadFailed: 'Your sign-in history could not be loaded. Please try again.',
  signedOutHere: 'This device is no longer signed in. Please log in again.',
  retry: 'Try again',
  historyTitle: 'Sign-in history',
  historyAbout: `The last ${SIGN_IN_HISTORY_DAYS} days, newest first, with the attempts that were refused. Your data download holds them too.`,
  historyEmpty: `No sign-ins in the last ${SIGN_IN_HISTORY_DAYS} days.`,
  historyMore: 'Only the latest 200 are shown here. Your data download holds them all.',
  advice: 'If a sign-in was not you, change your password. That signs out every other device too.',
  changePassword: 'Change Password',
  backToProfile: 'Back to Profile',
  hostedNotListed:
    'Your account signs in through a service that does not let Fairsplit list the browsers signed in to it, or its past sign-ins.',
  hostedCanDo: 'You can still sign out every browser but this one, at once.',
  lastSignIn: 'Your last sign-in',
  loadingConfig: 'Loading',
} as const;

export const SIGN_IN_OUTCOME_LABELS: Record<SignInOutcome, string> = {
  success: 'Signed in',
  wrong_password: 'Refused: wrong password',
  locked: 'Refused: too many attempts',
  unconfirmed: 'Refused: email address not confirmed',
};

export const SIGN_IN_METHOD_LABELS: Record<string, string> = {
  password: 'with the password',
  recovery: 'with a password reset link',
  signup: 'by confirming a new account',
  email_change: 'by confirming a new email address',
};

export const SIGN_OUT_LINK_TEXTS = {
  title: 'Sign out a device',
  intro:
    'This signs out the browser named in the email you received about a new sign-in. Nothing else changes.',
  button: 'Sign out that device',
  doneTitle: 'That device is signed out',
  doneText:
    'It can no longer use your account. If you think someone knows your password, reset it now: that signs out every other device too.',
  resetPassword: 'Reset your password',
  invalid: DEVICES_MESSAGES.linkInvalid,
  incomplete: 'This link is not complete. Please open it again from the email.',
  failed: 'The device could not be signed out. Please try again.',
} as const;
