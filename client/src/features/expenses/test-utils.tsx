/**
 * Renders an Expense Tracker screen inside the providers it needs (a fresh query cache, toasts,
 * a signed-in user, a memory router) against a stubbed `fetch` that plays the API.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ToastProvider } from '@/components/ui/toast';
import { AuthContext, type AuthState, type AuthUser } from '@/lib/auth';

export const testUser: AuthUser = {
  id: '5b7e1c7e-0000-4000-8000-000000000001',
  email: 'jo@example.com',
  firstName: 'Jo',
  lastName: 'Smith',
};

export function renderScreen(
  ui: ReactElement,
  { user = testUser }: { user?: AuthUser | null } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retryDelay: 0, gcTime: Infinity }, mutations: { retry: false } },
  });
  const auth: AuthState = {
    user,
    isLoading: false,
    subscriptionStatus: 'premium',
    signOut: async () => {},
  };
  const memory = memoryLocation({ path: '/', record: true });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <AuthContext.Provider value={auth}>
          <Router hook={memory.hook}>{ui}</Router>
        </AuthContext.Provider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient, memory };
}

export type ApiCall = { method: string; path: string; body: unknown };
type Handler = (call: ApiCall) => Response | Promise<Response>;

/** A JSON response; 204 and `undefined` give an empty body. */
export function reply(status: number, body?: unknown): Response {
  const text = status === 204 || body === undefined ? null : JSON.stringify(body);
  return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
}

/** Stubs fetch with `handler` and records every call. */
export function stubFetch(handler: Handler) {
  const calls: ApiCall[] = [];
  // Non-GET requests echo this cookie, so no CSRF bootstrap request is made.
  document.cookie = 'XSRF-TOKEN=test-token';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const call: ApiCall = {
        method: init?.method ?? 'GET',
        path: new URL(url, 'http://localhost').pathname,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      return handler(call);
    }),
  );
  return calls;
}

/** A promise the test settles when it wants to, for looking at the screen mid-request. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/**
 * Queries inside the toast region (Radix also renders announce-only copies elsewhere). An open
 * modal dialog hides the rest of the page from the accessibility tree, the region included.
 */
export function toasts() {
  return within(screen.getByRole('region', { name: /notifications/i, hidden: true }));
}
