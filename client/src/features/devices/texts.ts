/**
 * Every word of the Devices and sign-ins page and of the emailed sign-out link's page: calm,
 * plain, and saying what happens before it happens.
 */
import { msg, plural } from '@lingui/core/macro';
import type { SignInOutcome } from '@shared/devices';
import { DEVICES_MESSAGES, SIGN_IN_HISTORY_DAYS } from '@shared/devices';
import { liveTexts } from '@/components/ui/live-texts';

export const DEVICES_TEXTS = liveTexts({
  title: msg`Devices and sign-ins`,
  intro: msg`Every browser signed in to your account, and every sign-in of the last 90 days. If you see one you do not recognise, sign it out, then change your password.`,
  sessionsTitle: msg`Signed in now`,
  sessionsAbout: msg`Signing a device out takes effect at once: whoever uses it would need your password to get back in.`,
  thisDevice: msg`This device`,
  unknownBrowser: msg`Unknown browser`,
  network: msg`Network`,
  networkUnknown: msg`Unknown`,
  signedIn: msg`Signed in`,
  lastActive: msg`Last active`,
  now: msg`Now`,
  signOut: msg`Sign out`,
  signOutLabel: (device: string) => msg`Sign out ${device}`,
  confirmOneTitle: (device: string) => msg`Sign out ${device}?`,
  confirmOneText: msg`That browser is signed out at once. To use your account there again, someone would need your password.`,
  signedOutOneTitle: msg`Device signed out`,
  signedOutOne: (device: string) => msg`${device} is signed out.`,
  signOutOthers: msg`Sign out all other devices`,
  confirmOthersTitle: msg`Sign out all other devices?`,
  confirmOthersText: msg`Every browser but this one is signed out at once. You stay signed in here.`,
  signedOutOthersTitle: msg`Other devices signed out`,
  signedOutOthers: (count: number) =>
    msg`${plural(count, {
      0: 'No other device was signed in.',
      one: 'One other device was signed out.',
      other: '# other devices were signed out.',
    })}`,
  signOutFailedTitle: msg`Failed to sign out`,
  signOutFailed: msg`The device could not be signed out. Please try again.`,
  noOthers: msg`No other device is signed in.`,
  loadingSessions: msg`Loading your devices`,
  loadingHistory: msg`Loading your sign-in history`,
  sessionsLoadFailed: msg`Your devices could not be loaded. Please try again.`,
  historyLoadFailed: msg`Your sign-in history could not be loaded. Please try again.`,
  signedOutHere: msg`This device is no longer signed in. Please log in again.`,
  retry: msg`Try again`,
  historyTitle: msg`Sign-in history`,
  historyAbout: msg`The last ${SIGN_IN_HISTORY_DAYS} days, newest first, with the attempts that were refused. Your data download holds them too.`,
  historyEmpty: msg`No sign-ins in the last ${SIGN_IN_HISTORY_DAYS} days.`,
  historyMore: msg`Only the latest 200 are shown here. Your data download holds them all.`,
  advice: msg`If a sign-in was not you, change your password. That signs out every other device too.`,
  changePassword: msg`Change Password`,
  backToProfile: msg`Back to Profile`,
  hostedNotListed: msg`Your account signs in through a service that does not let Fairsplit list the browsers signed in to it, or its past sign-ins.`,
  hostedCanDo: msg`You can still sign out every browser but this one, at once.`,
  lastSignIn: msg`Your last sign-in`,
  loadingConfig: msg`Loading`,
  /** 'Chrome 131 on Windows 10'. */
  browserOnSystem: (browser: string, system: string) => msg`${browser} on ${system}`,
});

export const SIGN_IN_OUTCOME_LABELS = liveTexts({
  success: msg`Signed in`,
  wrong_password: msg`Refused: wrong password`,
  locked: msg`Refused: too many attempts`,
  unconfirmed: msg`Refused: email address not confirmed`,
} satisfies Record<SignInOutcome, unknown>);

export const SIGN_IN_METHOD_LABELS: Readonly<Record<string, string | undefined>> = liveTexts({
  password: msg`with the password`,
  recovery: msg`with a password reset link`,
  signup: msg`by confirming a new account`,
  email_change: msg`by confirming a new email address`,
});

export const SIGN_OUT_LINK_TEXTS = liveTexts({
  title: msg`Sign out a device`,
  intro: msg`This signs out the browser named in the email you received about a new sign-in. Nothing else changes.`,
  button: msg`Sign out that device`,
  doneTitle: msg`That device is signed out`,
  doneText: msg`It can no longer use your account. If you think someone knows your password, reset it now: that signs out every other device too.`,
  resetPassword: msg`Reset your password`,
  invalid: DEVICES_MESSAGES.linkInvalid,
  incomplete: msg`This link is not complete. Please open it again from the email.`,
  failed: msg`The device could not be signed out. Please try again.`,
});
