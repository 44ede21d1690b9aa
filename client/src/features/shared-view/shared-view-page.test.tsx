import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { analyseDecision, type DecisionInputs } from '@shared/decision-analysis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { DocumentDto } from '@shared/documents';
import { divideEstate, toDivisionResponse } from '@shared/division';
import { summarizeNetworth } from '@shared/networth';
import { SHARING_MESSAGES, type SharedViewResponse } from '@shared/sharing';
import {
  reimbursementDeadlines,
  supportLedger,
  type ReimbursementDto,
  type SupportOrderDto,
  type SupportOverview,
  type SupportPaymentDto,
} from '@shared/support';
import { makeItem } from '@shared/test-fixtures/networth-items';
import { downloadBytes } from '@/lib/download';
import { renderSignedIn, reply, stubApi } from '@/test/render-signed-in';
import { SHARED_VIEW_TEXTS, SharedViewPage } from './shared-view-page';
import { refusalResponse } from '@/test/refusals';

vi.mock('@/lib/download', () => ({ downloadBytes: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(downloadBytes).mockReset();
});

const TOKEN = 'A'.repeat(43);
const VIEW: SharedViewResponse = {
  shared_by: 'M. S.',
  expires_at: '2026-12-07T10:00:00.000Z',
  scopes: ['expenses'],
  spouses: { spouse_1: 'Spouse 1', spouse_2: 'Spouse 2' },
  expenses: [
    {
      id: 7,
      user_id: 1,
      name: 'Retainer',
      amount: '1250.00',
      date: '2025-03-01',
      created_at: '2025-03-01T10:00:00.000Z',
      updated_at: '2025-03-01T10:00:00.000Z',
      category: 'legal.attorney_fees',
    } as NonNullable<SharedViewResponse['expenses']>[number],
  ],
  integrity: { valid: true, revisions: 3, checked_at: '2026-11-23T10:00:00.000Z' },
};

function renderAt(path = `/shared/${TOKEN}`) {
  return renderSignedIn(<Route path="/shared/:token" component={SharedViewPage} />, {
    user: null,
    path,
  });
}

describe('/shared/:token', () => {
  it('shows the banner, the integrity and only the covered records, without the viewer’s sign-in', async () => {
    const calls = stubApi(() => reply(200, VIEW));
    renderAt();

    expect(await screen.findByRole('note')).toHaveTextContent(
      'Shared by M. S. · read-only · expires Dec 07, 2026',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Shared records');
    expect(screen.getByText(SHARED_VIEW_TEXTS.integrityIntact(3))).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Retainer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'History of Retainer' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Events' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Net worth and division' })).toBeNull();
    expect(screen.queryByRole('button', { name: /edit|delete|add/i })).toBeNull();
    expect(calls).toEqual([{ method: 'GET', path: `/api/shared/${TOKEN}`, body: undefined }]);
  });

  it('shows each item with her notes under its name and her names for the owners', async () => {
    const items = [
      makeItem({ id: 4, name: 'Savings', ownership: 'spouse_1', notes: 'From my salary' }),
      makeItem({ id: 5, name: 'Car', ownership: 'spouse_2' }),
    ];
    stubApi(() =>
      reply(200, {
        ...VIEW,
        scopes: ['networth'],
        spouses: { spouse_1: 'Spouse 1 (account holder, Jo)', spouse_2: 'Spouse 2 (Sam)' },
        expenses: undefined,
        networth: { items, summary: summarizeNetworth(items) },
        division: toDivisionResponse(divideEstate(items, 50)),
      }),
    );
    renderAt();

    const savings = await screen.findByRole('cell', { name: 'Savings From my salary' });
    expect(savings).toHaveTextContent(/^SavingsFrom my salary$/);
    expect(screen.getByRole('cell', { name: 'Car' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Spouse 1 (account holder, Jo)' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Spouse 2 (Sam)' })).toBeInTheDocument();
  });

  it('asks for the passcode, sends it in its header, and says when it did not open the link', async () => {
    const passcodes: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const passcode = new Headers(init.headers).get('X-Share-Passcode');
        passcodes.push(passcode);
        if (passcode === null) {
          return refusalResponse('passcode_required', SHARING_MESSAGES.passcodeRequired);
        }
        if (passcode !== 'blue heron 42') {
          return refusalResponse('share_inactive', SHARING_MESSAGES.inactive);
        }
        return reply(200, VIEW);
      }),
    );
    renderAt();

    expect(
      await screen.findByRole('heading', { level: 1, name: SHARED_VIEW_TEXTS.passcodeTitle }),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Passcode'), 'wrong one');
    await userEvent.click(screen.getByRole('button', { name: SHARED_VIEW_TEXTS.passcodeButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SHARED_VIEW_TEXTS.passcodeWrong);

    await userEvent.clear(screen.getByLabelText('Passcode'));
    await userEvent.type(screen.getByLabelText('Passcode'), 'blue heron 42');
    await userEvent.click(screen.getByRole('button', { name: SHARED_VIEW_TEXTS.passcodeButton }));
    expect(await screen.findByRole('cell', { name: 'Retainer' })).toBeInTheDocument();
    expect(passcodes).toEqual([null, 'wrong one', 'blue heron 42']);
  });

  it('says only that the link is no longer active when it does not open', async () => {
    stubApi(() => refusalResponse('share_inactive', SHARING_MESSAGES.inactive));
    renderAt();

    expect(
      await screen.findByRole('heading', { level: 1, name: SHARING_MESSAGES.inactive }),
    ).toBeInTheDocument();
    expect(screen.getByText(SHARED_VIEW_TEXTS.inactiveAbout)).toBeInTheDocument();
  });

  describe('the documents', () => {
    const invoice: DocumentDto = {
      id: 11,
      name: 'Retainer invoice.pdf',
      type: 'application/pdf',
      bytes: 2_516_582,
      sha256: 'b'.repeat(64),
      uploaded_at: '2025-03-05T18:25:00.000Z',
      deleted_at: null,
      links: [{ entity: 'expense', entity_id: 7 }],
    };
    const notes: DocumentDto = {
      ...invoice,
      id: 12,
      name: 'notes.txt',
      type: 'text/plain',
      bytes: 830,
      sha256: 'c'.repeat(64),
      links: [],
    };
    const WITH_DOCUMENTS: SharedViewResponse = {
      ...VIEW,
      scopes: ['expenses', 'documents'],
      documents: [invoice, notes],
    };

    afterEach(() => {
      // jsdom has no object URLs: the viewer borrows them.
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });

    it('lists each file with its facts and the shared record it proves, and reads it through the link with the passcode', async () => {
      const user = userEvent.setup();
      Object.assign(URL, { createObjectURL: () => 'blob:invoice', revokeObjectURL: () => {} });
      const asked: { path: string; passcode: string | null; signedIn: boolean }[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string, init: RequestInit) => {
          const headers = new Headers(init.headers);
          const passcode = headers.get('X-Share-Passcode');
          const path =
            new URL(url, 'http://localhost').pathname + new URL(url, 'http://localhost').search;
          asked.push({ path, passcode, signedIn: headers.has('Authorization') });
          if (passcode === null) {
            return refusalResponse('passcode_required', SHARING_MESSAGES.passcodeRequired);
          }
          if (path.includes('/documents/')) return new Response('%PDF-1.7', { status: 200 });
          return reply(200, WITH_DOCUMENTS);
        }),
      );
      renderAt();
      await user.type(await screen.findByLabelText('Passcode'), 'blue heron 42');
      await user.click(screen.getByRole('button', { name: SHARED_VIEW_TEXTS.passcodeButton }));

      const section = within(await screen.findByRole('region', { name: 'Documents' }));
      expect(
        section.getByText('Each file you view or download is noted in the owner’s access log.'),
      ).toBeVisible();
      const items = section.getAllByRole('listitem').filter((item) => item.querySelector('button'));
      expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
        'Retainer invoice.pdf',
        'notes.txt',
      ]);
      const first = within(items[0]!);
      expect(first.getByText('PDF · 2.4 MB · Uploaded Mar 05, 2025')).toBeVisible();
      expect(first.getByText('b'.repeat(64))).toHaveClass('font-mono', 'break-all');
      expect(first.getByRole('list', { name: 'Proves' })).toHaveTextContent('Expense: Retainer');
      expect(first.getByRole('button', { name: 'History of Retainer invoice.pdf' })).toBeVisible();
      expect(within(items[1]!).getByText('Not attached to a record shared here')).toBeVisible();
      // Read-only: nothing to rename, delete or upload.
      expect(section.queryByRole('button', { name: /rename|delete|upload/i })).toBeNull();

      await user.click(section.getByRole('button', { name: 'View Retainer invoice.pdf' }));
      const viewer = within(screen.getByRole('dialog', { name: 'Retainer invoice.pdf' }));
      expect(await viewer.findByTitle('Retainer invoice.pdf')).toHaveAttribute(
        'src',
        'blob:invoice',
      );
      expect(viewer.getByText('b'.repeat(64))).toBeVisible();
      await user.click(viewer.getAllByRole('button', { name: 'Close' })[0]!);

      await user.click(section.getByRole('button', { name: 'Download notes.txt' }));
      await vi.waitFor(() => expect(downloadBytes).toHaveBeenCalledTimes(1));
      expect(vi.mocked(downloadBytes).mock.calls[0]!.slice(1)).toEqual(['notes.txt', 'text/plain']);

      expect(asked.filter((call) => call.path.includes('/documents/'))).toEqual([
        {
          path: `/api/shared/${TOKEN}/documents/11/content?inline=1`,
          passcode: 'blue heron 42',
          signedIn: false,
        },
        {
          path: `/api/shared/${TOKEN}/documents/12/content`,
          passcode: 'blue heron 42',
          signedIn: false,
        },
      ]);
    });

    it('has no Documents section when the link does not cover them', async () => {
      stubApi(() => reply(200, VIEW));
      renderAt();

      expect(await screen.findByRole('cell', { name: 'Retainer' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Documents' })).toBeNull();
    });
  });

  describe('the support records', () => {
    const STAMP = '2025-01-01T00:00:00.000Z';
    const childSupport: SupportOrderDto = {
      id: 1,
      type: 'child_support',
      payer: 'other_party',
      amount: '500.00',
      frequency: 'monthly',
      first_due: '2025-01-01',
      end_date: null,
      case_number: 'FL-2025-0042',
      terms: [{ from: null, amount: '500.00', frequency: 'monthly', first_due: '2025-01-01' }],
      created_at: STAMP,
      updated_at: STAMP,
    };
    const check: SupportPaymentDto = {
      id: 11,
      order_id: 1,
      date: '2025-01-03',
      amount: '300.00',
      method: 'check',
      reference: '1042',
      note: null,
      created_at: STAMP,
      updated_at: STAMP,
      document_count: 2,
    };
    const clock = {
      expense_date: '2025-02-20',
      requested_on: '2025-03-05',
      statement_days: 30,
      payment_days: 30,
    };
    const dentist: ReimbursementDto = {
      id: 7,
      expense_id: 20,
      name: 'Dentist',
      category: 'children.medical',
      amount: '120.00',
      share_percent: '50.00',
      requested_amount: '60.00',
      paid_amount: '0.00',
      status: 'requested',
      dispute_reason: null,
      note: null,
      ...clock,
      ...reimbursementDeadlines(clock),
      events: [],
      created_at: STAMP,
      updated_at: STAMP,
    };
    const overviewThrough = (through: string): SupportOverview => ({
      orders: [childSupport],
      payments: [check],
      ledger: supportLedger([childSupport], [check], through),
      reimbursements: { requests: [dentist], presets: {} },
    });
    const WITH_SUPPORT: SharedViewResponse = {
      ...VIEW,
      scopes: ['expenses', 'support'],
      support: overviewThrough('2025-03-15'),
    };

    it('shows the orders, payments, arrears and requests read-only, and reads them through another date', async () => {
      const user = userEvent.setup();
      const calls = stubApi(({ path }) => {
        const url = new URL(path, 'http://localhost');
        if (url.pathname === `/api/shared/${TOKEN}/support`) {
          return reply(200, overviewThrough(url.searchParams.get('through')!));
        }
        if (url.pathname === `/api/shared/${TOKEN}/history`) return reply(200, { revisions: [] });
        return reply(200, WITH_SUPPORT);
      });
      renderAt();

      const section = within(
        await screen.findByRole('region', { name: 'Support and reimbursements' }),
      );
      expect(
        section.getByText('The figures are as of the date shown.', { exact: false }),
      ).toBeVisible();
      expect(section.getByLabelText('Through')).toHaveValue('2025-03-15');
      // Three dues of $500.00 by March 15, $300.00 paid.
      expect(section.getByTestId('support-arrears')).toHaveTextContent('$1,200.00');
      const orders = within(section.getByRole('table', { name: 'Support orders' }));
      expect(orders.getByRole('rowheader', { name: /Child support/ })).toHaveTextContent(
        'Case FL-2025-0042',
      );
      expect(orders.getByText('Behind $1,200.00')).toBeVisible();
      const payments = within(section.getByRole('table', { name: 'Support payments' }));
      expect(payments.getByRole('rowheader', { name: 'Jan 03, 2025' })).toBeVisible();
      expect(payments.getByRole('cell', { name: '$300.00' })).toBeVisible();
      expect(payments.getByRole('cell', { name: 'Check 1042' })).toBeVisible();
      expect(section.getByRole('heading', { name: 'Ledger by month' })).toBeVisible();
      const request = within(section.getByTestId('reimbursement'));
      expect(request.getByRole('heading', { name: 'Dentist' })).toBeVisible();
      expect(request.getByText('$60.00')).toBeVisible();

      // Read-only: nothing to add, edit, delete, move or attach, and no downloads.
      for (const name of [
        /add order/i,
        /record payment/i,
        /request reimbursement/i,
        /^mark /i,
        /^edit /i,
        /^delete /i,
        /documents/i,
        /arrears statement|csv/i,
      ]) {
        expect(section.queryByRole('button', { name })).toBeNull();
      }
      expect(section.queryByTitle('Edit')).toBeNull();
      expect(section.queryByTitle('Delete')).toBeNull();

      // Each record's history, read through the link.
      expect(section.getByRole('button', { name: /History of Child support/ })).toBeVisible();
      expect(section.getByRole('button', { name: 'History of Dentist' })).toBeVisible();
      await user.click(
        section.getByRole('button', { name: 'History of Payment of $300.00 on Jan 03, 2025' }),
      );
      await waitFor(() =>
        expect(calls.map((call) => call.path)).toContain(
          `/api/shared/${TOKEN}/history?entity=support_payment&id=11`,
        ),
      );
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      const through = section.getByLabelText('Through');
      await user.clear(through);
      await user.type(through, '2025-01-31');
      await waitFor(() =>
        expect(section.getByTestId('support-arrears')).toHaveTextContent('$200.00'),
      );
      expect(calls.map((call) => call.path)).toContain(
        `/api/shared/${TOKEN}/support?through=2025-01-31`,
      );
    });

    it('says so in one sentence when there is no order and no request', async () => {
      stubApi(() =>
        reply(200, {
          ...WITH_SUPPORT,
          support: {
            orders: [],
            payments: [],
            ledger: supportLedger([], [], '2025-03-15'),
            reimbursements: { requests: [], presets: {} },
          },
        }),
      );
      renderAt();

      const section = within(
        await screen.findByRole('region', { name: 'Support and reimbursements' }),
      );
      expect(section.getByText('No support orders or reimbursement requests.')).toBeVisible();
      expect(section.queryByRole('button')).toBeNull();
    });

    it('speaks of the account holder, not "you", to the link’s holder', async () => {
      const spousal: SupportOrderDto = {
        ...childSupport,
        id: 2,
        type: 'spousal_support',
        payer: 'me',
        amount: '200.00',
        terms: [{ from: null, amount: '200.00', frequency: 'monthly', first_due: '2025-01-01' }],
      };
      const orders = [childSupport, spousal];
      stubApi(() =>
        reply(200, {
          ...WITH_SUPPORT,
          support: {
            orders,
            payments: [check],
            ledger: supportLedger(orders, [check], '2025-03-15'),
            reimbursements: {
              requests: [
                dentist,
                {
                  ...dentist,
                  id: 8,
                  expense_id: null,
                  expense_date: null,
                  statement_due: null,
                  category: null,
                  name: 'School trip',
                },
              ],
              presets: {},
            },
          },
        }),
      );
      renderAt();

      const section = within(
        await screen.findByRole('region', { name: 'Support and reimbursements' }),
      );
      expect(section.getByText('Behind on payments to the account holder')).toBeVisible();
      expect(section.getByText('Behind on the account holder’s payments')).toBeVisible();
      expect(section.getByText('Paid by the account holder this month')).toBeVisible();
      expect(section.getByRole('cell', { name: 'The account holder pays' })).toBeVisible();
      expect(section.getByRole('cell', { name: 'The other party pays' })).toBeVisible();
      expect(
        section.getByText(
          'Costs the account holder asked the other party to share, and where each request stands.',
        ),
      ).toBeVisible();
      expect(section.getByText('Not in the account holder’s expenses')).toBeVisible();
      expect(section.queryByText(/\byou\b|\byour\b/i)).toBeNull();
    });

    it('has no support section when the link does not cover it', async () => {
      stubApi(() => reply(200, VIEW));
      renderAt();

      expect(await screen.findByRole('cell', { name: 'Retainer' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Support and reimbursements' })).toBeNull();
    });
  });
});

describe('/shared/:token with the settlement figures', () => {
  const inputs: DecisionInputs = {
    offer: '100000.00',
    settlement_costs: '0.00',
    phases: [
      { name: 'Trial', hours: '73', rate: '270.00', experts: '2000.00', court_costs: '500.00' },
    ],
    months: 9,
    outcomes: [
      { label: 'Best', value: '150000.00', probability: '25' },
      { label: 'Most likely', value: '110000.00', probability: '50' },
      { label: 'Worst', value: '60000.00', probability: '25' },
    ],
    discount_rate: '5',
    note: 'The children need one home.',
  };
  const WITH_SETTLEMENT: SharedViewResponse = {
    ...VIEW,
    scopes: ['expenses', 'settlement'],
    settlement: {
      scenario: null,
      decision_analysis: {
        ...inputs,
        results: analyseDecision(inputs),
        updated_at: '2026-11-27T10:00:00.000Z',
      },
    },
  };

  it('shows the decision analysis read-only: every assumption, the results, her note and its history', async () => {
    const user = userEvent.setup();
    const calls = stubApi(({ path }) =>
      path.startsWith(`/api/shared/${TOKEN}/history`)
        ? reply(200, { revisions: [] })
        : reply(200, WITH_SETTLEMENT),
    );
    renderAt();

    const section = within(
      await screen.findByRole('region', { name: 'Settlement figures and decision analysis' }),
    );
    expect(section.getByText('$100,000.00 received')).toBeInTheDocument();
    expect(section.getByRole('row', { name: /^Trial/ })).toHaveTextContent(
      'Trial73$270.00$2,000.00$500.00',
    );
    expect(section.getByTestId('ev-trial')).toHaveTextContent('$81,427.40');
    expect(section.getByText('The children need one home.')).toBeInTheDocument();
    expect(section.queryByRole('textbox')).toBeNull();
    expect(section.queryByRole('button', { name: 'Save for the case file' })).toBeNull();

    await user.click(section.getByRole('button', { name: 'History of the decision analysis' }));
    expect(calls.at(-1)?.path).toBe(`/api/shared/${TOKEN}/history?entity=decision_analysis&id=1`);
  });
});
