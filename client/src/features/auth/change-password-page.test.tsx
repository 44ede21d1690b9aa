import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { logger } from '@/lib/logger';
import { renderSignedInAuthPage, withFakeSupabase } from '@/test/auth-page';
import { fakeAuthError, fakeSession } from '@/test/fake-supabase';
import { toasts } from '@/test/render-app';
import { ChangePasswordPage, CURRENT_PASSWORD_WRONG } from './change-password-page';

vi.mock('./supabase', async () =>
  (await import('@/test/supabase-module-mock')).supabaseModuleMock(),
);
vi.mock('./auth-sync', async () =>
  (await import('@/test/auth-sync-module-mock')).authSyncModuleMock(),
);

const NEW = 'N3w$ecret!pw';
const supabase = withFakeSupabase(fakeSession);

function openPage() {
  return renderSignedInAuthPage(<ChangePasswordPage />, '/change-password');
}

async function submit(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  if (current) await user.type(screen.getByLabelText('Current Password'), current);
  if (next) await user.type(screen.getByLabelText('New Password'), next);
  if (confirm) await user.type(screen.getByLabelText('Confirm New Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('ChangePasswordPage', () => {
  it('has the fields and a Cancel back to /profile', async () => {
    await openPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Change Your Password' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/profile');
  });

  it('shows the product’s messages: current password under 6, the password rule, the match rule', async () => {
    await openPage();

    await submit('12345', 'Abcdefg1', 'Abcdefg2');

    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(
      screen.getByText('Password must contain at least one special character'),
    ).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(supabase().auth.updateUser).not.toHaveBeenCalled();
  });

  it('sends the current password with the new one, and says so when the service finds it wrong', async () => {
    supabase().auth.updateUser.mockResolvedValueOnce({
      data: { user: null },
      error: fakeAuthError('Current password required when setting new password.', {
        status: 400,
        code: 'current_password_mismatch',
      }),
    });
    await openPage();

    await submit('wrong-old', NEW, NEW);

    expect(await screen.findByText(CURRENT_PASSWORD_WRONG)).toBeInTheDocument();
    expect(screen.getByLabelText('Current Password')).toHaveAttribute('aria-invalid', 'true');
    expect(supabase().auth.updateUser).toHaveBeenCalledWith({
      password: NEW,
      current_password: 'wrong-old',
    });
    // No second sign-in to check it: that would open another session.
    expect(supabase().auth.signInWithPassword).not.toHaveBeenCalled();
    expect(toasts().queryByText('Password Update Error')).toBeNull();
  });

  it('sends the new password with the current one, then shows the success panel', async () => {
    await openPage();

    await submit('Old$ecret1', NEW, NEW);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Password Updated' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your password has been updated successfully.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(supabase().auth.updateUser).toHaveBeenCalledWith({
      password: NEW,
      current_password: 'Old$ecret1',
    });
  });

  it("logs a failed update and shows the service's message", async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    supabase().auth.updateUser.mockResolvedValueOnce({
      data: { user: null },
      error: fakeAuthError('New password should be different from the old password.', {
        status: 422,
      }),
    });
    await openPage();

    await submit('Old$ecret1', NEW, NEW);

    expect(await toasts().findByText('Password Update Error')).toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Password Updated' })).toBeNull();
  });

  it('keeps the form with its values and re-enables "Update Password" after a failed update', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => {});
    type UpdateAnswer = { data: { user: null }; error: unknown };
    let answer: (value: UpdateAnswer) => void = () => {};
    supabase().auth.updateUser.mockReturnValueOnce(
      new Promise<UpdateAnswer>((resolve) => {
        answer = resolve;
      }),
    );
    await openPage();

    await submit('Old$ecret1', NEW, NEW);

    const busy = await screen.findByRole('button', { name: /Updating\.\.\./ });
    expect(busy).toBeDisabled();
    act(() =>
      answer({
        data: { user: null },
        error: fakeAuthError('Auth session missing!', { status: 401 }),
      }),
    );

    expect(await toasts().findByText('Password Update Error')).toBeInTheDocument();
    expect(toasts().getByText('Auth session missing!')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Change Your Password' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Password' })).toBeEnabled();
    expect(screen.getByLabelText('Current Password')).toHaveValue('Old$ecret1');
    expect(screen.getByLabelText('New Password')).toHaveValue(NEW);
    expect(screen.getByLabelText('Confirm New Password')).toHaveValue(NEW);
  });
});
