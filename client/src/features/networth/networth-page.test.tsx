import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@/features/auth';
import { renderSignedIn, reply, stubApi, toastRegion } from '@/test/render-signed-in';
import { expectTestIdTexts } from '@/test/screen-texts';
import { divideEstate, toDivisionResponse } from '@shared/division';
import { categoriesResponse, type NetworthItemDto } from '@shared/networth';
import { NetworthPage } from './networth-page';
import { makeItem, summaryFor } from './test-data';
import { refusal } from '@/test/refusals';

const user: AuthUser = {
  id: '5b7e1c7e-0000-4000-8000-000000000002',
  email: 'sam@example.com',
  firstName: 'Sam',
  lastName: 'Lee',
};

type Reply = { status: number; body?: unknown } | 'never' | 'network-error';

/**
 * A stand-in for /api/networth that keeps its items in memory and answers as the server does;
 * `replies` overrides one `METHOD /path` with a fixed answer, and `reloads` the list's answers
 * after its first.
 */
function fakeApi(
  initial: NetworthItemDto[] = [],
  replies: Record<string, Reply> = {},
  reloads?: Reply,
) {
  let items = [...initial];
  let nextId = 1000;
  let hasLoaded = false;

  const calls = stubApi(({ method, path, body }) => {
    const key = `${method} ${path}`;
    const isReload = key === 'GET /api/networth' && hasLoaded;
    if (key === 'GET /api/networth') hasLoaded = true;
    const canned = isReload && reloads !== undefined ? reloads : replies[key];
    if (canned === 'never') return new Promise<Response>(() => {});
    if (canned === 'network-error') throw new TypeError('Failed to fetch');
    if (canned) return reply(canned.status, canned.body);

    const changes = body as Partial<NetworthItemDto>;
    const id = Number(path.split('/').at(-1));
    if (method === 'GET' && path === '/api/networth') {
      return reply(200, { items, summary: summaryFor(items) });
    }
    if (method === 'GET' && path === '/api/networth/categories') {
      return reply(200, categoriesResponse());
    }
    if (method === 'GET' && path === '/api/networth/division') {
      return reply(200, toDivisionResponse(divideEstate(items, 50)));
    }
    if (method === 'POST' && path === '/api/networth') {
      const item = makeItem({ ...changes, id: nextId++ });
      items = [item, ...items];
      return reply(201, item);
    }
    if (method === 'PUT') {
      items = items.map((item) => (item.id === id ? { ...item, ...changes } : item));
      return reply(
        200,
        items.find((item) => item.id === id),
      );
    }
    if (method === 'DELETE') {
      items = items.filter((item) => item.id !== id);
      return reply(204);
    }
    throw new Error(`unexpected request ${method} ${path}`);
  });

  return {
    calls,
    writes: () => calls.filter((call) => call.method !== 'GET'),
    listLoads: () =>
      calls.filter((call) => call.method === 'GET' && call.path === '/api/networth').length,
  };
}

function renderPage({ signedIn = true }: { signedIn?: boolean } = {}) {
  return renderSignedIn(<NetworthPage />, {
    plan: 'premium',
    user: signedIn ? user : null,
    path: '/networth',
  });
}

async function openAddDialog(userEvents: ReturnType<typeof userEvent.setup>) {
  await userEvents.click(await screen.findByRole('button', { name: 'Add Item' }));
  return screen.findByRole('dialog', { name: 'Add Net Worth Item' });
}

function optionNames(select: HTMLElement) {
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

const house = makeItem({
  id: 1,
  name: 'Family home',
  category: 'real_estate',
  ownership: 'joint',
  value: '400000.00',
  is_disputed: true,
  dispute_notes: 'Deposit',
});
const savings = makeItem({
  id: 2,
  name: 'Savings',
  category: 'cash_accounts',
  ownership: 'spouse_1',
  value: '100000.00',
});
const card = makeItem({
  id: 3,
  name: 'Visa card',
  classification: 'debt',
  category: 'credit_cards',
  ownership: 'spouse_2',
  value: '2500.50',
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NetworthPage: access', () => {
  it('asks a signed-out visitor to log in, without calling the API', () => {
    const api = fakeApi();
    renderPage({ signedIn: false });
    expect(screen.getByText('Please log in to view your net worth items.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(api.calls).toHaveLength(0);
  });

  it('asks to log in when the API answers 401', async () => {
    fakeApi([], { 'GET /api/networth': refusal('unauthorized', 'Not signed in') });
    renderPage();
    expect(
      await screen.findByText('Please log in to view your net worth items.'),
    ).toBeInTheDocument();
  });

  it('shows the Premium Feature card with an upgrade link when the API answers 403', async () => {
    const api = fakeApi([], {
      'GET /api/networth': refusal(
        'premium_required',
        'Premium subscription required for this feature.',
      ),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Premium Feature' })).toBeInTheDocument();
    expect(screen.getByText('Premium subscription required for this feature.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(screen.queryByRole('button', { name: 'Add Item' })).not.toBeInTheDocument();
    // A free account is not asked for the premium category list either.
    expect(api.calls.map((call) => call.path)).toEqual(['/api/networth']);
  });

  it('shows the load error with the server’s text and tries again', async () => {
    const api = fakeApi([], {
      'GET /api/networth': { status: 500, body: { error: 'Database down' } },
    });
    renderPage();
    // A server error is retried once before the page gives up.
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Error Loading Net Worth Items' },
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Database down')).toBeInTheDocument();
    const loads = api.listLoads();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.listLoads()).toBeGreaterThan(loads));
  });

  it('shows a spinner while loading', () => {
    fakeApi([], { 'GET /api/networth': 'never' });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your net worth items');
  });
});

describe('NetworthPage: summary and inventories', () => {
  it('starts on Summary with the three totals and both ownership panels', async () => {
    fakeApi([house, savings, card]);
    renderPage();
    expect(await screen.findByRole('tab', { name: 'Summary' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Combined Net Worth Tracker' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Track assets and debts for divorce financial planning'),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');

    // 400,000 + 100,000 = 500,000 assets; 2,500.50 debts; net 497,499.50.
    expectTestIdTexts({
      'summary-net-worth': '$497,499.50',
      'summary-total-assets': '$500,000.00',
      'summary-total-debts': '$2,500.50',
      'assets-spouse_1-amount': '$100,000.00',
      'assets-spouse_1-percent': '20.0%',
      'assets-joint-percent': '80.0%',
      'debts-spouse_2-percent': '100.0%',
      'debts-joint-percent': '0.0%',
    });

    const bar = screen.getByRole('progressbar', { name: 'Joint share of assets' });
    expect(bar).toHaveAttribute('aria-valuenow', '80');
    expect(bar).toHaveAttribute('aria-valuetext', '80.0%');
    expect(screen.getAllByRole('progressbar')).toHaveLength(6);
  });

  it('lists the assets with category, ownership, value, status and the total', async () => {
    fakeApi([house, savings, card]);
    renderPage();
    const userEvents = userEvent.setup();
    await userEvents.click(await screen.findByRole('tab', { name: 'Assets' }));

    const table = screen.getByRole('table', { name: 'Asset Inventory' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'Category', 'Ownership', 'Value', 'Status', 'Actions']);

    const home = within(table).getByRole('row', { name: /Family home/ });
    expect(home).toHaveTextContent('Real Estate');
    expect(home).toHaveTextContent('Joint');
    expect(home).toHaveTextContent('$400,000.00');
    expect(home).toHaveTextContent('Disputed');
    expect(within(table).getByRole('row', { name: /Savings/ })).toHaveTextContent('Agreed');
    expect(within(table).queryByText('Visa card')).not.toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Total Assets/ })).toHaveTextContent(
      '$500,000.00',
    );
  });

  it("shows each item's paperclip with the number of documents attached to it", async () => {
    const withDeed = { ...house, document_count: 1 };
    fakeApi([withDeed, savings]);
    renderPage();
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Assets' }));

    const table = screen.getByRole('table', { name: 'Asset Inventory' });
    expect(
      within(table).getByRole('button', { name: 'Documents for Family home: 1' }),
    ).toHaveTextContent('1');
    expect(within(table).getByRole('button', { name: 'Documents for Savings: 0' })).toBeEnabled();
  });

  it('shows her notes under the item’s name, and nothing for an item without', async () => {
    fakeApi([{ ...house, notes: 'Appraised in May\nDeed in both names' }, savings]);
    renderPage();
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Assets' }));
    expect(screen.getByTestId('notes-1')).toHaveTextContent('Appraised in May Deed in both names');
    expect(screen.queryByTestId('notes-2')).toBeNull();
  });

  it('lists the debts under Amount', async () => {
    fakeApi([house, card]);
    renderPage();
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Debts' }));
    const table = screen.getByRole('table', { name: 'Debt Inventory' });
    expect(within(table).getByRole('columnheader', { name: 'Amount' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Visa card/ })).toHaveTextContent('Credit Cards');
    expect(within(table).getByRole('row', { name: /Total Debts/ })).toHaveTextContent('$2,500.50');
  });

  it('offers "Add your first debt" on an empty Debts tab, with debt already chosen', async () => {
    fakeApi([house]);
    renderPage();
    const userEvents = userEvent.setup();
    await userEvents.click(await screen.findByRole('tab', { name: 'Debts' }));
    await userEvents.click(screen.getByRole('button', { name: 'Add your first debt' }));

    const dialog = await screen.findByRole('dialog', { name: 'Add Net Worth Item' });
    expect(within(dialog).getByLabelText('Classification')).toHaveValue('debt');
    expect(optionNames(within(dialog).getByLabelText('Category'))).toContain('Mortgages');
  });

  it('offers "Add your first asset" on an empty Assets tab', async () => {
    fakeApi([card]);
    renderPage();
    const userEvents = userEvent.setup();
    await userEvents.click(await screen.findByRole('tab', { name: 'Assets' }));
    await userEvents.click(screen.getByRole('button', { name: 'Add your first asset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Net Worth Item' });
    expect(within(dialog).getByLabelText('Classification')).toHaveValue('asset');
  });
});

describe('NetworthPage: the item dialog', () => {
  it('starts from the defaults: asset, joint, an empty value, not disputed', async () => {
    fakeApi();
    renderPage();
    const dialog = await openAddDialog(userEvent.setup());
    expect(within(dialog).getByLabelText('Name')).toHaveValue('');
    expect(within(dialog).getByLabelText('Classification')).toHaveValue('asset');
    expect(within(dialog).getByLabelText('Category')).toHaveValue('');
    expect(within(dialog).getByLabelText('Ownership')).toHaveValue('joint');
    // Empty, not 0 (a 0 to delete first is how 01500 happens).
    expect(within(dialog).getByLabelText('Value ($)')).toHaveValue(null);
    expect(within(dialog).getByLabelText('This item is disputed')).not.toBeChecked();
    expect(within(dialog).queryByLabelText('Dispute notes')).not.toBeInTheDocument();
  });

  it('offers the categories of the chosen classification and clears one that no longer fits', async () => {
    fakeApi();
    renderPage();
    const userEvents = userEvent.setup();
    const dialog = await openAddDialog(userEvents);
    const category = within(dialog).getByLabelText('Category');
    expect(optionNames(category)).toEqual([
      'Select a category',
      'Real Estate',
      'Investments',
      'Retirement Accounts',
      'Vehicles',
      'Cash Accounts',
      'Personal Property',
      'Business Interests',
      'Other Assets',
    ]);

    await userEvents.selectOptions(category, 'vehicles');
    await userEvents.selectOptions(within(dialog).getByLabelText('Classification'), 'debt');

    expect(optionNames(category)).toEqual([
      'Select a category',
      'Mortgages',
      'Auto Loans',
      'Credit Cards',
      'Student Loans',
      'Personal Loans',
      'Medical Debt',
      'Tax Debt',
      'Other Debts',
    ]);
    expect(category).toHaveValue('');
    expect(within(dialog).getByLabelText('Amount ($)')).toBeInTheDocument();
  });

  it('shows the dispute notes only while the item is marked disputed', async () => {
    fakeApi();
    renderPage();
    const userEvents = userEvent.setup();
    const dialog = await openAddDialog(userEvents);
    const disputed = within(dialog).getByLabelText('This item is disputed');

    await userEvents.click(disputed);
    expect(within(dialog).getByLabelText('Dispute notes')).toBeInTheDocument();
    await userEvents.click(disputed);
    expect(within(dialog).queryByLabelText('Dispute notes')).not.toBeInTheDocument();
  });

  it('shows the schema’s messages and sends nothing when the form is incomplete', async () => {
    const api = fakeApi();
    renderPage();
    const userEvents = userEvent.setup();
    const dialog = await openAddDialog(userEvents);
    await userEvents.clear(within(dialog).getByLabelText('Value ($)'));
    await userEvents.click(within(dialog).getByRole('button', { name: 'Add Item' }));

    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Category is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Value must be a positive number')).toBeInTheDocument();
    expect(api.writes()).toHaveLength(0);
  });
});

/** Deletes the asset `name` from the Assets tab, answering the confirmation with Delete. */
async function deleteAsset(name: string) {
  const userEvents = userEvent.setup();
  await userEvents.click(await screen.findByRole('tab', { name: 'Assets' }));
  await userEvents.click(screen.getByRole('button', { name: `Delete ${name}` }));
  await userEvents.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
  );
}

describe('NetworthPage: writes', () => {
  async function fillNewDebt(userEvents: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
    await userEvents.type(within(dialog).getByLabelText('Name'), 'Car loan');
    await userEvents.selectOptions(within(dialog).getByLabelText('Classification'), 'debt');
    await userEvents.selectOptions(within(dialog).getByLabelText('Category'), 'auto_loans');
    await userEvents.selectOptions(within(dialog).getByLabelText('Ownership'), 'spouse_1');
    const amount = within(dialog).getByLabelText('Amount ($)');
    await userEvents.clear(amount);
    await userEvents.type(amount, '15000.25');
    await userEvents.click(within(dialog).getByLabelText('This item is disputed'));
    await userEvents.type(within(dialog).getByLabelText('Dispute notes'), 'Whose car?');
  }

  it('adds an item, reloads items and summary, closes the dialog and says so', async () => {
    const api = fakeApi([house]);
    renderPage();
    const userEvents = userEvent.setup();
    const dialog = await openAddDialog(userEvents);
    await fillNewDebt(userEvents, dialog);
    await userEvents.click(within(dialog).getByRole('button', { name: 'Add Item' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/networth',
        body: {
          name: 'Car loan',
          classification: 'debt',
          category: 'auto_loans',
          ownership: 'spouse_1',
          value: '15000.25',
          notes: null,
          is_disputed: true,
          dispute_notes: 'Whose car?',
          // Asked in the form once the item has an owner: acquired during the marriage.
          character: 'marital',
          // A debt's monthly payment, left blank.
          monthly_payment: null,
        },
      },
    ]);
    expect(api.listLoads()).toBe(2);
    expect(toastRegion().getByText('Item added')).toBeInTheDocument();
    expect(screen.getByTestId('summary-total-debts')).toHaveTextContent('$15,000.25');
    expect(screen.getByTestId('debts-spouse_1-percent')).toHaveTextContent('100.0%');
  });

  it('reloads the Division tab when an item is added there', async () => {
    const api = fakeApi([house, savings]);
    renderPage();
    const userEvents = userEvent.setup();
    await userEvents.click(await screen.findByRole('tab', { name: 'Division' }));
    expect(await screen.findByTestId('division-sentence')).toHaveTextContent(
      'To reach a 50/50 split of the marital estate, no payment is needed.',
    );
    expect(screen.getByTestId('marital-net')).toHaveTextContent('$500,000.00');

    const dialog = await openAddDialog(userEvents);
    await fillNewDebt(userEvents, dialog);
    await userEvents.click(within(dialog).getByRole('button', { name: 'Add Item' }));

    // 500,000.00 − 15,000.25
    await waitFor(() => expect(screen.getByTestId('marital-net')).toHaveTextContent('$484,999.75'));
    expect(api.calls.filter((call) => call.path === '/api/networth/division')).toHaveLength(2);
  });

  it('keeps the dialog open with the input after a failed add and shows why', async () => {
    fakeApi([], {
      'POST /api/networth': {
        status: 400,
        body: { error: 'Validation failed', details: 'category: Category is required' },
      },
    });
    renderPage();
    const userEvents = userEvent.setup();
    const dialog = await openAddDialog(userEvents);
    await fillNewDebt(userEvents, dialog);
    await userEvents.click(within(dialog).getByRole('button', { name: 'Add Item' }));

    expect(await toastRegion().findByText('Failed to add item')).toBeInTheDocument();
    expect(
      toastRegion().getByText('Validation failed: category: Category is required'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Net Worth Item' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Car loan');
    expect(within(dialog).getByLabelText('Dispute notes')).toHaveValue('Whose car?');
  });

  it('disables the submit button with a spinner while saving', async () => {
    fakeApi([], { 'POST /api/networth': 'never' });
    renderPage();
    const userEvents = userEvent.setup();
    const dialog = await openAddDialog(userEvents);
    await fillNewDebt(userEvents, dialog);
    await userEvents.click(within(dialog).getByRole('button', { name: 'Add Item' }));

    const saving = await within(dialog).findByRole('button', { name: 'Saving...' });
    expect(saving).toBeDisabled();
    expect(saving).toHaveAttribute('aria-busy', 'true');
  });

  it('edits an item from its row', async () => {
    const api = fakeApi([house, savings]);
    renderPage();
    const userEvents = userEvent.setup();
    await userEvents.click(await screen.findByRole('tab', { name: 'Assets' }));
    await userEvents.click(screen.getByRole('button', { name: 'Edit Family home' }));

    const dialog = await screen.findByRole('dialog', { name: 'Edit Net Worth Item' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Family home');
    expect(within(dialog).getByLabelText('Category')).toHaveValue('real_estate');
    expect(within(dialog).getByLabelText('Value ($)')).toHaveValue(400000);
    expect(within(dialog).getByLabelText('Dispute notes')).toHaveValue('Deposit');

    await userEvents.click(within(dialog).getByLabelText('This item is disputed'));
    await userEvents.click(within(dialog).getByRole('button', { name: 'Update Item' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.writes()[0]).toMatchObject({
      method: 'PUT',
      path: '/api/networth/1',
      body: { name: 'Family home', is_disputed: false, dispute_notes: null, value: '400000.00' },
    });
    expect(toastRegion().getByText('Item updated')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Asset Inventory' })).getByRole('row', {
        name: /Family home/,
      }),
    ).toHaveTextContent('Agreed');
  });

  it('shows "Failed to update item" with the server’s error', async () => {
    fakeApi([savings], {
      'PUT /api/networth/2': { status: 404, body: { error: 'Net worth item not found' } },
    });
    renderPage();
    const userEvents = userEvent.setup();
    await userEvents.click(await screen.findByRole('tab', { name: 'Assets' }));
    await userEvents.click(screen.getByRole('button', { name: 'Edit Savings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Net Worth Item' });
    await userEvents.click(within(dialog).getByRole('button', { name: 'Update Item' }));

    expect(await toastRegion().findByText('Failed to update item')).toBeInTheDocument();
    expect(toastRegion().getByText('Net worth item not found')).toBeInTheDocument();
  });

  it('asks before deleting, then deletes and reloads', async () => {
    const api = fakeApi([house, savings]);
    renderPage();
    const userEvents = userEvent.setup();
    await userEvents.click(await screen.findByRole('tab', { name: 'Assets' }));
    await userEvents.click(screen.getByRole('button', { name: 'Delete Savings' }));

    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete this item?');
    expect(confirm).toHaveAccessibleDescription(
      '“Savings” moves to Deleted items on this page, where you can restore it for as long as you keep your account.',
    );
    await userEvents.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.writes()).toHaveLength(0);

    await userEvents.click(screen.getByRole('button', { name: 'Delete Savings' }));
    await userEvents.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );

    expect(await toastRegion().findByText('Item deleted')).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'DELETE', path: '/api/networth/2', body: undefined }]);
    await waitFor(() => expect(screen.queryByText('Savings')).not.toBeInTheDocument());
  });

  it('shows "Failed to delete item" when the delete fails', async () => {
    fakeApi([savings], { 'DELETE /api/networth/2': { status: 500, body: {} } });
    renderPage();
    await deleteAsset('Savings');
    expect(await toastRegion().findByText('Failed to delete item')).toBeInTheDocument();
    expect(toastRegion().getByText('Failed to delete net worth item')).toBeInTheDocument();
  });
});

describe('NetworthPage: writes with the network down after the list loaded', () => {
  it('keeps the previous values when an edit gets no answer and the reload is held', async () => {
    fakeApi([house], { 'PUT /api/networth/1': 'network-error' }, 'never');
    renderPage();
    const userEvents = userEvent.setup();
    await userEvents.click(await screen.findByRole('tab', { name: 'Assets' }));
    await userEvents.click(screen.getByRole('button', { name: 'Edit Family home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Net Worth Item' });
    await userEvents.click(within(dialog).getByLabelText('This item is disputed'));
    await userEvents.click(within(dialog).getByRole('button', { name: 'Update Item' }));

    expect(await toastRegion().findByText('Failed to update item')).toBeInTheDocument();
    expect(toastRegion().getByText('An unknown error occurred')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Asset Inventory', hidden: true })).getByRole(
        'row',
        { name: /Family home/, hidden: true },
      ),
    ).toHaveTextContent('Disputed');
    expect(within(dialog).getByRole('button', { name: 'Update Item' })).toBeEnabled();
  });

  it('keeps the list when a delete gets no answer and the reload fails too', async () => {
    const api = fakeApi([savings], { 'DELETE /api/networth/2': 'network-error' }, 'network-error');
    renderPage();
    await deleteAsset('Savings');

    expect(await toastRegion().findByText('Failed to delete item')).toBeInTheDocument();
    expect(toastRegion().getByText('An unknown error occurred')).toBeInTheDocument();
    // The first load, the reload and its one retry.
    await waitFor(() => expect(api.listLoads()).toBe(3));
    expect(screen.queryByText('Error Loading Net Worth Items')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Savings' })).toBeInTheDocument();
  });
});

describe('NetworthPage: Export PDF', () => {
  it('explains that there is nothing to export yet', async () => {
    fakeApi();
    renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Export PDF' }));
    expect(toastRegion().getByText('Cannot generate PDF')).toBeInTheDocument();
    expect(
      toastRegion().getByText('You need to add some items to your net worth tracker first.'),
    ).toBeInTheDocument();
  });
});

describe('NetworthPage: history and deleted items', () => {
  it('opens the History of an item from its row', async () => {
    fakeApi([house], {
      'GET /api/history?entity=networth_item&id=1': { status: 200, body: { revisions: [] } },
    });
    renderPage();
    const userEvents = userEvent.setup();
    await userEvents.click(await screen.findByRole('tab', { name: 'Assets' }));

    await userEvents.click(screen.getByRole('button', { name: 'History of Family home' }));

    expect(
      await screen.findByRole('dialog', { name: 'History of Family home' }),
    ).toBeInTheDocument();
  });

  it('restores a deleted item and reloads items and summary', async () => {
    const deleted = {
      entity: 'networth_item',
      entity_id: 2,
      seq: 6,
      deleted_at: '',
      data: savings,
    };
    const api = fakeApi([house], {
      'GET /api/history/deleted?entity=networth_item': { status: 200, body: { items: [deleted] } },
      'POST /api/history/restore': { status: 201, body: savings },
    });
    renderPage();
    const userEvents = userEvent.setup();
    await userEvents.click(await screen.findByRole('button', { name: 'Deleted items' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Deleted items' }));
    expect(await dialog.findByText('$100,000.00')).toBeInTheDocument();

    await userEvents.click(dialog.getByRole('button', { name: 'Restore Savings' }));

    expect(await toastRegion().findByText('Item restored')).toBeInTheDocument();
    expect(toastRegion().getByText('Savings was restored to your tracker.')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/api/history/restore', body: { seq: 6 } },
    ]);
    expect(api.listLoads()).toBe(2);
  });
});
