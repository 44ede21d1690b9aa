import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';
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

  it('gives a toast with an action (Undo) ten seconds, and runs the action once, closing', () => {
    vi.useFakeTimers();
    const onAction = vi.fn();
    render(
      <ToastProvider>
        <ToastButton
          label="delete"
          options={{ title: 'Expense deleted', action: { label: 'Undo', onAction } }}
        />
      </ToastProvider>,
    );

    act(() => screen.getByRole('button', { name: 'delete' }).click());
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS + 100));
    expect(visibleToasts()).toHaveLength(1);

    act(() => within(visibleToasts()[0]!).getByRole('button', { name: 'Undo' }).click());
    expect(onAction).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1_000));
    expect(visibleToasts()).toHaveLength(0);
  });

  it('closes a toast with an action after ten seconds', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <ToastButton
          label="delete"
          options={{ title: 'Expense deleted', action: { label: 'Undo', onAction: () => {} } }}
        />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'delete' }).click());
    act(() => vi.advanceTimersByTime(10_100));
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

/**
 * A tracker in small: "Add Item" opens a dialog whose own "Add Item" is watched; "Save" shows
 * a toast, and "Fail" one that reopens the dialog by itself once the answer is in.
 */
function TrackerWithDialog({ onDialogAdd }: { onDialogAdd: () => void }) {
  const { toast } = useToast();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => toast({ title: 'Item added' })}>
        Save
      </button>
      <button
        type="button"
        onClick={() => {
          toast({ title: 'Failed to add item', variant: 'destructive' });
          void Promise.resolve().then(() => setIsOpen(true));
        }}
      >
        Fail
      </button>
      <button type="button" onClick={() => setIsOpen(true)}>
        Add Item
      </button>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent>
          <DialogTitle>Add Net Worth Item</DialogTitle>
          <DialogDescription>Record an asset or a debt.</DialogDescription>
          <button type="button" onClick={onDialogAdd}>
            Add Item
          </button>
        </DialogContent>
      </Dialog>
    </>
  );
}

function renderTracker() {
  const onDialogAdd = vi.fn();
  render(
    <ToastProvider>
      <TrackerWithDialog onDialogAdd={onDialogAdd} />
    </ToastProvider>,
  );
  return { onDialogAdd, user: userEvent.setup() };
}

/** The toasts on screen, also while a modal dialog hides the page from assistive technology. */
function toastsBehindDialog() {
  const region = screen.getByRole('region', { name: /notifications/i, hidden: true });
  return within(region).queryAllByRole('listitem', { hidden: true });
}

describe('toasts and dialogs', () => {
  it('closes the toast she was shown when she opens a dialog herself', async () => {
    const { user } = renderTracker();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(toastsBehindDialog()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Add Item' }));

    expect(screen.getByRole('dialog', { name: 'Add Net Worth Item' })).toBeInTheDocument();
    expect(toastsBehindDialog()).toHaveLength(0);
  });

  it('keeps a toast that came after her last tap when a dialog opens by itself', async () => {
    const { user } = renderTracker();

    await user.click(screen.getByRole('button', { name: 'Fail' }));

    expect(await screen.findByRole('dialog', { name: 'Add Net Worth Item' })).toBeInTheDocument();
    const [toast] = toastsBehindDialog();
    expect(toast).toHaveTextContent('Failed to add item');
  });

  it('takes its own taps under a dialog that opened after it: Close closes it and presses nothing beneath', async () => {
    const { user, onDialogAdd } = renderTracker();
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Net Worth Item' });
    const [toast] = toastsBehindDialog();

    await user.click(within(toast!).getByRole('button', { name: 'Close', hidden: true }));

    expect(toastsBehindDialog()).toHaveLength(0);
    expect(onDialogAdd).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
  });
});

describe('a toast under a finger', () => {
  it('does not close while it is pressed, and waits its full time again after the release', () => {
    vi.useFakeTimers();
    renderWithToasts();
    act(() => screen.getByRole('button', { name: 'first' }).click());
    const [toast] = visibleToasts();

    fireEvent.pointerDown(toast!, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(visibleToasts()).toHaveLength(1);

    // The finger lifts wherever it has slid to.
    fireEvent.pointerUp(document.body, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(visibleToasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(200));
    expect(visibleToasts()).toHaveLength(0);
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
