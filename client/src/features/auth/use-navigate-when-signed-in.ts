import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from './use-auth';

/**
 * Navigates once the auth context has the signed-in user. Navigating straight after
 * signInWithPassword could render a guarded page before the provider's state has caught up,
 * and the guard would send the user back to /login.
 */
export function useNavigateWhenSignedIn(): (path: string) => void {
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const [target, setTarget] = useState<string | null>(null);

  useEffect(() => {
    if (target !== null && user) navigate(target);
  }, [target, user, navigate]);

  return setTarget;
}
