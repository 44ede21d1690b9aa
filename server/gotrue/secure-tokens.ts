import { createHash, randomBytes } from 'node:crypto';

/** An opaque bearer secret (refresh, recovery, confirmation tokens). */
export function createOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token itself. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
