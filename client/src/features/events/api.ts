/**
 * The Event Tracker's data: the list query and the add, update and delete mutations. Changes
 * are optimistic (spec §4): the list changes at once, an added event carries a temporary
 * negative id until the server's record replaces it, and a failure puts the list back the way
 * it was for that record.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/ui/toast';
import { ApiError, apiRequest, parseApiErrorBody } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { eventKeys } from '@/lib/query-keys';
import type { EventDto, EventValues } from '@shared/events';
import { insertEvent, nextTemporaryEventId, removeEvent, replaceEvent } from './cache';

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
  unknownError: 'An unknown error occurred',
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

/** A failure found before any request is sent; its message is shown as it is. */
export class EventActionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EventActionError';
  }
}

export function fetchEvents(): Promise<EventDto[]> {
  return apiRequest<EventDto[]>('GET', '/api/events');
}

export function createEvent(values: EventValues): Promise<EventDto> {
  return apiRequest<EventDto>('POST', '/api/events', values);
}

/** PUT accepts a partial body; the form always sends every field. */
export function updateEvent(id: number, values: Partial<EventValues>): Promise<EventDto> {
  return apiRequest<EventDto>('PUT', `/api/events/${id}`, values);
}

export async function deleteEvent(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/events/${id}`);
}

/** The list failed in one of three ways the screen tells apart (spec §8). */
export type EventsLoadFailure =
  | { kind: 'signed-out' }
  | { kind: 'access-denied'; message: string }
  | { kind: 'failed'; message: string };

export function classifyLoadError(error: unknown): EventsLoadFailure {
  if (!(error instanceof ApiError)) return { kind: 'failed', message: EVENT_TEXT.loadFailed };
  const serverMessage = parseApiErrorBody(error).error;
  if (error.status === 401) return { kind: 'signed-out' };
  if (error.status === 403) {
    return { kind: 'access-denied', message: serverMessage ?? EVENT_TEXT.premiumRequired };
  }
  return { kind: 'failed', message: serverMessage ?? EVENT_TEXT.loadFailed };
}

/**
 * A failed write as the toast says it (spec §8): 'Validation failed: {details}' when the server
 * sent details, else its error text, else `fallback`; 'An unknown error occurred' when the
 * failure is not an error at all.
 */
export function describeWriteError(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const body = parseApiErrorBody(error);
    if (body.details) return `Validation failed: ${body.details}`;
    return body.error || fallback;
  }
  if (error instanceof EventActionError) return error.message;
  if (error instanceof Error) return fallback;
  return EVENT_TEXT.unknownError;
}

/** A refused request (4xx) will be refused again; only server and network failures are retried. */
function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

/** The signed-in user's events, newest first. Nothing is fetched without a user. */
export function useEvents() {
  const { user } = useAuth();
  return useQuery({
    queryKey: eventKeys.list(),
    queryFn: fetchEvents,
    enabled: user !== null,
    retry: retryUnlessRefused,
  });
}

function updateCachedList(
  queryClient: QueryClient,
  change: (list: readonly EventDto[]) => EventDto[],
) {
  queryClient.setQueryData<EventDto[]>(eventKeys.list(), (list) =>
    list === undefined ? undefined : change(list),
  );
}

function findCachedEvent(queryClient: QueryClient, id: number): EventDto | undefined {
  return queryClient.getQueryData<EventDto[]>(eventKeys.list())?.find((item) => item.id === id);
}

/** Stops a list fetch in flight, so its older answer cannot overwrite the optimistic change. */
async function holdListFetches(queryClient: QueryClient) {
  await queryClient.cancelQueries({ queryKey: eventKeys.list() });
}

/**
 * Refetches what the server holds once the last event write has settled; refetching while
 * another is in flight would briefly drop that one's optimistic change.
 */
async function refreshWhenIdle(queryClient: QueryClient) {
  if (queryClient.isMutating({ mutationKey: eventKeys.all }) <= 1) {
    await queryClient.invalidateQueries({ queryKey: eventKeys.all });
  }
}

/** Adds an event; the row shows at once with a temporary negative id. */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationKey: [...eventKeys.all, 'create'],
    mutationFn: (values: EventValues) => createEvent(values),
    onMutate: async (values) => {
      await holdListFetches(queryClient);
      const now = new Date().toISOString();
      const temporary: EventDto = {
        id: nextTemporaryEventId(),
        ...values,
        created_at: now,
        updated_at: now,
      };
      updateCachedList(queryClient, (list) => insertEvent(list, temporary));
      return { temporaryId: temporary.id };
    },
    onSuccess: (created, _values, context) => {
      updateCachedList(queryClient, (list) => replaceEvent(list, context.temporaryId, created));
      toast({ title: EVENT_TEXT.add.successTitle, description: EVENT_TEXT.add.successDescription });
    },
    onError: (error, _values, context) => {
      if (context) updateCachedList(queryClient, (list) => removeEvent(list, context.temporaryId));
      toast({
        title: EVENT_TEXT.add.failedTitle,
        description: describeWriteError(error, EVENT_TEXT.add.fallback),
        variant: 'destructive',
      });
    },
    onSettled: () => refreshWhenIdle(queryClient),
  });
}

export type UpdateEventVariables = { id: number; values: EventValues };

/** Saves an edited event; the row shows the new values at once. */
export function useUpdateEvent() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationKey: [...eventKeys.all, 'update'],
    mutationFn: ({ id, values }: UpdateEventVariables) => updateEvent(id, values),
    onMutate: async ({ id, values }) => {
      await holdListFetches(queryClient);
      const previous = findCachedEvent(queryClient, id);
      if (previous === undefined) throw new EventActionError(EVENT_TEXT.notFound);
      const edited: EventDto = { ...previous, ...values, updated_at: new Date().toISOString() };
      updateCachedList(queryClient, (list) => replaceEvent(list, id, edited));
      return { previous };
    },
    onSuccess: (updated, { id }) => {
      updateCachedList(queryClient, (list) => replaceEvent(list, id, updated));
      toast({
        title: EVENT_TEXT.update.successTitle,
        description: EVENT_TEXT.update.successDescription,
      });
    },
    onError: (error, { id }, context) => {
      if (context)
        updateCachedList(queryClient, (list) => replaceEvent(list, id, context.previous));
      toast({
        title: EVENT_TEXT.update.failedTitle,
        description: describeWriteError(error, EVENT_TEXT.update.fallback),
        variant: 'destructive',
      });
    },
    onSettled: () => refreshWhenIdle(queryClient),
  });
}

/** Deletes an event; the row goes at once and comes back if the server refuses. */
export function useDeleteEvent() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationKey: [...eventKeys.all, 'delete'],
    mutationFn: (id: number) => deleteEvent(id),
    onMutate: async (id) => {
      await holdListFetches(queryClient);
      const previous = findCachedEvent(queryClient, id);
      if (previous === undefined) throw new EventActionError(EVENT_TEXT.notFound);
      updateCachedList(queryClient, (list) => removeEvent(list, id));
      return { previous };
    },
    onSuccess: () => {
      toast({
        title: EVENT_TEXT.remove.successTitle,
        description: EVENT_TEXT.remove.successDescription,
      });
    },
    onError: (error, _id, context) => {
      if (context) updateCachedList(queryClient, (list) => insertEvent(list, context.previous));
      toast({
        title: EVENT_TEXT.remove.failedTitle,
        description: describeWriteError(error, EVENT_TEXT.remove.fallback),
        variant: 'destructive',
      });
    },
    onSettled: () => refreshWhenIdle(queryClient),
  });
}
