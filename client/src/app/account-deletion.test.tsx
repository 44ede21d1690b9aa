/**
 * The whole way out: "Delete account" in Privacy & your data, the server's 200, the local sign-out and
 * the public goodbye page, through the real router, login guard and auth provider.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ToastProvider } from '@/components/ui/toast';
import { AuthProvider } from '@/features/auth';
import { createQueryClient } from '@/lib/query-client';
import { cleanUpAuthPageTest, installFakeSupabase } from '@/test/auth-page';
import { subscriptionState, TestContexts } from '@/test/contexts';
import { fakeSession } from '@/test/fake-supabase';
import { reply, stubApi, joProfile } from '@/test/render-signed-in';
import { AppRouter } from './router';

vi.mock('@/features/auth/supabase', async () =>
  (await import('@/test/supabase-module-mock')).supabaseModuleMock(),
);
vi.mock('@/features/auth/auth-sync', async () =>
  (await import('@/test/auth-sync-module-mock')).authSyncModuleMock(),
);

const profile = joProfile('free');

// The two pages' modules are transformed on their first import, which on a busy 2-core machine
// can take longer than the test may: done here once, so the test measures the journey alone.
beforeAll(async () => {
  await Promise.all([
    import('@/features/settings/settings-page'),
    import('@/features/account/goodbye-page'),
  ]);
}, 60_000);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  cleanUpAuthPageTest();
});

describe('deleting the account', () => {
  it('posts the credentials, signs out here and lands on /goodbye without passing /login', async () => {
    // jsdom does not scroll; the router scrolls to the top on every route change.
    vi.stubGlobal('scrollTo', vi.fn());
    const supabase = installFakeSupabase(fakeSession());
    // As supabase-js does, the sign-out tells every listener that nobody is signed in before it
    // is done (it still tidies its storage and releases its lock): the screen may render meanwhile.
    supabase.auth.signOut.mockImplementation(async () => {
      supabase.emit('SIGNED_OUT', null);
      await new Promise((settle) => setTimeout(settle, 50));
      return { error: null };
    });
    const calls = stubApi(({ path }) =>
      path === '/api/profile'
        ? reply(200, profile)
        : path === '/api/account/delete'
          ? reply(200, { deleted: true })
          : reply(404, { error: 'Not found' }),
    );
    const reloadPage = vi.fn();
    const memory = memoryLocation({ path: '/settings/privacy', record: true });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={memory.hook} searchHook={memory.searchHook}>
          <ToastProvider>
            <TestContexts subscription={subscriptionState()}>
              <AuthProvider reloadPage={reloadPage}>
                <AppRouter />
              </AuthProvider>
            </TestContexts>
          </ToastProvider>
        </Router>
      </QueryClientProvider>,
    );

    const card = await screen.findByRole('region', { name: 'Delete account' }, { timeout: 5000 });
    await userEvent.click(within(card).getByRole('button', { name: 'Delete account' }));
    await userEvent.type(screen.getByLabelText('Email address'), 'jo@example.com');
    await userEvent.type(screen.getByLabelText('Current password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Your account has been deleted' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([
      {
        method: 'POST',
        path: '/api/account/delete',
        body: { email: 'jo@example.com', password: 'correct horse' },
      },
    ]);
    expect(supabase.auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(memory.history).toEqual(['/settings/privacy', '/goodbye']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Log in' }).length).toBeGreaterThan(0);
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(memory.history).toEqual(['/settings/privacy', '/goodbye']);
  });
});
