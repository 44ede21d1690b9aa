import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  deferred,
  renderSignedIn,
  reply,
  stubApi,
  toastRegion,
  type ApiCall,
} from '@/test/render-signed-in';
import { AUTH_MESSAGES } from '@shared/auth';
import type { SharePauseReason, ShareDto } from '@shared/sharing';
import { SharingPage } from './sharing-page';
import { at, makeShare, NOW } from './test-data';
import { refusalResponse } from '@/test/refusals';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const PASSWORD = 'Sup3r$ecret!';

function paused(reason: SharePauseReason = 'password_changed'): ShareDto {
  return makeShare({
    id: 4,
    label: 'My attorney, J. Smith',
    expires_at: at(2025, 3, 19),
    status: 'paused',
    paused_at: at(2025, 3, 5, 9, 0),
    paused_reason: reason,
  });
}

const RESUMED = { ...paused(), status: 'active' as const, paused_at: null, paused_reason: null };

/** GET /api/shares answers `shares()`; a write answers `write(call)`. */
function playApi(
  shares: () => ShareDto[],
  write: (call: ApiCall) => Response | Promise<Response> = () => reply(500, {}),
): ApiCall[] {
  return stubApi((call) =>
    call.method === 'GET' ? reply(200, { shares: shares() }) : write(call),
  );
}

const writes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET');
const card = () => screen.findByRole('article', { name: 'My attorney, J. Smith' });

async function openResume() {
  await userEvent.click(
    within(await card()).getByRole('button', { name: 'Resume My attorney, J. Smith' }),
  );
  return screen.getByRole('dialog', { name: 'Resume this link?' });
}

describe('a paused link on the Sharing page', () => {
  it.each([
    ['password_changed', 'Paused after your password changed'],
    ['password_reset', 'Paused after your password was reset'],
    ['signed_out_everywhere', 'Paused after you signed out of all devices'],
    ['premium_lapsed', 'Paused while Premium is inactive'],
  ] as const)('says Paused, and why in one line, for %s', async (reason, line) => {
    playApi(() => [paused(reason)]);
    renderSignedIn(<SharingPage />, { plan: 'premium' });

    const article = await card();
    expect(within(article).getByText('Paused', { selector: 'span' })).toBeInTheDocument();
    expect(within(article).getByText(line)).toBeInTheDocument();
    expect(article).toHaveAccessibleDescription(line);
    expect(
      within(article)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Access log for My attorney, J. Smith',
      'Resume My attorney, J. Smith',
      'Extend My attorney, J. Smith',
      'Revoke My attorney, J. Smith',
    ]);
  });

  it('asks for her password, and sends nothing without one', async () => {
    const calls = playApi(() => [paused()]);
    renderSignedIn(<SharingPage />, { plan: 'premium' });

    const dialog = await openResume();

    expect(dialog).toHaveAccessibleDescription(
      'Your links pause when your account’s security changes, in case it was not you. To make sure it is you, enter your current password; whoever has the link can then open it again.',
    );
    const field = within(dialog).getByLabelText('Current password');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.keyboard('{Enter}');

    expect(await within(dialog).findByText('Enter your current password')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(writes(calls)).toEqual([]);
  });

  it('says a wrong password under the field, keeps the dialog, and resumes with the right one', async () => {
    let shares = [paused()];
    const answer = deferred<Response>();
    let attempt = 0;
    const calls = playApi(
      () => shares,
      () => {
        attempt += 1;
        if (attempt === 1) {
          return refusalResponse('wrong_password', AUTH_MESSAGES.currentPasswordWrong);
        }
        return answer.promise;
      },
    );
    renderSignedIn(<SharingPage />, { plan: 'premium' });
    const dialog = await openResume();
    const field = within(dialog).getByLabelText('Current password');

    await userEvent.type(field, 'not-it{Enter}');

    expect(
      await within(dialog).findByText('Your current password is incorrect'),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(within(dialog).queryByRole('alert')).toBeNull();

    await userEvent.clear(field);
    await userEvent.type(field, PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resume link' }));
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    shares = [RESUMED];
    answer.resolve(reply(200, RESUMED));

    expect(await toastRegion().findByText('Link resumed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/api/shares/4/resume', body: { password: 'not-it' } },
      { method: 'POST', path: '/api/shares/4/resume', body: { password: PASSWORD } },
    ]);
    const article = await card();
    expect(within(article).getByText('Active')).toBeInTheDocument();
    expect(within(article).queryByText(/^Paused/)).toBeNull();
    expect(within(article).queryByRole('button', { name: /^Resume/ })).toBeNull();
    // The Resume button is gone: focus goes to the card's heading, not to the page's top.
    await vi.waitFor(() =>
      expect(screen.getByRole('heading', { name: 'My attorney, J. Smith' })).toHaveFocus(),
    );
  });

  it('shows any other refusal above the field, in the server’s words', async () => {
    playApi(
      () => [paused('premium_lapsed')],
      () => refusalResponse('premium_required', 'Premium subscription required for this feature.'),
    );
    renderSignedIn(<SharingPage />, { plan: 'premium' });
    const dialog = await openResume();

    await userEvent.type(within(dialog).getByLabelText('Current password'), `${PASSWORD}{Enter}`);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Premium subscription required for this feature.',
    );
    expect(within(dialog).getByLabelText('Current password')).toHaveValue(PASSWORD);
  });

  it('closes on Escape or Cancel, sends nothing, and gives focus back to Resume', async () => {
    const calls = playApi(() => [paused()]);
    renderSignedIn(<SharingPage />, { plan: 'premium' });
    const resume = within(await card()).getByRole('button', {
      name: 'Resume My attorney, J. Smith',
    });

    await openResume();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(resume).toHaveFocus();

    const dialog = await openResume();
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'half-typed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(resume).toHaveFocus();
    // What she typed does not wait in a closed dialog.
    expect(within(await openResume()).getByLabelText('Current password')).toHaveValue('');
    expect(writes(calls)).toEqual([]);
  });

  it('without Premium: shows why, offers Revoke, and neither Resume, Extend nor New share', async () => {
    const calls = playApi(
      () => [paused('premium_lapsed')],
      () =>
        reply(200, { ...paused('premium_lapsed'), status: 'revoked', revoked_at: at(2025, 3, 5) }),
    );
    renderSignedIn(<SharingPage />, { plan: 'free' });

    const article = await card();
    expect(within(article).getByText('Paused while Premium is inactive')).toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: /^(Resume|Extend)/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New share' })).toBeNull();
    expect(
      screen.getByText(
        'Premium is inactive, so you cannot create, extend or resume a link. You can still see your links and revoke them.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Account Settings' })).toHaveAttribute(
      'href',
      '/account-settings',
    );

    await userEvent.click(
      within(article).getByRole('button', { name: 'Revoke My attorney, J. Smith' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Revoke link' }));

    expect(await toastRegion().findByText('Link revoked')).toBeInTheDocument();
    expect(writes(calls)).toEqual([{ method: 'DELETE', path: '/api/shares/4', body: undefined }]);
  });
});
