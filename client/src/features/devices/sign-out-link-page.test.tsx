import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn, reply, stubApi } from '@/test/render-signed-in';
import { SignOutLinkPage } from './sign-out-link-page';
import { refusalResponse } from '@/test/refusals';

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('the emailed "sign out that device" link', () => {
  it('signs the device out only when asked, sending the token from after the # alone', async () => {
    const user = userEvent.setup();
    window.location.hash = '#token=the-token';
    const calls = stubApi(() => reply(200, { signed_out: true }));
    renderSignedIn(<SignOutLinkPage />, { user: null });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Sign out a device' }),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Sign out that device' }));

    expect(await screen.findByText('That device is signed out')).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'POST', path: '/api/account/sign-out-link', body: { token: 'the-token' } },
    ]);
    expect(screen.queryByRole('button', { name: 'Sign out that device' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });

  it('says when the link has been used already', async () => {
    const user = userEvent.setup();
    window.location.hash = '#token=spent';
    const message =
      'This link has been used already or is not valid. You can see every device signed in to your account on its Devices and sign-ins page.';
    stubApi(() => refusalResponse('not_found', message));
    renderSignedIn(<SignOutLinkPage />, { user: null });

    await user.click(screen.getByRole('button', { name: 'Sign out that device' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('says when the link has lost its token, and offers nothing to press', () => {
    const calls = stubApi(() => reply(500, {}));
    renderSignedIn(<SignOutLinkPage />, { user: null });

    expect(screen.getByRole('alert')).toHaveTextContent(
      'This link is not complete. Please open it again from the email.',
    );
    expect(screen.queryByRole('button', { name: 'Sign out that device' })).toBeNull();
    expect(calls).toEqual([]);
  });
});
