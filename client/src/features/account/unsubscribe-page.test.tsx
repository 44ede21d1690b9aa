import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_PREFERENCES_MESSAGES } from '@shared/account';
import { renderSignedIn, reply, stubApi } from '@/test/render-signed-in';
import { UNSUBSCRIBE_TEXTS, UnsubscribePage } from './unsubscribe-page';
import { refusalResponse } from '@/test/refusals';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = `42.${'a'.repeat(43)}`;

describe('/unsubscribe', () => {
  it('asks first, then unsubscribes with the link’s token and says what still arrives', async () => {
    const calls = stubApi(() => reply(200, { unsubscribed: true }));
    renderSignedIn(<UnsubscribePage />, { user: null, path: `/unsubscribe?token=${TOKEN}` });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(UNSUBSCRIBE_TEXTS.title);
    expect(screen.getByText(UNSUBSCRIBE_TEXTS.about)).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: UNSUBSCRIBE_TEXTS.button }));

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      UNSUBSCRIBE_TEXTS.doneTitle,
    );
    expect(await screen.findByText(UNSUBSCRIBE_TEXTS.doneBody)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: UNSUBSCRIBE_TEXTS.home })).toHaveAttribute('href', '/');
    expect(calls).toEqual([
      {
        method: 'POST',
        path: `/api/email/unsubscribe?token=${encodeURIComponent(TOKEN)}`,
        body: undefined,
      },
    ]);
  });

  it('offers the profile to a signed-in user once done', async () => {
    stubApi(() => reply(200, { unsubscribed: true }));
    renderSignedIn(<UnsubscribePage />, { path: `/unsubscribe?token=${TOKEN}` });

    await userEvent.click(screen.getByRole('button', { name: UNSUBSCRIBE_TEXTS.button }));

    expect(await screen.findByRole('link', { name: UNSUBSCRIBE_TEXTS.settings })).toHaveAttribute(
      'href',
      '/settings/email',
    );
  });

  it('shows the server’s reason when the link is refused, and keeps the button', async () => {
    stubApi(() =>
      refusalResponse('invalid_link', EMAIL_PREFERENCES_MESSAGES.invalidUnsubscribeLink),
    );
    renderSignedIn(<UnsubscribePage />, { user: null, path: `/unsubscribe?token=${TOKEN}` });

    await userEvent.click(screen.getByRole('button', { name: UNSUBSCRIBE_TEXTS.button }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      EMAIL_PREFERENCES_MESSAGES.invalidUnsubscribeLink,
    );
    expect(screen.getByRole('button', { name: UNSUBSCRIBE_TEXTS.button })).toBeEnabled();
  });

  it('says the link is not valid when it has no token, and asks nothing of the server', () => {
    const calls = stubApi(() => reply(200, {}));
    renderSignedIn(<UnsubscribePage />, { user: null, path: '/unsubscribe' });

    expect(screen.getByRole('alert')).toHaveTextContent(
      EMAIL_PREFERENCES_MESSAGES.invalidUnsubscribeLink,
    );
    expect(screen.queryByRole('button', { name: UNSUBSCRIBE_TEXTS.button })).toBeNull();
    expect(calls).toEqual([]);
  });
});
