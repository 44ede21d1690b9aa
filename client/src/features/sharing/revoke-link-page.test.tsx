/**
 * The emailed revoke link's page: it says what will happen, revokes only when the button is
 * pressed (by mouse or keyboard), sends nothing but the token, and says the answer: revoked,
 * revoked already, refused, or not reached.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHARING_MESSAGES } from '@shared/sharing';
import { setApiAuthSource } from '@/lib/api-client';
import { renderSignedIn, reply, stubApi } from '@/test/render-signed-in';
import { RevokeLinkPage } from './revoke-link-page';
import { REVOKE_LINK_TEXTS } from './texts';
import { refusalResponse } from '@/test/refusals';

afterEach(() => {
  vi.unstubAllGlobals();
  setApiAuthSource(async () => null);
});

const TOKEN = `12.34.1800000000.${'a'.repeat(43)}`;
const PAGE = `/revoke-link?token=${encodeURIComponent(TOKEN)}`;

const button = () => screen.queryByRole('button', { name: REVOKE_LINK_TEXTS.button });

describe('/revoke-link', () => {
  it('says what will happen, and revokes only when pressed, sending the token alone', async () => {
    const calls = stubApi(() => reply(200, { status: 'revoked' }));
    // Whoever is signed in on this browser (perhaps the one who made the link) is not asked.
    setApiAuthSource(async () => ({ userId: 'someone', accessToken: 'their-token' }));
    renderSignedIn(<RevokeLinkPage />, { path: PAGE });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(REVOKE_LINK_TEXTS.title);
    expect(screen.getByText(REVOKE_LINK_TEXTS.intro)).toBeInTheDocument();
    expect(screen.getByText(REVOKE_LINK_TEXTS.cannotUndo)).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.click(button()!);

    expect(await screen.findByRole('status')).toHaveTextContent(REVOKE_LINK_TEXTS.done);
    expect(screen.getByRole('status')).toHaveTextContent(
      'The link is revoked. Nobody can open it any more.',
    );
    expect(calls).toEqual([
      { method: 'POST', path: '/api/shares/revoke-by-link', body: { token: TOKEN } },
    ]);
    const [request] = vi.mocked(fetch).mock.calls;
    expect(new Headers(request![1]!.headers).has('Authorization')).toBe(false);
    expect(button()).toBeNull();
    expect(screen.getByText(REVOKE_LINK_TEXTS.notYou)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: REVOKE_LINK_TEXTS.resetPassword })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    expect(screen.getByRole('link', { name: REVOKE_LINK_TEXTS.allLinks })).toHaveAttribute(
      'href',
      '/sharing',
    );
  });

  it('works from the keyboard, and puts focus on the answer', async () => {
    const user = userEvent.setup();
    const calls = stubApi(() => reply(200, { status: 'revoked' }));
    renderSignedIn(<RevokeLinkPage />, { user: null, path: PAGE });

    button()!.focus();
    await user.keyboard('{Enter}');

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(REVOKE_LINK_TEXTS.done);
    expect(status.parentElement).toHaveFocus();
    expect(calls).toHaveLength(1);
  });

  it('says when the link had been revoked already', async () => {
    stubApi(() => reply(200, { status: 'already_revoked' }));
    renderSignedIn(<RevokeLinkPage />, { user: null, path: PAGE });

    await userEvent.click(button()!);

    expect(await screen.findByRole('status')).toHaveTextContent(REVOKE_LINK_TEXTS.alreadyRevoked);
    expect(button()).toBeNull();
  });

  it.each([SHARING_MESSAGES.revokeLinkInvalid, SHARING_MESSAGES.revokeLinkExpired])(
    'shows a refused token’s reason (%s) and offers the list of links instead of the button',
    async (message) => {
      stubApi(() => refusalResponse('invalid_link', message));
      renderSignedIn(<RevokeLinkPage />, { user: null, path: PAGE });

      await userEvent.click(button()!);

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(button()).toBeNull();
      expect(screen.getByRole('link', { name: REVOKE_LINK_TEXTS.allLinks })).toBeInTheDocument();
    },
  );

  it('keeps the button when the server could not be reached, to try again', async () => {
    let attempts = 0;
    stubApi(() => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch');
      return reply(200, { status: 'revoked' });
    });
    renderSignedIn(<RevokeLinkPage />, { user: null, path: PAGE });

    await userEvent.click(button()!);
    expect(await screen.findByRole('alert')).toHaveTextContent(REVOKE_LINK_TEXTS.failed);

    await userEvent.click(button()!);
    expect(await screen.findByRole('status')).toHaveTextContent(REVOKE_LINK_TEXTS.done);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the link is not complete without a token, and asks nothing of the server', () => {
    const calls = stubApi(() => reply(200, {}));
    renderSignedIn(<RevokeLinkPage />, { user: null, path: '/revoke-link' });

    expect(screen.getByRole('alert')).toHaveTextContent(REVOKE_LINK_TEXTS.incomplete);
    expect(button()).toBeNull();
    expect(calls).toEqual([]);
  });
});
