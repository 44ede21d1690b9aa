/**
 * Registers the service worker (client/src/sw.ts) after the page has loaded, loaded on demand
 * by main.tsx so the landing page does not carry it. A new version waits until she chooses
 * "Reload" (vite-plugin-pwa's prompt flow); the page then reloads once it has taken over.
 */
import { registerSW } from 'virtual:pwa-register';
import { logger } from '@/lib/logger';
import { waitingUpdate } from '@/lib/app-events';

/** How often an open page asks whether a new version exists: hourly. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function startServiceWorker(): void {
  const update = registerSW({
    onNeedRefresh: () => waitingUpdate.set(() => update(true)),
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
    onRegisterError: (error: unknown) =>
      logger.warn('The service worker could not be registered; the app works without it.', error),
  });
}
