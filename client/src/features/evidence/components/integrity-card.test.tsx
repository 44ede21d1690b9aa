import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, renderSignedIn, reply, stubApi } from '@/test/render-signed-in';
import type { IntegrityResponse } from '@shared/evidence';
import { IntegrityCard } from './integrity-card';

const HEAD_HASH = '3f9a1c0e7b2d4a6f8e1c3b5d7f9a0c2e4b6d8f0a1c3e5b7d9f1a3c5e7b9d1f3a';

function integrity(overrides: Partial<IntegrityResponse> = {}): IntegrityResponse {
  return {
    valid: true,
    revisions: 12,
    head: { seq: 12, hash: HEAD_HASH },
    first_bad_seq: null,
    ...overrides,
  };
}

/** The card's check result, once it has loaded (until then the status is the spinner's). */
async function findCheck() {
  await screen.findByText(/^Checked /);
  return within(screen.getByRole('status'));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Record integrity card', () => {
  it('counts the changes and says the chain is intact, with the shortened hash', async () => {
    const calls = stubApi(() => reply(200, integrity()));
    renderSignedIn(<IntegrityCard />);

    const check = await findCheck();
    expect(screen.getByRole('region', { name: 'Record integrity' })).toBeInTheDocument();
    expect(check.getByText('12 changes recorded')).toBeInTheDocument();
    expect(check.getByText('Nothing altered')).toBeInTheDocument();
    expect(screen.getByText('3f9a1c0e7b2d…')).toHaveAttribute('title', HEAD_HASH);
    expect(calls).toEqual([{ method: 'GET', path: '/api/integrity', body: undefined }]);
  });

  it('says where the chain broke, in red', async () => {
    stubApi(() => reply(200, integrity({ valid: false, first_bad_seq: 7 })));
    renderSignedIn(<IntegrityCard />);

    const broken = (await findCheck()).getByText('Altered from history entry 7');
    expect(broken).toHaveClass('text-red-800');
    expect(screen.queryByText('Nothing altered')).not.toBeInTheDocument();
  });

  it('says when nothing has been recorded yet, and shows no hash', async () => {
    stubApi(() => reply(200, integrity({ revisions: 0, head: { seq: 0, hash: '0'.repeat(64) } })));
    renderSignedIn(<IntegrityCard />);

    expect((await findCheck()).getByText('No changes recorded yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy fingerprint' })).not.toBeInTheDocument();
  });

  it('says "1 change recorded" for a single change', async () => {
    stubApi(() => reply(200, integrity({ revisions: 1, head: { seq: 1, hash: HEAD_HASH } })));
    renderSignedIn(<IntegrityCard />);

    expect((await findCheck()).getByText('1 change recorded')).toBeInTheDocument();
  });

  it('copies the whole hash', async () => {
    const user = userEvent.setup();
    stubApi(() => reply(200, integrity()));
    renderSignedIn(<IntegrityCard />);

    const copy = await screen.findByRole('button', { name: 'Copy fingerprint' });
    await user.click(copy);

    expect(await navigator.clipboard.readText()).toBe(HEAD_HASH);
    expect(copy).toHaveTextContent('Copied');
  });

  it('checks the chain again on "Verify now", showing progress', async () => {
    const user = userEvent.setup();
    const second = deferred<Response>();
    let requests = 0;
    stubApi(() => (++requests === 1 ? reply(200, integrity()) : second.promise));
    renderSignedIn(<IntegrityCard />);
    await findCheck();

    await user.click(screen.getByRole('button', { name: 'Verify now' }));

    expect(screen.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
    second.resolve(reply(200, integrity({ valid: false, first_bad_seq: 3 })));
    expect(await screen.findByText('Altered from history entry 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify now' })).toBeEnabled();
    expect(requests).toBe(2);
  });

  it("says why the check failed, in the server's words", async () => {
    stubApi(() => reply(500, { error: 'Database unavailable' }));
    renderSignedIn(<IntegrityCard />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Checking Records');
    expect(alert).toHaveTextContent('Database unavailable');
  });
});
