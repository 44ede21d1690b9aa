import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadBytes } from '@/lib/download';
import { deferred, renderSignedIn, reply, stubApi, toastRegion } from '@/test/render-signed-in';
import { ACCOUNT_DELETE_MESSAGES } from '@shared/account';
import { DeleteAccountCard } from './delete-account-card';

vi.mock('@/lib/download', () => ({ downloadBytes: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(downloadBytes).mockReset();
});

function renderCard() {
  const signOut = vi.fn(async () => {});
  const view = renderSignedIn(<DeleteAccountCard />, { path: '/profile', signOut });
  return { ...view, signOut };
}

async function openDialog() {
  const card = screen.getByRole('region', { name: 'Delete account' });
  await userEvent.click(within(card).getByRole('button', { name: 'Delete account' }));
  return screen.getByRole('dialog', { name: 'Delete your account?' });
}

async function fillIn(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email address'), email);
  await userEvent.type(screen.getByLabelText('Current password'), password);
}

const deleteButton = () => screen.getByRole('button', { name: 'Delete my account' });

describe('the Delete account danger zone', () => {
  it('explains what is deleted and that it cannot be undone, then asks for email and password', async () => {
    stubApi(() => reply(200, { deleted: true }));
    renderCard();

    const dialog = await openDialog();

    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'your account and sign-in',
      'every expense, event and net worth item, and your division plan',
      'the full history of your records',
      'your exports’ verification codes (they will then say the export was withdrawn)',
      'your subscription, which is cancelled at once with no further charges',
    ]);
    expect(dialog).toHaveAccessibleDescription(
      expect.stringMatching(
        /^Deleting your account removes, at once and for good: your account and sign-in.*This cannot be undone\.$/,
      ),
    );
    expect(
      within(dialog).getByText('Want a copy first? Download all your data before you delete it.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'To confirm, enter the email address of this account and your current password.',
      ),
    ).toBeInTheDocument();
    // Focus starts on the dialog (read out with its title and description), not on a field.
    expect(dialog).toHaveFocus();
    expect(within(dialog).getByLabelText('Email address')).toHaveAttribute('type', 'email');
    expect(within(dialog).getByLabelText('Current password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('keeps "Delete my account" disabled until both fields are filled', async () => {
    const calls = stubApi(() => reply(200, { deleted: true }));
    renderCard();
    await openDialog();

    expect(deleteButton()).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Email address'), 'jo@example.com');
    expect(deleteButton()).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Current password'), 'x');
    expect(deleteButton()).toBeEnabled();
    await userEvent.clear(screen.getByLabelText('Email address'));
    await userEvent.type(screen.getByLabelText('Email address'), '   ');
    expect(deleteButton()).toBeDisabled();
    expect(calls).toEqual([]);
  });

  it.each([
    [403, 'The email address or password is not correct. Nothing was deleted.'],
    [
      502,
      'Your subscription could not be cancelled with the payment provider, so nothing was deleted. Please try again in a few minutes.',
    ],
    [503, 'Account deletion needs SUPABASE_SERVICE_ROLE_KEY on the server. Nothing was deleted.'],
  ])(
    'shows a %i refusal in the dialog with the server’s words and closes nothing',
    async (status, message) => {
      stubApi(() => reply(status, { error: message }));
      const { signOut } = renderCard();
      const dialog = await openDialog();
      await fillIn('jo@example.com', 'wrong password');

      await userEvent.click(deleteButton());

      expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
      expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeInTheDocument();
      expect(screen.getByLabelText('Email address')).toHaveValue('jo@example.com');
      expect(screen.getByLabelText('Current password')).toHaveValue('wrong password');
      expect(deleteButton()).toBeEnabled();
      expect(signOut).not.toHaveBeenCalled();
    },
  );

  it('shows a 400 as "Validation failed: {details}"', async () => {
    stubApi(() =>
      reply(400, { error: 'Validation failed', details: 'password: Enter your current password' }),
    );
    renderCard();
    const dialog = await openDialog();
    await fillIn('jo@example.com', 'x');

    await userEvent.click(deleteButton());

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Validation failed: password: Enter your current password',
    );
  });

  it('says "Deleting..." while the server works, and nothing closes the dialog meanwhile', async () => {
    const answer = deferred<Response>();
    stubApi(() => answer.promise);
    renderCard();
    await openDialog();
    await fillIn('jo@example.com', 'correct horse');

    await userEvent.click(deleteButton());

    const busy = screen.getByRole('button', { name: 'Deleting...' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeInTheDocument();
    answer.resolve(reply(500, { error: 'Internal server error' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
  });

  it('posts exactly { email, password } and then signs out as a deleted account', async () => {
    const calls = stubApi(() => reply(200, { deleted: true }));
    const { signOut } = renderCard();
    await openDialog();
    await fillIn(' jo@example.com ', 'correct horse');

    await userEvent.click(deleteButton());

    await vi.waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(signOut).toHaveBeenCalledWith({ reason: 'account-deleted' });
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/account/delete',
        body: { email: 'jo@example.com', password: 'correct horse' },
      },
    ]);
    // It stays busy until the sign-out has taken the browser to /goodbye.
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
  });

  it('offers the data download first: the same ZIP as the Your data card', async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04]);
    const calls = stubApi(() => new Response(bytes, { status: 200 }));
    renderCard();
    const dialog = await openDialog();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Download my data' }));

    expect(await toastRegion().findByText('Data downloaded')).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'GET', path: '/api/account/export?format=zip', body: undefined },
    ]);
    expect(vi.mocked(downloadBytes).mock.calls[0]![1]).toMatch(
      /^fairsplit-data-\d{4}-\d{2}-\d{2}\.zip$/,
    );
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeInTheDocument();
  });

  it('closes with Escape, gives focus back, and opens again empty', async () => {
    stubApi(() =>
      reply(403, { error: 'The email address or password is not correct. Nothing was deleted.' }),
    );
    renderCard();
    await openDialog();
    await fillIn('jo@example.com', 'wrong');
    await userEvent.click(deleteButton());
    await screen.findByRole('alert');

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete account' })).toHaveFocus();
    await openDialog();
    expect(screen.getByLabelText('Email address')).toHaveValue('');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes at the first tap on Cancel after the email field was left empty, with no message first', async () => {
    const calls = stubApi(() => reply(200, { deleted: true }));
    renderCard();
    await openDialog();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Email address'));

    // A press in two halves: pressing Cancel takes the focus from the empty field…
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await user.pointer({ keys: '[MouseLeft>]', target: cancel });
    expect(cancel).toHaveFocus();
    // …and nothing may appear above Cancel before the release: a message there moves Cancel
    // from under the finger, and the release lands beside it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(ACCOUNT_DELETE_MESSAGES.emailRequired)).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: cancel });

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('checks the fields when "Delete my account" is pressed, with the shared schema’s words', async () => {
    const calls = stubApi(() => reply(200, { deleted: true }));
    renderCard();
    await openDialog();
    await userEvent.click(screen.getByLabelText('Email address'));
    await userEvent.paste(`${'j'.repeat(243)}@example.com`);
    await userEvent.type(screen.getByLabelText('Current password'), 'x');

    await userEvent.click(deleteButton());

    expect(await screen.findByText(ACCOUNT_DELETE_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      ACCOUNT_DELETE_MESSAGES.emailRequired,
    );
    expect(calls).toEqual([]);
  });

  it('closes with Cancel without asking the server anything', async () => {
    const calls = stubApi(() => reply(200, { deleted: true }));
    renderCard();
    await openDialog();
    await fillIn('jo@example.com', 'correct horse');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
  });
});
