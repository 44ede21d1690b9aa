/**
 * The Event Tracker's data: the list query, its requests, texts and toasts, read and written
 * optimistically as every tracker's (components/trackers/use-records.ts).
 */
import { msg } from '@lingui/core/macro';
import type { z } from 'zod';
import {
  recordListQueryOptions,
  recordRequests,
  type RecordTracker,
} from '@/components/trackers/use-records';
import { liveTexts } from '@/components/ui/live-texts';
import { datedRecordList } from '@/lib/optimistic-list';
import { eventDtoSchema, eventListSchema, type EventValues } from '@shared/events';
import { API_PATHS } from '@shared/api';

/** The query keys of this feature's data; invalidating `all` refreshes everything under it. */
export const eventKeys = {
  all: ['events'] as const,
  /** GET /api/events. */
  list: () => [...eventKeys.all, 'list'] as const,
};

/** The screen's and toasts' texts (docs/product.md#events, #messages-word-for-word). */
export const EVENT_TEXT = liveTexts({
  signedOut: msg`Please log in to view your events.`,
  premiumRequired: msg`Premium subscription required to access Event Tracker.`,
  loadFailed: msg`Failed to fetch events`,
  accessErrorTitle: msg`Access Error`,
  loading: msg`Loading your events`,
  empty: msg`No events recorded yet.`,
  addFirst: msg`Add Your First Event`,
  confirmDelete: msg`Are you sure you want to delete this event?`,
  notFound: msg`Event not found`,
  add: {
    failedTitle: msg`Failed to add event`,
    fallback: msg`Failed to create event`,
    successTitle: msg`Event added`,
    successDescription: msg`Your event has been added successfully`,
  },
  update: {
    failedTitle: msg`Failed to update event`,
    fallback: msg`Failed to update event`,
    successTitle: msg`Event updated`,
    successDescription: msg`Your event has been updated successfully`,
  },
  remove: {
    failedTitle: msg`Failed to delete event`,
    fallback: msg`Failed to delete event`,
    successTitle: msg`Event deleted`,
    successDescription: msg`Your event has been deleted successfully`,
  },
});

/** A write's fixed success toast (docs/product.md#events). */
function successToast(write: { successTitle: string; successDescription: string }) {
  return () => ({ title: write.successTitle, description: write.successDescription });
}

/** An event as the server lists it: with the number of documents attached to it. */
export type ListedEvent = z.output<typeof eventDtoSchema>;

const requests = recordRequests<ListedEvent, EventValues>({
  list: API_PATHS.events,
  item: API_PATHS.event,
  listSchema: eventListSchema,
  recordSchema: eventDtoSchema,
});

/** GET /api/events under the key the tracker's writes keep current. */
export const eventsQueryOptions = recordListQueryOptions(eventKeys, requests.fetchList);

/** The Event Tracker's requests, texts and toasts; pages read and write through it. */
export const eventTracker: RecordTracker<ListedEvent, EventValues> = {
  keys: eventKeys,
  list: datedRecordList(),
  // A new event has no documents yet.
  newRecord: (values) => ({ ...values, document_count: 0 }),
  ...requests,
  texts: EVENT_TEXT,
  addedToast: successToast(EVENT_TEXT.add),
  updatedToast: successToast(EVENT_TEXT.update),
  removedToast: successToast(EVENT_TEXT.remove),
};
