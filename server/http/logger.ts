import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import { pinoHttp } from 'pino-http';

const CREDENTIAL_FIELDS = [
  'password',
  'access_token',
  'refresh_token',
  'token',
  'token_hash',
  'code_verifier',
];

/** Fields that may hold a credential, at the top level or one level down. They never reach a log line. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["csrf-token"]',
  'res.headers["set-cookie"]',
  ...CREDENTIAL_FIELDS.flatMap((field) => [field, `*.${field}`]),
];

/** An emailed link signs its holder in: logged in development only. */
const LINK_PATHS = ['link', '*.link'];

interface DatabaseErrorFields {
  code?: unknown;
  severity?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
}

/** Drizzle's wrapper (its message holds the query's parameters) or Postgres's own error. */
function isDatabaseError(error: object): boolean {
  return ('query' in error && 'params' in error) || ('severity' in error && 'routine' in error);
}

function causesOf(error: unknown): object[] {
  const chain: object[] = [];
  for (let at = error; at !== null && typeof at === 'object' && chain.length < 10;) {
    chain.push(at);
    at = (at as { cause?: unknown }).cause;
  }
  return chain;
}

/**
 * Pino's error serializer, except for database errors: their text quotes the values that
 * failed ('invalid input syntax for type uuid: "…"', a unique key's value, the query's
 * parameters), which are user data. They are logged by SQLSTATE code, constraint and stack.
 */
function serializeError(value: unknown): unknown {
  // pino-http hands over its own serialization, with the original error as `raw`.
  const error = (value as { raw?: unknown } | null)?.raw ?? value;
  const chain = causesOf(error);
  if (!chain.some(isDatabaseError)) return pino.stdSerializers.err(error as Error);
  const postgres = (chain.find((link) => 'severity' in link) ?? {}) as DatabaseErrorFields;
  const { code, severity, constraint, table, column, routine } = postgres;
  return {
    type: (error as Error).constructor.name,
    message: 'Database error (its text is not logged: it may quote user data)',
    code,
    severity,
    constraint,
    table,
    column,
    routine,
    stack: ((error as Error).stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
  };
}

export interface LoggerOptions {
  /** Write emailed links (development only: a link signs its holder in). */
  showLinks?: boolean;
}

/**
 * Whether the server's log is for a person: LOG_FORMAT says so, or, left unset, stdout is a
 * terminal outside production. Piped or in production it stays JSON, for machines.
 */
export function wantsPrettyLogs(
  format: 'json' | 'pretty' | 'auto',
  { isTerminal, isProduction }: { isTerminal: boolean; isProduction: boolean },
): boolean {
  return format === 'pretty' || (format === 'auto' && isTerminal && !isProduction);
}

/**
 * One readable line per event on stdout (pino-pretty, in this process). Redaction happens
 * before it, so a secret is as absent here as in the JSON.
 */
export function prettyDestination(colorize: boolean): DestinationStream {
  return pretty({
    colorize,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    destination: 1,
  });
}

export function createLogger(
  level: string,
  destination?: DestinationStream,
  { showLinks = false }: LoggerOptions = {},
): Logger {
  return pino(
    {
      level,
      redact: {
        paths: showLinks ? REDACTED_PATHS : [...REDACTED_PATHS, ...LINK_PATHS],
        censor: '[redacted]',
      },
      serializers: { err: serializeError },
    },
    destination ?? pino.destination(1),
  );
}

const REQUEST_ID = /^[\w.-]{8,128}$/;

const REDACTED = '[redacted]';

/**
 * Paths with a secret in one segment: a share link's token (its API and its page), and an
 * export's verification code, which answers /verify for whoever holds it. Express matches paths
 * whatever their case; repeated slashes are matched too, so a mangled link is caught as well.
 */
const SECRET_SEGMENTS = [
  /^(\/+api\/+shared\/+)[^/]+/i,
  /^(\/+shared\/+)[^/]+/i,
  /^(\/+api\/+(?:verify|snapshots|share-exports)\/+)[^/]+/i,
];

/** A segment that looks like a token, on any route (a share link's token has 43 characters). */
const TOKEN_LIKE = /^[\w-]{32,}$/;

/** A request line in absolute form (`GET http://host/path`): Express routes it by its path. */
const SCHEME_AND_HOST = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

const QUERY_NAME = /^[a-z][a-z0-9_]{0,31}$/i;

/**
 * The only query values that are logged: they name a step, never carry one. Every other value
 * is redacted, whatever its name (tokens, codes, addresses, redirect targets).
 */
const SHOWN_QUERY_VALUES = new Set(['grant_type', 'type']);

function redactedQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      if (pair === '') return pair;
      const [name = '', value] = pair.split(/=(.*)/s);
      const shownName = QUERY_NAME.test(name) ? name : REDACTED;
      if (value === undefined) return shownName;
      const shown = SHOWN_QUERY_VALUES.has(name) && /^[a-z_]{1,32}$/i.test(value);
      return `${shownName}=${shown ? value : REDACTED}`;
    })
    .join('&');
}

/**
 * A request's URL as the log holds it: its shape (route, parameter names) without the secrets
 * some links carry in their path or query string. Whoever reads the logs must not be able to
 * open a shared view, confirm an account or unsubscribe someone.
 */
export function loggedUrl(url: string | undefined): string {
  const withoutHost = (url ?? '').replace(SCHEME_AND_HOST, '') || '/';
  const queryAt = withoutHost.indexOf('?');
  let path = queryAt === -1 ? withoutHost : withoutHost.slice(0, queryAt);
  for (const rule of SECRET_SEGMENTS) path = path.replace(rule, `$1${REDACTED}`);
  path = path
    .split('/')
    .map((segment) => (TOKEN_LIKE.test(segment) ? REDACTED : segment))
    .join('/');
  return queryAt === -1 ? path : `${path}?${redactedQuery(withoutHost.slice(queryAt + 1))}`;
}

function pathOnly(url: string | undefined): string {
  return (url ?? '').split('?')[0] ?? '';
}

export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    serializers: {
      // `raw.ip` is Express's client address: the socket's, or X-Forwarded-For's as far as
      // TRUST_PROXY allows (never a header the app was not told to trust).
      req: (req: { id: unknown; method: string; url: string; raw: { ip?: string } }) => ({
        id: req.id,
        method: req.method,
        url: loggedUrl(req.url),
        ip: req.raw.ip,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: serializeError,
    },
    customLogLevel(_req, res, error) {
      if (error || res.statusCode >= 500) return 'error';
      if (res.statusCode >= 400) return 'warn';
      return 'info';
    },
    autoLogging: { ignore: (req) => pathOnly(req.url).startsWith('/assets/') },
  });
}
