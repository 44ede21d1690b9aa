/**
 * Every email's words, in one place: the sender name, each subject and each preview line.
 * Our users are separating, and the other spouse may read the inbox, see its notifications or
 * glance at a phone's lock screen. So everything a mail shows before it is opened (sender,
 * subject, and the first lines a mail app prints beside the subject) stays neutral: no word
 * that says what the app is for. The body may say more: once opened, it is read by whoever
 * opened it on purpose. messages.test.ts renders every mail and holds them to GIVEAWAY_WORDS.
 */

/**
 * The sender's display name on every message, whatever name MAIL_FROM carries. Not
 * "Fairsplit": a "fair split" is what a divorce is about, so the product's own name gives it
 * away in an inbox list. "FS Account" says only that an account somewhere writes, and the user,
 * who knows the initials, still recognises it.
 */
export const MAIL_SENDER_NAME = 'FS Account';

/**
 * What a mail must not show before it is opened, matched case-insensitively anywhere in the
 * sender name, the subject and the preview: the five words that most plainly give it away, their
 * close kin, and the product's name ("split" covers "Fairsplit" and "fair split").
 */
export const GIVEAWAY_WORDS = [
  'divorce',
  'lawyer',
  'attorney',
  'custody',
  'trial',
  'settlement',
  'separat',
  'spouse',
  'alimony',
  'mediat',
  'marital',
  'marriage',
  'court',
  'split',
  // The same in Spanish, for the mails a Spanish reader gets (messages.es.ts).
  'divorci',
  'abogad',
  'custodia',
  'juicio',
  'acuerdo',
  'separa',
  'cónyuge',
  'conyug',
  'pensión',
  'mediaci',
  'mediador',
  'matrimon',
  'corte',
  'tribunal',
] as const;

/**
 * How much of a plain-text mail's opening counts as its preview line. Mail apps print the first
 * words beside the subject: Gmail about 100 characters on a wide screen, Apple Mail up to five
 * lines on a phone. 200 characters cover them with room to spare, so every message opens with
 * its preheader and keeps links (whose address may name the product) further down.
 */
const PREVIEW_LENGTH = 200;

/** The preview a mail app shows for `text`: its first PREVIEW_LENGTH characters, spaces folded. */
export function previewOf(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, PREVIEW_LENGTH);
}

/** The longest a name may be in a mail: a greeting, not a paragraph. */
export const MAIL_NAME_MAX_LENGTH = 100;

// Anything that could end the line a name is printed on (CR, LF, the Unicode line and paragraph
// separators, NEL and every other control character) or reverse the text after it (the
// direction overrides and isolates), and ordinary whitespace, so that runs fold into one space.
const NOT_ON_ONE_LINE = /[\s\p{Cc}\p{Zl}\p{Zp}\u202a-\u202e\u2066-\u2069]+/gu;

/**
 * A name (user metadata such as first_name, a share's label) as it may enter a mail's subject or
 * body: one line of at most MAIL_NAME_MAX_LENGTH characters, never a character cut in half.
 * Anyone can sign up with any metadata, so a name must not be able to add a header, a line
 * that looks like ours ("Click here to confirm"), or pages of text. Empty when nothing is left.
 */
export function nameForMail(name: string | null | undefined): string {
  const line = (name ?? '').replace(NOT_ON_ONE_LINE, ' ').trim();
  if (line.length <= MAIL_NAME_MAX_LENGTH) return line;
  const cut = line.slice(0, MAIL_NAME_MAX_LENGTH);
  const lastUnit = cut.charCodeAt(cut.length - 1);
  const halfOfAPair = lastUnit >= 0xd800 && lastUnit <= 0xdbff;
  return (halfOfAPair ? cut.slice(0, -1) : cut).trimEnd();
}

/**
 * A moment as every mail writes it: '2026-11-26 10:00 UTC'. A mail cannot know the reader's
 * time zone, so it names its own.
 */
export function mailTime(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export interface RenderedMail {
  subject: string;
  /** The plain-text body: the preheader, a blank line, then the rest. */
  text: string;
}

/** A message kind: its subject and preheader fixed here, its body filled in per recipient. */
export function message<Input>(
  subject: string,
  preheader: string,
  body: (input: Input) => string[],
) {
  return {
    subject,
    preheader,
    render: (input: Input): RenderedMail => ({
      subject,
      text: [preheader, '', ...body(input)].join('\n'),
    }),
  };
}

export const MAIL_MESSAGES = {
  /** The auth server: the link that confirms a new account's address. */
  signupConfirmation: message(
    'Confirm your email address',
    'One step left: please confirm that this email address is yours, to finish setting up the account you have just created.',
    ({ link }: { link: string }) => [
      'The link below works once, within 24 hours. If you did not sign up, ignore this email:',
      'nothing will happen.',
      '',
      link,
      '',
      'Sent by Fairsplit.',
    ],
  ),

  /** The auth server: someone signed up with an address that already has an account. */
  alreadyRegistered: message(
    'Your account already exists',
    'Someone tried to create an account with this email address, which already has one.',
    ({ loginUrl }: { loginUrl: string }) => [
      'If it was not you, you need not do anything: nothing was changed, and nobody was signed in.',
      'If it was you, log in or reset your password here:',
      '',
      loginUrl,
      '',
      'Sent by Fairsplit.',
    ],
  ),

  /** The auth server: the link that moves the account to a new address. */
  emailChange: message(
    'Confirm your new email address',
    'Please confirm that this email address is yours: your account will use it from now on, for signing in and for every email.',
    ({ link }: { link: string }) => [
      'If you did not ask for this, ignore this email: nothing changes. The link works once,',
      'within 24 hours:',
      '',
      link,
      '',
      'Sent by Fairsplit.',
    ],
  ),

  /**
   * The auth server: the same change, asked of the address in use. The change happens only when
   * both links are opened, so whoever holds a session alone cannot move the account away.
   */
  emailChangeCurrent: message(
    'Confirm a change to your email address',
    'Someone signed in to your account asked to move it to another email address. It changes only if you confirm here too.',
    ({ link, newEmail, resetUrl }: { link: string; newEmail: string; resetUrl: string }) => [
      `The new address would be: ${newEmail}`,
      '',
      'If it was you, open this link within 24 hours (and the one sent to the new address):',
      '',
      link,
      '',
      'If it was not you, do not open the link: your address stays as it is. Then reset your',
      'password here, which signs out every other device and cancels the change:',
      '',
      resetUrl,
      '',
      'Sent by Fairsplit.',
    ],
  ),

  /** The auth server: a password or an email address was changed; the account's owner hears. */
  accountChanged: message(
    'A change to your account',
    'A detail of your account was changed. If it was you, there is nothing to do.',
    ({
      change,
      when,
      device,
      resetUrl,
    }: {
      change: string;
      when: string;
      device: string;
      resetUrl: string;
    }) => [
      `What changed: ${change}`,
      `When: ${when}`,
      `From: ${device}`,
      '',
      'If it was not you, reset your password now. That signs out every other device:',
      '',
      resetUrl,
      '',
      'Sent by Fairsplit.',
    ],
  ),

  /** The auth server: the code GET /reauthenticate sends, to confirm a sensitive change. */
  reauthentication: message(
    'Your confirmation code',
    'Here is the code to confirm a change to your account.',
    ({ code }: { code: string }) => [
      `Your code: ${code}`,
      '',
      'It works once, within one hour. If you did not ask for it, ignore this email and consider',
      'resetting your password.',
      '',
      'Sent by Fairsplit.',
    ],
  ),

  /** The auth server: the password-reset link. */
  recovery: message(
    'Reset your password',
    'Someone asked to reset the password of your account. To choose a new password, open the link below within one hour.',
    ({ link }: { link: string }) => [
      'If it was not you, ignore this email: your password stays as it is, and the link expires',
      'unused.',
      '',
      link,
      '',
      'Sent by Fairsplit.',
    ],
  ),

  /**
   * The auth server: a sign-in from a browser and network the account has not used in ninety
   * days, with the single-use link that signs that device out.
   */
  newSignIn: message(
    'New sign-in to your account',
    'Your account was just signed in to from a browser or network it has not used lately. If it was you, there is nothing to do.',
    ({
      when,
      device,
      network,
      signOutUrl,
      devicesUrl,
      resetUrl,
    }: {
      when: string;
      device: string;
      network: string;
      signOutUrl: string;
      devicesUrl: string;
      resetUrl: string;
    }) => [
      `When: ${when}`,
      `Browser: ${device}`,
      `Network: ${network} (approximate)`,
      '',
      'If it was not you, sign that device out now with this link (it works once):',
      '',
      signOutUrl,
      '',
      'Then reset your password, which signs out every other device too:',
      '',
      resetUrl,
      '',
      `Every device signed in to your account is listed at ${devicesUrl}`,
      '',
      'Sent by Fairsplit.',
    ],
  ),

  /** Marketing (product-mail.ts adds the unsubscribe footer): the welcome with three tips. */
  welcome: message(
    'Your account is ready',
    'Your account is ready. Three habits that help from the first day, and how to switch these tips off, are below.',
    ({ firstName, homeUrl }: { firstName: string | null; homeUrl: string }) => [
      `Hello ${nameForMail(firstName) || 'there'},`,
      '',
      'Three things that help from the first day:',
      '',
      '1. Write things down the day they happen. Every entry keeps the date it was recorded and',
      '   every later change, so nobody can say you made it up last week.',
      '2. Keep every divorce-related cost in one place, as it comes, or import months of a bank',
      '   statement from a CSV file at once.',
      '3. Before you negotiate, compare. The free Settlement Calculator sets what an offer is',
      '   worth against the likely outcomes of a trial, after legal fees.',
      '',
      'Premium ($29.99 a month) adds the Expense, Net Worth and Event trackers, the division',
      'planner that works out who pays whom to make a split fair, and a case file with',
      'verification codes to hand to your lawyer or mediator.',
      '',
      `Start here: ${homeUrl}`,
    ],
  ),

  /** Transactional: the account is gone. */
  accountDeleted: message<void>(
    'Your account has been deleted',
    'Your account and everything in it have been deleted, as you asked.',
    () => [
      'Any subscription was cancelled at once; there will be no further charges. Exports you',
      'handed out now verify as withdrawn by their owner.',
      '',
      'If you did not ask for this, reply to this email.',
      '',
      'Sent by Fairsplit.',
    ],
  ),

  /**
   * Transactional: a read-only link to her records was made, with the single-use link that
   * revokes it without signing in. Whoever had her unlocked phone for a moment could have made
   * it and sent it to themselves. The label (her own words, perhaps naming her lawyer) comes
   * only after the preview, which says nothing of what the records are about.
   */
  shareCreated: message(
    'A new link to your records',
    'A read-only link to your records was just made in your account. If you made it, there is nothing to do. If you did not, you can stop it at once, without signing in, with the link in this email.',
    ({
      label,
      expires,
      covers,
      revokeUrl,
      sharingUrl,
      resetUrl,
    }: {
      label: string;
      expires: string;
      /** What the link lets its holder read, in the Sharing page's words. */
      covers: string[];
      revokeUrl: string;
      sharingUrl: string;
      resetUrl: string;
    }) => [
      `A link to your records was created: ${nameForMail(label) || 'no label'}, expires ${expires}.`,
      `It lets whoever has it read, and never change: ${covers.join(', ')}.`,
      '',
      'If you did not make it, revoke it now with this link (it works once):',
      '',
      revokeUrl,
      '',
      'Revoking cannot be undone: the link stops opening at once, for good. To share again,',
      'make a new link.',
      '',
      'If you did not make it, someone may have used your signed-in phone or computer. Reset',
      'your password too, which signs out every other device:',
      '',
      resetUrl,
      '',
      `Every link you have made is listed at ${sharingUrl}`,
      '',
      'Sent by Fairsplit.',
    ],
  ),
};

/** Words the mails' callers put into them: what changed, and the marketing mails' footer. */
export const MAIL_PHRASES = {
  yourPassword: 'your password',
  yourEmailNow: (email: string) => `your email address, now ${email}`,
  marketingFooter: (page: string) => [
    'You receive tips and news from Fairsplit because you have an account.',
    `To stop them, open ${page}`,
    'or switch off "Tips and news by email" under Email in Settings. Emails about your account',
    'itself (password resets, confirmations) still arrive.',
  ],
};

export type MailKind = keyof typeof MAIL_MESSAGES;
export type MailInput<Kind extends MailKind> = Parameters<
  (typeof MAIL_MESSAGES)[Kind]['render']
>[0];
