import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiAuthSource } from '@/lib/api-client';
import { renderSignedIn, reply, replyByPath, stubApi } from '@/test/render-signed-in';
import { EVIDENCE_MESSAGES, sha256HexOfBytes, type VerifyResponse } from '@shared/evidence';
import { march2025 } from './test-data';
import { VerifyPage } from './verify-page';

const CODE = 'FS-7K2M-9QXD-4TWE-H3NP';
const VERIFY_PATH = `/api/verify/${CODE}`;
const HEAD_HASH = '3f9a1c0e7b2d4a6f8e1c3b5d7f9a0c2e4b6d8f0a1c3e5b7d9f1a3c5e7b9d1f3a';
const exportedBytes = new TextEncoder().encode('%PDF-1.3 the net worth report');

async function snapshot(overrides: Partial<VerifyResponse> = {}): Promise<VerifyResponse> {
  return {
    kind: 'networth_pdf',
    created_at: march2025(5, 18, 25),
    owner: 'M. S.',
    head: { seq: 41, hash: HEAD_HASH },
    files: [{ name: 'networth-report.pdf', sha256: await sha256HexOfBytes(exportedBytes) }],
    changed_since: true,
    chain_valid: true,
    through_shared_link: false,
    receipt: {
      json: '{"code":"FS-7K2M-9QXD-4TWE-H3NP"}',
      signature: btoa('s'.repeat(64)),
      key_id: 'fs-0123456789abcdef',
      signature_valid: true,
    },
    ...overrides,
  };
}

/** /verify for a visitor who is not signed in. */
function renderVerify(path = '/verify') {
  return renderSignedIn(<VerifyPage />, { user: null, path });
}

/** A file as a browser hands it over (jsdom's File cannot read its bytes back). */
function fileOf(bytes: Uint8Array, name: string): File {
  return Object.assign(new File([bytes as BlobPart], name), {
    arrayBuffer: async () => bytes.slice().buffer,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  setApiAuthSource(async () => null);
});

describe('the /verify page', () => {
  it('looks up the ?code= at once, without the visitor’s token, and shows the export', async () => {
    stubApi(replyByPath({ [VERIFY_PATH]: { status: 200, body: await snapshot() } }));
    setApiAuthSource(async () => ({ userId: 'user-1', accessToken: 'token-1' }));
    renderVerify('/verify?code=fs-7k2m-9qxd-4twe-h3np');

    expect(screen.getByLabelText('Verification code')).toHaveValue('fs-7k2m-9qxd-4twe-h3np');
    const result = within(await screen.findByRole('region', { name: 'Verification result' }));
    expect(result.getByRole('heading', { name: 'Net worth report (PDF)' })).toBeInTheDocument();
    expect(result.getByText('Exported by M. S. on Mar 05, 2025, 6:25 PM')).toBeInTheDocument();
    expect(result.getByText(/^Fingerprint of the records:/)).toHaveTextContent(
      `Fingerprint of the records: ${HEAD_HASH}`,
    );
    expect(result.getByTestId('changed-since')).toHaveTextContent('Changed since: Yes');
    expect(result.getByText("The record's history is intact.")).toBeInTheDocument();
    expect(
      result.getByText("Signature valid: Fairsplit signed this export's receipt."),
    ).toBeInTheDocument();
    expect(result.queryByText(/changes? recorded/)).toBeNull();
    expect(result.getByText('networth-report.pdf')).toBeInTheDocument();
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(init?.headers).not.toHaveProperty('Authorization');
    expect(init?.headers).not.toHaveProperty('user-id');
  });

  it.each([
    [false, 'Changed since: No'],
    [true, 'Changed since: Yes'],
  ])('says whether anything changed since (%s), never how much', async (changed, text) => {
    const body = await snapshot({ changed_since: changed });
    stubApi(replyByPath({ [VERIFY_PATH]: { status: 200, body } }));
    renderVerify(`/verify?code=${CODE}`);

    expect(await screen.findByTestId('changed-since')).toHaveTextContent(text);
  });

  it('warns when the receipt does not check with the published key', async () => {
    const body = await snapshot();
    body.receipt!.signature_valid = false;
    stubApi(replyByPath({ [VERIFY_PATH]: { status: 200, body } }));
    renderVerify(`/verify?code=${CODE}`);

    expect(await screen.findByTestId('verdict')).toHaveTextContent(
      "Warning: the signed receipt of this net worth report of Mar 05, 2025 does not check with Fairsplit's key. Do not rely on it.",
    );
    expect(
      screen.getByText("Signature not valid: this receipt does not check with Fairsplit's key."),
    ).toBeInTheDocument();
  });

  it('says when a shared link made the export', async () => {
    const body = await snapshot({ through_shared_link: true });
    stubApi(replyByPath({ [VERIFY_PATH]: { status: 200, body } }));
    renderVerify(`/verify?code=${CODE}`);

    expect(
      await screen.findByText(
        'Exported by M. S. on Mar 05, 2025, 6:25 PM, made through a shared link',
      ),
    ).toBeInTheDocument();
  });

  it('warns when the record no longer recomputes', async () => {
    stubApi(
      replyByPath({ [VERIFY_PATH]: { status: 200, body: await snapshot({ chain_valid: false }) } }),
    );
    renderVerify(`/verify?code=${CODE}`);

    expect(
      await screen.findByText("The record's history does not recompute; it may have been altered."),
    ).toBeInTheDocument();
    expect(screen.queryByText("The record's history is intact.")).not.toBeInTheDocument();
  });

  it('looks up a typed code and puts it in the address', async () => {
    const user = userEvent.setup();
    const calls = stubApi(replyByPath({ [VERIFY_PATH]: { status: 200, body: await snapshot() } }));
    const { memory } = renderVerify();

    await user.type(screen.getByLabelText('Verification code'), '7k2m 9qxd 4twe h3np');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(
      await screen.findByRole('heading', { name: 'Net worth report (PDF)' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveValue(CODE);
    expect(memory.history.at(-1)).toBe(`/verify?code=${CODE}`);
    expect(calls.map((call) => call.path)).toEqual([VERIFY_PATH]);
  });

  it('refuses a code that cannot be one, asking nothing of the server', async () => {
    const user = userEvent.setup();
    const calls = stubApi(() => reply(200, {}));
    renderVerify();

    await user.type(screen.getByLabelText('Verification code'), 'FS-7K2M-9QXD');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(
      screen.getByText('Enter the code as printed, e.g. FS-7K2M-9QXD-4TWE-H3NP'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('says so at once when the ?code= cannot be one', () => {
    const calls = stubApi(() => reply(200, {}));
    renderVerify('/verify?code=not-a-code');

    expect(
      screen.getByText('Enter the code as printed, e.g. FS-7K2M-9QXD-4TWE-H3NP'),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it.each([
    [404, EVIDENCE_MESSAGES.snapshotNotFound],
    [429, EVIDENCE_MESSAGES.verifyRateLimited],
  ])('shows the server’s message for a %i', async (status, message) => {
    stubApi(replyByPath({ [VERIFY_PATH]: { status, body: { error: message } } }));
    renderVerify(`/verify?code=${CODE}`);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('says a dropped-in copy of the exported file is identical', async () => {
    const user = userEvent.setup();
    stubApi(replyByPath({ [VERIFY_PATH]: { status: 200, body: await snapshot() } }));
    renderVerify(`/verify?code=${CODE}`);

    await user.upload(
      await screen.findByLabelText('Check a file'),
      fileOf(exportedBytes, 'networth-report.pdf'),
    );

    expect(
      await screen.findByText('This file is identical to the one exported on Mar 05, 2025.'),
    ).toBeInTheDocument();
  });

  it('says a changed file differs from the exported one', async () => {
    const user = userEvent.setup();
    stubApi(replyByPath({ [VERIFY_PATH]: { status: 200, body: await snapshot() } }));
    renderVerify(`/verify?code=${CODE}`);
    const changed = new TextEncoder().encode('%PDF-1.3 the net worth report, edited');

    await user.upload(await screen.findByLabelText('Check a file'), fileOf(changed, 'copy.pdf'));

    expect(await screen.findByText('This file differs from the exported one.')).toBeInTheDocument();
  });

  it('checks a file dropped on the drop zone', async () => {
    stubApi(replyByPath({ [VERIFY_PATH]: { status: 200, body: await snapshot() } }));
    renderVerify(`/verify?code=${CODE}`);
    const zone = (await screen.findByLabelText('Check a file')).parentElement!;

    fireEvent.drop(zone, {
      dataTransfer: { files: [fileOf(exportedBytes, 'networth-report.pdf')] },
    });

    expect(
      await screen.findByText('This file is identical to the one exported on Mar 05, 2025.'),
    ).toBeInTheDocument();
  });

  describe('leads with one plain verdict', () => {
    const verdict = () => screen.findByTestId('verdict');

    it('before a file: what the code belongs to, and whether anything changed since', async () => {
      stubApi(replyByPath({ [VERIFY_PATH]: { status: 200, body: await snapshot() } }));
      renderVerify(`/verify?code=${CODE}`);
      expect(await verdict()).toHaveTextContent(
        'This code belongs to a net worth report exported on Mar 05, 2025, and the records have changed since. Drop the file below to check it is that file.',
      );
    });

    it('with the exported file: "Genuine … nothing has changed since"', async () => {
      const user = userEvent.setup();
      const body = await snapshot({ changed_since: false });
      stubApi(replyByPath({ [VERIFY_PATH]: { status: 200, body } }));
      renderVerify(`/verify?code=${CODE}`);
      await user.upload(
        await screen.findByLabelText('Check a file'),
        fileOf(exportedBytes, 'networth-report.pdf'),
      );
      await screen.findByText('This file is identical to the one exported on Mar 05, 2025.');
      expect(await verdict()).toHaveTextContent(
        'Genuine: this is the file exported on Mar 05, 2025, and nothing has changed since.',
      );
    });

    it('takes the file first, then the code', async () => {
      const user = userEvent.setup();
      stubApi(replyByPath({ [VERIFY_PATH]: { status: 200, body: await snapshot() } }));
      renderVerify();
      await user.upload(
        screen.getByLabelText('Check a file'),
        fileOf(exportedBytes, 'networth-report.pdf'),
      );
      expect(
        await screen.findByText('File read. Enter its verification code to check it.'),
      ).toBeInTheDocument();

      await user.type(screen.getByLabelText('Verification code'), CODE);
      await user.click(screen.getByRole('button', { name: 'Verify' }));

      expect(await verdict()).toHaveTextContent(
        'Genuine: this is the file exported on Mar 05, 2025, and the records have changed since.',
      );
    });

    it('with another file: "Not genuine"', async () => {
      const user = userEvent.setup();
      stubApi(replyByPath({ [VERIFY_PATH]: { status: 200, body: await snapshot() } }));
      renderVerify(`/verify?code=${CODE}`);
      await user.upload(
        await screen.findByLabelText('Check a file'),
        fileOf(new TextEncoder().encode('%PDF-1.3 edited'), 'copy.pdf'),
      );
      await screen.findByText('This file differs from the exported one.');
      expect(await verdict()).toHaveTextContent(
        'Not genuine: this file differs from the net worth report exported on Mar 05, 2025.',
      );
    });

    it('warns, whatever the file, when the records were altered', async () => {
      const body = await snapshot({ chain_valid: false });
      stubApi(replyByPath({ [VERIFY_PATH]: { status: 200, body } }));
      renderVerify(`/verify?code=${CODE}`);
      expect(await verdict()).toHaveTextContent(
        'Warning: the records behind this net worth report of Mar 05, 2025 were altered outside Fairsplit. Do not rely on it.',
      );
    });

    it('keeps the fingerprints under Details', async () => {
      stubApi(replyByPath({ [VERIFY_PATH]: { status: 200, body: await snapshot() } }));
      renderVerify(`/verify?code=${CODE}`);
      const fingerprint = await screen.findByText(/^Fingerprint of the records:/);
      expect(fingerprint.closest('details')).not.toBeNull();
      expect(fingerprint.closest('details')).not.toHaveAttribute('open');
    });
  });
});
