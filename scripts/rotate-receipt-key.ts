/**
 * npm run receipts:rotate
 *
 * Adds a newer Ed25519 key for export receipts and integrity checkpoints; it signs from now on,
 * and every older key stays published at /.well-known/fairsplit-receipts.json, so receipts
 * signed before still check. Run it when a key may have been exposed, or on a schedule you
 * choose. Running servers read the keys again the first time they meet an unknown key id, and
 * sign with the new one after a restart. With the embedded database, stop the server first
 * (the data directory is locked while it runs).
 */
import { loadDatabaseTarget } from '../server/config';
import { connectDatabase } from '../server/db/connect';
import { migrateDatabase } from '../server/db/migrate';
import { rotateReceiptKey } from '../server/modules/evidence/evidence.service';
import { runTool } from './tool';

await runTool(async () => {
  const database = await connectDatabase(loadDatabaseTarget());
  try {
    await migrateDatabase(database);
    const key = await rotateReceiptKey(database.db);
    return `Receipts are now signed with key ${key.kid} (created ${key.createdAt}); the older keys stay published.`;
  } finally {
    await database.close();
  }
});
