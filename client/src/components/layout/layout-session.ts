/**
 * What the page frame, the navigation bar, the drawer and the tools bar need to know of the
 * session: who is signed in, the plan, and how to sign out. The layout sits below the features,
 * so it reads this context; app/ fills it from the auth and subscription state.
 */
import { createContext, useContext } from 'react';

export interface LayoutSession {
  /** The signed-in user (the drawer shows the email), or null for a visitor. */
  user: { email: string } | null;
  /** True until the stored session has been read at app start. */
  isLoading: boolean;
  isPremium: boolean;
  /** True until the server (or the cached profile) has said which plan the user has. */
  isPlanLoading: boolean;
  /** Signs out everywhere this browser knows of (docs/product.md#sign-up-log-in-and-password-reset). */
  signOut(): Promise<void>;
  /** Keeps a language chosen in the bar on the signed-in user's account (a visitor's stays here). */
  saveLanguage(language: 'en' | 'es'): Promise<void>;
}

const visitor: LayoutSession = {
  user: null,
  isLoading: false,
  isPremium: false,
  isPlanLoading: false,
  signOut: async () => {},
  saveLanguage: async () => {},
};

export const LayoutSessionContext = createContext<LayoutSession>(visitor);

export function useLayoutSession(): LayoutSession {
  return useContext(LayoutSessionContext);
}
