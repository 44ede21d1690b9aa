import { describe, expect, it } from 'vitest';
import { TEST_DRIVERS } from '../../test/databases';
import {
  addRecord,
  crudRoutes,
  describeTrackerAccess,
  ISO_TIMESTAMP,
  itAnswersForMissingRecords,
  itDeletesARecord,
  itIgnoresUserIdInTheBody,
  MALFORMED_IDS,
  pause,
  setUpTrackerApi,
  type TrackerApi,
} from '../../test/tracker-suites';
import type { ApiClient } from '../../test/trackers';

const retainer = { name: 'Lawyer retainer', amount: 1250, date: '2025-03-05' };

type ExpenseBody = { id: number; amount: string; updated_at: string; created_at: string };

const EXPENSES: TrackerApi<ExpenseBody> = {
  path: '/api/expenses',
  noun: 'expense',
  routes: crudRoutes('/api/expenses'),
  body: retainer,
  change: { ...retainer, name: 'Hijacked' },
  premiumRequired: 'Premium subscription required for this feature.',
  notFound: 'Expense not found',
  malformedIds: [...MALFORMED_IDS, 'first'],
};

describe.each(TEST_DRIVERS)('the expenses API on %s', (driver) => {
  const { context } = setUpTrackerApi(driver);

  const addExpense = (api: ApiClient, body?: object) => addRecord(EXPENSES, api, body);

  describe('POST /api/expenses', () => {
    it('creates an expense and answers 201 with it, amount as two-decimal text, never user_id', async () => {
      const { api } = await context.premiumUser();
      const response = await api.post('/api/expenses', retainer);
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(Number),
        date: '2025-03-05',
        name: 'Lawyer retainer',
        amount: '1250.00',
        created_at: expect.stringMatching(ISO_TIMESTAMP),
        updated_at: expect.stringMatching(ISO_TIMESTAMP),
      });
      expect(response.body).not.toHaveProperty('user_id');
    });

    it('trims the name and keeps the calendar date of an ISO datetime without a timezone shift', async () => {
      const { api } = await context.premiumUser();
      const expense = await api.post('/api/expenses', {
        name: '  Filing fee  ',
        amount: '12.5',
        date: '2025-03-05T23:30:00-08:00',
      });
      expect(expense.body).toMatchObject({
        name: 'Filing fee',
        amount: '12.50',
        date: '2025-03-05',
      });
    });

    itIgnoresUserIdInTheBody(EXPENSES, context);

    it.each([
      ['a missing name', { name: undefined }, 'name: Expense name is required'],
      ['a blank name', { name: '   ' }, 'name: Expense name is required'],
      ['a missing amount', { amount: undefined }, 'amount: Amount must be positive'],
      ['an amount of 0', { amount: 0 }, 'amount: Amount must be positive'],
      ['a negative amount', { amount: -5 }, 'amount: Amount must be positive'],
      ['an amount that is not a number', { amount: 'ten' }, 'amount: Amount must be positive'],
      [
        'an amount with three decimals',
        { amount: 0.001 },
        'amount: Amount can have at most 2 decimal places',
      ],
      [
        'a float-sum amount such as 0.1 + 0.2',
        { amount: 0.1 + 0.2 },
        'amount: Amount can have at most 2 decimal places',
      ],
      [
        'an amount above 99,999,999.99',
        { amount: 100_000_000 },
        'amount: Amount must be at most 99,999,999.99',
      ],
      ['a missing date', { date: undefined }, 'date: Invalid date format'],
      ['an unparseable date', { date: 'yesterday' }, 'date: Invalid date format'],
      ['an impossible date', { date: '2025-02-30' }, 'date: Invalid date format'],
    ])(
      'rejects %s with 400 and the spec message, storing nothing',
      async (_label, change, details) => {
        const { api } = await context.premiumUser();
        const response = await api.post('/api/expenses', { ...retainer, ...change });
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ error: 'Validation failed', details });
        expect((await api.get('/api/expenses')).body).toEqual([]);
      },
    );

    it('reports every invalid field of an empty body at once', async () => {
      const { api } = await context.premiumUser();
      const response = await api.post('/api/expenses', {});
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        error: 'Validation failed',
        details:
          'name: Expense name is required; amount: Amount must be positive; date: Invalid date format',
      });
    });

    it.each([
      [0.01, '0.01'],
      ['0.01', '0.01'],
      [99_999_999.99, '99999999.99'],
      [0.3, '0.30'],
      ['0.30', '0.30'],
      [12.5, '12.50'],
      [1.1, '1.10'],
    ])('round-trips the amount %j as %j without drift', async (amount, stored) => {
      const { api } = await context.premiumUser();
      const created = await addExpense(api, { ...retainer, amount });
      expect(created.amount).toBe(stored);
      expect((await api.get('/api/expenses')).body[0].amount).toBe(stored);
      const updated = await api.put(`/api/expenses/${created.id}`, { ...retainer, amount });
      expect(updated.body.amount).toBe(stored);
    });
  });

  describe('GET /api/expenses', () => {
    it('answers an empty list for a user without expenses', async () => {
      const { api } = await context.premiumUser();
      const response = await api.get('/api/expenses');
      expect(response.status).toBe(200);
      expect(response.body).toEqual([]);
    });

    it("lists only the user's own expenses, newest date first, then the latest added", async () => {
      const { api } = await context.premiumUser();
      const { api: otherApi } = await context.premiumUser();
      const january = await addExpense(api, { ...retainer, name: 'January', date: '2025-01-10' });
      const march = await addExpense(api, { ...retainer, name: 'March', date: '2025-03-01' });
      const januaryAgain = await addExpense(api, {
        ...retainer,
        name: 'January again',
        date: '2025-01-10',
      });
      await addExpense(otherApi, { ...retainer, name: 'Not mine', date: '2025-12-31' });

      const response = await api.get('/api/expenses');
      expect(response.status).toBe(200);
      expect(response.body.map((expense: { id: number }) => expense.id)).toEqual([
        march.id,
        januaryAgain.id,
        january.id,
      ]);
      expect(response.body[0]).toEqual(march);
    });
  });

  describe('PUT /api/expenses/:id', () => {
    it('replaces name, amount and date and answers 200 with the expense, updated_at moved on', async () => {
      const { api } = await context.premiumUser();
      const created = await addExpense(api);
      await pause(20);
      const response = await api.put(`/api/expenses/${created.id}`, {
        name: 'Mediation',
        amount: '300.05',
        date: '2025-04-01',
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        id: created.id,
        name: 'Mediation',
        amount: '300.05',
        date: '2025-04-01',
        created_at: created.created_at,
        updated_at: expect.stringMatching(ISO_TIMESTAMP),
      });
      expect(Date.parse(response.body.updated_at)).toBeGreaterThan(Date.parse(created.updated_at));
      expect((await api.get('/api/expenses')).body).toEqual([response.body]);
    });

    it('rejects an invalid body with 400 and the spec messages, changing nothing', async () => {
      const { api } = await context.premiumUser();
      const created = await addExpense(api);
      const response = await api.put(`/api/expenses/${created.id}`, {
        name: '',
        amount: 0,
        date: 'soon',
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        error: 'Validation failed',
        details:
          'name: Expense name is required; amount: Amount must be positive; date: Invalid date format',
      });
      expect((await api.get('/api/expenses')).body).toEqual([created]);
    });

    itAnswersForMissingRecords(EXPENSES, context, 'put');
  });

  describe('DELETE /api/expenses/:id', () => {
    itDeletesARecord(EXPENSES, context);

    itAnswersForMissingRecords(EXPENSES, context, 'delete');
  });

  describeTrackerAccess(EXPENSES, context);
});
