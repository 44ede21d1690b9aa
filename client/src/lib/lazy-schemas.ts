/**
 * Reading an answer with a shared schema that is not loaded yet. The modules every page loads
 * (auth, the account's language) read their few answers through this, so zod loads with the
 * first answer a signed-in user's browser reads, not with a visitor's first page
 * (docs/decisions/014-landing-weight-and-long-lists.md).
 */
import { apiRequest, type AnswerSchema, type ApiRequestOptions } from './api-client';

/**
 * requestParsed with the schema loaded while the request is under way: `loadSchema` imports
 * the shared module that holds it.
 */
export async function requestParsedLazily<T>(
  loadSchema: () => Promise<AnswerSchema<T>>,
  method: string,
  url: string,
  body?: unknown,
  options: ApiRequestOptions = {},
): Promise<T> {
  const [schema, answer] = await Promise.all([
    loadSchema(),
    apiRequest<unknown>(method, url, body, options),
  ]);
  return schema.parse(answer);
}
