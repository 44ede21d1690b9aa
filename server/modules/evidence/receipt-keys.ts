/**
 * The Ed25519 keys that sign export receipts and integrity checkpoints. The first is generated
 * on first use and kept in the database (server_secrets, like the auth signing key), so every
 * instance signs alike; rotation adds a newer key and keeps every older one published at
 * /.well-known/fairsplit-receipts.json, so a receipt signed years ago still checks.
 */
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto';
import { like } from 'drizzle-orm';
import { serverSecrets } from '../../db/schema';
import type { AppDatabase } from '../../db/connect';
import { loadOrCreateSecretWith } from '../../db/secrets';
import { sha256Hex } from '../../security/tokens';

const KEY_PREFIX = 'receipt_key:';

export interface ReceiptKey {
  /** 'fs-' and the first 16 hex digits of the SHA-256 of the public key (SPKI DER). */
  kid: string;
  createdAt: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  publicKeyPem: string;
}

export interface ReceiptKeys {
  /** The newest key: the one that signs. */
  current: ReceiptKey;
  /** Every key ever used, oldest first. */
  all: ReceiptKey[];
}

/** A published key as /.well-known/fairsplit-receipts.json lists it. */
export interface PublishedReceiptKey {
  kid: string;
  alg: 'Ed25519';
  created_at: string;
  public_key_pem: string;
}

function generateSerializedKey(): string {
  const { privateKey } = generateKeyPairSync('ed25519');
  return JSON.stringify({
    created_at: new Date().toISOString(),
    private_key_pem: privateKey.export({ type: 'pkcs8', format: 'pem' }),
  });
}

function parseKey(serialized: string): ReceiptKey {
  const stored = JSON.parse(serialized) as { created_at: string; private_key_pem: string };
  const privateKey = createPrivateKey(stored.private_key_pem);
  const publicKey = createPublicKey(privateKey);
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return {
    kid: `fs-${sha256Hex(der).slice(0, 16)}`,
    createdAt: stored.created_at,
    privateKey,
    publicKey,
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

const keyNumber = (name: string) => Number(name.slice(KEY_PREFIX.length));

async function readKeys(db: AppDatabase): Promise<ReceiptKeys> {
  await loadOrCreateSecretWith(db, `${KEY_PREFIX}1`, generateSerializedKey);
  const rows = await db
    .select({ name: serverSecrets.name, value: serverSecrets.value })
    .from(serverSecrets)
    .where(like(serverSecrets.name, `${KEY_PREFIX}%`));
  const all = rows
    .sort((a, b) => keyNumber(a.name) - keyNumber(b.name))
    .map((row) => parseKey(row.value));
  return { current: all[all.length - 1]!, all };
}

const loaded = new WeakMap<AppDatabase, Promise<ReceiptKeys>>();

/** The keys, read once per process (and again after a rotation or an unknown key id). */
export function loadReceiptKeys(db: AppDatabase, { fresh = false } = {}): Promise<ReceiptKeys> {
  let keys = loaded.get(db);
  if (!keys || fresh) {
    keys = readKeys(db);
    loaded.set(db, keys);
    // A failed read (the database restarting) is tried again next time.
    keys.catch(() => loaded.delete(db));
  }
  return keys;
}

/** Adds a newer key, which signs from now on; the older ones stay published. */
export async function rotateReceiptKey(db: AppDatabase): Promise<ReceiptKey> {
  const { all } = await loadReceiptKeys(db, { fresh: true });
  const rows = await db
    .select({ name: serverSecrets.name })
    .from(serverSecrets)
    .where(like(serverSecrets.name, `${KEY_PREFIX}%`));
  const next = Math.max(all.length, ...rows.map((row) => keyNumber(row.name))) + 1;
  await db
    .insert(serverSecrets)
    .values({ name: `${KEY_PREFIX}${next}`, value: generateSerializedKey() })
    .onConflictDoNothing();
  return (await loadReceiptKeys(db, { fresh: true })).current;
}

export function publishedKeys(keys: ReceiptKeys): PublishedReceiptKey[] {
  return keys.all.map((key) => ({
    kid: key.kid,
    alg: 'Ed25519',
    created_at: key.createdAt,
    public_key_pem: key.publicKeyPem,
  }));
}

/** Signs `bytes` with the current key: the signature in base64 and the key's id. */
export async function signBytes(
  db: AppDatabase,
  bytes: Uint8Array,
): Promise<{ signature: string; keyId: string }> {
  const { current } = await loadReceiptKeys(db);
  return {
    signature: sign(null, bytes, current.privateKey).toString('base64'),
    keyId: current.kid,
  };
}

/** Whether `signature` (base64) over `bytes` was made by the published key `keyId`. */
export async function verifySignedBytes(
  db: AppDatabase,
  bytes: Uint8Array,
  signature: string,
  keyId: string,
): Promise<boolean> {
  let key = (await loadReceiptKeys(db)).all.find((candidate) => candidate.kid === keyId);
  // Another instance may have rotated since this one read the keys.
  key ??= (await loadReceiptKeys(db, { fresh: true })).all.find((k) => k.kid === keyId);
  if (!key) return false;
  return verify(null, bytes, key.publicKey, Buffer.from(signature, 'base64'));
}
