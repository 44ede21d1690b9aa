import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { sendFirstReadsEarly } from '@/app/early-reads';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { needsAuthClientOnLoad, redirectRecoveryLink } from '@/features/auth';
import { afterPageLoad } from '@/lib/after-load';
import { listenForInstallOffer } from '@/lib/app-events';
import { activateLanguage, initialLanguage } from '@/lib/i18n';
import './index.css';

// Before anything renders or supabase-js reads (and clears) the URL hash: a password-reset
// link that landed on any page moves to /update-password with its tokens
// (docs/product.md#route-guards).
redirectRecoveryLink();

// Her first reads go now, while the rest of the app's code is still arriving (app/early-reads.ts).
sendFirstReadsEarly();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const render = () => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    ),
  );
};

listenForInstallOffer();

// The service worker (docs/offline.md) 5 s after the page has loaded: its first install fetches
// the whole app (0.5 MB), which on one bar of signal must not hold up her records' own requests.
// Its registration code is not part of the first load. Not for a visitor on the landing page: a
// first look should not fetch the whole app in the background.
const SERVICE_WORKER_DELAY_MS = 5_000;
const visitorOnLanding = window.location.pathname === '/' && !needsAuthClientOnLoad();
if (import.meta.env.PROD && 'serviceWorker' in navigator && !visitorOnLanding) {
  afterPageLoad(SERVICE_WORKER_DELAY_MS, () => {
    void import('@/features/offline/service-worker').then((worker) => worker.startServiceWorker());
  });
}

// A Spanish reader's first paint waits for the Spanish catalog, so no English flashes first;
// if it cannot be fetched (offline), the page opens in English.
activateLanguage(initialLanguage())
  .catch(() => activateLanguage('en'))
  .finally(render);
