/**
 * A stand-in for the supabase-js client in component tests: each auth method is a vi.fn that
 * answers like supabase-js ({ data, error }), and `emit` plays an auth event to the listeners.
 */
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { vi } from 'vitest';

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

export function fakeSession(
  overrides: { id?: string; email?: string; metadata?: Record<string, unknown> } = {},
): Session {
  return {
    access_token: 'access-token',
    refresh_token: 'refresh-token',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    token_type: 'bearer',
    user: {
      id: overrides.id ?? '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5',
      email: overrides.email ?? 'jo@example.com',
      aud: 'authenticated',
      app_metadata: {},
      user_metadata: overrides.metadata ?? { first_name: 'Jo', last_name: 'Smith' },
      created_at: new Date().toISOString(),
    },
  } as Session;
}

/** An AuthError-like value, as supabase-js returns in `error`. */
export function fakeAuthError(message: string, extra: { status?: number; code?: string } = {}) {
  return Object.assign(new Error(message), { name: 'AuthApiError', __isAuthError: true, ...extra });
}

export function createFakeSupabase(initialSession: Session | null = null) {
  const listeners = new Set<Listener>();
  let session = initialSession;

  type AuthResult = {
    data: { session: Session | null; user: Session['user'] | null };
    error: unknown;
  };
  const noSession = async (): Promise<AuthResult> => ({
    data: { session: null, user: null },
    error: null,
  });

  const auth = {
    onAuthStateChange: vi.fn((listener: Listener) => {
      listeners.add(listener);
      // Like supabase-js: the first event, INITIAL_SESSION, arrives asynchronously.
      setTimeout(() => listener('INITIAL_SESSION', session), 0);
      return { data: { subscription: { unsubscribe: () => listeners.delete(listener) } } };
    }),
    getSession: vi.fn(async () => ({ data: { session }, error: null })),
    signInWithPassword: vi.fn(noSession),
    signUp: vi.fn(noSession),
    signOut: vi.fn(async () => ({ error: null as unknown })),
    resetPasswordForEmail: vi.fn(async () => ({ data: {}, error: null as unknown })),
    updateUser: vi.fn(async () => ({ data: { user: null }, error: null as unknown })),
    verifyOtp: vi.fn(noSession),
  };

  return {
    auth,
    setSession(next: Session | null) {
      session = next;
    },
    /** Plays an auth event to every listener, as supabase-js does after a sign-in and the like. */
    emit(event: AuthChangeEvent, next: Session | null) {
      session = next;
      for (const listener of listeners) listener(event, next);
    },
  };
}

export type FakeSupabase = ReturnType<typeof createFakeSupabase>;
