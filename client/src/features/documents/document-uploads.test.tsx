import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiAuthSource } from '@/lib/api-client';
import { renderSignedIn, reply, stubApi } from '@/test/render-signed-in';
import { DOCUMENT_MESSAGES } from '@shared/documents';
import { DocumentsPage } from './documents-page';
import { documentDto, fileOf, stubUploads } from './test-data';

// SHA-256 of the bytes 'grocery receipt', computed apart from the code under test.
const RECEIPT_SHA256 = '153e8a60575462a53f9b2c74dd3399e72dc62bd20490fc40fff1efe30ff2d968';

const lease = documentDto({ id: 1, name: 'lease.pdf', uploaded_at: '2025-03-05T12:00:00.000Z' });

function receiptFile() {
  return fileOf('grocery receipt', 'receipt.pdf', 'application/pdf');
}

function renderPage() {
  const calls = stubApi(({ path }) =>
    reply(200, { documents: path === '/api/documents' ? [lease] : [] }),
  );
  renderSignedIn(<DocumentsPage />, { plan: 'premium' });
  return calls;
}

function uploadRows() {
  return within(screen.getByRole('list', { name: 'Uploads' }));
}

beforeEach(() => {
  setApiAuthSource(async () => ({ userId: 'user-1', accessToken: 'token-1' }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  setApiAuthSource(async () => null);
});

describe('uploading documents', () => {
  it('sends the file with its SHA-256 and her credentials, shows its progress, then lists it', async () => {
    const user = userEvent.setup();
    const uploads = stubUploads();
    const calls = renderPage();
    await screen.findByText('lease.pdf');

    await user.upload(screen.getByLabelText('Choose files'), receiptFile());
    await waitFor(() => expect(uploads).toHaveLength(1));
    const [request] = uploads;

    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/api/documents');
    // No Content-Type: the browser writes the multipart boundary.
    expect(request!.headers).toEqual({
      'Accept-Language': 'en',
      'user-id': 'user-1',
      Authorization: 'Bearer token-1',
      'CSRF-Token': 'test-token',
    });
    expect(request!.body!.get('sha256')).toBe(RECEIPT_SHA256);
    expect((request!.body!.get('file') as File).name).toBe('receipt.pdf');

    const progress = uploadRows().getByRole('progressbar', { name: 'Upload of receipt.pdf' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    request!.progress(512, 1024);
    expect(progress).toHaveAttribute('aria-valuenow', '50');
    expect(uploadRows().getByText('Uploading… 50%')).toBeInTheDocument();
    request!.progress(1024, 1024);
    expect(uploadRows().getByText('Saving…')).toBeInTheDocument();

    await request!.respond(
      201,
      documentDto({
        id: 9,
        name: 'receipt.pdf',
        bytes: 15,
        sha256: RECEIPT_SHA256,
        uploaded_at: '2025-03-06T12:00:00.000Z',
      }),
    );

    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
    expect(screen.getByText('receipt.pdf was uploaded.')).toBeInTheDocument();
    // Newest first, without reading the list again.
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('button', { name: /^View / })
          .map((button) => button.getAttribute('aria-label')),
      ).toEqual(['View receipt.pdf', 'View lease.pdf']),
    );
    expect(calls.filter((call) => call.path === '/api/documents')).toHaveLength(1);
  });

  it("keeps a refused file's row with the server's reason, while the others go on", async () => {
    const user = userEvent.setup();
    const uploads = stubUploads();
    renderPage();

    await user.upload(screen.getByLabelText('Choose files'), [
      receiptFile(),
      fileOf('MZ', 'setup.pdf', 'application/pdf'),
    ]);
    await waitFor(() => expect(uploads).toHaveLength(2));
    const refused = uploads.find(
      (request) => (request.body!.get('file') as File).name === 'setup.pdf',
    )!;

    await refused.respond(415, {
      error: DOCUMENT_MESSAGES.typeRefused,
      code: 'unsupported_media_type',
    });

    expect(uploadRows().getByRole('alert')).toHaveTextContent(DOCUMENT_MESSAGES.typeRefused);
    expect(
      uploadRows().queryByRole('progressbar', { name: 'Upload of setup.pdf' }),
    ).not.toBeInTheDocument();
    expect(
      uploadRows().getByRole('progressbar', { name: 'Upload of receipt.pdf' }),
    ).toBeInTheDocument();

    await user.click(uploadRows().getByRole('button', { name: 'Dismiss setup.pdf' }));
    expect(uploadRows().queryByRole('alert')).not.toBeInTheDocument();
    expect(uploadRows().getAllByRole('listitem')).toHaveLength(1);
  });

  it('aborts a cancelled upload and adds nothing', async () => {
    const user = userEvent.setup();
    const uploads = stubUploads();
    renderPage();
    await screen.findByText('lease.pdf');

    await user.upload(screen.getByLabelText('Choose files'), receiptFile());
    await waitFor(() => expect(uploads).toHaveLength(1));
    uploads[0]!.progress(100, 1024);

    await user.click(screen.getByRole('button', { name: 'Cancel upload of receipt.pdf' }));

    expect(uploads[0]!.isAborted).toBe(true);
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('receipt.pdf')).not.toBeInTheDocument();
  });

  it('offers a photo from the camera, and lists the kept types for the file picker', () => {
    stubUploads();
    renderPage();

    const camera = screen.getByLabelText('Take a photo');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'environment');
    const picker = screen.getByLabelText('Choose files');
    expect(picker).toHaveAttribute('multiple');
    expect(picker.getAttribute('accept')!.split(',')).toEqual(
      expect.arrayContaining(['application/pdf', 'image/heic', 'text/csv', '.docx', '.jpg']),
    );
    expect(picker).toHaveAccessibleDescription(
      'You can upload PDF, JPEG, PNG, WebP, HEIC, HEIF, CSV, XLSX, DOCX, or TXT files.',
    );
  });
});
