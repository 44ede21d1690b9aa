/**
 * The token in a marketing email's unsubscribe link: the user's id and an HMAC-SHA256 of it
 * under a server secret (server_secrets 'unsubscribe'). It needs no login, cannot be made for
 * another user without the secret, and does not expire: a mail client may act on a message
 * that is years old.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** `<user id>.<43 base64url characters>`; anything longer is refused before any work. */
export const MAX_UNSUBSCRIBE_TOKEN_LENGTH = 64;

function mac(secret: string, userId: number): Buffer {
  return createHmac('sha256', secret).update(`fairsplit-unsubscribe:v1:${userId}`).digest();
}

export function unsubscribeToken(secret: string, userId: number): string {
  return `${userId}.${mac(secret, userId).toString('base64url')}`;
}

/** The user the token was made for, or null for anything else. */
export function userOfUnsubscribeToken(secret: string, token: unknown): number | null {
  if (typeof token !== 'string' || token.length > MAX_UNSUBSCRIBE_TOKEN_LENGTH) return null;
  const match = /^([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  if (!Number.isSafeInteger(userId)) return null;
  // Compared as text: base64url's last character carries two spare bits, so comparing the
  // decoded bytes would accept four spellings of one token.
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(mac(secret, userId).toString('base64url'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
