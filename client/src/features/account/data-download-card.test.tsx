import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadBytes } from '@/lib/download';
import { renderSignedIn, reply, stubApi } from '@/test/render-signed-in';
import { DataDownloadCard } from './data-download-card';
import { DATA_DOWNLOAD_TEXTS } from './use-data-download';

vi.mock('@/lib/download', () => ({ downloadBytes: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(downloadBytes).mockReset();
});

describe('the Your data card', () => {
  it('scrolls into view when the address names it (/profile#your-data)', () => {
    const scrollIntoView = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrollIntoView;
    window.history.replaceState(null, '', '/profile#your-data');
    try {
      renderSignedIn(<DataDownloadCard />);
      const card = screen.getByRole('region', { name: DATA_DOWNLOAD_TEXTS.title });
      expect(card).toHaveAttribute('id', 'your-data');
      expect(scrollIntoView.mock.contexts).toEqual([card]);
    } finally {
      Element.prototype.scrollIntoView = original;
      window.history.replaceState(null, '', '/');
    }
  });

  it('downloads the ZIP by default, byte for byte as the server sent it', async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    const calls = stubApi(() => new Response(bytes, { status: 200 }));
    renderSignedIn(<DataDownloadCard />);

    const card = screen.getByRole('region', { name: 'Your data' });
    await userEvent.click(within(card).getByRole('button', { name: 'Download my data' }));

    expect(await screen.findByText(DATA_DOWNLOAD_TEXTS.doneTitle)).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'GET', path: '/api/account/export?format=zip', body: undefined },
    ]);
    const [sent, name, type] = vi.mocked(downloadBytes).mock.calls[0]!;
    expect([...sent]).toEqual([...bytes]);
    expect(name).toMatch(/^fairsplit-data-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(type).toBe('application/zip');
  });

  it('asks for one JSON file when chosen', async () => {
    const calls = stubApi(() => reply(200, { readme: '' }));
    renderSignedIn(<DataDownloadCard />);

    await userEvent.selectOptions(screen.getByLabelText('Format'), 'One JSON file');
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));

    expect(await screen.findByText(DATA_DOWNLOAD_TEXTS.doneTitle)).toBeInTheDocument();
    expect(calls[0]!.path).toBe('/api/account/export?format=json');
    expect(vi.mocked(downloadBytes).mock.calls[0]![2]).toBe('application/json');
  });

  it('says what went wrong and downloads nothing when the server refuses', async () => {
    stubApi(() => reply(500, { error: 'Internal server error' }));
    renderSignedIn(<DataDownloadCard />);

    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));

    expect(await screen.findByText(DATA_DOWNLOAD_TEXTS.failedTitle)).toBeInTheDocument();
    expect(screen.getByText('Internal server error')).toBeInTheDocument();
    expect(downloadBytes).not.toHaveBeenCalled();
  });
});
