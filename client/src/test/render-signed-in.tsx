/**
 * Renders a signed-in screen with a given plan: a fresh query cache, toasts, the auth and
 * subscription contexts and a memory router, against a stubbed `fetch` that plays the API.
 */
import { checkAnswer } from '@shared/api-contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ToastProvider } from '@/components/ui/toast';
import type { AuthUser } from '@/features/auth';
import type { Profile, SubscriptionState } from '@/features/subscriptions';
import { authState, jo, subscriptionState, TestContexts } from './contexts';

export { jo };

export type Plan = 'free' | 'premium' | 'loading';

function subscriptionFor(plan: Plan): SubscriptionState {
  return subscriptionState({
    subscriptionStatus: plan === 'premium' ? 'premium' : 'free',
    isPremium: plan === 'premium',
    isSubscriptionLoading: plan === 'loading',
  });
}

export function renderSignedIn(
  ui: ReactElement,
  {
    plan = 'free',
    user = jo,
    path = '/',
    signOut = async () => {},
  }: { plan?: Plan; user?: AuthUser | null; path?: string; signOut?: () => Promise<void> } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, retryDelay: 0, gcTime: Infinity },
      mutations: { retry: false },
    },
  });
  const memory = memoryLocation({ path, record: true });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <TestContexts auth={authState({ user, signOut })} subscription={subscriptionFor(plan)}>
          <Router hook={memory.hook} searchHook={memory.searchHook}>
            {ui}
          </Router>
        </TestContexts>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...view, memory, queryClient };
}

export type ApiCall = { method: string; path: string; body: unknown };
type Handler = (call: ApiCall) => Response | Promise<Response>;

/** A JSON response; 204 and `undefined` give an empty body. */
export function reply(status: number, body?: unknown): Response {
  const text = status === 204 || body === undefined ? null : JSON.stringify(body);
  return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
}

/** Jo's profile (GET /api/profile's answer) on `plan`, with no subscription record. */
export function joProfile(plan: 'free' | 'premium'): Profile {
  return {
    subscription_status: plan,
    subscription: null,
    first_name: 'Jo',
    last_name: 'Smith',
    email: 'jo@example.com',
    username: 'jo',
  };
}

/** GET /api/auth/status's answer: the plan the plan query's first read after sign-in checks. */
export function planStatusReply(plan: 'free' | 'premium' = 'free'): Response {
  return reply(200, { subscription_status: plan, was_downgraded: false });
}

/** A fixed answer: a status with a body (a string is sent as it is), a network failure, or none. */
export type CannedReply = { status: number; body?: unknown } | 'network-error' | 'never';

/** A handler that answers each path with its canned reply; any other path fails the test. */
export function replyByPath(replies: Record<string, CannedReply>): Handler {
  return ({ path }) => {
    const canned = replies[path];
    if (canned === undefined) throw new Error(`unexpected request to ${path}`);
    if (canned === 'network-error') throw new TypeError('Failed to fetch');
    if (canned === 'never') return new Promise<Response>(() => {});
    const text =
      canned.body === undefined
        ? ''
        : typeof canned.body === 'string'
          ? canned.body
          : JSON.stringify(canned.body);
    return new Response(text, { status: canned.status });
  };
}

/** Stubs fetch with `handler` and records every call (its path without the origin). */
export function stubApi(handler: Handler) {
  const calls: ApiCall[] = [];
  // Non-GET requests echo this cookie, so no CSRF bootstrap request is made.
  document.cookie = 'XSRF-TOKEN=test-token';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const { pathname, search } = new URL(url, 'http://localhost');
      const call: ApiCall = {
        method: init.method ?? 'GET',
        path: pathname + search,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const response = await handler(call);
      // A faked success must be what the server answers: held to the same contract.
      if (response.ok && response.status !== 204) {
        const text = await response.clone().text();
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          return response;
        }
        checkAnswer(call.method, call.path, body);
      }
      return response;
    }),
  );
  return calls;
}

export { deferred } from './deferred';

/**
 * Queries inside the toast region (Radix also renders announce-only copies elsewhere). An open
 * modal dialog hides the rest of the page from the accessibility tree, the region included.
 */
export function toastRegion() {
  return within(screen.getByRole('region', { name: /notifications/i, hidden: true }));
}
