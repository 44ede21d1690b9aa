import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, ToastProvider, useToast, type ToastOptions } from './toast';

function ToastButton({ label, options }: { label: string; options: ToastOptions }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(options)}>
      {label}
    </button>
  );
}

function renderWithToasts() {
  return render(
    <ToastProvider>
      <ToastButton label="first" options={{ title: 'Expense added', description: 'Rent saved.' }} />
      <ToastButton
        label="second"
        options={{
          title: 'Failed to delete event',
          description: 'An unknown error occurred',
          variant: 'destructive',
        }}
      />
    </ToastProvider>,
  );
}

/** The toasts inside the labelled notifications region (Radix also renders announce-only copies). */
function visibleToasts() {
  const region = screen.getByRole('region', { name: /notifications/i });
  return within(region).queryAllByRole('listitem');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows the title and description in a labelled notifications region', async () => {
    const user = userEvent.setup();
    renderWithToasts();

    await user.click(screen.getByRole('button', { name: 'first' }));

    const [toast] = visibleToasts();
    expect(toast).toHaveTextContent('Expense added');
    expect(toast).toHaveTextContent('Rent saved.');
  });

  it('keeps only the second toast on screen when two are shown in a row', async () => {
    const user = userEvent.setup();
    renderWithToasts();

    await user.click(screen.getByRole('button', { name: 'first' }));
    await user.click(screen.getByRole('button', { name: 'second' }));

    const toasts = visibleToasts();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toHaveTextContent('Failed to delete event');
    expect(toasts[0]).not.toHaveTextContent('Expense added');
  });

  it('closes the toast with its Close button', async () => {
    const user = userEvent.setup();
    renderWithToasts();
    await user.click(screen.getByRole('button', { name: 'first' }));

    const region = screen.getByRole('region', { name: /notifications/i });
    await user.click(within(region).getByRole('button', { name: 'Close' }));

    expect(visibleToasts()).toHaveLength(0);
  });

  it(`dismisses itself after ${TOAST_DURATION_MS} ms`, () => {
    vi.useFakeTimers();
    renderWithToasts();

    act(() => screen.getByRole('button', { name: 'first' }).click());
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(visibleToasts()).toHaveLength(1);

    act(() => vi.advanceTimersByTime(200));
    expect(visibleToasts()).toHaveLength(0);
  });

  it('refuses to work outside the provider', () => {
    // React logs the thrown render error; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => {});

    expect(() => render(<ToastButton label="orphan" options={{ title: 'x' }} />)).toThrow(
      'useToast must be used inside <ToastProvider>',
    );
    vi.restoreAllMocks();
  });
});

describe('loading', () => {
  it('loads the toast’s look with the first toast, not with the page', async () => {
    vi.resetModules();
    const fresh = await import('./toast');
    function Show() {
      const { toast } = fresh.useToast();
      return (
        <button type="button" onClick={() => toast({ title: 'Expense added' })}>
          show
        </button>
      );
    }
    const user = userEvent.setup();
    render(
      <fresh.ToastProvider>
        <Show />
      </fresh.ToastProvider>,
    );
    expect(screen.queryByRole('region', { name: /notifications/i })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'show' }));

    const region = await screen.findByRole('region', { name: /notifications/i });
    expect(await within(region).findByRole('listitem')).toHaveTextContent('Expense added');
  });
});
