import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../test/databases';
import {
  type ApiClient,
  createTrackerTestContext,
  MANY_SIGN_UPS_ENV,
  type TrackerTestContext,
} from '../../test/trackers';

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const PREMIUM_REQUIRED_EVENTS = 'Premium subscription required to access Event Tracker.';
const PARTY_INVALID =
  'party: Party must be one of: Ex-Spouse, Lawyer, Mediator, Judge, Financial Advisor, Other';
const CONCERN_RANGE = 'concern_level: Concern level must be between 1 and 5';
const hearing = {
  description: 'Custody hearing moved',
  date: '2025-03-05',
  party: 'judge',
  concern_level: 4,
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface EventBody {
  id: number;
  date: string;
  description: string;
  party: string;
  concern_level: number;
  created_at: string;
  updated_at: string;
}

type Method = 'get' | 'post' | 'put' | 'delete';
const ROUTES: [Method, string][] = [
  ['get', '/api/events'],
  ['post', '/api/events'],
  ['put', '/api/events/1'],
  ['delete', '/api/events/1'],
];

describe.each(TEST_DRIVERS)('the events API on %s', (driver) => {
  let database: TestDatabase;
  let context: TrackerTestContext;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const testApp = await createTestApp(database, MANY_SIGN_UPS_ENV);
    context = await createTrackerTestContext(testApp, database.db);
  });
  afterAll(() => database.destroy());

  async function addEvent(api: ApiClient, body: object = hearing): Promise<EventBody> {
    const response = await api.post('/api/events', body);
    expect(response.status).toBe(201);
    return response.body;
  }

  describe('POST /api/events', () => {
    it('creates an event and answers 201 with it, never user_id', async () => {
      const { api } = await context.premiumUser();
      const response = await api.post('/api/events', hearing);
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(Number),
        date: '2025-03-05',
        description: 'Custody hearing moved',
        party: 'judge',
        concern_level: 4,
        created_at: expect.stringMatching(ISO_TIMESTAMP),
        updated_at: expect.stringMatching(ISO_TIMESTAMP),
      });
      expect(response.body).not.toHaveProperty('user_id');
    });

    it('defaults the concern level to 1 and accepts it as a numeric string', async () => {
      const { api } = await context.premiumUser();
      const { concern_level: _omitted, ...withoutLevel } = hearing;
      expect((await addEvent(api, withoutLevel)).concern_level).toBe(1);
      expect((await addEvent(api, { ...hearing, concern_level: '5' })).concern_level).toBe(5);
    });

    it('trims the description and keeps the calendar date of an ISO datetime', async () => {
      const { api } = await context.premiumUser();
      const event = await addEvent(api, {
        ...hearing,
        description: '  Missed pickup  ',
        date: '2025-03-05T23:30:00-08:00',
      });
      expect(event).toMatchObject({ description: 'Missed pickup', date: '2025-03-05' });
    });

    it('ignores a user_id in the body: the event belongs to the signed-in user', async () => {
      const { api } = await context.premiumUser();
      const { user: other, api: otherApi } = await context.premiumUser();
      const created = await addEvent(api, { ...hearing, user_id: other.id });
      expect((await api.get('/api/events')).body).toEqual([created]);
      expect((await otherApi.get('/api/events')).body).toEqual([]);
    });

    it.each([
      ['a missing description', { description: undefined }, 'description: Description is required'],
      ['a blank description', { description: ' ' }, 'description: Description is required'],
      ['a missing date', { date: undefined }, 'date: Invalid date format'],
      ['an unparseable date', { date: 'last week' }, 'date: Invalid date format'],
      ['an impossible date', { date: '2025-13-01' }, 'date: Invalid date format'],
      ['a missing party', { party: undefined }, 'party: Party is required'],
      ['an empty party', { party: '' }, 'party: Party is required'],
      ['an unknown party', { party: 'neighbour' }, PARTY_INVALID],
      ['concern level 0', { concern_level: 0 }, CONCERN_RANGE],
      ['concern level 6', { concern_level: 6 }, CONCERN_RANGE],
      ['concern level 2.5', { concern_level: 2.5 }, CONCERN_RANGE],
      ['a concern level that is not a number', { concern_level: 'high' }, CONCERN_RANGE],
    ])(
      'rejects %s with 400 and the spec message, storing nothing',
      async (_label, change, details) => {
        const { api } = await context.premiumUser();
        const response = await api.post('/api/events', { ...hearing, ...change });
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ error: 'Validation failed', details });
        expect((await api.get('/api/events')).body).toEqual([]);
      },
    );

    it('reports every invalid field of an empty body at once', async () => {
      const { api } = await context.premiumUser();
      const response = await api.post('/api/events', {});
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        error: 'Validation failed',
        details:
          'description: Description is required; date: Invalid date format; party: Party is required',
      });
    });
  });

  describe('GET /api/events', () => {
    it('answers an empty list for a user without events', async () => {
      const { api } = await context.premiumUser();
      const response = await api.get('/api/events');
      expect(response.status).toBe(200);
      expect(response.body).toEqual([]);
    });

    it("lists only the user's own events, newest date first, then the latest added", async () => {
      const { api } = await context.premiumUser();
      const { api: otherApi } = await context.premiumUser();
      const january = await addEvent(api, { ...hearing, date: '2025-01-10' });
      const march = await addEvent(api, { ...hearing, date: '2025-03-01' });
      const januaryAgain = await addEvent(api, { ...hearing, date: '2025-01-10' });
      await addEvent(otherApi, { ...hearing, date: '2025-12-31' });

      const response = await api.get('/api/events');
      expect(response.status).toBe(200);
      expect(response.body).toEqual([march, januaryAgain, january]);
    });
  });

  describe('PUT /api/events/:id', () => {
    it.each([
      ['the description', { description: 'Hearing cancelled' }],
      ['the date', { date: '2025-06-30' }],
      ['the party', { party: 'mediator' }],
      ['the concern level', { concern_level: 1 }],
    ])('changes only %s when only it is sent, and moves updated_at on', async (_label, change) => {
      const { api } = await context.premiumUser();
      const created = await addEvent(api);
      await pause(20);
      const response = await api.put(`/api/events/${created.id}`, change);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        ...created,
        ...change,
        updated_at: expect.stringMatching(ISO_TIMESTAMP),
      });
      expect(Date.parse(response.body.updated_at)).toBeGreaterThan(Date.parse(created.updated_at));
      expect((await api.get('/api/events')).body).toEqual([response.body]);
    });

    it('replaces every field when a full body is sent', async () => {
      const { api } = await context.premiumUser();
      const created = await addEvent(api);
      const full = {
        description: 'Signed agreement',
        date: '2025-07-01',
        party: 'lawyer',
        concern_level: 2,
      };
      const response = await api.put(`/api/events/${created.id}`, full);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: created.id,
        created_at: created.created_at,
        ...full,
      });
    });

    it('rejects a body with no fields with 400 "No fields to update"', async () => {
      const { api } = await context.premiumUser();
      const created = await addEvent(api);
      const response = await api.put(`/api/events/${created.id}`, {});
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: 'Validation failed', details: 'No fields to update' });
      expect((await api.get('/api/events')).body).toEqual([created]);
    });

    it.each([
      ['a blank description', { description: '' }, 'description: Description is required'],
      ['an unparseable date', { date: '31/02/2025' }, 'date: Invalid date format'],
      ['an empty party', { party: '' }, 'party: Party is required'],
      ['concern level 9', { concern_level: 9 }, CONCERN_RANGE],
    ])(
      'rejects %s with 400 and the spec message, changing nothing',
      async (_label, change, details) => {
        const { api } = await context.premiumUser();
        const created = await addEvent(api);
        const response = await api.put(`/api/events/${created.id}`, change);
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ error: 'Validation failed', details });
        expect((await api.get('/api/events')).body).toEqual([created]);
      },
    );

    it("answers 404 for another user's event and leaves it unchanged", async () => {
      const { api: ownerApi } = await context.premiumUser();
      const { api: intruderApi } = await context.premiumUser();
      const theirs = await addEvent(ownerApi);
      const response = await intruderApi.put(`/api/events/${theirs.id}`, {
        description: 'Hijacked',
      });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: 'Event not found' });
      expect((await ownerApi.get('/api/events')).body).toEqual([theirs]);
    });

    it('answers 404 for an id that does not exist', async () => {
      const { api } = await context.premiumUser();
      const response = await api.put('/api/events/999999999', { description: 'Ghost' });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: 'Event not found' });
    });

    it.each(['abc', '0', '-1', '1.5', '99999999999'])(
      'answers 400 "Invalid id" for the malformed id %j',
      async (id) => {
        const { api } = await context.premiumUser();
        const response = await api.put(`/api/events/${id}`, { description: 'Anything' });
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ error: 'Invalid id' });
      },
    );
  });

  describe('DELETE /api/events/:id', () => {
    it('deletes the event and answers 204 with no body; a second delete is 404', async () => {
      const { api } = await context.premiumUser();
      const kept = await addEvent(api, { ...hearing, description: 'Kept' });
      const doomed = await addEvent(api, { ...hearing, description: 'Doomed' });
      const response = await api.delete(`/api/events/${doomed.id}`);
      expect(response.status).toBe(204);
      expect(response.text).toBe('');
      expect((await api.get('/api/events')).body).toEqual([kept]);
      const again = await api.delete(`/api/events/${doomed.id}`);
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ error: 'Event not found' });
    });

    it("answers 404 for another user's event and keeps it", async () => {
      const { api: ownerApi } = await context.premiumUser();
      const { api: intruderApi } = await context.premiumUser();
      const theirs = await addEvent(ownerApi);
      const response = await intruderApi.delete(`/api/events/${theirs.id}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: 'Event not found' });
      expect((await ownerApi.get('/api/events')).body).toEqual([theirs]);
    });

    it('answers 400 "Invalid id" for a malformed id', async () => {
      const { api } = await context.premiumUser();
      const response = await api.delete('/api/events/latest');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: 'Invalid id' });
    });
  });

  describe('access', () => {
    it.each(ROUTES)(
      'answers %s %s for a free user with 403 and the Event Tracker message',
      async (method, path) => {
        const { api } = await context.freeUser();
        const response = await api[method](path, hearing);
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ error: PREMIUM_REQUIRED_EVENTS });
      },
    );

    it.each(ROUTES)('answers %s %s without a bearer token with 401', async (method, path) => {
      const response = await context.anonymous()[method](path, hearing);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: 'Authentication required. Please log in.' });
    });

    it.each(ROUTES.filter(([method]) => method !== 'get'))(
      'answers %s %s without the CSRF-Token header with 403 and changes nothing',
      async (method, path) => {
        const { user, api } = await context.premiumUser();
        const existing = await addEvent(api);
        const withoutCsrf = await context.withoutCsrfHeader(user);
        const response = await withoutCsrf[method](path.replace('/1', `/${existing.id}`), {
          description: 'Forged',
        });
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ error: 'invalid csrf token' });
        expect((await api.get('/api/events')).body).toEqual([existing]);
      },
    );
  });
});
