/**
 * A professional link's `support` scope (docs/support.md): the holder reads the owner's orders,
 * payments, ledger through today and requests, and the ledger through another date on request
 * (logged as a view), with their history and the statement in the link's case file; a link
 * without the scope shows none of it, and its history of support records is refused.
 */
import supertest from 'supertest';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { checkAnswer } from '@shared/api-contract';
import { TZDate } from '@date-fns/tz';
import { todayIsoDate } from '@shared/dates';
import { SHARING_MESSAGES, type ShareDto } from '@shared/sharing';
import { TEST_DRIVERS } from '../../test/databases';
import { downloaded } from '../../test/exports';
import { setUpTrackerApi } from '../../test/tracker-suites';
import type { ApiClient } from '../../test/trackers';

const NOT_COVERED = { error: SHARING_MESSAGES.notCovered, code: 'not_found' };

describe.each(TEST_DRIVERS)('support through a professional link on %s', (driver) => {
  const { context } = setUpTrackerApi(driver);
  const visit = (path: string) => supertest(context.testApp.app).get(path);

  /** A premium user with a monthly order from January 2025, a payment and a request. */
  async function owner() {
    const { api } = await context.premiumUser();
    const order = await api.post('/api/support/orders', {
      type: 'child_support',
      payer: 'other_party',
      amount: 500,
      frequency: 'monthly',
      first_due: '2025-01-01',
    });
    const payment = await api.post('/api/support/payments', {
      order_id: order.body.id,
      date: '2025-02-05',
      amount: 300,
      method: 'check',
      reference: '1042',
    });
    const request = await api.post('/api/support/reimbursements', {
      name: 'School trip',
      amount: 80,
      requested_on: '2025-02-10',
    });
    expect([order.status, payment.status, request.status]).toEqual([201, 201, 201]);
    return { api, order: order.body.id as number, payment: payment.body.id as number };
  }

  async function share(api: ApiClient, scopes: string[]) {
    const response = await api.post('/api/shares', { label: 'My attorney', scopes });
    expect(response.status).toBe(201);
    return {
      id: response.body.share.id as number,
      token: new URL(response.body.url).pathname.split('/').at(-1)!,
    };
  }

  it('shows the records and the ledger through today, as the owner reads them, when the link covers it', async () => {
    const ann = await owner();
    const { token } = await share(ann.api, ['support']);
    const response = await visit(`/api/shared/${token}`);
    expect(response.status).toBe(200);
    checkAnswer('GET', `/api/shared/${token}`, response.body);
    const today = todayIsoDate(new TZDate(Date.now(), 'UTC'));
    const own = await ann.api.get(`/api/support?through=${today}`);
    expect(response.body.support).toEqual(own.body);
    expect(response.body.support.ledger.through).toBe(today);
    // Nothing the link does not cover.
    expect(response.body.expenses).toBeUndefined();
    expect(response.body.disclosure).toBeUndefined();
  });

  it('reads the ledger through another date on request, and the owner sees each read in the log', async () => {
    const ann = await owner();
    const { id, token } = await share(ann.api, ['support']);
    const response = await visit(`/api/shared/${token}/support?through=2025-02-28`);
    expect(response.status).toBe(200);
    // Two dues of $500.00, $300.00 paid.
    expect(response.body.ledger).toMatchObject({ through: '2025-02-28', arrears: '700.00' });
    const shares = (await ann.api.get('/api/shares')).body.shares as ShareDto[];
    expect(shares.find((one) => one.id === id)!.accesses).toHaveLength(1);
    expect((await visit(`/api/shared/${token}/support?through=2025-02-30`)).status).toBe(400);
  });

  it('gives the history of an order and a payment, and the statement in its case file', async () => {
    const ann = await owner();
    const { token } = await share(ann.api, ['support']);
    for (const [entity, id] of [
      ['support_order', ann.order],
      ['support_payment', ann.payment],
    ] as const) {
      const history = await visit(`/api/shared/${token}/history?entity=${entity}&id=${id}`);
      expect(history.status).toBe(200);
      expect(history.body.revisions.map((revision: { action: string }) => revision.action)).toEqual(
        ['create'],
      );
    }
    const caseFile = await downloaded(
      supertest(context.testApp.app)
        .get(`/api/shared/${token}/export`)
        .query({ paper_size: 'letter', time_zone: 'UTC' }),
    );
    expect(caseFile.status).toBe(200);
    expect(Object.keys(unzipSync(caseFile.bytes))).toEqual(
      expect.arrayContaining(['support-arrears-statement.pdf', 'support-ledger.csv']),
    );
  });

  it('shows none of it through a link that does not cover it', async () => {
    const ann = await owner();
    const { token } = await share(ann.api, ['expenses']);
    const response = await visit(`/api/shared/${token}`);
    expect(response.status).toBe(200);
    expect(response.body.support).toBeUndefined();
    const ledger = await visit(`/api/shared/${token}/support?through=2025-02-28`);
    expect([ledger.status, ledger.body]).toEqual([404, NOT_COVERED]);
    const history = await visit(
      `/api/shared/${token}/history?entity=support_order&id=${ann.order}`,
    );
    expect([history.status, history.body]).toEqual([404, NOT_COVERED]);
    const caseFile = await downloaded(
      supertest(context.testApp.app)
        .get(`/api/shared/${token}/export`)
        .query({ paper_size: 'letter', time_zone: 'UTC' }),
    );
    expect(Object.keys(unzipSync(caseFile.bytes))).not.toContain('support-arrears-statement.pdf');
  });
});
