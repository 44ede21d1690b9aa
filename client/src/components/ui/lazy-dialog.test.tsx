import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { lazyDialog, usePreloadWhenIdle } from './lazy-dialog';

type Props = { open: boolean; label: string; onClose?: () => void };

function makeDialog() {
  const load = vi.fn(async () => (props: Props) => (props.open ? <p>{props.label}</p> : null));
  const Dialog = lazyDialog(load, {
    isOpen: (props: Props) => props.open,
    close: (props) => props.onClose?.(),
  });
  return { load, Dialog };
}

afterEach(() => vi.unstubAllGlobals());

describe('a dialog loaded when first opened', () => {
  it('loads nothing while closed, then renders once opened, and stays mounted', async () => {
    const { load, Dialog } = makeDialog();
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen((was) => !was)}>
            toggle
          </button>
          <Dialog open={open} label="History of Rent" />
        </>
      );
    }
    const user = userEvent.setup();
    render(<Page />);
    expect(load).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(await screen.findByText('History of Rent')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.queryByText('History of Rent')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.getByText('History of Rent')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('closes again when its code cannot be fetched, so its button tries again', async () => {
    const { load, Dialog } = makeDialog();
    load.mockRejectedValueOnce(new Error('offline'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            History
          </button>
          <p>{open ? 'asked open' : 'closed'}</p>
          <Dialog open={open} label="History of Rent" onClose={() => setOpen(false)} />
        </>
      );
    }
    const user = userEvent.setup();
    render(<Page />);

    await user.click(screen.getByRole('button', { name: 'History' }));
    expect(await screen.findByText('closed')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    expect(screen.queryByText('History of Rent')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'History' }));
    expect(await screen.findByText('History of Rent')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries again after a failed fetch', async () => {
    const { load, Dialog } = makeDialog();
    load.mockRejectedValueOnce(new Error('offline'));
    await expect(Dialog.preload()).rejects.toThrow('offline');
    await expect(Dialog.preload()).resolves.toBeTypeOf('function');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is fetched while the browser is idle once the page is ready, once', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const { load, Dialog } = makeDialog();
    function Page({ ready }: { ready: boolean }) {
      usePreloadWhenIdle(ready, Dialog);
      return null;
    }
    const view = render(<Page ready={false} />);
    expect(idle).toHaveLength(0);
    view.rerender(<Page ready />);
    expect(idle).toHaveLength(1);
    expect(load).not.toHaveBeenCalled();
    idle[0]!();
    expect(load).toHaveBeenCalledTimes(1);
    view.rerender(<Page ready />);
    expect(idle).toHaveLength(1);
    view.unmount();
  });
});
