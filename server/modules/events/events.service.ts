/**
 * A user's events. Every query is scoped by the owner's id, so another user's record behaves
 * exactly like a missing one.
 */
import { desc } from 'drizzle-orm';
import type { EventDto, EventUpdateValues, EventValues } from '@shared/events';
import { events } from '../../db/schema';
import { type OwnedRecords, ownedRecords } from '../../db/owned-records';

/** A user's events, as the events router serves them. */
export const eventRecords: OwnedRecords<EventValues, EventUpdateValues, EventDto> = ownedRecords(
  events,
  {
    entity: 'event',
    orderBy: [desc(events.date), desc(events.id)],
    // Undefined columns, those an update does not name, are left as they are.
    toColumns: ({ concern_level: concernLevel, ...values }: EventUpdateValues) => ({
      ...values,
      concernLevel,
    }),
  },
);
