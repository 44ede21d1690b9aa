import { describe, expect, it } from 'vitest';
import { TEST_DRIVERS } from '../../test/databases';
import {
  addRecord,
  crudRoutes,
  describeTrackerAccess,
  ISO_TIMESTAMP,
  itAnswersForMissingRecords,
  itDeletesARecord,
  itIgnoresUserIdInTheBody,
  MALFORMED_IDS,
  pause,
  setUpTrackerApi,
  type TrackerApi,
} from '../../test/tracker-suites';
import type { ApiClient } from '../../test/trackers';

const PARTY_INVALID =
  'party: Party must be one of: Ex-Spouse, Lawyer, Mediator, Judge, Financial Advisor, Other';
const CONCERN_RANGE = 'concern_level: Concern level must be between 1 and 5';
const hearing = {
  description: 'Custody hearing moved',
  date: '2025-03-05',
  party: 'judge',
  concern_level: 4,
};

interface EventBody {
  id: number;
  date: string;
  description: string;
  party: string;
  concern_level: number;
  created_at: string;
  updated_at: string;
}

const EVENTS: TrackerApi<EventBody> = {
  path: '/api/events',
  noun: 'event',
  routes: crudRoutes('/api/events'),
  body: hearing,
  change: { description: 'Hijacked' },
  premiumRequired: 'Premium subscription required to access Event Tracker.',
  notFound: 'Event not found',
  malformedIds: [...MALFORMED_IDS, 'latest'],
};

describe.each(TEST_DRIVERS)('the events API on %s', (driver) => {
  const { context } = setUpTrackerApi(driver);

  const addEvent = (api: ApiClient, body?: object) => addRecord(EVENTS, api, body);

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

    itIgnoresUserIdInTheBody(EVENTS, context);

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

    itAnswersForMissingRecords(EVENTS, context, 'put');
  });

  describe('DELETE /api/events/:id', () => {
    itDeletesARecord(EVENTS, context);

    itAnswersForMissingRecords(EVENTS, context, 'delete');
  });

  describeTrackerAccess(EVENTS, context);
});
