/**
 * The token in a marketing email's unsubscribe link: the user's id and an HMAC-SHA256 of it
 * under a server secret (server_secrets 'unsubscribe'), made by signed-token.ts. It needs no
 * login, cannot be made for another user without the secret, and does not expire: a mail client
 * may act on a message that is years old.
 */
import { signedNumbers, signNumbers } from './signed-token';

/** `<user id>.<43 base64url characters>`; anything longer is refused before any work. */
const MAX_UNSUBSCRIBE_TOKEN_LENGTH = 64;

/** Part of every MAC: the links already in inboxes were made with it. */
const PURPOSE = 'unsubscribe';

export function unsubscribeToken(secret: string, userId: number): string {
  return signNumbers(secret, PURPOSE, [userId]);
}

/** The user the token was made for, or null for anything else. */
export function userOfUnsubscribeToken(secret: string, token: unknown): number | null {
  if (typeof token === 'string' && token.length > MAX_UNSUBSCRIBE_TOKEN_LENGTH) return null;
  return signedNumbers(secret, PURPOSE, token, 1)?.[0] ?? null;
}
