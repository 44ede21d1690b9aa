/**
 * Renders a screen inside the app's real providers (toasts, auth over a fake supabase-js
 * client, and the layout's view of it) at a memory location, so tests see navigation without a
 * browser.
 */
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { LayoutSessionProvider } from '@/app/layout-session-provider';
import { AuthProvider } from '@/features/auth/auth-provider';
import { ToastProvider } from '@/components/ui/toast';

export function renderApp(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const memory = memoryLocation({ path, record: true });
  const view = render(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <ToastProvider>
        <AuthProvider reloadPage={() => {}}>
          <LayoutSessionProvider>{ui}</LayoutSessionProvider>
        </AuthProvider>
      </ToastProvider>
    </Router>,
  );
  return { memory, ...view };
}

/** Queries inside the toast region (Radix also renders announce-only copies elsewhere). */
export function toasts() {
  return within(screen.getByRole('region', { name: /notifications/i }));
}
