/**
 * The Event Tracker's data: the list query and the add, update and delete mutations, optimistic
 * as every tracker's (components/trackers/use-records.ts).
 */
import {
  recordRequests,
  type RecordTracker,
  useCreateRecord,
  useDeleteRecord,
  useRecords,
  useUpdateRecord,
} from '@/components/trackers/use-records';
import { eventKeys } from '@/lib/query-keys';
import type { EventDto, EventValues } from '@shared/events';
import { API_PATHS } from '@shared/api';

/** The screen's and toasts' texts (spec §2, §5, §8). */
export const EVENT_TEXT = {
  signedOut: 'Please log in to view your events.',
  premiumRequired: 'Premium subscription required to access Event Tracker.',
  loadFailed: 'Failed to fetch events',
  accessErrorTitle: 'Access Error',
  loadErrorTitle: 'Error Loading Events',
  empty: 'No events recorded yet.',
  confirmDelete: 'Are you sure you want to delete this event?',
  notFound: 'Event not found',
  add: {
    failedTitle: 'Failed to add event',
    fallback: 'Failed to create event',
    successTitle: 'Event added',
    successDescription: 'Your event has been added successfully',
  },
  update: {
    failedTitle: 'Failed to update event',
    fallback: 'Failed to update event',
    successTitle: 'Event updated',
    successDescription: 'Your event has been updated successfully',
  },
  remove: {
    failedTitle: 'Failed to delete event',
    fallback: 'Failed to delete event',
    successTitle: 'Event deleted',
    successDescription: 'Your event has been deleted successfully',
  },
} as const;

const requests = recordRequests<EventDto, EventValues>({
  list: API_PATHS.events,
  item: API_PATHS.event,
});

const EVENTS: RecordTracker<EventDto, EventValues> = {
  keys: eventKeys,
  ...requests,
  texts: EVENT_TEXT,
  addedToast: () => ({
    title: EVENT_TEXT.add.successTitle,
    description: EVENT_TEXT.add.successDescription,
  }),
  updatedToast: () => ({
    title: EVENT_TEXT.update.successTitle,
    description: EVENT_TEXT.update.successDescription,
  }),
  removedToast: () => ({
    title: EVENT_TEXT.remove.successTitle,
    description: EVENT_TEXT.remove.successDescription,
  }),
};

/** The signed-in user's events, newest first. Nothing is fetched without a user. */
export function useEvents() {
  return useRecords(EVENTS);
}

/** Adds an event; the row shows at once with a temporary negative id. */
export function useCreateEvent() {
  return useCreateRecord(EVENTS);
}

/** Saves an edited event; the row shows the new values at once. */
export function useUpdateEvent() {
  return useUpdateRecord(EVENTS);
}

/** Deletes an event; the row goes at once and comes back if the server refuses. */
export function useDeleteEvent() {
  return useDeleteRecord(EVENTS);
}
