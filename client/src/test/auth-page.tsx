/**
 * For the auth screens' tests: the app's providers over a fake supabase-js client. vi.mock is
 * hoisted per file, so each test file names the two module mocks itself:
 *   vi.mock('@/features/auth/supabase', async () =>
 *     (await import('@/test/supabase-module-mock')).supabaseModuleMock());
 *   vi.mock('@/features/auth/auth-sync', async () =>
 *     (await import('@/test/auth-sync-module-mock')).authSyncModuleMock());
 * then gives each test its client with `installFakeSupabase` and undoes it with
 * `cleanUpAuthPageTest`.
 */
import type { Session } from '@supabase/supabase-js';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { getSupabase } from '@/features/auth/supabase';
import { createFakeSupabase, type FakeSupabase } from './fake-supabase';
import { renderApp } from './render-app';

/** A fresh fake client, signed in with `session` if given, which `getSupabase` now hands out. */
export function installFakeSupabase(session: Session | null = null): FakeSupabase {
  const supabase = createFakeSupabase(session);
  vi.mocked(getSupabase).mockResolvedValue(supabase as never);
  return supabase;
}

/**
 * For a test file of auth screens: a fresh fake supabase-js before each test (signed in when
 * `session` is given) and the cleanup after it. Read the fake through the returned getter.
 */
export function withFakeSupabase(session?: () => Session): () => FakeSupabase {
  let supabase: FakeSupabase | undefined;
  beforeEach(() => {
    supabase = installFakeSupabase(session?.() ?? null);
  });
  afterEach(cleanUpAuthPageTest);
  return () => {
    if (!supabase) throw new Error('the fake supabase-js is installed in beforeEach');
    return supabase;
  };
}

/** After each test: the mocks' calls forgotten, real timers back, the browser at `/` again. */
export function cleanUpAuthPageTest() {
  window.history.replaceState(null, '', '/');
  vi.clearAllMocks();
  vi.useRealTimers();
}

/**
 * Renders an auth screen in the app's providers with the browser at `url` (the screens read
 * its hash and query) and the router at its path.
 */
export function renderAuthPage(ui: ReactNode, url: string) {
  window.history.replaceState(null, '', url);
  return renderApp(ui, { path: new URL(url, window.location.origin).pathname });
}

/** As renderAuthPage, for a signed-in screen: waits until the provider has read the session. */
export async function renderSignedInAuthPage(ui: ReactNode, url: string) {
  const view = renderAuthPage(ui, url);
  // The header's Log out button shows once the session is known.
  await screen.findByRole('button', { name: 'Log out' });
  return view;
}
