import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { reply, stubApi } from '@/test/render-signed-in';
import { renderTrackerPage } from '@/test/tracker-pages';
import { todayIsoDate } from '@shared/dates';
import {
  buildStatement,
  type CategoryMonthTotal,
  previousMonth,
  type SaidOfCategory,
} from '@shared/disclosure';
import type { ExpenseCategory } from '@shared/expense-categories';
import { monthlyAmountText } from '@shared/income';
import { DisclosurePage } from './disclosure-page';

const LAST = previousMonth(todayIsoDate());
const BEFORE = previousMonth(`${LAST}-01`);

const paycheck = {
  id: 1,
  name: 'Acme payroll',
  type: 'salary' as const,
  amount: '2000.00',
  frequency: 'biweekly' as const,
  hours_per_week: null,
  last_month: null,
  monthly_amount: monthlyAmountText('2000.00', 'biweekly', null),
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};

const MONTH_TOTALS: CategoryMonthTotal[] = [
  { category: 'housing.rent_mortgage', month: LAST, amount: '2100.00' },
  { category: 'housing.rent_mortgage', month: BEFORE, amount: '2100.00' },
  { category: 'food.groceries', month: LAST, amount: '612.45' },
  { category: 'food.groceries', month: BEFORE, amount: '540.11' },
];

/**
 * A stand-in for /api/disclosure answering as the server does: the statement built by the
 * shared function from month totals, with the proposed figures it was sent.
 */
function fakeDisclosureApi() {
  const proposed = new Map<ExpenseCategory, SaidOfCategory>();
  const calls = stubApi(({ method, path, body }) => {
    if (method === 'GET' && path.startsWith('/api/disclosure?month=')) {
      const month = decodeURIComponent(path.split('=')[1]!);
      return reply(
        200,
        buildStatement({
          month,
          monthTotals: MONTH_TOTALS,
          sources: [paycheck],
          deductions: [],
          proposed,
          debts: [
            {
              id: 7,
              name: 'Visa card',
              category: 'credit_cards',
              balance: '4200.00',
              monthly_payment: '150.00',
            },
          ],
          assetsTotal: '0.00',
          debtsTotal: '4200.00',
          legalFeesPaid: '0.00',
        }),
      );
    }
    if (method === 'PUT' && path === '/api/disclosure/proposed') {
      const line = body as SaidOfCategory & { category: ExpenseCategory };
      const said: SaidOfCategory = {
        amount: line.amount,
        basis: line.amount === null ? 'actual' : line.basis,
        paid_by_others: line.paid_by_others,
        owed: line.owed,
      };
      if (said.amount === null && said.paid_by_others === null && said.owed === null) {
        proposed.delete(line.category);
      } else proposed.set(line.category, said);
      const { amount, ...rest } = said;
      return reply(200, { category: line.category, proposed: amount, ...rest });
    }
    throw new Error(`unexpected request ${method} ${path}`);
  });
  return calls;
}

function renderPage() {
  return renderTrackerPage(<DisclosurePage />, { path: '/disclosure' });
}

const totalOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => activateLanguage('en'));
});

describe('the financial disclosure page', () => {
  it('drafts last month from the records: totals, the lines with figures and how the average is taken', async () => {
    const calls = fakeDisclosureApi();
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Financial disclosure' }),
    ).toBeVisible();
    await screen.findByRole('table', { name: 'Monthly expenses by category' });
    expect(calls[0]?.path).toBe(`/api/disclosure?month=${LAST}`);
    expect(totalOf('Monthly income (gross)')).toBe('$4,333.33');
    // Rent 4,200.00 ÷ 2 months and groceries 1,152.56 ÷ 2 months.
    expect(totalOf('Monthly expenses')).toBe('$2,676.28');
    expect(totalOf('Net income minus expenses')).toBe('$1,657.05');
    expect(screen.getByTestId('disclosure-gap')).toHaveTextContent(
      'Your net income covers these expenses, with $1,657.05 a month left over.',
    );
    expect(
      screen.getByText(/divided by the 2 months in which you recorded any expense/),
    ).toBeVisible();
    // Monthly × 12 ÷ 52, rounded once: 4,333.33 → 1,000.00 and 2,676.28 → 617.60.
    expect(screen.getByTestId('disclosure-weekly')).toHaveTextContent(
      "For a form that asks for weekly figures, such as Connecticut's JD-FM-6: net income $1,000.00 a week, expenses $617.60 a week.",
    );
    const table = screen.getByRole('table', { name: 'Monthly expenses by category' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Rent or mortgageFL-150 13a Rent or mortgage',
      'Groceries and household suppliesFL-150 13g Groceries and household supplies',
    ]);
    expect(rows[1]).toHaveTextContent('$612.45');
    expect(rows[1]).toHaveTextContent('$576.28');
    expect(within(rows[0]!).getByRole('link', { name: 'Rent or mortgage' })).toHaveAttribute(
      'href',
      '/expenses?category=housing.rent_mortgage',
    );
    expect(screen.getByText('Visa card')).toBeVisible();
    expect(screen.getByText('$150.00 a month')).toBeVisible();
  });

  it('shows every category on request', async () => {
    const user = userEvent.setup();
    fakeDisclosureApi();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Monthly expenses by category' });
    await user.click(screen.getByRole('button', { name: 'Show all categories' }));
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 41);
    expect(screen.getByRole('button', { name: 'Show categories with figures' })).toBeVisible();
  });

  it('saves a proposed figure with its basis, and the totals use it', async () => {
    const user = userEvent.setup();
    const calls = fakeDisclosureApi();
    renderPage();
    await screen.findByRole('table', { name: 'Monthly expenses by category' });
    await user.click(
      screen.getByRole('button', { name: 'Set figure for Groceries and household supplies' }),
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Set the figure for Groceries and household supplies',
    });
    expect(within(dialog).getByText(/uses your 12-month average, \$576\.28/)).toBeVisible();
    const amount = within(dialog).getByLabelText('Monthly figure');
    await user.clear(amount);
    await user.type(amount, '650');
    expect(within(dialog).getByText('= $650.00')).toBeVisible();
    await user.selectOptions(within(dialog).getByLabelText('This figure is'), 'proposed');
    await user.click(within(dialog).getByRole('button', { name: 'Save figure' }));
    await waitFor(() => expect(totalOf('Monthly expenses')).toBe('$2,750.00'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      category: 'food.groceries',
      amount: '650.00',
      basis: 'proposed',
      // Left blank: no one else pays; and only the attorney fees line asks what is owed.
      paid_by_others: null,
      owed: null,
    });
    // Marked as FL-150 asks: the column's label on a phone, and the figure's badge.
    const row = screen.getByRole('row', { name: /Groceries and household supplies/ });
    await waitFor(() => expect(within(row).getAllByText('Proposed')).toHaveLength(2));
    expect(row).toHaveTextContent('$650.00');
  });

  it('tells what others pay and, on the attorney fees line, what is still owed', async () => {
    const user = userEvent.setup();
    const calls = fakeDisclosureApi();
    renderPage();
    await screen.findByRole('table', { name: 'Monthly expenses by category' });
    await user.click(screen.getByRole('button', { name: 'Set figure for Rent or mortgage' }));
    let dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByLabelText('Still owed to your attorney (optional)')).toBeNull();
    const others = within(dialog).getByLabelText('Others pay of it each month (optional)');
    await user.type(others, '600');
    expect(within(dialog).getByText('= $600.00')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Save figure' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Others pay $600.00')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Show all categories' }));
    await user.click(screen.getByRole('button', { name: 'Set figure for Attorney fees' }));
    dialog = screen.getByRole('dialog');
    await user.type(
      within(dialog).getByLabelText('Still owed to your attorney (optional)'),
      '3500',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save figure' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const owed = await screen.findByText('Still owed to your attorney');
    await waitFor(() => expect(owed.closest('li')).toHaveTextContent('$3,500.00'));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      {
        category: 'housing.rent_mortgage',
        amount: null,
        basis: 'estimated',
        paid_by_others: '600.00',
        owed: null,
      },
      {
        category: 'legal.attorney_fees',
        amount: null,
        basis: 'estimated',
        paid_by_others: null,
        owed: '3500.00',
      },
    ]);
  });

  it('refuses a negative figure with the shared message, and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = fakeDisclosureApi();
    renderPage();
    await screen.findByRole('table', { name: 'Monthly expenses by category' });
    await user.click(screen.getByRole('button', { name: 'Set figure for Rent or mortgage' }));
    const dialog = screen.getByRole('dialog');
    const amount = within(dialog).getByLabelText('Monthly figure');
    await user.clear(amount);
    await user.type(amount, '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Save figure' }));
    expect(await within(dialog).findByText('Amount must be zero or more')).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('asks for another month when one is chosen', async () => {
    const user = userEvent.setup();
    const calls = fakeDisclosureApi();
    renderPage();
    await screen.findByRole('table', { name: 'Monthly expenses by category' });
    const month = screen.getByLabelText('Month', { selector: 'input' });
    await user.clear(month);
    await user.type(month, BEFORE);
    await waitFor(() =>
      expect(calls.some((call) => call.path === `/api/disclosure?month=${BEFORE}`)).toBe(true),
    );
  });

  it('says the statement did not load, with a retry', async () => {
    stubApi(() => reply(500, { error: 'Database unavailable', code: 'internal' }));
    renderPage();
    expect(await screen.findByText('Failed to load your financial disclosure')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('speaks Spanish', async () => {
    await act(() => activateLanguage('es'));
    fakeDisclosureApi();
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Declaración financiera' }),
    ).toBeVisible();
    await screen.findByRole('table', { name: 'Gastos mensuales por categoría' });
    expect(screen.getByRole('link', { name: 'Alquiler o hipoteca' })).toBeVisible();
    expect(totalOf('Ingreso mensual (bruto)')).toBe('$4,333.33');
  });
});
