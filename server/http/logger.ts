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
export const REDACTED_PATHS = [
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
export function serializeError(value: unknown): unknown {
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

/** Drops the query string: recovery links and redirects carry tokens there. */
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
        path: pathOnly(req.url),
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
