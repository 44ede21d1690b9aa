/** The evidence log as the database holds it, for tests that check what was written. */
import { sql } from 'drizzle-orm';
import type { StoredRevision } from '@shared/evidence';
import { type AppDatabase, queryRows } from '../db/connect';

/** The user's revisions exactly as stored, in seq order, shaped as the chain covers them. */
export async function storedChain(db: AppDatabase, userId: number): Promise<StoredRevision[]> {
  const rows = await queryRows<{
    seq: number;
    entity: StoredRevision['entity'];
    entity_id: number;
    action: StoredRevision['action'];
    data: StoredRevision['data'] | string;
    recorded_at: string;
    prev_hash: string;
    hash: string;
  }>(
    db,
    sql`select seq, entity, entity_id, action, data, prev_hash, hash,
          to_char(recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as recorded_at
        from revisions where user_id = ${userId} order by seq`,
  );
  return rows.map((row) => ({
    ...row,
    seq: Number(row.seq),
    entity_id: Number(row.entity_id),
    data: typeof row.data === 'string' ? JSON.parse(row.data) : row.data,
  }));
}
