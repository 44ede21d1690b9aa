import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_CODE_HEADER } from '@shared/api-paths';
import { downloadBytes } from '@/lib/download';
import { logger } from '@/lib/logger';
import { testClientConfig } from '@/test/client-config';
import {
  type ApiCall,
  deferred,
  renderSignedIn,
  reply,
  stubApi,
  toastRegion,
} from '@/test/render-signed-in';
import { CaseFileCard } from './case-file-card';

vi.mock('@/lib/download', () => ({ downloadBytes: vi.fn() }));

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CODE = 'FS-7K2M-9QXD-4TWE-H3NP';
/** The ZIP as the server sends it: the browser must save these bytes, unchanged. */
const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]);
const zipAnswer = () =>
  new Response(ZIP.slice(), {
    status: 200,
    headers: { 'Content-Type': 'application/zip', [EXPORT_CODE_HEADER]: CODE },
  });

/** The API a premium user meets; `overrides` answer some calls differently. */
function playApi(overrides: Record<string, (call: ApiCall) => Response | Promise<Response>> = {}) {
  return stubApi((call) => {
    const key = `${call.method} ${call.path}`;
    const override = overrides[key];
    if (override) return override(call);
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
      case 'POST /api/exports/case-file':
        return zipAnswer();
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

  it('asks the server for the case file on the chosen paper and saves the bytes it sent', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    const made = deferred<Response>();
    const calls = playApi({ 'POST /api/exports/case-file': () => made.promise });
    const user = userEvent.setup();
    renderSignedIn(<CaseFileCard />, { plan: 'premium' });

    await user.selectOptions(paperSize(), 'A4');
    await user.click(downloadButton());

    expect(await screen.findByText('Preparing your case file…')).toBeInTheDocument();
    expect(downloadButton()).toBeDisabled();
    made.resolve(zipAnswer());

    expect(await toastRegion().findByText('Case file downloaded')).toBeInTheDocument();
    expect(
      toastRegion().getByText(`Your case file and its verification code ${CODE} are ready.`),
    ).toBeInTheDocument();
    expect(screen.queryByText('Preparing your case file…')).toBeNull();
    expect(downloadButton()).toBeEnabled();

    const asked = calls.find((call) => call.path === '/api/exports/case-file')!;
    expect(asked.body).toEqual({
      paper_size: 'a4',
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    // Nothing is built or hashed in the browser: no snapshot, no records, no hashes sent.
    expect(calls.map((call) => call.path)).not.toContain('/api/snapshots');
    expect(downloadBytes).toHaveBeenCalledTimes(1);
    const [bytes, fileName, type] = vi.mocked(downloadBytes).mock.calls[0]!;
    expect([fileName, type]).toEqual(['fairsplit-case-file.zip', 'application/zip']);
    expect(bytes).toEqual(ZIP);
  });

  it('asks for US Letter when the user keeps that choice', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    const calls = playApi();
    renderSignedIn(<CaseFileCard />, { plan: 'premium' });

    await userEvent.click(downloadButton());

    await waitFor(() => expect(downloadBytes).toHaveBeenCalledTimes(1));
    const asked = calls.find((call) => call.path === '/api/exports/case-file')!;
    expect(asked.body).toMatchObject({ paper_size: 'letter' });
  });

  it('says "Case file failed" with the server’s reason when it refuses', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => {});
    playApi({
      'POST /api/exports/case-file': () =>
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

  it('says nothing was downloaded when no answer came back', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => {});
    playApi({
      'POST /api/exports/case-file': () => {
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
  });
});
