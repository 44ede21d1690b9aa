import { Trans, useLingui } from '@lingui/react/macro';
import { GlossaryHelp } from '@/components/ui/glossary-help';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { RecordDeleteDialog } from '@/components/trackers/record-delete-dialog';
import {
  TrackerActions,
  TrackerAddButton,
  TrackerPage,
  TrackerRecords,
} from '@/components/trackers/tracker-states';
import { lazyDialog, usePreloadWhenIdle } from '@/components/ui/lazy-dialog';
import {
  TRACKER_HEADER_CLASSES,
  TRACKER_HEADINGS,
  TrackerHeading,
} from '@/components/trackers/tracker-heading';
import { useTrackerPage } from '@/components/trackers/use-tracker-page';
import { Card } from '@/components/ui/card';
import {
  DeletedItemsButton,
  deletionNotice,
  HistoryDialog,
  type HistoryTarget,
  useUndoDelete,
} from '@/features/evidence';
import { formatDisplayDate } from '@shared/dates';
import { eventFormDefaults, type EventInput, type EventValues } from '@shared/events';
import { EVENT_TEXT, eventKeys, eventTracker, type ListedEvent } from './api';
import { AccessError } from './components/access-error';
import { eventFormValues } from './components/event-form';
import { EventsTable } from './components/events-table';
import { DEFAULT_EVENT_SORT, nextEventSort, type EventSort } from './sorting';

/** The add and edit dialog, with the form library it needs, loads when first wanted. */
const EventFormDialog = lazyDialog(
  async () => (await import('./components/event-form-dialog')).EventFormDialog,
  { isOpen: (props) => props.open, close: (props) => props.onOpenChange(false) },
);

export function EventsPage() {
  const undoDelete = useUndoDelete('event', eventKeys.list());
  const page = useTrackerPage<ListedEvent, EventInput, EventValues>(eventTracker, {
    undoDelete: (record) => void undoDelete(record.id),
    emptyValues: eventFormDefaults,
    formValues: eventFormValues,
  });
  const [sort, setSort] = useState<EventSort>(DEFAULT_EVENT_SORT);
  const [historyOf, setHistoryOf] = useState<HistoryTarget | null>(null);
  const { t } = useLingui();
  usePreloadWhenIdle(page.records !== undefined, EventFormDialog, HistoryDialog);

  const { editor } = page;
  return (
    <TrackerPage
      page={page}
      title={t(TRACKER_HEADINGS.events.title)}
      texts={EVENT_TEXT}
      failureCard={(message) => <AccessError message={message} />}
    >
      <header className={TRACKER_HEADER_CLASSES.above}>
        <TrackerHeading text={TRACKER_HEADINGS.events}>
          <GlossaryHelp term="event" className="mt-1" />
        </TrackerHeading>
        <TrackerActions>
          <DeletedItemsButton entity="event" listKey={eventKeys.list()} />
          <TrackerAddButton page={page}>
            <Trans>Add Event</Trans>
          </TrackerAddButton>
        </TrackerActions>
      </header>
      <Card className="overflow-hidden">
        <TrackerRecords page={page} texts={EVENT_TEXT} emptyIcon={CalendarClock}>
          {(events) => (
            <EventsTable
              events={events}
              sort={sort}
              onSort={(key) => setSort((current) => nextEventSort(current, key))}
              onHistory={({ id, description }) => setHistoryOf({ id, name: description })}
              onEdit={editor.openEdit}
              onDelete={editor.askToDelete}
            />
          )}
        </TrackerRecords>
      </Card>

      <EventFormDialog key={editor.formDialogKey} {...editor.formDialogProps} />

      <HistoryDialog entity="event" target={historyOf} onClose={() => setHistoryOf(null)} />

      <RecordDeleteDialog
        {...editor.deleteDialogProps}
        title={EVENT_TEXT.confirmDelete}
        describe={(event) =>
          deletionNotice(`“${event.description}” (${formatDisplayDate(event.date)})`)
        }
      />
    </TrackerPage>
  );
}
