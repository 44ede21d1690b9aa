import { useState } from 'react';
import { useAuth } from '@/features/auth';

/** Sign-out for a button: the provider does the work; the button shows it is under way. */
export function useSignOutAction() {
  const { signOut } = useAuth();
  const [isSigningOut, setIsSigningOut] = useState(false);
  return {
    isSigningOut,
    signOut: () => {
      setIsSigningOut(true);
      void signOut();
    },
  };
}
