/**
 * "Your data is yours": what GET /api/account/export hands over, file by file, and the words
 * that explain it. Data protection is not a premium feature: every signed-in user may download
 * everything the product keeps about them.
 */
import { z } from 'zod';
import { LANGUAGES } from './language';

const ACCOUNT_EXPORT_FORMATS = ['zip', 'json'] as const;
export type AccountExportFormat = (typeof ACCOUNT_EXPORT_FORMATS)[number];

export const accountExportQuerySchema = z.object({
  format: z.enum(ACCOUNT_EXPORT_FORMATS, { error: 'Format must be zip or json' }).default('zip'),
});

/** Each part of the export: its file in the ZIP (its key in the JSON file) and what it holds. */
export const ACCOUNT_EXPORT_PARTS = [
  [
    'profile',
    'Your account: name, email address, when it was made, your plan, your email preferences, your language, which spouse you are.',
  ],
  ['subscriptions', 'Every subscription you have had, with its status and dates.'],
  ['expenses', 'Every expense you have recorded.'],
  ['events', 'Every event in your journal.'],
  ['networth_items', 'Every asset and debt, with ownership, dispute notes and division plan.'],
  ['division', 'Your target share for the division planner.'],
  [
    'settlement',
    'The settlement figures you saved in the calculator and your decision analysis, if any.',
  ],
  ['income', 'Your income sources and mandatory deductions, each with its monthly figure.'],
  [
    'disclosure',
    'The figures you proposed for the financial disclosure, by expense category, and their basis.',
  ],
  [
    'support',
    'Your support orders with every schedule they have had, your payments, and your reimbursement requests with each change of status.',
  ],
  [
    'documents',
    'Every document you uploaded: its name, type, size, SHA-256 fingerprint and the records it proves. The files themselves are in the documents folder of the ZIP.',
  ],
  [
    'revisions',
    'The full history of your records: every create, edit, delete and restore, chained by SHA-256 (see /verify).',
  ],
  [
    'snapshots',
    'Every export you made, with its verification code, the file fingerprints it vouches for and its signed receipt.',
  ],
  [
    'shares',
    'Every link you gave a lawyer or mediator: what it covers, when it expires, who opened it when, and which of your documents were viewed or downloaded through it.',
  ],
  [
    'devices',
    'Every browser that has been signed in to your account: its system, its network (approximate), when it signed in, was last active and was signed out.',
  ],
  [
    'sign_ins',
    'Your sign-ins of the last 90 days, and the attempts that were refused (wrong password, too many attempts, email address not confirmed).',
  ],
] as const;
export type AccountExportPart = (typeof ACCOUNT_EXPORT_PARTS)[number][0];

/** The README.txt at the top of the ZIP (and the `readme` of the JSON file). */
export function accountExportReadme({
  exportedAt,
  code,
  verifyUrl,
  spreadsheets = [],
}: {
  exportedAt: string;
  code: string;
  verifyUrl: string;
  /** The trackers' CSV files the download also holds (the ZIP), by name. */
  spreadsheets?: readonly string[];
}): string {
  return [
    'Fairsplit — all your data',
    '',
    `Exported ${exportedAt}. Verification code ${code} (check it at ${verifyUrl}).`,
    '',
    'Each .json file is as the Fairsplit API answers it: money as decimal text ("1234.50"),',
    'calendar dates as YYYY-MM-DD, times as ISO 8601 in UTC.',
    '',
    ...ACCOUNT_EXPORT_PARTS.map(([part, about]) => `${part}.json — ${about}`),
    ...(spreadsheets.length > 0
      ? [
          '',
          'The same records as spreadsheets, to open in Excel, Numbers or Google Sheets:',
          ...spreadsheets.map((name) => `${name} — ${SPREADSHEET_ABOUT[name] ?? name}`),
        ]
      : []),
    '',
    'Passwords are never stored by Fairsplit in readable form, so none is included.',
    '',
  ].join('\n');
}

const SPREADSHEET_ABOUT: Readonly<Record<string, string>> = {
  'expenses.csv': 'your expenses, as the Expense Tracker exports them',
  'events.csv': 'your significant events, as the Event Tracker exports them',
  'networth.csv': 'your assets and debts, as the Net Worth Tracker exports them',
  'sign-ins.csv': 'your sign-ins of the last 90 days, as sign_ins.json holds them',
};

export const ACCOUNT_DELETE_MESSAGES = {
  emailRequired: 'Enter the email address of this account',
  passwordRequired: 'Enter your current password',
  wrongCredentials: 'The email address or password is not correct. Nothing was deleted.',
  billingFailed:
    'Your subscription could not be cancelled with the payment provider, so nothing was deleted. Please try again in a few minutes.',
  tooManyAttempts: 'Too many attempts. Please wait 15 minutes and try again.',
  documentsUnreachable:
    'The store that keeps your documents is not answering, so your account was not deleted. Please try again in a few minutes.',
  serviceRoleKeyMissing:
    'Account deletion needs SUPABASE_SERVICE_ROLE_KEY on the server. Nothing was deleted.',
  signInNotRemoved:
    'Your records were deleted, but your sign-in could not be removed yet. Please try again in a few minutes.',
} as const;

/** POST /api/account/delete: the account's email and current password, asked again. */
export const accountDeleteSchema = z.object({
  email: z
    .string({ error: ACCOUNT_DELETE_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: ACCOUNT_DELETE_MESSAGES.emailRequired })
    .max(254, { error: ACCOUNT_DELETE_MESSAGES.emailRequired }),
  password: z
    .string({ error: ACCOUNT_DELETE_MESSAGES.passwordRequired })
    .min(1, { error: ACCOUNT_DELETE_MESSAGES.passwordRequired })
    .max(1024, { error: ACCOUNT_DELETE_MESSAGES.passwordRequired }),
});
export type AccountDeleteInput = z.input<typeof accountDeleteSchema>;

/** What a deletion removes, in the words the confirmation dialog uses. */
export const ACCOUNT_DELETION_SCOPE = [
  'your account and sign-in',
  'every expense, event and net worth item, and your division plan',
  'the full history of your records',
  'your exports’ verification codes (they will then say the export was withdrawn)',
  'your subscription, which is cancelled at once with no further charges',
] as const;

/**
 * Email preferences. Marketing email (tips and product news) is on unless declined, as the
 * legal text says; account emails (resets, confirmations, the deletion notice) always arrive.
 */
export const EMAIL_PREFERENCES_MESSAGES = {
  invalidBody: 'marketing_emails must be true or false',
  invalidUnsubscribeLink:
    'This unsubscribe link is not valid. You can turn off tips and news under Email in Settings.',
} as const;

/**
 * The name of the marketing choice wherever she makes it: the sign-up form's checkbox (ticked
 * unless she unticks it) and the profile's switch.
 */
export const MARKETING_EMAILS_LABEL = 'Tips and news by email';

/** GET and PUT /api/account/email-preferences. */
export const emailPreferencesSchema = z.object(
  { marketing_emails: z.boolean({ error: EMAIL_PREFERENCES_MESSAGES.invalidBody }) },
  { error: EMAIL_PREFERENCES_MESSAGES.invalidBody },
);
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

export const LANGUAGE_MESSAGES = { invalid: 'language must be en or es' } as const;

/** PUT /api/account/language: the language she chose (shared/language.ts). */
export const accountLanguageBodySchema = z.object(
  { language: z.enum(LANGUAGES, { error: LANGUAGE_MESSAGES.invalid }) },
  { error: LANGUAGE_MESSAGES.invalid },
);

/** What POST /api/account/delete answers once the account is gone. */
export const accountDeleteResponseSchema = z.object({ deleted: z.literal(true) });

/** What POST /api/email/unsubscribe answers. */
export const unsubscribeResponseSchema = z.object({ unsubscribed: z.literal(true) });
