import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { ShareLinkStep } from './share-link-step';

const URL = 'http://localhost:5000/shared/abc';

function renderStep() {
  render(
    <Dialog open>
      <DialogContent>
        <ShareLinkStep url={URL} onDone={() => {}} />
      </DialogContent>
    </Dialog>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the new link', () => {
  it('opens the phone’s share sheet with the link and a title that says no more', async () => {
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share });
    renderStep();

    await userEvent.click(screen.getByRole('button', { name: 'Share…' }));

    expect(share).toHaveBeenCalledWith({ title: 'A read-only link', url: URL });
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('keeps the link on screen when she closes the sheet', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      share: vi.fn(async () => {
        throw new DOMException('Share canceled', 'AbortError');
      }),
    });
    renderStep();
    await userEvent.click(screen.getByRole('button', { name: 'Share…' }));
    expect(screen.getByDisplayValue(URL)).toBeInTheDocument();
  });

  it('offers only Copy where the browser has no share sheet', () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined });
    renderStep();
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull();
  });
});
