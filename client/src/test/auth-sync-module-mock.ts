/**
 * A stand-in for `@/lib/auth-sync` in component tests (kept apart from the helpers that render
 * the app, which import the module it stands in for):
 *   vi.mock('@/features/auth/auth-sync', async () =>
 *     (await import('@/test/auth-sync-module-mock')).authSyncModuleMock());
 * The product database accepts every user; no subscription status is known.
 */
import { vi } from 'vitest';

export function authSyncModuleMock() {
  return {
    registerDbUser: vi.fn(async () => true),
    checkAuthStatus: vi.fn(async () => null),
  };
}
