import type { Locator, Page } from '@playwright/test';
import { TrackerPage } from './tracker-page';

export type EventFields = {
  date: string;
  description: string;
  /** The form's label, e.g. 'Ex-Spouse'. */
  party: string;
  concern: 1 | 2 | 3 | 4 | 5;
};

/** /events, the Event Tracker. */
export class EventsPage extends TrackerPage<EventFields> {
  readonly emptyText: Locator;

  constructor(page: Page) {
    super(page, {
      heading: 'Event Tracker',
      add: 'Add Event',
      addDialog: 'Add Event',
      editDialog: 'Edit Event',
      update: 'Update Event',
      editPrefix: 'Edit event: ',
      deletePrefix: 'Delete event: ',
      deleteQuestion: 'Are you sure you want to delete this event?',
    });
    this.emptyText = page.getByText('No events recorded yet.', { exact: true });
  }

  async fill(dialog: Locator, fields: Partial<EventFields>) {
    if (fields.date !== undefined) await dialog.getByLabel('Date').fill(fields.date);
    if (fields.description !== undefined) {
      await dialog.getByLabel('Description').fill(fields.description);
    }
    if (fields.party !== undefined) {
      await dialog.getByLabel('Party').selectOption({ label: fields.party });
    }
    if (fields.concern !== undefined) {
      await dialog.getByLabel('Concern Level').selectOption(String(fields.concern));
    }
  }
}
