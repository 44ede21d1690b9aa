import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '@/components/ui/button';
import { noteAnswer } from '@/lib/offline';
import { renderLayout } from '@/test/render-layout';
import { OfflineBanner } from './offline-banner';

const REASON =
  'You can read them. Adding, changing and downloading wait until you are online again.';

/** An /api answer for `path`: from the server, or as the worker hands it back from her cache. */
function answer(path: string, sent?: string): Response {
  const headers: Record<string, string> = sent ? { 'X-Fairsplit-Offline-Copy': sent } : {};
  const response = new Response('[]', { headers });
  Object.defineProperty(response, 'url', { value: `http://localhost${path}` });
  return response;
}
const offlineCopy = (sent: string, path = '/api/expenses') => answer(path, sent);

function page() {
  return renderLayout(
    <>
      <OfflineBanner />
      <Button writes>Add Expense</Button>
      <Button>Show all</Button>
    </>,
  );
}

afterEach(() => {
  act(() => {
    window.dispatchEvent(new Event('online'));
    for (const path of ['/api/expenses', '/api/networth', '/api/events']) noteAnswer(answer(path));
  });
});

describe('reading her records offline', () => {
  it('says nothing and leaves the buttons alone while the server answers', () => {
    page();
    act(() => noteAnswer(answer('/api/expenses')));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Expense' })).toBeEnabled();
  });

  it('names the time of the oldest kept answer, and turns off only the buttons that write', () => {
    page();
    act(() => {
      noteAnswer(offlineCopy('2026-11-27T15:40:00.000Z', '/api/expenses'));
      noteAnswer(offlineCopy('2026-11-26T09:05:00.000Z', '/api/networth'));
      noteAnswer(offlineCopy('2026-11-27T16:00:00.000Z', '/api/events'));
    });
    const expected = new Intl.DateTimeFormat('en', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(Date.parse('2026-11-26T09:05:00.000Z'));
    expect(screen.getByRole('status')).toHaveTextContent(
      `Offline — showing your records as of ${expected}${REASON}`,
    );
    const add = screen.getByRole('button', { name: 'Add Expense' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(REASON);
    expect(screen.getByRole('button', { name: 'Show all' })).toBeEnabled();
  });

  it('ends when the server has answered again for every kept answer on screen', () => {
    page();
    act(() => {
      noteAnswer(offlineCopy('2026-11-27T15:40:00.000Z', '/api/expenses'));
      noteAnswer(offlineCopy('2026-11-27T15:41:00.000Z', '/api/profile'));
    });
    // The plan's poll answered: the expenses on screen are still the kept ones.
    act(() => noteAnswer(answer('/api/auth/status')));
    act(() => noteAnswer(answer('/api/profile')));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Expense' })).toBeDisabled();
    act(() => noteAnswer(answer('/api/expenses')));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Expense' })).toBeEnabled();
  });

  it('follows the browser going offline, with the time the server last answered', () => {
    page();
    act(() => noteAnswer(answer('/api/expenses')));
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status')).toHaveTextContent(/^Offline — showing your records as of /);
    expect(screen.getByRole('button', { name: 'Add Expense' })).toBeDisabled();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps a button the page turned off itself off when back online', () => {
    render(
      <Button writes disabled>
        Save
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
