/**
 * A stand-in for `@/features/auth/supabase` in component tests:
 *   vi.mock('@/features/auth/supabase', async () =>
 *     (await import('@/test/supabase-module-mock')).supabaseModuleMock());
 * Tests give `getSupabase` its client (vi.mocked(getSupabase).mockResolvedValue(fake)).
 * Like the real module, listeners hear of the client only once something loads it.
 */
import { vi } from 'vitest';

export function supabaseModuleMock() {
  const getSupabase = vi.fn();
  return {
    getSupabase,
    setRememberMe: vi.fn(),
    existingSupabase: () => null,
    needsAuthClientOnLoad: vi.fn(() => true),
    whenSupabaseReady(listener: (client: unknown) => void) {
      let listening = true;
      // Until something loads the client (at once, or later: a page that started from the
      // stored session loads it after the page), then once it has.
      const waitForLoad = () => {
        if (!listening) return;
        const loading = getSupabase.mock.results.at(-1)?.value as Promise<unknown> | undefined;
        if (!loading) {
          setTimeout(waitForLoad, 5);
          return;
        }
        loading.then(
          (client) => listening && listener(client),
          () => undefined,
        );
      };
      void Promise.resolve().then(waitForLoad);
      return () => {
        listening = false;
      };
    },
  };
}
