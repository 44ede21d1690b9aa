import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, type ReactNode } from 'react';
import { useWaitingUpdate } from '@/lib/app-events';
import { BottomBar } from './bottom-bar';
import { useLayoutSession } from './layout-session';
import { Navbar } from './navbar';
import { pageColumnClasses } from './page-frame';

// Loaded when they may show (signed in; a new version waiting): a visitor's first load of the
// landing page carries none of them (docs/decisions/014-landing-weight-and-long-lists.md).
const OfflineBanner = lazy(async () => ({
  default: (await import('./offline-banner')).OfflineBanner,
}));
const InstallBanner = lazy(async () => ({
  default: (await import('./install-banner')).InstallBanner,
}));
const UpdateNotice = lazy(async () => ({
  default: (await import('./update-notice')).UpdateNotice,
}));

type PageShellProps = {
  /** The page's heading, rendered as its single h1. */
  title?: string;
  children?: ReactNode;
};

/**
 * The frame every page sits in: the navigation bar, a centred content column and, for a
 * signed-in user on a phone, the tools bar at the bottom. For her also the offline banner and
 * the install offer (docs/offline.md); for everyone the notice of a new version.
 */
export function PageShell({ title, children }: PageShellProps) {
  const { user } = useLayoutSession();
  const updateWaiting = useWaitingUpdate() !== null;
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        <Trans>Skip to content</Trans>
      </a>
      <Navbar />
      <Suspense fallback={null}>
        {user && <OfflineBanner />}
        {updateWaiting && <UpdateNotice />}
      </Suspense>
      <main id="main" className={pageColumnClasses(user !== null)}>
        <Suspense fallback={null}>{user && <InstallBanner />}</Suspense>
        {title !== undefined && (
          <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
            {title}
          </h1>
        )}
        {children}
      </main>
      <BottomBar />
    </div>
  );
}
