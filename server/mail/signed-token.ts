/**
 * The tokens an email's links carry where no login is asked: a few whole numbers (a user's id,
 * a share's, an expiry) and an HMAC-SHA256 of them under a server secret (server_secrets). Only
 * the server can make one, nobody can change a number in it, and the purpose goes into the MAC,
 * so a token made for one thing (unsubscribing) is worth nothing for another (revoking a link)
 * even under the same secret. What the numbers mean, and any expiry among them, is the caller's.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** A whole number from 1, as the token spells it: no sign, no leading zero, at most 16 digits. */
const NUMBER = '[1-9][0-9]{0,15}';
/** An HMAC-SHA256 in base64url, without padding. */
const MAC_LENGTH = 43;

function mac(secret: string, purpose: string, numbers: string): string {
  return createHmac('sha256', secret)
    .update(`fairsplit-${purpose}:v1:${numbers}`)
    .digest('base64url');
}

/** `<n>.<n>….<43 base64url characters>`; every number a positive safe integer. */
export function signNumbers(secret: string, purpose: string, numbers: readonly number[]): string {
  if (!numbers.every((n) => Number.isSafeInteger(n) && n > 0)) {
    throw new RangeError('a signed token carries positive whole numbers only');
  }
  const signed = numbers.join('.');
  return `${signed}.${mac(secret, purpose, signed)}`;
}

/** The longest token with `count` numbers; anything longer is refused before any work. */
export function signedTokenMaxLength(count: number): number {
  return count * 17 + MAC_LENGTH;
}

/**
 * The `count` numbers `token` was made with for `purpose` under `secret`, or null for anything
 * else: another purpose or secret, a changed character, a number too many or too few.
 */
export function signedNumbers(
  secret: string,
  purpose: string,
  token: unknown,
  count: number,
): number[] | null {
  if (typeof token !== 'string' || token.length > signedTokenMaxLength(count)) return null;
  const shape = new RegExp(`^(${NUMBER}(?:\\.${NUMBER}){${count - 1}})\\.([A-Za-z0-9_-]{43})$`);
  const match = shape.exec(token);
  if (!match) return null;
  const numbers = match[1]!.split('.').map(Number);
  if (!numbers.every(Number.isSafeInteger)) return null;
  // Compared as text: base64url's last character carries two spare bits, so comparing the
  // decoded bytes would accept four spellings of one token.
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(mac(secret, purpose, match[1]!));
  return given.length === expected.length && timingSafeEqual(given, expected) ? numbers : null;
}
