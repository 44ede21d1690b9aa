/**
 * A refresh token's child, kept so that the parent presented again within the reuse interval
 * (two tabs, a lost answer) is answered with the token already issued instead of a second live
 * one, as GoTrue's tokens/service.go does. GoTrue can look the child up because it stores
 * tokens in the clear; we store only their SHA-256, so the child is kept sealed (AES-256-GCM)
 * under a key derived from its parent token. Only whoever presents the parent can open it: the
 * database holds the parent's SHA-256, which is not that key.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyOf(parentToken: string): Buffer {
  return createHmac('sha256', parentToken).update('fairsplit refresh-token child v1').digest();
}

/** `token` sealed for whoever holds `parentToken`: iv, tag and ciphertext, base64url. */
export function sealChildToken(token: string, parentToken: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(parentToken), iv);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The token `sealChildToken` sealed, or null when `parentToken` is not the one it used. */
export function openChildToken(sealed: string, parentToken: string): string | null {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyOf(parentToken),
      bytes.subarray(0, IV_BYTES),
    );
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
