import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
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
import type { ExpenseDto } from '@shared/expenses';
import { ExpensesPage } from './expenses-page';

function expense(id: number, date: string, name: string, amount: string): ExpenseDto {
  return { id, date, name, amount, created_at: '', updated_at: '', category: 'other' };
}

const rent = expense(2, '2025-03-05', 'Rent', '1200.00');
const coffee = expense(1, '2025-01-02', 'Coffee', '3.50');

function renderPage(options: Parameters<typeof renderTrackerPage>[1] = {}) {
  return renderTrackerPage(<ExpensesPage />, options);
}

type ExpenseBody = { name: string; amount: number; date: string };

/** A server holding `initial`; requests succeed unless `override` answers them. */
function fakeServer(initial: ExpenseDto[], override?: ServerOverride) {
  const stored = (id: number, body: unknown) => {
    const { date, name, amount } = body as ExpenseBody;
    return expense(id, date, name, amount.toFixed(2));
  };
  return fakeListServer(initial, {
    create: (body, id) => stored(id, body),
    update: (body, id) => stored(id, body),
    override,
  });
}

/** Adds an expense named `name` of `amount` through the Add Expense dialog. */
async function addExpense(user: UserEvent, name: string, amount: string) {
  await openAddDialog(user, 'Add Expense');
  await user.type(dialog().getByLabelText('Expense Name'), name);
  await user.type(dialog().getByLabelText('Amount'), amount);
  await user.click(dialog().getByRole('button', { name: 'Add Expense' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Expense Tracker', () => {
  itAsksToLogIn(<ExpensesPage />, 'Please log in to view your expenses.');

  it('shows a spinner while the list loads', () => {
    stubApi(() => new Promise<Response>(() => {}));
    renderPage();

    expect(screen.getByRole('status')).toHaveTextContent('Loading your expenses');
    expect(screen.getByRole('button', { name: 'Add Expense' })).toBeDisabled();
  });

  it("shows the 'Error Loading Expenses' card with a way back home", async () => {
    stubApi(() => reply(500, { error: 'Database unavailable' }));
    renderPage();

    expect(
      await screen.findByRole('heading', { name: 'Error Loading Expenses' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('There was a problem loading your expenses. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('shows the empty state when there are no expenses', async () => {
    fakeServer([]);
    renderPage();

    expect(
      await screen.findByText('No expenses found. Add your first expense to get started.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists dates as MMM dd, yyyy and amounts in dollars, with the exact total', async () => {
    fakeServer([
      expense(3, '2025-03-05', 'Retainer', '99999999.99'),
      expense(2, '2025-02-01', 'Parking', '0.10'),
      expense(1, '2025-01-02', 'Copies', '0.20'),
    ]);
    renderPage();

    await screen.findByRole('table');
    expect(bodyRows(4)).toEqual([
      ['Mar 05, 2025', 'Retainer', 'Other', '$99,999,999.99'],
      ['Feb 01, 2025', 'Parking', 'Other', '$0.10'],
      ['Jan 02, 2025', 'Copies', 'Other', '$0.20'],
    ]);
    expect(screen.getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    expect(screen.getByTestId('expenses-total')).toHaveTextContent('$100,000,000.29');
  });

  it('filters by category and totals the shown expenses; the disclosure opens it filtered', async () => {
    const user = userEvent.setup();
    const groceries = {
      ...expense(3, '2025-03-06', 'FreshMart', '84.20'),
      category: 'food.groceries' as const,
    };
    const market = {
      ...expense(4, '2025-03-01', 'Farmers market', '15.80'),
      category: 'food.groceries' as const,
    };
    fakeServer([groceries, market, rent]);
    renderPage({ path: '/expenses?category=food.groceries' });

    await screen.findByRole('table');
    expect(screen.getByLabelText('Show')).toHaveValue('food.groceries');
    expect(screen.getByText('2 of 3 expenses')).toBeVisible();
    expect(bodyRows(4)).toEqual([
      ['Mar 06, 2025', 'FreshMart', 'Groceries and household supplies', '$84.20'],
      ['Mar 01, 2025', 'Farmers market', 'Groceries and household supplies', '$15.80'],
    ]);
    expect(screen.getByTestId('expenses-total')).toHaveTextContent('$100.00');

    await user.selectOptions(screen.getByLabelText('Show'), '');
    expect(screen.getByText('3 expenses')).toBeVisible();
    expect(screen.getByTestId('expenses-total')).toHaveTextContent('$1,300.00');
    await user.selectOptions(screen.getByLabelText('Show'), 'children.child_care');
    expect(screen.getByText('No expenses in this category yet.')).toBeVisible();
  });

  it('records the category chosen in the editor', async () => {
    const user = userEvent.setup();
    const calls = fakeServer([]);
    renderPage();
    await openAddDialog(user, 'Add Expense');
    await user.type(dialog().getByLabelText('Expense Name'), 'Daycare');
    await user.type(dialog().getByLabelText('Amount'), '640');
    await user.selectOptions(dialog().getByLabelText('Category'), 'children.child_care');
    await user.click(dialog().getByRole('button', { name: 'Add Expense' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        name: 'Daycare',
        category: 'children.child_care',
      }),
    );
  });

  it("shows each row's paperclip with the number of documents attached to it", async () => {
    const groceries = { ...expense(3, '2025-03-06', 'Groceries', '84.20'), document_count: 2 };
    const calls = fakeServer([groceries, rent]);
    renderPage();

    const paperclip = await screen.findByRole('button', { name: 'Documents for Groceries: 2' });
    expect(paperclip).toHaveTextContent('2');
    // An expense the server lists without documents shows the paperclip alone.
    expect(screen.getByRole('button', { name: 'Documents for Rent: 0' })).toHaveTextContent('');
    // The documents are asked for only when a paperclip is opened.
    expect(calls.map((call) => call.path)).toEqual(['/api/expenses']);
  });

  it('starts the amount empty and echoes the amount as she types it', async () => {
    const user = userEvent.setup();
    fakeServer([]);
    renderPage();
    await openAddDialog(user, 'Add Expense');
    const amount = dialog().getByLabelText('Amount');

    expect(amount).toHaveValue(null);
    expect(amount).toHaveAccessibleDescription('In US dollars, e.g. 125.50');
    await user.type(amount, '1234.5');
    expect(amount).toHaveAccessibleDescription('= $1,234.50');
    await user.clear(amount);
    expect(amount).toHaveAccessibleDescription('In US dollars, e.g. 125.50');
  });

  it("shows the shared schema's messages on an empty or bad form", async () => {
    const user = userEvent.setup();
    const calls = fakeServer([]);
    renderPage();
    await openAddDialog(user, 'Add Expense');

    expect(dialog().getByRole('heading', { name: 'Add New Expense' })).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Add Expense' }));

    expect(await dialog().findByText('Expense name is required')).toBeInTheDocument();
    expect(dialog().getByText('Amount must be positive')).toBeInTheDocument();

    await user.type(dialog().getByLabelText('Amount'), '1.234');
    await user.click(dialog().getByRole('button', { name: 'Add Expense' }));
    expect(
      await dialog().findByText('Amount can have at most 2 decimal places'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows an added expense at once, with a busy button, then the saved one', async () => {
    const user = userEvent.setup();
    const serverGate = deferred<undefined>();
    const calls = fakeServer([rent], (call) =>
      call.method === 'POST' ? serverGate.promise : undefined,
    );
    renderPage();
    await openAddDialog(user, 'Add Expense');

    await enterDate(user, '2025-04-01');
    await user.type(dialog().getByLabelText('Expense Name'), '  Mediator  ');
    await user.type(dialog().getByLabelText('Amount'), '250.5');
    await user.click(dialog().getByRole('button', { name: 'Add Expense' }));

    // Optimistic: in the table and the total before the server answers.
    await waitFor(() =>
      expect(bodyRows(4)).toEqual([
        ['Apr 01, 2025', 'Mediator', 'Other', '$250.50'],
        ['Mar 05, 2025', 'Rent', 'Other', '$1,200.00'],
      ]),
    );
    expect(screen.getByTestId('expenses-total')).toHaveTextContent('$1,450.50');
    expect(dialog().getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Mediator',
      amount: 250.5,
      date: '2025-04-01',
      category: 'other',
    });

    serverGate.resolve(undefined);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await toastRegion().findByText('Expense added')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Mediator' })).toBeEnabled();
  });

  it('removes a failed add, says why, and keeps the dialog with the input', async () => {
    const user = userEvent.setup();
    fakeServer([rent], (call) =>
      call.method === 'POST'
        ? reply(400, { error: 'Validation failed', details: 'amount: Amount must be positive' })
        : undefined,
    );
    renderPage();
    await addExpense(user, 'Filing fee', '40');

    expect(await toastRegion().findByText('Failed to add expense')).toBeInTheDocument();
    expect(
      toastRegion().getByText('Validation failed: amount: Amount must be positive'),
    ).toBeInTheDocument();
    expect(bodyRows(4).map((row) => row[1])).toEqual(['Rent']);
    expect(dialog().getByRole('alert')).toHaveTextContent(
      'Failed to add expenseValidation failed: amount: Amount must be positive',
    );
    expect(dialog().getByLabelText('Expense Name')).toHaveValue('Filing fee');
    expect(dialog().getByLabelText('Amount')).toHaveValue(40);
  });

  it('reopens the add dialog with the input when it was closed before the add failed', async () => {
    const user = userEvent.setup();
    const pending = deferred<Response>();
    fakeServer([], (call) => (call.method === 'POST' ? pending.promise : undefined));
    renderPage();
    await openAddDialog(user, 'Add Expense');
    await user.type(dialog().getByLabelText('Expense Name'), 'Appraisal');
    await user.type(dialog().getByLabelText('Amount'), '300');
    await user.click(dialog().getByRole('button', { name: 'Add Expense' }));
    await user.click(dialog().getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    pending.resolve(reply(500, { error: 'Database unavailable' }));

    expect(await toastRegion().findByText('Database unavailable')).toBeInTheDocument();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(dialog().getByLabelText('Expense Name')).toHaveValue('Appraisal');
    expect(dialog().getByLabelText('Amount')).toHaveValue(300);
    expect(
      screen.getByText('No expenses found. Add your first expense to get started.'),
    ).toBeInTheDocument();
  });

  it('edits an expense and restores it when the server refuses', async () => {
    const user = userEvent.setup();
    fakeServer([rent, coffee], (call) =>
      call.method === 'PUT' && call.path === '/api/expenses/1'
        ? reply(500, { error: 'Database unavailable' })
        : undefined,
    );
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Edit Rent' }));
    expect(
      (await openedDialog()).getByRole('heading', { name: 'Edit Expense' }),
    ).toBeInTheDocument();
    expect(dialog().getByLabelText('Amount')).toHaveValue(1200);
    const name = dialog().getByLabelText('Expense Name');
    await user.clear(name);
    await user.type(name, 'March rent');
    await user.click(dialog().getByRole('button', { name: 'Update Expense' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await toastRegion().findByText('Expense updated')).toBeInTheDocument();
    expect(bodyRows(4)[0]).toEqual(['Mar 05, 2025', 'March rent', 'Other', '$1,200.00']);

    await user.click(screen.getByRole('button', { name: 'Edit Coffee' }));
    const amount = (await openedDialog()).getByLabelText('Amount');
    await user.clear(amount);
    await user.type(amount, '4.75');
    await user.click(dialog().getByRole('button', { name: 'Update Expense' }));

    expect(await toastRegion().findByText('Failed to update expense')).toBeInTheDocument();
    expect(toastRegion().getByText('Database unavailable')).toBeInTheDocument();
    expect(bodyRows(4)[1]).toEqual(['Jan 02, 2025', 'Coffee', 'Other', '$3.50']);
    expect(screen.getByTestId('expenses-total')).toHaveTextContent('$1,203.50');
  });

  it('asks before deleting; Cancel keeps the expense, Delete removes it', async () => {
    const user = userEvent.setup();
    const calls = fakeServer([rent, coffee]);
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Delete Rent' }));
    const confirm = within(screen.getByRole('alertdialog'));
    expect(
      confirm.getByRole('heading', { name: 'Are you sure you want to delete this expense?' }),
    ).toBeInTheDocument();
    // Honest: a deleted expense can be restored, and the dialog says where it goes.
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(
      /^“Rent” \(\$[\d,.]+, \w{3} \d{2}, \d{4}\) moves to Deleted items on this page, where you can restore it for as long as you keep your account\.$/,
    );
    expect(confirm.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(bodyRows(4).map((row) => row[1])).toEqual(['Rent', 'Coffee']);
    expect(screen.getByRole('button', { name: 'Delete Rent' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete Rent' }));
    await confirmDelete(user);

    expect(bodyRows(4).map((row) => row[1])).toEqual(['Coffee']);
    expect(await toastRegion().findByText('Expense deleted')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/expenses/2',
    ]);
  });

  it("brings a deleted expense back from the toast's Undo, through Deleted items", async () => {
    const user = userEvent.setup();
    let restored = false;
    const calls = fakeServer([rent, coffee], (call) => {
      if (call.path === '/api/history/deleted?entity=expense') {
        return reply(200, {
          items: [
            {
              entity: 'expense',
              entity_id: rent.id,
              seq: 7,
              deleted_at: '2026-11-25T10:00:00.000Z',
              data: rent,
            },
          ],
        });
      }
      if (call.path === '/api/history/restore') {
        restored = true;
        return reply(201, rent);
      }
      if (call.method === 'GET' && restored) return reply(200, [rent, coffee]);
      return undefined;
    });
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Delete Rent' }));
    await confirmDelete(user);
    expect(await toastRegion().findByText('Expense deleted')).toBeInTheDocument();
    await user.click(toastRegion().getByRole('button', { name: 'Undo' }));

    expect(await toastRegion().findByText('Expense restored')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/history/restore')).toEqual([
      { method: 'POST', path: '/api/history/restore', body: { seq: 7 } },
    ]);
    await waitFor(() => expect(bodyRows(4).map((row) => row[1])).toEqual(['Rent', 'Coffee']));
  });

  it('puts a deleted expense back when the server refuses, with the fallback text', async () => {
    const user = userEvent.setup();
    fakeServer([rent, coffee], (call) =>
      call.method === 'DELETE' ? new Response('Bad gateway', { status: 502 }) : undefined,
    );
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Delete Coffee' }));
    await confirmDelete(user);

    // Title and description: the server's 502 body is not JSON, so the fallback text is used.
    await waitFor(() =>
      expect(toastRegion().getAllByText('Failed to delete expense')).toHaveLength(2),
    );
    expect(bodyRows(4).map((row) => row[1])).toEqual(['Rent', 'Coffee']);
  });
});

describe('the Expense Tracker with the network down after the list loaded', () => {
  /** Edits the expense `name`: its `label` field becomes `value`, then Update Expense. */
  async function editExpense(user: UserEvent, name: string, label: string, value: string) {
    await user.click(await screen.findByRole('button', { name: `Edit ${name}` }));
    const field = (await openedDialog()).getByLabelText(label);
    await user.clear(field);
    await user.type(field, value);
    await user.click(dialog().getByRole('button', { name: 'Update Expense' }));
  }

  it('removes an add that got no answer as soon as it fails, while the reload is held', async () => {
    const user = userEvent.setup();
    fakeServer([rent], networkDownAfterLoad('held', 'POST'));
    renderPage();
    await addExpense(user, 'Filing fee', '40');

    expect(await toastRegion().findByText('Failed to add expense')).toBeInTheDocument();
    expect(bodyRows(4).map((row) => row[1])).toEqual(['Rent']);
    expect(toastRegion().getByText('An unknown error occurred')).toBeInTheDocument();
  });

  it('restores an edit that got no answer, and keeps the list when the reload fails too', async () => {
    const user = userEvent.setup();
    fakeServer([rent, coffee], networkDownAfterLoad('failing', 'PUT'));
    renderPage();
    await editExpense(user, 'Coffee', 'Amount', '4.75');

    expect(await toastRegion().findByText('Failed to update expense')).toBeInTheDocument();
    expect(bodyRows(4)[1]).toEqual(['Jan 02, 2025', 'Coffee', 'Other', '$3.50']);
    expect(screen.getByTestId('expenses-total')).toHaveTextContent('$1,203.50');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Error Loading Expenses' })).toBeNull(),
    );
  });

  it('puts back a delete that got no answer as soon as it fails, while the reload is held', async () => {
    const user = userEvent.setup();
    fakeServer([rent, coffee], networkDownAfterLoad('held', 'DELETE'));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Coffee' }));
    await confirmDelete(user);

    expect(await toastRegion().findByText('Failed to delete expense')).toBeInTheDocument();
    expect(bodyRows(4).map((row) => row[1])).toEqual(['Rent', 'Coffee']);
  });

  it('keeps a saved edit on screen when the reload after it fails', async () => {
    const user = userEvent.setup();
    const calls = fakeServer([rent], networkDownAfterLoad('failing'));
    renderPage();
    await editExpense(user, 'Rent', 'Expense Name', 'March rent');

    expect(await toastRegion().findByText('Expense updated')).toBeInTheDocument();
    // The first load, the reload and its one retry.
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(3));
    expect(screen.queryByRole('heading', { name: 'Error Loading Expenses' })).toBeNull();
    expect(bodyRows(4)).toEqual([['Mar 05, 2025', 'March rent', 'Other', '$1,200.00']]);
  });
});

describe('the Expense Tracker’s history and deleted items', () => {
  itOpensTheHistoryOf(<ExpensesPage />, 'Rent', '/api/history?entity=expense&id=2', (override) =>
    fakeServer([rent], override),
  );

  it('restores a deleted expense back into the table', async () => {
    const user = userEvent.setup();
    let list = [rent];
    stubApi(({ method, path }) => {
      if (path === '/api/expenses') return reply(200, list);
      if (method === 'POST') {
        list = [rent, coffee];
        return reply(201, coffee);
      }
      const deleted = { entity: 'expense', entity_id: 1, seq: 9, deleted_at: '', data: coffee };
      return reply(200, { items: list.length === 1 ? [deleted] : [] });
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Deleted items' }));

    await user.click(
      await within(await screen.findByRole('dialog')).findByRole('button', {
        name: 'Restore Coffee',
      }),
    );

    expect(await dialog().findByText('No deleted items.')).toBeInTheDocument();
    expect(bodyRows(4).map((row) => row[1])).toEqual(['Rent', 'Coffee']);
  });
});
