/**
 * The real @supabase/supabase-js client against the built-in auth server: the same calls the
 * SPA makes, over HTTP, with the events it emits.
 */
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { createClient, type AuthChangeEvent, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp } from '../../test/app';
import { TEST_PASSWORD, uniqueEmail } from '../../test/auth';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../test/databases';
import { LOCAL_ANON_KEY } from './anon-key';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe.each(TEST_DRIVERS)('supabase-js against the built-in auth server on %s', (driver) => {
  let database: TestDatabase;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    // Links are built from PUBLIC_URL only, so the app learns its port before it is made.
    server = createServer();
    server.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { app } = await createTestApp(database, { PUBLIC_URL: url });
    server.on('request', app);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await database.destroy();
  });

  function newClient(): { client: SupabaseClient; events: AuthChangeEvent[] } {
    const client = createClient(url, LOCAL_ANON_KEY, {
      // Node 20 has no global WebSocket; supabase-js wants one for realtime, which we never use.
      realtime: { transport: WebSocket as never },
      auth: {
        storage: memoryStorage(),
        persistSession: true,
        autoRefreshToken: false,
        detectSessionInUrl: false,
      },
    });
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    return { client, events };
  }

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

    const updated = await client.auth.updateUser({ password: 'N3w$ecret-pass' });
    expect(updated.error).toBeNull();

    expect((await client.auth.signOut()).error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();

    const oldPassword = await client.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(oldPassword.error?.message).toBe('Invalid login credentials');
    const newPassword = await client.auth.signInWithPassword({ email, password: 'N3w$ecret-pass' });
    expect(newPassword.error).toBeNull();
    expect(newPassword.data.user?.email).toBe(email);

    expect(events).toEqual([
      'INITIAL_SESSION',
      'SIGNED_IN',
      'TOKEN_REFRESHED',
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
      redirectTo: `${url}/update-password`,
    });
    expect(sent.error).toBeNull();

    const outbox = await (await fetch(`${url}/auth/v1/dev/outbox?email=${email}`)).json();
    const link: string = outbox.messages.at(-1).link;
    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const location = followed.headers.get('location')!;
    expect(location.startsWith(`${url}/update-password#`)).toBe(true);
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
});
