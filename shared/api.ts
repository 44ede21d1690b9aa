/**
 * The wire, one home: every `/api` path, the error body every failure carries, and the
 * deployment settings the browser reads. The server answers with these types; the client
 * reads the same answers with these schemas.
 */
// zod/mini: the same schemas as 'zod', tree-shaken; these load with every page (ADR 014).
import * as z from 'zod/mini';

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
  exportCsv: (fileName: string) => `/api/export/${encodeId(fileName)}`,
  accountExport: (format: 'zip' | 'json') => `/api/account/export?format=${format}`,
  accountDelete: '/api/account/delete',
  emailPreferences: '/api/account/email-preferences',
  parties: '/api/account/parties',
  deviceSessions: '/api/account/sessions',
  deviceSession: (id: string) => `/api/account/sessions/${encodeId(id)}`,
  signOutOtherSessions: '/api/account/sessions/sign-out-others',
  signIns: '/api/account/sign-ins',
  signOutLink: '/api/account/sign-out-link',
  unsubscribe: (token: string) => `/api/email/unsubscribe?token=${encodeURIComponent(token)}`,
  revokeShareByLink: '/api/shares/revoke-by-link',
  history: '/api/history',
  deletedItems: '/api/history/deleted',
  restore: '/api/history/restore',
  integrity: '/api/integrity',
  networthReport: '/api/exports/networth-report',
  caseFile: '/api/exports/case-file',
  sharedCaseFile: (token: string) => `/api/shared/${encodeId(token)}/export`,
  verify: (code: string) => `/api/verify/${encodeId(code)}`,
} as const;

/** Every `/api` error: one error model (docs/decisions/006-error-model.md). */
export type ErrorBody = { error: string; details?: string | undefined };

/**
 * What a client can read from any error answer: each field when it is text, else nothing, so
 * a proxy's HTML page or a half body still yields what it has.
 */
export const lenientErrorBodySchema = z.catch(
  z.object({
    error: z.catch(z.optional(z.string()), undefined),
    details: z.catch(z.optional(z.string()), undefined),
  }),
  {},
);
export type PartialErrorBody = Partial<ErrorBody>;

/** GET /api/config: what the browser may know about this deployment. Nothing secret. */
export const clientConfigSchema = z.object({
  auth: z.object({
    mode: z.enum(['local', 'supabase']),
    /** null: the SPA talks to the origin it was loaded from. */
    url: z.nullable(z.string()),
    anonKey: z.string(),
  }),
  billing: z.object({ mode: z.enum(['local', 'stripe']) }),
  supportEmail: z.string(),
  /** PUBLIC_URL: where printed links (an export's /verify address) point. */
  publicUrl: z.string(),
});
export type ClientConfig = z.output<typeof clientConfigSchema>;
