/**
 * Tests every premium tracker's API must pass, registered from a description of the tracker:
 * who may call it (premium users only, signed in, with the CSRF header on writes), how it
 * creates, lists, updates and deletes the caller's records and refuses invalid ones, and how
 * it answers for a record that is not the caller's, does not exist, or has a malformed id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DriverName } from '../db/connect';
import { createTestApp } from './app';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from './databases';
import {
  type ApiClient,
  createTrackerTestContext,
  MANY_SIGN_UPS_ENV,
  type TrackerTestContext,
} from './trackers';

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A fresh migrated database and app on `driver` for the enclosing describe block: made in its
 * beforeAll, dropped in its afterAll. The context may be handed around at once; it answers
 * once the beforeAll has run.
 */
export function setUpTrackerApi(driver: DriverName) {
  let database: TestDatabase | undefined;
  let ready: TrackerTestContext | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const testApp = await createTestApp(database, MANY_SIGN_UPS_ENV);
    ready = await createTrackerTestContext(testApp, database.db);
  });
  afterAll(() => database?.destroy());

  const current = () => {
    if (ready === undefined) throw new Error('the tracker API is set up in beforeAll');
    return ready;
  };
  const context: TrackerTestContext = {
    get testApp() {
      return current().testApp;
    },
    get csrf() {
      return current().csrf;
    },
    premiumUser: () => current().premiumUser(),
    freeUser: () => current().freeUser(),
    anonymous: () => current().anonymous(),
    withoutCsrfHeader: (user) => current().withoutCsrfHeader(user),
  };
  return {
    context,
    database(): TestDatabase {
      current();
      return database!;
    },
  };
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type Route = [Method, string];

/** GET and POST on the collection (with any `extra` routes), PUT and DELETE on record 1. */
export function crudRoutes(path: string, ...extra: Route[]): Route[] {
  return [['get', path], ...extra, ['post', path], ['put', `${path}/1`], ['delete', `${path}/1`]];
}

/** Ids every tracker refuses with 400 'Invalid id'; each adds words of its own. */
export const MALFORMED_IDS = ['abc', '0', '-1', '1.5', '1e3', '99999999999'];

/** What every tracker's API answers for one record. */
export interface TrackerRecord {
  id: number;
  updated_at: string;
}

export interface TrackerApi<R extends TrackerRecord> {
  /** What the API is called in the describe block's name: 'expenses', 'net worth'. */
  title: string;
  /** The collection, e.g. '/api/expenses'; a record lives at `${path}/:id`. */
  path: string;
  /** What one record is called in test names: 'expense', 'event', 'item'. */
  noun: string;
  /** Every route; an '/1' in a path stands for an existing record's id. */
  routes: Route[];
  /** A valid body for a new record. */
  body: object;
  /** A valid body for PUT that changes a stored record. */
  change: object;
  /** What a free user is told (403). */
  premiumRequired: string;
  /** What a missing or foreign record is answered with (404). */
  notFound: string;
  /** Ids `parseId` refuses with 400 'Invalid id'. */
  malformedIds: string[];
  /** The records in the answer to GET `path` (the net worth API wraps them with a summary). */
  records?: (body: unknown) => R[];
  /** The whole answer to GET `path` for a user without records. */
  emptyAnswer: unknown;
}

/** `[label, change, details]`: a body changed by `change` is refused with these details. */
type InvalidCase = [label: string, change: object, details: string];

const article = (noun: string) => (/^[aeiou]/.test(noun) ? 'an' : 'a');

/**
 * The tests of one tracker's API, bound to its description and to the context of the
 * enclosing describe block. Each `it…` registers its test(s) where it is called, so a
 * tracker's file keeps its own describe blocks and adds the tests only it has.
 */
function trackerTests<R extends TrackerRecord>(
  tracker: TrackerApi<R>,
  context: TrackerTestContext,
) {
  const { path, noun } = tracker;

  /** Adds a record as `api` and returns it as the server answered (201). */
  async function add(api: ApiClient, body: object = tracker.body): Promise<R> {
    const response = await api.post(path, body);
    expect(response.status).toBe(201);
    return response.body as R;
  }

  /** The records GET `path` lists for `api`. */
  async function list(api: ApiClient): Promise<R[]> {
    const response = await api.get(path);
    expect(response.status).toBe(200);
    return tracker.records ? tracker.records(response.body) : (response.body as R[]);
  }

  return {
    add,

    /**
     * POST answers 201 with the record as stored: `answer` (what `body` becomes), a new id and
     * both timestamps, never user_id. `saying` names what the answer shows beyond that.
     */
    itCreatesARecord({ body, answer, saying }: { body: object; answer: object; saying?: string }) {
      const shows = saying === undefined ? '' : `${saying}, `;
      it(`creates ${article(noun)} ${noun} and answers 201 with it, ${shows}never user_id`, async () => {
        const { api } = await context.premiumUser();
        const response = await api.post(path, body);
        expect(response.status).toBe(201);
        expect(response.body).toEqual({
          id: expect.any(Number),
          ...answer,
          created_at: expect.stringMatching(ISO_TIMESTAMP),
          updated_at: expect.stringMatching(ISO_TIMESTAMP),
          // A new record has no documents attached yet.
          document_count: 0,
        });
        expect(response.body).not.toHaveProperty('user_id');
      });
    },

    /** A record belongs to the signed-in user, whatever user_id the body names. */
    itIgnoresUserIdInTheBody() {
      it(`ignores a user_id in the body: the ${noun} belongs to the signed-in user`, async () => {
        const { api } = await context.premiumUser();
        const { user: other, api: otherApi } = await context.premiumUser();
        const created = await add(api, { ...tracker.body, user_id: other.id });
        expect(await list(api)).toEqual([created]);
        expect(await list(otherApi)).toEqual([]);
      });
    },

    /** POST of the valid body with each case's change answers 400 and stores nothing. */
    itRejectsInvalidRecords(cases: InvalidCase[]) {
      it.each(cases)(
        'rejects %s with 400 and the product’s message, storing nothing',
        async (_label, change, details) => {
          const { api } = await context.premiumUser();
          const response = await api.post(path, { ...tracker.body, ...change });
          expect(response.status).toBe(400);
          expect(response.body).toEqual({
            error: 'Validation failed',
            code: 'validation_failed',
            details,
          });
          expect((await api.get(path)).body).toEqual(tracker.emptyAnswer);
        },
      );
    },

    /** POST of `{}` answers 400 naming every invalid field, in `details`. */
    itReportsEveryInvalidField(details: string) {
      it('reports every invalid field of an empty body at once', async () => {
        const { api } = await context.premiumUser();
        const response = await api.post(path, {});
        expect(response.status).toBe(400);
        expect(response.body).toEqual({
          error: 'Validation failed',
          code: 'validation_failed',
          details,
        });
      });
    },

    /**
     * Each `[sent, stored]`: the money `field` sent as `sent` is answered as the text `stored`
     * by POST, GET and PUT alike.
     */
    itRoundTripsMoney(field: keyof R & string, cases: [sent: number | string, stored: string][]) {
      it.each(cases)(`round-trips the ${field} %j as %j without drift`, async (sent, stored) => {
        const { api } = await context.premiumUser();
        const created = await add(api, { ...tracker.body, [field]: sent });
        expect(created[field]).toBe(stored);
        expect((await list(api))[0]![field]).toBe(stored);
        const updated = await api.put(`${path}/${created.id}`, { ...tracker.body, [field]: sent });
        expect(updated.body[field]).toBe(stored);
      });
    },

    /** GET answers `emptyAnswer` (`saying` what it is) for a user without records. */
    itAnswersWhenEmpty(saying: string) {
      it(`answers ${saying} for a user without ${noun}s`, async () => {
        const { api } = await context.premiumUser();
        const response = await api.get(path);
        expect(response.status).toBe(200);
        expect(response.body).toEqual(tracker.emptyAnswer);
      });
    },

    /**
     * GET lists only the caller's records, in `order`: `bodies` are added in turn, then
     * `theirs` for another user, and the answer lists the caller's in the order of `listed`,
     * their indexes in `bodies`.
     */
    itListsOwnRecords({
      order,
      bodies,
      theirs,
      listed,
    }: {
      order: string;
      bodies: object[];
      theirs: object;
      listed: number[];
    }) {
      it(`lists only the user's own ${noun}s, ${order}`, async () => {
        const { api } = await context.premiumUser();
        const { api: otherApi } = await context.premiumUser();
        const added: R[] = [];
        for (const body of bodies) added.push(await add(api, body));
        await add(otherApi, theirs);
        expect(await list(api)).toEqual(listed.map((index) => added[index]));
      });
    },

    /**
     * Each `[label, change]`: PUT of `change` answers 200 with the record changed by it and
     * updated_at moved on, and the list holds the changed record. `title` has a %s for the
     * label.
     */
    itUpdatesARecord(title: string, cases: [label: string, change: object][]) {
      it.each(cases)(title, async (_label, change) => {
        const { api } = await context.premiumUser();
        const created = await add(api);
        await pause(20);
        const response = await api.put(`${path}/${created.id}`, change);
        expect(response.status).toBe(200);
        expect(response.body).toEqual({
          ...created,
          ...change,
          updated_at: expect.stringMatching(ISO_TIMESTAMP),
        });
        expect(Date.parse(response.body.updated_at)).toBeGreaterThan(
          Date.parse(created.updated_at),
        );
        expect(await list(api)).toEqual([response.body]);
      });
    },

    /**
     * PUT of each case's change answers 400 with its details and leaves the record as it was.
     * `title` has a %s for the label.
     */
    itRejectsInvalidUpdates(title: string, cases: InvalidCase[]) {
      it.each(cases)(title, async (_label, change, details) => {
        const { api } = await context.premiumUser();
        const created = await add(api);
        const response = await api.put(`${path}/${created.id}`, change);
        expect(response.status).toBe(400);
        expect(response.body).toEqual({
          error: 'Validation failed',
          code: 'validation_failed',
          details,
        });
        expect(await list(api)).toEqual([created]);
      });
    },

    /** DELETE removes the record (204, no body) and only it; deleting it again is 404. */
    itDeletesARecord() {
      it(`deletes the ${noun} and answers 204 with no body; a second delete is 404`, async () => {
        const { api } = await context.premiumUser();
        const kept = await add(api);
        const doomed = await add(api);
        const response = await api.delete(`${path}/${doomed.id}`);
        expect(response.status).toBe(204);
        expect(response.text).toBe('');
        expect(await list(api)).toEqual([kept]);
        const again = await api.delete(`${path}/${doomed.id}`);
        expect(again.status).toBe(404);
        expect(again.body).toEqual({ error: tracker.notFound, code: 'not_found' });
      });
    },

    /**
     * PUT or DELETE on a record that is someone else's or does not exist answers 404 and
     * changes nothing; a malformed id answers 400 'Invalid id'.
     */
    itAnswersForMissingRecords(method: 'put' | 'delete') {
      const send = (api: ApiClient, id: number | string) =>
        method === 'put' ? api.put(`${path}/${id}`, tracker.change) : api.delete(`${path}/${id}`);

      it(`answers 404 for another user's ${noun} and leaves it unchanged`, async () => {
        const { api: ownerApi } = await context.premiumUser();
        const { api: intruderApi } = await context.premiumUser();
        const theirs = await add(ownerApi);
        const response = await send(intruderApi, theirs.id);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ error: tracker.notFound, code: 'not_found' });
        expect(await list(ownerApi)).toEqual([theirs]);
      });

      it('answers 404 for an id that does not exist', async () => {
        const { api } = await context.premiumUser();
        const response = await send(api, 999999999);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ error: tracker.notFound, code: 'not_found' });
      });

      it.each(tracker.malformedIds)(
        'answers 400 "Invalid id" for the malformed id %j',
        async (id) => {
          const { api } = await context.premiumUser();
          const response = await send(api, id);
          expect(response.status).toBe(400);
          expect(response.body).toEqual({ error: 'Invalid id', code: 'malformed_request' });
        },
      );
    },

    /**
     * Per docs/product.md#api-conventions: the tracker is for signed-in premium users. A free user
     * is refused with the tracker's message, a request without a bearer token with 401, and a write
     * without the CSRF-Token header with 403, changing nothing.
     */
    describeAccess() {
      describe('access', () => {
        it.each(tracker.routes)(
          `answers %s %s for a free user with 403 and "${tracker.premiumRequired}"`,
          async (method, route) => {
            const { api } = await context.freeUser();
            const response = await api[method](route, tracker.body);
            expect(response.status).toBe(403);
            expect(response.body).toEqual({
              error: tracker.premiumRequired,
              code: 'premium_required',
            });
          },
        );

        it.each(tracker.routes)(
          'answers %s %s without a bearer token with 401',
          async (method, route) => {
            const response = await context.anonymous()[method](route, tracker.body);
            expect(response.status).toBe(401);
            expect(response.body).toEqual({
              error: 'Authentication required. Please log in.',
              code: 'unauthorized',
            });
          },
        );

        it.each(tracker.routes.filter(([method]) => method !== 'get'))(
          'answers %s %s without the CSRF-Token header with 403 and changes nothing',
          async (method, route) => {
            const { user, api } = await context.premiumUser();
            const existing = await add(api);
            const withoutCsrf = await context.withoutCsrfHeader(user);
            const response = await withoutCsrf[method](
              route.replace('/1', `/${existing.id}`),
              tracker.change,
            );
            expect(response.status).toBe(403);
            expect(response.body).toEqual({
              error: 'invalid csrf token',
              code: 'invalid_csrf_token',
            });
            expect(await list(api)).toEqual([existing]);
          },
        );
      });
    },
  };
}

export type TrackerTests<R extends TrackerRecord> = ReturnType<typeof trackerTests<R>>;

/**
 * 'the <title> API on <driver>' for every test database, each with a fresh app: `body`
 * registers the tracker's tests, shared and its own, and the access tests follow them.
 */
export function describeTrackerApi<R extends TrackerRecord>(
  tracker: TrackerApi<R>,
  body: (suite: {
    context: TrackerTestContext;
    tests: TrackerTests<R>;
    database(): TestDatabase;
  }) => void,
) {
  describe.each(TEST_DRIVERS)(`the ${tracker.title} API on %s`, (driver) => {
    const { context, database } = setUpTrackerApi(driver);
    const tests = trackerTests(tracker, context);
    body({ context, tests, database });
    tests.describeAccess();
  });
}
