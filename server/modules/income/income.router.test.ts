/**
 * /api/income: a premium user's income sources and mandatory deductions, each answered with its
 * monthly figure from the one conversion rule of shared/income.ts, on every test database.
 */
import { describe, expect, it } from 'vitest';
import { INCOME_MESSAGES } from '@shared/income';
import { PREMIUM_REQUIRED } from '@shared/subscriptions';
import { TEST_DRIVERS } from '../../test/databases';
import { setUpTrackerApi } from '../../test/tracker-suites';
import type { ApiClient } from '../../test/trackers';

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const NOBODYS_ID = 2_147_483_647;

const salary = { name: 'Acme payroll', type: 'salary', amount: '2000.00', frequency: 'biweekly' };
const taxes = {
  name: 'Federal withholding',
  type: 'taxes',
  amount: '400.00',
  frequency: 'biweekly',
};

const validation = (details: string) => ({
  error: 'Validation failed',
  code: 'validation_failed',
  details,
});
const notFound = (error: string) => ({ error, code: 'not_found' });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Row {
  id: number;
  monthly_amount: string;
  updated_at: string;
  [field: string]: unknown;
}

async function addSource(api: ApiClient, body: object = salary): Promise<Row> {
  const response = await api.post('/api/income', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Row;
}

async function addDeduction(api: ApiClient, body: object = taxes): Promise<Row> {
  const response = await api.post('/api/income/deductions', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Row;
}

async function incomeOf(api: ApiClient) {
  const response = await api.get('/api/income');
  expect(response.status).toBe(200);
  return response.body as {
    sources: Row[];
    deductions: Row[];
    monthly_total: string;
    deductions_total: string;
  };
}

const EMPTY_INCOME = {
  sources: [],
  deductions: [],
  monthly_total: '0.00',
  deductions_total: '0.00',
};

async function historyOf(api: ApiClient, entity: string, id: number) {
  return api.get(`/api/history?entity=${entity}&id=${id}`);
}

describe.each(TEST_DRIVERS)('the income API on %s', (driver) => {
  const { context } = setUpTrackerApi(driver);

  describe('POST /api/income', () => {
    it('creates a source and answers 201 with it and its monthly amount, never user_id', async () => {
      const { api } = await context.premiumUser();
      const response = await api.post('/api/income', { ...salary, name: '  Acme payroll  ' });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(Number),
        name: 'Acme payroll',
        type: 'salary',
        amount: '2000.00',
        frequency: 'biweekly',
        hours_per_week: null,
        last_month: null,
        monthly_amount: '4333.33',
        created_at: expect.stringMatching(ISO_TIMESTAMP),
        updated_at: expect.stringMatching(ISO_TIMESTAMP),
      });
      expect(response.body).not.toHaveProperty('user_id');
      expect((await incomeOf(api)).sources).toEqual([response.body]);
    });

    it.each([
      ['2000.00', 'biweekly', undefined, '4333.33'],
      ['1000.00', 'weekly', undefined, '4333.33'],
      ['2000.00', 'semimonthly', undefined, '4000.00'],
      ['2500.00', 'monthly', undefined, '2500.00'],
      ['3000.00', 'quarterly', undefined, '1000.00'],
      ['60000.00', 'yearly', undefined, '5000.00'],
      ['25.00', 'hourly', 40, '4333.33'],
      ['18.50', 'hourly', '37.5', '3006.25'],
      // 0.01 × 26 ÷ 12 = 0.021666… → 0.02; 0.01 × 52 ÷ 12 = 0.04333… → 0.04.
      ['0.01', 'biweekly', undefined, '0.02'],
      ['0.01', 'weekly', undefined, '0.04'],
      // 0.03 yearly ÷ 12 = 0.0025 → 0.00; 0.06 yearly ÷ 12 = 0.005 → 0.01 (half away from zero).
      ['0.03', 'yearly', undefined, '0.00'],
      ['0.06', 'yearly', undefined, '0.01'],
      // The largest amount every two weeks: 99,999,999.99 × 26 ÷ 12 = 216,666,666.645 → …65.
      ['99999999.99', 'biweekly', undefined, '216666666.65'],
    ])(
      'converts %s paid %s (hours %j) to %s a month, on POST and on GET',
      async (amount, frequency, hours, monthly) => {
        const { api } = await context.premiumUser();
        const created = await addSource(api, {
          ...salary,
          amount,
          frequency,
          hours_per_week: hours,
        });
        expect(created.monthly_amount).toBe(monthly);
        const income = await incomeOf(api);
        expect(income.sources.map((source) => source.monthly_amount)).toEqual([monthly]);
        expect(income.monthly_total).toBe(monthly);
      },
    );

    it('stores the hours of hourly pay as two-decimal text and what came in last month', async () => {
      const { api } = await context.premiumUser();
      const created = await addSource(api, {
        ...salary,
        name: 'Warehouse shifts',
        amount: 18.5,
        frequency: 'hourly',
        hours_per_week: 37.5,
        last_month: '2810.40',
      });
      expect(created).toMatchObject({
        amount: '18.50',
        hours_per_week: '37.50',
        last_month: '2810.40',
        monthly_amount: '3006.25',
      });
    });

    it('reads blank hours and a blank last month as not given', async () => {
      const { api } = await context.premiumUser();
      const created = await addSource(api, { ...salary, hours_per_week: '', last_month: '' });
      expect(created).toMatchObject({ hours_per_week: null, last_month: null });
    });

    it('accepts 168 hours a week and a last month of zero', async () => {
      const { api } = await context.premiumUser();
      const created = await addSource(api, {
        ...salary,
        amount: '1.00',
        frequency: 'hourly',
        hours_per_week: '168',
        last_month: 0,
      });
      // 1.00 × 168 × 52 ÷ 12 = 728.00
      expect(created).toMatchObject({
        hours_per_week: '168.00',
        last_month: '0.00',
        monthly_amount: '728.00',
      });
    });

    it('ignores a user_id in the body: the source belongs to the signed-in user', async () => {
      const { api } = await context.premiumUser();
      const { user: other, api: otherApi } = await context.premiumUser();
      const created = await addSource(api, { ...salary, user_id: other.id });
      expect((await incomeOf(api)).sources).toEqual([created]);
      expect(await incomeOf(otherApi)).toEqual(EMPTY_INCOME);
    });

    it.each([
      [
        'hourly pay without hours',
        { frequency: 'hourly', amount: '25.00' },
        `hours_per_week: ${INCOME_MESSAGES.hoursRequired}`,
      ],
      [
        'hours on pay that is not hourly',
        { frequency: 'weekly', hours_per_week: 40 },
        `hours_per_week: ${INCOME_MESSAGES.hoursNotHourly}`,
      ],
      [
        'zero hours',
        { frequency: 'hourly', hours_per_week: 0 },
        `hours_per_week: ${INCOME_MESSAGES.hoursRequired}`,
      ],
      [
        'more hours than a week has',
        { frequency: 'hourly', hours_per_week: '168.01' },
        `hours_per_week: ${INCOME_MESSAGES.hoursRequired}`,
      ],
      [
        'hours with three decimals',
        { frequency: 'hourly', hours_per_week: '37.125' },
        `hours_per_week: ${INCOME_MESSAGES.hoursRequired}`,
      ],
      [
        'hours that are not a number',
        { frequency: 'hourly', hours_per_week: 'forty' },
        `hours_per_week: ${INCOME_MESSAGES.hoursRequired}`,
      ],
      ['a missing name', { name: undefined }, `name: ${INCOME_MESSAGES.nameRequired}`],
      ['a blank name', { name: '   ' }, `name: ${INCOME_MESSAGES.nameRequired}`],
      ['a name too long', { name: 'x'.repeat(201) }, `name: ${INCOME_MESSAGES.nameTooLong}`],
      ['an unknown type', { type: 'lottery' }, `type: ${INCOME_MESSAGES.typeInvalid}`],
      ['a deduction type', { type: 'taxes' }, `type: ${INCOME_MESSAGES.typeInvalid}`],
      [
        'an unknown frequency',
        { frequency: 'fortnightly' },
        `frequency: ${INCOME_MESSAGES.frequencyInvalid}`,
      ],
      [
        'a missing frequency',
        { frequency: undefined },
        `frequency: ${INCOME_MESSAGES.frequencyInvalid}`,
      ],
      ['a missing amount', { amount: undefined }, `amount: ${INCOME_MESSAGES.amountPositive}`],
      ['an amount of 0', { amount: 0 }, `amount: ${INCOME_MESSAGES.amountPositive}`],
      ['a negative amount', { amount: '-5.00' }, `amount: ${INCOME_MESSAGES.amountPositive}`],
      [
        'an amount that is not a number',
        { amount: 'plenty' },
        `amount: ${INCOME_MESSAGES.amountPositive}`,
      ],
      [
        'an amount with three decimals',
        { amount: '1.005' },
        `amount: ${INCOME_MESSAGES.amountTooPrecise}`,
      ],
      [
        'an amount above 99,999,999.99',
        { amount: 100_000_000 },
        `amount: ${INCOME_MESSAGES.amountTooLarge}`,
      ],
      [
        'a negative last month',
        { last_month: -1 },
        `last_month: ${INCOME_MESSAGES.lastMonthInvalid}`,
      ],
    ])(
      'rejects %s with 400 and the product’s message, storing nothing',
      async (_label, change, details) => {
        const { api } = await context.premiumUser();
        const response = await api.post('/api/income', { ...salary, ...change });
        expect(response.status).toBe(400);
        expect(response.body).toEqual(validation(details));
        expect(await incomeOf(api)).toEqual(EMPTY_INCOME);
      },
    );

    it('reports every invalid field of an empty body at once', async () => {
      const { api } = await context.premiumUser();
      const response = await api.post('/api/income', {});
      expect(response.status).toBe(400);
      expect(response.body).toEqual(
        validation(
          `name: ${INCOME_MESSAGES.nameRequired}; type: ${INCOME_MESSAGES.typeInvalid}; ` +
            `amount: ${INCOME_MESSAGES.amountPositive}; frequency: ${INCOME_MESSAGES.frequencyInvalid}`,
        ),
      );
    });
  });

  describe('GET /api/income', () => {
    it('answers no sources, no deductions and totals of zero for a user without income', async () => {
      const { api } = await context.premiumUser();
      expect(await incomeOf(api)).toEqual(EMPTY_INCOME);
    });

    it("lists only the user's own sources and deductions, the first added first", async () => {
      const { api } = await context.premiumUser();
      const { api: otherApi } = await context.premiumUser();
      const first = await addSource(api);
      const second = await addSource(api, {
        ...salary,
        name: 'Rent from the flat',
        type: 'rental',
      });
      const deduction = await addDeduction(api);
      await addSource(otherApi, { ...salary, name: 'Not mine' });
      await addDeduction(otherApi, { ...taxes, name: 'Not mine either' });
      const income = await incomeOf(api);
      expect(income.sources).toEqual([first, second]);
      expect(income.deductions).toEqual([deduction]);
    });

    it('totals the monthly amounts of the sources and of the deductions exactly', async () => {
      const { api } = await context.premiumUser();
      await addSource(api); // 2000.00 every two weeks: 4333.33
      await addSource(api, { ...salary, type: 'rental', amount: '60000.00', frequency: 'yearly' }); // 5000.00
      await addSource(api, {
        ...salary,
        type: 'overtime',
        amount: '18.50',
        frequency: 'hourly',
        hours_per_week: '37.5',
      }); // 3006.25
      await addDeduction(api, { ...taxes, amount: '500.00', frequency: 'biweekly' }); // 1083.33
      await addDeduction(api, {
        ...taxes,
        type: 'union_dues',
        amount: '100.00',
        frequency: 'monthly',
      }); // 100.00
      await addDeduction(api, {
        ...taxes,
        type: 'health_insurance',
        amount: '1200.00',
        frequency: 'yearly',
      }); // 100.00
      const income = await incomeOf(api);
      expect(income.monthly_total).toBe('12339.58');
      expect(income.deductions_total).toBe('1283.33');
    });

    it('sums the rounded monthly amount of each line, so the total matches the lines shown', async () => {
      const { api } = await context.premiumUser();
      // Each 1000.00 a week is 4333.333… a month, shown as 4333.33; two of them total 8666.66.
      await addSource(api, { ...salary, amount: '1000.00', frequency: 'weekly' });
      await addSource(api, { ...salary, amount: '1000.00', frequency: 'weekly' });
      expect((await incomeOf(api)).monthly_total).toBe('8666.66');
    });
  });

  describe('PUT /api/income/:id', () => {
    it('replaces the source and answers 200 with its new monthly amount, updated_at moved on', async () => {
      const { api } = await context.premiumUser();
      const created = await addSource(api);
      await pause(20);
      const response = await api.put(`/api/income/${created.id}`, {
        name: 'Acme hourly',
        type: 'salary',
        amount: '25.00',
        frequency: 'hourly',
        hours_per_week: 40,
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        ...created,
        name: 'Acme hourly',
        amount: '25.00',
        frequency: 'hourly',
        hours_per_week: '40.00',
        monthly_amount: '4333.33',
        updated_at: expect.stringMatching(ISO_TIMESTAMP),
      });
      expect(Date.parse(response.body.updated_at)).toBeGreaterThan(Date.parse(created.updated_at));
      expect((await incomeOf(api)).sources).toEqual([response.body]);
    });

    it('clears the hours when hourly pay becomes a salary', async () => {
      const { api } = await context.premiumUser();
      const hourly = await addSource(api, {
        ...salary,
        amount: '25.00',
        frequency: 'hourly',
        hours_per_week: 40,
      });
      const response = await api.put(`/api/income/${hourly.id}`, {
        ...salary,
        amount: '52000.00',
        frequency: 'yearly',
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ hours_per_week: null, monthly_amount: '4333.33' });
    });

    it.each([
      [
        'hourly pay without hours',
        { ...salary, frequency: 'hourly' },
        `hours_per_week: ${INCOME_MESSAGES.hoursRequired}`,
      ],
      [
        'hours on a salary',
        { ...salary, hours_per_week: 40 },
        `hours_per_week: ${INCOME_MESSAGES.hoursNotHourly}`,
      ],
      ['an unknown type', { ...salary, type: 'bonus' }, `type: ${INCOME_MESSAGES.typeInvalid}`],
    ])('rejects %s with 400, changing nothing', async (_label, body, details) => {
      const { api } = await context.premiumUser();
      const created = await addSource(api);
      const response = await api.put(`/api/income/${created.id}`, body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual(validation(details));
      expect((await incomeOf(api)).sources).toEqual([created]);
    });

    it("answers 404 'Income source not found' for another user's source and leaves it unchanged", async () => {
      const { api: ownerApi } = await context.premiumUser();
      const { api: intruderApi } = await context.premiumUser();
      const theirs = await addSource(ownerApi);
      const response = await intruderApi.put(`/api/income/${theirs.id}`, {
        ...salary,
        amount: '1.00',
      });
      expect(response.status).toBe(404);
      expect(response.body).toEqual(notFound(INCOME_MESSAGES.sourceNotFound));
      const nobodys = await intruderApi.put(`/api/income/${NOBODYS_ID}`, {
        ...salary,
        amount: '1.00',
      });
      expect([nobodys.status, nobodys.text]).toEqual([response.status, response.text]);
      expect((await incomeOf(ownerApi)).sources).toEqual([theirs]);
    });

    it("does not reach a deduction through a source's path", async () => {
      const { api } = await context.premiumUser();
      const deduction = await addDeduction(api);
      const response = await api.put(`/api/income/${deduction.id}`, salary);
      expect(response.status).toBe(404);
      expect(response.body).toEqual(notFound(INCOME_MESSAGES.sourceNotFound));
      expect((await incomeOf(api)).deductions).toEqual([deduction]);
    });

    it.each(['abc', '0', '-1', '1.5', '99999999999'])(
      'answers 400 "Invalid id" for the malformed id %j',
      async (id) => {
        const { api } = await context.premiumUser();
        const response = await api.put(`/api/income/${id}`, salary);
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ error: 'Invalid id', code: 'malformed_request' });
      },
    );
  });

  describe('DELETE /api/income/:id', () => {
    it('deletes the source and answers 204 with no body; a second delete is 404', async () => {
      const { api } = await context.premiumUser();
      const kept = await addSource(api);
      const doomed = await addSource(api, { ...salary, name: 'Old job' });
      const response = await api.delete(`/api/income/${doomed.id}`);
      expect(response.status).toBe(204);
      expect(response.text).toBe('');
      const income = await incomeOf(api);
      expect(income.sources).toEqual([kept]);
      expect(income.monthly_total).toBe('4333.33');
      const again = await api.delete(`/api/income/${doomed.id}`);
      expect(again.status).toBe(404);
      expect(again.body).toEqual(notFound(INCOME_MESSAGES.sourceNotFound));
    });

    it("answers 404 for another user's source and leaves it in place", async () => {
      const { api: ownerApi } = await context.premiumUser();
      const { api: intruderApi } = await context.premiumUser();
      const theirs = await addSource(ownerApi);
      const response = await intruderApi.delete(`/api/income/${theirs.id}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual(notFound(INCOME_MESSAGES.sourceNotFound));
      expect((await incomeOf(ownerApi)).sources).toEqual([theirs]);
    });
  });

  describe('the deductions under /api/income/deductions', () => {
    it('creates a deduction and answers 201 with it and its monthly amount', async () => {
      const { api } = await context.premiumUser();
      const response = await api.post('/api/income/deductions', taxes);
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(Number),
        name: 'Federal withholding',
        type: 'taxes',
        amount: '400.00',
        frequency: 'biweekly',
        // 400.00 × 26 ÷ 12 = 866.666… → 866.67
        monthly_amount: '866.67',
        created_at: expect.stringMatching(ISO_TIMESTAMP),
        updated_at: expect.stringMatching(ISO_TIMESTAMP),
      });
      expect(response.body).not.toHaveProperty('user_id');
      const income = await incomeOf(api);
      expect(income.deductions).toEqual([response.body]);
      expect(income.deductions_total).toBe('866.67');
      expect(income.sources).toEqual([]);
    });

    it.each([
      ['hourly', { frequency: 'hourly' }, `frequency: ${INCOME_MESSAGES.frequencyInvalid}`],
      [
        'an unknown frequency',
        { frequency: 'daily' },
        `frequency: ${INCOME_MESSAGES.frequencyInvalid}`,
      ],
      ['an income type', { type: 'salary' }, `type: ${INCOME_MESSAGES.typeInvalid}`],
      ['a blank name', { name: '' }, `name: ${INCOME_MESSAGES.nameRequired}`],
      ['an amount of 0', { amount: '0.00' }, `amount: ${INCOME_MESSAGES.amountPositive}`],
      [
        'an amount with three decimals',
        { amount: 0.125 },
        `amount: ${INCOME_MESSAGES.amountTooPrecise}`,
      ],
    ])('rejects a deduction with %s with 400, storing nothing', async (_label, change, details) => {
      const { api } = await context.premiumUser();
      const response = await api.post('/api/income/deductions', { ...taxes, ...change });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(validation(details));
      expect(await incomeOf(api)).toEqual(EMPTY_INCOME);
    });

    it('replaces a deduction with PUT and deletes it with DELETE', async () => {
      const { api } = await context.premiumUser();
      const created = await addDeduction(api);
      const updated = await api.put(`/api/income/deductions/${created.id}`, {
        name: 'Union',
        type: 'union_dues',
        amount: '45.50',
        frequency: 'semimonthly',
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toEqual({
        ...created,
        name: 'Union',
        type: 'union_dues',
        amount: '45.50',
        frequency: 'semimonthly',
        monthly_amount: '91.00',
        updated_at: expect.stringMatching(ISO_TIMESTAMP),
      });
      expect((await incomeOf(api)).deductions).toEqual([updated.body]);

      const removed = await api.delete(`/api/income/deductions/${created.id}`);
      expect(removed.status).toBe(204);
      expect(removed.text).toBe('');
      expect(await incomeOf(api)).toEqual(EMPTY_INCOME);
      const again = await api.delete(`/api/income/deductions/${created.id}`);
      expect(again.status).toBe(404);
      expect(again.body).toEqual(notFound(INCOME_MESSAGES.deductionNotFound));
    });

    it("answers 404 'Deduction not found' for another user's deduction and leaves it unchanged", async () => {
      const { api: ownerApi } = await context.premiumUser();
      const { api: intruderApi } = await context.premiumUser();
      const theirs = await addDeduction(ownerApi);
      const put = await intruderApi.put(`/api/income/deductions/${theirs.id}`, taxes);
      expect(put.status).toBe(404);
      expect(put.body).toEqual(notFound(INCOME_MESSAGES.deductionNotFound));
      const del = await intruderApi.delete(`/api/income/deductions/${theirs.id}`);
      expect(del.status).toBe(404);
      expect(del.body).toEqual(notFound(INCOME_MESSAGES.deductionNotFound));
      const nobodys = await intruderApi.delete(`/api/income/deductions/${NOBODYS_ID}`);
      expect([nobodys.status, nobodys.text]).toEqual([del.status, del.text]);
      expect((await incomeOf(ownerApi)).deductions).toEqual([theirs]);
    });

    it("does not reach a source through a deduction's path", async () => {
      const { api } = await context.premiumUser();
      const source = await addSource(api);
      const response = await api.delete(`/api/income/deductions/${source.id}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual(notFound(INCOME_MESSAGES.deductionNotFound));
      expect((await incomeOf(api)).sources).toEqual([source]);
    });
  });

  describe('the revision log', () => {
    it('appends a create, an update and a delete revision of income_source, each with the source as answered', async () => {
      const { api } = await context.premiumUser();
      const created = await addSource(api);
      const updated = await api.put(`/api/income/${created.id}`, { ...salary, amount: '2100.00' });
      expect((await api.delete(`/api/income/${created.id}`)).status).toBe(204);

      const history = await historyOf(api, 'income_source', created.id);
      expect(history.status).toBe(200);
      const revisions = history.body.revisions as {
        action: string;
        data: object;
        changes: object[];
      }[];
      expect(revisions.map((revision) => revision.action)).toEqual(['create', 'update', 'delete']);
      expect(revisions[0]!.data).toEqual(created);
      expect(revisions[1]!.data).toEqual(updated.body);
      expect(revisions[1]!.changes).toEqual([
        { field: 'amount', from: '2000.00', to: '2100.00' },
        { field: 'monthly_amount', from: '4333.33', to: '4550.00' },
      ]);
      expect(revisions[2]!.data).toEqual(updated.body);
    });

    it('appends the revisions of a deduction as income_deduction', async () => {
      const { api } = await context.premiumUser();
      const created = await addDeduction(api);
      await api.put(`/api/income/deductions/${created.id}`, {
        ...taxes,
        type: 'required_retirement',
      });
      await api.delete(`/api/income/deductions/${created.id}`);
      const history = await historyOf(api, 'income_deduction', created.id);
      expect(history.status).toBe(200);
      expect(history.body.revisions.map((revision: { action: string }) => revision.action)).toEqual(
        ['create', 'update', 'delete'],
      );
      expect(history.body.revisions[0].data).toEqual(created);
      // The same id is not an income_source.
      const asSource = await historyOf(api, 'income_source', created.id);
      expect(asSource.status).toBe(404);
      expect(asSource.body).toEqual(notFound(INCOME_MESSAGES.sourceNotFound));
    });

    it('appends nothing for a refused write or for another user’s source', async () => {
      const { api } = await context.premiumUser();
      const { api: intruderApi } = await context.premiumUser();
      const created = await addSource(api);
      await api.put(`/api/income/${created.id}`, { ...salary, frequency: 'hourly' });
      await intruderApi.put(`/api/income/${created.id}`, salary);
      await intruderApi.delete(`/api/income/${created.id}`);
      const history = await historyOf(api, 'income_source', created.id);
      expect(history.body.revisions.map((revision: { action: string }) => revision.action)).toEqual(
        ['create'],
      );
      const theirs = await historyOf(intruderApi, 'income_source', created.id);
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual(notFound(INCOME_MESSAGES.sourceNotFound));
    });
  });

  describe('access', () => {
    const ROUTES = [
      ['get', '/api/income'],
      ['post', '/api/income'],
      ['put', '/api/income/1'],
      ['delete', '/api/income/1'],
      ['post', '/api/income/deductions'],
      ['put', '/api/income/deductions/1'],
      ['delete', '/api/income/deductions/1'],
    ] as const;

    it.each(ROUTES)(
      `answers %s %s for a free user with 403 and "${PREMIUM_REQUIRED}"`,
      async (method, route) => {
        const { api } = await context.freeUser();
        const response = await (method === 'get' || method === 'delete'
          ? api[method](route)
          : api[method](route, salary));
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ error: PREMIUM_REQUIRED, code: 'premium_required' });
      },
    );

    it.each(ROUTES)('answers %s %s without a bearer token with 401', async (method, route) => {
      const api = context.anonymous();
      const response = await (method === 'get' || method === 'delete'
        ? api[method](route)
        : api[method](route, salary));
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
        const source = await addSource(api);
        const deduction = await addDeduction(api);
        const before = await incomeOf(api);
        const withoutCsrf = await context.withoutCsrfHeader(user);
        const path = route
          .replace('/deductions/1', `/deductions/${deduction.id}`)
          .replace('/income/1', `/income/${source.id}`);
        const response = await (method === 'delete'
          ? withoutCsrf.delete(path)
          : withoutCsrf[method](path, route.includes('deductions') ? taxes : salary));
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ error: 'invalid csrf token', code: 'invalid_csrf_token' });
        expect(await incomeOf(api)).toEqual(before);
      },
    );
  });
});
