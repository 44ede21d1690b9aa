/** The Event Tracker's edit form's starting values (the add form's are eventFormDefaults). */
import type { EventDto, EventInput } from '@shared/events';

/** An edit form holding the event's current values. */
export function eventFormValues(event: EventDto): EventInput {
  return {
    date: event.date,
    description: event.description,
    party: event.party,
    concern_level: event.concern_level,
  };
}
