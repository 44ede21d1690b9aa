import { CalendarClock, CircleAlert, Plus, RefreshCw } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { PageShell } from '@/components/layout/page-shell';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { formatDisplayDate } from '@shared/dates';
import {
  eventFormDefaults,
  type EventDto,
  type EventInput,
  type EventValues,
} from '@shared/events';
import {
  classifyLoadError,
  describeWriteError,
  EVENT_TEXT,
  useCreateEvent,
  useDeleteEvent,
  useEvents,
  useUpdateEvent,
} from './api';
import { AccessError } from './components/access-error';
import { EventFormDialog, eventFormValues } from './components/event-form-dialog';
import { EventsTable } from './components/events-table';
import { DEFAULT_EVENT_SORT, nextEventSort, type EventSort } from './sorting';

type SubmitError = { title: string; description: string };

/**
 * Which form dialog is open; `key` tells one opening from the next, and `error` says why its
 * last save failed.
 */
type FormDialogState = (
  { mode: 'add'; key: number; values: EventInput } | { mode: 'edit'; key: number; event: EventDto }
) & { error?: SubmitError };

function SignedOut() {
  return (
    <PageShell title="Event Tracker">
      <Alert tone="info" className="max-w-2xl p-4">
        <p>{EVENT_TEXT.signedOut}</p>
        <Link href={paths.login} className={buttonClasses({ size: 'sm', className: 'mt-3' })}>
          Log In
        </Link>
      </Alert>
    </PageShell>
  );
}

function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <PageShell>
      <Card className="mx-auto max-w-lg p-6 text-center sm:p-8">
        <CircleAlert aria-hidden="true" className="mx-auto size-10 text-destructive" />
        <h1 className="mt-3 text-xl font-semibold text-slate-900">{EVENT_TEXT.loadErrorTitle}</h1>
        <p className="mt-2 text-slate-700">{message}</p>
        <div className="mt-6 flex flex-col-reverse justify-center gap-2 sm:flex-row">
          <Link href={paths.home} className={buttonClasses({ variant: 'outline' })}>
            Back to Home
          </Link>
          <Button onClick={onRetry}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Try again
          </Button>
        </div>
      </Card>
    </PageShell>
  );
}

function EmptyState({ onAdd }: { onAdd: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 px-6 py-12 text-center">
      <CalendarClock aria-hidden="true" className="size-10 text-slate-400" />
      <p className="text-slate-600">{EVENT_TEXT.empty}</p>
      <Button onClick={onAdd}>
        <Plus aria-hidden="true" className="size-4" />
        Add Your First Event
      </Button>
    </div>
  );
}

export function EventsPage() {
  const { user } = useAuth();
  const events = useEvents();
  const createEvent = useCreateEvent();
  const updateEvent = useUpdateEvent();
  const deleteEvent = useDeleteEvent();

  const [sort, setSort] = useState<EventSort>(DEFAULT_EVENT_SORT);
  const [formDialog, setFormDialog] = useState<FormDialogState | null>(null);
  const [eventToDelete, setEventToDelete] = useState<EventDto | null>(null);
  const lastDialogKey = useRef(0);

  function nextDialogKey() {
    lastDialogKey.current += 1;
    return lastDialogKey.current;
  }

  function closeDialog(key: number) {
    setFormDialog((current) => (current?.key === key ? null : current));
  }

  function setDialogError(key: number, error: SubmitError | undefined) {
    setFormDialog((current) => (current?.key === key ? { ...current, error } : current));
  }

  function openAdd() {
    setFormDialog({ mode: 'add', key: nextDialogKey(), values: eventFormDefaults() });
  }

  function openEdit(event: EventDto) {
    setFormDialog({ mode: 'edit', key: nextDialogKey(), event });
  }

  async function submitAdd(key: number, values: EventValues) {
    setDialogError(key, undefined);
    try {
      await createEvent.mutateAsync(values);
      closeDialog(key);
    } catch (failure) {
      // Spec §4: a failed add keeps the dialog open with the input, or reopens it if the user
      // closed it while saving (unless another dialog is open by now).
      const error = {
        title: EVENT_TEXT.add.failedTitle,
        description: describeWriteError(failure, EVENT_TEXT.add.fallback),
      };
      const reopened: FormDialogState = { mode: 'add', key: nextDialogKey(), values, error };
      setFormDialog((current) => {
        if (current === null) return reopened;
        return current.key === key ? { ...current, error } : current;
      });
    }
  }

  async function submitEdit(key: number, id: number, values: EventValues) {
    setDialogError(key, undefined);
    try {
      await updateEvent.mutateAsync({ id, values });
      closeDialog(key);
    } catch (failure) {
      // The row is back to its saved values; the dialog keeps the edits and says why.
      setDialogError(key, {
        title: EVENT_TEXT.update.failedTitle,
        description: describeWriteError(failure, EVENT_TEXT.update.fallback),
      });
    }
  }

  function confirmDelete() {
    if (eventToDelete === null) return;
    deleteEvent.mutate(eventToDelete.id);
    setEventToDelete(null);
  }

  if (user === null) return <SignedOut />;
  if (events.isError) {
    const failure = classifyLoadError(events.error);
    if (failure.kind === 'signed-out') return <SignedOut />;
    if (failure.kind === 'access-denied') {
      return (
        <PageShell>
          <AccessError message={failure.message} />
        </PageShell>
      );
    }
    return <LoadError message={failure.message} onRetry={() => void events.refetch()} />;
  }

  const list = events.data;
  let body;
  if (list === undefined) {
    body = (
      <div className="flex flex-col items-center gap-3 py-16 text-slate-600">
        <Spinner size="lg" label="Loading your events" />
        <p>Loading your events...</p>
      </div>
    );
  } else if (list.length === 0) {
    body = <EmptyState onAdd={openAdd} />;
  } else {
    body = (
      <EventsTable
        events={list}
        sort={sort}
        onSort={(key) => setSort((current) => nextEventSort(current, key))}
        onEdit={openEdit}
        onDelete={setEventToDelete}
      />
    );
  }

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
        <Button onClick={openAdd} disabled={list === undefined} className="shrink-0">
          <Plus aria-hidden="true" className="size-4" />
          Add Event
        </Button>
      </header>
      <Card className="overflow-hidden">{body}</Card>

      <EventFormDialog
        key={formDialog?.key ?? 0}
        open={formDialog !== null}
        onOpenChange={(open) => {
          if (!open) setFormDialog(null);
        }}
        mode={formDialog?.mode ?? 'add'}
        submitError={formDialog?.error}
        defaultValues={
          formDialog?.mode === 'edit'
            ? eventFormValues(formDialog.event)
            : (formDialog?.values ?? eventFormDefaults())
        }
        onSubmit={(values) => {
          if (formDialog === null) return Promise.resolve();
          return formDialog.mode === 'add'
            ? submitAdd(formDialog.key, values)
            : submitEdit(formDialog.key, formDialog.event.id, values);
        }}
      />

      <ConfirmDialog
        open={eventToDelete !== null}
        onOpenChange={(open) => {
          if (!open) setEventToDelete(null);
        }}
        title={EVENT_TEXT.confirmDelete}
        description={
          eventToDelete
            ? `“${eventToDelete.description}” (${formatDisplayDate(eventToDelete.date)}) will be permanently removed.`
            : undefined
        }
        confirmLabel="Delete"
        isDestructive
        onConfirm={confirmDelete}
      />
    </PageShell>
  );
}
