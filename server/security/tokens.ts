/**
 * Bearer secrets and the fingerprints kept instead of them, for every part of the server that
 * issues one (refresh, recovery and confirmation tokens, professional links, the emailed
 * sign-out link), and the one SHA-256 the server computes for anything else (the evidence
 * log's chain, exported files).
 */
import { createHash, randomBytes } from 'node:crypto';

/** An opaque bearer secret: 32 random bytes (256 bits), base64url. */
export function createOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token itself. */
export function hashToken(token: string): string {
  return sha256Hex(token);
}

/** SHA-256 as lowercase hex, of UTF-8 text or of bytes. */
export function sha256Hex(input: string | Uint8Array): string {
  return createHash('sha256')
    .update(typeof input === 'string' ? Buffer.from(input, 'utf8') : input)
    .digest('hex');
}
