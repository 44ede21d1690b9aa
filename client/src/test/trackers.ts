/**
 * For the optimistic trackers' screen tests (expenses, events): an in-memory API for one list of
 * records, and the table read back as text.
 */
import { screen, within } from '@testing-library/react';
import { reply, stubApi, type ApiCall } from './render-signed-in';

export type ServerOverride = (
  call: ApiCall,
) => Response | undefined | Promise<Response | undefined>;

type ListServerOptions<T> = {
  /** The stored record for a POST body, with the id the server gives it. */
  create: (body: unknown, id: number) => T;
  /** The stored record after a PUT of `body` to `id` (`current` is the record before it). */
  update: (body: unknown, id: number, current: T | undefined) => T;
  /**
   * Answers a request instead of the server when it returns a response; undefined lets the
   * server handle it (possibly after a wait).
   */
  override?: ServerOverride;
};

/**
 * Stubs fetch with a server holding `initial` (newest first): GET lists, POST adds (ids from
 * 100), PUT replaces and DELETE removes the record named by the path's last segment. Returns
 * the calls made.
 */
export function fakeListServer<T extends { id: number }>(
  initial: readonly T[],
  { create, update, override }: ListServerOptions<T>,
) {
  let list = [...initial];
  let nextId = 100;
  return stubApi(async (call) => {
    const custom = await override?.(call);
    if (custom !== undefined) return custom;
    if (call.method === 'GET') return reply(200, list);
    if (call.method === 'POST') {
      const created = create(call.body, nextId++);
      list = [created, ...list];
      return reply(201, created);
    }
    const id = Number(call.path.split('/').pop());
    if (call.method === 'PUT') {
      const updated = update(
        call.body,
        id,
        list.find((item) => item.id === id),
      );
      list = list.map((item) => (item.id === id ? updated : item));
      return reply(200, updated);
    }
    list = list.filter((item) => item.id !== id);
    return reply(204);
  });
}

/** The body rows, each as its first `columns` cells' text (also while a dialog hides the page). */
export function bodyRows(columns: number) {
  const table = screen.getByRole('table', { hidden: true });
  const [, body] = within(table).getAllByRole('rowgroup', { hidden: true });
  return within(body!)
    .queryAllByRole('row', { hidden: true })
    .map((row) =>
      within(row)
        .getAllByRole('cell', { hidden: true })
        .slice(0, columns)
        .map((cell) => cell.textContent),
    );
}

/** Queries inside the open dialog. */
export function dialog() {
  return within(screen.getByRole('dialog'));
}

/** The dialog a click has just asked for, once it is there (its code loads when first opened). */
export async function openedDialog() {
  return within(await screen.findByRole('dialog'));
}

/**
 * The network down once the list has loaded: every later list reload is held (never answered)
 * or fails, and so does each `failingWrite` request ('POST', 'PUT', 'DELETE').
 */
export function networkDownAfterLoad(
  reloads: 'held' | 'failing',
  failingWrite?: string,
): ServerOverride {
  let hasLoaded = false;
  return (call) => {
    if (call.method === 'GET' && !hasLoaded) {
      hasLoaded = true;
      return undefined;
    }
    if (call.method === 'GET' && reloads === 'held') return new Promise<Response>(() => {});
    if (call.method === 'GET' || call.method === failingWrite)
      throw new TypeError('Failed to fetch');
    return undefined;
  };
}

/**
 * An importer's preview table, its rows as text without the tick box: Row ('Row 3'), the
 * detail, the name, the amount and the status.
 */
export function previewRows() {
  const [, body] = within(dialog().getByRole('table')).getAllByRole('rowgroup');
  return within(body!)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    );
}
