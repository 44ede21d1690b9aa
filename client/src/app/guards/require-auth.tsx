/**
 * The login guard (docs/product.md#route-guards Route guards): a signed-out visitor goes to /login;
 * while the session is still loading a spinner says so, after 3 s it offers a way back to login,
 * and after 4 s without a user it goes there itself.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, Redirect } from 'wouter';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { withGuard } from './with-guard';

export const AUTH_HINT_DELAY_MS = 3_000;
export const AUTH_REDIRECT_DELAY_MS = 4_000;

type Phase = 'loading' | 'slow' | 'timed-out';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const [phase, setPhase] = useState<Phase>('loading');
  const { t } = useLingui();

  useEffect(() => {
    if (!isLoading) return;
    const hint = setTimeout(() => setPhase('slow'), AUTH_HINT_DELAY_MS);
    const redirect = setTimeout(() => setPhase('timed-out'), AUTH_REDIRECT_DELAY_MS);
    return () => {
      clearTimeout(hint);
      clearTimeout(redirect);
    };
  }, [isLoading]);

  if (user) return children;
  if (!isLoading || phase === 'timed-out') return <Redirect to={paths.login} replace />;

  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <Spinner size="lg" label={t`Loading your profile`} />
      {phase === 'slow' ? (
        <>
          <p className="text-slate-700">
            <Trans>Still trying to verify your login... Please wait</Trans>
          </p>
          <Link
            href={paths.login}
            className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
          >
            <Trans>Click here to go back to login</Trans>
          </Link>
        </>
      ) : (
        <p className="text-slate-700">
          <Trans>Loading your profile...</Trans>
        </p>
      )}
    </div>
  );
}

/** Wraps a page in the login guard, for the route table. */
export const withLoginGuard = withGuard(RequireAuth, 'WithLoginGuard');
