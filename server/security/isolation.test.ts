/**
 * Nobody reaches another person's data. Two premium users, Alice and Bob, each hold an
 * expense, an event and a net-worth item; Alice tries every data route with Bob's ids, and
 * Bob's data must read back byte for byte the same afterwards. A free user, Carol, holds an
 * open test-mode checkout that Alice must not see, pay or cancel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../test/databases';
import { type RouteTargets, sendRoute, userRoutes } from '../test/routes';
import { fingerprintDatabase, fingerprintTable } from '../test/snapshots';
import {
  addRecordTargets,
  addOneOfEach,
  type ApiClient,
  apiClient,
  createTrackerTestContext,
  MANY_SIGN_UPS_ENV,
  type TestUser,
  TRACKER_RESOURCES,
  type TrackerResource,
  type TrackerTestContext,
} from '../test/trackers';

type Resource = TrackerResource;

const RESOURCES = TRACKER_RESOURCES;
const NOT_FOUND: Record<Resource, string> = {
  expenses: 'Expense not found',
  events: 'Event not found',
  networth: 'Net worth item not found',
};
/** The largest id a `serial` column hands out: a row nobody has. */
const NOBODYS_ID = 2_147_483_647;

function validBody(resource: Resource, owner: string): object {
  switch (resource) {
    case 'expenses':
      return { name: `${owner}'s retainer`, amount: '1250.00', date: '2025-03-05' };
    case 'events':
      return {
        description: `${owner}'s mediation`,
        date: '2025-03-06',
        party: 'mediator',
        concern_level: 2,
      };
    case 'networth':
      return {
        name: `${owner}'s savings`,
        classification: 'asset',
        category: 'cash_accounts',
        ownership: 'spouse_1',
        value: '4200.10',
        notes: `${owner}'s note`,
      };
  }
}

/** What Alice tries on each of Bob's records. PUT bodies are valid, so only ownership stops them. */
const ATTACKS: [method: 'PUT' | 'DELETE', resource: Resource, body?: object][] = [
  ...RESOURCES.flatMap((resource): [method: 'PUT' | 'DELETE', Resource, object?][] => [
    ['PUT', resource, validBody(resource, 'Mallory')],
    ['DELETE', resource],
  ]),
  // The events PUT takes a partial body: one field is enough to try.
  ['PUT', 'events', { concern_level: 5 }],
];

interface Member {
  user: TestUser;
  api: ApiClient;
  ids: Record<Resource, number>;
  evidence: Awaited<ReturnType<typeof addRecordTargets>>;
}

describe.each(TEST_DRIVERS)('isolation between users on %s', (driver) => {
  let database: TestDatabase;
  let context: TrackerTestContext;
  let alice: Member;
  let bob: Member;
  let carol: { user: TestUser; api: ApiClient };
  let carolsCheckout: string;

  async function member(name: string): Promise<Member> {
    const { user, api } = await context.premiumUser();
    const ids = await addOneOfEach(api, (resource) => validBody(resource, name));
    return { user, api, ids, evidence: await addRecordTargets(api) };
  }

  function targetsOf({ user, ids, evidence }: Member): RouteTargets {
    return { authUserId: user.userId, ...ids, ...evidence, checkoutSession: carolsCheckout };
  }

  /** Bob's lists exactly as the API serialises them, and his rows exactly as stored. */
  async function bobsData() {
    const lists = await Promise.all(
      RESOURCES.map(async (resource) => {
        const response = await bob.api.get(`/api/${resource}`);
        expect(response.status).toBe(200);
        return response.text;
      }),
    );
    const rows = await Promise.all(
      (['users', 'expenses', 'events', 'networth_items'] as const).map((table) =>
        fingerprintTable(database.db, table, bob.user.id),
      ),
    );
    return { lists, rows };
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const testApp = await createTestApp(database, MANY_SIGN_UPS_ENV);
    context = await createTrackerTestContext(testApp, database.db);
    alice = await member('Alice');
    bob = await member('Bob');
    carol = await context.freeUser();
    const checkout = await carol.api.post('/api/subscriptions/create-checkout');
    expect(checkout.status).toBe(200);
    carolsCheckout = new URL(checkout.body.checkout_url).searchParams.get('session')!;
  });
  afterAll(() => database.destroy());

  it("seeds distinct records for each user (the ids below are really Bob's)", () => {
    for (const resource of RESOURCES) {
      expect(bob.ids[resource]).not.toBe(alice.ids[resource]);
    }
  });

  it.each(ATTACKS)(
    "answers Alice's %s of Bob's %s with 404 and its message, as for an id nobody has, and Bob's data is unchanged",
    async (method, resource, body) => {
      const before = await bobsData();
      const send = (id: number) =>
        method === 'PUT'
          ? alice.api.put(`/api/${resource}/${id}`, body)
          : alice.api.delete(`/api/${resource}/${id}`);

      const response = await send(bob.ids[resource]);
      expect(response.status).toBe(404);
      expect(response.type).toBe('application/json');
      expect(response.body).toEqual({ error: NOT_FOUND[resource], code: 'not_found' });

      const nobodys = await send(NOBODYS_ID);
      expect([nobodys.status, nobodys.text]).toEqual([response.status, response.text]);
      expect(await bobsData()).toEqual(before);
    },
  );

  it.each(RESOURCES)(
    "validates Alice's PUT to Bob's %s before looking it up, so a 400 reveals nothing either",
    async (resource) => {
      const before = await bobsData();
      const invalid = await alice.api.put(`/api/${resource}/${bob.ids[resource]}`, { date: 7 });
      const nobodys = await alice.api.put(`/api/${resource}/${NOBODYS_ID}`, { date: 7 });
      expect(invalid.status).toBe(400);
      expect([nobodys.status, nobodys.text]).toEqual([invalid.status, invalid.text]);
      expect(await bobsData()).toEqual(before);
    },
  );

  it.each(RESOURCES)("never lists Bob's %s among Alice's", async (resource) => {
    const response = await alice.api.get(`/api/${resource}`);
    expect(response.status).toBe(200);
    const items = resource === 'networth' ? response.body.items : response.body;
    expect(items.map((item: { id: number }) => item.id)).toEqual([alice.ids[resource]]);
    expect(response.text).not.toContain('Bob');
  });

  it("sums only Alice's items in her net-worth summary", async () => {
    const response = await alice.api.get('/api/networth');
    expect(response.body.summary).toMatchObject({
      total_assets: '4200.10',
      spouse1_assets: '4200.10',
      net_worth: '4200.10',
    });
  });

  it("answers 403 when Alice registers Bob's auth id as her account, and changes no row", async () => {
    const before = await fingerprintDatabase(database.db);
    const response = await alice.api.post('/api/auth/register-db-user', {
      id: bob.user.userId,
      email: bob.user.email,
      first_name: 'Mallory',
    });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      error: 'You can only register your own account.',
      code: 'forbidden',
    });
    expect(await fingerprintDatabase(database.db)).toEqual(before);
  });

  describe("Alice's token with Bob's user-id header", () => {
    // Alice's own ids too: without the header check those requests would succeed.
    const cases = [
      ...userRoutes(() => targetsOf(alice)).map((route) => ['', route] as const),
      ...userRoutes(() => targetsOf(bob))
        .filter((route) => route.name.includes('/:'))
        .map((route) => [" with Bob's id", route] as const),
    ].map(([suffix, route]) => [`${route.name}${suffix}`, route] as const);

    it.each(cases)('answers %s with 403 and changes nothing', async (_name, route) => {
      const spoofing = apiClient(
        context.testApp.request,
        { ...alice.user, userId: bob.user.userId },
        context.csrf,
      );
      const before = await fingerprintDatabase(database.db);
      const response = await sendRoute(spoofing, route);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        error: 'The user-id header does not match the signed-in user.',
        code: 'forbidden',
      });
      expect(await fingerprintDatabase(database.db)).toEqual(before);
    });
  });

  describe("Carol's open test-mode checkout", () => {
    it.each([
      ['reads', 'get', ''],
      ['pays', 'post', '/complete'],
      ['cancels', 'post', '/cancel'],
    ] as const)(
      "is not found when Alice %s it, and Carol's checkout and plan are unchanged",
      async (_verb, method, suffix) => {
        const before = await fingerprintDatabase(database.db);
        const response = await alice.api[method](
          `/api/billing/checkout/${carolsCheckout}${suffix}`,
        );
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ error: 'Checkout session not found', code: 'not_found' });
        expect(await fingerprintDatabase(database.db)).toEqual(before);

        const own = await carol.api.get(`/api/billing/checkout/${carolsCheckout}`);
        expect(own.body.status).toBe('open');
        expect((await carol.api.get('/api/auth/status')).body.subscription_status).toBe('free');
      },
    );
  });
});
