/**
 * user_metadata as GoTrue keeps it: any JSON value under a key, merged into the stored object,
 * a null value deleting its key (models.User.UpdateUserMetaData). It ends up in every access
 * token, so it stays small: at most 20 keys per object, 3 levels, 100 characters per string.
 * Text Postgres cannot store (jsonb refuses NUL and lone surrogates) is dropped like any other
 * unusable value.
 */
import { hasOnlyStorableCharacters } from '@shared/validation';

export type UserMetadata = Record<string, unknown>;

const MAX_KEYS = 20;
const MAX_KEY_LENGTH = 50;
const MAX_TEXT_LENGTH = 100;
const MAX_DEPTH = 3;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A storable copy of `value`, or undefined when nothing of it can be kept. */
function cleanValue(value: unknown, depth: number): unknown {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') {
    // By code point: cutting by UTF-16 unit could split an emoji into a lone surrogate.
    const text = Array.from(value.trim()).slice(0, MAX_TEXT_LENGTH).join('');
    return hasOnlyStorableCharacters(text) ? text : undefined;
  }
  if (depth >= MAX_DEPTH) return undefined;
  if (Array.isArray(value)) {
    return value
      .slice(0, MAX_KEYS)
      .map((item) => cleanValue(item, depth + 1))
      .filter((item) => item !== undefined);
  }
  return isObject(value) ? cleanObject(value, depth + 1) : undefined;
}

function cleanObject(value: Record<string, unknown>, depth: number): UserMetadata {
  const clean: UserMetadata = {};
  for (const [key, item] of Object.entries(value).slice(0, MAX_KEYS)) {
    if (key.length > MAX_KEY_LENGTH || !hasOnlyStorableCharacters(key)) continue;
    const kept = cleanValue(item, depth);
    if (kept !== undefined) clean[key] = kept;
  }
  return clean;
}

/** `changes` merged into `current`: each key replaced, a null deleting it. */
export function mergeMetadata(current: UserMetadata, changes: unknown): UserMetadata {
  if (!isObject(changes)) return current;
  const merged: UserMetadata = { ...current };
  for (const [key, value] of Object.entries(cleanObject(changes, 0))) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return Object.fromEntries(Object.entries(merged).slice(0, MAX_KEYS));
}
