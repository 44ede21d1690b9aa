/**
 * The wire, one home: every `/api` path (kept in api-paths.ts, without zod), the error body
 * every failure carries, and the deployment settings the browser reads. The server answers
 * with these types; the client reads the same answers with these schemas.
 */
// zod/mini: the same schemas as 'zod', tree-shaken. They load with the first answer read, not
// with the entry chunk (ADR 014).
import * as z from 'zod/mini';

export { API_PATHS } from './api-paths';

/**
 * Why the API refused, as a stable word a program can branch on, with the one HTTP status each
 * is sent with. The message beside it is for people and may be reworded; the code may not.
 */
export const ERROR_STATUS = {
  /** The body or query broke a rule; `details` says which. */
  validation_failed: 400,
  /** Not a request we can read: malformed JSON, a bad id or percent-encoding. */
  malformed_request: 400,
  /** A request that asked the server to vouch for a hash the browser made. */
  client_hash_refused: 400,
  /** An emailed link (unsubscribe, revoke) that is not ours, altered or expired. */
  invalid_link: 400,
  /** The current password given to confirm an action is wrong. */
  wrong_password: 400,
  /** A Stripe webhook without a valid signature. */
  invalid_signature: 400,
  /** A restore named a revision that is not a deletion. */
  not_a_deletion: 400,
  /** No session, or one that has ended: sign in again. */
  unauthorized: 401,
  /** The shared link has a passcode and none was sent. */
  passcode_required: 401,
  /** The request names another account. */
  forbidden: 403,
  /** The feature needs Premium. */
  premium_required: 403,
  /** The email and password given to delete the account do not sign in. */
  wrong_credentials: 403,
  invalid_csrf_token: 403,
  /** Nothing of this user's has this id (others' ids look the same). */
  not_found: 404,
  /** The shared link is revoked, expired, paused or unknown (never said which). */
  share_inactive: 404,
  /** A shared link is read-only. */
  read_only: 405,
  /** This address only answers another method (e.g. a link that needs a button press). */
  method_not_allowed: 405,
  already_premium: 409,
  no_subscription: 409,
  no_billing_account: 409,
  checkout_finished: 409,
  /** An account with this email address already exists (only the auth server learns this). */
  account_exists: 409,
  /** The username could not be chosen; trying again helps. */
  username_taken: 409,
  /** The deletion was already restored. */
  already_restored: 409,
  /** The document is already attached to that record. */
  already_linked: 409,
  /** A restore of a document that is not deleted. */
  not_deleted: 409,
  /** An import's rows changed since, so undoing it would lose edits. */
  import_changed: 409,
  /** A revoked link cannot be extended. */
  share_revoked: 409,
  /** A support order with payments cannot be deleted: it is ended with an end date. */
  order_has_payments: 409,
  /** A reimbursement request's state does not allow that move. */
  transition_not_allowed: 409,
  /** The export was withdrawn by its owner. */
  snapshot_withdrawn: 410,
  /** An upload so slow (over an hour) that its reservation was dropped: nothing was kept. */
  upload_expired: 408,
  /** A document deleted so long ago that its bytes are gone. */
  document_purged: 410,
  payload_too_large: 413,
  /** The account's documents would pass DOCUMENTS_QUOTA_MB. */
  quota_exceeded: 413,
  unsupported_media_type: 415,
  /** A byte range outside the file. */
  range_not_satisfiable: 416,
  /** The uploaded bytes' SHA-256 is not the one the browser sent: nothing was kept. */
  hash_mismatch: 422,
  /** Too many tries; `Retry-After` says when to try again. */
  rate_limited: 429,
  internal: 500,
  /** A service we depend on (Stripe, the auth server) failed. */
  upstream_failed: 502,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * Every `/api` error: one error model (docs/decisions/006-error-model.md). `code` is an
 * ErrorCode, or for a refusal by the HTTP layer itself the status's name in snake case
 * (`range_not_satisfiable`).
 */
export type ErrorBody = {
  error: string;
  code: ErrorCode | (string & {});
  details?: string | undefined;
};

/**
 * What a client can read from any error answer: each field when it is text, else nothing, so
 * a proxy's HTML page or a half body still yields what it has.
 */
export const lenientErrorBodySchema = z.catch(
  z.object({
    error: z.catch(z.optional(z.string()), undefined),
    code: z.catch(z.optional(z.string()), undefined),
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
