/**
 * What the service worker and the browser tell the page about the app itself (docs/offline.md):
 * a new version is waiting, or the browser offers to install the app. Kept outside React (the
 * events come before or between renders) and read by the notices with useSyncExternalStore.
 */
import { useSyncExternalStore } from 'react';
import { localKeys, readStorage, sessionKeys, writeStorage } from '@/lib/storage';

type Listener = () => void;

function store<T>(initial: T) {
  let value = initial;
  const listeners = new Set<Listener>();
  return {
    get: () => value,
    set(next: T) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Loads the waiting version (the page reloads once it has taken over); null when none waits. */
export const waitingUpdate = store<(() => Promise<void>) | null>(null);

export function useWaitingUpdate() {
  return useSyncExternalStore(waitingUpdate.subscribe, waitingUpdate.get, () => null);
}

/** Chromium's install offer, kept from its `beforeinstallprompt` event until used. */
export type InstallOffer = {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

const installOffer = store<InstallOffer | null>(null);

export function useInstallOffer() {
  return useSyncExternalStore(installOffer.subscribe, installOffer.get, () => null);
}

/** Asks the browser to install the app; the offer is spent either way. */
export async function install(offer: InstallOffer): Promise<boolean> {
  installOffer.set(null);
  await offer.prompt();
  return (await offer.userChoice).outcome === 'accepted';
}

/**
 * Listens for the install offer (it comes once, soon after the page loads) and counts this
 * visit: one per browser tab, so the banner waits for her second visit.
 */
export function listenForInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // The browser's own mini-bar stays away; the quiet banner or the profile page offers it.
    event.preventDefault();
    installOffer.set(event as unknown as InstallOffer);
  });
  window.addEventListener('appinstalled', () => installOffer.set(null));
  if (readStorage('session', sessionKeys.visitCounted) === null) {
    writeStorage('session', sessionKeys.visitCounted, '1');
    writeStorage('local', localKeys.visits, String(visitCount() + 1));
  }
}

/** How many times this browser has opened Fairsplit (a tab each). */
export function visitCount(): number {
  const count = Number(readStorage('local', localKeys.visits));
  return Number.isSafeInteger(count) && count > 0 ? count : 0;
}

/** She answered "Not now": the banner stays away on this browser. */
export function declineInstallBanner(): void {
  writeStorage('local', localKeys.installBannerDeclined, 'true');
}

export function isInstallBannerDeclined(): boolean {
  return readStorage('local', localKeys.installBannerDeclined) === 'true';
}
