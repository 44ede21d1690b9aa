import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn, reply, stubApi, toastRegion, type ApiCall } from '@/test/render-signed-in';
import { DOCUMENT_MESSAGES, type DocumentDto } from '@shared/documents';
import { summarizeNetworth } from '@shared/networth';
import { DocumentsPage } from './documents-page';
import { documentDto } from './test-data';

// Midday UTC, so the day is the same in any test machine's time zone.
const lease = documentDto({
  id: 1,
  name: 'lease.pdf',
  bytes: 2_516_582,
  sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  uploaded_at: '2025-03-05T12:00:00.000Z',
  links: [
    { entity: 'expense', entity_id: 4 },
    { entity: 'networth_item', entity_id: 2 },
    { entity: 'networth_item', entity_id: 3 },
  ],
});
const photo = documentDto({
  id: 2,
  name: 'Kitchen repair photo',
  type: 'image/jpeg',
  bytes: 849_920,
  uploaded_at: '2025-01-02T12:00:00.000Z',
});
const statement = documentDto({
  id: 3,
  name: 'statement.xlsx',
  type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  bytes: 12,
  uploaded_at: '2024-12-20T12:00:00.000Z',
  links: [{ entity: 'event', entity_id: 8 }],
});

type Server = { documents: DocumentDto[]; deleted: DocumentDto[] };

/**
 * A server holding `documents` and `deleted`: it lists them, deletes (into `deleted`), restores
 * and renames; `override` answers a request first when it returns a response.
 */
function serve(
  server: Server,
  override?: (call: ApiCall) => Response | Promise<Response> | undefined,
) {
  return stubApi(async (call) => {
    const answer = await override?.(call);
    if (answer !== undefined) return answer;
    const { method, path } = call;
    if (path === '/api/documents') return reply(200, { documents: server.documents });
    // No pictures unless a test serves them: each row shows its kind's icon.
    if (/\/(thumbnail|preview)$/.test(path)) {
      return reply(404, { error: DOCUMENT_MESSAGES.noPicture, code: 'not_found' });
    }
    if (path === '/api/documents?deleted=1') return reply(200, { documents: server.deleted });
    const id = Number(path.split('/')[3]);
    const stored = [...server.documents, ...server.deleted].find((document) => document.id === id);
    if (stored === undefined) return reply(404, { error: 'Document not found', code: 'not_found' });
    if (method === 'DELETE') {
      server.documents = server.documents.filter((document) => document.id !== id);
      server.deleted = [{ ...stored, deleted_at: '2025-03-07T12:00:00.000Z' }];
      return reply(204);
    }
    if (path.endsWith('/restore')) {
      server.deleted = server.deleted.filter((document) => document.id !== id);
      return reply(200, { ...stored, deleted_at: null });
    }
    const renamed = { ...stored, ...(call.body as { name: string }) };
    return reply(200, renamed);
  });
}

function renderPage() {
  return renderSignedIn(<DocumentsPage />, { plan: 'premium' });
}

/** The documents' names as listed, in order. */
function listedNames() {
  return screen
    .queryAllByRole('button', { name: /^Rename / })
    .map((button) => button.getAttribute('aria-label')!.replace('Rename ', ''));
}

function itemOf(name: string) {
  return within(screen.getByRole('button', { name: `Rename ${name}` }).closest('li')!);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Documents page', () => {
  it('says what it is for, and shows the empty state when there are no documents', async () => {
    serve({ documents: [], deleted: [] });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Keep receipts, statements and other papers here. Attach each one to the record it proves.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('You have no documents yet.')).toBeInTheDocument();
    expect(
      await screen.findByText('You have not deleted any documents in the last 30 days.'),
    ).toBeInTheDocument();
  });

  it('lists each document with its type, size, day and the records it proves', async () => {
    serve({ documents: [lease, photo, statement], deleted: [] });
    renderPage();

    await screen.findByText('lease.pdf');
    expect(listedNames()).toEqual(['lease.pdf', 'Kitchen repair photo', 'statement.xlsx']);
    expect(itemOf('lease.pdf').getByText('PDF · 2.4 MB · Uploaded Mar 05, 2025')).toBeVisible();
    expect(
      within(itemOf('lease.pdf').getByRole('list', { name: 'Attached to' }))
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Expense', 'Net-worth item × 2']);
    expect(
      itemOf('Kitchen repair photo').getByText('JPEG · 830 KB · Uploaded Jan 02, 2025'),
    ).toBeVisible();
    expect(itemOf('Kitchen repair photo').getByText('Not attached to a record')).toBeVisible();
    expect(
      itemOf('statement.xlsx').getByText('XLSX · 12 bytes · Uploaded Dec 20, 2024'),
    ).toBeVisible();
  });

  it('narrows the list by name, type, day or the kind of record, and says when nothing matches', async () => {
    const user = userEvent.setup();
    serve({ documents: [lease, photo, statement], deleted: [] });
    renderPage();
    const search = await screen.findByRole('searchbox', { name: 'Search documents' });

    await user.type(search, 'kitchen');
    expect(listedNames()).toEqual(['Kitchen repair photo']);

    await user.clear(search);
    await user.type(search, 'xlsx');
    expect(listedNames()).toEqual(['statement.xlsx']);

    await user.clear(search);
    await user.type(search, 'mar 05');
    expect(listedNames()).toEqual(['lease.pdf']);

    await user.clear(search);
    await user.type(search, 'event');
    expect(listedNames()).toEqual(['statement.xlsx']);

    await user.clear(search);
    await user.type(search, 'net-worth pdf');
    expect(listedNames()).toEqual(['lease.pdf']);
    expect(screen.getByText('Showing 1 of 3.')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'divorce decree');
    expect(listedNames()).toEqual([]);
    expect(screen.getByText('No documents match “divorce decree”.')).toBeInTheDocument();
  });

  it('finds a document by the name of an expense or event it proves, read once she searches', async () => {
    const user = userEvent.setup();
    const stamp = '2025-03-01T12:00:00.000Z';
    const expense = { date: '2025-03-01', created_at: stamp, updated_at: stamp };
    const calls = serve({ documents: [lease, photo, statement], deleted: [] }, ({ path }) => {
      if (path === '/api/expenses') {
        return reply(200, [
          { ...expense, id: 4, name: 'Moving truck rental', amount: '240.00', document_count: 1 },
          { ...expense, id: 5, name: 'Groceries', amount: '82.10', document_count: 0 },
        ]);
      }
      if (path === '/api/events') {
        return reply(200, [
          {
            id: 8,
            date: '2024-12-19',
            description: 'Missed pickup at school',
            party: 'Alex',
            concern_level: 3,
            created_at: stamp,
            updated_at: stamp,
            document_count: 1,
          },
        ]);
      }
      if (path === '/api/networth')
        return reply(200, { items: [], summary: summarizeNetworth([]) });
      return undefined;
    });
    renderPage();
    const search = await screen.findByRole('searchbox', { name: 'Search documents' });
    const trackerReads = () => calls.filter((call) => !call.path.startsWith('/api/documents'));
    expect(trackerReads()).toEqual([]);

    await user.type(search, 'moving truck');
    await waitFor(() => expect(listedNames()).toEqual(['lease.pdf']));
    expect(screen.getByText('Showing 1 of 3.')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'pickup');
    expect(listedNames()).toEqual(['statement.xlsx']);

    // Groceries is an expense, but no document proves it.
    await user.clear(search);
    await user.type(search, 'groceries');
    expect(listedNames()).toEqual([]);
    expect(screen.getByText('No documents match “groceries”.')).toBeInTheDocument();
    expect(trackerReads().map((call) => call.path)).toEqual(
      expect.arrayContaining(['/api/expenses', '/api/events', '/api/networth']),
    );
  });

  describe('the viewer', () => {
    afterEach(() => {
      // jsdom has no object URLs: each test that opens a file lends them.
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });

    it('shows a PDF from its bytes with its fingerprint, and lets the bytes go on close', async () => {
      const user = userEvent.setup();
      const createObjectURL = vi.fn((_blob: Blob) => 'blob:lease');
      const revokeObjectURL = vi.fn();
      Object.assign(URL, { createObjectURL, revokeObjectURL });
      const calls = serve({ documents: [lease], deleted: [] }, ({ path }) =>
        path.includes('/content') ? new Response('%PDF-1.7', { status: 200 }) : undefined,
      );
      renderPage();

      await user.click(await screen.findByRole('button', { name: 'View lease.pdf' }));
      const viewer = within(screen.getByRole('dialog', { name: 'lease.pdf' }));

      const frame = await viewer.findByTitle('lease.pdf');
      expect(frame.tagName).toBe('IFRAME');
      expect(frame).toHaveAttribute('src', 'blob:lease');
      expect(calls.at(-1)).toMatchObject({
        method: 'GET',
        path: '/api/documents/1/content?inline=1',
      });
      expect(createObjectURL.mock.calls[0]![0].type).toBe('application/pdf');
      expect(viewer.getByRole('heading', { name: 'Fingerprint (SHA-256)' })).toBeVisible();
      expect(viewer.getByText(lease.sha256)).toHaveClass('font-mono', 'break-all');
      expect(
        viewer.getByText(
          'Fairsplit computed this fingerprint when the file arrived. If the file is changed, even by one byte, the fingerprint changes.',
        ),
      ).toBeVisible();
      expect(revokeObjectURL).not.toHaveBeenCalled();

      await user.click(viewer.getAllByRole('button', { name: 'Close' })[0]!);

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:lease');
    });

    it('shows an image with its name as the alternative text', async () => {
      const user = userEvent.setup();
      Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => {} });
      serve({ documents: [photo], deleted: [] }, ({ path }) =>
        path.includes('/content') ? new Response('jpeg', { status: 200 }) : undefined,
      );
      renderPage();

      await user.click(await screen.findByRole('button', { name: 'View Kitchen repair photo' }));

      const image = await screen.findByRole('img', { name: 'Kitchen repair photo' });
      expect(image).toHaveAttribute('src', 'blob:photo');
    });

    it("shows a HEIC photo as the server's JPEG copy, saying the download is the original", async () => {
      const user = userEvent.setup();
      Object.assign(URL, { createObjectURL: () => 'blob:copy', revokeObjectURL: () => {} });
      const heic = documentDto({ id: 5, name: 'IMG_0042.HEIC', type: 'image/heic' });
      const calls = serve({ documents: [heic], deleted: [] }, ({ path }) =>
        path.endsWith('/preview') ? new Response('jpeg', { status: 200 }) : undefined,
      );
      renderPage();

      await user.click(await screen.findByRole('button', { name: 'View IMG_0042.HEIC' }));
      const viewer = within(screen.getByRole('dialog', { name: 'IMG_0042.HEIC' }));

      expect(await viewer.findByRole('img', { name: 'IMG_0042.HEIC' })).toHaveAttribute(
        'src',
        'blob:copy',
      );
      expect(
        viewer.getByText(
          'Shown as a JPEG copy, because most browsers cannot show HEIC photos. Download keeps the original HEIC file, the one the fingerprint is for.',
        ),
      ).toBeVisible();
      expect(calls.map((call) => call.path)).toContain('/api/documents/5/preview');
      expect(calls.some((call) => call.path.includes('/content'))).toBe(false);
    });

    it('offers a spreadsheet as a download, without fetching it to show', async () => {
      const user = userEvent.setup();
      const calls = serve({ documents: [statement], deleted: [] });
      renderPage();

      await user.click(await screen.findByRole('button', { name: 'View statement.xlsx' }));
      const viewer = within(screen.getByRole('dialog', { name: 'statement.xlsx' }));

      expect(
        viewer.getByText(
          'This kind of file cannot be shown here. Download it to open it on your device.',
        ),
      ).toBeVisible();
      expect(viewer.getByRole('button', { name: 'Download statement.xlsx' })).toBeEnabled();
      expect(calls.some((call) => call.path.includes('/content'))).toBe(false);
    });
  });

  it("shows a photo's thumbnail at the start of its row, and only photos ask for one", async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:thumbnail');
    Object.assign(URL, { createObjectURL, revokeObjectURL: () => {} });
    try {
      const calls = serve({ documents: [lease, photo], deleted: [] }, ({ path }) =>
        path === '/api/documents/2/thumbnail' ? new Response('webp', { status: 200 }) : undefined,
      );
      const { container } = renderPage();

      await waitFor(() => expect(container.querySelector('img')).not.toBeNull());
      const thumbnail = container.querySelector('img')!;
      expect(thumbnail).toHaveAttribute('src', 'blob:thumbnail');
      // Decorative: the row's name says what it is.
      expect(thumbnail).toHaveAttribute('alt', '');
      expect(createObjectURL.mock.calls[0]![0].type).toBe('image/webp');
      expect(
        calls.filter((call) => /thumbnail|preview/.test(call.path)).map((c) => c.path),
      ).toEqual(['/api/documents/2/thumbnail']);
    } finally {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    }
  });

  it('renames a document, holding the name to the shared rule', async () => {
    const user = userEvent.setup();
    const calls = serve({ documents: [lease], deleted: [] });
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Rename lease.pdf' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Rename document' }));
    const name = dialog.getByLabelText('Name');
    expect(name).toHaveValue('lease.pdf');

    await user.clear(name);
    await user.click(dialog.getByRole('button', { name: 'Save name' }));
    expect(await dialog.findByText('Document name is required')).toBeVisible();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);

    await user.type(name, '  Lease 2025  ');
    await user.click(dialog.getByRole('button', { name: 'Save name' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/api/documents/1',
      body: { name: 'Lease 2025' },
    });
    await waitFor(() => expect(listedNames()).toEqual(['Lease 2025']));
  });

  it('deletes a document after asking, and restores it from Recently deleted', async () => {
    const user = userEvent.setup();
    const calls = serve({ documents: [lease, photo], deleted: [] });
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Delete lease.pdf' }));
    const confirm = within(screen.getByRole('alertdialog', { name: 'Delete “lease.pdf”?' }));
    expect(
      confirm.getByText('You can restore it from Recently deleted for 30 days.'),
    ).toBeVisible();
    await user.click(confirm.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(listedNames()).toEqual(['Kitchen repair photo']));
    expect(calls).toContainEqual({ method: 'DELETE', path: '/api/documents/1', body: undefined });
    expect(await toastRegion().findByText('Document deleted')).toBeInTheDocument();

    const restore = await screen.findByRole('button', { name: 'Restore lease.pdf' });
    expect(restore.closest('li')).toHaveTextContent('Deleted Mar 07, 2025');
    await user.click(restore);

    await waitFor(() => expect(listedNames()).toEqual(['lease.pdf', 'Kitchen repair photo']));
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/documents/1/restore',
      body: undefined,
    });
    expect(screen.queryByRole('button', { name: 'Restore lease.pdf' })).not.toBeInTheDocument();
    expect(await toastRegion().findByText('Document restored')).toBeInTheDocument();
  });

  it("says why a restore was refused, in the server's words", async () => {
    const user = userEvent.setup();
    const expired = { ...photo, deleted_at: '2025-01-03T12:00:00.000Z' };
    serve({ documents: [], deleted: [expired] }, ({ path }) =>
      path.endsWith('/restore')
        ? reply(410, { error: DOCUMENT_MESSAGES.restoreExpired, code: 'document_purged' })
        : undefined,
    );
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Restore Kitchen repair photo' }));

    expect(await toastRegion().findByText('Failed to restore the document')).toBeInTheDocument();
    expect(
      toastRegion().getByText(
        'This document was deleted more than 30 days ago; its file is gone and it cannot be restored.',
      ),
    ).toBeInTheDocument();
  });
});
