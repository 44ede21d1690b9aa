import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { serverSecrets } from './schema';
import type { AppDatabase } from './connect';

/**
 * Returns the named secret, generating it on first use. Stored in the database rather than in
 * memory or a local file so every instance that shares the database uses the same one; when
 * two instances race, the first insert wins and both read it back.
 */
export async function loadOrCreateSecretWith(
  db: AppDatabase,
  name: string,
  generate: () => Promise<string> | string,
): Promise<string> {
  const [existing] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (existing) return existing.value;
  await db
    .insert(serverSecrets)
    .values({ name, value: await generate() })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value;
}

export function loadOrCreateSecret(db: AppDatabase, name: string): Promise<string> {
  return loadOrCreateSecretWith(db, name, () => randomBytes(32).toString('base64url'));
}
