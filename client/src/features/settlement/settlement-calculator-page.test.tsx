import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn, replyByPath, stubApi, type CannedReply } from '@/test/render-signed-in';
import { expectTestIdTexts } from '@/test/screen-texts';
import { CALCULATOR_DATA_MESSAGES } from './api';
import { SettlementCalculatorPage } from './settlement-calculator-page';
import { refusal } from '@/test/refusals';

type Replies = Record<string, CannedReply>;

function networth(totalAssets: string, totalDebts: string, netWorth: string) {
  return {
    status: 200,
    body: {
      items: [],
      summary: {
        total_assets: totalAssets,
        total_debts: totalDebts,
        net_worth: netWorth,
        spouse1_assets: '0.00',
        spouse2_assets: '0.00',
        joint_assets: totalAssets,
        spouse1_percentage: 0,
        spouse2_percentage: 0,
        joint_percentage: 100,
        spouse1_debts: '0.00',
        spouse2_debts: '0.00',
        joint_debts: totalDebts,
        spouse1_debt_percentage: 0,
        spouse2_debt_percentage: 0,
        joint_debt_percentage: 100,
      },
    },
  };
}

function expenseList(...amounts: string[]) {
  return {
    status: 200,
    body: amounts.map((amount, index) => ({
      id: index + 1,
      date: '2025-03-01',
      name: `Expense ${index + 1}`,
      amount,
      created_at: '2025-03-01T00:00:00Z',
      updated_at: '2025-03-01T00:00:00Z',
    })),
  };
}

/** GET /api/networth/division with a marital estate of `net`, all of it undecided. */
function division(net: string) {
  const half = (Number(net) / 2).toFixed(2);
  return {
    status: 200,
    body: {
      target_share: 50,
      marital: { assets: net.startsWith('-') ? '0.00' : net, debts: '0.00', net },
      spouse_1: { receives_net: '0.00', separate_net: '0.00', after_payment: half },
      spouse_2: { receives_net: '0.00', separate_net: '0.00', after_payment: half },
      to_sell: { net: '0.00', count: 0 },
      undecided: { net, count: 1 },
      payment: { from: null, to: null, amount: '0.00' },
      sentence: 'To reach a 50/50 split of the marital estate, no payment is needed.',
    },
  };
}

/**
 * The page loaded as renderLoaded's, with `reply` for the division, after "Use my division";
 * returns the user for more clicks.
 */
async function afterUseMyDivision(reply: CannedReply) {
  const user = userEvent.setup();
  renderWith({
    '/api/networth': networth('500000.00', '200000.00', '300000.00'),
    '/api/expenses': expenseList('5000.00'),
    '/api/networth/division': reply,
  });
  await screen.findByTestId('net-settlement');
  await user.click(screen.getByRole('button', { name: 'Use my division' }));
  return user;
}

/** The page as a signed-in premium user sees it (the route guard lets no one else in). */
function renderPage(options: Parameters<typeof renderSignedIn>[1] = {}) {
  return renderSignedIn(<SettlementCalculatorPage />, { plan: 'premium', ...options });
}

/** No figures saved for the case file yet. */
const NOTHING_SAVED: CannedReply = { status: 200, body: { scenario: null } };

/** A division that could not be read: the calculator starts from the net worth. */
const NO_DIVISION: CannedReply = { status: 404, body: { error: 'Not found' } };

/**
 * Renders the page against `replies` (no saved figures unless they say otherwise);
 * `requested()` lists the paths fetched so far.
 */
function renderWith(replies: Replies) {
  const calls = stubApi(
    replyByPath({
      '/api/settlement': NOTHING_SAVED,
      '/api/networth/division': NO_DIVISION,
      ...replies,
    }),
  );
  renderPage();
  return { requested: () => calls.map((call) => call.path) };
}

/** The page with 500,000 of assets, 200,000 of debts and 5,000 of expenses, loaded. */
async function renderLoaded() {
  renderWith({
    '/api/networth': networth('500000.00', '200000.00', '300000.00'),
    '/api/expenses': expenseList('5000.00'),
  });
  await screen.findByTestId('net-settlement');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the premium Settlement vs. Trial Calculator', () => {
  it('asks a signed-out visitor to log in and loads nothing', () => {
    const calls = stubApi(replyByPath({}));
    renderPage({ user: null });

    expect(screen.getByText('Please log in to view your financial data.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(calls).toEqual([]);
  });

  it('shows its title, the Premium Feature badge and a spinner while loading', () => {
    renderWith({ '/api/networth': 'never', '/api/expenses': 'never' });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Settlement vs. Trial Calculator' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Premium Feature')).toBeInTheDocument();
    expect(screen.getByText('Loading your financial data...')).toBeInTheDocument();
  });

  it('uses the net worth summary and the exact sum of the expenses', async () => {
    const { requested } = renderWith({
      '/api/networth': networth('500000.00', '200000.00', '300000.00'),
      // 1,999.90 + 3,000.10 + 0.00 = 5,000.00 exactly
      '/api/expenses': expenseList('1999.90', '3000.10', '0.00'),
    });

    expect(await screen.findByTestId('total-assets')).toHaveTextContent('$500,000');
    expectTestIdTexts({
      'total-debts': '$200,000',
      'net-worth': '$300,000',
      expenses: '$5,000',
      // 300,000 × 50% − 5,000 − 5,000
      'net-settlement': '$140,000',
      'trial-worst-amount': '$60,000',
      'trial-expected-amount': '$120,000',
      'trial-best-amount': '$180,000',
      'break-even': '43.3%',
    });
    // Premium thresholds: 140,000 > 120,000 × 1.05.
    expect(screen.getByTestId('recommendation')).toHaveAttribute(
      'data-branch',
      'moderate-settlement-better',
    );
    expect(requested().sort()).toEqual([
      '/api/expenses',
      '/api/networth',
      '/api/networth/division',
      '/api/settlement',
    ]);
    expect(screen.queryByText(/No assets found/)).not.toBeInTheDocument();
  });

  it('keeps cents from the trackers exact', async () => {
    renderWith({
      '/api/networth': networth('1000.50', '0.00', '1000.50'),
      '/api/expenses': expenseList('0.10', '0.20', '0.20'),
    });
    // Net worth 1,000.50 × 50% = 500.25, less 0.50 expenses and 5,000 costs = −4,500.25.
    expect(await screen.findByTestId('net-settlement')).toHaveTextContent('-$4,500');
    expect(screen.getByTestId('expenses')).toHaveTextContent('$1');
  });

  it('recomputes every result when a parameter changes', async () => {
    await renderLoaded();

    fireEvent.change(screen.getByRole('slider', { name: 'Settlement Percentage' }), {
      target: { value: '60' },
    });
    expect(screen.getByTestId('settlement-amount')).toHaveTextContent('$180,000');
    expect(screen.getByTestId('net-settlement')).toHaveTextContent('$170,000');

    const trialCosts = screen.getByRole('textbox', { name: 'Trial Costs' });
    await userEvent.clear(trialCosts);
    await userEvent.type(trialCosts, '10000');
    // 300,000 × 50% − 5,000 − 10,000; break-even (150,000 − 10,000 + 5,000) / 300,000
    expect(screen.getByTestId('trial-expected-amount')).toHaveTextContent('$135,000');
    expect(screen.getByTestId('break-even')).toHaveTextContent('48.3%');
  });

  it("gives each slider the product's range and step, and shows percentages with one decimal", async () => {
    await renderLoaded();
    const slider = (name: string) => screen.getByRole('slider', { name });
    const rangeOf = (name: string) =>
      ['min', 'max', 'step', 'aria-valuetext'].map((key) => slider(name).getAttribute(key));

    expect(rangeOf('Settlement Percentage')).toEqual(['0', '100', '1', '50.0%']);
    // Premium keeps the cases apart: worst 0 to expected−1, expected worst+1 to best−1, best
    // expected+1 to 100 (defaults 30 / 50 / 70).
    expect(rangeOf('Worst Case')).toEqual(['0', '49', '1', '30.0%']);
    expect(rangeOf('Expected Case')).toEqual(['31', '69', '1', '50.0%']);
    expect(rangeOf('Best Case')).toEqual(['51', '100', '1', '70.0%']);
    expect(rangeOf('Risk Tolerance')).toEqual(['1', '10', '1', '5 – Moderate']);
    expect(screen.getByText('Between 31.0% and 69.0%.')).toBeInTheDocument();
    expect(screen.getByText('Settlement amount (50.0% of net worth)')).toBeInTheDocument();
    expect(screen.getByText('Worst case (30.0%)')).toBeInTheDocument();

    fireEvent.change(slider('Expected Case'), { target: { value: '60' } });

    expect(rangeOf('Worst Case')).toEqual(['0', '59', '1', '30.0%']);
    expect(rangeOf('Best Case')).toEqual(['61', '100', '1', '70.0%']);
  });

  it('keeps worst < expected < best on the premium sliders', async () => {
    await renderLoaded();

    const worst = screen.getByRole('slider', { name: 'Worst Case' });
    fireEvent.change(worst, { target: { value: '80' } });
    expect(worst).toHaveValue('49');
    expect(screen.getByText('Between 0.0% and 49.0%.')).toBeInTheDocument();

    const best = screen.getByRole('slider', { name: 'Best Case' });
    fireEvent.change(best, { target: { value: '10' } });
    expect(best).toHaveValue('51');
  });

  it('points to the trackers when assets, debts and expenses are all zero', async () => {
    renderWith({
      '/api/networth': networth('0.00', '0.00', '0.00'),
      '/api/expenses': expenseList(),
    });

    expect(await screen.findByText(/No assets found/)).toBeInTheDocument();
    expect(screen.getByText(/No debts found/)).toBeInTheDocument();
    expect(screen.getByText(/No expenses found/)).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /Open the/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/networth',
      '/networth',
      '/expenses',
    ]);
    expect(screen.getByTestId('break-even')).toHaveTextContent('0.0%');
  });

  it('shows only the hint for the total that is zero', async () => {
    renderWith({
      '/api/networth': networth('250000.00', '0.00', '250000.00'),
      '/api/expenses': expenseList('120.00'),
    });

    expect(await screen.findByText(/No debts found/)).toBeInTheDocument();
    expect(screen.queryByText(/No assets found/)).not.toBeInTheDocument();
    expect(screen.queryByText(/No expenses found/)).not.toBeInTheDocument();
  });

  it.each<{ name: string; replies: Replies; message: string }>([
    {
      name: '401 from net worth',
      replies: {
        '/api/networth': refusal('unauthorized', 'Unauthorized'),
        '/api/expenses': expenseList(),
      },
      message: 'Please log in to view your financial data.',
    },
    {
      name: '401 from expenses',
      replies: {
        '/api/networth': networth('1.00', '0.00', '1.00'),
        '/api/expenses': refusal('unauthorized', 'Unauthorized'),
      },
      message: 'Please log in to view your expenses data.',
    },
    {
      name: '403 from net worth',
      replies: {
        '/api/networth': refusal(
          'premium_required',
          'Premium subscription required for this feature.',
        ),
        '/api/expenses': expenseList(),
      },
      message: 'Premium subscription required for this feature.',
    },
    {
      name: 'a 500 with an error text',
      replies: {
        '/api/networth': { status: 500, body: { error: 'Database unavailable' } },
        '/api/expenses': expenseList(),
      },
      message: 'Database unavailable',
    },
    {
      name: 'a net worth failure without an error text',
      replies: {
        '/api/networth': { status: 502, body: 'Bad Gateway' },
        '/api/expenses': expenseList(),
      },
      message: 'Failed to fetch net worth data',
    },
    {
      name: 'an expenses failure without an error text',
      replies: {
        '/api/networth': networth('1.00', '0.00', '1.00'),
        '/api/expenses': { status: 500, body: '' },
      },
      message: 'Failed to fetch expenses data',
    },
    {
      name: 'a network failure',
      replies: { '/api/networth': 'network-error', '/api/expenses': expenseList() },
      message: 'Unknown error fetching data',
    },
  ])('on $name shows "$message" with the panel and the toast', async ({ replies, message }) => {
    renderWith(replies);

    expect(await screen.findByText(message)).toBeInTheDocument();
    const panel = screen
      .getAllByRole('alert')
      .find((element) => element.textContent?.includes(CALCULATOR_DATA_MESSAGES.panel));
    expect(panel).toBeDefined();
    expect(panel).toHaveTextContent(message);

    // The toast follows the panel (it is raised from an effect once the query has failed).
    const toasts = screen.getByRole('region', { name: /notifications/i });
    expect(await within(toasts).findByText('Data loading error')).toBeInTheDocument();
    expect(
      within(toasts).getByText(
        'Could not load your financial data. Please check that you have data in your Net Worth and Expense trackers.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('net-settlement')).not.toBeInTheDocument();
  });

  it('tries again from the error panel', async () => {
    let networthLoads = 0;
    const expenses = replyByPath({ '/api/expenses': expenseList('10.00') });
    stubApi((call) => {
      if (call.path.endsWith('/api/networth')) {
        networthLoads += 1;
        // The first load and its one automatic retry fail; the user's retry succeeds.
        return networthLoads <= 2
          ? new Response(JSON.stringify({ error: 'Database unavailable' }), { status: 500 })
          : new Response(JSON.stringify(networth('10.00', '0.00', '10.00').body), {
              status: 200,
            });
      }
      return expenses(call);
    });
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));

    expect(await screen.findByTestId('net-worth')).toHaveTextContent('$10');
  });

  it('divides the marital estate of the division after "Use my division"', async () => {
    const user = await afterUseMyDivision(division('150000.00'));

    expect(await screen.findByTestId('marital-estate')).toHaveTextContent('$150,000');
    expect(
      screen.getByText(
        'The calculator now divides the marital estate from your division, $150,000.00, instead of your net worth.',
      ),
    ).toHaveAttribute('role', 'status');
    expectTestIdTexts({
      'net-worth': '$300,000',
      // 150,000 × 50% − 5,000 − 5,000
      'net-settlement': '$65,000',
      'trial-expected-amount': '$45,000',
    });

    await user.click(screen.getByRole('button', { name: 'Use my net worth' }));

    expect(screen.queryByTestId('marital-estate')).not.toBeInTheDocument();
    expect(screen.getByTestId('net-settlement')).toHaveTextContent('$140,000');
  });

  it.each([
    {
      net: '-5000.00',
      message:
        'Your marital estate is -$5,000.00: the debts are larger than the assets, so there is nothing to divide. The calculator divides $0.',
    },
    {
      net: '0.00',
      message:
        'Your marital estate is $0.00: the debts are as large as the assets, so there is nothing to divide. The calculator divides $0.',
    },
  ])('divides $0 and says why when the marital estate is $net', async ({ net, message }) => {
    await afterUseMyDivision(division(net));

    expect(await screen.findByTestId('marital-estate')).toHaveTextContent('$0');
    expect(screen.getByText(message)).toHaveAttribute('role', 'status');
    // 0 × 50% − 5,000 − 5,000
    expect(screen.getByTestId('net-settlement')).toHaveTextContent('-$10,000');
  });

  it('keeps the net worth and says why when the division does not load', async () => {
    await afterUseMyDivision({ status: 500, body: { error: 'Database unavailable' } });

    const toasts = within(screen.getByRole('region', { name: /notifications/i }));
    expect(await toasts.findByText('Could not load your division')).toBeInTheDocument();
    expect(toasts.getByText('Database unavailable')).toBeInTheDocument();
    expect(screen.queryByTestId('marital-estate')).not.toBeInTheDocument();
    expect(screen.getByTestId('net-settlement')).toHaveTextContent('$140,000');
  });
});

describe('saving the figures for the case file', () => {
  const saved = {
    settlement_costs: 2000,
    trial_costs: 40000,
    settlement_percent: 60,
    worst_percent: 20,
    expected_percent: 45,
    best_percent: 80,
    risk_tolerance: 3,
    use_division: false,
    updated_at: '2026-11-20T15:04:00.000Z',
  };

  it('starts from the saved figures and says they are the ones saved', async () => {
    renderWith({
      '/api/networth': networth('500000.00', '200000.00', '300000.00'),
      '/api/expenses': expenseList('5000.00'),
      '/api/settlement': { status: 200, body: { scenario: saved } },
    });

    // 300,000 × 60% − 5,000 − 2,000
    expect(await screen.findByTestId('net-settlement')).toHaveTextContent('$173,000');
    expect(screen.getByRole('slider', { name: 'Settlement Percentage' })).toHaveValue('60');
    expect(screen.getByText(/^Saved Nov 20, 2026, /)).toHaveAttribute('role', 'status');
  });

  it('with a division plan and nothing saved, starts from the marital estate and says so', async () => {
    // 500,000 of assets of which 200,000 set aside as separate: a marital estate of 100,000.
    const plan = division('100000.00');
    plan.body.marital = { assets: '300000.00', debts: '200000.00', net: '100000.00' };
    renderWith({
      '/api/networth': networth('500000.00', '200000.00', '300000.00'),
      '/api/expenses': expenseList('5000.00'),
      '/api/networth/division': plan,
    });

    expect(await screen.findByTestId('marital-estate')).toHaveTextContent('$100,000');
    expect(
      screen.getByText(
        'The calculator now divides the marital estate from your division, $100,000.00, instead of your net worth.',
      ),
    ).toBeInTheDocument();
    // 100,000 × 50% − 5,000 − 5,000
    expect(screen.getByTestId('net-settlement')).toHaveTextContent('$40,000');
    expect(screen.getByRole('button', { name: 'Use my net worth' })).toBeInTheDocument();
  });

  it('without a division plan, starts from the net worth', async () => {
    renderWith({
      '/api/networth': networth('500000.00', '200000.00', '300000.00'),
      '/api/expenses': expenseList('5000.00'),
      '/api/networth/division': {
        ...division('300000.00'),
        body: {
          ...division('300000.00').body,
          marital: { assets: '500000.00', debts: '200000.00', net: '300000.00' },
        },
      },
    });
    expect(await screen.findByTestId('net-settlement')).toHaveTextContent('$140,000');
    expect(screen.queryByTestId('marital-estate')).toBeNull();
  });

  it('opens on the marital estate when the saved figures divide it', async () => {
    const { requested } = renderWith({
      '/api/networth': networth('500000.00', '200000.00', '300000.00'),
      '/api/expenses': expenseList('5000.00'),
      '/api/settlement': { status: 200, body: { scenario: { ...saved, use_division: true } } },
      '/api/networth/division': division('100000.00'),
    });

    expect(await screen.findByTestId('marital-estate')).toHaveTextContent('$100,000');
    // 100,000 × 60% − 5,000 − 2,000
    expect(screen.getByTestId('net-settlement')).toHaveTextContent('$53,000');
    expect(requested().filter((path) => path === '/api/networth/division')).toHaveLength(1);
    expect(screen.getByText(/^Saved Nov 20, 2026, /)).toBeInTheDocument();
  });

  it('saves what is on screen with PUT /api/settlement, and says when it has changed since', async () => {
    const user = userEvent.setup();
    let stored: object | null = null;
    const calls = stubApi(({ method, path, body }) => {
      const handle = replyByPath({
        '/api/networth': networth('500000.00', '200000.00', '300000.00'),
        '/api/expenses': expenseList('5000.00'),
      });
      if (path !== '/api/settlement') return handle({ method, path, body });
      if (method === 'PUT')
        stored = { ...(body as object), updated_at: '2026-11-24T10:30:00.000Z' };
      return new Response(JSON.stringify({ scenario: stored }), { status: 200 });
    });
    renderPage();

    expect(
      await screen.findByText(
        'Not saved. Save these figures to print them, with their result, in your case file.',
      ),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByRole('slider', { name: 'Settlement Percentage' }), {
      target: { value: '55' },
    });
    await user.click(screen.getByRole('button', { name: 'Save for the case file' }));

    const toasts = within(screen.getByRole('region', { name: /notifications/i }));
    expect(await toasts.findByText('Figures saved')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      settlement_costs: 5000,
      trial_costs: 25000,
      settlement_percent: 55,
      worst_percent: 30,
      expected_percent: 50,
      best_percent: 70,
      risk_tolerance: 5,
      use_division: false,
    });
    expect(screen.getByText(/^Saved Nov 24, 2026, /)).toBeInTheDocument();

    fireEvent.change(screen.getByRole('slider', { name: 'Settlement Percentage' }), {
      target: { value: '56' },
    });
    expect(
      screen.getByText(/^You have changed the figures saved Nov 24, 2026, /),
    ).toBeInTheDocument();
  });
});
