/**
 * For the optimistic trackers' page tests (expenses, events): the page as a premium user sees
 * it, the steps through its dialogs, and the log-in and History checks every tracker page shares.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect, it } from 'vitest';
import { renderSignedIn, reply, stubApi, type ApiCall } from './render-signed-in';
import { dialog, type ServerOverride } from './trackers';
import { refusalResponse } from '@/test/refusals';

/** Replaces the open dialog's Date with `isoDate`. */
export async function enterDate(user: UserEvent, isoDate: string) {
  const date = dialog().getByLabelText('Date');
  await user.clear(date);
  await user.type(date, isoDate);
}

/**
 * Opens the page header's add dialog ('Add Event'): once the list has loaded and turned the
 * button on (a click before that would do nothing, as it does for her), and until the dialog,
 * whose code loads when it is first opened, is there.
 */
export async function openAddDialog(user: UserEvent, name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
  await screen.findByRole('dialog');
}

/** Answers the open delete confirmation with Delete. */
export async function confirmDelete(user: UserEvent) {
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
}

/** A tracker page as a signed-in premium user sees it (the route guard lets no one else in). */
export function renderTrackerPage(
  page: ReactElement,
  options: Parameters<typeof renderSignedIn>[1] = {},
) {
  return renderSignedIn(page, { plan: 'premium', ...options });
}

/** The tracker page asks a signed-out visitor, and anyone the server answers 401, to log in. */
export function itAsksToLogIn(page: ReactElement, message: string) {
  it('asks a signed-out visitor to log in and requests nothing', () => {
    const calls = stubApi(() => reply(200, []));
    renderTrackerPage(page, { user: null });

    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(calls).toEqual([]);
  });

  it('asks to log in when the server answers 401', async () => {
    stubApi(() => refusalResponse('unauthorized', 'Authentication required'));
    renderTrackerPage(page);

    expect(await screen.findByText(message)).toBeInTheDocument();
  });
}

/**
 * The row named `name` opens its History dialog, which asks for `historyPath`. `serve` stubs
 * the tracker's server with `override` answering the history requests.
 */
export function itOpensTheHistoryOf(
  page: ReactElement,
  name: string,
  historyPath: string,
  serve: (override: ServerOverride) => ApiCall[],
) {
  it(`opens the History of ${name} from its row`, async () => {
    const user = userEvent.setup();
    const calls = serve(({ path }) =>
      path.startsWith('/api/history') ? reply(200, { revisions: [] }) : undefined,
    );
    renderTrackerPage(page);

    await user.click(await screen.findByRole('button', { name: `History of ${name}` }));

    expect(await screen.findByRole('dialog', { name: `History of ${name}` })).toBeInTheDocument();
    expect(calls.at(-1)?.path).toBe(historyPath);
  });
}
