import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, reply, stubApi, toastRegion } from '@/test/render-signed-in';
import {
  confirmDelete,
  enterDate,
  itAsksToLogIn,
  itOpensTheHistoryOf,
  openAddDialog,
  renderTrackerPage,
} from '@/test/tracker-pages';
import {
  bodyRows,
  dialog,
  fakeListServer,
  networkDownAfterLoad,
  openedDialog,
  type ServerOverride,
} from '@/test/trackers';
import { todayIsoDate } from '@shared/dates';
import { PARTY_LABELS, PARTY_VALUES, type EventDto } from '@shared/events';
import { PREMIUM_EVENT_BENEFITS } from './components/access-error';
import { EventsPage } from './events-page';
import { makeEvent } from './test-data';
import { refusalResponse } from '@/test/refusals';

const hearing = makeEvent(3, '2025-03-01', 'Court hearing', 'judge', 4);
const call = makeEvent(2, '2025-02-10', 'Call with lawyer', 'lawyer', 2);
const review = makeEvent(1, '2025-01-15', 'Asset review', 'financial_advisor', 1);

const descriptions = () => bodyRows(4).map((row) => row[1]);

function renderPage(options: Parameters<typeof renderTrackerPage>[1] = {}) {
  return renderTrackerPage(<EventsPage />, options);
}

/** A server holding `initial`; requests succeed unless `override` answers them. */
function fakeServer(initial: EventDto[], override?: ServerOverride) {
  return fakeListServer(initial, {
    create: (body, id) => ({
      ...(body as Omit<EventDto, 'id' | 'created_at' | 'updated_at'>),
      id,
      created_at: '',
      updated_at: '',
    }),
    update: (body, _id, current) => ({ ...current!, ...(body as Partial<EventDto>) }),
    override,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Event Tracker', () => {
  itAsksToLogIn(<EventsPage />, 'Please log in to view your events.');

  it('explains the premium feature when the server answers 403', async () => {
    stubApi(() =>
      refusalResponse('premium_required', 'Premium subscription required to access Event Tracker.'),
    );
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Access Error' })).toBeInTheDocument();
    expect(
      screen.getByText('Premium subscription required to access Event Tracker.'),
    ).toBeInTheDocument();
    const benefits = within(
      screen.getByRole('list', {
        name: 'The Event Tracker is a premium feature. Upgrade to Premium to:',
      }),
    ).getAllByRole('listitem');
    expect(benefits.map((item) => item.textContent)).toEqual([...PREMIUM_EVENT_BENEFITS]);
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });

  it("shows the Access Error card with the server's error when the list fails with a 500", async () => {
    stubApi(() => reply(500, { error: 'Database unavailable' }));
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Access Error' })).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Error Loading Events' })).toBeNull();
  });

  it("shows the Access Error card with 'An unknown error occurred' when no answer came", async () => {
    stubApi(() => {
      throw new TypeError('Failed to fetch');
    });
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Access Error' })).toBeInTheDocument();
    expect(screen.getByText('An unknown error occurred')).toBeInTheDocument();
  });

  it('offers the first event from the empty state, with the product’s defaults', async () => {
    const user = userEvent.setup();
    fakeServer([]);
    renderPage();

    expect(await screen.findByText('No events recorded yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Your First Event' }));

    expect(await screen.findByRole('heading', { name: 'Add Event' })).toBeInTheDocument();
    expect(dialog().getByLabelText('Date')).toHaveValue(todayIsoDate());
    expect(dialog().getByLabelText('Concern Level')).toHaveValue('1');
    expect(dialog().getByLabelText('Party')).toHaveValue('');
    const partyChoices = within(dialog().getByLabelText('Party'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    // The shared labels, in the shared order (shared/events.test.ts spells them out).
    expect(partyChoices).toEqual([
      'Select a party',
      ...PARTY_VALUES.map((party) => PARTY_LABELS[party]),
    ]);
  });

  it('shows dates, parties with capitals and spaces, and concern badges', async () => {
    fakeServer([
      hearing,
      makeEvent(5, 'someday', 'Undated note', 'ex_spouse', 9),
      makeEvent(4, '2025-02-20', 'Budget talk', 'other', 3),
      makeEvent(6, '2025-02-21', 'Session', 'mediator', 5),
      review,
    ]);
    renderPage();

    await screen.findByRole('table');
    expect(bodyRows(4)).toEqual([
      ['someday', 'Undated note', 'Ex Spouse', 'Unknown'],
      ['Mar 01, 2025', 'Court hearing', 'Judge', 'High'],
      ['Feb 21, 2025', 'Session', 'Mediator', 'Very High'],
      ['Feb 20, 2025', 'Budget talk', 'Other', 'Moderate'],
      ['Jan 15, 2025', 'Asset review', 'Financial Advisor', 'Very Low'],
    ]);
    const badge = (label: string) => screen.getByText(label, { selector: 'span' });
    expect(badge('Very Low')).toHaveAttribute('data-color', 'green');
    expect(badge('Moderate')).toHaveAttribute('data-color', 'yellow');
    expect(badge('High')).toHaveAttribute('data-color', 'orange');
    expect(badge('Very High')).toHaveAttribute('data-color', 'red');
    expect(badge('Unknown')).toHaveAttribute('data-color', 'gray');
  });

  it("shows each row's paperclip with the number of documents attached to it", async () => {
    const withLetters = { ...hearing, document_count: 3 };
    fakeServer([withLetters, call]);
    renderPage();

    const paperclip = await screen.findByRole('button', {
      name: 'Documents for Court hearing: 3',
    });
    expect(paperclip).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'Documents for Call with lawyer: 0' })).toBeEnabled();
  });

  it('sorts by each column by the product’s rules, and says so on the header', async () => {
    const user = userEvent.setup();
    fakeServer([hearing, call, review]);
    renderPage();
    await screen.findByRole('table');
    const header = (name: string) => screen.getByRole('columnheader', { name });

    expect(descriptions()).toEqual(['Court hearing', 'Call with lawyer', 'Asset review']);
    expect(header('Date')).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Description' }));
    expect(descriptions()).toEqual(['Asset review', 'Call with lawyer', 'Court hearing']);
    expect(header('Description')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Date')).toHaveAttribute('aria-sort', 'none');

    await user.click(screen.getByRole('button', { name: 'Description' }));
    expect(descriptions()).toEqual(['Court hearing', 'Call with lawyer', 'Asset review']);

    await user.click(screen.getByRole('button', { name: 'Party' }));
    expect(descriptions()).toEqual(['Asset review', 'Court hearing', 'Call with lawyer']);

    await user.click(screen.getByRole('button', { name: 'Concern Level' }));
    expect(descriptions()).toEqual(['Asset review', 'Call with lawyer', 'Court hearing']);
    await user.click(screen.getByRole('button', { name: 'Concern Level' }));
    expect(descriptions()).toEqual(['Court hearing', 'Call with lawyer', 'Asset review']);

    await user.click(screen.getByRole('button', { name: 'Date' }));
    expect(header('Date')).toHaveAttribute('aria-sort', 'descending');
    expect(descriptions()).toEqual(['Court hearing', 'Call with lawyer', 'Asset review']);
    await user.click(screen.getByRole('button', { name: 'Date' }));
    expect(descriptions()).toEqual(['Asset review', 'Call with lawyer', 'Court hearing']);
  });

  it("shows the shared schema's messages for a blank event", async () => {
    const user = userEvent.setup();
    const calls = fakeServer([hearing]);
    renderPage();
    await openAddDialog(user, 'Add Event');
    await user.clear(dialog().getByLabelText('Date'));
    await user.click(dialog().getByRole('button', { name: 'Add Event' }));

    expect(await dialog().findByText('Description is required')).toBeInTheDocument();
    expect(dialog().getByText('Party is required')).toBeInTheDocument();
    expect(dialog().getByText('Invalid date format')).toBeInTheDocument();
    expect(calls.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('adds an event at once, sends the documented body, and confirms it', async () => {
    const user = userEvent.setup();
    const serverGate = deferred<undefined>();
    const calls = fakeServer([hearing], (request) =>
      request.method === 'POST' ? serverGate.promise : undefined,
    );
    renderPage();
    await openAddDialog(user, 'Add Event');
    await enterDate(user, '2025-04-02');
    await user.type(dialog().getByLabelText('Description'), 'Mediation session');
    await user.selectOptions(dialog().getByLabelText('Party'), 'Mediator');
    await user.selectOptions(dialog().getByLabelText('Concern Level'), '3 – Moderate');
    await user.click(dialog().getByRole('button', { name: 'Add Event' }));

    await waitFor(() =>
      expect(bodyRows(4)[0]).toEqual(['Apr 02, 2025', 'Mediation session', 'Mediator', 'Moderate']),
    );
    expect(dialog().getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(calls.find((request) => request.method === 'POST')?.body).toEqual({
      date: '2025-04-02',
      description: 'Mediation session',
      party: 'mediator',
      concern_level: 3,
    });

    serverGate.resolve(undefined);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await toastRegion().findByText('Event added')).toBeInTheDocument();
  });

  it('removes a failed add and keeps the dialog with the input and the reason', async () => {
    const user = userEvent.setup();
    fakeServer([hearing], (request) =>
      request.method === 'POST' ? reply(500, { error: 'Database unavailable' }) : undefined,
    );
    renderPage();
    await openAddDialog(user, 'Add Event');
    await user.type(dialog().getByLabelText('Description'), 'Phone call');
    await user.selectOptions(dialog().getByLabelText('Party'), 'Lawyer');
    await user.click(dialog().getByRole('button', { name: 'Add Event' }));

    expect(await toastRegion().findByText('Failed to add event')).toBeInTheDocument();
    expect(toastRegion().getByText('Database unavailable')).toBeInTheDocument();
    expect(descriptions()).toEqual(['Court hearing']);
    expect(dialog().getByRole('alert')).toHaveTextContent(
      'Failed to add eventDatabase unavailable',
    );
    expect(dialog().getByLabelText('Description')).toHaveValue('Phone call');
    expect(dialog().getByLabelText('Party')).toHaveValue('lawyer');
  });

  it('edits an event, and restores it when the server refuses', async () => {
    const user = userEvent.setup();
    let refuse = false;
    fakeServer([hearing, call], (request) =>
      request.method === 'PUT' && refuse
        ? reply(400, {
            error: 'Validation failed',
            details: 'description: Description is required',
          })
        : undefined,
    );
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Edit event: Court hearing' }));
    expect((await openedDialog()).getByRole('heading', { name: 'Edit Event' })).toBeInTheDocument();
    expect(dialog().getByLabelText('Party')).toHaveValue('judge');
    expect(dialog().getByLabelText('Concern Level')).toHaveValue('4');
    await user.selectOptions(dialog().getByLabelText('Concern Level'), '5 – Very High');
    await user.click(dialog().getByRole('button', { name: 'Update Event' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await toastRegion().findByText('Event updated')).toBeInTheDocument();
    expect(bodyRows(4)[0]).toEqual(['Mar 01, 2025', 'Court hearing', 'Judge', 'Very High']);

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Edit event: Call with lawyer' }));
    await user.selectOptions((await openedDialog()).getByLabelText('Party'), 'Other');
    await user.click(dialog().getByRole('button', { name: 'Update Event' }));

    expect(await toastRegion().findByText('Failed to update event')).toBeInTheDocument();
    expect(
      toastRegion().getByText('Validation failed: description: Description is required'),
    ).toBeInTheDocument();
    expect(bodyRows(4)[1]).toEqual(['Feb 10, 2025', 'Call with lawyer', 'Lawyer', 'Low']);
  });

  it('asks before deleting, and confirms with the product’s toast', async () => {
    const user = userEvent.setup();
    fakeServer([hearing, call]);
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Delete event: Court hearing' }));
    const confirm = within(screen.getByRole('alertdialog'));
    expect(
      confirm.getByRole('heading', { name: 'Are you sure you want to delete this event?' }),
    ).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(descriptions()).toEqual(['Court hearing', 'Call with lawyer']);

    await user.click(screen.getByRole('button', { name: 'Delete event: Court hearing' }));
    await confirmDelete(user);

    expect(descriptions()).toEqual(['Call with lawyer']);
    expect(await toastRegion().findByText('Event deleted')).toBeInTheDocument();
    expect(toastRegion().getByText('Your event has been deleted successfully')).toBeInTheDocument();
  });

  it('puts a deleted event back when the server refuses', async () => {
    const user = userEvent.setup();
    fakeServer([hearing, call], (request) =>
      request.method === 'DELETE' ? reply(404, { error: 'Event not found' }) : undefined,
    );
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Delete event: Call with lawyer' }));
    await confirmDelete(user);

    expect(await toastRegion().findByText('Failed to delete event')).toBeInTheDocument();
    expect(toastRegion().getByText('Event not found')).toBeInTheDocument();
    expect(descriptions()).toEqual(['Court hearing', 'Call with lawyer']);
  });
});

describe('the Event Tracker with the network down after the list loaded', () => {
  it('restores an edit that got no answer, and keeps the list when the reload fails too', async () => {
    const user = userEvent.setup();
    fakeServer([hearing, call], networkDownAfterLoad('failing', 'PUT'));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit event: Call with lawyer' }));
    await user.selectOptions((await openedDialog()).getByLabelText('Party'), 'Other');
    await user.click(dialog().getByRole('button', { name: 'Update Event' }));

    expect(await toastRegion().findByText('Failed to update event')).toBeInTheDocument();
    expect(bodyRows(4)[1]).toEqual(['Feb 10, 2025', 'Call with lawyer', 'Lawyer', 'Low']);
    expect(toastRegion().getByText('An unknown error occurred')).toBeInTheDocument();
  });

  it('keeps a saved delete on screen when the reload after it fails', async () => {
    const user = userEvent.setup();
    const calls = fakeServer([hearing, call], networkDownAfterLoad('failing'));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete event: Court hearing' }));
    await confirmDelete(user);

    expect(await toastRegion().findByText('Event deleted')).toBeInTheDocument();
    // The first load, the reload and its one retry.
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(3));
    expect(screen.queryByRole('heading', { name: 'Access Error' })).toBeNull();
    expect(descriptions()).toEqual(['Call with lawyer']);
  });
});

describe('the Event Tracker’s history and deleted items', () => {
  // An event is named by its description, as its Edit button names it.
  itOpensTheHistoryOf(
    <EventsPage />,
    'Court hearing',
    '/api/history?entity=event&id=3',
    (override) => fakeServer([hearing], override),
  );

  it('lists the deleted events by description and date', async () => {
    const user = userEvent.setup();
    const deleted = { entity: 'event', entity_id: 2, seq: 4, deleted_at: '', data: call };
    const calls = fakeServer([hearing], ({ path }) =>
      path.startsWith('/api/history') ? reply(200, { items: [deleted] }) : undefined,
    );
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Deleted items' }));

    expect(await screen.findByRole('dialog', { name: 'Deleted items' })).toBeInTheDocument();
    expect(await dialog().findByText('Feb 10, 2025')).toBeInTheDocument();
    expect(dialog().getByRole('button', { name: 'Restore Call with lawyer' })).toBeEnabled();
    expect(calls.at(-1)?.path).toBe('/api/history/deleted?entity=event');
  });
});
