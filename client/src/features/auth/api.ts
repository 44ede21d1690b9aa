/**
 * The auth service calls the auth screens make (docs/product.md#api-conventions "Hosted
 * authentication service calls"), all through the one supabase-js client. Each returns
 * supabase-js's `{ data, error }`, so the screens can show the service's own message.
 */
import type { LoginValues, SignupValues } from '@shared/auth';
import { paths } from '@/config/paths';
import { getSupabase, setRememberMe } from './supabase';

/** Where the reset email's link sends the user back to: this origin's /update-password. */
export function passwordResetRedirectUrl(): string {
  return `${window.location.origin}${paths.updatePassword}`;
}

export async function signIn({ email, password, rememberMe }: LoginValues) {
  setRememberMe(rememberMe === true);
  const supabase = await getSupabase();
  return supabase.auth.signInWithPassword({ email, password });
}

export async function signUp({
  email,
  password,
  firstName,
  lastName,
  marketingEmails,
}: SignupValues) {
  // There is no "Remember me" on sign-up: the session ends with the browser, as it does for an
  // unticked box at login.
  setRememberMe(false);
  const supabase = await getSupabase();
  return supabase.auth.signUp({
    email,
    password,
    options: {
      // marketing_emails becomes the account's email preference when the API first sees it.
      data: { first_name: firstName, last_name: lastName, marketing_emails: marketingEmails },
      emailRedirectTo: `${window.location.origin}${paths.home}`,
    },
  });
}

export async function requestPasswordReset(email: string) {
  const supabase = await getSupabase();
  return supabase.auth.resetPasswordForEmail(email, { redirectTo: passwordResetRedirectUrl() });
}

/**
 * Sets a new password. Signed in with a password, the current one goes with it and the service
 * checks it (GoTrue's current_password); a reset link's session sends the new one alone.
 */
export async function updatePassword(password: string, currentPassword?: string) {
  const supabase = await getSupabase();
  return supabase.auth.updateUser(
    currentPassword === undefined ? { password } : { password, current_password: currentPassword },
  );
}

export async function getCurrentSession() {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.getSession();
  if (error) throw error;
  return data.session;
}

/** A reset link that carries a one-time `token` (not a session) is exchanged for a session. */
export async function exchangeRecoveryToken(tokenHash: string) {
  const supabase = await getSupabase();
  return supabase.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
}
