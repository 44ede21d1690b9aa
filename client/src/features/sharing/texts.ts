/**
 * The Sharing page's own words. The limits and the validation messages come from
 * `@shared/sharing`, so the page and the server say the same thing.
 */
import { msg, plural } from '@lingui/core/macro';
import {
  SHARE_EXPIRY_DAYS,
  SHARE_PASSCODE,
  type SharePauseReason,
  type ShareStatus,
} from '@shared/sharing';
import { liveTexts } from '@/components/ui/live-texts';

// Named, so a translator reads "{minDays}" rather than "{0}".
const minDays = SHARE_EXPIRY_DAYS.min;
const maxDays = SHARE_EXPIRY_DAYS.max;
const minPasscode = SHARE_PASSCODE.min;

export const SHARING_TEXTS = liveTexts({
  title: msg`Sharing`,
  intro: msg`A lawyer or mediator you give a link to can read what you choose, and never change it, until the link expires or you revoke it.`,
  privacy: msg`Nobody else, including your spouse, sees anything unless they have the link (and its passcode, if you set one).`,
  newShare: msg`New share`,
  loading: msg`Loading your shares`,
  loadErrorTitle: msg`Your shares could not be loaded`,
  loadFailed: msg`Failed to fetch your shares`,
  retry: msg`Try again`,
  signedOut: msg`Please log in to see your shares.`,
  premiumRequired: msg`Premium subscription required for this feature.`,
  empty: msg`You have not shared anything yet.`,
  emptyHint: msg`Create a link for your lawyer or mediator; you choose what it covers and for how long.`,
  listTitle: msg`Your shares`,
  premiumNeeded: msg`Premium is inactive, so you cannot create, extend or resume a link. You can still see your links and revoke them.`,
  premiumLink: msg`Go to Account Settings`,
});

export const NEW_SHARE_TEXTS = liveTexts({
  title: msg`New share`,
  description: msg`Choose who it is for, what it covers and how long it works.`,
  labelLabel: msg`Label`,
  labelPlaceholder: msg`e.g. My attorney, J. Smith`,
  scopesLegend: msg`What it covers`,
  expiryLabel: msg`Expires after (days)`,
  expiresOn: (date: string) => msg`Expires on ${date}`,
  expiryHint: msg`From ${minDays} to ${maxDays} days`,
  passcodeLabel: msg`Passcode (optional)`,
  passcodeHint: msg`At least ${minPasscode} characters. Give it to the recipient another way than the link, such as by phone.`,
  cancel: msg`Cancel`,
  create: msg`Create link`,
  creating: msg`Creating...`,
  failed: msg`The link could not be created. Please try again.`,
  linkTitle: msg`Your link is ready`,
  linkOnce: msg`This link is shown only now. Copy it or scan the code; Fairsplit keeps only a fingerprint of it.`,
  linkLabel: msg`Link`,
  copyLink: msg`Copy link`,
  shareLink: msg`Share…`,
  shareTitle: msg`A read-only link`,
  qrAlt: msg`QR code of the link`,
  qrLoading: msg`Drawing the QR code`,
  qrFailed: msg`The QR code could not be drawn. Copy the link instead.`,
  done: msg`Done`,
});

export const SHARE_CARD_TEXTS = liveTexts({
  covers: msg`Covers`,
  expires: msg`Expires`,
  expired: msg`Expired`,
  revoked: msg`Revoked`,
  passcode: msg`Passcode`,
  passcodeYes: msg`Yes`,
  passcodeNo: msg`No`,
  lastOpened: msg`Last opened`,
  neverOpened: msg`Never opened`,
  firstOpened: msg`First opened`,
  accessCount: msg`Opened or downloaded`,
  /** The total kept on the link, even once the oldest log entries have rolled off. */
  times: (count: number) => msg`${plural(count, { one: '# time', other: '# times' })}`,
  accessLog: msg`Access log`,
  accessLogFor: (label: string) => msg`Access log for ${label}`,
  noVisits: msg`No visits yet.`,
  extend: msg`Extend`,
  extendFor: (label: string) => msg`Extend ${label}`,
  revoke: msg`Revoke`,
  revokeFor: (label: string) => msg`Revoke ${label}`,
  resume: msg`Resume`,
  resumeFor: (label: string) => msg`Resume ${label}`,
});

export const SHARE_STATUS_LABELS = liveTexts({
  active: msg`Active`,
  paused: msg`Paused`,
  expired: msg`Expired`,
  revoked: msg`Revoked`,
} satisfies Record<ShareStatus, unknown>);

/** The one line under a paused link's label: why it stopped opening. */
export const PAUSE_REASON_TEXTS = liveTexts({
  password_changed: msg`Paused after your password changed`,
  password_reset: msg`Paused after your password was reset`,
  signed_out_everywhere: msg`Paused after you signed out of all devices`,
  premium_lapsed: msg`Paused while Premium is inactive`,
} satisfies Record<SharePauseReason, unknown>);

export const RESUME_TEXTS = liveTexts({
  title: msg`Resume this link?`,
  description: msg`Your links pause when your account’s security changes, in case it was not you. To make sure it is you, enter your current password; whoever has the link can then open it again.`,
  passwordLabel: msg`Current password`,
  cancel: msg`Cancel`,
  confirm: msg`Resume link`,
  resuming: msg`Resuming...`,
  done: msg`Link resumed`,
  failed: msg`The link could not be resumed. Please try again.`,
});

/** What an entry of the access log says was done: the link opened, the case file downloaded… */
export const ACCESS_KIND_LABELS = liveTexts({
  view: msg`Opened`,
  download: msg`Downloaded the case file`,
});

/** …or one of her documents viewed or downloaded through it, named as it is called now. */
export const DOCUMENT_ACCESS_LABELS = liveTexts({
  view: (name: string) => msg`Viewed the document “${name}”`,
  download: (name: string) => msg`Downloaded the document “${name}”`,
});

const REVOKE_FALLBACK = msg`The link could not be revoked. Please try again.`;

export const REVOKE_TEXTS = liveTexts({
  title: msg`Revoke this link?`,
  /** `inactive`: SHARING_MESSAGES.inactive, in the language being spoken. */
  description: (inactive: string) => msg`Whoever has it will see “${inactive}” from now on.`,
  confirm: msg`Revoke link`,
  done: msg`Link revoked`,
  failedTitle: msg`Failed to revoke the link`,
  fallback: REVOKE_FALLBACK,
});

/**
 * The /revoke-link page, where the "revoke it now" link of the mail about a new link leads: it
 * works without signing in, and acts only on the button.
 */
export const REVOKE_LINK_TEXTS = liveTexts({
  title: msg`Revoke a link to your records`,
  intro: msg`This stops the read-only link named in the email you received about a new link to your records. Whoever has it will see “This link is no longer active” from then on. Nothing else in your account changes.`,
  cannotUndo: msg`Revoking cannot be undone. To share again, you would make a new link.`,
  button: msg`Revoke this link`,
  working: msg`Revoking...`,
  done: msg`The link is revoked. Nobody can open it any more.`,
  alreadyRevoked: msg`This link was revoked already. Nobody can open it any more.`,
  notYou: msg`If you did not make that link, someone may have used your signed-in phone or computer. Reset your password: that signs out every other device.`,
  resetPassword: msg`Reset your password`,
  allLinks: msg`See all your links`,
  incomplete: msg`This link is not complete. Please open it again from the email.`,
  failed: REVOKE_FALLBACK,
});

/** How far from now an extension reaches, in days. */
export const EXTEND_CHOICES = [7, 14, 30, 90] as const;

export const EXTEND_TEXTS = liveTexts({
  title: msg`Extend this link`,
  description: msg`The link works until the day you choose, counted from today.`,
  choiceLabel: msg`Works for`,
  choice: (days: number, date: string) => msg`${days} days from now (until ${date})`,
  cancel: msg`Cancel`,
  confirm: msg`Extend`,
  extending: msg`Extending...`,
  done: (date: string) => msg`Link extended to ${date}`,
  failedTitle: msg`Failed to extend the link`,
  fallback: msg`The link could not be extended. Please try again.`,
});
