/**
 * The password asked for again before a step a session alone must not take (deleting the
 * account, resuming a paused link): a phone left unlocked has the session, not the password.
 * With the built-in auth server the check opens no session. With hosted Supabase, whose password
 * hashes we never see, its password grant answers; the session it opens there is not kept.
 */
import type { Config } from '../config';
import type { AuthSetup } from './setup';

/** Whether `email` and `password` sign in as the auth user `authUserId`. */
export async function signsInAs(
  { config, auth }: { config: Config; auth: AuthSetup },
  authUserId: string,
  credentials: { email: string; password: string },
): Promise<boolean> {
  if (auth.local) {
    const owner = await auth.local.accounts.verifyCredentials(credentials);
    return owner?.id === authUserId;
  }
  if (config.auth.mode !== 'supabase') return false;
  const response = await fetch(`${config.auth.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: config.auth.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) return false;
  const body = (await response.json()) as { user?: { id?: string } };
  return body.user?.id === authUserId;
}
