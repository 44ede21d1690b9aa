import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '@/test/render-signed-in';
import { PARTIES_TEXTS } from '@/features/account';
import type { Parties } from '@shared/parties';
import { fakeDivisionApi, workedExample } from '../test-data';
import { DivisionTab } from './division-tab';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderTab(parties?: Parties) {
  const calls = fakeDivisionApi(workedExample, { parties });
  const view = renderSignedIn(<DivisionTab onAddItem={vi.fn()} />, { plan: 'premium' });
  return { calls, view };
}

const prompt = () => screen.queryByRole('heading', { name: PARTIES_TEXTS.promptTitle });

describe('the Division tab asks once which spouse she is', () => {
  it('asks while it is unset; after saving, the sentence and the balance sheet say who is who', async () => {
    const user = userEvent.setup();
    const { calls } = renderTab();
    expect(await screen.findByRole('heading', { name: PARTIES_TEXTS.promptTitle })).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'Spouse 1' }));
    // Her own first name comes from her account.
    expect(screen.getByLabelText(PARTIES_TEXTS.spouse1Name)).toHaveValue('Jo');
    await user.type(screen.getByLabelText(PARTIES_TEXTS.spouse2Name), 'Sam');
    await user.click(screen.getByRole('button', { name: PARTIES_TEXTS.save }));

    await waitFor(() => expect(prompt()).toBeNull());
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: '/api/account/parties',
        body: { spouse_role: 'spouse_1', spouse_1_name: 'Jo', spouse_2_name: 'Sam' },
      },
    ]);
    expect(screen.getByTestId('division-sentence')).toHaveTextContent(
      'To reach a 50/50 split of the marital estate, Spouse 1 (you, Jo) pays Spouse 2 (Sam) $60,000.15.',
    );
    expect(screen.getByRole('group', { name: 'Spouse 2 (Sam)' })).toBeVisible();
    expect(
      screen.getByRole('slider', { name: 'Spouse 1 (you, Jo) share of the marital estate: 50%' }),
    ).toBeVisible();
    // Typing two names and saving, then the tab re-rendering: past 5 s on a loaded 2-core runner.
  }, 15_000);

  it('goes away on "Not now" without saving, and is not asked again', async () => {
    const user = userEvent.setup();
    const first = renderTab();
    await user.click(await screen.findByRole('button', { name: PARTIES_TEXTS.notNow }));
    expect(prompt()).toBeNull();
    expect(first.calls.filter((call) => call.method !== 'GET')).toEqual([]);
    first.view.unmount();

    // Names without a side: still unset, so only "Not now" keeps the question away. Once the
    // names show, the answer has arrived and the question would be there.
    renderTab({ spouse_role: null, spouse_1_name: 'Alex', spouse_2_name: null });
    await waitFor(() =>
      expect(screen.getByTestId('division-sentence')).toHaveTextContent(
        'Spouse 1 (Alex) pays Spouse 2 $60,000.15.',
      ),
    );
    expect(prompt()).toBeNull();
  });

  it('is not asked once she has said, and every label names her', async () => {
    renderTab({ spouse_role: 'spouse_2', spouse_1_name: 'Alex', spouse_2_name: null });
    await waitFor(() =>
      expect(screen.getByTestId('division-sentence')).toHaveTextContent(
        'Spouse 1 (Alex) pays Spouse 2 (you) $60,000.15.',
      ),
    );
    expect(prompt()).toBeNull();
    const sheet = within(screen.getByRole('group', { name: 'Spouse 1 (Alex)' }));
    expect(sheet.getByText('Pays Spouse 2 (you)')).toBeVisible();
  });
});
