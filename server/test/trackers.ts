/**
 * Helpers for the premium trackers' API tests: users that know their product id, and a client
 * that sends what the SPA's request helper sends.
 */
import { createHash } from 'node:crypto';
import supertest, { type Test } from 'supertest';
import { checkAnswer } from '@shared/api-contract';
import { expect } from 'vitest';
import type { AppDatabase } from '../db/connect';
import { ensureUser } from '../modules/users/users.service';
import { type TestApp, csrfToken } from './app';
import { authHeaders, makePremium, type SignedUp, signUp } from './auth';

/** Every test signs its own users up, far more than the per-address sign-up limit allows. */
export const MANY_SIGN_UPS_ENV: Record<string, string> = { AUTH_RATE_LIMIT_PER_IP: '100000' };

export interface TestUser extends SignedUp {
  /** The product's users.id (not the auth provider's uuid). */
  id: number;
}

async function signUpUser(
  testApp: TestApp,
  db: AppDatabase,
  { premium }: { premium: boolean },
): Promise<TestUser> {
  const signedUp = await signUp(testApp);
  if (premium) await makePremium(db, signedUp);
  const user = await ensureUser(db, { authUserId: signedUp.userId, email: signedUp.email });
  return { ...signedUp, id: user.id };
}

export interface ApiClient {
  get(path: string): Test;
  post(path: string, body?: object): Test;
  put(path: string, body?: object): Test;
  patch(path: string, body?: object): Test;
  delete(path: string): Test;
  /** A multipart POST with `file` and the given text fields, as the documents upload sends. */
  upload(path: string, file: { bytes: Buffer; filename: string }, fields?: object): Test;
}

type Agent = TestApp['request'];

/**
 * Requests as `user` (anonymous when null), with the CSRF header on writes when a token is
 * given. The agent must already hold the XSRF-TOKEN cookie the token came from.
 */
export function apiClient(request: Agent, user: SignedUp | null, csrf?: string): ApiClient {
  const headers = user ? authHeaders(user, csrf) : csrf ? { 'CSRF-Token': csrf } : {};
  // Every 2xx JSON answer is held to the contract the client reads it with.
  const kept = (method: string, path: string, test: Test) =>
    test.set(headers).expect((response) => {
      if (response.status < 300 && response.type === 'application/json') {
        checkAnswer(method, path, response.body);
      }
    });
  return {
    get: (path) => kept('GET', path, request.get(path)),
    post: (path, body = {}) => kept('POST', path, request.post(path)).send(body),
    put: (path, body = {}) => kept('PUT', path, request.put(path)).send(body),
    patch: (path, body = {}) => kept('PATCH', path, request.patch(path)).send(body),
    delete: (path) => kept('DELETE', path, request.delete(path)),
    upload: (path, file, fields = {}) => {
      const test = kept('POST', path, request.post(path));
      for (const [name, value] of Object.entries(fields)) test.field(name, String(value));
      return test.attach('file', file.bytes, { filename: file.filename });
    },
  };
}

/** The premium trackers, by the name of their collection under /api. */
export type TrackerResource = 'expenses' | 'events' | 'networth';

export const TRACKER_RESOURCES: TrackerResource[] = ['expenses', 'events', 'networth'];

/** A valid new record for each tracker. */
export const VALID_BODIES: Record<TrackerResource, object> = {
  expenses: { name: 'Retainer', amount: 900, date: '2025-01-02' },
  events: { description: 'Hearing', date: '2025-01-03', party: 'judge' },
  networth: {
    name: 'House',
    classification: 'asset',
    category: 'real_estate',
    ownership: 'joint',
    value: 300000,
  },
};

/** Adds one record to each tracker as `api`, each with 201, and answers their ids. */
export async function addOneOfEach(
  api: ApiClient,
  bodyFor: (resource: TrackerResource) => object = (resource) => VALID_BODIES[resource],
): Promise<Record<TrackerResource, number>> {
  const ids = {} as Record<TrackerResource, number>;
  for (const resource of TRACKER_RESOURCES) {
    const response = await api.post(`/api/${resource}`, bodyFor(resource));
    expect(response.status).toBe(201);
    ids[resource] = response.body.id;
  }
  return ids;
}

/**
 * What the evidence and sharing routes act on, made as `api`: the seq of a deleted expense's
 * revision and a share's id.
 */
export async function addRecordTargets(api: ApiClient): Promise<{
  deletedSeq: number;
  share: number;
  document: number;
  incomeSource: number;
  incomeDeduction: number;
  supportOrder: number;
  supportPayment: number;
  reimbursement: number;
}> {
  const bytes = Buffer.from('Receipt: braces, $1,250.00');
  const document = await api.upload(
    '/api/documents',
    { bytes, filename: 'receipt.txt' },
    { sha256: createHash('sha256').update(bytes).digest('hex') },
  );
  expect(document.status).toBe(201);
  const added = await api.post('/api/expenses', VALID_BODIES.expenses);
  expect((await api.delete(`/api/expenses/${added.body.id}`)).status).toBe(204);
  const deleted = await api.get('/api/history/deleted');
  const share = await api.post('/api/shares', { label: 'My attorney', scopes: ['expenses'] });
  expect(share.status).toBe(201);
  const source = await api.post('/api/income', {
    name: 'Acme payroll',
    type: 'salary',
    amount: '2000.00',
    frequency: 'biweekly',
  });
  expect(source.status).toBe(201);
  const deduction = await api.post('/api/income/deductions', {
    name: 'Withholding',
    type: 'taxes',
    amount: '400.00',
    frequency: 'biweekly',
  });
  expect(deduction.status).toBe(201);
  const order = await api.post('/api/support/orders', {
    type: 'child_support',
    payer: 'other_party',
    amount: '500.00',
    frequency: 'monthly',
    first_due: '2025-01-01',
  });
  expect(order.status).toBe(201);
  const payment = await api.post('/api/support/payments', {
    order_id: order.body.id,
    date: '2025-01-05',
    amount: '500.00',
    method: 'bank_transfer',
  });
  expect(payment.status).toBe(201);
  const reimbursement = await api.post('/api/support/reimbursements', {
    name: 'School trip',
    amount: '90.00',
    requested_on: '2025-03-10',
  });
  expect(reimbursement.status).toBe(201);
  return {
    deletedSeq: deleted.body.items[0].seq,
    share: share.body.share.id,
    document: document.body.id,
    incomeSource: source.body.id,
    incomeDeduction: deduction.body.id,
    supportOrder: order.body.id,
    supportPayment: payment.body.id,
    reimbursement: reimbursement.body.id,
  };
}

export interface TrackerTestContext {
  testApp: TestApp;
  csrf: string;
  /** A new premium user and a client acting as them. */
  premiumUser(): Promise<{ user: TestUser; api: ApiClient }>;
  /** A new free user and a client acting as them. */
  freeUser(): Promise<{ user: TestUser; api: ApiClient }>;
  /** A client with no bearer token (but a valid CSRF token). */
  anonymous(): ApiClient;
  /**
   * A client for `user` on its own agent, holding the XSRF-TOKEN cookie but never sending the
   * header, as a forged cross-site request would. Its own agent, because a rejected request
   * replaces the cookie, which would break the shared agent's token.
   */
  withoutCsrfHeader(user: SignedUp): Promise<ApiClient>;
}

export async function createTrackerTestContext(
  testApp: TestApp,
  db: AppDatabase,
): Promise<TrackerTestContext> {
  const csrf = await csrfToken(testApp.request);
  const userWith = async (premium: boolean) => {
    const user = await signUpUser(testApp, db, { premium });
    return { user, api: apiClient(testApp.request, user, csrf) };
  };
  return {
    testApp,
    csrf,
    premiumUser: () => userWith(true),
    freeUser: () => userWith(false),
    anonymous: () => apiClient(testApp.request, null, csrf),
    async withoutCsrfHeader(user) {
      const agent = supertest.agent(testApp.app);
      await csrfToken(agent);
      return apiClient(agent, user);
    },
  };
}
