import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { needsAuthClientOnLoad } from '@/features/auth/supabase';
import { useSubscription } from '@/features/subscriptions/use-subscription';
import { cleanUpAuthPageTest, installFakeSupabase } from '@/test/auth-page';
import { fakeSession } from '@/test/fake-supabase';
import { reply, stubApi, joProfile } from '@/test/render-signed-in';
import { AppProvider } from './provider';

vi.mock('@/features/auth/supabase', async () =>
  (await import('@/test/supabase-module-mock')).supabaseModuleMock(),
);
vi.mock('@/features/auth/auth-sync', async () =>
  (await import('@/test/auth-sync-module-mock')).authSyncModuleMock(),
);

/** Every plan the app was rendered with, in order, even one that was never painted. */
let renderedPlans: string[] = [];

function Plan() {
  const { subscriptionStatus, isSubscriptionLoading } = useSubscription();
  const text = isSubscriptionLoading ? 'loading' : `plan:${subscriptionStatus}`;
  renderedPlans.push(text);
  return <p>{text}</p>;
}

afterEach(() => {
  renderedPlans = [];
  cleanUpAuthPageTest();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('AppProvider’s plan', () => {
  it('is free and known for a visitor, and asks the server nothing for it', async () => {
    vi.mocked(needsAuthClientOnLoad).mockReturnValue(false);
    const calls = stubApi(() => reply(404));

    render(
      <AppProvider>
        <Plan />
      </AppProvider>,
    );

    expect(screen.getByText('plan:free')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('plan:free')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('is loading while a stored session is restored, then the plan the server answers', async () => {
    vi.mocked(needsAuthClientOnLoad).mockReturnValue(true);
    installFakeSupabase(fakeSession());
    const calls = stubApi(({ path }) =>
      path === '/api/profile' ? reply(200, joProfile('premium')) : reply(200, { language: null }),
    );

    render(
      <AppProvider>
        <Plan />
      </AppProvider>,
    );

    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('plan:premium')).toBeInTheDocument();
    expect(calls.map(({ path }) => path)).toEqual(
      expect.arrayContaining(['/api/profile', '/api/account/language']),
    );
  });

  it("is read only once the page's first screen has been painted", async () => {
    vi.mocked(needsAuthClientOnLoad).mockReturnValue(true);
    installFakeSupabase(fakeSession());
    const calls = stubApi(({ path }) =>
      path === '/api/profile' ? reply(200, joProfile('premium')) : reply(200, { language: null }),
    );
    // The frames are let through by the test: until then nothing has been painted.
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));

    render(
      <AppProvider>
        <Plan />
      </AppProvider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(calls).toEqual([]);

    act(() => frames.splice(0).forEach((frame) => frame(performance.now())));
    // Her account's language is read by the signed-in session, once it is there.
    await vi.waitFor(() =>
      expect(calls.map(({ path }) => path)).toContain('/api/account/language'),
    );
    expect(await screen.findByText('plan:premium')).toBeInTheDocument();
  });

  it('is free once she is signed out, and loading again, not her old plan, at the next sign-in', async () => {
    vi.mocked(needsAuthClientOnLoad).mockReturnValue(true);
    const supabase = installFakeSupabase(fakeSession());
    let profile: Promise<Response> | null = null;
    stubApi(({ path }) =>
      path === '/api/profile'
        ? (profile ?? reply(200, joProfile('premium')))
        : reply(200, { language: null }),
    );
    render(
      <AppProvider>
        <Plan />
      </AppProvider>,
    );
    await screen.findByText('plan:premium');

    act(() => supabase.emit('SIGNED_OUT', null));
    expect(await screen.findByText('plan:free')).toBeInTheDocument();

    profile = new Promise<Response>(() => {});
    renderedPlans = [];
    act(() => supabase.emit('SIGNED_IN', fakeSession({ id: 'another-user' })));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(renderedPlans).not.toContain('plan:premium');
  });
});
