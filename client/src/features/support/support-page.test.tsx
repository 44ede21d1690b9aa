import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadBytes } from '@/lib/download';
import { activateLanguage } from '@/lib/i18n';
import { reply, stubApi, toastRegion } from '@/test/render-signed-in';
import { refusalResponse } from '@/test/refusals';
import { confirmDelete, itAsksToLogIn, renderTrackerPage } from '@/test/tracker-pages';
import type { ExpenseDto } from '@shared/expenses';
import { EXPORT_CODE_HEADER } from '@shared/api-paths';
import { browserTimeZone } from '@shared/exports';
import { centsToAmountText, requireAmountCents } from '@shared/money';
import {
  reimbursementDeadlines,
  reimbursementTransition,
  requestedAmountCents,
  SUPPORT_MESSAGES,
  supportLedger,
  type ReimbursementDto,
  type SupportOrderDto,
  type SupportPaymentDto,
} from '@shared/support';
import { SupportPage } from './support-page';

vi.mock('@/lib/download', () => ({ downloadBytes: vi.fn() }));

/** Today, for every test: Saturday March 15, 2025, at noon. */
const NOW = new Date(2025, 2, 15, 12);
const TODAY = '2025-03-15';
const STAMP = '2025-01-01T00:00:00.000Z';

function order(id: number, extra: Partial<SupportOrderDto> = {}): SupportOrderDto {
  const values = {
    type: 'child_support' as const,
    payer: 'other_party' as const,
    amount: '500.00',
    frequency: 'monthly' as const,
    first_due: '2025-01-01',
    end_date: null,
    case_number: null,
    ...extra,
  };
  return {
    id,
    ...values,
    terms: extra.terms ?? [
      {
        from: null,
        amount: values.amount,
        frequency: values.frequency,
        first_due: values.first_due,
      },
    ],
    created_at: STAMP,
    updated_at: STAMP,
  };
}

function payment(
  id: number,
  date: string,
  amount: string,
  extra: Partial<SupportPaymentDto> = {},
): SupportPaymentDto {
  return {
    id,
    order_id: 1,
    date,
    amount,
    method: 'bank_transfer',
    reference: null,
    note: null,
    created_at: STAMP,
    updated_at: STAMP,
    document_count: 0,
    ...extra,
  };
}

type RequestSource = {
  expense_id: number | null;
  name: string;
  category: string | null;
  expense_date: string | null;
  amount: string;
};

function reimbursement(
  id: number,
  source: RequestSource,
  extra: Partial<ReimbursementDto> = {},
): ReimbursementDto {
  const base = {
    share_percent: '50.00',
    requested_on: '2025-03-05',
    statement_days: 30,
    payment_days: 30,
    paid_amount: '0.00',
    status: 'requested' as const,
    ...extra,
  };
  return {
    id,
    ...source,
    ...base,
    requested_amount: centsToAmountText(
      requestedAmountCents(requireAmountCents(source.amount), base.share_percent),
    ),
    dispute_reason: null,
    note: null,
    ...reimbursementDeadlines({ expense_date: source.expense_date, ...base }),
    events: [],
    created_at: STAMP,
    updated_at: STAMP,
    ...extra,
  };
}

function expense(id: number, name: string, date: string, amount: string, category: string) {
  return {
    id,
    name,
    date,
    amount,
    category,
    document_count: 0,
    created_at: STAMP,
    updated_at: STAMP,
  } as ExpenseDto & { document_count: number };
}

const childSupport = order(1);
const januaryPayment = payment(11, '2025-01-03', '500.00');
const februaryCheck = payment(12, '2025-02-05', '300.00', { method: 'check', reference: '1042' });
const marchPayment = payment(13, '2025-03-02', '500.00');
const dentistExpense = expense(20, 'Dentist', '2025-02-20', '120.00', 'children.medical');
const soccerExpense = expense(21, 'Soccer camp', '2025-03-01', '300.00', 'children.activities');
const dentist = reimbursement(7, {
  expense_id: 20,
  name: 'Dentist',
  category: 'children.medical',
  expense_date: '2025-02-20',
  amount: '120.00',
});

type Body = Record<string, unknown>;
type Held = {
  orders?: SupportOrderDto[];
  payments?: SupportPaymentDto[];
  requests?: ReimbursementDto[];
  presets?: Record<string, string>;
  expenses?: ExpenseDto[];
};

/**
 * A stand-in for /api/support holding orders, payments and requests in memory and answering as
 * the server does: the ledger through the day asked for (shared/support.ts's supportLedger), a
 * 409 for an order with payments, each move by reimbursementTransition.
 */
function fakeSupportApi(initial: Held = {}) {
  let orders = [...(initial.orders ?? [])];
  let payments = [...(initial.payments ?? [])];
  let requests = [...(initial.requests ?? [])];
  const expenses = initial.expenses ?? [dentistExpense, soccerExpense];
  let nextId = 100;
  const calls = stubApi(({ method, path, body }) => {
    const values = body as Body;
    const url = new URL(path, 'http://localhost');
    const id = Number(url.pathname.split('/').at(-1));
    if (method === 'GET' && url.pathname === '/api/support') {
      const through = url.searchParams.get('through')!;
      return reply(200, {
        orders,
        payments,
        ledger: supportLedger(orders, payments, through),
        reimbursements: { requests, presets: initial.presets ?? {} },
      });
    }
    if (method === 'GET' && url.pathname === '/api/expenses') return reply(200, expenses);
    if (method === 'GET' && url.pathname === '/api/history') return reply(200, { revisions: [] });
    if (method === 'POST' && url.pathname === '/api/exports/support') {
      return new Response('%PDF-1.7', {
        status: 200,
        headers: { 'Content-Type': 'application/pdf', [EXPORT_CODE_HEADER]: 'FS-7Q2K-9M4T' },
      });
    }
    if (method === 'GET' && url.pathname === '/api/support/export.csv') {
      return new Response('date,amount\n', {
        status: 200,
        headers: { 'Content-Type': 'text/csv' },
      });
    }
    if (url.pathname.startsWith('/api/support/orders')) {
      if (method === 'DELETE') {
        if (payments.some((row) => row.order_id === id)) {
          return refusalResponse('order_has_payments', SUPPORT_MESSAGES.orderHasPayments);
        }
        orders = orders.filter((row) => row.id !== id);
        return reply(204);
      }
      const { effective_from: _from, ...fields } = values;
      const stored = order(method === 'POST' ? nextId++ : id, fields as Partial<SupportOrderDto>);
      orders =
        method === 'POST'
          ? [...orders, stored]
          : orders.map((row) => (row.id === id ? stored : row));
      return reply(method === 'POST' ? 201 : 200, stored);
    }
    if (url.pathname.startsWith('/api/support/payments')) {
      if (method === 'DELETE') {
        payments = payments.filter((row) => row.id !== id);
        return reply(204);
      }
      const stored = payment(
        method === 'POST' ? nextId++ : id,
        values.date as string,
        values.amount as string,
        values as Partial<SupportPaymentDto>,
      );
      payments =
        method === 'POST'
          ? [...payments, stored]
          : payments.map((row) => (row.id === id ? stored : row));
      return reply(method === 'POST' ? 201 : 200, stored);
    }
    if (method === 'POST' && url.pathname === '/api/support/reimbursements') {
      const picked = expenses.find((row) => row.id === values.expense_id);
      const created = reimbursement(
        nextId++,
        picked
          ? {
              expense_id: picked.id,
              name: picked.name,
              category: picked.category,
              expense_date: picked.date,
              amount: picked.amount,
            }
          : {
              expense_id: null,
              name: values.name as string,
              category: null,
              expense_date: null,
              amount: values.amount as string,
            },
        {
          share_percent: values.share_percent as string,
          requested_on: values.requested_on as string,
          statement_days: values.statement_days as number,
          payment_days: values.payment_days as number,
        },
      );
      requests = [...requests, created];
      return reply(201, created);
    }
    if (method === 'POST' && url.pathname.endsWith('/transition')) {
      const requestId = Number(url.pathname.split('/').at(-2));
      const current = requests.find((row) => row.id === requestId)!;
      const outcome = reimbursementTransition(
        current.status,
        requireAmountCents(current.requested_amount),
        requireAmountCents(current.paid_amount),
        values.to as 'paid',
        values.amount === undefined ? null : requireAmountCents(values.amount as string),
      );
      if (!outcome.ok) return refusalResponse('transition_not_allowed', 'Not allowed');
      const moved: ReimbursementDto = {
        ...current,
        status: outcome.status,
        paid_amount: centsToAmountText(outcome.paid_cents),
        dispute_reason: (values.reason as ReimbursementDto['dispute_reason']) ?? null,
        note: (values.note as string | null) ?? null,
      };
      requests = requests.map((row) => (row.id === requestId ? moved : row));
      return reply(200, moved);
    }
    throw new Error(`unexpected request ${method} ${path}`);
  });
  return {
    calls,
    writes: () => calls.filter((call) => call.method !== 'GET'),
  };
}

function renderPage() {
  return renderTrackerPage(<SupportPage />, { path: '/support' });
}

/** Queries inside the dialog named `name`. */
function dialogNamed(name: string) {
  return within(screen.getByRole('dialog', { name }));
}

async function openRequestDialog(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Request reimbursement' }));
  return dialogNamed('Request reimbursement');
}

/** The request card named `name`. */
function requestCard(name: string) {
  return within(
    screen
      .getAllByTestId('reimbursement')
      .find((card) => within(card).queryByRole('heading', { name }) !== null)!,
  );
}

const withPayments = {
  orders: [childSupport],
  payments: [januaryPayment, februaryCheck, marchPayment],
  requests: [dentist],
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(downloadBytes).mockClear();
});

describe('the Support page', () => {
  itAsksToLogIn(<SupportPage />, 'Please log in to view your support records.');

  it('reads the overview through today', async () => {
    const api = fakeSupportApi(withPayments);
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Support and reimbursements' }),
    ).toBeVisible();
    await screen.findByTestId('support-due');
    expect(api.calls[0]).toEqual({
      method: 'GET',
      path: `/api/support?through=${TODAY}`,
      body: undefined,
    });
  });

  it('offers an order and a request, in one calm sentence, when there is nothing yet', async () => {
    fakeSupportApi();
    renderPage();
    expect(
      await screen.findByText(
        'Add a support order to follow its payments, or ask the other party to pay their share of a cost.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add order' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Request reimbursement' })).toBeVisible();
    expect(screen.queryByTestId('support-due')).toBeNull();
  });

  it('sums this month’s dues and payments, what is behind and the requests waiting', async () => {
    fakeSupportApi(withPayments);
    renderPage();

    expect(await screen.findByTestId('support-due')).toHaveTextContent('$500.00');
    expect(screen.getByTestId('support-paid')).toHaveTextContent('$500.00');
    // February's $500.00 due got a $300.00 check.
    expect(screen.getByTestId('support-arrears')).toHaveTextContent('$200.00');
    expect(screen.getByText('Behind (arrears)')).toBeVisible();
    expect(screen.queryByTestId('support-credit')).toBeNull();
    expect(screen.getByTestId('support-waiting')).toHaveTextContent('1$60.00 still requested');
    expect(screen.getByText('What does “arrears” mean?')).toBeInTheDocument();
    expect(screen.getByText('Support that was due and has not been paid yet.')).toBeInTheDocument();
    expect(screen.queryByText(/You owe/)).toBeNull();
  });

  it('splits this month, what is behind and credit by side when she has orders on both sides', async () => {
    fakeSupportApi({
      orders: [
        childSupport,
        order(2, {
          type: 'spousal_support',
          payer: 'me',
          amount: '300.00',
          first_due: '2025-03-01',
        }),
      ],
      payments: [
        januaryPayment,
        februaryCheck,
        marchPayment,
        payment(14, '2025-03-01', '350.00', { order_id: 2 }),
      ],
    });
    renderPage();

    expect(await screen.findByTestId('support-arrears-theirs')).toHaveTextContent('$200.00');
    expect(screen.getByText('Behind on payments to you')).toBeVisible();
    expect(screen.getByTestId('support-arrears-mine')).toHaveTextContent('$0.00');
    expect(screen.getByText('Behind on your payments')).toBeVisible();
    expect(screen.getByTestId('support-credit-mine')).toHaveTextContent('$50.00');
    expect(screen.getByText('Credit on your payments')).toBeVisible();
    expect(screen.queryByTestId('support-credit-theirs')).toBeNull();
    // This month's money on each side, never added across them.
    expect(screen.queryByTestId('support-due')).toBeNull();
    expect(screen.queryByTestId('support-paid')).toBeNull();
    expect(screen.getByTestId('support-due-theirs')).toHaveTextContent('$500.00');
    expect(screen.getByTestId('support-paid-theirs')).toHaveTextContent('$500.00');
    expect(screen.getByTestId('support-due-mine')).toHaveTextContent('$300.00');
    expect(screen.getByTestId('support-paid-mine')).toHaveTextContent('$350.00');
    expect(screen.getByText('Due from you this month')).toBeVisible();
  });

  it('lists each order with its schedule in words, and each payment with where it went', async () => {
    fakeSupportApi({
      ...withPayments,
      orders: [order(1, { end_date: '2030-12-31', case_number: 'FL-118' })],
    });
    renderPage();

    const orders = within(await screen.findByRole('table', { name: 'Your support orders' }));
    const [orderRow] = within(orders.getAllByRole('rowgroup')[1]!).getAllByRole('row');
    expect(within(orderRow!).getByRole('rowheader')).toHaveTextContent(
      'Child support #1Case FL-118',
    );
    expect(orderRow).toHaveTextContent('The other party pays');
    expect(orderRow).toHaveTextContent('$500.00 every month from Jan 01, 2025');
    expect(orderRow).toHaveTextContent('Ends Dec 31, 2030');
    expect(orderRow).toHaveTextContent('Behind $200.00');

    const payments = within(screen.getByRole('table', { name: 'Your support payments' }));
    const rows = within(payments.getAllByRole('rowgroup')[1]!).getAllByRole('row');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Mar 02, 2025',
      'Feb 05, 2025',
      'Jan 03, 2025',
    ]);
    expect(rows[1]).toHaveTextContent('Check 1042');
    expect(rows[1]).toHaveTextContent('$300.00 to dues');
    expect(
      within(rows[1]!).getByRole('button', {
        name: 'Documents for Payment of $300.00 on Feb 05, 2025: 0',
      }),
    ).toBeInTheDocument();
  });

  it('shows the ledger month by month, newest first, with each month’s dues', async () => {
    fakeSupportApi(withPayments);
    const user = userEvent.setup();
    renderPage();

    const ledger = within(await screen.findByRole('table', { name: 'Months of Child support #1' }));
    const months = within(ledger.getAllByRole('rowgroup')[1]!).getAllByRole('row');
    expect(months.map((row) => row.textContent)).toEqual([
      'March 2025Due$500.00Paid$500.00Behind$200.00',
      'February 2025Due$500.00Paid$300.00Behind$200.00',
      'January 2025Due$500.00Paid$500.00Behind$0.00',
    ]);
    await user.click(ledger.getByRole('button', { name: 'February 2025' }));
    expect(ledger.getByRole('button', { name: 'February 2025' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(ledger.getByRole('listitem')).toHaveTextContent('Feb 01, 2025$500.00Partly paid');
  });

  it('adds an order with the body the server reads', async () => {
    const api = fakeSupportApi();
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Add order' }));
    const form = dialogNamed('Add order');
    await user.selectOptions(form.getByLabelText('Kind of support'), 'Spousal support');
    await user.selectOptions(form.getByLabelText('Who pays'), 'I pay');
    await user.type(form.getByLabelText('Amount ($)'), '750');
    expect(form.getByText('= $750.00')).toBeInTheDocument();
    await user.selectOptions(form.getByLabelText('How often'), 'Every two weeks');
    await user.clear(form.getByLabelText('First due date'));
    await user.type(form.getByLabelText('First due date'), '2025-03-07');
    await user.type(form.getByLabelText('Case number (optional)'), 'FL-2024-118');
    await user.click(form.getByRole('button', { name: 'Add order' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/support/orders',
        body: {
          type: 'spousal_support',
          payer: 'me',
          amount: '750.00',
          frequency: 'biweekly',
          first_due: '2025-03-07',
          end_date: null,
          case_number: 'FL-2024-118',
        },
      },
    ]);
    expect(await toastRegion().findByText('Order added')).toBeInTheDocument();
    expect(
      toastRegion().getByText('“Spousal support #100” ($750.00 every two weeks) has been added.'),
    ).toBeInTheDocument();
  });

  it('asks from when a change applies only once the schedule changes, and sends it', async () => {
    const api = fakeSupportApi(withPayments);
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Edit Child support #1' }));
    const form = dialogNamed('Edit order');
    expect(form.getByLabelText('Amount ($)')).toHaveValue(500);
    expect(form.queryByLabelText('From when does the change apply?')).toBeNull();
    await user.clear(form.getByLabelText('Amount ($)'));
    await user.type(form.getByLabelText('Amount ($)'), '500');
    expect(form.queryByLabelText('From when does the change apply?')).toBeNull();
    await user.clear(form.getByLabelText('Amount ($)'));
    await user.type(form.getByLabelText('Amount ($)'), '550');
    expect(form.getByLabelText('From when does the change apply?')).toHaveValue(TODAY);
    expect(form.getByText('Dues before this date keep the old amount.')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Update order' }));

    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toEqual({
      method: 'PUT',
      path: '/api/support/orders/1',
      body: {
        type: 'child_support',
        payer: 'other_party',
        amount: '550.00',
        frequency: 'monthly',
        first_due: '2025-01-01',
        end_date: null,
        case_number: null,
        effective_from: TODAY,
      },
    });
  });

  it('records a check payment with its check number as the reference', async () => {
    const api = fakeSupportApi(withPayments);
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    const form = dialogNamed('Record payment');
    // Her one order is chosen for her, and the payment is dated today.
    expect(form.getByLabelText('Order')).toHaveDisplayValue(
      'Child support #1 · The other party pays',
    );
    expect(form.getByLabelText('Date')).toHaveValue(TODAY);
    await user.type(form.getByLabelText('Amount ($)'), '500');
    await user.selectOptions(form.getByLabelText('How it was paid'), 'Check');
    await user.type(form.getByLabelText('Check number'), '1043');
    await user.click(form.getByRole('button', { name: 'Record payment' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/support/payments',
        body: {
          order_id: 1,
          date: TODAY,
          amount: '500.00',
          method: 'check',
          reference: '1043',
          note: null,
        },
      },
    ]);
    expect(await toastRegion().findByText('Payment recorded')).toBeInTheDocument();
    expect(
      toastRegion().getByText('$500.00 on Mar 15, 2025 has been recorded.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('support-paid')).toHaveTextContent('$1,000.00');
    expect(screen.getByTestId('support-arrears')).toHaveTextContent('$0.00');
  });

  it('asks for no reference for cash, and names it Reference for a payment app', async () => {
    const api = fakeSupportApi(withPayments);
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    const form = dialogNamed('Record payment');
    await user.selectOptions(form.getByLabelText('How it was paid'), 'Check');
    await user.type(form.getByLabelText('Check number'), '77');
    await user.selectOptions(form.getByLabelText('How it was paid'), 'Cash');
    expect(form.queryByLabelText('Check number')).toBeNull();
    expect(form.queryByLabelText('Reference')).toBeNull();
    await user.selectOptions(form.getByLabelText('How it was paid'), 'Payment app');
    expect(form.getByLabelText('Reference')).toHaveValue('');
    await user.selectOptions(form.getByLabelText('How it was paid'), 'Cash');
    await user.type(form.getByLabelText('Amount ($)'), '120');
    await user.click(form.getByRole('button', { name: 'Record payment' }));

    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toMatchObject({ method: 'cash', reference: null });
  });

  it('says why an order with payments cannot be deleted, and keeps it', async () => {
    const api = fakeSupportApi(withPayments);
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Delete Child support #1' }));
    expect(
      screen.getByRole('alertdialog', { name: 'Are you sure you want to delete this order?' }),
    ).toHaveTextContent(
      '“Child support #1” ($500.00 every month) will be deleted. Its history stays in your records.',
    );
    await confirmDelete(user);

    expect(await toastRegion().findByText('Failed to delete order')).toBeInTheDocument();
    expect(
      toastRegion().getByText(
        'This order has payments, so it cannot be deleted. End it with an end date instead.',
      ),
    ).toBeInTheDocument();
    expect(api.writes()).toEqual([
      { method: 'DELETE', path: '/api/support/orders/1', body: undefined },
    ]);
    expect(await screen.findByRole('button', { name: 'Edit Child support #1' })).toBeVisible();
  });

  it('requests half of an expense, echoing the amount requested, and sends the expense’s id', async () => {
    const api = fakeSupportApi(withPayments);
    const user = userEvent.setup();
    renderPage();
    const form = await openRequestDialog(user);

    await user.click(await form.findByRole('radio', { name: /Dentist/ }));
    expect(form.getByLabelText('The other party’s share (%)')).toHaveValue(50);
    expect(form.getByTestId('requested-echo')).toHaveTextContent('Amount requested: $60.00');
    expect(form.getByLabelText('Requested on')).toHaveValue(TODAY);
    expect(form.getByLabelText('Days to send the statement')).toHaveValue(30);
    expect(form.getByLabelText('Days to pay')).toHaveValue(30);
    await user.click(form.getByRole('button', { name: 'Request reimbursement' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/support/reimbursements',
        body: {
          expense_id: 20,
          name: null,
          amount: null,
          share_percent: '50.00',
          requested_on: TODAY,
          statement_days: 30,
          payment_days: 30,
        },
      },
    ]);
    expect(await toastRegion().findByText('Reimbursement requested')).toBeInTheDocument();
    expect(toastRegion().getByText('$60.00 for “Dentist” has been requested.')).toBeInTheDocument();
  });

  it('starts the share from the category’s last one, and finds an expense by its name', async () => {
    fakeSupportApi({ ...withPayments, presets: { 'children.activities': '40.00' } });
    const user = userEvent.setup();
    renderPage();
    const form = await openRequestDialog(user);

    await user.type(form.getByLabelText('Search your expenses'), 'soccer');
    expect(await form.findByRole('radio', { name: /Soccer camp/ })).toBeInTheDocument();
    expect(form.queryByRole('radio', { name: /Dentist/ })).toBeNull();
    await user.click(form.getByRole('radio', { name: /Soccer camp/ }));
    expect(form.getByLabelText('The other party’s share (%)')).toHaveValue(40);
    expect(form.getByTestId('requested-echo')).toHaveTextContent('Amount requested: $120.00');
  });

  it('lists the 50 newest expenses, and says how many more a search can find', async () => {
    const expenses = Array.from({ length: 55 }, (_, index) =>
      expense(200 + index, `Receipt ${index + 1}`, '2025-03-01', '10.00', 'children.medical'),
    );
    fakeSupportApi({ ...withPayments, expenses });
    const user = userEvent.setup();
    renderPage();
    const form = await openRequestDialog(user);

    expect(await form.findAllByRole('radio', { name: /Receipt/ })).toHaveLength(50);
    expect(
      form.getByText('5 older expenses are not shown. Search to find one.'),
    ).toBeInTheDocument();
    await user.type(form.getByLabelText('Search your expenses'), 'Receipt 55');
    expect(form.getAllByRole('radio', { name: /Receipt/ })).toHaveLength(1);
  });

  it('requests a share of something not in her expenses by its name and amount', async () => {
    const api = fakeSupportApi(withPayments);
    const user = userEvent.setup();
    renderPage();
    const form = await openRequestDialog(user);

    await user.click(form.getByRole('radio', { name: 'Something not in my expenses' }));
    await user.type(form.getByLabelText('Name'), 'School trip');
    await user.type(form.getByLabelText('Amount ($)'), '90');
    await user.clear(form.getByLabelText('The other party’s share (%)'));
    await user.type(form.getByLabelText('The other party’s share (%)'), '33.33');
    expect(form.getByTestId('requested-echo')).toHaveTextContent('Amount requested: $30.00');
    await user.click(form.getByRole('button', { name: 'Request reimbursement' }));

    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toEqual({
      expense_id: null,
      name: 'School trip',
      amount: '90.00',
      share_percent: '33.33',
      requested_on: TODAY,
      statement_days: 30,
      payment_days: 30,
    });
  });

  it('shows a waiting request’s clocks: payment due in 20 days, statement sent on time', async () => {
    fakeSupportApi(withPayments);
    renderPage();

    await screen.findByTestId('support-due');
    const card = requestCard('Dentist');
    expect(card.getByText('Requested')).toBeInTheDocument();
    expect(card.getByTestId('payment-clock')).toHaveTextContent('Payment due in 20 days');
    expect(card.getByTestId('statement-clock')).toHaveTextContent('Statement sent on time');
    expect(card.getByText('50% of $120.00')).toBeInTheDocument();
  });

  it('counts a late payment and a late statement in days', async () => {
    fakeSupportApi({
      ...withPayments,
      requests: [
        reimbursement(
          8,
          {
            expense_id: 21,
            name: 'Soccer camp',
            category: 'children.activities',
            expense_date: '2024-12-01',
            amount: '300.00',
          },
          { requested_on: '2025-01-31', payment_days: 30 },
        ),
        reimbursement(
          9,
          {
            expense_id: null,
            name: 'Tutor',
            category: null,
            expense_date: null,
            amount: '80.00',
          },
          { requested_on: '2025-03-14', payment_days: 1 },
        ),
      ],
    });
    renderPage();

    await screen.findByTestId('support-due');
    const soccer = requestCard('Soccer camp');
    expect(soccer.getByTestId('payment-clock')).toHaveTextContent('Payment 13 days late');
    expect(soccer.getByTestId('statement-clock')).toHaveTextContent(
      'Statement sent 31 days after the 30-day limit',
    );
    const tutor = requestCard('Tutor');
    expect(tutor.getByTestId('payment-clock')).toHaveTextContent('Payment due today');
    expect(tutor.queryByTestId('statement-clock')).toBeNull();
  });

  it('marks part of a request paid, which leaves it partly paid', async () => {
    const api = fakeSupportApi(withPayments);
    const user = userEvent.setup();
    renderPage();

    await screen.findByTestId('support-due');
    await user.click(requestCard('Dentist').getByRole('button', { name: 'Mark paid' }));
    const form = dialogNamed('Mark paid');
    expect(form.getByLabelText('Amount paid ($)')).toHaveValue(60);
    expect(form.getByTestId('partly-paid-echo')).toBeEmptyDOMElement();
    await user.clear(form.getByLabelText('Amount paid ($)'));
    await user.type(form.getByLabelText('Amount paid ($)'), '60.01');
    await user.click(form.getByRole('button', { name: 'Mark paid' }));
    expect(
      await form.findByText('Amount paid cannot be more than what is still requested'),
    ).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
    await user.clear(form.getByLabelText('Amount paid ($)'));
    await user.type(form.getByLabelText('Amount paid ($)'), '40');
    expect(form.getByTestId('partly-paid-echo')).toHaveTextContent(
      'It will be marked partly paid, with $20.00 still requested.',
    );
    await user.click(form.getByRole('button', { name: 'Mark paid' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/support/reimbursements/7/transition',
        body: { to: 'paid', amount: '40.00' },
      },
    ]);
    expect(await toastRegion().findByText('Marked partly paid')).toBeInTheDocument();
    expect(toastRegion().getByText('$20.00 is still requested for “Dentist”.')).toBeInTheDocument();
    expect(await requestCard('Dentist').findByText('Partly paid')).toBeInTheDocument();
    expect(screen.getByTestId('support-waiting')).toHaveTextContent('1$20.00 still requested');
  });

  it('asks for a note when a request is disputed for another reason', async () => {
    const api = fakeSupportApi(withPayments);
    const user = userEvent.setup();
    renderPage();

    await screen.findByTestId('support-due');
    await user.click(requestCard('Dentist').getByRole('button', { name: 'Mark disputed' }));
    const form = dialogNamed('Mark disputed');
    await user.click(form.getByRole('button', { name: 'Mark disputed' }));
    expect(await form.findByText('Choose why the request is disputed')).toBeInTheDocument();

    await user.selectOptions(form.getByLabelText('Reason'), 'Other reason');
    await user.click(form.getByRole('button', { name: 'Mark disputed' }));
    expect(
      await form.findByText('Say in the note why the request is disputed'),
    ).toBeInTheDocument();
    expect(api.writes()).toEqual([]);

    await user.type(form.getByLabelText('Note'), 'Paid by insurance');
    await user.click(form.getByRole('button', { name: 'Mark disputed' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toEqual({
      method: 'POST',
      path: '/api/support/reimbursements/7/transition',
      body: { to: 'disputed', reason: 'other', note: 'Paid by insurance' },
    });
    const card = requestCard('Dentist');
    expect(await card.findByText('Disputed')).toBeInTheDocument();
    expect(card.getByText('Reason: Other reason')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Mark resolved' })).toBeInTheDocument();
    expect(card.queryByTestId('payment-clock')).toBeNull();
  });

  it('downloads the arrears statement through today, with its verification code, and the CSV', async () => {
    const api = fakeSupportApi(withPayments);
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Arrears statement (PDF)' }));
    expect(await toastRegion().findByText('PDF Generated')).toBeInTheDocument();
    expect(
      toastRegion().getByText(
        'Your arrears statement has been downloaded. Verification code: FS-7Q2K-9M4T',
      ),
    ).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/exports/support',
        body: { through: TODAY, time_zone: browserTimeZone() },
      },
    ]);
    expect(vi.mocked(downloadBytes).mock.calls[0]!.slice(1)).toEqual([
      'support-arrears-statement.pdf',
      'application/pdf',
    ]);

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloadBytes).toHaveBeenCalledTimes(2));
    expect(api.calls.at(-1)?.path).toBe(`/api/support/export.csv?through=${TODAY}`);
    expect(vi.mocked(downloadBytes).mock.calls[1]!.slice(1)).toEqual([
      'support-ledger.csv',
      'text/csv',
    ]);
  });

  it('opens the history of an order, a payment and a request', async () => {
    const api = fakeSupportApi(withPayments);
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'History of Child support #1' }));
    expect(
      await screen.findByRole('dialog', { name: 'History of Child support #1' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(api.calls.at(-1)?.path).toBe('/api/history?entity=support_order&id=1'),
    );
    await user.keyboard('{Escape}');

    await user.click(
      screen.getByRole('button', { name: 'History of Payment of $300.00 on Feb 05, 2025' }),
    );
    await waitFor(() =>
      expect(api.calls.at(-1)?.path).toBe('/api/history?entity=support_payment&id=12'),
    );
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'History of Dentist' }));
    await waitFor(() =>
      expect(api.calls.at(-1)?.path).toBe('/api/history?entity=reimbursement&id=7'),
    );
  });
});

describe('the Support page in Spanish', () => {
  afterEach(async () => {
    await activateLanguage('en');
    localStorage.clear();
  });

  it('speaks Spanish, figures and clocks included', async () => {
    await activateLanguage('es');
    fakeSupportApi(withPayments);
    renderPage();

    expect(
      screen.getByRole('heading', { level: 1, name: 'Manutención y reembolsos' }),
    ).toBeVisible();
    expect(await screen.findByText('Pendiente (atrasos)')).toBeVisible();
    expect(screen.getByTestId('support-arrears')).toHaveTextContent('$200.00');
    expect(requestCard('Dentist').getByTestId('payment-clock')).toHaveTextContent(
      'El pago vence en 20 días',
    );
  });
});
