import type { Page } from '@playwright/test';
import { PARTY_LABELS, PARTY_VALUES } from '../shared/events';
import { expect, test } from './fixtures/test';
import { holdRequests, recordPosts, toasts, trackerTable } from './fixtures/trackers';
import { EventsPage, type EventFields } from './pages/events-page';

/** Date, Description, Party and Concern Level of every row, top to bottom. */
const { rows, expectRows } = trackerTable(4);

/** One column of every row, top to bottom: 1 Description, 2 Party, 3 Concern Level. */
async function expectColumn(page: Page, column: 1 | 2 | 3, expected: string[]) {
  await expect.poll(async () => (await rows(page)).map((row) => row[column])).toEqual(expected);
}

/** Today as the browser's date input holds it (same machine, same time zone). */
function todayIso() {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const COURT_HEARING: EventFields = {
  date: '2025-03-01',
  description: 'Court hearing',
  party: 'Judge',
  concern: 4,
};

test.describe('/events when the server refuses access', () => {
  // The premium guard keeps free accounts off /events, so a 403 reaches the screen only when
  // the server knows better than the browser (a subscription that lapsed since the last check).
  test('shows the Access Error card with the premium benefits and the upgrade link', async ({
    page,
    premiumUser: _signedIn,
  }) => {
    await page.route('**/api/events', (route) =>
      route.fulfill({
        status: 403,
        json: {
          error: 'Premium subscription required to access Event Tracker.',
          code: 'premium_required',
        },
      }),
    );
    await page.goto('/events');

    await expect(page.getByRole('heading', { name: 'Access Error' })).toBeVisible();
    await expect(
      page.getByText('Premium subscription required to access Event Tracker.', { exact: true }),
    ).toBeVisible();
    const benefits = page.getByRole('list', {
      name: 'The Event Tracker is a premium feature. Upgrade to Premium to:',
    });
    await expect(benefits.getByRole('listitem')).toHaveCount(4);
    await page.getByRole('link', { name: 'Upgrade to Premium' }).click();
    await expect(page).toHaveURL(/\/account-settings$/);
  });
});

test.describe('/events', () => {
  test.use({ startAt: '/events' });
  let events: EventsPage;

  test.beforeEach(async ({ page, premiumUser: _signedIn }) => {
    events = new EventsPage(page);
    await events.expectOpen();
  });

  test('starts empty and offers the first event with the product’s defaults', async ({ page }) => {
    await expect(events.emptyText).toBeVisible();
    await page.getByRole('button', { name: 'Add Your First Event' }).click();

    const dialog = events.addDialog;
    await expect(dialog.getByLabel('Date')).toHaveValue(todayIso());
    await expect(dialog.getByLabel('Concern Level')).toHaveValue('1');
    await expect(dialog.getByLabel('Party')).toHaveValue('');
    await expect(dialog.getByLabel('Party').locator('option')).toHaveText([
      'Select a party',
      ...PARTY_VALUES.map((party) => PARTY_LABELS[party]),
    ]);
    await expect(dialog.getByLabel('Concern Level').locator('option')).toHaveText([
      '1 – Very Low',
      '2 – Low',
      '3 – Moderate',
      '4 – High',
      '5 – Very High',
    ]);
  });

  test('shows every validation message and sends nothing until the form is valid', async ({
    page,
  }) => {
    const posts = recordPosts(page, '/api/events');
    const dialog = events.addDialog;
    await events.submitNew({ date: '', description: '   ' });

    await expect(dialog.getByText('Description is required', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Party is required', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Invalid date format', { exact: true })).toBeVisible();
    expect(posts).toEqual([]);

    await events.fill(dialog, {
      date: '2025-05-01',
      description: 'First meeting',
      party: 'Lawyer',
    });
    await events.saveNewButton.click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page).getByText('Event added', { exact: true })).toBeVisible();
    await expectRows(page, [['May 01, 2025', 'First meeting', 'Lawyer', 'Very Low']]);
  });

  test('lists events with party names and concern badges, and sorts by every column', async ({
    page,
  }) => {
    test.slow();
    const added: EventFields[] = [
      {
        date: '2025-01-15',
        description: 'Asset review with advisor',
        party: 'Financial Advisor',
        concern: 1,
      },
      COURT_HEARING,
      { date: '2025-02-10', description: 'call about custody', party: 'Lawyer', concern: 2 },
      { date: '2024-12-24', description: 'Missed holiday pickup', party: 'Ex-Spouse', concern: 5 },
      { date: '2025-02-20', description: 'Mediation session', party: 'Mediator', concern: 3 },
      { date: '2025-01-01', description: 'Bank statement arrived', party: 'Other', concern: 3 },
    ];
    for (const event of added) await events.add(event);

    const byDateNewest = [
      ['Mar 01, 2025', 'Court hearing', 'Judge', 'High'],
      ['Feb 20, 2025', 'Mediation session', 'Mediator', 'Moderate'],
      ['Feb 10, 2025', 'call about custody', 'Lawyer', 'Low'],
      ['Jan 15, 2025', 'Asset review with advisor', 'Financial Advisor', 'Very Low'],
      ['Jan 01, 2025', 'Bank statement arrived', 'Other', 'Moderate'],
      ['Dec 24, 2024', 'Missed holiday pickup', 'Ex Spouse', 'Very High'],
    ];
    await expectRows(page, byDateNewest);
    await expect(page.getByRole('columnheader', { name: 'Date' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const badgeColours = [
      ['Very Low', 'green'],
      ['Low', 'blue'],
      ['Moderate', 'yellow'],
      ['High', 'orange'],
      ['Very High', 'red'],
    ];
    for (const [label, colour] of badgeColours) {
      await expect(
        page.locator('tbody [data-color]').getByText(label!, { exact: true }).first(),
      ).toHaveAttribute('data-color', colour!);
    }

    const sortBy = (name: string) =>
      page.getByRole('columnheader', { name }).getByRole('button').click();

    await sortBy('Description');
    await expectColumn(page, 1, [
      'Asset review with advisor',
      'Bank statement arrived',
      'call about custody',
      'Court hearing',
      'Mediation session',
      'Missed holiday pickup',
    ]);
    await expect(page.getByRole('columnheader', { name: 'Description' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await sortBy('Description');
    await expectColumn(page, 1, [
      'Missed holiday pickup',
      'Mediation session',
      'Court hearing',
      'call about custody',
      'Bank statement arrived',
      'Asset review with advisor',
    ]);

    const parties = ['Ex Spouse', 'Financial Advisor', 'Judge', 'Lawyer', 'Mediator', 'Other'];
    await sortBy('Party');
    await expectColumn(page, 2, parties);
    await sortBy('Party');
    await expectColumn(page, 2, [...parties].reverse());

    await sortBy('Concern Level');
    await expectColumn(page, 1, [
      'Asset review with advisor',
      'call about custody',
      'Mediation session',
      'Bank statement arrived',
      'Court hearing',
      'Missed holiday pickup',
    ]);
    await sortBy('Concern Level');
    await expectColumn(page, 3, ['Very High', 'High', 'Moderate', 'Moderate', 'Low', 'Very Low']);

    // A newly chosen date column starts newest first; a second click flips it.
    await sortBy('Date');
    await expectRows(page, byDateNewest);
    await sortBy('Date');
    await expectRows(page, [...byDateNewest].reverse());
    await expect(page.getByRole('columnheader', { name: 'Date' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await page.reload();
    await expectRows(page, byDateNewest);
  });

  test('edits an event, and asks before deleting one', async ({ page }) => {
    await events.add(COURT_HEARING);
    await events.add({
      date: '2025-02-10',
      description: 'Call with lawyer',
      party: 'Lawyer',
      concern: 2,
    });

    await events.editButton('Court hearing').click();
    const dialog = events.editDialog;
    await expect(dialog.getByLabel('Date')).toHaveValue('2025-03-01');
    await expect(dialog.getByLabel('Description')).toHaveValue('Court hearing');
    await expect(dialog.getByLabel('Party')).toHaveValue('judge');
    await expect(dialog.getByLabel('Concern Level')).toHaveValue('4');
    await events.fill(dialog, { description: 'Custody hearing', party: 'Mediator', concern: 5 });
    await events.updateButton.click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page).getByText('Event updated', { exact: true })).toBeVisible();
    await expectRows(page, [
      ['Mar 01, 2025', 'Custody hearing', 'Mediator', 'Very High'],
      ['Feb 10, 2025', 'Call with lawyer', 'Lawyer', 'Low'],
    ]);

    await events.deleteButton('Call with lawyer').click();
    const confirm = events.confirmation;
    await events.cancel(confirm);
    await expect(confirm).toBeHidden();
    await expectColumn(page, 1, ['Custody hearing', 'Call with lawyer']);

    await events.deleteRecord('Call with lawyer');
    await expect(toasts(page).getByText('Event deleted', { exact: true })).toBeVisible();
    await expect(
      toasts(page).getByText('Your event has been deleted successfully', { exact: true }),
    ).toBeVisible();
    await expectColumn(page, 1, ['Custody hearing']);

    await page.reload();
    await expectRows(page, [['Mar 01, 2025', 'Custody hearing', 'Mediator', 'Very High']]);
  });

  test('failed writes roll back with the product’s toasts, and a reload matches the server', async ({
    page,
  }) => {
    await events.add(COURT_HEARING);
    const saved = [['Mar 01, 2025', 'Court hearing', 'Judge', 'High']];

    // Add: shown at once, removed on failure; the dialog keeps the input.
    const failingAdd = await holdRequests(page, '**/api/events', 'POST', {
      status: 500,
      json: { error: 'Database unavailable', code: 'internal' },
    });
    await events.submitNew({
      date: '2025-04-02',
      description: 'Missed call',
      party: 'Ex-Spouse',
      concern: 3,
    });
    await expect(events.addDialog.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expectRows(page, [['Apr 02, 2025', 'Missed call', 'Ex Spouse', 'Moderate'], ...saved]);
    failingAdd.release();
    await expect(toasts(page).getByText('Failed to add event', { exact: true })).toBeVisible();
    await expect(toasts(page).getByText('Database unavailable', { exact: true })).toBeVisible();
    await expectRows(page, saved);
    await expect(events.addDialog.getByLabel('Description')).toHaveValue('Missed call');
    await events.cancel(events.addDialog);
    await failingAdd.stop();

    // Update: shown at once, restored on failure.
    const failingUpdate = await holdRequests(page, '**/api/events/*', 'PUT', {
      status: 400,
      json: {
        error: 'Validation failed',
        code: 'validation_failed',
        details: 'description: Description is required',
      },
    });
    await events.submitEdit('Court hearing', { concern: 1 });
    await expectRows(page, [['Mar 01, 2025', 'Court hearing', 'Judge', 'Very Low']]);
    failingUpdate.release();
    await expect(toasts(page).getByText('Failed to update event', { exact: true })).toBeVisible();
    await expect(
      toasts(page).getByText('Validation failed: description: Description is required', {
        exact: true,
      }),
    ).toBeVisible();
    await expectRows(page, saved);
    await events.cancel(events.editDialog);
    await failingUpdate.stop();

    // Delete: gone at once, put back on failure.
    const failingDelete = await holdRequests(page, '**/api/events/*', 'DELETE', {
      status: 500,
      json: { error: 'Database unavailable', code: 'internal' },
    });
    await events.deleteRecord('Court hearing');
    await expect(events.emptyText).toBeVisible();
    failingDelete.release();
    await expect(toasts(page).getByText('Failed to delete event', { exact: true })).toBeVisible();
    await expect(toasts(page).getByText('Database unavailable', { exact: true })).toBeVisible();
    await expectRows(page, saved);

    await failingDelete.stop();
    await page.reload();
    await expectRows(page, saved);
  });
});
