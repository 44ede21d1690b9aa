import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sha256HexOfBytes } from '@shared/evidence';
import { downloadBytes } from '@/lib/download';
import { logger } from '@/lib/logger';
import { testClientConfig } from '@/test/client-config';
import { contentOfPdfFile } from '@/test/pdf-text';
import {
  type ApiCall,
  deferred,
  renderSignedIn,
  reply,
  stubApi,
  toastRegion,
} from '@/test/render-signed-in';
import { makeCaseFileData } from '../test-data';
import { CaseFileCard } from './case-file-card';

vi.mock('@/lib/download', () => ({ downloadBytes: vi.fn() }));

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CODE = 'FS-7K2M-9QXD-4TWE-H3NP';
const records = makeCaseFileData({ items: 4, expenses: 6, events: 3 });
const csv = (text: string) => new Uint8Array(new TextEncoder().encode(`\uFEFF${text}`));
const CSVS: Record<string, Uint8Array> = {
  '/api/export/expenses.csv': csv('ID,Date,Name,Amount,Last changed\r\n'),
  '/api/export/events.csv': csv('ID,Date,Description,Party,Concern level,Last changed\r\n'),
  '/api/export/networth.csv': csv('ID,Name,Type\r\n1,"Say ""hi""",Asset\r\n'),
};

/** The API a premium user with `records` meets; `overrides` answer some calls differently. */
function playApi(overrides: Record<string, (call: ApiCall) => Response | Promise<Response>> = {}) {
  return stubApi((call) => {
    const key = `${call.method} ${call.path}`;
    const override = overrides[key];
    if (override) return override(call);
    if (call.method === 'GET' && call.path in CSVS) {
      return new Response(CSVS[call.path]!.slice(), { status: 200 });
    }
    switch (key) {
      case 'GET /api/config':
        return reply(200, testClientConfig());
      case 'GET /api/profile':
        return reply(200, {
          subscription_status: 'premium',
          subscription: null,
          first_name: 'Jordan',
          last_name: 'Example',
          email: 'jo@example.com',
          username: null,
        });
      case 'POST /api/snapshots':
        return reply(201, {
          code: CODE,
          created_at: '2025-05-03T13:30:00.000Z',
          head: { seq: 7, hash: 'cd'.repeat(32) },
        });
      case 'GET /api/networth':
        return reply(200, { items: records.networth!.items, summary: records.networth!.summary });
      case 'GET /api/networth/division':
        return reply(200, records.networth!.division);
      case 'GET /api/expenses':
        return reply(200, records.expenses);
      case 'GET /api/events':
        return reply(200, records.events);
      case 'GET /api/settlement':
        return reply(200, { scenario: null });
      case 'GET /api/account/parties':
        return reply(200, { spouse_role: null, spouse_1_name: null, spouse_2_name: null });
      case `POST /api/snapshots/${CODE}/files`:
        return reply(201, { files: (call.body as { files: unknown[] }).files });
      default:
        throw new Error(`unexpected request ${key}`);
    }
  });
}

const paperSize = () => screen.getByRole('combobox', { name: 'Paper size' });
const downloadButton = () => screen.getByRole('button', { name: 'Download case file' });

describe('CaseFileCard', () => {
  it('says what the case file holds and where a lawyer verifies it', () => {
    playApi();
    renderSignedIn(<CaseFileCard />, { plan: 'premium' });

    const card = within(screen.getByRole('region', { name: 'Your case file' }));
    expect(card.getByText(/One ZIP with a PDF of your summary/)).toBeInTheDocument();
    expect(card.getByRole('link', { name: '/verify' })).toHaveAttribute('href', '/verify');
    expect(
      within(paperSize())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['A4', 'US Letter']);
  });

  it.each([
    ['en-US', 'US Letter'],
    ['es-MX', 'US Letter'],
    ['en-GB', 'A4'],
    ['de-DE', 'A4'],
  ])('chooses the paper the browser’s locale %s prints on: %s', (locale, label) => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue(locale);
    playApi();
    renderSignedIn(<CaseFileCard />, { plan: 'premium' });

    expect(
      within(paperSize()).getByRole<HTMLOptionElement>('option', { name: label }).selected,
    ).toBe(true);
  });

  it('makes the verified ZIP, records every file’s hash and downloads it', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    const recorded = deferred<Response>();
    const calls = playApi({ [`POST /api/snapshots/${CODE}/files`]: () => recorded.promise });
    const user = userEvent.setup();
    renderSignedIn(<CaseFileCard />, { plan: 'premium' });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/profile')).toBe(true));

    await user.selectOptions(paperSize(), 'A4');
    await user.click(downloadButton());

    expect(await screen.findByText('Preparing your case file…')).toBeInTheDocument();
    expect(downloadButton()).toBeDisabled();
    await waitFor(() => expect(calls.at(-1)?.path).toBe(`/api/snapshots/${CODE}/files`));
    recorded.resolve(reply(201, {}));

    expect(await toastRegion().findByText('Case file downloaded')).toBeInTheDocument();
    expect(
      toastRegion().getByText(`Your case file and its verification code ${CODE} are ready.`),
    ).toBeInTheDocument();
    expect(screen.queryByText('Preparing your case file…')).toBeNull();
    expect(downloadButton()).toBeEnabled();

    // The snapshot first, then the records, then the hashes.
    const asked = calls.map((call) => `${call.method} ${call.path}`);
    const snapshotAt = asked.indexOf('POST /api/snapshots');
    expect(calls[snapshotAt]!.body).toEqual({ kind: 'case_file' });
    for (const read of [
      'GET /api/networth',
      'GET /api/networth/division',
      'GET /api/expenses',
      'GET /api/events',
      'GET /api/settlement',
      'GET /api/account/parties',
      ...Object.keys(CSVS).map((path) => `GET ${path}`),
    ]) {
      expect(asked.lastIndexOf(read)).toBeGreaterThan(snapshotAt);
    }
    const { files: hashes } = calls.at(-1)!.body as { files: { name: string; sha256: string }[] };
    expect(hashes.map((file) => file.name)).toEqual([
      'case-file.pdf',
      'expenses.csv',
      'events.csv',
      'networth.csv',
      'fairsplit-case-file.zip',
    ]);
    const hashOf = new Map(hashes.map((file) => [file.name, file.sha256]));

    expect(downloadBytes).toHaveBeenCalledTimes(1);
    const [zip, fileName, type] = vi.mocked(downloadBytes).mock.calls[0]!;
    expect([fileName, type]).toEqual(['fairsplit-case-file.zip', 'application/zip']);
    expect(await sha256HexOfBytes(zip as BufferSource)).toBe(hashOf.get('fairsplit-case-file.zip'));

    const entries = unzipSync(zip);
    const manifest = JSON.parse(strFromU8(entries['manifest.json']!));
    expect(manifest).toMatchObject({
      app: 'Fairsplit',
      kind: 'case_file',
      snapshot_code: CODE,
      exported_at: '2025-05-03T13:30:00.000Z',
      record_head: { seq: 7, hash: 'cd'.repeat(32) },
      verify_url: `https://fairsplit.test/verify?code=${CODE}`,
    });
    for (const file of manifest.files as { name: string; sha256: string; bytes: number }[]) {
      expect(file.sha256).toBe(hashOf.get(file.name));
      expect(await sha256HexOfBytes(entries[file.name]! as BufferSource)).toBe(file.sha256);
      expect(file.bytes).toBe(entries[file.name]!.byteLength);
    }
    for (const [path, bytes] of Object.entries(CSVS)) {
      expect(entries[path.slice('/api/export/'.length)]).toEqual(bytes);
    }

    const pdf = entries['case-file.pdf']!;
    expect(strFromU8(pdf.subarray(0, 5), true)).toBe('%PDF-');
    expect(strFromU8(pdf, true)).toMatch(/\/MediaBox \[0 0 595\.27\d* 841\.88\d*\]/);
    expect(strFromU8(pdf, true)).not.toContain('/MediaBox [0 0 612. 792.]');
    const drawn = contentOfPdfFile(pdf);
    expect(drawn).toContain('(Prepared for Jordan Example) Tj');
    expect(drawn).toContain(`Code ${CODE}`);
  });

  it('prints on US Letter when the user keeps that choice', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    playApi();
    renderSignedIn(<CaseFileCard />, { plan: 'premium' });

    await userEvent.click(downloadButton());

    await waitFor(() => expect(downloadBytes).toHaveBeenCalledTimes(1));
    const pdf = unzipSync(vi.mocked(downloadBytes).mock.calls[0]![0])['case-file.pdf']!;
    expect(strFromU8(pdf, true)).toContain('/MediaBox [0 0 612. 792.]');
  });

  it('says "Case file failed" with the server’s reason when it refuses', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => {});
    playApi({
      'POST /api/snapshots': () =>
        reply(403, { error: 'Premium subscription required for this feature.' }),
    });
    renderSignedIn(<CaseFileCard />, { plan: 'premium' });

    await userEvent.click(downloadButton());

    expect(await toastRegion().findByText('Case file failed')).toBeInTheDocument();
    expect(
      toastRegion().getByText('Premium subscription required for this feature.'),
    ).toBeInTheDocument();
    expect(downloadBytes).not.toHaveBeenCalled();
    expect(downloadButton()).toBeEnabled();
    expect(logged).toHaveBeenCalledWith('Could not make the case file', expect.any(Error));
  });

  it('says nothing was downloaded when a file could not be fetched', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => {});
    const calls = playApi({
      'GET /api/export/events.csv': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderSignedIn(<CaseFileCard />, { plan: 'premium' });

    await userEvent.click(downloadButton());

    expect(await toastRegion().findByText('Case file failed')).toBeInTheDocument();
    expect(
      toastRegion().getByText(
        'Your case file could not be made, so nothing was downloaded. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(downloadBytes).not.toHaveBeenCalled();
    expect(calls.some((call) => call.path.endsWith('/files'))).toBe(false);
  });
});
