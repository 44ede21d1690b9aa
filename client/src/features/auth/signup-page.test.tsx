import { screen, waitFor, within } from '@testing-library/react';
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

async function fillAndSubmit(
  password = 'Sup3r$ecret!',
  { untickTips = false }: { untickTips?: boolean } = {},
) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('First name'), 'Jo');
  await user.type(screen.getByLabelText('Last name'), 'Tester');
  await user.type(screen.getByLabelText('Email'), 'jo@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), password);
  if (untickTips) await user.click(screen.getByLabelText('Tips and news by email'));
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
}

/** The user_metadata the form sent with supabase-js's signUp. */
function sentMetadata() {
  const [call] = supabase().auth.signUp.mock.calls as unknown as [{ options: { data: object } }][];
  return call?.[0].options.data;
}

describe('SignupPage', () => {
  it('ticks the password rule off as she types, instead of one rule per failed submit', async () => {
    renderAuthPage(<SignupPage />, '/signup');
    const user = userEvent.setup();
    const metRules = () =>
      within(screen.getByRole('list', { name: 'Your password needs' }))
        .getAllByRole('listitem')
        .filter((item) => item.dataset.met === 'true')
        .map((item) => item.textContent);
    expect(metRules()).toEqual([]);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      /At least 8 characters\s*\(not yet\)/,
    );

    await user.type(screen.getByLabelText('Password'), 'sup3r');
    expect(metRules()).toEqual(['A lowercase letter (done)', 'A number (done)']);

    await user.type(screen.getByLabelText('Password'), '$ecreT');
    expect(metRules()).toHaveLength(5);
    // The confirmation field repeats the password; it has no list of its own.
    expect(screen.getAllByRole('list', { name: 'Your password needs' })).toHaveLength(1);
  });

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
    expect(toasts().getByText('You are signed in.')).toBeInTheDocument();
    expect(toasts().queryByText('Please check your email to confirm your account.')).toBeNull();
    await waitFor(() => expect(memory.history.at(-1)).toBe('/home'));
  });

  it('offers "Tips and news by email" before anything is sent, ticked, and sends the choice', async () => {
    supabase().auth.signUp.mockResolvedValue({
      data: { session: null, user: fakeSession().user },
      error: null,
    });
    renderAuthPage(<SignupPage />, '/signup');

    const tips = screen.getByRole('checkbox', { name: 'Tips and news by email' });
    expect(tips).toBeChecked();
    expect(tips).toHaveAccessibleDescription(
      'A welcome with three tips, then news now and then; switch it off at any time in Settings. No email from us mentions separation or divorce before it is opened.',
    );
    await fillAndSubmit();
    await waitFor(() => expect(supabase().auth.signUp).toHaveBeenCalledTimes(1));
    expect(sentMetadata()).toEqual({
      first_name: 'Jo',
      last_name: 'Tester',
      marketing_emails: true,
    });
  });

  it('sends marketing_emails false when she unticks "Tips and news by email"', async () => {
    supabase().auth.signUp.mockResolvedValue({
      data: { session: null, user: fakeSession().user },
      error: null,
    });
    renderAuthPage(<SignupPage />, '/signup');

    await fillAndSubmit('Sup3r$ecret!', { untickTips: true });
    await waitFor(() => expect(supabase().auth.signUp).toHaveBeenCalledTimes(1));
    expect(sentMetadata()).toEqual({
      first_name: 'Jo',
      last_name: 'Tester',
      marketing_emails: false,
    });
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
