import { LogOut, Scale } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

type PageShellProps = {
  /** The page's heading, rendered as its single h1. */
  title?: string;
  children?: ReactNode;
};

/** Signed in: a Log out button. The full navigation bar (spec §2) arrives in a later issue. */
function AccountControls() {
  const { user, signOut } = useAuth();
  const [isSigningOut, setIsSigningOut] = useState(false);

  if (!user) return null;
  return (
    <Button
      variant="ghost"
      isLoading={isSigningOut}
      onClick={() => {
        setIsSigningOut(true);
        void signOut();
      }}
    >
      {!isSigningOut && <LogOut aria-hidden="true" className="size-4" />}
      Log out
    </Button>
  );
}

/**
 * The frame every page sits in: a header bar with the logo and the account controls, and a
 * centred content column. The full navigation (links, mobile drawer) arrives in a later issue.
 */
export function PageShell({ title, children }: PageShellProps) {
  const { user } = useAuth();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-4">
          <Link
            href={user ? paths.home : paths.landing}
            className="inline-flex min-h-11 items-center gap-2 rounded-md text-lg font-semibold text-slate-900"
          >
            <Scale aria-hidden="true" className="size-6 text-primary" />
            Fairsplit
          </Link>
          <AccountControls />
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        {title !== undefined && (
          <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
            {title}
          </h1>
        )}
        {children}
      </main>
    </div>
  );
}
