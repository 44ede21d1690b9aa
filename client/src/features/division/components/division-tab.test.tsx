import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeItem } from '@shared/test-fixtures/networth-items';
import { deferred, renderSignedIn, reply, toastRegion } from '@/test/render-signed-in';
import { expectTestIdTexts } from '@/test/screen-texts';
import type { ServerOverride } from '@/test/trackers';
import type { NetworthItemDto } from '@shared/networth';
import { car, fakeDivisionApi, ira, workedExample } from '../test-data';
import { DivisionTab } from './division-tab';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderTab(
  items: readonly NetworthItemDto[] = workedExample,
  options: Parameters<typeof fakeDivisionApi>[1] = {},
) {
  const calls = fakeDivisionApi(items, options);
  renderSignedIn(<DivisionTab onAddItem={vi.fn()} />, { plan: 'premium' });
  return { writes: () => calls.filter((call) => call.method !== 'GET') };
}

const SENTENCE_AT_50 =
  'To reach a 50/50 split of the marital estate, Spouse 1 pays Spouse 2 $60,000.15.';

async function sentence() {
  return screen.findByTestId('division-sentence');
}

/** One spouse's column of the balance sheet, each line as [label, amount]. */
function sheetLines(spouse: 'Spouse 1' | 'Spouse 2') {
  const column = within(screen.getByRole('group', { name: spouse }));
  const amounts = column.getAllByRole('definition').map((amount) => amount.textContent);
  return column.getAllByRole('term').map((label, index) => [label.textContent, amounts[index]]);
}

function slider(share: number) {
  return screen.getByRole('slider', { name: `Spouse 1 share of the marital estate: ${share}%` });
}

/** The PUT of `item` as the item form sends it, with these division fields. */
function itemBody(item: NetworthItemDto, division: Partial<NetworthItemDto>) {
  return {
    name: item.name,
    classification: item.classification,
    category: item.category,
    ownership: item.ownership,
    value: item.value,
    notes: null,
    is_disputed: false,
    dispute_notes: null,
    character: item.character,
    proposed_to: item.proposed_to,
    split_share: item.split_share,
    // Sent back as stored: the plan changes only the division's fields.
    monthly_payment: item.monthly_payment,
    ...division,
  };
}

/** Holds the first `METHOD path` request until the test answers it. */
function holdFirst(key: string) {
  const answer = deferred<Response>();
  let isHeld = false;
  const override: ServerOverride = ({ method, path }) => {
    if (`${method} ${path}` !== key || isHeld) return undefined;
    isHeld = true;
    return answer.promise;
  };
  return { override, answer: answer.resolve };
}

/**
 * `write` answers the writes; after its first load each GET waits forever, so only the rollback
 * (not a reload) can put the screen back after a failure.
 */
function reloadsHeld(write: ServerOverride): ServerOverride {
  const loaded = new Set<string>();
  return (call) => {
    if (call.method !== 'GET') return write(call);
    if (loaded.has(call.path)) return new Promise<Response>(() => {});
    loaded.add(call.path);
    return undefined;
  };
}

describe('DivisionTab', () => {
  it("shows the API's balance sheet, the sentence and the marital estate", async () => {
    renderTab();

    expect(await sentence()).toHaveTextContent(SENTENCE_AT_50);
    // Kept in view while she assigns the items below (a repeat, hidden from screen readers).
    const inView = screen.getByTestId('division-payment-in-view');
    expect(inView).toHaveTextContent('Spouse 1 pays Spouse 2 $60,000.15 · target 50/50');
    expect(inView).toHaveAttribute('aria-hidden', 'true');
    expect(inView).toHaveClass('sticky');
    expectTestIdTexts({
      'marital-assets': '$499,999.90',
      'marital-debts': '$300,000.01',
      'marital-net': '$199,999.89',
    });
    expect(
      screen.getByText('1 item to sell ($20,000.20) is treated as sold, the proceeds split 50/50.'),
    ).toBeInTheDocument();
    expect(sheetLines('Spouse 1')).toEqual([
      ['Family home', '$450,000.00'],
      ['Mortgage', '-$300,000.01'],
      ['Subtotal received', '$149,999.99'],
      ['Share of items to sell or undecided', '$10,000.10'],
      ['Pays Spouse 2', '-$60,000.15'],
      ['Total after payment', '$99,999.94'],
    ]);
    expect(sheetLines('Spouse 2')).toEqual([
      ['IRA', '$29,999.70'],
      ['Subtotal received', '$29,999.70'],
      ['Share of items to sell or undecided', '$10,000.10'],
      ['Receives from Spouse 1', '$60,000.15'],
      ['Total after payment', '$99,999.95'],
    ]);
  });

  it('sends the whole item with its new "Goes to" and shows the new division at once', async () => {
    const user = userEvent.setup();
    const held = holdFirst('PUT /api/networth/4');
    const { writes } = renderTab(workedExample, { override: held.override });
    await sentence();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Car goes to' }), 'Spouse 2');

    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/networth/4',
        body: itemBody(car, { proposed_to: 'spouse_2' }),
      },
    ]);
    // 0.5 × (149,999.99 + 49,999.90) − 149,999.99, before the server has answered.
    expect(screen.getByTestId('division-sentence')).toHaveTextContent(
      'To reach a 50/50 split of the marital estate, Spouse 1 pays Spouse 2 $50,000.05.',
    );
    held.answer(reply(200, { ...car, proposed_to: 'spouse_2' }));
  });

  it('puts "Goes to" back and says why when the server refuses the change', async () => {
    const user = userEvent.setup();
    const held = holdFirst('PUT /api/networth/4');
    renderTab(workedExample, { override: reloadsHeld(held.override) });
    await sentence();
    const goesTo = screen.getByRole('combobox', { name: 'Car goes to' });

    await user.selectOptions(goesTo, 'Spouse 2');
    expect(goesTo).toHaveValue('spouse_2');
    held.answer(reply(500, { error: 'Database unavailable' }));

    expect(await toastRegion().findByText('Failed to update item')).toBeInTheDocument();
    expect(toastRegion().getByText('Database unavailable')).toBeInTheDocument();
    expect(goesTo).toHaveValue('sell');
    expect(screen.getByTestId('division-sentence')).toHaveTextContent(SENTENCE_AT_50);
  });

  it('saves the target share the user settles on, and the label says it', async () => {
    const { writes } = renderTab();
    await sentence();

    fireEvent.change(slider(50), { target: { value: '60' } });

    expect(slider(60)).toHaveAttribute('aria-valuetext', '60%');
    expect(screen.getByText('Spouse 2 share: 40%.')).toBeInTheDocument();
    await waitFor(() =>
      expect(writes()).toEqual([
        { method: 'PUT', path: '/api/networth/division', body: { target_share: 60 } },
      ]),
    );
    // 0.6 × 179,999.69 − 149,999.99 = −42,000.176
    await waitFor(() =>
      expect(screen.getByTestId('division-sentence')).toHaveTextContent(
        'To reach a 60/40 split of the marital estate, Spouse 1 pays Spouse 2 $42,000.18.',
      ),
    );
  });

  it('moves the slider back when the target share is not saved', async () => {
    renderTab(workedExample, {
      override: reloadsHeld(({ path }) =>
        path === '/api/networth/division'
          ? reply(500, { error: 'Database unavailable' })
          : undefined,
      ),
    });
    await sentence();

    fireEvent.change(slider(50), { target: { value: '70' } });

    expect(await toastRegion().findByText('Failed to save the target share')).toBeInTheDocument();
    expect(toastRegion().getByText('Database unavailable')).toBeInTheDocument();
    expect(slider(50)).toHaveValue('50');
    expect(screen.getByTestId('division-sentence')).toHaveTextContent(SENTENCE_AT_50);
  });

  it('splits an asset so that the payment is as near zero as 0.1 % allows', async () => {
    const user = userEvent.setup();
    const { writes } = renderTab();
    await sentence();

    await user.click(screen.getByRole('button', { name: 'Even out with this item: Family home' }));

    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/networth/1',
        body: itemBody(workedExample[0]!, { proposed_to: 'split', split_share: '86.7' }),
      },
    ]);
    expect(screen.getByTestId('division-sentence')).toHaveTextContent(
      'To reach a 50/50 split of the marital estate, Spouse 1 pays Spouse 2 $150.15.',
    );
    expect(screen.getByRole('textbox', { name: 'Spouse 1 % of Family home' })).toHaveValue('86.7');
    expect(sheetLines('Spouse 1')[0]).toEqual(['Family home (86.7%)', '$390,150.00']);
    expect(sheetLines('Spouse 2')[0]).toEqual(['Family home (13.3%)', '$59,850.00']);
  });

  it('says why an item cannot balance the division, and changes nothing', async () => {
    const user = userEvent.setup();
    const { writes } = renderTab();
    await sentence();

    await user.click(screen.getByRole('button', { name: 'Even out with this item: Car' }));

    expect(
      screen.getByText(
        'This item is too small to balance the division: even all of it to one spouse leaves a payment.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(writes()).toEqual([]);
  });

  it('starts a split at the target share and saves the share typed in', async () => {
    const user = userEvent.setup();
    const { writes } = renderTab();
    await sentence();

    await user.selectOptions(screen.getByRole('combobox', { name: 'IRA goes to' }), 'Split');
    const share = await screen.findByRole('textbox', { name: 'Spouse 1 % of IRA' });
    expect(share).toHaveValue('50.0');
    await user.clear(share);
    await user.type(share, '101{Enter}');
    expect(
      screen.getByText('Split share must be a percentage from 0 to 100 with at most one decimal'),
    ).toBeInTheDocument();
    await user.clear(share);
    await user.type(share, '62.5{Enter}');

    expect(writes().map((call) => call.body)).toEqual([
      itemBody(ira, { proposed_to: 'split', split_share: '50.0' }),
      itemBody(ira, { proposed_to: 'split', split_share: '62.5' }),
    ]);
  });

  it('says in words when the marital estate is negative', async () => {
    renderTab([
      makeItem({ id: 1, name: 'Car', category: 'vehicles', value: '10000.00' }),
      makeItem({
        id: 2,
        name: 'Credit card',
        classification: 'debt',
        category: 'credit_cards',
        value: '25000.00',
      }),
    ]);

    expect(await sentence()).toHaveTextContent(
      'To reach a 50/50 split of the marital estate, no payment is needed.',
    );
    expect(
      screen.getByText(
        "The marital estate is negative: the debts are larger than the assets, so each spouse's share is a share of the debt.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('marital-net')).toHaveTextContent('-$15,000.00');
  });

  it('lists separate property apart with its owner, and makes an item separate', async () => {
    const user = userEvent.setup();
    const { writes } = renderTab();
    await sentence();

    const separate = within(screen.getByRole('region', { name: 'Separate property' }));
    expect(separate.getByText('Ring')).toBeInTheDocument();
    expect(separate.getByText('Owned by Spouse 2')).toBeInTheDocument();
    expect(separate.getByTestId('separate-spouse_2')).toHaveTextContent('$5,000.00');
    expect(screen.queryByRole('combobox', { name: 'Ring goes to' })).not.toBeInTheDocument();

    const house = screen.getByRole('group', { name: 'Family home: marital or separate' });
    expect(within(house).getByRole('button', { name: 'Separate' })).toBeDisabled();
    expect(house).toHaveAccessibleDescription('A joint item cannot be separate property.');

    await user.click(
      within(screen.getByRole('group', { name: 'IRA: marital or separate' })).getByRole('button', {
        name: 'Separate',
      }),
    );
    expect(writes().map((call) => call.body)).toEqual([itemBody(ira, { character: 'separate' })]);
  });

  it('says why the division did not load, and tries again', async () => {
    const user = userEvent.setup();
    let divisionLoads = 0;
    renderTab(workedExample, {
      override: ({ path }) => {
        if (path !== '/api/networth/division') return undefined;
        divisionLoads += 1;
        // The first load and its one automatic retry fail; the user's retry succeeds.
        return divisionLoads <= 2 ? reply(500, { error: 'Database unavailable' }) : undefined;
      },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading the Division');
    expect(alert).toHaveTextContent('Database unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await sentence()).toHaveTextContent(SENTENCE_AT_50);
  });
});
