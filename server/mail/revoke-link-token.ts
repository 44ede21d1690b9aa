/**
 * The token in the "revoke it now" link of the mail sent when a professional link is made: the
 * share's id, its owner's id and the share's expiry in whole seconds, signed by signed-token.ts
 * under a server secret (server_secrets 'share-revoke'). It needs no login and reaches that one
 * share of that one owner only. It lapses with the share: after the expiry the link opens
 * nothing anyway, and an old mail should not keep a working key.
 */
import { signedNumbers, signNumbers } from './signed-token';

/** Part of every MAC, so no other signed token (an unsubscribe link's) passes for this one. */
const PURPOSE = 'share-revoke';

export interface RevokeLinkClaims {
  shareId: number;
  ownerId: number;
}

export type ReadRevokeLinkToken =
  ({ valid: true } & RevokeLinkClaims) | { valid: false; reason: 'invalid' | 'expired' };

export function revokeLinkToken(
  secret: string,
  { shareId, ownerId, expiresAt }: RevokeLinkClaims & { expiresAt: Date },
): string {
  // Rounded down: the token may lapse a fraction of a second before the share, never after.
  const expiry = Math.floor(expiresAt.getTime() / 1000);
  return signNumbers(secret, PURPOSE, [shareId, ownerId, expiry]);
}

/** What the token names; `invalid` for anything not made by us, `expired` once past its expiry. */
export function readRevokeLinkToken(
  secret: string,
  token: unknown,
  now = Date.now(),
): ReadRevokeLinkToken {
  const numbers = signedNumbers(secret, PURPOSE, token, 3);
  if (!numbers) return { valid: false, reason: 'invalid' };
  const [shareId, ownerId, expiry] = numbers as [number, number, number];
  if (now >= expiry * 1000) return { valid: false, reason: 'expired' };
  return { valid: true, shareId, ownerId };
}
