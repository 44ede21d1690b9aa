/**
 * Every /api route that acts for a signed-in user, with a body it would accept, for tests that
 * must hold on all of them (identity, CSRF, the user-id header). A new route belongs here.
 */
import type { Test } from 'supertest';
import type { ApiClient } from './trackers';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface UserRoute {
  /** 'PUT /api/expenses/:id': known when tests are collected, before any id exists. */
  name: string;
  method: Method;
  /** The path with the targets' ids, read when the request is sent. */
  path: () => string;
  body?: () => object;
}

/** The ids a user's routes act on: the user's own records (or someone else's, to attack). */
export interface RouteTargets {
  /** The auth provider's id (the token's subject), for register-db-user. */
  authUserId: string;
  expenses: number;
  events: number;
  networth: number;
  /** A local test-mode checkout session. */
  checkoutSession: string;
  /** The seq of a delete revision in the owner's evidence log. */
  deletedSeq: number;
  /** A share (professional access) the owner made. */
  share: number;
  /** A document the owner uploaded. */
  document: number;
  /** An income source and a mandatory deduction the owner recorded. */
  incomeSource: number;
  incomeDeduction: number;
  /** A support order of the owner's, a payment on it and a reimbursement request. */
  supportOrder: number;
  supportPayment: number;
  reimbursement: number;
}

const VALID_BODIES = {
  expenses: { name: 'Court filing fee', amount: '435.00', date: '2025-03-05' },
  events: { description: 'Mediation session', date: '2025-03-06', party: 'mediator' },
  networth: {
    name: 'Joint savings',
    classification: 'asset',
    category: 'cash_accounts',
    ownership: 'joint',
    value: '12000.00',
  },
  income: { name: 'Acme payroll', type: 'salary', amount: '2000.00', frequency: 'biweekly' },
  deductions: { name: 'Withholding', type: 'taxes', amount: '400.00', frequency: 'biweekly' },
  proposed: { category: 'food.groceries', amount: '150.00', basis: 'proposed' },
  supportOrder: {
    type: 'child_support',
    payer: 'other_party',
    amount: '500.00',
    frequency: 'monthly',
    first_due: '2025-01-01',
  },
  reimbursement: { name: 'School trip', amount: '90.00', requested_on: '2025-03-10' },
} as const;

/** Settlement figures PUT /api/settlement accepts. */
export const SCENARIO_BODY = {
  settlement_costs: 5000,
  trial_costs: 25000,
  settlement_percent: 55,
  worst_percent: 30,
  expected_percent: 50,
  best_percent: 70,
  risk_tolerance: 4,
  use_division: false,
} as const;

/** A decision analysis PUT /api/decision-analysis accepts. */
export const DECISION_BODY = {
  offer: '100000.00',
  settlement_costs: '1500.00',
  phases: [
    {
      name: 'Filing and discovery',
      hours: '20',
      rate: '270.00',
      experts: '0.00',
      court_costs: '435.00',
    },
    { name: 'Trial', hours: '30', rate: '270.00', experts: '2000.00', court_costs: '0.00' },
  ],
  months: 9,
  outcomes: [
    { label: 'Best', value: '150000.00', probability: '25' },
    { label: 'Most likely', value: '110000.00', probability: '50' },
    { label: 'Worst', value: '60000.00', probability: '25' },
  ],
  discount_rate: '5',
  note: 'Two more years of this would cost the children more than money.',
} as const;

/** `targets` is read when a request is sent, so it may name records made in beforeAll. */
export function userRoutes(targets: () => RouteTargets): UserRoute[] {
  const route = (
    method: Method,
    name: string,
    path: () => string,
    body?: () => object,
  ): UserRoute => ({ name: `${method.toUpperCase()} ${name}`, method, path, body });
  const trackers = (['expenses', 'events', 'networth'] as const).flatMap((resource) => {
    const list = `/api/${resource}`;
    const one = () => `${list}/${targets()[resource]}`;
    const body = () => VALID_BODIES[resource];
    return [
      route('get', list, () => list),
      route('post', list, () => list, body),
      route('put', `${list}/:id`, one, body),
      route('delete', `${list}/:id`, one),
    ];
  });
  const fixed = (method: Method, path: string, body?: () => object) =>
    route(method, path, () => path, body);
  const checkout = '/api/billing/checkout';
  const session = () => `${checkout}/${targets().checkoutSession}`;
  const document = () => `/api/documents/${targets().document}`;
  const source = () => `/api/income/${targets().incomeSource}`;
  const deduction = () => `/api/income/deductions/${targets().incomeDeduction}`;
  const order = () => `/api/support/orders/${targets().supportOrder}`;
  const payment = () => `/api/support/payments/${targets().supportPayment}`;
  const paymentBody = () => ({
    order_id: targets().supportOrder,
    date: '2025-01-05',
    amount: '500.00',
    method: 'bank_transfer',
  });
  return [
    ...trackers,
    fixed('get', '/api/networth/categories'),
    fixed('post', '/api/expenses/import', () => ({ rows: [VALID_BODIES.expenses] })),
    fixed('post', '/api/networth/import', () => ({ rows: [VALID_BODIES.networth] })),
    fixed('get', '/api/export/expenses.csv'),
    fixed('get', '/api/export/events.csv'),
    fixed('get', '/api/export/networth.csv'),
    fixed('get', '/api/account/export'),
    // Wrong credentials: should a check let it through, it would still delete nothing.
    fixed('post', '/api/account/delete', () => ({ email: 'x@example.com', password: 'wrong' })),
    fixed('get', '/api/account/email-preferences'),
    fixed('put', '/api/account/email-preferences', () => ({ marketing_emails: true })),
    fixed('get', '/api/account/language'),
    fixed('put', '/api/account/language', () => ({ language: 'es' })),
    fixed('get', '/api/shares'),
    fixed('post', '/api/shares', () => ({ label: 'Lawyer', scopes: ['expenses'] })),
    route(
      'patch',
      '/api/shares/:id',
      () => `/api/shares/${targets().share}`,
      () => ({
        expires_in_days: 30,
      }),
    ),
    route('delete', '/api/shares/:id', () => `/api/shares/${targets().share}`),
    fixed('get', '/api/networth/division'),
    fixed('put', '/api/networth/division', () => ({ target_share: 60 })),
    fixed('get', '/api/income'),
    fixed('post', '/api/income', () => VALID_BODIES.income),
    route('put', '/api/income/:id', source, () => VALID_BODIES.income),
    route('delete', '/api/income/:id', source),
    fixed('post', '/api/income/deductions', () => VALID_BODIES.deductions),
    route('put', '/api/income/deductions/:id', deduction, () => VALID_BODIES.deductions),
    route('delete', '/api/income/deductions/:id', deduction),
    fixed('get', '/api/disclosure?month=2026-02'),
    fixed('put', '/api/disclosure/proposed', () => VALID_BODIES.proposed),
    fixed('get', '/api/expense-categories'),
    fixed('get', '/api/support'),
    fixed('get', '/api/support/export.csv'),
    fixed('get', '/api/support/ledger'),
    fixed('get', '/api/support/orders'),
    fixed('post', '/api/support/orders', () => VALID_BODIES.supportOrder),
    route('put', '/api/support/orders/:id', order, () => VALID_BODIES.supportOrder),
    route('delete', '/api/support/orders/:id', order),
    fixed('get', '/api/support/payments'),
    fixed('post', '/api/support/payments', paymentBody),
    route('put', '/api/support/payments/:id', payment, paymentBody),
    route('delete', '/api/support/payments/:id', payment),
    fixed('get', '/api/support/reimbursements'),
    fixed('post', '/api/support/reimbursements', () => VALID_BODIES.reimbursement),
    route(
      'post',
      '/api/support/reimbursements/:id/transition',
      () => `/api/support/reimbursements/${targets().reimbursement}/transition`,
      () => ({ to: 'paid' }),
    ),
    fixed('get', '/api/settlement'),
    fixed('put', '/api/settlement', () => ({ ...SCENARIO_BODY })),
    fixed('get', '/api/decision-analysis'),
    fixed('put', '/api/decision-analysis', () => structuredClone(DECISION_BODY)),
    fixed('get', '/api/profile'),
    fixed('get', '/api/auth/status'),
    fixed('post', '/api/auth/register-db-user', () => ({ id: targets().authUserId })),
    fixed('get', '/api/subscriptions/check-status'),
    fixed('post', '/api/subscriptions/create-checkout'),
    fixed('post', '/api/subscriptions/cancel'),
    fixed('post', '/api/subscriptions/portal'),
    route(
      'get',
      '/api/history?entity=expense&id=:id',
      () => `/api/history?entity=expense&id=${targets().expenses}`,
    ),
    fixed('get', '/api/history/deleted'),
    fixed('post', '/api/history/restore', () => ({ seq: targets().deletedSeq })),
    fixed('get', '/api/integrity'),
    fixed('post', '/api/exports/networth-report', () => ({ time_zone: 'UTC' })),
    fixed('post', '/api/exports/support', () => ({ through: '2025-03-31', time_zone: 'UTC' })),
    fixed('post', '/api/exports/case-file', () => ({ paper_size: 'a4', time_zone: 'UTC' })),
    route(
      'post',
      '/api/shares/:id/resume',
      () => `/api/shares/${targets().share}/resume`,
      () => ({ password: 'a password' }),
    ),
    fixed('get', '/api/documents'),
    // Not multipart: every check a refusal tests comes before the body is read.
    fixed('post', '/api/documents', () => ({ sha256: '0'.repeat(64) })),
    route('get', '/api/documents/:id/content', () => `${document()}/content`),
    route('get', '/api/documents/:id/thumbnail', () => `${document()}/thumbnail`),
    route('get', '/api/documents/:id/preview', () => `${document()}/preview`),
    route('patch', '/api/documents/:id', document, () => ({ name: 'Renamed' })),
    route(
      'post',
      '/api/documents/:id/links',
      () => `${document()}/links`,
      () => ({ entity: 'expense', entity_id: targets().expenses }),
    ),
    route(
      'delete',
      '/api/documents/:id/links/:entity/:entityId',
      () => `${document()}/links/expense/${targets().expenses}`,
    ),
    route('delete', '/api/documents/:id', document),
    route('post', '/api/documents/:id/restore', () => `${document()}/restore`),
    route('get', `${checkout}/:sessionId`, session),
    route('post', `${checkout}/:sessionId/complete`, () => `${session()}/complete`),
    route('post', `${checkout}/:sessionId/cancel`, () => `${session()}/cancel`),
  ];
}

export function sendRoute(api: ApiClient, { method, path, body }: UserRoute): Test {
  return method === 'get' || method === 'delete'
    ? api[method](path())
    : api[method](path(), body?.());
}
