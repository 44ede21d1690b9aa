/**
 * A user's events. Every query is scoped by the owner's id, so another user's record behaves
 * exactly like a missing one.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { EventDto, EventUpdateValues, EventValues } from '@shared/events';
import { type Event, events } from '@shared/schema';
import type { AppDatabase } from '../../db/connect';
import { deleteOwnedRecord, ownedBy } from '../../db/owned-records';

/** The columns the API returns: never user_id. */
const eventColumns = {
  id: events.id,
  date: events.date,
  description: events.description,
  party: events.party,
  concernLevel: events.concernLevel,
  createdAt: events.createdAt,
  updatedAt: events.updatedAt,
};

function toEventDto(row: Omit<Event, 'userId'>): EventDto {
  return {
    id: row.id,
    date: row.date,
    description: row.description,
    party: row.party,
    concern_level: row.concernLevel,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Newest first: by date, then the most recently added. */
export async function findEventsForUser(db: AppDatabase, userId: number): Promise<EventDto[]> {
  const rows = await db
    .select(eventColumns)
    .from(events)
    .where(eq(events.userId, userId))
    .orderBy(desc(events.date), desc(events.id));
  return rows.map(toEventDto);
}

export async function createEvent(
  db: AppDatabase,
  userId: number,
  values: EventValues,
): Promise<EventDto> {
  const [row] = await db
    .insert(events)
    .values({
      userId,
      date: values.date,
      description: values.description,
      party: values.party,
      concernLevel: values.concern_level,
    })
    .returning(eventColumns);
  return toEventDto(row!);
}

/**
 * Changes only the fields the update names. The updated event, or undefined when the user has
 * no event with this id.
 */
export async function updateEvent(
  db: AppDatabase,
  userId: number,
  id: number,
  update: EventUpdateValues,
): Promise<EventDto | undefined> {
  const [row] = await db
    .update(events)
    .set({
      ...(update.date !== undefined && { date: update.date }),
      ...(update.description !== undefined && { description: update.description }),
      ...(update.party !== undefined && { party: update.party }),
      ...(update.concern_level !== undefined && { concernLevel: update.concern_level }),
      // The database clock, like created_at's default, so the two timestamps compare.
      updatedAt: sql`now()`,
    })
    .where(ownedBy(events, userId, id))
    .returning(eventColumns);
  return row && toEventDto(row);
}

/** Whether an event of this user was deleted. */
export function deleteEvent(db: AppDatabase, userId: number, id: number): Promise<boolean> {
  return deleteOwnedRecord(db, events, userId, id);
}
