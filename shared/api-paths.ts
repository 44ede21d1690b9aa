/**
 * Every `/api` path, in a module without zod: what loads with every page (the request helper,
 * auth) names its paths from here, so a visitor's first load carries no schema
 * (docs/decisions/014-landing-weight-and-long-lists.md). shared/api.ts re-exports them.
 */
const encodeId = (id: string | number) => encodeURIComponent(String(id));

/** Every `/api` path the client calls (docs/product.md#api-conventions). */
export const API_PATHS = {
  config: '/api/config',
  health: '/api/health',
  authStatus: '/api/auth/status',
  registerDbUser: '/api/auth/register-db-user',
  profile: '/api/profile',
  checkStatus: '/api/subscriptions/check-status',
  createCheckout: '/api/subscriptions/create-checkout',
  cancelSubscription: '/api/subscriptions/cancel',
  billingPortal: '/api/subscriptions/portal',
  checkoutSession: (sessionId: string) => `/api/billing/checkout/${encodeId(sessionId)}`,
  expenses: '/api/expenses',
  expense: (id: string | number) => `/api/expenses/${encodeId(id)}`,
  expensesImport: '/api/expenses/import',
  expensesImportUndo: '/api/expenses/import/undo',
  events: '/api/events',
  event: (id: string | number) => `/api/events/${encodeId(id)}`,
  networth: '/api/networth',
  networthCategories: '/api/networth/categories',
  networthImport: '/api/networth/import',
  networthImportUndo: '/api/networth/import/undo',
  networthItem: (id: string | number) => `/api/networth/${encodeId(id)}`,
  division: '/api/networth/division',
  settlement: '/api/settlement',
  decisionAnalysis: '/api/decision-analysis',
  exportCsv: (fileName: string) => `/api/export/${encodeId(fileName)}`,
  accountExport: (format: 'zip' | 'json') => `/api/account/export?format=${format}`,
  accountDelete: '/api/account/delete',
  emailPreferences: '/api/account/email-preferences',
  accountLanguage: '/api/account/language',
  parties: '/api/account/parties',
  deviceSessions: '/api/account/sessions',
  deviceSession: (id: string) => `/api/account/sessions/${encodeId(id)}`,
  signOutOtherSessions: '/api/account/sessions/sign-out-others',
  signIns: '/api/account/sign-ins',
  signOutLink: '/api/account/sign-out-link',
  unsubscribe: (token: string) => `/api/email/unsubscribe?token=${encodeURIComponent(token)}`,
  shares: '/api/shares',
  share: (id: number) => `/api/shares/${encodeId(id)}`,
  shareResume: (id: number) => `/api/shares/${encodeId(id)}/resume`,
  revokeShareByLink: '/api/shares/revoke-by-link',
  sharedView: (token: string) => `/api/shared/${encodeId(token)}`,
  sharedHistory: (token: string) => `/api/shared/${encodeId(token)}/history`,
  /** `inline`: for the viewer (images and PDFs); otherwise an attachment. */
  sharedDocumentContent: (token: string, id: number, inline: boolean) =>
    `/api/shared/${encodeId(token)}/documents/${encodeId(id)}/content${inline ? '?inline=1' : ''}`,
  history: '/api/history',
  deletedItems: '/api/history/deleted',
  restore: '/api/history/restore',
  integrity: '/api/integrity',
  networthReport: '/api/exports/networth-report',
  caseFile: '/api/exports/case-file',
  sharedCaseFile: (token: string) => `/api/shared/${encodeId(token)}/export`,
  verify: (code: string) => `/api/verify/${encodeId(code)}`,
} as const;

/**
 * The response header that names a made export's verification code (for the browser's toast).
 * Here, not with the exports' names, so a page's download button carries no export schema.
 */
export const EXPORT_CODE_HEADER = 'X-Fairsplit-Verification-Code';
