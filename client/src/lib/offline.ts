/**
 * Whether the page is showing records it cannot update (docs/offline.md): the browser is
 * offline, or an answer came from the service worker's cache instead of the server. Every /api
 * answer passes through noteAnswer (lib/api-client.ts); the banner and the write buttons read
 * useOfflineReading.
 */
import { useSyncExternalStore } from 'react';
import { deleteRecordsCaches, OFFLINE_COPY_HEADER, WORKER_COMMANDS } from '@shared/offline';

export type OfflineReading = {
  /** True while nothing she changes could be saved. */
  readOnly: boolean;
  /** When the oldest record on screen was sent by the server (ms), if known. */
  asOf: number | null;
};

const ONLINE: OfflineReading = { readOnly: false, asOf: null };

let browserOnline = typeof navigator === 'undefined' ? true : navigator.onLine;
/**
 * The answers on screen read from the cache, by address, with when the server sent each: a
 * fresh answer for the same address takes its copy off (an answer for another one does not).
 */
const copies = new Map<string, number>();
/** When the server last answered. */
let lastAnswerAt: number | null = null;
let snapshot: OfflineReading = ONLINE;
const listeners = new Set<() => void>();

function update() {
  const readOnly = !browserOnline || copies.size > 0;
  const asOf = !readOnly ? null : copies.size > 0 ? Math.min(...copies.values()) : lastAnswerAt;
  if (snapshot.readOnly === readOnly && snapshot.asOf === asOf) return;
  snapshot = readOnly ? { readOnly, asOf } : ONLINE;
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    browserOnline = true;
    update();
  });
  window.addEventListener('offline', () => {
    browserOnline = false;
    update();
  });
}

/** Reads an /api answer: from the cache (marked by the worker) or from the server. */
export function noteAnswer(response: Response): void {
  const copy = Date.parse(response.headers.get(OFFLINE_COPY_HEADER) ?? '');
  if (Number.isNaN(copy)) {
    copies.delete(response.url);
    lastAnswerAt = Date.now();
  } else {
    copies.set(response.url, copy);
  }
  update();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOfflineReading(): OfflineReading {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => ONLINE,
  );
}

/** The id of the sentence that says why a write button is off (the offline banner's). */
export const OFFLINE_REASON_ID = 'offline-reason';

/**
 * Every user's kept records leave this browser (the worker's caches and their expiry times),
 * but `keepUserId`'s if given: at sign-out, deletion and a session ended elsewhere (none kept),
 * and when the app starts with no session or with another user's. Resolves when done, or after
 * a second if the worker does not answer; never rejects.
 */
export async function forgetOfflineRecords(keepUserId?: string): Promise<void> {
  const tasks: Promise<unknown>[] = [];
  if (typeof caches !== 'undefined') tasks.push(deleteRecordsCaches(caches, keepUserId));
  const worker = typeof navigator === 'undefined' ? null : navigator.serviceWorker?.controller;
  if (worker) {
    tasks.push(
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        worker.postMessage({ type: WORKER_COMMANDS.forgetRecords, keep: keepUserId }, [
          channel.port2,
        ]);
        setTimeout(resolve, 1_000);
      }),
    );
  }
  await Promise.allSettled(tasks);
}
