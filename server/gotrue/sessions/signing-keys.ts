/**
 * The key pair that signs the built-in auth server's access tokens (ES256). Generated on first
 * boot and kept in the database (server_secrets) so every instance signs and verifies alike;
 * the public half is published at /auth/v1/.well-known/jwks.json.
 */
import { exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey } from 'jose';
import type { AppDatabase } from '../../db/connect';
import { loadOrCreateSecretWith } from '../../db/secrets';

export const SIGNING_ALG = 'ES256';

export interface SigningKeys {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

async function generateSerializedKey(): Promise<string> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const jwk = await exportJWK(privateKey);
  return JSON.stringify({ ...jwk, kid: crypto.randomUUID(), alg: SIGNING_ALG });
}

export async function keysFromSerialized(serialized: string): Promise<SigningKeys> {
  const jwk = JSON.parse(serialized) as JWK & { kid: string };
  const { d: _private, ...publicJwk } = jwk;
  return {
    kid: jwk.kid,
    privateKey: (await importJWK(jwk, SIGNING_ALG)) as CryptoKey,
    publicKey: (await importJWK(publicJwk, SIGNING_ALG)) as CryptoKey,
    publicJwk: { ...publicJwk, use: 'sig', key_ops: ['verify'] },
  };
}

export async function loadSigningKeys(db: AppDatabase): Promise<SigningKeys> {
  return keysFromSerialized(
    await loadOrCreateSecretWith(db, 'auth_signing_key', generateSerializedKey),
  );
}
