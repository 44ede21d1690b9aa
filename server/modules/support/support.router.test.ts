/**
 * /api/support on every test database: a premium user's support orders and their schedules, the
 * payments on them, the ledger that generates the dues and allocates the payments to them (checked
 * against dates and sums worked out by hand), reimbursement requests and their moves, the
 * overview and its CSV, the revision log, and that nobody reaches another user's records.
 */
import { describe, expect, it } from 'vitest';
import { todayIsoDate } from '@shared/dates';
import { PREMIUM_REQUIRED } from '@shared/subscriptions';
import {
  reimbursementDtoSchema,
  reimbursementListSchema,
  SUPPORT_MESSAGES,
  supportLedgerSchema,
  supportOrderDtoSchema,
  supportOverviewSchema,
  supportPaymentDtoSchema,
  type ReimbursementDto,
  type ReimbursementList,
  type SupportLedgerDto,
  type SupportOrderDto,
  type SupportOverview,
  type SupportPaymentDto,
} from '@shared/support';
import { TEST_DRIVERS } from '../../test/databases';
import { storedChain } from '../../test/revisions';
import { setUpTrackerApi } from '../../test/tracker-suites';
import type { ApiClient } from '../../test/trackers';

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** The largest id a `serial` column hands out: a row nobody has. */
const NOBODYS_ID = 2_147_483_647;

/** 500.00 a month from 1 January 2025, paid by the other party. */
const monthly = {
  type: 'child_support',
  payer: 'other_party',
  amount: '500.00',
  frequency: 'monthly',
  first_due: '2025-01-01',
};

const validation = (details: string) => ({
  error: 'Validation failed',
  code: 'validation_failed',
  details,
});
const notFound = (error: string) => ({ error, code: 'not_found' });
const TRANSITION_REFUSED = {
  error: 'This request’s status does not allow that change',
  code: 'transition_not_allowed',
};
const PAID_TOO_MUCH = validation('amount: Amount paid cannot be more than what is still requested');
const INVALID_ID = { error: 'Invalid id', code: 'malformed_request' };
const THROUGH_INVALID = validation(`through: ${SUPPORT_MESSAGES.throughInvalid}`);
const EXPENSE_OR_NAME = validation(`expense_id: ${SUPPORT_MESSAGES.expenseOrName}`);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The answers have no schema in shared/api-contract.ts yet: each is held to its own here. */
function fits(schema: { safeParse(value: unknown): { success: boolean; error?: unknown } }) {
  return (body: unknown) => {
    const result = schema.safeParse(body);
    expect(result.success, String(result.error)).toBe(true);
  };
}
const fitsOrder = fits(supportOrderDtoSchema);
const fitsPayment = fits(supportPaymentDtoSchema);
const fitsRequest = fits(reimbursementDtoSchema);

async function addOrder(api: ApiClient, change: object = {}): Promise<SupportOrderDto> {
  const response = await api.post('/api/support/orders', { ...monthly, ...change });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  fitsOrder(response.body);
  return response.body as SupportOrderDto;
}

async function updateOrder(api: ApiClient, id: number, change: object): Promise<SupportOrderDto> {
  const response = await api.put(`/api/support/orders/${id}`, { ...monthly, ...change });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  fitsOrder(response.body);
  return response.body as SupportOrderDto;
}

async function addPayment(
  api: ApiClient,
  orderId: number,
  change: object = {},
): Promise<SupportPaymentDto> {
  const response = await api.post('/api/support/payments', {
    order_id: orderId,
    date: '2025-01-05',
    amount: '500.00',
    method: 'bank_transfer',
    ...change,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  fitsPayment(response.body);
  return response.body as SupportPaymentDto;
}

async function ordersOf(api: ApiClient): Promise<SupportOrderDto[]> {
  const response = await api.get('/api/support/orders');
  expect(response.status).toBe(200);
  return response.body.orders;
}

async function paymentsOf(api: ApiClient): Promise<SupportPaymentDto[]> {
  const response = await api.get('/api/support/payments');
  expect(response.status).toBe(200);
  return response.body.payments;
}

async function requestsOf(api: ApiClient): Promise<ReimbursementList> {
  const response = await api.get('/api/support/reimbursements');
  expect(response.status).toBe(200);
  fits(reimbursementListSchema)(response.body);
  return response.body;
}

async function ledgerOf(api: ApiClient, through: string): Promise<SupportLedgerDto> {
  const response = await api.get(`/api/support/ledger?through=${through}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  fits(supportLedgerSchema)(response.body);
  return response.body;
}

async function overviewOf(api: ApiClient, through: string): Promise<SupportOverview> {
  const response = await api.get(`/api/support?through=${through}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  fits(supportOverviewSchema)(response.body);
  return response.body;
}

/** Each due of the ledger as [due date, amount, allocated, status]. */
const duesOf = (ledger: SupportLedgerDto, orderId?: number) =>
  ledger.dues
    .filter((due) => orderId === undefined || due.order_id === orderId)
    .map((due) => [due.due_date, due.amount, due.allocated, due.status]);

/** Each month of the ledger as [month, due, paid, arrears at its end]. */
const monthsOf = (ledger: SupportLedgerDto) =>
  ledger.months.map((month) => [month.month, month.due, month.paid, month.arrears_end]);

async function addExpense(api: ApiClient, change: object = {}): Promise<{ id: number }> {
  const response = await api.post('/api/expenses', {
    name: 'Braces',
    amount: '123.45',
    date: '2025-03-05',
    category: 'children.medical',
    ...change,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function addRequest(api: ApiClient, body: object): Promise<ReimbursementDto> {
  const response = await api.post('/api/support/reimbursements', {
    requested_on: '2025-03-10',
    ...body,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  fitsRequest(response.body);
  return response.body as ReimbursementDto;
}

async function move(api: ApiClient, id: number, body: object): Promise<ReimbursementDto> {
  const response = await api.post(`/api/support/reimbursements/${id}/transition`, body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  fitsRequest(response.body);
  return response.body as ReimbursementDto;
}

async function historyOf(api: ApiClient, entity: string, id: number) {
  return api.get(`/api/history?entity=${entity}&id=${id}`);
}

const actionsOf = (history: { body: { revisions: { action: string }[] } }) =>
  history.body.revisions.map((revision) => revision.action);

/** A revision's changed fields, by name (the log keeps them in its stored key order). */
const changesOf = (revision: { changes: { field: string }[] }) =>
  [...revision.changes].sort((a, b) => (a.field < b.field ? -1 : 1));

const EMPTY_LEDGER = (through: string): SupportLedgerDto => ({
  through,
  dues: [],
  months: [],
  payments: [],
  orders: [],
  arrears: '0.00',
  credit: '0.00',
  arrears_i_owe: '0.00',
  credit_i_hold: '0.00',
});

describe.each(TEST_DRIVERS)('the support API on %s', (driver) => {
  const { context, database } = setUpTrackerApi(driver);

  /** The support revisions of `userId`, as [entity, entity id, action]. */
  async function supportRevisions(userId: number) {
    return (await storedChain(database().db, userId))
      .filter((revision) =>
        ['support_order', 'support_payment', 'reimbursement'].includes(revision.entity),
      )
      .map((revision) => [revision.entity, revision.entity_id, revision.action]);
  }

  describe('the orders under /api/support/orders', () => {
    it('creates an order and answers 201 with it and its one term, never user_id', async () => {
      const { api } = await context.premiumUser();
      const response = await api.post('/api/support/orders', {
        ...monthly,
        amount: 500,
        end_date: '',
        case_number: '  FL-2025-0042  ',
      });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(Number),
        type: 'child_support',
        payer: 'other_party',
        amount: '500.00',
        frequency: 'monthly',
        first_due: '2025-01-01',
        end_date: null,
        case_number: 'FL-2025-0042',
        terms: [{ from: null, amount: '500.00', frequency: 'monthly', first_due: '2025-01-01' }],
        created_at: expect.stringMatching(ISO_TIMESTAMP),
        updated_at: expect.stringMatching(ISO_TIMESTAMP),
      });
      expect(response.body).not.toHaveProperty('user_id');
      expect(await ordersOf(api)).toEqual([response.body]);
    });

    it('lists the orders the first made first, with their end dates', async () => {
      const { api } = await context.premiumUser();
      const first = await addOrder(api);
      const second = await addOrder(api, {
        type: 'spousal_support',
        payer: 'me',
        amount: '1250.50',
        frequency: 'semimonthly',
        first_due: '2024-11-15',
        end_date: '2030-06-30',
      });
      expect(second).toMatchObject({
        payer: 'me',
        amount: '1250.50',
        end_date: '2030-06-30',
        terms: [
          { from: null, amount: '1250.50', frequency: 'semimonthly', first_due: '2024-11-15' },
        ],
      });
      expect(await ordersOf(api)).toEqual([first, second]);
    });

    it('ignores a user_id in the body: the order belongs to the signed-in user', async () => {
      const { api } = await context.premiumUser();
      const { user: other, api: otherApi } = await context.premiumUser();
      const created = await addOrder(api, { user_id: other.id });
      expect(await ordersOf(api)).toEqual([created]);
      expect(await ordersOf(otherApi)).toEqual([]);
    });

    it.each([
      ['an unknown kind', { type: 'alimony' }, `type: ${SUPPORT_MESSAGES.typeInvalid}`],
      ['a missing kind', { type: undefined }, `type: ${SUPPORT_MESSAGES.typeInvalid}`],
      ['an unknown payer', { payer: 'both' }, `payer: ${SUPPORT_MESSAGES.payerInvalid}`],
      [
        'an unknown frequency',
        { frequency: 'quarterly' },
        `frequency: ${SUPPORT_MESSAGES.frequencyInvalid}`,
      ],
      ['an amount of 0', { amount: '0.00' }, `amount: ${SUPPORT_MESSAGES.amountPositive}`],
      ['a negative amount', { amount: -500 }, `amount: ${SUPPORT_MESSAGES.amountPositive}`],
      [
        'an amount with three decimals',
        { amount: '500.005' },
        `amount: ${SUPPORT_MESSAGES.amountTooPrecise}`,
      ],
      [
        'an amount above 99,999,999.99',
        { amount: 100_000_000 },
        `amount: ${SUPPORT_MESSAGES.amountTooLarge}`,
      ],
      [
        'a first due that is not a date',
        { first_due: '2025-02-30' },
        `first_due: ${SUPPORT_MESSAGES.firstDueInvalid}`,
      ],
      [
        'an end date that is not a date',
        { end_date: '2025-13-01' },
        `end_date: ${SUPPORT_MESSAGES.endDateInvalid}`,
      ],
      [
        'an end date before the first due',
        { end_date: '2024-12-31' },
        'end_date: End date cannot be before the first due date',
      ],
      [
        'a case number too long',
        { case_number: 'x'.repeat(101) },
        `case_number: ${SUPPORT_MESSAGES.caseNumberTooLong}`,
      ],
    ])(
      'rejects %s with 400 and the product’s message, storing nothing',
      async (_label, change, details) => {
        const { api } = await context.premiumUser();
        const response = await api.post('/api/support/orders', { ...monthly, ...change });
        expect(response.status).toBe(400);
        expect(response.body).toEqual(validation(details));
        expect(await ordersOf(api)).toEqual([]);
      },
    );

    it('says "Choose the kind of support" for a type that is not text', async () => {
      const { api } = await context.premiumUser();
      const response = await api.post('/api/support/orders', { ...monthly, type: 42 });
      expect(response.body.details).toBe('type: Choose the kind of support');
    });

    it('accepts an end date on the first due date', async () => {
      const { api } = await context.premiumUser();
      const created = await addOrder(api, { end_date: '2025-01-01' });
      expect(created.end_date).toBe('2025-01-01');
    });

    it('reports every invalid field of an empty body at once', async () => {
      const { api } = await context.premiumUser();
      const response = await api.post('/api/support/orders', {});
      expect(response.status).toBe(400);
      expect(response.body).toEqual(
        validation(
          `type: ${SUPPORT_MESSAGES.typeInvalid}; payer: ${SUPPORT_MESSAGES.payerInvalid}; ` +
            `amount: ${SUPPORT_MESSAGES.amountPositive}; frequency: ${SUPPORT_MESSAGES.frequencyInvalid}; ` +
            `first_due: ${SUPPORT_MESSAGES.firstDueInvalid}`,
        ),
      );
    });

    it('replaces an order with PUT and answers 200 with it, updated_at moved on', async () => {
      const { api } = await context.premiumUser();
      const created = await addOrder(api);
      await pause(20);
      const response = await api.put(`/api/support/orders/${created.id}`, {
        ...monthly,
        type: 'medical_support',
        payer: 'me',
        end_date: '2026-12-31',
        case_number: 'FL-7',
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        ...created,
        type: 'medical_support',
        payer: 'me',
        end_date: '2026-12-31',
        case_number: 'FL-7',
        updated_at: expect.stringMatching(ISO_TIMESTAMP),
      });
      expect(Date.parse(response.body.updated_at)).toBeGreaterThan(Date.parse(created.updated_at));
      expect(await ordersOf(api)).toEqual([response.body]);
    });

    it.each([
      [
        'an end date before the first due',
        { end_date: '2024-06-30' },
        `end_date: ${SUPPORT_MESSAGES.endBeforeFirstDue}`,
      ],
      [
        'a change that takes effect on no date',
        { amount: '600.00', effective_from: '2025-04-31' },
        `effective_from: ${SUPPORT_MESSAGES.effectiveFromInvalid}`,
      ],
      ['an unknown kind', { type: 'alimony' }, `type: ${SUPPORT_MESSAGES.typeInvalid}`],
    ])('rejects a PUT with %s with 400, changing nothing', async (_label, change, details) => {
      const { api } = await context.premiumUser();
      const created = await addOrder(api);
      const response = await api.put(`/api/support/orders/${created.id}`, {
        ...monthly,
        ...change,
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(validation(details));
      expect(await ordersOf(api)).toEqual([created]);
    });

    it('deletes an order without payments with 204 and no body; a second delete is 404', async () => {
      const { api } = await context.premiumUser();
      const kept = await addOrder(api);
      const doomed = await addOrder(api, { type: 'spousal_support' });
      const response = await api.delete(`/api/support/orders/${doomed.id}`);
      expect(response.status).toBe(204);
      expect(response.text).toBe('');
      expect(await ordersOf(api)).toEqual([kept]);
      const again = await api.delete(`/api/support/orders/${doomed.id}`);
      expect(again.status).toBe(404);
      expect(again.body).toEqual(notFound('Support order not found'));
    });

    it("answers 404 'Support order not found' for another user's order or an id nobody has, leaving it unchanged", async () => {
      const { api: ownerApi } = await context.premiumUser();
      const { api: intruderApi } = await context.premiumUser();
      const theirs = await addOrder(ownerApi);
      for (const id of [theirs.id, NOBODYS_ID]) {
        const put = await intruderApi.put(`/api/support/orders/${id}`, {
          ...monthly,
          amount: '1.00',
        });
        expect([put.status, put.body]).toEqual([404, notFound('Support order not found')]);
        const del = await intruderApi.delete(`/api/support/orders/${id}`);
        expect([del.status, del.body]).toEqual([404, notFound('Support order not found')]);
      }
      expect(await ordersOf(ownerApi)).toEqual([theirs]);
    });

    it.each(['abc', '0', '-1', '1.5', '1e3', '99999999999'])(
      'answers 400 "Invalid id" for the malformed order id %j',
      async (id) => {
        const { api } = await context.premiumUser();
        const put = await api.put(`/api/support/orders/${id}`, monthly);
        expect([put.status, put.body]).toEqual([400, INVALID_ID]);
        const del = await api.delete(`/api/support/orders/${id}`);
        expect([del.status, del.body]).toEqual([400, INVALID_ID]);
      },
    );

    it('refuses to delete an order with payments (409) until its payments are gone', async () => {
      const { api } = await context.premiumUser();
      const order = await addOrder(api);
      const payment = await addPayment(api, order.id);
      const refused = await api.delete(`/api/support/orders/${order.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        error: 'This order has payments, so it cannot be deleted. End it with an end date instead.',
        code: 'order_has_payments',
      });
      expect(await ordersOf(api)).toEqual([order]);
      expect(await paymentsOf(api)).toEqual([payment]);

      expect((await api.delete(`/api/support/payments/${payment.id}`)).status).toBe(204);
      const deleted = await api.delete(`/api/support/orders/${order.id}`);
      expect(deleted.status).toBe(204);
      expect(await ordersOf(api)).toEqual([]);
    });
  });

  describe('editing an order’s schedule', () => {
    it('changes the dues from the date the change takes effect, keeping the earlier ones', async () => {
      const { api } = await context.premiumUser();
      const order = await addOrder(api);
      const updated = await updateOrder(api, order.id, {
        amount: '600.00',
        effective_from: '2025-04-01',
      });
      expect(updated.amount).toBe('600.00');
      expect(updated.terms).toEqual([
        { from: null, amount: '500.00', frequency: 'monthly', first_due: '2025-01-01' },
        { from: '2025-04-01', amount: '600.00', frequency: 'monthly', first_due: '2025-01-01' },
      ]);
      expect(duesOf(await ledgerOf(api, '2025-06-30'))).toEqual([
        ['2025-01-01', '500.00', '0.00', 'unpaid'],
        ['2025-02-01', '500.00', '0.00', 'unpaid'],
        ['2025-03-01', '500.00', '0.00', 'unpaid'],
        ['2025-04-01', '600.00', '0.00', 'unpaid'],
        ['2025-05-01', '600.00', '0.00', 'unpaid'],
        ['2025-06-01', '600.00', '0.00', 'unpaid'],
      ]);
      // 3 × 500.00 + 3 × 600.00
      expect((await ledgerOf(api, '2025-06-30')).arrears).toBe('3300.00');

      const history = await historyOf(api, 'support_order', order.id);
      expect(history.status).toBe(200);
      expect(actionsOf(history)).toEqual(['create', 'update']);
      expect(history.body.revisions[0].data).toEqual(order);
      expect(history.body.revisions[1].data).toEqual(updated);
      expect(changesOf(history.body.revisions[1])).toEqual([
        { field: 'amount', from: '500.00', to: '600.00' },
        { field: 'terms', from: order.terms, to: updated.terms },
      ]);
    });

    it('takes a change of frequency from its date: monthly, then every two weeks', async () => {
      const { api } = await context.premiumUser();
      const order = await addOrder(api);
      await updateOrder(api, order.id, {
        amount: '250.00',
        frequency: 'biweekly',
        first_due: '2025-03-07',
        effective_from: '2025-03-01',
      });
      expect(duesOf(await ledgerOf(api, '2025-04-04'))).toEqual([
        ['2025-01-01', '500.00', '0.00', 'unpaid'],
        ['2025-02-01', '500.00', '0.00', 'unpaid'],
        ['2025-03-07', '250.00', '0.00', 'unpaid'],
        ['2025-03-21', '250.00', '0.00', 'unpaid'],
        ['2025-04-04', '250.00', '0.00', 'unpaid'],
      ]);
    });

    it.each([
      ['on the first due', '2025-01-01'],
      ['before the first due', '2024-12-01'],
    ])('replaces the whole schedule for a change that takes effect %s', async (_label, date) => {
      const { api } = await context.premiumUser();
      const order = await addOrder(api);
      const updated = await updateOrder(api, order.id, {
        amount: '450.00',
        effective_from: date,
      });
      expect(updated.terms).toEqual([
        { from: null, amount: '450.00', frequency: 'monthly', first_due: '2025-01-01' },
      ]);
      expect(duesOf(await ledgerOf(api, '2025-02-28'))).toEqual([
        ['2025-01-01', '450.00', '0.00', 'unpaid'],
        ['2025-02-01', '450.00', '0.00', 'unpaid'],
      ]);
    });

    it('keeps the terms when a PUT changes only the case number, whatever its effective date', async () => {
      const { api } = await context.premiumUser();
      const order = await addOrder(api);
      const changed = await updateOrder(api, order.id, {
        amount: '600.00',
        effective_from: '2025-04-01',
      });
      const renumbered = await updateOrder(api, order.id, {
        amount: '600.00',
        case_number: 'FL-2025-0042',
        effective_from: '2025-02-01',
      });
      expect(renumbered.case_number).toBe('FL-2025-0042');
      expect(renumbered.terms).toEqual(changed.terms);
      const history = await historyOf(api, 'support_order', order.id);
      expect(history.body.revisions[2].changes).toEqual([
        { field: 'case_number', from: null, to: 'FL-2025-0042' },
      ]);
    });

    it('takes a change without an effective date from today', async () => {
      const { api } = await context.premiumUser();
      const order = await addOrder(api, { first_due: '2020-01-15' });
      const updated = await updateOrder(api, order.id, {
        amount: '525.00',
        first_due: '2020-01-15',
      });
      expect(updated.terms).toEqual([
        { from: null, amount: '500.00', frequency: 'monthly', first_due: '2020-01-15' },
        { from: todayIsoDate(), amount: '525.00', frequency: 'monthly', first_due: '2020-01-15' },
      ]);
    });
  });

  describe('the dues GET /api/support/ledger generates', () => {
    it.each([
      [
        'monthly on the 31st through a leap February',
        { first_due: '2024-01-31' },
        '2024-04-30',
        ['2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30'],
      ],
      [
        'monthly on the 31st in a common year',
        { first_due: '2025-01-31' },
        '2025-03-31',
        ['2025-01-31', '2025-02-28', '2025-03-31'],
      ],
      [
        'monthly from a leap day',
        { first_due: '2024-02-29' },
        '2024-05-31',
        ['2024-02-29', '2024-03-29', '2024-04-29', '2024-05-29'],
      ],
      [
        'monthly across the end of a year',
        { first_due: '2024-11-30' },
        '2025-03-01',
        ['2024-11-30', '2024-12-30', '2025-01-30', '2025-02-28'],
      ],
      [
        'twice a month from the 31st: the 16th and the month’s last day',
        { frequency: 'semimonthly', first_due: '2025-01-31' },
        '2025-04-30',
        [
          '2025-01-31',
          '2025-02-16',
          '2025-02-28',
          '2025-03-16',
          '2025-03-31',
          '2025-04-16',
          '2025-04-30',
        ],
      ],
      [
        'twice a month from the 15th in a leap year: the 15th and the 30th',
        { frequency: 'semimonthly', first_due: '2024-02-15' },
        '2024-03-31',
        ['2024-02-15', '2024-02-29', '2024-03-15', '2024-03-30'],
      ],
      [
        'twice a month from the 1st: the 1st and the 16th',
        { frequency: 'semimonthly', first_due: '2025-01-01' },
        '2025-02-28',
        ['2025-01-01', '2025-01-16', '2025-02-01', '2025-02-16'],
      ],
      [
        'weekly across the end of a year, through a due date',
        { frequency: 'weekly', first_due: '2024-12-27' },
        '2025-01-24',
        ['2024-12-27', '2025-01-03', '2025-01-10', '2025-01-17', '2025-01-24'],
      ],
      [
        'weekly across the change to daylight-saving time',
        { frequency: 'weekly', first_due: '2025-03-02' },
        '2025-03-22',
        ['2025-03-02', '2025-03-09', '2025-03-16'],
      ],
      [
        'every two weeks across a leap day',
        { frequency: 'biweekly', first_due: '2024-02-15' },
        '2024-04-30',
        ['2024-02-15', '2024-02-29', '2024-03-14', '2024-03-28', '2024-04-11', '2024-04-25'],
      ],
      [
        'weekly up to an end date on a due date (which counts)',
        { frequency: 'weekly', first_due: '2025-01-03', end_date: '2025-01-17' },
        '2025-02-28',
        ['2025-01-03', '2025-01-10', '2025-01-17'],
      ],
      [
        'monthly up to an end date the day before a due (none after it)',
        { first_due: '2025-01-15', end_date: '2025-03-14' },
        '2025-06-30',
        ['2025-01-15', '2025-02-15'],
      ],
      [
        'monthly up to an end date on a due date',
        { first_due: '2025-01-15', end_date: '2025-03-15' },
        '2025-06-30',
        ['2025-01-15', '2025-02-15', '2025-03-15'],
      ],
      ['an order whose first due is after the date', { first_due: '2025-07-01' }, '2025-06-30', []],
    ])('falls %s', async (_label, change, through, dates) => {
      const { api } = await context.premiumUser();
      const order = await addOrder(api, change);
      const ledger = await ledgerOf(api, through);
      expect(ledger.through).toBe(through);
      expect(duesOf(ledger)).toEqual(dates.map((date) => [date, '500.00', '0.00', 'unpaid']));
      expect(ledger.orders).toEqual([
        {
          order_id: order.id,
          payer: 'other_party',
          due: (500 * dates.length).toFixed(2),
          paid: '0.00',
          arrears: (500 * dates.length).toFixed(2),
          credit: '0.00',
        },
      ]);
    });

    it.each(['2025-02-30', 'x', '2025-1-31', '1949-12-31', '2101-01-01'])(
      'answers a through of %j with 400 "Through must be a date as YYYY-MM-DD, from 1950 to 2100"',
      async (through) => {
        const { api } = await context.premiumUser();
        for (const path of ['/api/support/ledger', '/api/support', '/api/support/export.csv']) {
          const response = await api.get(`${path}?through=${through}`);
          expect([response.status, response.body], path).toEqual([400, THROUGH_INVALID]);
        }
      },
    );

    it('answers an empty ledger, totals of zero, for a user without orders', async () => {
      const { api } = await context.premiumUser();
      expect(await ledgerOf(api, '2025-06-30')).toEqual(EMPTY_LEDGER('2025-06-30'));
    });

    it('runs through today when no date is given', async () => {
      const { api } = await context.premiumUser();
      const response = await api.get('/api/support/ledger');
      expect(response.status).toBe(200);
      expect(response.body.through).toBe(todayIsoDate());
    });
  });

  describe('how the ledger allocates payments', () => {
    it('leaves a due partly paid, with the rest as arrears (the whole ledger, to the cent)', async () => {
      const { api } = await context.premiumUser();
      const order = await addOrder(api);
      const payment = await addPayment(api, order.id, { amount: '200.00' });
      expect(await ledgerOf(api, '2025-01-31')).toEqual({
        through: '2025-01-31',
        dues: [
          {
            order_id: order.id,
            due_date: '2025-01-01',
            amount: '500.00',
            allocated: '200.00',
            status: 'partial',
          },
        ],
        months: [
          {
            order_id: order.id,
            month: '2025-01',
            due: '500.00',
            paid: '200.00',
            arrears_end: '300.00',
          },
        ],
        payments: [
          { payment_id: payment.id, order_id: order.id, allocated: '200.00', credit: '0.00' },
        ],
        orders: [
          {
            order_id: order.id,
            payer: 'other_party',
            due: '500.00',
            paid: '200.00',
            arrears: '300.00',
            credit: '0.00',
          },
        ],
        arrears: '300.00',
        credit: '0.00',
        arrears_i_owe: '0.00',
        credit_i_hold: '0.00',
      });
    });

    it('keeps an over-payment as credit, which pays the next due on the day it falls', async () => {
      const { api } = await context.premiumUser();
      const order = await addOrder(api);
      const payment = await addPayment(api, order.id, { date: '2025-01-10', amount: '700.00' });

      const january = await ledgerOf(api, '2025-01-31');
      expect(duesOf(january)).toEqual([['2025-01-01', '500.00', '500.00', 'paid']]);
      expect(january.payments).toEqual([
        { payment_id: payment.id, order_id: order.id, allocated: '500.00', credit: '200.00' },
      ]);
      expect([january.arrears, january.credit]).toEqual(['0.00', '200.00']);

      const february = await ledgerOf(api, '2025-02-28');
      expect(duesOf(february)).toEqual([
        ['2025-01-01', '500.00', '500.00', 'paid'],
        ['2025-02-01', '500.00', '200.00', 'partial'],
      ]);
      expect(february.payments).toEqual([
        { payment_id: payment.id, order_id: order.id, allocated: '700.00', credit: '0.00' },
      ]);
      expect([february.arrears, february.credit]).toEqual(['300.00', '0.00']);
      expect(monthsOf(february)).toEqual([
        ['2025-01', '500.00', '700.00', '0.00'],
        ['2025-02', '500.00', '0.00', '300.00'],
      ]);
    });

    it('holds a payment made before any due as credit, and counts its month', async () => {
      const { api } = await context.premiumUser();
      const order = await addOrder(api, { first_due: '2025-03-01' });
      const payment = await addPayment(api, order.id, { date: '2025-02-15', amount: '300.00' });

      const before = await ledgerOf(api, '2025-02-28');
      expect(before.dues).toEqual([]);
      expect(before.payments).toEqual([
        { payment_id: payment.id, order_id: order.id, allocated: '0.00', credit: '300.00' },
      ]);
      expect(monthsOf(before)).toEqual([['2025-02', '0.00', '300.00', '0.00']]);
      expect([before.arrears, before.credit]).toEqual(['0.00', '300.00']);

      const after = await ledgerOf(api, '2025-03-31');
      expect(duesOf(after)).toEqual([['2025-03-01', '500.00', '300.00', 'partial']]);
      expect(monthsOf(after)).toEqual([
        ['2025-02', '0.00', '300.00', '0.00'],
        ['2025-03', '500.00', '0.00', '200.00'],
      ]);
      expect([after.arrears, after.credit]).toEqual(['200.00', '0.00']);
    });

    it('counts no payment dated after the ledger’s date', async () => {
      const { api } = await context.premiumUser();
      const order = await addOrder(api);
      await addPayment(api, order.id, { date: '2025-02-01', amount: '500.00' });
      const january = await ledgerOf(api, '2025-01-31');
      expect(january.payments).toEqual([]);
      expect(duesOf(january)).toEqual([['2025-01-01', '500.00', '0.00', 'unpaid']]);
      expect(january.arrears).toBe('500.00');
    });

    it('pays its own month first, then the oldest arrears, and leaves the months already ended as they stood', async () => {
      const { api } = await context.premiumUser();
      const order = await addOrder(api);
      const unpaid = await ledgerOf(api, '2025-03-31');
      expect(monthsOf(unpaid)).toEqual([
        ['2025-01', '500.00', '0.00', '500.00'],
        ['2025-02', '500.00', '0.00', '1000.00'],
        ['2025-03', '500.00', '0.00', '1500.00'],
      ]);

      await addPayment(api, order.id, { date: '2025-03-10', amount: '1000.00' });
      const paid = await ledgerOf(api, '2025-03-31');
      expect(duesOf(paid)).toEqual([
        ['2025-01-01', '500.00', '500.00', 'paid'],
        ['2025-02-01', '500.00', '0.00', 'unpaid'],
        ['2025-03-01', '500.00', '500.00', 'paid'],
      ]);
      // January and February ended with the arrears they had; March's end counts the payment.
      expect(monthsOf(paid)).toEqual([
        ['2025-01', '500.00', '0.00', '500.00'],
        ['2025-02', '500.00', '0.00', '1000.00'],
        ['2025-03', '500.00', '1000.00', '500.00'],
      ]);
      expect(paid.arrears).toBe('500.00');
    });

    it('totals arrears and credit by who pays: the other party’s orders, and hers', async () => {
      const { api } = await context.premiumUser();
      const theirs = await addOrder(api);
      const hers = await addOrder(api, { type: 'spousal_support', payer: 'me', amount: '300.00' });
      const other = await addOrder(api, { type: 'medical_support', amount: '80.25' });
      const mine = await addOrder(api, { type: 'other', payer: 'me', amount: '45.10' });
      await addPayment(api, theirs.id, { amount: '200.00' });
      await addPayment(api, hers.id, { amount: '400.00' });
      await addPayment(api, other.id, { amount: '100.00' });
      const ledger = await ledgerOf(api, '2025-01-31');
      expect(
        ledger.orders.map((order) => [order.order_id, order.payer, order.arrears, order.credit]),
      ).toEqual([
        [theirs.id, 'other_party', '300.00', '0.00'],
        [hers.id, 'me', '0.00', '100.00'],
        [other.id, 'other_party', '0.00', '19.75'],
        [mine.id, 'me', '45.10', '0.00'],
      ]);
      expect(ledger).toMatchObject({
        arrears: '300.00',
        credit: '19.75',
        arrears_i_owe: '45.10',
        credit_i_hold: '100.00',
      });
    });

    it('sends money as decimal strings everywhere in the ledger', async () => {
      const { api } = await context.premiumUser();
      const order = await addOrder(api, { amount: 333.3 });
      await addPayment(api, order.id, { amount: 0.1 });
      const ledger = await ledgerOf(api, '2025-01-31');
      expect(duesOf(ledger)).toEqual([['2025-01-01', '333.30', '0.10', 'partial']]);
      expect(ledger.arrears).toBe('333.20');
    });
  });

  describe('the payments under /api/support/payments', () => {
    it('creates a payment and answers 201 with it, never user_id', async () => {
      const { api } = await context.premiumUser();
      const order = await addOrder(api);
      const response = await api.post('/api/support/payments', {
        order_id: order.id,
        date: '2025-01-05',
        amount: 500,
        method: 'check',
        reference: ' 1042 ',
        note: 'January',
      });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(Number),
        order_id: order.id,
        date: '2025-01-05',
        amount: '500.00',
        method: 'check',
        reference: '1042',
        note: 'January',
        created_at: expect.stringMatching(ISO_TIMESTAMP),
        updated_at: expect.stringMatching(ISO_TIMESTAMP),
        document_count: 0,
      });
      expect(response.body).not.toHaveProperty('user_id');
      expect(await paymentsOf(api)).toEqual([response.body]);
    });

    it('lists the payments by date, with blank references and notes as null', async () => {
      const { api } = await context.premiumUser();
      const order = await addOrder(api);
      const later = await addPayment(api, order.id, { date: '2025-02-03', reference: '' });
      const earlier = await addPayment(api, order.id, { date: '2025-01-03', note: '   ' });
      expect([later.reference, earlier.note]).toEqual([null, null]);
      expect(await paymentsOf(api)).toEqual([earlier, later]);
    });

    it.each([
      ['an unknown method', { method: 'bitcoin' }, `method: ${SUPPORT_MESSAGES.methodInvalid}`],
      ['no method', { method: undefined }, `method: ${SUPPORT_MESSAGES.methodInvalid}`],
      ['an amount of 0', { amount: 0 }, `amount: ${SUPPORT_MESSAGES.amountPositive}`],
      ['a negative amount', { amount: '-1.00' }, `amount: ${SUPPORT_MESSAGES.amountPositive}`],
      [
        'an amount with three decimals',
        { amount: '10.001' },
        `amount: ${SUPPORT_MESSAGES.amountTooPrecise}`,
      ],
      [
        'an amount above 99,999,999.99',
        { amount: '100000000.00' },
        `amount: ${SUPPORT_MESSAGES.amountTooLarge}`,
      ],
      ['a date that is not one', { date: '2025-02-29' }, `date: ${SUPPORT_MESSAGES.dateInvalid}`],
      ['no order', { order_id: undefined }, `order_id: ${SUPPORT_MESSAGES.orderIdInvalid}`],
      ['an order id as text', { order_id: '1' }, `order_id: ${SUPPORT_MESSAGES.orderIdInvalid}`],
      [
        'a reference too long',
        { reference: 'x'.repeat(201) },
        `reference: ${SUPPORT_MESSAGES.referenceTooLong}`,
      ],
      ['a note too long', { note: 'x'.repeat(2001) }, `note: ${SUPPORT_MESSAGES.noteTooLong}`],
    ])('rejects a payment with %s with 400, storing nothing', async (_label, change, details) => {
      const { api } = await context.premiumUser();
      const order = await addOrder(api);
      const response = await api.post('/api/support/payments', {
        order_id: order.id,
        date: '2025-01-05',
        amount: '500.00',
        method: 'cash',
        ...change,
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(validation(details));
      expect(await paymentsOf(api)).toEqual([]);
    });

    it("answers 404 'Support order not found' for a payment on another user's order or on none", async () => {
      const { api: ownerApi } = await context.premiumUser();
      const { api: intruderApi } = await context.premiumUser();
      const theirs = await addOrder(ownerApi);
      for (const orderId of [theirs.id, NOBODYS_ID]) {
        const response = await intruderApi.post('/api/support/payments', {
          order_id: orderId,
          date: '2025-01-05',
          amount: '500.00',
          method: 'cash',
        });
        expect([response.status, response.body]).toEqual([
          404,
          notFound(SUPPORT_MESSAGES.orderNotFound),
        ]);
      }
      expect(await paymentsOf(intruderApi)).toEqual([]);
      expect(await paymentsOf(ownerApi)).toEqual([]);
    });

    it('replaces a payment with PUT, moves it to another of her orders, and deletes it', async () => {
      const { api } = await context.premiumUser();
      const order = await addOrder(api);
      const second = await addOrder(api, { type: 'spousal_support' });
      const created = await addPayment(api, order.id);
      await pause(20);
      const response = await api.put(`/api/support/payments/${created.id}`, {
        order_id: second.id,
        date: '2025-01-06',
        amount: '450.00',
        method: 'check',
        reference: '1043',
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        ...created,
        order_id: second.id,
        date: '2025-01-06',
        amount: '450.00',
        method: 'check',
        reference: '1043',
        updated_at: expect.stringMatching(ISO_TIMESTAMP),
      });
      expect(Date.parse(response.body.updated_at)).toBeGreaterThan(Date.parse(created.updated_at));
      expect(await paymentsOf(api)).toEqual([response.body]);
      const ledger = await ledgerOf(api, '2025-01-31');
      expect(duesOf(ledger, order.id)).toEqual([['2025-01-01', '500.00', '0.00', 'unpaid']]);
      expect(duesOf(ledger, second.id)).toEqual([['2025-01-01', '500.00', '450.00', 'partial']]);

      const removed = await api.delete(`/api/support/payments/${created.id}`);
      expect([removed.status, removed.text]).toEqual([204, '']);
      expect(await paymentsOf(api)).toEqual([]);
      const again = await api.delete(`/api/support/payments/${created.id}`);
      expect([again.status, again.body]).toEqual([404, notFound('Payment not found')]);
    });

    it('rejects an invalid PUT with 400, changing nothing', async () => {
      const { api } = await context.premiumUser();
      const order = await addOrder(api);
      const created = await addPayment(api, order.id);
      const response = await api.put(`/api/support/payments/${created.id}`, {
        order_id: order.id,
        date: '2025-01-05',
        amount: '500.00',
        method: 'barter',
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(validation(`method: ${SUPPORT_MESSAGES.methodInvalid}`));
      expect(await paymentsOf(api)).toEqual([created]);
    });

    it("answers 404 'Payment not found' for another user's payment, and 'Support order not found' for a move to another user's order", async () => {
      const { api: ownerApi } = await context.premiumUser();
      const { api: intruderApi } = await context.premiumUser();
      const order = await addOrder(ownerApi);
      const theirs = await addPayment(ownerApi, order.id);
      const ownOrder = await addOrder(intruderApi);
      const own = await addPayment(intruderApi, ownOrder.id);
      const body = { order_id: ownOrder.id, date: '2025-01-05', amount: '1.00', method: 'cash' };

      for (const id of [theirs.id, NOBODYS_ID]) {
        const put = await intruderApi.put(`/api/support/payments/${id}`, body);
        expect([put.status, put.body]).toEqual([404, notFound('Payment not found')]);
        const del = await intruderApi.delete(`/api/support/payments/${id}`);
        expect([del.status, del.body]).toEqual([404, notFound('Payment not found')]);
      }
      const moved = await intruderApi.put(`/api/support/payments/${own.id}`, {
        ...body,
        order_id: order.id,
      });
      expect([moved.status, moved.body]).toEqual([404, notFound('Support order not found')]);
      expect(await paymentsOf(ownerApi)).toEqual([theirs]);
      expect(await paymentsOf(intruderApi)).toEqual([own]);
    });

    it.each(['abc', '0', '1.5', '99999999999'])(
      'answers 400 "Invalid id" for the malformed payment id %j',
      async (id) => {
        const { api } = await context.premiumUser();
        const put = await api.put(`/api/support/payments/${id}`, {});
        expect([put.status, put.body]).toEqual([400, INVALID_ID]);
        const del = await api.delete(`/api/support/payments/${id}`);
        expect([del.status, del.body]).toEqual([400, INVALID_ID]);
      },
    );
  });

  describe('reimbursement requests under /api/support/reimbursements', () => {
    it('asks for half of an expense by default, with both deadline clocks', async () => {
      const { api } = await context.premiumUser();
      const expense = await addExpense(api);
      const response = await api.post('/api/support/reimbursements', {
        expense_id: expense.id,
        requested_on: '2025-03-10',
      });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(Number),
        expense_id: expense.id,
        name: 'Braces',
        category: 'children.medical',
        expense_date: '2025-03-05',
        amount: '123.45',
        share_percent: '50.00',
        // 123.45 × 50 % = 61.725 → 61.73, half a cent away from zero
        requested_amount: '61.73',
        paid_amount: '0.00',
        requested_on: '2025-03-10',
        status: 'requested',
        dispute_reason: null,
        note: null,
        statement_days: 30,
        payment_days: 30,
        statement_due: '2025-04-04',
        payment_due: '2025-04-09',
        events: [
          { status: 'requested', on: '2025-03-10', amount: '61.73', reason: null, note: null },
        ],
        created_at: expect.stringMatching(ISO_TIMESTAMP),
        updated_at: expect.stringMatching(ISO_TIMESTAMP),
      });
      expect(response.body).not.toHaveProperty('user_id');
      expect(await requestsOf(api)).toEqual({
        requests: [response.body],
        presets: { 'children.medical': '50.00' },
      });
    });

    it('runs the clocks for the days given, across a month and a year end', async () => {
      const { api } = await context.premiumUser();
      const expense = await addExpense(api, { date: '2024-12-20' });
      const request = await addRequest(api, {
        expense_id: expense.id,
        requested_on: '2025-01-31',
        statement_days: 45,
        payment_days: 28,
      });
      expect(request).toMatchObject({
        statement_days: 45,
        payment_days: 28,
        statement_due: '2025-02-03',
        payment_due: '2025-02-28',
      });
    });

    it('starts a request in a category from the share last asked for in it', async () => {
      const { api } = await context.premiumUser();
      const first = await addRequest(api, {
        expense_id: (await addExpense(api, { amount: '250.00' })).id,
        share_percent: '40',
      });
      expect([first.share_percent, first.requested_amount]).toEqual(['40.00', '100.00']);

      const second = await addRequest(api, {
        expense_id: (await addExpense(api, { name: 'Dentist', amount: '80.05' })).id,
        requested_on: '2025-03-12',
      });
      // 80.05 × 40 % = 32.02
      expect([second.share_percent, second.requested_amount]).toEqual(['40.00', '32.02']);

      // Another category starts from half.
      const other = await addRequest(api, {
        expense_id: (await addExpense(api, { category: 'children.education' })).id,
      });
      expect(other.share_percent).toBe('50.00');

      expect((await requestsOf(api)).presets).toEqual({
        'children.medical': '40.00',
        'children.education': '50.00',
      });
    });

    it('asks for a cost named with its amount, without an expense', async () => {
      const { api } = await context.premiumUser();
      const request = await addRequest(api, {
        name: 'School trip',
        amount: '90.00',
        share_percent: 33.33,
      });
      expect(request).toMatchObject({
        expense_id: null,
        name: 'School trip',
        category: null,
        expense_date: null,
        amount: '90.00',
        share_percent: '33.33',
        // 90.00 × 33.33 % = 29.997 → 30.00
        requested_amount: '30.00',
        statement_due: null,
        payment_due: '2025-04-09',
      });
      expect((await requestsOf(api)).presets).toEqual({});
    });

    it.each([
      [
        'an expense and a name and amount',
        (id: number) => ({ expense_id: id, name: 'X', amount: '1.00' }),
      ],
      ['an expense and an amount', (id: number) => ({ expense_id: id, amount: '1.00' })],
      ['neither an expense nor a name', () => ({})],
      ['a name without an amount', () => ({ name: 'School trip' })],
      ['an amount without a name', () => ({ amount: '90.00' })],
    ])('answers a request with %s with 400', async (_label, body) => {
      const { api } = await context.premiumUser();
      const expense = await addExpense(api);
      const response = await api.post('/api/support/reimbursements', {
        requested_on: '2025-03-10',
        ...body(expense.id),
      });
      expect([response.status, response.body]).toEqual([400, EXPENSE_OR_NAME]);
      expect((await requestsOf(api)).requests).toEqual([]);
    });

    it.each([
      [
        'a share of 0',
        { share_percent: '0' },
        `share_percent: ${SUPPORT_MESSAGES.sharePercentInvalid}`,
      ],
      [
        'a share above 100',
        { share_percent: '100.01' },
        `share_percent: ${SUPPORT_MESSAGES.sharePercentInvalid}`,
      ],
      [
        'a share with three decimals',
        { share_percent: '33.333' },
        `share_percent: ${SUPPORT_MESSAGES.sharePercentInvalid}`,
      ],
      [
        'no request date',
        { requested_on: undefined },
        `requested_on: ${SUPPORT_MESSAGES.requestedOnInvalid}`,
      ],
      ['0 days to pay', { payment_days: 0 }, `payment_days: ${SUPPORT_MESSAGES.clockDaysInvalid}`],
      [
        '366 days for the statement',
        { statement_days: 366 },
        `statement_days: ${SUPPORT_MESSAGES.clockDaysInvalid}`,
      ],
    ])('rejects a request with %s with 400', async (_label, change, details) => {
      const { api } = await context.premiumUser();
      const response = await api.post('/api/support/reimbursements', {
        name: 'School trip',
        amount: '90.00',
        requested_on: '2025-03-10',
        ...change,
      });
      expect([response.status, response.body]).toEqual([400, validation(details)]);
    });

    it("answers 404 'Expense not found' for another user's expense or none", async () => {
      const { api: ownerApi } = await context.premiumUser();
      const { api: intruderApi } = await context.premiumUser();
      const theirs = await addExpense(ownerApi);
      for (const id of [theirs.id, NOBODYS_ID]) {
        const response = await intruderApi.post('/api/support/reimbursements', {
          expense_id: id,
          requested_on: '2025-03-10',
        });
        expect([response.status, response.body]).toEqual([404, notFound('Expense not found')]);
      }
      expect((await requestsOf(intruderApi)).requests).toEqual([]);
    });

    it('keeps a request when its expense is deleted', async () => {
      const { api } = await context.premiumUser();
      const expense = await addExpense(api);
      const request = await addRequest(api, { expense_id: expense.id });
      expect((await api.delete(`/api/expenses/${expense.id}`)).status).toBe(204);
      const [kept] = (await requestsOf(api)).requests;
      expect(kept).toEqual({ ...request, expense_id: null });
    });

    it('lists the latest request first', async () => {
      const { api } = await context.premiumUser();
      const march = await addRequest(api, { name: 'March', amount: '10.00' });
      const april = await addRequest(api, {
        name: 'April',
        amount: '10.00',
        requested_on: '2025-04-01',
      });
      const january = await addRequest(api, {
        name: 'January',
        amount: '10.00',
        requested_on: '2025-01-01',
      });
      expect((await requestsOf(api)).requests).toEqual([april, march, january]);
    });
  });

  describe('moving a reimbursement request', () => {
    it('goes requested → partly paid → paid, each move an event', async () => {
      const { api } = await context.premiumUser();
      const request = await addRequest(api, { expense_id: (await addExpense(api)).id });

      const partly = await move(api, request.id, { to: 'paid', amount: '20.00', note: 'Zelle' });
      const today = todayIsoDate();
      expect(partly).toMatchObject({ status: 'partly_paid', paid_amount: '20.00', note: 'Zelle' });
      expect(partly.events).toEqual([
        ...request.events,
        { status: 'partly_paid', on: today, amount: '20.00', reason: null, note: 'Zelle' },
      ]);

      const paid = await move(api, request.id, { to: 'paid' });
      expect(paid).toMatchObject({
        status: 'paid',
        requested_amount: '61.73',
        paid_amount: '61.73',
        note: 'Zelle',
      });
      expect(paid.events).toEqual([
        ...partly.events,
        { status: 'paid', on: today, amount: '41.73', reason: null, note: null },
      ]);
      expect((await requestsOf(api)).requests).toEqual([paid]);
    });

    it('goes requested → disputed → resolved, keeping the reason', async () => {
      const { api } = await context.premiumUser();
      const request = await addRequest(api, { name: 'School trip', amount: '90.00' });
      const disputed = await move(api, request.id, {
        to: 'disputed',
        reason: 'wrong_amount',
        note: 'Says the trip was 60.00',
      });
      const today = todayIsoDate();
      expect(disputed).toMatchObject({
        status: 'disputed',
        dispute_reason: 'wrong_amount',
        note: 'Says the trip was 60.00',
        paid_amount: '0.00',
      });
      expect(disputed.events.at(-1)).toEqual({
        status: 'disputed',
        on: today,
        amount: null,
        reason: 'wrong_amount',
        note: 'Says the trip was 60.00',
      });

      const resolved = await move(api, request.id, { to: 'resolved' });
      expect(resolved).toMatchObject({
        status: 'resolved',
        dispute_reason: 'wrong_amount',
        note: 'Says the trip was 60.00',
      });
      expect(resolved.events.map((event) => event.status)).toEqual([
        'requested',
        'disputed',
        'resolved',
      ]);
    });

    it('pays a disputed request: in full without an amount, or the rest after a part', async () => {
      const { api } = await context.premiumUser();
      const whole = await addRequest(api, { name: 'Camp', amount: '90.00' });
      await move(api, whole.id, { to: 'disputed', reason: 'not_agreed' });
      const paid = await move(api, whole.id, { to: 'paid' });
      expect(paid).toMatchObject({ status: 'paid', paid_amount: '45.00' });
      expect(paid.events.at(-1)).toMatchObject({ status: 'paid', amount: '45.00' });

      const part = await addRequest(api, { name: 'Glasses', amount: '90.00' });
      await move(api, part.id, { to: 'paid', amount: '15.00' });
      await move(api, part.id, { to: 'disputed', reason: 'other', note: 'Wants a receipt' });
      const rest = await move(api, part.id, { to: 'paid' });
      expect(rest).toMatchObject({ status: 'paid', paid_amount: '45.00' });
      expect(rest.events.map((event) => [event.status, event.amount])).toEqual([
        ['requested', '45.00'],
        ['partly_paid', '15.00'],
        ['disputed', null],
        ['paid', '30.00'],
      ]);
    });

    it.each([
      ['paid', 'disputed', [{ to: 'paid' }], { to: 'disputed', reason: 'duplicate' }],
      ['paid', 'paid', [{ to: 'paid' }], { to: 'paid' }],
      ['requested', 'resolved', [], { to: 'resolved' }],
      ['partly paid', 'resolved', [{ to: 'paid', amount: '1.00' }], { to: 'resolved' }],
      [
        'resolved',
        'paid',
        [{ to: 'disputed', reason: 'not_shared' }, { to: 'resolved' }],
        { to: 'paid' },
      ],
      [
        'disputed',
        'disputed',
        [{ to: 'disputed', reason: 'not_shared' }],
        { to: 'disputed', reason: 'duplicate' },
      ],
    ])(
      'refuses to move a request that is %s to %s with 409, changing nothing',
      async (_status, _to, before, refused) => {
        const { api } = await context.premiumUser();
        const request = await addRequest(api, { name: 'Camp', amount: '90.00' });
        let current = request;
        for (const step of before) current = await move(api, request.id, step);
        const response = await api.post(
          `/api/support/reimbursements/${request.id}/transition`,
          refused,
        );
        expect([response.status, response.body]).toEqual([409, TRANSITION_REFUSED]);
        expect((await requestsOf(api)).requests).toEqual([current]);
      },
    );

    it('refuses a move in the reader’s language: English, or Spanish when asked', async () => {
      const { api } = await context.premiumUser();
      const request = await addRequest(api, { name: 'Camp', amount: '90.00' });
      await move(api, request.id, { to: 'paid' });
      const path = `/api/support/reimbursements/${request.id}/transition`;
      const english = await api.post(path, { to: 'disputed', reason: 'wrong_amount' });
      expect([english.status, english.body]).toEqual([409, TRANSITION_REFUSED]);
      const spanish = await api
        .post(path, { to: 'disputed', reason: 'wrong_amount' })
        .set('Accept-Language', 'es');
      expect([spanish.status, spanish.body]).toEqual([
        409,
        {
          error: 'El estado de esta solicitud no permite ese cambio',
          code: 'transition_not_allowed',
        },
      ]);
    });

    it('refuses to pay more than is still requested with 400, and pays exactly the rest', async () => {
      const { api } = await context.premiumUser();
      const request = await addRequest(api, { expense_id: (await addExpense(api)).id });
      const path = `/api/support/reimbursements/${request.id}/transition`;
      const tooMuch = await api.post(path, { to: 'paid', amount: '61.74' });
      expect([tooMuch.status, tooMuch.body]).toEqual([400, PAID_TOO_MUCH]);
      await move(api, request.id, { to: 'paid', amount: '20.00' });
      const afterPart = await api.post(path, { to: 'paid', amount: '41.74' });
      expect([afterPart.status, afterPart.body]).toEqual([400, PAID_TOO_MUCH]);
      const spanish = await api
        .post(path, { to: 'paid', amount: '41.74' })
        .set('Accept-Language', 'es');
      expect(spanish.body.details).toBe(
        'amount: El monto pagado no puede ser mayor que lo que todavía se solicita',
      );
      expect((await requestsOf(api)).requests[0]).toMatchObject({
        status: 'partly_paid',
        paid_amount: '20.00',
      });
      // Exactly the rest pays it.
      expect(await move(api, request.id, { to: 'paid', amount: '41.73' })).toMatchObject({
        status: 'paid',
        paid_amount: '61.73',
      });
    });

    it.each([
      [
        'a dispute without a reason',
        { to: 'disputed' },
        'reason: Choose why the request is disputed',
      ],
      [
        'a dispute for an unknown reason',
        { to: 'disputed', reason: 'spite' },
        `reason: ${SUPPORT_MESSAGES.reasonRequired}`,
      ],
      [
        "a dispute for 'other' without a note",
        { to: 'disputed', reason: 'other' },
        `note: ${SUPPORT_MESSAGES.otherNeedsNote}`,
      ],
      ['an unknown target', { to: 'refused' }, `to: ${SUPPORT_MESSAGES.targetInvalid}`],
      ['a move to partly paid', { to: 'partly_paid' }, `to: ${SUPPORT_MESSAGES.targetInvalid}`],
      ['a payment of 0', { to: 'paid', amount: '0' }, `amount: ${SUPPORT_MESSAGES.amountPositive}`],
    ])('rejects %s with 400, changing nothing', async (_label, body, details) => {
      const { api } = await context.premiumUser();
      const request = await addRequest(api, { name: 'Camp', amount: '90.00' });
      const response = await api.post(`/api/support/reimbursements/${request.id}/transition`, body);
      expect([response.status, response.body]).toEqual([400, validation(details)]);
      expect((await requestsOf(api)).requests).toEqual([request]);
    });

    it("answers 404 'Reimbursement request not found' for another user's request or none, and 400 for a malformed id", async () => {
      const { api: ownerApi } = await context.premiumUser();
      const { api: intruderApi } = await context.premiumUser();
      const theirs = await addRequest(ownerApi, { name: 'Camp', amount: '90.00' });
      for (const id of [theirs.id, NOBODYS_ID]) {
        const response = await intruderApi.post(`/api/support/reimbursements/${id}/transition`, {
          to: 'paid',
        });
        expect([response.status, response.body]).toEqual([
          404,
          notFound('Reimbursement request not found'),
        ]);
      }
      const malformed = await intruderApi.post('/api/support/reimbursements/abc/transition', {
        to: 'paid',
      });
      expect([malformed.status, malformed.body]).toEqual([400, INVALID_ID]);
      expect((await requestsOf(ownerApi)).requests).toEqual([theirs]);
    });
  });

  describe('GET /api/support and its CSV', () => {
    it('answers the orders, payments, ledger and requests in one read', async () => {
      const { api } = await context.premiumUser();
      const order = await addOrder(api);
      const payment = await addPayment(api, order.id, { amount: '200.00' });
      const request = await addRequest(api, { name: 'Camp', amount: '90.00' });
      const overview = await overviewOf(api, '2025-02-28');
      expect(overview).toEqual({
        orders: [order],
        payments: [payment],
        ledger: await ledgerOf(api, '2025-02-28'),
        reimbursements: { requests: [request], presets: {} },
      });
      expect(overview.ledger).toMatchObject({ through: '2025-02-28', arrears: '800.00' });
    });

    it('answers an empty overview for a user without records', async () => {
      const { api } = await context.premiumUser();
      expect(await overviewOf(api, '2025-02-28')).toEqual({
        orders: [],
        payments: [],
        ledger: EMPTY_LEDGER('2025-02-28'),
        reimbursements: { requests: [], presets: {} },
      });
    });

    it('sends the ledger as CSV: the header after the BOM, then a row per due, payment, month, order and request', async () => {
      const { api } = await context.premiumUser();
      const order = await addOrder(api, { case_number: 'FL-2025-0042' });
      await addPayment(api, order.id, {
        amount: '200.00',
        method: 'check',
        reference: '1042',
        note: 'January, part',
      });
      await addPayment(api, order.id, { date: '2025-02-02', amount: '1.00' }); // after the date
      const request = await addRequest(api, { name: '=Camp', amount: '90.00' });
      await move(api, request.id, { to: 'disputed', reason: 'wrong_amount', note: 'Too much' });

      const response = await api.get('/api/support/export.csv?through=2025-01-31');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="support-ledger.csv"',
      );
      const name = `Child support #${order.id}`;
      expect((response.text as string).split('\r\n')).toEqual([
        '\uFEFFSection,Order,Case number,Payer,Date,Month,Due,Paid,Credit,Arrears,Status,Method,Reference,Note',
        `Due,${name},FL-2025-0042,The other party pays,2025-01-01,,500.00,200.00,,,partial,,,`,
        `Payment,${name},FL-2025-0042,The other party pays,2025-01-05,,,200.00,0.00,,,Check,1042,"January, part"`,
        `Month,${name},FL-2025-0042,The other party pays,,2025-01,500.00,200.00,,300.00,,,,`,
        `Order total,${name},FL-2025-0042,The other party pays,2025-01-31,,500.00,200.00,0.00,300.00,,,,`,
        "Reimbursement request,'=Camp,,,2025-03-10,,45.00,0.00,,,Disputed,,50.00% of 90.00,Wrong amount: Too much",
        '',
      ]);
    });

    it('sends only the header for a user without records', async () => {
      const { api } = await context.premiumUser();
      const response = await api.get('/api/support/export.csv?through=2025-01-31');
      expect(response.status).toBe(200);
      expect(response.text).toBe(
        '\uFEFFSection,Order,Case number,Payer,Date,Month,Due,Paid,Credit,Arrears,Status,Method,Reference,Note\r\n',
      );
    });
  });

  describe('isolation between users', () => {
    it("shows a second user none of the first's orders, payments or requests, and 404 on each of their ids", async () => {
      const { user: owner, api: ownerApi } = await context.premiumUser();
      const { user: other, api: otherApi } = await context.premiumUser();
      const order = await addOrder(ownerApi);
      const payment = await addPayment(ownerApi, order.id);
      const expense = await addExpense(ownerApi);
      const request = await addRequest(ownerApi, { expense_id: expense.id, share_percent: '40' });
      const before = await overviewOf(ownerApi, '2025-03-31');

      expect(await ordersOf(otherApi)).toEqual([]);
      expect(await paymentsOf(otherApi)).toEqual([]);
      expect(await requestsOf(otherApi)).toEqual({ requests: [], presets: {} });
      expect(await ledgerOf(otherApi, '2025-03-31')).toEqual(EMPTY_LEDGER('2025-03-31'));
      expect(await overviewOf(otherApi, '2025-03-31')).toEqual({
        orders: [],
        payments: [],
        ledger: EMPTY_LEDGER('2025-03-31'),
        reimbursements: { requests: [], presets: {} },
      });
      const csv = await otherApi.get('/api/support/export.csv?through=2025-03-31');
      expect((csv.text as string).split('\r\n')).toHaveLength(2);

      const attempts = [
        [() => otherApi.put(`/api/support/orders/${order.id}`, monthly), 'Support order not found'],
        [() => otherApi.delete(`/api/support/orders/${order.id}`), 'Support order not found'],
        [
          () =>
            otherApi.post('/api/support/payments', {
              order_id: order.id,
              date: '2025-01-05',
              amount: '1.00',
              method: 'cash',
            }),
          'Support order not found',
        ],
        [
          () =>
            otherApi.put(`/api/support/payments/${payment.id}`, {
              order_id: order.id,
              date: '2025-01-05',
              amount: '1.00',
              method: 'cash',
            }),
          'Payment not found',
        ],
        [() => otherApi.delete(`/api/support/payments/${payment.id}`), 'Payment not found'],
        [
          () =>
            otherApi.post(`/api/support/reimbursements/${request.id}/transition`, { to: 'paid' }),
          'Reimbursement request not found',
        ],
        [() => historyOf(otherApi, 'support_order', order.id), 'Support order not found'],
        [() => historyOf(otherApi, 'support_payment', payment.id), 'Payment not found'],
        [() => historyOf(otherApi, 'reimbursement', request.id), 'Reimbursement request not found'],
      ] as const;
      const ownersLog = await supportRevisions(owner.id);
      for (const [attempt, message] of attempts) {
        const response = await attempt();
        expect([response.status, response.body]).toEqual([404, notFound(message)]);
      }
      expect(await supportRevisions(owner.id)).toEqual(ownersLog);
      expect(await supportRevisions(other.id)).toEqual([]);

      // Her share in a category is not his preset.
      const his = await addRequest(otherApi, {
        expense_id: (await addExpense(otherApi)).id,
      });
      expect(his.share_percent).toBe('50.00');
      expect(await overviewOf(ownerApi, '2025-03-31')).toEqual(before);
    });
  });

  describe('the revision log', () => {
    it('appends one revision per write of an order, a payment or a request, none for a refused one', async () => {
      const { user, api } = await context.premiumUser();
      const order = await addOrder(api);
      const payment = await addPayment(api, order.id);
      await updateOrder(api, order.id, { case_number: 'FL-1' });
      await api.put(`/api/support/payments/${payment.id}`, {
        order_id: order.id,
        date: '2025-01-05',
        amount: '450.00',
        method: 'cash',
      });
      expect((await api.delete(`/api/support/orders/${order.id}`)).status).toBe(409);
      const request = await addRequest(api, { name: 'Camp', amount: '90.00' });
      await move(api, request.id, { to: 'paid', amount: '10.00' });
      const refused = await api.post(`/api/support/reimbursements/${request.id}/transition`, {
        to: 'resolved',
      });
      expect(refused.status).toBe(409);
      await api.post(`/api/support/orders`, { ...monthly, type: 'nope' });
      expect((await api.delete(`/api/support/payments/${payment.id}`)).status).toBe(204);
      expect((await api.delete(`/api/support/orders/${order.id}`)).status).toBe(204);

      expect(await supportRevisions(user.id)).toEqual([
        ['support_order', order.id, 'create'],
        ['support_payment', payment.id, 'create'],
        ['support_order', order.id, 'update'],
        ['support_payment', payment.id, 'update'],
        ['reimbursement', request.id, 'create'],
        ['reimbursement', request.id, 'update'],
        ['support_payment', payment.id, 'delete'],
        ['support_order', order.id, 'delete'],
      ]);
      expect((await api.get('/api/integrity')).body.valid).toBe(true);
    });

    it('shows each record’s history under its entity, with the data as answered', async () => {
      const { api } = await context.premiumUser();
      const order = await addOrder(api);
      const payment = await addPayment(api, order.id);
      const updated = await api.put(`/api/support/payments/${payment.id}`, {
        order_id: order.id,
        date: '2025-01-05',
        amount: '500.00',
        method: 'check',
        reference: '1042',
      });
      await api.delete(`/api/support/payments/${payment.id}`);
      const paymentHistory = await historyOf(api, 'support_payment', payment.id);
      expect(paymentHistory.status).toBe(200);
      expect(actionsOf(paymentHistory)).toEqual(['create', 'update', 'delete']);
      expect(paymentHistory.body.revisions[0].data).toEqual(payment);
      expect(changesOf(paymentHistory.body.revisions[1])).toEqual([
        { field: 'method', from: 'bank_transfer', to: 'check' },
        { field: 'reference', from: null, to: '1042' },
      ]);
      expect(paymentHistory.body.revisions[2].data).toEqual(updated.body);

      const request = await addRequest(api, { name: 'Camp', amount: '90.00' });
      const disputed = await move(api, request.id, { to: 'disputed', reason: 'duplicate' });
      const resolved = await move(api, request.id, { to: 'resolved' });
      const requestHistory = await historyOf(api, 'reimbursement', request.id);
      expect(actionsOf(requestHistory)).toEqual(['create', 'update', 'update']);
      expect(
        requestHistory.body.revisions.map((revision: { data: object }) => revision.data),
      ).toEqual([request, disputed, resolved]);

      // A payment never saved has no history.
      const never = await historyOf(api, 'support_payment', NOBODYS_ID);
      expect([never.status, never.body]).toEqual([404, notFound('Payment not found')]);
    });
  });

  describe('access', () => {
    const ROUTES = [
      ['get', '/api/support'],
      ['get', '/api/support/export.csv'],
      ['get', '/api/support/ledger?through=2025-01-31'],
      ['get', '/api/support/orders'],
      ['post', '/api/support/orders'],
      ['put', '/api/support/orders/1'],
      ['delete', '/api/support/orders/1'],
      ['get', '/api/support/payments'],
      ['post', '/api/support/payments'],
      ['put', '/api/support/payments/1'],
      ['delete', '/api/support/payments/1'],
      ['get', '/api/support/reimbursements'],
      ['post', '/api/support/reimbursements'],
      ['post', '/api/support/reimbursements/1/transition'],
    ] as const;

    it.each(ROUTES)(
      `answers %s %s for a free user with 403 and "${PREMIUM_REQUIRED}"`,
      async (method, route) => {
        const { api } = await context.freeUser();
        const response = await (method === 'get' || method === 'delete'
          ? api[method](route)
          : api[method](route, monthly));
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ error: PREMIUM_REQUIRED, code: 'premium_required' });
      },
    );

    it.each(ROUTES)('answers %s %s without a bearer token with 401', async (method, route) => {
      const api = context.anonymous();
      const response = await (method === 'get' || method === 'delete'
        ? api[method](route)
        : api[method](route, monthly));
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        error: 'Authentication required. Please log in.',
        code: 'unauthorized',
      });
    });

    it.each(ROUTES.filter(([method]) => method !== 'get'))(
      'answers %s %s without the CSRF-Token header with 403 and changes nothing',
      async (method, route) => {
        const { user, api } = await context.premiumUser();
        const order = await addOrder(api);
        const payment = await addPayment(api, order.id);
        const request = await addRequest(api, { name: 'Camp', amount: '90.00' });
        const before = await overviewOf(api, '2025-03-31');
        const withoutCsrf = await context.withoutCsrfHeader(user);
        const path = route
          .replace('/orders/1', `/orders/${order.id}`)
          .replace('/payments/1', `/payments/${payment.id}`)
          .replace('/reimbursements/1', `/reimbursements/${request.id}`);
        const bodies: Record<string, object> = {
          orders: { ...monthly, amount: '1.00' },
          payments: { order_id: order.id, date: '2025-01-06', amount: '1.00', method: 'cash' },
          transition: { to: 'paid' },
          reimbursements: { name: 'Forged', amount: '1.00', requested_on: '2025-03-10' },
        };
        const body = bodies[Object.keys(bodies).find((key) => route.includes(key))!];
        const response = await (method === 'delete'
          ? withoutCsrf.delete(path)
          : withoutCsrf[method](path, body));
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ error: 'invalid csrf token', code: 'invalid_csrf_token' });
        expect(await overviewOf(api, '2025-03-31')).toEqual(before);
      },
    );
  });
});
