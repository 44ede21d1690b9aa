import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
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

/** Renders a page with a fresh query cache (no retry delay), toasts, a user and a memory router. */
export function renderPage(ui: ReactElement, { user = testUser }: { user?: AuthUser | null } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, retryDelay: 0, gcTime: Infinity } },
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
  return { ...view, memory, queryClient };
}

type Reply = { status: number; body?: unknown } | 'network-error' | 'never';

/** Stubs fetch with one reply per API path; records the paths requested. */
export function stubApi(replies: Record<string, Reply>) {
  const requested: string[] = [];
  const fetchMock = async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    requested.push(path);
    const reply = replies[path];
    if (reply === undefined) throw new Error(`unexpected request to ${path}`);
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    if (reply === 'never') return new Promise<Response>(() => {});
    const text =
      reply.body === undefined
        ? ''
        : typeof reply.body === 'string'
          ? reply.body
          : JSON.stringify(reply.body);
    return new Response(text, { status: reply.status });
  };
  return { fetchMock, requested };
}
