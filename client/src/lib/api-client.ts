/**
 * The one request helper every `/api` call goes through (docs/product.md#api-conventions).
 *
 * It sends the signed-in user's id and access token, includes credentials, and answers the
 * server's double-submit CSRF check by echoing the `XSRF-TOKEN` cookie in a `CSRF-Token` header.
 */
import type { PartialErrorBody } from '@shared/api';
import { API_PATHS } from '@shared/api-paths';
import { currentLanguage } from './i18n';
import { noteAnswer } from './offline';

export type ApiAuth = { userId: string; accessToken: string };
export type ApiAuthSource = () => Promise<ApiAuth | null>;

export type ApiRequestOptions = {
  /** Aborts the request (time-outs: docs/product.md bounds some calls, e.g. 1.5 s for the status check). */
  signal?: AbortSignal;
  /** Sends no user id or token: a public endpoint (/api/verify) need not know who asks. */
  anonymous?: boolean;
  /** More header fields (a shared view's passcode). */
  headers?: Record<string, string>;
  /** A 304 is an answer, not an error (a revalidated GET: apiRequestRevalidated). */
  acceptNotModified?: boolean;
};

/** What a failed call's body said, as far as it follows the shared error body. */
export type ApiErrorBody = PartialErrorBody;

const CSRF_COOKIE_NAME = 'XSRF-TOKEN';
const CSRF_HEADER_NAME = 'CSRF-Token';
/** Sent when no cookie can be obtained, so the server answers with a clear 403 instead of silence. */
const MISSING_CSRF_TOKEN = 'missing-csrf-token';
/** Any same-origin GET makes the server set the CSRF cookie; this one is cheap and public. */
const CSRF_BOOTSTRAP_URL = API_PATHS.config;

const SAFE_METHODS = new Set(['GET', 'HEAD']);

export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

let authSource: ApiAuthSource = async () => null;

/** Registers where the helper gets the user's id and token (the auth provider wires this up). */
export function setApiAuthSource(source: ApiAuthSource): void {
  authSource = source;
}

/** The current `XSRF-TOKEN` cookie value, URL-decoded, or null when the cookie is absent. */
export function getCsrfToken(): string | null {
  const prefix = `${CSRF_COOKIE_NAME}=`;
  const entry = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  if (entry === undefined) return null;

  const raw = entry.slice(prefix.length);
  if (raw === '') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    // A malformed escape cannot be decoded; the raw value is still the best thing to send.
    return raw;
  }
}

// Concurrent writes on a fresh page share one bootstrap request instead of each firing their own.
let csrfBootstrap: Promise<void> | null = null;

async function fetchCsrfCookie(): Promise<void> {
  csrfBootstrap ??= fetch(CSRF_BOOTSTRAP_URL, { method: 'GET', credentials: 'include' })
    .then(
      () => undefined,
      // A failed bootstrap falls through to the fallback token; the write itself reports the error.
      () => undefined,
    )
    .finally(() => {
      csrfBootstrap = null;
    });
  return csrfBootstrap;
}

async function resolveCsrfToken(): Promise<string> {
  const existing = getCsrfToken();
  if (existing !== null) return existing;
  await fetchCsrfCookie();
  return getCsrfToken() ?? MISSING_CSRF_TOKEN;
}

/** The fields every request carries: the reader's language, and the user id and bearer token. */
function identityHeaders(
  auth: ApiAuth | null,
  language: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  // The server words its refusals in the language she reads (server/http/language.ts).
  const headers: Record<string, string> = { ...extra, 'Accept-Language': language };
  if (auth) {
    headers['user-id'] = auth.userId;
    headers.Authorization = `Bearer ${auth.accessToken}`;
  }
  return headers;
}

/**
 * The header fields every request carries: the reader's language, the user id and bearer token
 * (unless `anonymous`), and on a write the CSRF token. send() uses them; so does a request it
 * cannot make, such as an upload that reports its progress (XMLHttpRequest), which must not
 * set a Content-Type of its own (the browser writes the multipart boundary).
 */
export async function requestHeaders(
  method: string,
  options: Pick<ApiRequestOptions, 'anonymous' | 'headers'> = {},
): Promise<Record<string, string>> {
  const auth = options.anonymous ? null : await authSource();
  const headers = identityHeaders(auth, currentLanguage(), options.headers);
  if (!SAFE_METHODS.has(method.toUpperCase())) {
    headers[CSRF_HEADER_NAME] = await resolveCsrfToken();
  }
  return headers;
}

/**
 * GETs sent before the app asked for them (sendEarly), one per path, each kept for the next GET
 * of the path: it takes the answer instead of asking again when its header fields are the same
 * (her id, her token, the language), and else drops it. A signed-in page's first reads then
 * travel while the app's code is still arriving (docs/offline.md#how-a-signed-in-page-starts).
 * An answer nobody asks for within 10 s of its arrival is dropped.
 */
const earlyAnswers = new Map<string, { fields: string; answer: Promise<Response> }>();
export const EARLY_ANSWER_KEEP_MS = 10_000;

/** The header fields, in one order, for comparing two requests. */
function earlyFields(headers: Record<string, string>): string {
  return JSON.stringify(Object.entries(headers).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * Sends GET `url` now, as the app will ask for it as `auth` speaking `language`; the first such
 * request takes the answer. Resolves (never rejects) once the server has answered, with a copy
 * of the answer the caller may read, or null when the request failed.
 */
export function sendEarly(url: string, auth: ApiAuth, language: string): Promise<Response | null> {
  const headers = { ...identityHeaders(auth, language), 'Content-Type': 'application/json' };
  const fields = earlyFields(headers);
  const answer = fetch(url, { method: 'GET', headers, credentials: 'include' });
  // Copied before anyone can read it: the request that takes it reads the original.
  const copy = answer.then(
    (response) => response.clone(),
    () => null,
  );
  earlyAnswers.set(url, { fields, answer });
  // Counted from the answer: on one bar of signal the request itself may take longer than that.
  void copy.then(() =>
    setTimeout(() => {
      if (earlyAnswers.get(url)?.answer === answer) earlyAnswers.delete(url);
    }, EARLY_ANSWER_KEEP_MS),
  );
  return copy;
}

/**
 * The early answer to this GET if it was sent with the same header fields, taken (no other
 * request gets it); else undefined. Any GET of the path drops it: an answer older than the
 * request before is never read.
 */
function takeEarlyAnswer(url: string, headers: Record<string, string>) {
  const early = earlyAnswers.get(url);
  earlyAnswers.delete(url);
  return early?.fields === earlyFields(headers) ? early.answer : undefined;
}

/** `answer`, unless `signal` aborts first (a time-out of the request that took it). */
function unlessAborted(answer: Promise<Response>, signal?: AbortSignal): Promise<Response> {
  if (!signal) return answer;
  signal.throwIfAborted();
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * Sends a request as every call does (user id, bearer token, credentials, CSRF token on a
 * write) and answers the OK response; throws ApiError on any other.
 */
async function send(
  method: string,
  url: string,
  body: unknown,
  options: ApiRequestOptions,
): Promise<Response> {
  const verb = method.toUpperCase();
  const headers = {
    ...(await requestHeaders(verb, options)),
    'Content-Type': 'application/json',
  };

  const early = verb === 'GET' ? takeEarlyAnswer(url, headers) : undefined;
  const response = early
    ? await unlessAborted(early, options.signal)
    : await fetch(url, {
        method: verb,
        headers,
        credentials: 'include',
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: options.signal,
      });
  noteAnswer(response);

  if (!response.ok && !(options.acceptNotModified && response.status === 304)) {
    throw new ApiError(response.status, await response.text());
  }
  return response;
}

/**
 * Sends a JSON request and returns the parsed JSON response.
 * Throws ApiError (`"{status}: {body text}"`) on a non-OK status; a 204 or a body that is not
 * JSON resolves to `{}`, as the original request helper did.
 */
export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
  options: ApiRequestOptions = {},
): Promise<T> {
  const response = await send(method, url, body, options);
  if (response.status === 204) return {} as T;

  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    return {} as T;
  }
}

/** What requestParsed reads an answer with: any zod schema (full or mini) of the shared contract. */
export type AnswerSchema<T> = { parse: (value: unknown) => T };

/**
 * The one way to read an answer: sends like apiRequest and parses the body with `schema`, the
 * shared contract the server answers by, so a screen never works on a shape it did not expect.
 * An answer that does not fit throws (a ZodError), as a failed request does.
 */
export async function requestParsed<T>(
  schema: AnswerSchema<T>,
  method: string,
  url: string,
  body?: unknown,
  options: ApiRequestOptions = {},
): Promise<T> {
  return schema.parse(await apiRequest<unknown>(method, url, body, options));
}

/**
 * The last answer and its ETag, per cache key, for apiRequestRevalidated: memory only, gone
 * with the page (every sign-out reloads it).
 */
const revalidated = new Map<string, { etag: string; value: unknown }>();

/**
 * A GET that is polled (the profile, every 10 s): the last answer's ETag goes in
 * If-None-Match, and a 304 — no body, next to no work on the server — answers with the value
 * kept from before. `cacheKey` names whose answer it is (the user), so one user's value is
 * never another's. Responses are `no-store`, so the browser's own cache cannot do this.
 */
export async function apiRequestRevalidated<T = unknown>(
  url: string,
  cacheKey: string,
  options: ApiRequestOptions = {},
): Promise<T> {
  const known = revalidated.get(cacheKey);
  const response = await send('GET', url, undefined, {
    ...options,
    headers: { ...options.headers, ...(known ? { 'If-None-Match': known.etag } : {}) },
    acceptNotModified: known !== undefined,
  });
  if (response.status === 304 && known) return known.value as T;
  const value = JSON.parse(await response.text()) as T;
  const etag = response.headers.get('ETag');
  if (etag) revalidated.set(cacheKey, { etag, value });
  else revalidated.delete(cacheKey);
  return value;
}

/**
 * Sends a request like apiRequest and returns the response body's bytes exactly as the server
 * sent them (a file it made and recorded, whose hash /verify vouches for), with the headers.
 * Throws ApiError on a non-OK status.
 */
export async function apiRequestFile(
  method: string,
  url: string,
  body?: unknown,
  options: ApiRequestOptions = {},
): Promise<{ bytes: Uint8Array; headers: Headers }> {
  const response = await send(method, url, body, options);
  return { bytes: new Uint8Array(await response.arrayBuffer()), headers: response.headers };
}

/** apiRequestFile's bytes alone (a download with nothing to read in its headers). */
export async function apiRequestBytes(
  method: string,
  url: string,
  options: ApiRequestOptions = {},
): Promise<Uint8Array> {
  return (await apiRequestFile(method, url, undefined, options)).bytes;
}
