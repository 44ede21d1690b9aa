import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { paths } from '@/config/paths';
import { isPasswordResetInProgress } from '@/lib/storage';

/**
 * Per docs/product.md#route-guards: while the reset-in-progress flag is set, every route leads to
 * /update-password. main.tsx applies the rule on a full page load (before supabase-js reads the
 * link's hash); this applies it to every in-app navigation too, keeping the query as the page load
 * does.
 */
export function RequireResetFinished({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const search = useSearch();
  if (location !== paths.updatePassword && isPasswordResetInProgress()) {
    const to = search ? `${paths.updatePassword}?${search}` : paths.updatePassword;
    return <Redirect to={to} replace />;
  }
  return children;
}
