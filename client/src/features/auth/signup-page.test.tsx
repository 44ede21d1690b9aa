import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAuthPage, withFakeSupabase } from '@/test/auth-page';
import { fakeAuthError, fakeSession } from '@/test/fake-supabase';
import { toasts } from '@/test/render-app';
import { SignupPage } from './signup-page';

vi.mock('./supabase', async () =>
  (await import('@/test/supabase-module-mock')).supabaseModuleMock(),
);
vi.mock('./auth-sync', async () =>
  (await import('@/test/auth-sync-module-mock')).authSyncModuleMock(),
);

const supabase = withFakeSupabase();

async function fillAndSubmit(password = 'Sup3r$ecret!') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('First name'), 'Jo');
  await user.type(screen.getByLabelText('Last name'), 'Tester');
  await user.type(screen.getByLabelText('Email'), 'jo@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('SignupPage', () => {
  it("with email confirmation on, shows 'Account created' and goes to the login page", async () => {
    supabase().auth.signUp.mockResolvedValueOnce({
      data: { session: null, user: fakeSession().user },
      error: null,
    });
    const { memory } = renderAuthPage(<SignupPage />, '/signup');

    await fillAndSubmit();

    expect(await toasts().findByText('Account created')).toBeInTheDocument();
    expect(
      toasts().getByText('Please check your email to confirm your account.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(memory.history.at(-1)).toBe('/login'));
  });

  it('without confirmation, signs in and goes to /home once the session is in', async () => {
    supabase().auth.signUp.mockImplementationOnce(async () => {
      const session = fakeSession();
      supabase().emit('SIGNED_IN', session);
      return { data: { session, user: session.user }, error: null };
    });
    const { memory } = renderAuthPage(<SignupPage />, '/signup');

    await fillAndSubmit();

    expect(await toasts().findByText('Account created')).toBeInTheDocument();
    await waitFor(() => expect(memory.history.at(-1)).toBe('/home'));
  });

  it("shows the server's password rule as a 'Signup Error'", async () => {
    const message = 'Password should be at least 8 characters.';
    supabase().auth.signUp.mockResolvedValueOnce({
      data: { session: null, user: null },
      error: fakeAuthError(message, { status: 422 }),
    });
    const { memory } = renderAuthPage(<SignupPage />, '/signup');

    await fillAndSubmit();

    expect(await toasts().findByText('Signup Error')).toBeInTheDocument();
    expect(toasts().getByText(message)).toBeInTheDocument();
    expect(memory.history.at(-1)).toBe('/signup');
  });
});
