/**
 * Renders a layout component (navigation bar, drawer, tools bar) with the session it reads
 * given directly, at a memory location: the layout knows no feature, so neither does its test.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { type LayoutSession, LayoutSessionContext } from '@/components/layout/layout-session';
import type { Plan } from './render-signed-in';

export function renderLayout(
  ui: ReactElement,
  {
    plan = 'free',
    user = { email: 'jo@example.com' },
    path = '/',
    signOut = async () => {},
    saveLanguage = async () => {},
  }: {
    plan?: Plan;
    user?: LayoutSession['user'];
    path?: string;
    signOut?: () => Promise<void>;
    saveLanguage?: LayoutSession['saveLanguage'];
  } = {},
) {
  const session: LayoutSession = {
    user,
    isLoading: false,
    isPremium: plan === 'premium',
    isPlanLoading: plan === 'loading',
    signOut,
    saveLanguage,
  };
  const memory = memoryLocation({ path, record: true });
  const view = render(
    <LayoutSessionContext.Provider value={session}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        {ui}
      </Router>
    </LayoutSessionContext.Provider>,
  );
  return { ...view, memory };
}
