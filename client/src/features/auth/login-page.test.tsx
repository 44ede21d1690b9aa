import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setRememberMe } from './supabase';
import { renderAuthPage, withFakeSupabase } from '@/test/auth-page';
import { fakeAuthError, fakeSession } from '@/test/fake-supabase';
import { toasts } from '@/test/render-app';
import { LoginPage } from './login-page';

vi.mock('./supabase', async () =>
  (await import('@/test/supabase-module-mock')).supabaseModuleMock(),
);
vi.mock('./auth-sync', async () =>
  (await import('@/test/auth-sync-module-mock')).authSyncModuleMock(),
);

const supabase = withFakeSupabase();

async function fillAndSubmit(email: string, password: string, remember = false) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (remember) await user.click(screen.getByLabelText('Remember me'));
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage', () => {
  it('has the fields, the remember-me box and the links the log-in screen promises', () => {
    renderAuthPage(<LoginPage />, '/login');

    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Remember me')).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });

  it('shows the product’s messages under the fields and does not call the service', async () => {
    renderAuthPage(<LoginPage />, '/login');

    await fillAndSubmit('not-an-email', 'short');

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(supabase().auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it.each(['Invalid login credentials', 'Email not confirmed'])(
    "shows 'Login Error' with the service's message: %s",
    async (message) => {
      supabase().auth.signInWithPassword.mockResolvedValueOnce({
        data: { session: null, user: null },
        error: fakeAuthError(message, { status: 400 }),
      });
      const { memory } = renderAuthPage(<LoginPage />, '/login');

      await fillAndSubmit('jo@example.com', 'Sup3r$ecret!');

      expect(await toasts().findByText('Login Error')).toBeInTheDocument();
      expect(toasts().getByText(message)).toBeInTheDocument();
      expect(memory.history.at(-1)).toBe('/login');
    },
  );

  it("shows 'Login failed' when something throws", async () => {
    supabase().auth.signInWithPassword.mockRejectedValueOnce(new Error('Network down'));
    renderAuthPage(<LoginPage />, '/login');

    await fillAndSubmit('jo@example.com', 'Sup3r$ecret!');

    expect(await toasts().findByText('Login failed')).toBeInTheDocument();
    expect(toasts().getByText('Network down')).toBeInTheDocument();
  });

  it('welcomes the user back and goes to /home once the session is in', async () => {
    supabase().auth.signInWithPassword.mockImplementationOnce(async () => {
      const session = fakeSession();
      supabase().emit('SIGNED_IN', session);
      return { data: { session, user: session.user }, error: null };
    });
    const { memory } = renderAuthPage(<LoginPage />, '/login');

    await fillAndSubmit(' jo@example.com ', 'Sup3r$ecret!', true);

    expect(await toasts().findByText('Welcome back!')).toBeInTheDocument();
    expect(toasts().getByText('You have been logged in successfully.')).toBeInTheDocument();
    await waitFor(() => expect(memory.history.at(-1)).toBe('/home'));
    expect(supabase().auth.signInWithPassword).toHaveBeenCalledWith({
      email: 'jo@example.com',
      password: 'Sup3r$ecret!',
    });
    expect(setRememberMe).toHaveBeenCalledWith(true);
  });

  it('keeps the session for this browser session only when "Remember me" is not ticked', async () => {
    renderAuthPage(<LoginPage />, '/login');

    await fillAndSubmit('jo@example.com', 'Sup3r$ecret!');

    await waitFor(() => expect(setRememberMe).toHaveBeenCalledWith(false));
  });

  it('disables the button with a spinner while signing in', async () => {
    let finish: () => void = () => {};
    supabase().auth.signInWithPassword.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          finish = () => resolve({ data: { session: null, user: null }, error: null });
        }),
    );
    renderAuthPage(<LoginPage />, '/login');

    await fillAndSubmit('jo@example.com', 'Sup3r$ecret!');

    const button = await screen.findByRole('button', { name: 'Logging in...' });
    expect(button).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeEnabled();
  });
});
