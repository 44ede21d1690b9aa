import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn, reply, stubApi } from '@/test/render-signed-in';
import type { DocumentDto } from '@shared/documents';
import { documentDto, fileOf, stubUploads } from '../test-data';
import { RecordDocumentsButton } from './record-documents-button';

const receipt = documentDto({
  id: 1,
  name: 'grocery-receipt.jpg',
  type: 'image/jpeg',
  uploaded_at: '2025-03-05T12:00:00.000Z',
  links: [
    { entity: 'expense', entity_id: 7 },
    // The same id on another kind of record is another record.
    { entity: 'event', entity_id: 3 },
  ],
});
const statement = documentDto({
  id: 2,
  name: 'bank-statement.pdf',
  uploaded_at: '2025-02-01T12:00:00.000Z',
  links: [{ entity: 'event', entity_id: 7 }],
});

/**
 * The server: it lists the documents and keeps what is linked and unlinked; `store` adds one as
 * an upload does.
 */
function serve(documents: DocumentDto[]) {
  let stored = documents;
  const change = (id: number, links: (links: DocumentDto['links']) => DocumentDto['links']) => {
    stored = stored.map((document) =>
      document.id === id ? { ...document, links: links(document.links) } : document,
    );
    return stored.find((document) => document.id === id)!;
  };
  const calls = stubApi(({ method, path, body }) => {
    if (method === 'GET' && path === '/api/documents') return reply(200, { documents: stored });
    const [, , , id, , entity, entityId] = path.split('/');
    if (method === 'POST' && path.endsWith('/links')) {
      const link = body as { entity: 'expense'; entity_id: number };
      return reply(
        201,
        change(Number(id), (links) => [...links, link]),
      );
    }
    if (method === 'DELETE') {
      change(Number(id), (links) =>
        links.filter((link) => link.entity !== entity || link.entity_id !== Number(entityId)),
      );
      return reply(204);
    }
    throw new Error(`unexpected ${method} ${path}`);
  });
  const store = (uploaded: DocumentDto) => {
    stored = [uploaded, ...stored];
  };
  return { calls, store };
}

function renderButton(count: number) {
  return renderSignedIn(
    <RecordDocumentsButton entity="expense" id={7} name="Groceries" count={count} />,
    { plan: 'premium' },
  );
}

function attached() {
  const list = screen.queryByRole('list', { name: 'Attached documents' });
  return list === null
    ? []
    : within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')!.textContent);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a record's documents", () => {
  it('shows the count from the record, and asks for nothing until opened', () => {
    const { calls } = serve([receipt]);
    renderButton(2);

    const button = screen.getByRole('button', { name: 'Documents for Groceries: 2' });
    expect(button).toHaveTextContent('2');
    expect(calls).toEqual([]);
  });

  it("lists the record's documents, detaches one and attaches another she uploaded before", async () => {
    const user = userEvent.setup();
    const { calls } = serve([receipt, statement]);
    renderButton(1);

    await user.click(screen.getByRole('button', { name: 'Documents for Groceries: 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Documents for Groceries' }));
    await waitFor(() => expect(attached()).toEqual(['grocery-receipt.jpg']));

    await user.click(dialog.getByRole('button', { name: 'Detach grocery-receipt.jpg' }));

    await waitFor(() => expect(attached()).toEqual([]));
    expect(calls.at(-1)).toEqual({
      method: 'DELETE',
      path: '/api/documents/1/links/expense/7',
      body: undefined,
    });
    expect(dialog.getByText('No documents are attached to this record yet.')).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Documents for Groceries: 0', hidden: true }),
    ).toBeInTheDocument();

    const picker = dialog.getByLabelText('Document');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose a document',
      'grocery-receipt.jpg (uploaded Mar 05, 2025)',
      'bank-statement.pdf (uploaded Feb 01, 2025)',
    ]);
    await user.selectOptions(picker, 'bank-statement.pdf (uploaded Feb 01, 2025)');
    await user.click(dialog.getByRole('button', { name: 'Attach' }));

    await waitFor(() => expect(attached()).toEqual(['bank-statement.pdf']));
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/documents/2/links',
      body: { entity: 'expense', entity_id: 7 },
    });
    expect(
      screen.getByRole('button', { name: 'Documents for Groceries: 1', hidden: true }),
    ).toBeInTheDocument();
  });

  it('attaches a new file to the record as soon as it is uploaded', async () => {
    const user = userEvent.setup();
    const uploads = stubUploads();
    const { calls, store } = serve([]);
    renderButton(0);

    await user.click(screen.getByRole('button', { name: 'Documents for Groceries: 0' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Documents for Groceries' }));
    expect(await dialog.findByText('You have no other documents to attach.')).toBeVisible();

    await user.upload(
      dialog.getByLabelText('Choose files'),
      fileOf('receipt', 'till-receipt.png', 'image/png'),
    );
    await waitFor(() => expect(uploads).toHaveLength(1));
    const uploaded = documentDto({ id: 5, name: 'till-receipt.png', type: 'image/png' });
    store(uploaded);
    await uploads[0]!.respond(201, uploaded);

    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        method: 'POST',
        path: '/api/documents/5/links',
        body: { entity: 'expense', entity_id: 7 },
      }),
    );
    await waitFor(() => expect(attached()).toEqual(['till-receipt.png']));
  });
});
