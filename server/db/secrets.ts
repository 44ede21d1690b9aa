import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { serverSecrets } from '@shared/schema';
import type { AppDatabase } from './connect';

/**
 * Returns the named secret, generating it on first use. Stored in the database rather than in
 * memory or a local file so every instance that shares the database signs with the same key.
 */
export async function loadOrCreateSecret(db: AppDatabase, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value;
}
