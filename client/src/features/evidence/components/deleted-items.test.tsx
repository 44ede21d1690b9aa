import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { renderSignedIn, reply, stubApi, toastRegion } from '@/test/render-signed-in';
import type { DeletedItem } from '@shared/evidence';
import type { ExpenseDto } from '@shared/expenses';
import { expense, march2025 } from '../test-data';
import { DeletedItemsButton } from './deleted-items';

const rent = expense(2, '2025-03-05', 'Rent', '1250.00');
const coffee = expense(1, '2025-01-02', 'Coffee', '3.50');
const DELETED_PATH = '/api/history/deleted?entity=expense';

const deletedCoffee: DeletedItem = {
  entity: 'expense',
  entity_id: coffee.id,
  seq: 9,
  deleted_at: march2025(14, 8, 0),
  data: coffee,
};

/**
 * A server holding Rent, with Coffee deleted; a restore puts Coffee back, unless `restoreReply`
 * answers it instead.
 */
function fakeServer(restoreReply?: { status: number; body: unknown }) {
  let list = [rent];
  let deleted = [deletedCoffee];
  return stubApi(({ method, path }) => {
    if (path === '/api/expenses') return reply(200, list);
    if (path === DELETED_PATH) return reply(200, { items: deleted });
    if (method === 'POST' && path === '/api/history/restore') {
      if (restoreReply) return reply(restoreReply.status, restoreReply.body);
      list = [rent, coffee];
      deleted = [];
      return reply(201, coffee);
    }
    throw new Error(`unexpected request to ${method} ${path}`);
  });
}

const LIST_KEY = ['expenses', 'list'];

/** A tracker's list (its names) under LIST_KEY, beside its Deleted items button. */
function Tracker() {
  const list = useQuery({
    queryKey: LIST_KEY,
    queryFn: () => apiRequest<ExpenseDto[]>('GET', '/api/expenses'),
  });
  return (
    <>
      <p data-testid="list">{list.data?.map((record) => record.name).join(', ')}</p>
      <DeletedItemsButton entity="expense" listKey={LIST_KEY} />
    </>
  );
}

function renderTracker() {
  return renderSignedIn(<Tracker />, { plan: 'premium' });
}

async function openDeletedItems() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Deleted items' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Deleted items' }));
  await dialog.findByRole('list');
  return { user, dialog };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Deleted items dialog', () => {
  it('lists each deleted expense with its amount and when it was deleted', async () => {
    fakeServer();
    renderTracker();

    const { dialog } = await openDeletedItems();

    expect(
      dialog.getByText(
        'Your deleted expenses, newest first. Restoring puts one back as it was; its history keeps both the deletion and the restore.',
      ),
    ).toBeInTheDocument();
    const [item, ...others] = dialog.getAllByRole('listitem');
    expect(others).toEqual([]);
    const coffeeItem = within(item!);
    expect(coffeeItem.getByText('Coffee')).toBeInTheDocument();
    expect(coffeeItem.getByText('$3.50')).toBeInTheDocument();
    expect(coffeeItem.getByText('Deleted Mar 14, 2025, 8:00 AM')).toBeInTheDocument();
    expect(coffeeItem.getByRole('button', { name: 'Restore Coffee' })).toBeEnabled();
  });

  it('restores with the delete revision’s seq, then reloads the tracker’s list', async () => {
    const calls = fakeServer();
    renderTracker();
    const { user, dialog } = await openDeletedItems();

    await user.click(dialog.getByRole('button', { name: 'Restore Coffee' }));

    expect(await dialog.findByText('No deleted items.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/history/restore', body: { seq: 9 } },
    ]);
    expect(calls.filter((call) => call.path === '/api/expenses')).toHaveLength(2);
    expect(toastRegion().getByText('Expense restored')).toBeInTheDocument();
    expect(toastRegion().getByText('“Coffee” ($3.50) has been restored.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveFocus();
    expect(screen.getByTestId('list')).toHaveTextContent('Rent, Coffee');
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deleted items' })).toHaveFocus();
  });

  it("shows the server's reason when the expense was already restored", async () => {
    fakeServer({ status: 409, body: { error: 'This item has already been restored' } });
    renderTracker();
    const { user, dialog } = await openDeletedItems();

    await user.click(dialog.getByRole('button', { name: 'Restore Coffee' }));

    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to restore expense');
    expect(alert).toHaveTextContent('This item has already been restored');
  });

  it('shows a spinner while the deleted items load', async () => {
    stubApi(({ path }) =>
      path === DELETED_PATH ? new Promise<Response>(() => {}) : reply(200, [rent]),
    );
    renderTracker();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Deleted items' }));

    expect(within(await screen.findByRole('dialog')).getByRole('status')).toHaveTextContent(
      'Loading deleted items',
    );
  });

  it('says so when nothing has been deleted', async () => {
    stubApi(({ path }) => (path === DELETED_PATH ? reply(200, { items: [] }) : reply(200, [rent])));
    renderTracker();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Deleted items' }));

    expect(await screen.findByText('No deleted items.')).toBeInTheDocument();
  });
});
