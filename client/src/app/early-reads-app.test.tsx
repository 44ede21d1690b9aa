/**
 * The early reads against the app's own first requests: each is taken, so nothing goes twice.
 * The two are built apart (app/early-reads.ts, and the auth, plan, language and tracker code):
 * were their header fields to drift apart, every request would simply be sent twice.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { localKeys } from '@/lib/storage';
import { reply, stubApi, joProfile } from '@/test/render-signed-in';
import { sendFirstReadsEarly } from './early-reads';
import { AppProvider } from './provider';
import { AppRouter } from './router';

vi.mock('@/features/auth/supabase', async () =>
  (await import('@/test/supabase-module-mock')).supabaseModuleMock(),
);

const USER_ID = 'user-early';

// Transformed once here, so the test measures the app, not the first import.
beforeAll(async () => {
  await Promise.all([import('@/features/expenses/expenses-page'), import('@/lib/query-client')]);
}, 60_000);

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  localStorage.setItem(
    localKeys.authSession,
    JSON.stringify({
      access_token: 'token-early',
      refresh_token: 'refresh',
      expires_at: Math.floor(Date.now() / 1000) + 3_600,
      user: { id: USER_ID, email: 'jo@example.com' },
    }),
  );
  window.history.replaceState(null, '', '/expenses');
});

afterEach(() => {
  // The app goes before the URL is put back: its scroll-to-top would otherwise run unstubbed.
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the early reads and the app', () => {
  it('on /expenses: the check, the profile, the language and the list each go once', async () => {
    const calls = stubApi(({ path }) => {
      if (path === '/api/auth/status') {
        return reply(200, { subscription_status: 'premium', was_downgraded: false });
      }
      if (path === '/api/profile') return reply(200, joProfile('premium'));
      if (path === '/api/account/language') return reply(200, { language: null });
      if (path === '/api/expenses') return reply(200, []);
      return reply(404, { error: 'Not found', code: 'not_found' });
    });

    sendFirstReadsEarly();
    render(
      <AppProvider>
        <AppRouter />
      </AppProvider>,
    );

    expect(await screen.findByRole('button', { name: 'Add Expense' })).toBeInTheDocument();
    expect(await screen.findByText(/No expenses/)).toBeInTheDocument();
    const count = (path: string) => calls.filter((call) => call.path === path).length;
    expect({
      status: count('/api/auth/status'),
      profile: count('/api/profile'),
      language: count('/api/account/language'),
      list: count('/api/expenses'),
    }).toEqual({ status: 1, profile: 1, language: 1, list: 1 });
  });
});
