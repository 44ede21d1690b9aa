import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn, reply, stubApi, toastRegion } from '@/test/render-signed-in';
import { PartiesCard } from './parties-card';
import { PARTIES_TEXTS } from './parties';

afterEach(() => vi.unstubAllGlobals());

const SAVED = { spouse_role: 'spouse_2', spouse_1_name: 'Alex', spouse_2_name: 'Jo' };

describe('the Who is who card', () => {
  it('shows the saved choice and saves a new one, trimmed, with the names', async () => {
    const user = userEvent.setup();
    const calls = stubApi(({ method, body }) =>
      method === 'GET' ? reply(200, SAVED) : reply(200, { ...SAVED, ...(body as object) }),
    );
    renderSignedIn(<PartiesCard />);

    const card = screen.getByRole('region', { name: PARTIES_TEXTS.title });
    expect(await within(card).findByRole('radio', { name: 'Spouse 2' })).toBeChecked();
    expect(within(card).getByLabelText(PARTIES_TEXTS.spouse1Name)).toHaveValue('Alex');

    await user.click(within(card).getByRole('radio', { name: 'Spouse 1' }));
    const spouse1 = within(card).getByLabelText(PARTIES_TEXTS.spouse1Name);
    await user.clear(spouse1);
    await user.type(spouse1, '  Sam ');
    await user.click(within(card).getByRole('button', { name: PARTIES_TEXTS.save }));

    expect(await toastRegion().findByText(PARTIES_TEXTS.saved)).toBeVisible();
    expect(calls.at(-1)).toEqual({
      method: 'PUT',
      path: '/api/account/parties',
      body: { spouse_role: 'spouse_1', spouse_1_name: 'Sam', spouse_2_name: 'Jo' },
    });
  });

  it('says what is wrong with a name the server would refuse, and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = stubApi(() => reply(200, SAVED));
    renderSignedIn(<PartiesCard />);

    const name = await screen.findByLabelText(PARTIES_TEXTS.spouse2Name);
    await user.clear(name);
    await user.type(name, 'x'.repeat(100));
    // Past the field's own limit, as a paste into an old browser would be.
    name.removeAttribute('maxlength');
    await user.type(name, 'y');
    await user.click(screen.getByRole('button', { name: PARTIES_TEXTS.save }));

    expect(
      await screen.findByText("Spouse 2's first name must be at most 100 characters"),
    ).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });
});
