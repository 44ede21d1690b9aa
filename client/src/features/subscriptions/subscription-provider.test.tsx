import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { joProfile } from '@/test/render-signed-in';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ToastProvider } from '@/components/ui/toast';
import { AuthContext, type AuthState } from '@/features/auth';
import { checkAuthStatus } from '@/features/auth';
import { localKeys, profileCacheKey } from '@/lib/storage';
import { useSubscription } from './use-subscription';
import { profileKeys, type Profile } from './api';
import { SubscriptionProvider } from '@/features/subscriptions';

vi.mock('@/features/auth/auth-sync', () => ({ checkAuthStatus: vi.fn() }));

const USER_ID = 'u1';
const signedIn: AuthState = {
  user: { id: USER_ID, email: 'jo@example.com', firstName: 'Jo', lastName: 'Smith' },
  isLoading: false,
  signOut: async () => {},
};

/** A premium profile in the browser's cache for `userId`, written `ageMs` ago. */
function cachePremiumProfile(userId: string, ageMs: number) {
  const entry = { profile: joProfile('premium'), timestamp: Date.now() - ageMs };
  localStorage.setItem(profileCacheKey(userId), JSON.stringify(entry));
}

type ProfileReply = Profile | 'fail' | 'hang';
let profileReplies: ProfileReply[];
let profileCalls: number;

function stubProfileApi() {
  profileCalls = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url !== '/api/profile') return new Response('{}', { status: 404 });
      profileCalls += 1;
      // The last reply repeats, so polling keeps getting it.
      const reply = profileReplies.length > 1 ? profileReplies.shift()! : profileReplies[0]!;
      if (reply === 'hang') return new Promise<Response>(() => {});
      if (reply === 'fail') return new Response('{"error":"down"}', { status: 503 });
      return new Response(JSON.stringify(reply), { status: 200 });
    }),
  );
}

function Probe() {
  const { subscriptionStatus, isPremium, isSubscriptionLoading } = useSubscription();
  return (
    <div>
      <p>{isSubscriptionLoading ? 'loading' : `plan:${subscriptionStatus}`}</p>
      <p>premium:{String(isPremium)}</p>
    </div>
  );
}

function renderProvider({ path = '/home', auth = signedIn } = {}) {
  const memory = memoryLocation({ path, record: true });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <Router hook={memory.hook} searchHook={memory.searchHook}>
          <AuthContext.Provider value={auth}>
            <SubscriptionProvider>
              <Probe />
            </SubscriptionProvider>
          </AuthContext.Provider>
        </Router>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { memory, queryClient, ...view };
}

function toasts() {
  return within(screen.getByRole('region', { name: /notifications/i }));
}

beforeEach(() => {
  localStorage.clear();
  profileReplies = [joProfile('free')];
  stubProfileApi();
  vi.mocked(checkAuthStatus).mockResolvedValue({
    subscription_status: 'free',
    was_downgraded: false,
  });
});

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('SubscriptionProvider', () => {
  it('is free and not loading for a signed-out visitor, and asks the server nothing', () => {
    renderProvider({ auth: { ...signedIn, user: null } });

    expect(screen.getByText('plan:free')).toBeInTheDocument();
    expect(checkAuthStatus).not.toHaveBeenCalled();
    expect(profileCalls).toBe(0);
  });

  it('is loading while the account itself is loading', () => {
    renderProvider({ auth: { ...signedIn, user: null, isLoading: true } });
    expect(screen.getByText('loading')).toBeInTheDocument();
  });

  it('checks the status after sign-in, then reads the profile; AuthContext says the same', async () => {
    vi.mocked(checkAuthStatus).mockResolvedValue({
      subscription_status: 'premium',
      was_downgraded: false,
    });
    profileReplies = [joProfile('premium')];

    renderProvider();

    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('plan:premium')).toBeInTheDocument();
    expect(screen.getByText('premium:true')).toBeInTheDocument();
    await waitFor(() => expect(profileCalls).toBe(1));
    expect(localStorage.getItem(localKeys.subscriptionStatus)).toBe('premium');
    expect(localStorage.getItem(localKeys.lastSubscriptionCheck)).not.toBeNull();
    // The profile is cached for this user, with the time it was read.
    const cached = JSON.parse(localStorage.getItem(profileCacheKey(USER_ID))!);
    expect(cached.profile.subscription_status).toBe('premium');
    expect(typeof cached.timestamp).toBe('number');
  });

  it('reads the profile only once the sign-in check has answered', async () => {
    let answer!: (value: null) => void;
    vi.mocked(checkAuthStatus).mockReturnValue(new Promise((resolve) => (answer = resolve)));

    renderProvider();
    await act(async () => {});
    expect(profileCalls).toBe(0);

    await act(async () => answer(null));
    await waitFor(() => expect(profileCalls).toBe(1));
  });

  it('tells a user the sign-in check reports as downgraded, once', async () => {
    vi.mocked(checkAuthStatus).mockResolvedValue({
      subscription_status: 'free',
      was_downgraded: true,
    });

    renderProvider();

    expect(await toasts().findByText('Subscription Status Changed')).toBeInTheDocument();
    expect(
      toasts().getByText(
        "Your subscription is no longer active. You've been downgraded to the free plan.",
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('plan:free')).toBeInTheDocument();
  });

  it('tells the user when a later answer turns premium into free', async () => {
    vi.mocked(checkAuthStatus).mockResolvedValue({
      subscription_status: 'premium',
      was_downgraded: false,
    });
    profileReplies = [joProfile('premium'), joProfile('free')];
    const { queryClient } = renderProvider();
    expect(await screen.findByText('plan:premium')).toBeInTheDocument();
    await waitFor(() => expect(profileCalls).toBe(1));
    expect(screen.queryByText('Subscription Status Changed')).toBeNull();

    await act(() => queryClient.invalidateQueries({ queryKey: profileKeys.all }));

    expect(await screen.findByText('plan:free')).toBeInTheDocument();
    expect(await toasts().findByText('Subscription Status Changed')).toBeInTheDocument();
    expect(
      toasts().getByText('Your premium subscription is no longer active.'),
    ).toBeInTheDocument();
  });

  it('does not call an upgrade a downgrade', async () => {
    profileReplies = [joProfile('free'), joProfile('premium')];
    const { queryClient } = renderProvider();
    expect(await screen.findByText('plan:free')).toBeInTheDocument();
    await waitFor(() => expect(profileCalls).toBe(1));

    await act(() => queryClient.invalidateQueries({ queryKey: profileKeys.all }));

    expect(await screen.findByText('plan:premium')).toBeInTheDocument();
    expect(screen.queryByText('Subscription Status Changed')).toBeNull();
  });

  it('does not call a first answer of free a downgrade', async () => {
    renderProvider();
    expect(await screen.findByText('plan:free')).toBeInTheDocument();
    await waitFor(() => expect(profileCalls).toBe(1));
    expect(screen.queryByText('Subscription Status Changed')).toBeNull();
  });

  it('treats a failed check as free once the profile cannot be read either', async () => {
    vi.mocked(checkAuthStatus).mockResolvedValue(null);
    profileReplies = ['fail'];
    localStorage.setItem(localKeys.subscriptionStatus, 'premium');

    renderProvider();

    expect(await screen.findByText('plan:free')).toBeInTheDocument();
  });

  it('waits for the profile after a failed check, and believes it', async () => {
    vi.mocked(checkAuthStatus).mockResolvedValue(null);
    profileReplies = [joProfile('premium')];

    renderProvider();

    expect(await screen.findByText('plan:premium')).toBeInTheDocument();
  });

  it('uses a cached profile under 5 minutes old when the profile cannot be read', async () => {
    vi.mocked(checkAuthStatus).mockResolvedValue(null);
    profileReplies = ['fail'];
    cachePremiumProfile(USER_ID, 4 * 60_000);

    renderProvider();

    expect(await screen.findByText('plan:premium')).toBeInTheDocument();
  });

  it('ignores a cached profile over 5 minutes old, or another user’s', async () => {
    vi.mocked(checkAuthStatus).mockResolvedValue(null);
    profileReplies = ['fail'];
    cachePremiumProfile(USER_ID, 6 * 60_000);
    cachePremiumProfile('someone-else', 0);

    renderProvider();

    expect(await screen.findByText('plan:free')).toBeInTheDocument();
  });

  it('stops waiting after 8 s without an answer and uses the cached profile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(checkAuthStatus).mockResolvedValue(null);
    profileReplies = ['hang'];
    cachePremiumProfile(USER_ID, 0);

    renderProvider();
    await waitFor(() => expect(profileCalls).toBe(1));
    act(() => vi.advanceTimersByTime(7_000));
    expect(screen.getByText('loading')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1_100));
    expect(screen.getByText('plan:premium')).toBeInTheDocument();
  });

  it("removes a stale 'subscription cancelled' flag at start", () => {
    localStorage.setItem(localKeys.subscriptionCancelled, 'true');
    renderProvider({ auth: { ...signedIn, user: null } });
    expect(localStorage.getItem(localKeys.subscriptionCancelled)).toBeNull();
  });
});

describe('SubscriptionProvider after a checkout', () => {
  it('payment_success=true: "Payment Successful", a clean URL, and premium 2 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The server has not caught up yet (a late webhook): the profile still says free.
    const { memory } = renderProvider({ path: '/home?payment_success=true&tab=x' });

    expect(await toasts().findByText('Payment Successful')).toBeInTheDocument();
    expect(toasts().getByText('Your premium subscription is now active!')).toBeInTheDocument();
    expect(memory.history.at(-1)).toBe('/home?tab=x');
    expect(localStorage.getItem(localKeys.paymentStatusChecked)).toBe('payment_success=true&tab=x');
    expect(await screen.findByText('plan:free')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByText('plan:premium')).toBeInTheDocument();
  });

  it('payment_success=false on Account Settings: "Payment Failed"', async () => {
    const { memory } = renderProvider({ path: '/account-settings?payment_success=false' });

    expect(await toasts().findByText('Payment Failed')).toBeInTheDocument();
    expect(
      toasts().getByText('There was an issue processing your payment. Please try again.'),
    ).toBeInTheDocument();
    expect(memory.history.at(-1)).toBe('/account-settings');
  });

  it('an error on the profile page: "Subscription Failed" with the error', async () => {
    renderProvider({ path: '/profile?error=card_declined' });

    expect(await toasts().findByText('Subscription Failed')).toBeInTheDocument();
    expect(toasts().getByText('Error: card_declined')).toBeInTheDocument();
  });

  it('reports a result only once, but still cleans the URL', async () => {
    localStorage.setItem(localKeys.paymentStatusChecked, 'payment_success=true');
    const { memory } = renderProvider({ path: '/home?payment_success=true' });

    await waitFor(() => expect(memory.history.at(-1)).toBe('/home'));
    expect(screen.queryByText('Payment Successful')).toBeNull();
  });

  it('leaves the parameters alone on pages a checkout never returns to', async () => {
    const { memory } = renderProvider({ path: '/calculator?payment_success=true' });
    await screen.findByText('plan:free');
    expect(memory.history.at(-1)).toBe('/calculator?payment_success=true');
    expect(screen.queryByText('Payment Successful')).toBeNull();
  });
});
