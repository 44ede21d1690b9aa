import { API_MESSAGES } from '@shared/api-messages';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ErrorBody } from '@shared/api';
import { AppError } from './app-error';
import { requestLanguage, translateDetails, translateText } from './language';

/** JSON 404 for any /api path no router answered: never the SPA's HTML. */
export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(AppError.notFound(`No API route for ${req.method} ${req.baseUrl}${req.path}`));
};

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  type?: string;
  code?: string;
  expose?: boolean;
}

/** Maps errors from our code and from Express's own middleware onto AppError. */
function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  const http = error as HttpLikeError | null;
  if (!http || typeof http !== 'object') return null;
  // Express's router could not decode a route parameter (`/api/expenses/%E0%A4%A`).
  if (error instanceof URIError && http.status === 400) {
    return new AppError('malformed_request', API_MESSAGES.malformedPath);
  }
  if (http.code === 'EBADCSRFTOKEN') {
    return new AppError('invalid_csrf_token', 'invalid csrf token');
  }
  switch (http.type) {
    case 'entity.parse.failed':
      return new AppError('malformed_request', API_MESSAGES.malformedJson);
    case 'entity.too.large':
      return new AppError('payload_too_large', API_MESSAGES.bodyTooLarge);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError('unsupported_media_type', API_MESSAGES.unsupportedEncoding);
  }
  const status = http.status ?? http.statusCode;
  if (http.expose && status && status >= 400 && status < 500) {
    return AppError.fromStatus(status, (error as Error).message);
  }
  return null;
}

export function errorHandler(): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const known = toAppError(error);
    if (known) {
      if (known.status >= 500) req.log.error({ err: error }, known.message);
      const language = requestLanguage(req);
      const body: ErrorBody = { error: translateText(known.message, language), code: known.code };
      if (known.details !== undefined) body.details = translateDetails(known.details, language);
      if (known.retryAfterSeconds !== undefined) {
        res.set('Retry-After', String(known.retryAfterSeconds));
      }
      res.status(known.status).json(body);
      return;
    }
    req.log.error({ err: error }, 'unhandled error');
    const body: ErrorBody = {
      error: translateText(API_MESSAGES.internal, requestLanguage(req)),
      code: 'internal',
      details: `${requestLanguage(req) === 'es' ? 'Referencia' : 'Reference'}: ${String(req.id)}`,
    };
    res.status(500).json(body);
  };
}
