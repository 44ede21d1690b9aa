/**
 * The real @supabase/supabase-js client against the built-in auth server: the same calls the
 * SPA makes, over HTTP, with the events it emits.
 */
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, uniqueEmail } from '../../test/auth';
import { TEST_DRIVERS } from '../../test/databases';
import { serveAuthServer } from '../../test/gotrue-compat/supabase-server';
import { LOCAL_ANON_KEY } from './anon-key';

describe.each(TEST_DRIVERS)('supabase-js against the built-in auth server on %s', (driver) => {
  const served = serveAuthServer(driver);
  const newClient = (flowType: 'implicit' | 'pkce' = 'implicit') => served.newClient({ flowType });

  it('signs up, signs in, refreshes, reads and updates the user, and signs out', async () => {
    const email = uniqueEmail('sdk');
    const { client, events } = newClient();

    const signUp = await client.auth.signUp({
      email,
      password: TEST_PASSWORD,
      options: { data: { first_name: 'Robin', last_name: 'Lee' } },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session?.access_token).toBeTruthy();
    expect(signUp.data.user?.user_metadata).toEqual({ first_name: 'Robin', last_name: 'Lee' });

    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(signUp.data.session?.refresh_token);

    const { data: me, error: meError } = await client.auth.getUser();
    expect(meError).toBeNull();
    expect(me.user?.email).toBe(email);

    // A new password needs the current one, as supabase-js sends it.
    const without = await client.auth.updateUser({ password: 'N3w$ecret-pass' });
    expect(without.error?.code).toBe('current_password_required');
    const updated = await client.auth.updateUser({
      password: 'N3w$ecret-pass',
      current_password: TEST_PASSWORD,
    });
    expect(updated.error).toBeNull();

    // ...or a code from reauthenticate(), sent to the account's address.
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const outbox = await (await fetch(`${served.url}/auth/v1/dev/outbox?email=${email}`)).json();
    const nonce = /Your code: (\d{6})/.exec(outbox.messages.at(-1).text)?.[1];
    expect(nonce).toMatch(/^\d{6}$/);
    const wrongNonce = await client.auth.updateUser({ password: 'Th1rd$ecret', nonce: '000000' });
    expect(wrongNonce.error?.code).toBe('reauthentication_not_valid');
    expect((await client.auth.updateUser({ password: 'Th1rd$ecret', nonce })).error).toBeNull();
    // A code works once.
    const again = await client.auth.updateUser({ password: 'F0urth$ecret', nonce });
    expect(again.error?.code).toBe('reauthentication_not_valid');

    expect((await client.auth.signOut()).error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();

    const oldPassword = await client.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(oldPassword.error?.message).toBe('Invalid login credentials');
    const newPassword = await client.auth.signInWithPassword({ email, password: 'Th1rd$ecret' });
    expect(newPassword.error).toBeNull();
    expect(newPassword.data.user?.email).toBe(email);

    expect(events).toEqual([
      'INITIAL_SESSION',
      'SIGNED_IN',
      'TOKEN_REFRESHED',
      'USER_UPDATED',
      'USER_UPDATED',
      'SIGNED_OUT',
      'SIGNED_IN',
    ]);
  });

  it('reports the service’s messages for a taken email and a wrong password', async () => {
    const email = uniqueEmail('sdk-errors');
    const { client } = newClient();
    await client.auth.signUp({ email, password: TEST_PASSWORD });
    const again = await newClient().client.auth.signUp({ email, password: TEST_PASSWORD });
    expect(again.error?.message).toBe('User already registered');
    const wrong = await newClient().client.auth.signInWithPassword({
      email,
      password: 'nope-nope',
    });
    expect(wrong.error?.message).toBe('Invalid login credentials');
  });

  it('resets a password through the emailed link', async () => {
    const email = uniqueEmail('sdk-reset');
    await newClient().client.auth.signUp({ email, password: TEST_PASSWORD });

    const { client } = newClient();
    const sent = await client.auth.resetPasswordForEmail(email, {
      redirectTo: `${served.url}/update-password`,
    });
    expect(sent.error).toBeNull();

    const outbox = await (await fetch(`${served.url}/auth/v1/dev/outbox?email=${email}`)).json();
    const link: string = outbox.messages.at(-1).link;
    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const location = followed.headers.get('location')!;
    expect(location.startsWith(`${served.url}/update-password#`)).toBe(true);
    const hash = new URLSearchParams(location.split('#')[1]);
    expect(hash.get('type')).toBe('recovery');

    const { client: recovering, events } = newClient();
    const session = await recovering.auth.setSession({
      access_token: hash.get('access_token')!,
      refresh_token: hash.get('refresh_token')!,
    });
    expect(session.error).toBeNull();
    expect((await recovering.auth.updateUser({ password: 'Reset$ecret-9' })).error).toBeNull();
    expect(events).toContain('USER_UPDATED');

    const signIn = await newClient().client.auth.signInWithPassword({
      email,
      password: 'Reset$ecret-9',
    });
    expect(signIn.error).toBeNull();

    const reused = await fetch(link, { redirect: 'manual' });
    expect(reused.headers.get('location')).toContain('#error=access_denied');
  });

  it('resets a password with flowType pkce: ?code= on the redirect, exchanged for a session', async () => {
    const email = uniqueEmail('sdk-pkce');
    await newClient().client.auth.signUp({ email, password: TEST_PASSWORD });

    // The verifier stays in this client's storage, as in the browser that asked for the link.
    const { client, events } = newClient('pkce');
    const sent = await client.auth.resetPasswordForEmail(email, {
      redirectTo: `${served.url}/update-password`,
    });
    expect(sent.error).toBeNull();

    const outbox = await (await fetch(`${served.url}/auth/v1/dev/outbox?email=${email}`)).json();
    const followed = await fetch(outbox.messages.at(-1).link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const location = new URL(followed.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${served.url}/update-password`);
    expect(location.hash).toBe('');
    const code = location.searchParams.get('code')!;

    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(email);
    // A reset link's session sets the password without the old one.
    expect((await client.auth.updateUser({ password: 'Pkce$ecret-7' })).error).toBeNull();
    expect(events).toEqual(['INITIAL_SESSION', 'PASSWORD_RECOVERY', 'USER_UPDATED']);

    // Used: GoTrue's answer to a second exchange (supabase-js has dropped its verifier by now).
    const again = await fetch(`${served.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
    });
    expect(again.status).toBe(404);
    const signIn = await newClient().client.auth.signInWithPassword({
      email,
      password: 'Pkce$ecret-7',
    });
    expect(signIn.error).toBeNull();
  });
});
