import { useState } from 'react';
import { useLayoutSession } from './layout-session';

/** Sign-out for a button: the provider does the work; the button shows it is under way. */
export function useSignOutAction() {
  const { signOut } = useLayoutSession();
  const [isSigningOut, setIsSigningOut] = useState(false);
  return {
    isSigningOut,
    signOut: () => {
      setIsSigningOut(true);
      void signOut();
    },
  };
}
