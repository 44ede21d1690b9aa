/**
 * Every route a signed-in user can call, and the gate it sits behind: Premium (the trackers,
 * their history, exports and imports, the division, the settlement figures, making and
 * resuming a link) or any signed-in user (the account, the record's integrity, listing and
 * revoking links, billing). A free user meets each Premium gate with 403 and the message of
 * that kind of record, and no other route refuses her for her plan. A route added to
 * server/test/routes.ts without a row here fails the first test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREMIUM_REQUIRED, PREMIUM_REQUIRED_EVENTS } from '@shared/subscriptions';
import { createTestApp } from '../test/app';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../test/databases';
import { type RouteTargets, sendRoute, userRoutes } from '../test/routes';
import {
  type ApiClient,
  createTrackerTestContext,
  MANY_SIGN_UPS_ENV,
  type TestUser,
} from '../test/trackers';

type Gate = 'premium' | 'premium (events)' | 'signed in';

const GATES: Record<string, Gate> = {
  'GET /api/expenses': 'premium',
  'POST /api/expenses': 'premium',
  'PUT /api/expenses/:id': 'premium',
  'DELETE /api/expenses/:id': 'premium',
  'GET /api/documents': 'premium',
  'POST /api/documents': 'premium',
  'GET /api/documents/:id/content': 'premium',
  'GET /api/documents/:id/thumbnail': 'premium',
  'GET /api/documents/:id/preview': 'premium',
  'PATCH /api/documents/:id': 'premium',
  'POST /api/documents/:id/links': 'premium',
  'DELETE /api/documents/:id/links/:entity/:entityId': 'premium',
  'DELETE /api/documents/:id': 'premium',
  'POST /api/documents/:id/restore': 'premium',
  'GET /api/events': 'premium (events)',
  'POST /api/events': 'premium (events)',
  'PUT /api/events/:id': 'premium (events)',
  'DELETE /api/events/:id': 'premium (events)',
  'GET /api/networth': 'premium',
  'POST /api/networth': 'premium',
  'PUT /api/networth/:id': 'premium',
  'DELETE /api/networth/:id': 'premium',
  'GET /api/networth/categories': 'premium',
  'POST /api/expenses/import': 'premium',
  'POST /api/networth/import': 'premium',
  'GET /api/export/expenses.csv': 'premium',
  'GET /api/export/events.csv': 'premium (events)',
  'GET /api/export/networth.csv': 'premium',
  'POST /api/exports/networth-report': 'premium',
  'POST /api/exports/case-file': 'premium',
  'POST /api/exports/support': 'premium',
  'GET /api/networth/division': 'premium',
  'PUT /api/networth/division': 'premium',
  'GET /api/income': 'premium',
  'POST /api/income': 'premium',
  'PUT /api/income/:id': 'premium',
  'DELETE /api/income/:id': 'premium',
  'POST /api/income/deductions': 'premium',
  'PUT /api/income/deductions/:id': 'premium',
  'DELETE /api/income/deductions/:id': 'premium',
  'GET /api/disclosure?month=2026-02': 'premium',
  'PUT /api/disclosure/proposed': 'premium',
  'GET /api/expense-categories': 'premium',
  'GET /api/support': 'premium',
  'GET /api/support/export.csv': 'premium',
  'GET /api/support/ledger': 'premium',
  'GET /api/support/orders': 'premium',
  'POST /api/support/orders': 'premium',
  'PUT /api/support/orders/:id': 'premium',
  'DELETE /api/support/orders/:id': 'premium',
  'GET /api/support/payments': 'premium',
  'POST /api/support/payments': 'premium',
  'PUT /api/support/payments/:id': 'premium',
  'DELETE /api/support/payments/:id': 'premium',
  'GET /api/support/reimbursements': 'premium',
  'POST /api/support/reimbursements': 'premium',
  'POST /api/support/reimbursements/:id/transition': 'premium',
  'GET /api/settlement': 'premium',
  'PUT /api/settlement': 'premium',
  'GET /api/decision-analysis': 'premium',
  'PUT /api/decision-analysis': 'premium',
  'GET /api/history?entity=expense&id=:id': 'premium',
  'GET /api/history/deleted': 'premium',
  'POST /api/history/restore': 'premium',
  'POST /api/shares': 'premium',
  'PATCH /api/shares/:id': 'premium',
  'POST /api/shares/:id/resume': 'premium',
  // Her own data and her own account, whatever her plan.
  'GET /api/account/export': 'signed in',
  'POST /api/account/delete': 'signed in',
  'GET /api/account/email-preferences': 'signed in',
  'PUT /api/account/email-preferences': 'signed in',
  'GET /api/account/language': 'signed in',
  'PUT /api/account/language': 'signed in',
  'GET /api/integrity': 'signed in',
  // A link she made while Premium can still be seen and revoked after it lapses.
  'GET /api/shares': 'signed in',
  'DELETE /api/shares/:id': 'signed in',
  'GET /api/profile': 'signed in',
  'GET /api/auth/status': 'signed in',
  'POST /api/auth/register-db-user': 'signed in',
  'GET /api/subscriptions/check-status': 'signed in',
  'POST /api/subscriptions/create-checkout': 'signed in',
  'POST /api/subscriptions/cancel': 'signed in',
  'POST /api/subscriptions/portal': 'signed in',
  'GET /api/billing/checkout/:sessionId': 'signed in',
  'POST /api/billing/checkout/:sessionId/complete': 'signed in',
  'POST /api/billing/checkout/:sessionId/cancel': 'signed in',
};

const MESSAGE: Record<Exclude<Gate, 'signed in'>, string> = {
  premium: PREMIUM_REQUIRED,
  'premium (events)': PREMIUM_REQUIRED_EVENTS,
};

describe.each(TEST_DRIVERS)('the Premium gate of every route on %s', (driver) => {
  let database: TestDatabase;
  let free: { user: TestUser; api: ApiClient };
  let targets: RouteTargets;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const testApp = await createTestApp(database, MANY_SIGN_UPS_ENV);
    const context = await createTrackerTestContext(testApp, database.db);
    free = await context.freeUser();
    // Ids that are not hers: a Premium gate answers before any record is looked up.
    targets = {
      authUserId: free.user.userId,
      expenses: 1,
      events: 1,
      networth: 1,
      checkoutSession: 'no-such-session',
      deletedSeq: 1,
      document: 1,
      share: 1,
      incomeSource: 1,
      incomeDeduction: 1,
      supportOrder: 1,
      supportPayment: 1,
      reimbursement: 1,
    };
  });
  afterAll(() => database.destroy());

  const routes = userRoutes(() => targets);

  it('has a gate for every route, and a route for every gate', () => {
    expect(routes.map((route) => route.name).sort()).toEqual(Object.keys(GATES).sort());
  });

  it.each(routes.map((route) => [route.name, GATES[route.name] ?? 'missing', route] as const))(
    '%s: %s',
    async (_name, gate, route) => {
      const response = await sendRoute(free.api, route);
      if (gate === 'signed in') {
        expect(response.body?.error).not.toBe(PREMIUM_REQUIRED);
        expect(response.body?.error).not.toBe(PREMIUM_REQUIRED_EVENTS);
      } else {
        expect([response.status, response.body]).toEqual([
          403,
          { error: MESSAGE[gate as keyof typeof MESSAGE], code: 'premium_required' },
        ]);
      }
    },
  );
});
