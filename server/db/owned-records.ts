/**
 * Every query on a user's tracker records is scoped by the owner's id, so another user's
 * record behaves exactly like a missing one.
 */
import { and, eq } from 'drizzle-orm';
import type { events, expenses, networthItems } from '@shared/schema';
import type { AppDatabase } from './connect';

type OwnedTable = typeof events | typeof expenses | typeof networthItems;

/** The record `id`, if `userId` owns it. */
export function ownedBy(table: OwnedTable, userId: number, id: number) {
  return and(eq(table.id, id), eq(table.userId, userId));
}

/** Whether a record of this user was deleted. */
export async function deleteOwnedRecord(
  db: AppDatabase,
  table: OwnedTable,
  userId: number,
  id: number,
): Promise<boolean> {
  const rows = await db
    .delete(table)
    .where(ownedBy(table, userId, id))
    .returning({ id: table.id });
  return rows.length > 0;
}
