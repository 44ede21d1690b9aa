/**
 * Every route of the app (docs/product.md#route-table), so links and redirects never hand-build a
 * URL. `landing` is the public page at '/'; `home` is the signed-in home screen at '/home'.
 */
export const paths = {
  landing: '/',
  login: '/login',
  signup: '/signup',
  resetPassword: '/reset-password',
  updatePassword: '/update-password',
  debugPasswordReset: '/debug/password-reset',
  terms: '/terms',
  privacy: '/privacy',
  home: '/home',
  dashboard: '/dashboard',
  profile: '/profile',
  accountSettings: '/account-settings',
  changePassword: '/change-password',
  /** The account's signed-in browsers and 90 days of sign-ins, from the profile (and in Settings). */
  devices: '/devices',
  /**
   * Settings: the list of sections, then one page a section, each with its own address
   * (docs/product.md#profile-and-account-settings).
   */
  settings: '/settings',
  settingsSecurity: '/settings/security',
  settingsPrivacy: '/settings/privacy',
  settingsSharing: '/settings/sharing',
  settingsEmail: '/settings/email',
  /** Public: the emailed "sign out that device" link (its token after the #). */
  deviceSignOut: '/devices/sign-out',
  calculator: '/calculator',
  freeSettlementCalculator: '/free-settlement-calculator',
  expenses: '/expenses',
  networth: '/networth',
  events: '/events',
  /** Premium: receipts, statements and appraisals, kept with the records they prove. */
  documents: '/documents',
  /** Premium: income sources and mandatory deductions, for the financial disclosure. */
  income: '/income',
  /** Premium: the income and expense statement drafted from the records. */
  disclosure: '/disclosure',
  /** Premium: support orders, payments, the arrears ledger and reimbursement requests. */
  support: '/support',
  settlementCalculator: '/settlement-calculator',
  /** Premium: settle or go to trial, priced with costs, time and risk. */
  decisionAnalysis: '/decision-analysis',
  subscription: '/subscription',
  /** Public: checks an export's verification code (`?code=` prefills and looks it up). */
  verify: '/verify',
  /** Public: where the browser goes once the account has been deleted and signed out. */
  goodbye: '/goodbye',
  /** Premium: the case file download (also on Home), one tap from the tools bar. */
  caseFile: '/case-file',
  /** Premium: the owner's professional-access links. */
  sharing: '/sharing',
  /** Public: the emailed "revoke it now" link of a new share (`?token=` names the share). */
  revokeLink: '/revoke-link',
  /** Public: a shared view (`/shared/<token>`), read-only, for whoever holds the link. */
  shared: '/shared/:token',
  /** Public: the unsubscribe link of a marketing email (`?token=` names the user). */
  unsubscribe: '/unsubscribe',
  /** The local test-mode checkout (billing mode 'local'). */
  checkoutTest: '/checkout/test',
} as const;
