import { CalendarClock, Plus } from 'lucide-react';
import { useState } from 'react';
import { PageShell } from '@/components/layout/page-shell';
import {
  TrackerEmptyState,
  TrackerLoadError,
  TrackerLoading,
  TrackerSignedOut,
} from '@/components/trackers/tracker-states';
import { useRecordEditor } from '@/components/trackers/use-record-editor';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { classifyLoadError } from '@/lib/api-errors';
import { useAuth } from '@/lib/auth';
import { formatDisplayDate } from '@shared/dates';
import {
  eventFormDefaults,
  type EventDto,
  type EventInput,
  type EventValues,
} from '@shared/events';
import { EVENT_TEXT, useCreateEvent, useDeleteEvent, useEvents, useUpdateEvent } from './api';
import { AccessError } from './components/access-error';
import { EventFormDialog, eventFormValues } from './components/event-form-dialog';
import { EventsTable } from './components/events-table';
import { DEFAULT_EVENT_SORT, nextEventSort, type EventSort } from './sorting';

export function EventsPage() {
  const { user } = useAuth();
  const events = useEvents();
  const createEvent = useCreateEvent();
  const updateEvent = useUpdateEvent();
  const deleteEvent = useDeleteEvent();
  const editor = useRecordEditor<EventDto, EventInput, EventValues>({
    emptyValues: eventFormDefaults,
    formValues: eventFormValues,
    create: createEvent.mutateAsync,
    update: updateEvent.mutateAsync,
    remove: deleteEvent.mutate,
    texts: EVENT_TEXT,
  });
  const [sort, setSort] = useState<EventSort>(DEFAULT_EVENT_SORT);

  const failure = events.isError ? classifyLoadError(events.error, EVENT_TEXT) : null;
  if (user === null || failure?.kind === 'signed-out') {
    return <TrackerSignedOut title="Event Tracker" message={EVENT_TEXT.signedOut} />;
  }
  if (failure?.kind === 'premium-required') {
    return (
      <PageShell>
        <AccessError message={failure.message} />
      </PageShell>
    );
  }
  if (failure !== null) {
    return (
      <TrackerLoadError
        title={EVENT_TEXT.loadErrorTitle}
        message={failure.message}
        homeHref={paths.home}
        onRetry={() => void events.refetch()}
      />
    );
  }

  const list = events.data;
  let body;
  if (list === undefined) {
    body = <TrackerLoading label="Loading your events" />;
  } else if (list.length === 0) {
    body = (
      <TrackerEmptyState
        icon={CalendarClock}
        message={EVENT_TEXT.empty}
        addLabel="Add Your First Event"
        onAdd={editor.openAdd}
      />
    );
  } else {
    body = (
      <EventsTable
        events={list}
        sort={sort}
        onSort={(key) => setSort((current) => nextEventSort(current, key))}
        onEdit={editor.openEdit}
        onDelete={editor.askToDelete}
      />
    );
  }

  const toDelete = editor.recordToDelete;
  return (
    <PageShell>
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
            Event Tracker
          </h1>
          <p className="mt-1 text-slate-600">
            Record significant events, who was involved and how concerned you are.
          </p>
        </div>
        <Button onClick={editor.openAdd} disabled={list === undefined} className="shrink-0">
          <Plus aria-hidden="true" className="size-4" />
          Add Event
        </Button>
      </header>
      <Card className="overflow-hidden">{body}</Card>

      <EventFormDialog key={editor.formDialogKey} {...editor.formDialogProps} />

      <ConfirmDialog
        {...editor.deleteDialogProps}
        title={EVENT_TEXT.confirmDelete}
        description={
          toDelete
            ? `“${toDelete.description}” (${formatDisplayDate(toDelete.date)}) will be permanently removed.`
            : undefined
        }
        confirmLabel="Delete"
        isDestructive
      />
    </PageShell>
  );
}
