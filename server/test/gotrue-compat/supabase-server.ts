/**
 * The built-in auth server listening on a port, for tests that drive the real
 * @supabase/supabase-js client against it over HTTP: a fresh database on `driver`, the app made
 * once its port (and so PUBLIC_URL) is known, and clients with in-memory storage.
 */
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import {
  createClient,
  type AuthChangeEvent,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js';
import { afterAll, beforeAll } from 'vitest';
import WebSocket from 'ws';
import { LOCAL_ANON_KEY } from '../../gotrue/wire/anon-key';
import { createTestApp } from '../app';
import type { DriverName } from '../../db/connect';
import { createTestDatabase, type TestDatabase } from '../databases';

/** supabase-js's storage in memory; `items` lets a test read and tamper with what it keeps. */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

export interface AuthClient {
  client: SupabaseClient;
  /** Every event onAuthStateChange reported, in order. */
  events: AuthChangeEvent[];
}

/**
 * Serves the app for the enclosing describe block (made in its beforeAll, closed in its
 * afterAll). Read `url` and call `newClient` in tests, once the beforeAll has run.
 */
export function serveAuthServer(driver: DriverName, env: Record<string, string> = {}) {
  let database: TestDatabase | undefined;
  let server: Server | undefined;
  let url = '';

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    // Links are built from PUBLIC_URL only, so the app learns its port before it is made.
    server = createServer();
    server.listen(0, '127.0.0.1');
    await new Promise((resolve) => server!.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { app } = await createTestApp(database, { PUBLIC_URL: url, ...env });
    server.on('request', app);
  });
  afterAll(async () => {
    if (server) await new Promise((resolve) => server!.close(resolve));
    await database?.destroy();
  });

  return {
    get url(): string {
      return url;
    },
    newClient(auth: SupabaseClientOptions<'public'>['auth'] = {}): AuthClient {
      const client = createClient(url, LOCAL_ANON_KEY, {
        // Node 20 has no global WebSocket; supabase-js wants one for realtime, never used here.
        realtime: { transport: WebSocket as never },
        auth: {
          storage: memoryStorage(),
          persistSession: true,
          autoRefreshToken: false,
          detectSessionInUrl: false,
          ...auth,
        },
      });
      const events: AuthChangeEvent[] = [];
      client.auth.onAuthStateChange((event) => {
        events.push(event);
      });
      return { client, events };
    },
  };
}
