import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AuthState } from '@/features/auth';
import { authState, jo, TestContexts } from '@/test/contexts';
import { AUTH_HINT_DELAY_MS, AUTH_REDIRECT_DELAY_MS, RequireAuth } from './require-auth';

function renderGuard(auth: Partial<AuthState>) {
  const memory = memoryLocation({ path: '/home', record: true });
  const value = authState(auth);
  const view = render(
    <TestContexts auth={value}>
      <Router hook={memory.hook}>
        <Switch>
          <Route path="/login">login screen</Route>
          <Route path="/home">
            <RequireAuth>secret home</RequireAuth>
          </Route>
        </Switch>
      </Router>
    </TestContexts>,
  );
  return { memory, view, value };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('RequireAuth (the login guard)', () => {
  it('shows the page to a signed-in user', () => {
    renderGuard({ user: jo });
    expect(screen.getByText('secret home')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login at once, replacing the history entry', () => {
    const { memory } = renderGuard({ user: null });
    expect(screen.getByText('login screen')).toBeInTheDocument();
    expect(memory.history).toEqual(['/login']);
  });

  it('shows "Loading your profile..." while the session loads', () => {
    renderGuard({ isLoading: true });
    expect(screen.getByText('Loading your profile...')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('secret home')).not.toBeInTheDocument();
  });

  it(`after ${AUTH_HINT_DELAY_MS} ms says it is still trying and offers the way back to login`, () => {
    renderGuard({ isLoading: true });

    act(() => vi.advanceTimersByTime(AUTH_HINT_DELAY_MS - 1));
    expect(screen.queryByText('Still trying to verify your login... Please wait')).toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(
      screen.getByText('Still trying to verify your login... Please wait'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Click here to go back to login' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByText('Loading your profile...')).toBeNull();
  });

  it(`after ${AUTH_REDIRECT_DELAY_MS} ms without a user goes to /login`, () => {
    const { memory } = renderGuard({ isLoading: true });

    act(() => vi.advanceTimersByTime(AUTH_REDIRECT_DELAY_MS - 1));
    expect(memory.history.at(-1)).toBe('/home');

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('login screen')).toBeInTheDocument();
    expect(memory.history.at(-1)).toBe('/login');
  });

  it('shows the page when the user arrives while loading', () => {
    const { view, value } = renderGuard({ isLoading: true });

    view.rerender(
      <TestContexts auth={{ ...value, isLoading: false, user: jo }}>
        <Router hook={memoryLocation({ path: '/home' }).hook}>
          <RequireAuth>secret home</RequireAuth>
        </Router>
      </TestContexts>,
    );

    expect(screen.getByText('secret home')).toBeInTheDocument();
  });
});
