import { API_MESSAGES } from '@shared/api-messages';
import type { z } from 'zod';
import { formatZodError } from '@shared/validation';
import { AppError } from './app-error';

/**
 * Parses a request body with a shared schema; a failure becomes 400
 * `{ error: 'Validation failed', details: 'field: message; …' }` with the schema's messages.
 */
export function parseBody<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
): z.output<Schema> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw AppError.validation(formatZodError(result.error));
  return result.data;
}

/**
 * A positive integer id from the path, up to the largest `serial` (2,147,483,647); anything
 * else is 400, never a database error.
 */
export function parseId(value: unknown): number {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    throw new AppError('malformed_request', API_MESSAGES.invalidId);
  }
  return id;
}
