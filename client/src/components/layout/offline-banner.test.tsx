import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '@/components/ui/button';
import { noteAnswer } from '@/lib/offline';
import { renderLayout } from '@/test/render-layout';
import { OfflineBanner } from './offline-banner';

const REASON =
  'You can read them. Adding, changing and downloading wait until you are online again.';

/** An /api answer as the service worker hands it back from her cache. */
const offlineCopy = (sent: string) =>
  new Response('[]', { headers: { 'X-Fairsplit-Offline-Copy': sent } });

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
    noteAnswer(new Response('[]'));
  });
});

describe('reading her records offline', () => {
  it('says nothing and leaves the buttons alone while the server answers', () => {
    page();
    act(() => noteAnswer(new Response('[]')));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Expense' })).toBeEnabled();
  });

  it('names the time of the oldest kept answer, and turns off only the buttons that write', () => {
    page();
    act(() => {
      noteAnswer(offlineCopy('2026-11-27T15:40:00.000Z'));
      noteAnswer(offlineCopy('2026-11-26T09:05:00.000Z'));
      noteAnswer(offlineCopy('2026-11-27T16:00:00.000Z'));
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

  it('ends with the first answer from the server', () => {
    page();
    act(() => noteAnswer(offlineCopy('2026-11-27T15:40:00.000Z')));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => noteAnswer(new Response('[]')));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Expense' })).toBeEnabled();
  });

  it('follows the browser going offline, with the time the server last answered', () => {
    page();
    act(() => noteAnswer(new Response('[]')));
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
