/**
 * Tests every premium tracker's API must pass, registered from a description of the tracker:
 * who may call it (premium users only, signed in, with the CSRF header on writes) and how it
 * answers for a record that is not the caller's, does not exist, or has a malformed id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DriverName } from '../db/connect';
import { createTestApp } from './app';
import { createTestDatabase, type TestDatabase } from './databases';
import {
  type ApiClient,
  createTrackerTestContext,
  MANY_SIGN_UPS_ENV,
  type TrackerTestContext,
} from './trackers';

export const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

export type Method = 'get' | 'post' | 'put' | 'delete';
export type Route = [Method, string];

/** GET and POST on the collection (with any `extra` routes), PUT and DELETE on record 1. */
export function crudRoutes(path: string, ...extra: Route[]): Route[] {
  return [['get', path], ...extra, ['post', path], ['put', `${path}/1`], ['delete', `${path}/1`]];
}

/** Ids every tracker refuses with 400 'Invalid id'; each adds words of its own. */
export const MALFORMED_IDS = ['abc', '0', '-1', '1.5', '1e3', '99999999999'];

export interface TrackerApi<R extends { id: number }> {
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
}

/** Adds a record as `api` and returns it as the server answered (201). */
export async function addRecord<R extends { id: number }>(
  tracker: TrackerApi<R>,
  api: ApiClient,
  body: object = tracker.body,
): Promise<R> {
  const response = await api.post(tracker.path, body);
  expect(response.status).toBe(201);
  return response.body as R;
}

/** The records GET `path` lists for `api`. */
export async function listRecords<R extends { id: number }>(
  tracker: TrackerApi<R>,
  api: ApiClient,
): Promise<R[]> {
  const response = await api.get(tracker.path);
  expect(response.status).toBe(200);
  return tracker.records ? tracker.records(response.body) : (response.body as R[]);
}

/** A record belongs to the signed-in user, whatever user_id the body names. */
export function itIgnoresUserIdInTheBody<R extends { id: number }>(
  tracker: TrackerApi<R>,
  context: TrackerTestContext,
) {
  it(`ignores a user_id in the body: the ${tracker.noun} belongs to the signed-in user`, async () => {
    const { api } = await context.premiumUser();
    const { user: other, api: otherApi } = await context.premiumUser();
    const created = await addRecord(tracker, api, { ...tracker.body, user_id: other.id });
    expect(await listRecords(tracker, api)).toEqual([created]);
    expect(await listRecords(tracker, otherApi)).toEqual([]);
  });
}

/** DELETE removes the record (204, no body) and only it; deleting it again is 404. */
export function itDeletesARecord<R extends { id: number }>(
  tracker: TrackerApi<R>,
  context: TrackerTestContext,
) {
  it(`deletes the ${tracker.noun} and answers 204 with no body; a second delete is 404`, async () => {
    const { api } = await context.premiumUser();
    const kept = await addRecord(tracker, api);
    const doomed = await addRecord(tracker, api);
    const response = await api.delete(`${tracker.path}/${doomed.id}`);
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    expect(await listRecords(tracker, api)).toEqual([kept]);
    const again = await api.delete(`${tracker.path}/${doomed.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: tracker.notFound });
  });
}

/**
 * PUT or DELETE on a record that is someone else's or does not exist answers 404 and changes
 * nothing; a malformed id answers 400 'Invalid id'.
 */
export function itAnswersForMissingRecords<R extends { id: number }>(
  tracker: TrackerApi<R>,
  context: TrackerTestContext,
  method: 'put' | 'delete',
) {
  const send = (api: ApiClient, id: number | string) =>
    method === 'put'
      ? api.put(`${tracker.path}/${id}`, tracker.change)
      : api.delete(`${tracker.path}/${id}`);

  it(`answers 404 for another user's ${tracker.noun} and leaves it unchanged`, async () => {
    const { api: ownerApi } = await context.premiumUser();
    const { api: intruderApi } = await context.premiumUser();
    const theirs = await addRecord(tracker, ownerApi);
    const response = await send(intruderApi, theirs.id);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: tracker.notFound });
    expect(await listRecords(tracker, ownerApi)).toEqual([theirs]);
  });

  it('answers 404 for an id that does not exist', async () => {
    const { api } = await context.premiumUser();
    const response = await send(api, 999999999);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: tracker.notFound });
  });

  it.each(tracker.malformedIds)('answers 400 "Invalid id" for the malformed id %j', async (id) => {
    const { api } = await context.premiumUser();
    const response = await send(api, id);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Invalid id' });
  });
}

/**
 * Spec §7: the tracker is for signed-in premium users. A free user is refused with the
 * tracker's message, a request without a bearer token with 401, and a write without the
 * CSRF-Token header with 403, changing nothing.
 */
export function describeTrackerAccess<R extends { id: number }>(
  tracker: TrackerApi<R>,
  context: TrackerTestContext,
) {
  describe('access', () => {
    it.each(tracker.routes)(
      `answers %s %s for a free user with 403 and "${tracker.premiumRequired}"`,
      async (method, path) => {
        const { api } = await context.freeUser();
        const response = await api[method](path, tracker.body);
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ error: tracker.premiumRequired });
      },
    );

    it.each(tracker.routes)(
      'answers %s %s without a bearer token with 401',
      async (method, path) => {
        const response = await context.anonymous()[method](path, tracker.body);
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ error: 'Authentication required. Please log in.' });
      },
    );

    it.each(tracker.routes.filter(([method]) => method !== 'get'))(
      'answers %s %s without the CSRF-Token header with 403 and changes nothing',
      async (method, path) => {
        const { user, api } = await context.premiumUser();
        const existing = await addRecord(tracker, api);
        const withoutCsrf = await context.withoutCsrfHeader(user);
        const response = await withoutCsrf[method](
          path.replace('/1', `/${existing.id}`),
          tracker.change,
        );
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ error: 'invalid csrf token' });
        expect(await listRecords(tracker, api)).toEqual([existing]);
      },
    );
  });
}
