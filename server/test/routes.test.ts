/**
 * The answer of every route a signed-in user calls is described in shared/api-contract.ts, so
 * the API tests (server/test/trackers.ts) and the client's fakes hold it to a schema. Only
 * routes that answer a file or nothing are left out, each saying which.
 */
import { answerSchemaOf } from '@shared/api-contract';
import { describe, expect, it } from 'vitest';
import { type RouteTargets, userRoutes } from './routes';

const WITHOUT_JSON_ANSWER: Record<string, string> = {
  'DELETE /api/expenses/:id': '204',
  'DELETE /api/events/:id': '204',
  'DELETE /api/networth/:id': '204',
  'DELETE /api/income/:id': '204',
  'DELETE /api/income/deductions/:id': '204',
  'DELETE /api/support/orders/:id': '204',
  'DELETE /api/support/payments/:id': '204',
  'GET /api/support/export.csv': 'a CSV file',
  'GET /api/export/expenses.csv': 'a CSV file',
  'GET /api/export/events.csv': 'a CSV file',
  'GET /api/export/networth.csv': 'a CSV file',
  'GET /api/account/export': 'a ZIP or JSON download',
  'POST /api/exports/networth-report': 'a PDF file',
  'POST /api/exports/case-file': 'a ZIP file',
  'POST /api/exports/support': 'a PDF file',
  'GET /api/documents/:id/content': 'the document’s bytes',
  'GET /api/documents/:id/thumbnail': 'a WebP picture',
  'GET /api/documents/:id/preview': 'a JPEG picture',
  'DELETE /api/documents/:id/links/:entity/:entityId': '204',
  'DELETE /api/documents/:id': '204',
};

const TARGETS: RouteTargets = {
  authUserId: '00000000-0000-4000-8000-000000000001',
  expenses: 1,
  events: 2,
  networth: 3,
  checkoutSession: 'cs_local_1',
  deletedSeq: 4,
  share: 5,
  document: 6,
  incomeSource: 7,
  incomeDeduction: 8,
  supportOrder: 9,
  supportPayment: 10,
  reimbursement: 11,
};

describe('the API contract', () => {
  const routes = userRoutes(() => TARGETS);

  it.each(routes.map((route) => [route.name, route] as const))(
    '%s answers JSON described by a schema, or a file or nothing',
    (name, route) => {
      const described = answerSchemaOf(route.method, route.path()) !== undefined;
      expect(described, `${name}: in the contract, or in WITHOUT_JSON_ANSWER`).toBe(
        !(name in WITHOUT_JSON_ANSWER),
      );
    },
  );

  it('leaves out only routes that exist', () => {
    const names = new Set(routes.map((route) => route.name));
    expect(Object.keys(WITHOUT_JSON_ANSWER).filter((name) => !names.has(name))).toEqual([]);
  });
});
