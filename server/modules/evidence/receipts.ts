/**
 * Signed receipts: what an export holds (its files' names, SHA-256 and sizes), when it was made,
 * whose record it covers and up to which change, signed with the server's Ed25519 key. The
 * receipt is kept as the exact canonical JSON text that was signed, so it can be handed out and
 * checked byte for byte with nothing but the published key and openssl.
 */
import { canonicalJson, type ReceiptBody } from '@shared/evidence';
import type { AppDatabase } from '../../db/connect';
import { loadReceiptKeys, signBytes, verifySignedBytes } from './receipt-keys';

export interface SignedReceipt {
  /** The canonical JSON text that was signed (UTF-8). */
  json: string;
  /** Ed25519 signature of `json`'s bytes, base64. */
  signature: string;
  keyId: string;
}

const encoder = new TextEncoder();

/** Signs `body` with the current key, which it names inside the text it signs. */
export async function signReceipt(
  db: AppDatabase,
  body: Omit<ReceiptBody, 'key_id'>,
): Promise<SignedReceipt> {
  const { current } = await loadReceiptKeys(db);
  const json = canonicalJson({ ...body, key_id: current.kid });
  const { signature, keyId } = await signBytes(db, encoder.encode(json));
  // A rotation between the two reads would sign with a key the text does not name.
  if (keyId !== current.kid) return signReceipt(db, body);
  return { json, signature, keyId };
}

/** Whether `receipt` was signed, unchanged, by the published key it names. */
export function checkReceipt(db: AppDatabase, receipt: SignedReceipt): Promise<boolean> {
  return verifySignedBytes(db, encoder.encode(receipt.json), receipt.signature, receipt.keyId);
}
