import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '@/lib/storage';
import { cleanUpAuthPageTest, installFakeSupabase, renderAuthPage } from '@/test/auth-page';
import { fakeAuthError, fakeSession, type FakeSupabase } from '@/test/fake-supabase';
import { toasts } from '@/test/render-app';
import { RESET_CHECK_DELAY_MS, UpdatePasswordPage } from './update-password-page';

vi.mock('./supabase', async () =>
  (await import('@/test/supabase-module-mock')).supabaseModuleMock(),
);
vi.mock('./auth-sync', async () =>
  (await import('@/test/auth-sync-module-mock')).authSyncModuleMock(),
);

const RECOVERY_HASH =
  '#access_token=eyJ.abc&expires_in=3600&refresh_token=r1&token_type=bearer&type=recovery';
const GOOD = 'N3w$ecret!pw';

let supabase: FakeSupabase;

function openAt(url: string) {
  return renderAuthPage(<UpdatePasswordPage />, url);
}

beforeEach(() => {
  sessionStorage.clear();
  supabase = installFakeSupabase();
});

afterEach(cleanUpAuthPageTest);

describe('UpdatePasswordPage: checking the link', () => {
  it('says it is verifying, and checks only after 100 ms', async () => {
    vi.useFakeTimers();
    openAt('/update-password');

    expect(screen.getByText('Verifying your password reset link...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(RESET_CHECK_DELAY_MS - 1));
    expect(supabase.auth.getSession).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(supabase.auth.getSession).toHaveBeenCalled();
  });

  it("shows the 'Invalid Reset Link' panel and toast without a token, flag or session", async () => {
    openAt('/update-password');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invalid Reset Link' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your password reset link is invalid or has expired. Please request a new password reset link.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request New Reset Link' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    expect(await toasts().findByText('Invalid reset link')).toBeInTheDocument();
    expect(
      toasts().getByText(
        'The password reset link is invalid or expired. Please request a new one.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the form for a link with type=recovery and an access token', async () => {
    openAt(`/update-password${RECOVERY_HASH}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set New Password' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Create a new password for your account')).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm New Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Update Password' })).toBeEnabled();
  });

  it('shows the form when a reset is in progress in this tab (the hash already read)', async () => {
    sessionStorage.setItem(sessionKeys.passwordResetInProgress, 'true');
    openAt('/update-password');
    expect(await screen.findByRole('heading', { name: 'Set New Password' })).toBeInTheDocument();
  });

  it('shows the form to a signed-in user', async () => {
    supabase.setSession(fakeSession());
    openAt('/update-password');
    expect(await screen.findByRole('heading', { name: 'Set New Password' })).toBeInTheDocument();
  });

  it('treats a link the service refused as invalid, even with a session, and ends the reset', async () => {
    supabase.setSession(fakeSession());
    sessionStorage.setItem(sessionKeys.passwordResetInProgress, 'true');
    openAt(
      '/update-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );

    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument();
    expect(sessionStorage.getItem(sessionKeys.passwordResetInProgress)).toBeNull();
  });

  it("shows 'Error processing reset link' when the check itself fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    supabase.auth.getSession.mockRejectedValueOnce(new Error('storage exploded'));
    openAt('/update-password');

    expect(await toasts().findByText('Error processing reset link')).toBeInTheDocument();
    expect(
      toasts().getByText('An error occurred while processing your reset link. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument();
  });
});

describe('UpdatePasswordPage: setting the password', () => {
  async function openForm() {
    supabase.setSession(fakeSession());
    sessionStorage.setItem(sessionKeys.passwordResetInProgress, 'true');
    sessionStorage.setItem(sessionKeys.passwordResetUrl, `http://x.test/${RECOVERY_HASH}`);
    const view = openAt('/update-password');
    await screen.findByRole('heading', { name: 'Set New Password' });
    return view;
  }

  it('shows the password rule and the match rule under their fields', async () => {
    await openForm();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('New Password'), 'abcdefgh');
    await user.type(screen.getByLabelText('Confirm New Password'), 'abcdefgi');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(
      await screen.findByText('Password must contain at least one uppercase letter'),
    ).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(supabase.auth.updateUser).not.toHaveBeenCalled();
  });

  it('updates the password, clears the reset flags, says so and goes to /home', async () => {
    const { memory } = await openForm();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('New Password'), GOOD);
    await user.type(screen.getByLabelText('Confirm New Password'), GOOD);
    await user.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(await toasts().findByText('Password Updated')).toBeInTheDocument();
    expect(toasts().getByText('Your password has been updated successfully.')).toBeInTheDocument();
    expect(supabase.auth.updateUser).toHaveBeenCalledWith({ password: GOOD });
    expect(sessionStorage.getItem(sessionKeys.passwordResetInProgress)).toBeNull();
    expect(sessionStorage.getItem(sessionKeys.passwordResetUrl)).toBeNull();
    await waitFor(() => expect(memory.history.at(-1)).toBe('/home'));
  });

  it("shows 'Password Update Error' with the service's message", async () => {
    supabase.auth.updateUser.mockResolvedValueOnce({
      data: { user: null },
      error: fakeAuthError('New password should be different from the old password.', {
        status: 422,
      }),
    });
    const { memory } = await openForm();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('New Password'), GOOD);
    await user.type(screen.getByLabelText('Confirm New Password'), GOOD);
    await user.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(await toasts().findByText('Password Update Error')).toBeInTheDocument();
    expect(
      toasts().getByText('New password should be different from the old password.'),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem(sessionKeys.passwordResetInProgress)).toBe('true');
    expect(memory.history.at(-1)).toBe('/update-password');
  });

  it('exchanges a one-time ?token= for a session before updating', async () => {
    openAt('/update-password?token=otp-hash&type=recovery');
    await screen.findByRole('heading', { name: 'Set New Password' });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('New Password'), GOOD);
    await user.type(screen.getByLabelText('Confirm New Password'), GOOD);
    await user.click(screen.getByRole('button', { name: 'Update Password' }));

    await waitFor(() => expect(supabase.auth.updateUser).toHaveBeenCalled());
    expect(supabase.auth.verifyOtp).toHaveBeenCalledWith({
      token_hash: 'otp-hash',
      type: 'recovery',
    });
  });
});
