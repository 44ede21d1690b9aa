/**
 * The signed-in user, as the rest of the app sees it. The provider that fills it (over
 * supabase-js) lives in app/; features and components read it through useAuth().
 */
import { createContext, useContext } from 'react';

export interface AuthUser {
  /** The auth provider's user id (uuid): the token's subject and the `user-id` header. */
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export interface SignOutOptions {
  /**
   * Why the session ends. 'user' (the default): the user signed out. 'account-deleted': the
   * server has deleted the account and ended every session, so this browser only forgets its
   * own and goes to the goodbye page instead of /login, with no toast (the page says it all).
   */
  reason?: 'user' | 'account-deleted';
}

export interface AuthState {
  user: AuthUser | null;
  /** True until the stored session has been read at app start. */
  isLoading: boolean;
  /**
   * Signs out everywhere this browser knows of (docs/product.md#sign-up-log-in-and-password-reset):
   * provider sign-out, both storages cleared, /login, and a reload 200 ms later. After an account
   * deletion: see SignOutOptions.
   */
  signOut(options?: SignOutOptions): Promise<void>;
}

const signedOut: AuthState = {
  user: null,
  isLoading: false,
  signOut: async () => {},
};

export const AuthContext = createContext<AuthState>(signedOut);

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
