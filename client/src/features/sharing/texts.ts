/**
 * The Sharing page's own words. The limits and the validation messages come from
 * `@shared/sharing`, so the page and the server say the same thing.
 */
import {
  SHARE_EXPIRY_DAYS,
  SHARE_PASSCODE,
  SHARING_MESSAGES,
  type SharePauseReason,
  type ShareStatus,
} from '@shared/sharing';

export const SHARING_TEXTS = {
  title: 'Sharing',
  intro:
    'A lawyer or mediator you give a link to can read what you choose, and never change it, until the link expires or you revoke it.',
  privacy:
    'Nobody else, including your spouse, sees anything unless they have the link (and its passcode, if you set one).',
  newShare: 'New share',
  loading: 'Loading your shares',
  loadErrorTitle: 'Your shares could not be loaded',
  loadFailed: 'Failed to fetch your shares',
  retry: 'Try again',
  signedOut: 'Please log in to see your shares.',
  premiumRequired: 'Premium subscription required for this feature.',
  empty: 'You have not shared anything yet.',
  emptyHint:
    'Create a link for your lawyer or mediator; you choose what it covers and for how long.',
  listTitle: 'Your shares',
  premiumNeeded:
    'Premium is inactive, so you cannot create, extend or resume a link. You can still see your links and revoke them.',
  premiumLink: 'Go to Account Settings',
} as const;

export const NEW_SHARE_TEXTS = {
  title: 'New share',
  description: 'Choose who it is for, what it covers and how long it works.',
  labelLabel: 'Label',
  labelPlaceholder: 'e.g. My attorney, J. Smith',
  scopesLegend: 'What it covers',
  expiryLabel: 'Expires after (days)',
  expiresOn: (date: string) => `Expires on ${date}`,
  expiryHint: `From ${SHARE_EXPIRY_DAYS.min} to ${SHARE_EXPIRY_DAYS.max} days`,
  passcodeLabel: 'Passcode (optional)',
  passcodeHint: `At least ${SHARE_PASSCODE.min} characters. Give it to the recipient another way than the link, such as by phone.`,
  cancel: 'Cancel',
  create: 'Create link',
  creating: 'Creating...',
  failed: 'The link could not be created. Please try again.',
  linkTitle: 'Your link is ready',
  linkOnce:
    'This link is shown only now. Copy it or scan the code; Fairsplit keeps only a fingerprint of it.',
  linkLabel: 'Link',
  copyLink: 'Copy link',
  shareLink: 'Share…',
  shareTitle: 'A read-only link',
  qrAlt: 'QR code of the link',
  qrLoading: 'Drawing the QR code',
  qrFailed: 'The QR code could not be drawn. Copy the link instead.',
  done: 'Done',
} as const;

export const SHARE_CARD_TEXTS = {
  covers: 'Covers',
  expires: 'Expires',
  expired: 'Expired',
  revoked: 'Revoked',
  passcode: 'Passcode',
  passcodeYes: 'Yes',
  passcodeNo: 'No',
  lastOpened: 'Last opened',
  neverOpened: 'Never opened',
  firstOpened: 'First opened',
  accessCount: 'Opened or downloaded',
  /** The total kept on the link, even once the oldest log entries have rolled off. */
  times: (count: number) => (count === 1 ? '1 time' : `${count} times`),
  accessLog: 'Access log',
  accessLogFor: (label: string) => `Access log for ${label}`,
  noVisits: 'No visits yet.',
  extend: 'Extend',
  extendFor: (label: string) => `Extend ${label}`,
  revoke: 'Revoke',
  revokeFor: (label: string) => `Revoke ${label}`,
  resume: 'Resume',
  resumeFor: (label: string) => `Resume ${label}`,
} as const;

export const SHARE_STATUS_LABELS: Record<ShareStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  expired: 'Expired',
  revoked: 'Revoked',
};

/** The one line under a paused link's label: why it stopped opening. */
export const PAUSE_REASON_TEXTS: Record<SharePauseReason, string> = {
  password_changed: 'Paused after your password changed',
  password_reset: 'Paused after your password was reset',
  signed_out_everywhere: 'Paused after you signed out of all devices',
  premium_lapsed: 'Paused while Premium is inactive',
};

export const RESUME_TEXTS = {
  title: 'Resume this link?',
  description:
    'Your links pause when your account’s security changes, in case it was not you. To make sure it is you, enter your current password; whoever has the link can then open it again.',
  passwordLabel: 'Current password',
  cancel: 'Cancel',
  confirm: 'Resume link',
  resuming: 'Resuming...',
  done: 'Link resumed',
  failed: 'The link could not be resumed. Please try again.',
} as const;

export const ACCESS_KIND_LABELS = {
  view: 'Opened',
  download: 'Downloaded the case file',
} as const;

export const REVOKE_TEXTS = {
  title: 'Revoke this link?',
  description: `Whoever has it will see “${SHARING_MESSAGES.inactive}” from now on.`,
  confirm: 'Revoke link',
  done: 'Link revoked',
  failedTitle: 'Failed to revoke the link',
  fallback: 'The link could not be revoked. Please try again.',
} as const;

/**
 * The /revoke-link page, where the "revoke it now" link of the mail about a new link leads: it
 * works without signing in, and acts only on the button.
 */
export const REVOKE_LINK_TEXTS = {
  title: 'Revoke a link to your records',
  intro:
    'This stops the read-only link named in the email you received about a new link to your records. Whoever has it will see “This link is no longer active” from then on. Nothing else in your account changes.',
  cannotUndo: 'Revoking cannot be undone. To share again, you would make a new link.',
  button: 'Revoke this link',
  working: 'Revoking...',
  done: 'The link is revoked. Nobody can open it any more.',
  alreadyRevoked: 'This link was revoked already. Nobody can open it any more.',
  notYou:
    'If you did not make that link, someone may have used your signed-in phone or computer. Reset your password: that signs out every other device.',
  resetPassword: 'Reset your password',
  allLinks: 'See all your links',
  incomplete: 'This link is not complete. Please open it again from the email.',
  failed: REVOKE_TEXTS.fallback,
} as const;

/** How far from now an extension reaches, in days. */
export const EXTEND_CHOICES = [7, 14, 30, 90] as const;

export const EXTEND_TEXTS = {
  title: 'Extend this link',
  description: 'The link works until the day you choose, counted from today.',
  choiceLabel: 'Works for',
  choice: (days: number, date: string) => `${days} days from now (until ${date})`,
  cancel: 'Cancel',
  confirm: 'Extend',
  extending: 'Extending...',
  done: (date: string) => `Link extended to ${date}`,
  failedTitle: 'Failed to extend the link',
  fallback: 'The link could not be extended. Please try again.',
} as const;
