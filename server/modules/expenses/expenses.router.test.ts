import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../test/databases';
import {
  type ApiClient,
  createTrackerTestContext,
  MANY_SIGN_UPS_ENV,
  type TrackerTestContext,
} from '../../test/trackers';

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const PREMIUM_REQUIRED = 'Premium subscription required for this feature.';
const retainer = { name: 'Lawyer retainer', amount: 1250, date: '2025-03-05' };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Method = 'get' | 'post' | 'put' | 'delete';
const ROUTES: [Method, string][] = [
  ['get', '/api/expenses'],
  ['post', '/api/expenses'],
  ['put', '/api/expenses/1'],
  ['delete', '/api/expenses/1'],
];

describe.each(TEST_DRIVERS)('the expenses API on %s', (driver) => {
  let database: TestDatabase;
  let context: TrackerTestContext;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const testApp = await createTestApp(database, MANY_SIGN_UPS_ENV);
    context = await createTrackerTestContext(testApp, database.db);
  });
  afterAll(() => database.destroy());

  async function addExpense(api: ApiClient, body: object = retainer) {
    const response = await api.post('/api/expenses', body);
    expect(response.status).toBe(201);
    return response.body as { id: number; amount: string; updated_at: string; created_at: string };
  }

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

    it('ignores a user_id in the body: the expense belongs to the signed-in user', async () => {
      const { api } = await context.premiumUser();
      const { user: other, api: otherApi } = await context.premiumUser();
      const created = await addExpense(api, { ...retainer, user_id: other.id });
      expect((await api.get('/api/expenses')).body).toEqual([created]);
      expect((await otherApi.get('/api/expenses')).body).toEqual([]);
    });

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

    it("answers 404 for another user's expense and leaves it unchanged", async () => {
      const { api: ownerApi } = await context.premiumUser();
      const { api: intruderApi } = await context.premiumUser();
      const theirs = await addExpense(ownerApi);
      const response = await intruderApi.put(`/api/expenses/${theirs.id}`, {
        ...retainer,
        name: 'Hijacked',
      });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: 'Expense not found' });
      expect((await ownerApi.get('/api/expenses')).body).toEqual([theirs]);
    });

    it('answers 404 for an id that does not exist', async () => {
      const { api } = await context.premiumUser();
      const response = await api.put('/api/expenses/999999999', retainer);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: 'Expense not found' });
    });

    it.each(['abc', '0', '-1', '1.5', '1e3', '99999999999'])(
      'answers 400 "Invalid id" for the malformed id %j',
      async (id) => {
        const { api } = await context.premiumUser();
        const response = await api.put(`/api/expenses/${id}`, retainer);
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ error: 'Invalid id' });
      },
    );
  });

  describe('DELETE /api/expenses/:id', () => {
    it('deletes the expense and answers 204 with no body; a second delete is 404', async () => {
      const { api } = await context.premiumUser();
      const kept = await addExpense(api, { ...retainer, name: 'Kept' });
      const doomed = await addExpense(api, { ...retainer, name: 'Doomed' });
      const response = await api.delete(`/api/expenses/${doomed.id}`);
      expect(response.status).toBe(204);
      expect(response.text).toBe('');
      expect((await api.get('/api/expenses')).body).toEqual([kept]);
      const again = await api.delete(`/api/expenses/${doomed.id}`);
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ error: 'Expense not found' });
    });

    it("answers 404 for another user's expense and keeps it", async () => {
      const { api: ownerApi } = await context.premiumUser();
      const { api: intruderApi } = await context.premiumUser();
      const theirs = await addExpense(ownerApi);
      const response = await intruderApi.delete(`/api/expenses/${theirs.id}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: 'Expense not found' });
      expect((await ownerApi.get('/api/expenses')).body).toEqual([theirs]);
    });

    it('answers 400 "Invalid id" for a malformed id', async () => {
      const { api } = await context.premiumUser();
      const response = await api.delete('/api/expenses/first');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: 'Invalid id' });
    });
  });

  describe('access', () => {
    it.each(ROUTES)(
      'answers %s %s for a free user with 403 and the premium message',
      async (method, path) => {
        const { api } = await context.freeUser();
        const response = await api[method](path, retainer);
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ error: PREMIUM_REQUIRED });
      },
    );

    it.each(ROUTES)('answers %s %s without a bearer token with 401', async (method, path) => {
      const api = context.anonymous();
      const response = await api[method](path, retainer);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: 'Authentication required. Please log in.' });
    });

    it.each(ROUTES.filter(([method]) => method !== 'get'))(
      'answers %s %s without the CSRF-Token header with 403 and changes nothing',
      async (method, path) => {
        const { user, api } = await context.premiumUser();
        const existing = await addExpense(api);
        const withoutCsrf = await context.withoutCsrfHeader(user);
        const response = await withoutCsrf[method](path.replace('/1', `/${existing.id}`), {
          ...retainer,
          name: 'Forged',
        });
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ error: 'invalid csrf token' });
        expect((await api.get('/api/expenses')).body).toEqual([existing]);
      },
    );
  });
});
