/**
 * How the screens read a failed request (docs/product.md#messages-word-for-word): the error body
 * and its code, why a list did not load, what a failed write's toast says, and which failures
 * are worth retrying. Apart from api-client.ts, which every page loads, because reading the body
 * takes zod (docs/decisions/014-landing-weight-and-long-lists.md).
 */
import { lenientErrorBodySchema, type ErrorCode } from '@shared/api';
import { ApiError, type ApiErrorBody } from './api-client';

/**
 * Reads `{ error, code, details }` from an ApiError's body; {} for anything else or a non-JSON
 * body.
 */
export function parseApiErrorBody(error: unknown): ApiErrorBody {
  if (!(error instanceof ApiError)) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(error.body);
  } catch {
    return {};
  }
  const { error: message, code, details } = lenientErrorBodySchema.parse(parsed);
  const result: ApiErrorBody = {};
  if (message !== undefined) result.error = message;
  if (code !== undefined) result.code = code;
  if (details !== undefined) result.details = details;
  return result;
}

/**
 * Whether the server refused with this code: what the client branches on, never the message
 * (which may be reworded or translated).
 */
export function isRefusal(error: unknown, code: ErrorCode): boolean {
  return parseApiErrorBody(error).code === code;
}

/**
 * The trackers' one wording for a request that never got an answer (the network or the server
 * could not be reached), on a load or a write alike: the fallback description
 * (docs/product.md#messages-word-for-word).
 */
export const UNKNOWN_ERROR = 'An unknown error occurred';

/** A failure found before any request is sent; its message is shown as it is. */
export class ActionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ActionError';
  }
}

/** A refused request (4xx) will be refused again; only server and network failures are retried. */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * Why the server refused a write, as docs/product.md words it: 'Validation failed: {details}' when it
 * sent details, else its error text (undefined when the body has neither).
 */
export function describeRefusal(error: ApiError): string | undefined {
  const { error: message, details } = parseApiErrorBody(error);
  if (details) return `Validation failed: ${details}`;
  return message;
}

/**
 * A failed write as the toast says it: the server's refusal, else `fallback`; an ActionError's
 * own message; 'An unknown error occurred' when no answer came back.
 */
export function describeWriteError(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return describeRefusal(error) || fallback;
  if (error instanceof ActionError) return error.message;
  return UNKNOWN_ERROR;
}

/** The texts a tracker shows for a list that did not load. */
export type LoadErrorTexts = {
  /** Shown when the session is missing or over (`unauthorized`). */
  signedOut: string;
  /**
   * Shown for `premium_required` when the server gives no reason; without it that refusal
   * counts as a failure.
   */
  premiumRequired?: string;
  /** Shown for any other answer the server gives no reason in. */
  loadFailed: string;
};

/**
 * The list failed in one of three ways the screen tells apart
 * (docs/product.md#messages-word-for-word).
 */
export type LoadFailure = {
  kind: 'signed-out' | 'premium-required' | 'failed';
  message: string;
};

export function classifyLoadError(error: unknown, texts: LoadErrorTexts): LoadFailure {
  if (!(error instanceof ApiError)) return { kind: 'failed', message: UNKNOWN_ERROR };
  if (isRefusal(error, 'unauthorized')) return { kind: 'signed-out', message: texts.signedOut };
  const serverMessage = parseApiErrorBody(error).error;
  if (isRefusal(error, 'premium_required') && texts.premiumRequired !== undefined) {
    return { kind: 'premium-required', message: serverMessage ?? texts.premiumRequired };
  }
  return { kind: 'failed', message: serverMessage ?? texts.loadFailed };
}

/** What a list query holds, as TanStack Query reports it. */
type ListQueryState = { isError: boolean; error: unknown; data: unknown };

/**
 * Why the screen shows no list, or null when it can show one. A reload that failed (the network
 * dropped after an edit) leaves the last list on screen: the query keeps its data and fetches
 * again on the next write or when the browser is back online. A refusal (signed out, Premium required) still says why.
 */
export function listLoadFailure(query: ListQueryState, texts: LoadErrorTexts): LoadFailure | null {
  if (!query.isError) return null;
  const failure = classifyLoadError(query.error, texts);
  if (failure.kind === 'failed' && query.data !== undefined) return null;
  return failure;
}
