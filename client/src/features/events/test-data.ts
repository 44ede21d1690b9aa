/** Events for the Event Tracker's unit tests. */
import type { EventDto } from '@shared/events';

export function makeEvent(
  id: number,
  date: string,
  description: string,
  party: string,
  concern_level: number,
): EventDto {
  return { id, date, description, party, concern_level, created_at: '', updated_at: '' };
}
