/**
 * A professional link's `disclosure` scope (docs/disclosure.md): the holder reads the owner's
 * financial disclosure for the last whole month, and another month on request (logged as a
 * view); a link without the scope shows none of it, and its history of income is refused.
 */
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { checkAnswer } from '@shared/api-contract';
import { TZDate } from '@date-fns/tz';
import { todayIsoDate } from '@shared/dates';
import { previousMonth } from '@shared/disclosure';
import { SHARING_MESSAGES, type ShareDto } from '@shared/sharing';
import { TEST_DRIVERS } from '../../test/databases';
import { setUpTrackerApi } from '../../test/tracker-suites';
import type { ApiClient } from '../../test/trackers';

const NOT_COVERED = { error: SHARING_MESSAGES.notCovered, code: 'not_found' };

describe.each(TEST_DRIVERS)(
  'the financial disclosure through a professional link on %s',
  (driver) => {
    const { context } = setUpTrackerApi(driver);
    const visit = (path: string) => supertest(context.testApp.app).get(path);
    const last = previousMonth(todayIsoDate(new TZDate(Date.now(), 'UTC')));

    /** A premium user with a bi-weekly salary and last month's rent. */
    async function owner() {
      const { api } = await context.premiumUser();
      const salary = await api.post('/api/income', {
        name: 'Acme payroll',
        type: 'salary',
        amount: '2000.00',
        frequency: 'biweekly',
      });
      expect(salary.status).toBe(201);
      const rent = await api.post('/api/expenses', {
        name: 'Oak Street rent',
        amount: '2100.00',
        date: `${last}-03`,
        category: 'housing.rent_mortgage',
      });
      expect(rent.status).toBe(201);
      return { api, salary: salary.body.id as number };
    }

    async function share(api: ApiClient, scopes: string[]) {
      const response = await api.post('/api/shares', { label: 'My attorney', scopes });
      expect(response.status).toBe(201);
      return {
        id: response.body.share.id as number,
        token: new URL(response.body.url).pathname.split('/').at(-1)!,
      };
    }

    it('shows last month’s statement, as the owner reads it, when the link covers it', async () => {
      const ann = await owner();
      const { token } = await share(ann.api, ['disclosure']);
      const response = await visit(`/api/shared/${token}`);
      expect(response.status).toBe(200);
      checkAnswer('GET', `/api/shared/${token}`, response.body);
      const own = await ann.api.get(`/api/disclosure?month=${last}`);
      expect(response.body.disclosure).toEqual(own.body);
      expect(response.body.disclosure.totals.monthly_income).toBe('4333.33');
      // Nothing the link does not cover.
      expect(response.body.expenses).toBeUndefined();
      expect(response.body.networth).toBeUndefined();
    });

    it('reads another month on request, and the owner sees each read in the log', async () => {
      const ann = await owner();
      const { id, token } = await share(ann.api, ['disclosure']);
      const before = previousMonth(`${last}-01`);
      const response = await visit(`/api/shared/${token}/disclosure?month=${before}`);
      expect(response.status).toBe(200);
      expect(response.body.month).toBe(before);
      expect(
        response.body.expenses.find(
          (line: { category: string }) => line.category === 'housing.rent_mortgage',
        ).last_month,
      ).toBe('0.00');
      const shares = (await ann.api.get('/api/shares')).body.shares as ShareDto[];
      expect(shares.find((one) => one.id === id)!.accesses).toHaveLength(1);
      expect((await visit(`/api/shared/${token}/disclosure?month=2026-13`)).status).toBe(400);
    });

    it('shows none of it through a link that does not cover it', async () => {
      const ann = await owner();
      const { token } = await share(ann.api, ['expenses']);
      const response = await visit(`/api/shared/${token}`);
      expect(response.status).toBe(200);
      expect(response.body.disclosure).toBeUndefined();
      const month = await visit(`/api/shared/${token}/disclosure?month=${last}`);
      expect(month.status).toBe(404);
      expect(month.body).toEqual(NOT_COVERED);
      const history = await visit(
        `/api/shared/${token}/history?entity=income_source&id=${ann.salary}`,
      );
      expect(history.status).toBe(404);
      expect(history.body).toEqual(NOT_COVERED);
    });

    it('gives the history of an income source through a link that covers the disclosure', async () => {
      const ann = await owner();
      const { token } = await share(ann.api, ['disclosure']);
      const history = await visit(
        `/api/shared/${token}/history?entity=income_source&id=${ann.salary}`,
      );
      expect(history.status).toBe(200);
      expect(history.body.revisions.map((revision: { action: string }) => revision.action)).toEqual(
        ['create'],
      );
    });
  },
);
